import { platformStatistics } from "@loansetu/api/site/statistics";
import { journeyProduct } from "@loansetu/domain/application";
import { formatDate, formatPercent } from "@loansetu/domain/format";
import { productFigures } from "@loansetu/domain/product-figures";
import { BadgePercent, Headset, ListChecks, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { appContext } from "../context.ts";
import { journeyHref } from "../features/calculators/journey-href.ts";
import { pushJourneyStart } from "../features/journey/analytics.ts";
import { JsonLd } from "../features/learn/json-ld.tsx";
import { dateText, siteOrigin } from "../features/learn/learn.server.ts";
import { HomeMore } from "../features/pages/home-blocks.tsx";
import { partnerLogos } from "../features/pages/pages.server.ts";
import { organizationJsonLd } from "../features/pages/seo.ts";
import { quickStartData } from "../features/quick-start/quick-start.server.ts";
import { QuickStart } from "../features/quick-start/quick-start.tsx";
import { reviewService } from "../features/reviews/reviews.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { SpriteIcon } from "../ui/illustrations/sprite-icon.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { LOAN_PRODUCTS } from "../ui/site-nav.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/home";

export const handle: I18nHandle = { i18n: ["learn", "pages"] };

/** Reviews the home page's carousel shows (3 per view on desktop). */
const HOME_REVIEWS = 12;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const t = translatorFor(locale);
  const { data } = context.get(appContext).deps;
  const { deps } = context.get(appContext);
  const [site, reviews, news, partners, stats, lenders] = await Promise.all([
    data.get("site.json"),
    // Verified customer reviews and the rating computed from them (decision 0044); a failure shows an
    // error in their block, not a broken page.
    reviewService(deps)
      .published(HOME_REVIEWS)
      .catch(() => null),
    data.get("news.json"),
    partnerLogos(context),
    // The same figures /api/statistics answers, read in-process so the numbers are in the first HTML; a
    // failure leaves the block out like figures too small to show.
    platformStatistics(deps, locale).catch(() => null),
    data.get("lenders.json"),
  ]);
  return {
    title: t("home.title"),
    description: t("home.description"),
    origin: siteOrigin(request, context),
    quickStart: quickStartData(lenders.lenders),
    organization: { company: site.company, email: site.support.email, phone: site.support.phone },
    // Each loan card's "rates from" and "tenure up to", from the lenders' terms.
    figures: Object.fromEntries(
      LOAN_PRODUCTS.map(({ key }) => {
        const figures = productFigures(lenders.lenders, key);
        return [
          key,
          figures ? { rate: formatPercent(figures.rateFromPercent), years: figures.tenureUpToYears } : null,
        ];
      }),
    ),
    more: {
      stats:
        stats && stats.shown.length > 0
          ? {
              figures: stats.shown.map((key) => ({ key, display: stats.display[key] })),
              asOf: dateText(stats.asOf, locale),
            }
          : null,
      rating: reviews?.rating ?? null,
      testimonials: reviews
        ? reviews.items.map((item) => ({
            id: item.id,
            name: item.firstName,
            city: item.city,
            rating: item.rating,
            loanType: journeyProduct(item.product)?.key ?? "personal",
            text: item.text,
            lang: item.locale,
            date: formatDate(new Date(item.createdAt), locale),
          }))
        : null,
      news: [...news.news]
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 9)
        .map((item) => ({
          id: item.id,
          publication: item.name,
          url: item.url,
          image: item.imgname,
          headline: locale === "hi" ? item.contentHi : item.content,
          date: dateText(item.date, locale),
        })),
      partners,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
  { property: "og:description", content: loaderData?.description },
  { property: "og:type", content: "website" },
];

const BENEFITS = [
  { key: "comparison", Icon: ListChecks },
  { key: "deals", Icon: BadgePercent },
  { key: "support", Icon: Headset },
  { key: "secure", Icon: ShieldCheck },
] as const;

export default function Home(props: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { loaderData } = props;
  return (
    <>
      <JsonLd
        data={organizationJsonLd(
          loaderData.origin,
          loaderData.organization.company,
          loaderData.organization.email,
          loaderData.organization.phone,
        )}
      />
      {/* The promise and, beside it on a desktop (under it on a phone), the quick start. On a
          phone the quick start comes before the two buttons, so its "Check offers" is on the first screen. */}
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-5 sm:py-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-10 lg:gap-y-8">
          <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
            <h1 className="max-w-3xl text-2xl font-bold leading-tight text-brand-950 sm:text-5xl">
              {t("home.heroTitle")}
            </h1>
            <p className="mt-2 max-w-2xl text-ink-soft sm:mt-4 sm:text-lg">{t("home.heroText")}</p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
            <QuickStart data={loaderData.quickStart} />
          </div>
          <div className="flex flex-wrap gap-3 lg:col-start-1 lg:row-start-2 lg:self-start">
            <Link
              to={href("/apply/personal-loan")}
              className="btn-primary"
              data-analytics-button=""
              onClick={(event) => pushJourneyStart(event.currentTarget, "hero", "personal-loan")}
            >
              {t("home.heroCta")}
            </Link>
            <Link to={href("/cibil-score-check")} className="btn-secondary">
              {t("home.heroSecondary")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="loan-types">
        <h2 id="loan-types" className="text-2xl font-bold text-brand-950">
          {t("home.loanTypesTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LOAN_PRODUCTS.map((product) => {
            const figures = loaderData.figures[product.key];
            return (
              <li
                key={product.key}
                className="card flex flex-col hover:border-brand-600 hover:shadow-md focus-within:border-brand-700 motion-safe:transition-shadow"
                data-testid="product-card"
                data-product={product.key}
              >
                <div className="flex items-center gap-3">
                  <SpriteIcon name={product.key} />
                  <h3 className="text-lg font-semibold leading-snug">
                    <Link to={href(product.path)} className="hover:underline">
                      {t(`loans.${product.key}`)}
                    </Link>
                  </h3>
                </div>
                <p className="mt-2 flex-1 text-sm text-ink-soft">{t(`home.cards.${product.key}`)}</p>
                {figures ? (
                  <dl className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm">
                    <div>
                      <dt className="text-xs text-ink-soft">{t("home.figures.rateFrom")}</dt>
                      <dd className="font-semibold text-brand-900" data-testid="rate-from">
                        {t("home.figures.rateValue", { rate: figures.rate })}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-soft">{t("home.figures.tenureUpTo")}</dt>
                      <dd className="font-semibold text-brand-900" data-testid="tenure-up-to">
                        {t("home.figures.tenureValue", { years: figures.years })}
                      </dd>
                    </div>
                  </dl>
                ) : null}
                <Link
                  to={journeyHref(product.apply, product.ids, href)}
                  className="btn-primary mt-4 text-center text-sm active:translate-y-px active:bg-brand-900"
                  data-analytics-button=""
                  onClick={(event) => pushJourneyStart(event.currentTarget, "product_card", product.apply)}
                  aria-label={`${t("home.applyNow")}: ${t(`loans.${product.key}`)}`}
                >
                  {t("home.applyNow")}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="below-fold bg-white py-10" aria-labelledby="benefits">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="benefits" className="text-2xl font-bold text-brand-950">
            {t("home.benefitsTitle")}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className="rounded-xl border border-line bg-surface p-4">
                <Icon aria-hidden className="text-brand-700" size={28} />
                <h3 className="mt-2 font-semibold">{t(`home.benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-soft">{t(`home.benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HomeMore {...loaderData.more} />
    </>
  );
}
