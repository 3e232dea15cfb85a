import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import { appContext } from "../context.ts";
import { JourneyButton } from "../features/calculators/journey-button.tsx";
import { JsonLd } from "../features/learn/json-ld.tsx";
import { siteOrigin } from "../features/learn/learn.server.ts";
import { pageMeta } from "../features/learn/meta.ts";
import {
  CityList,
  HowToApply,
  ListBlock,
  PartnerCarousel,
  ProductBanner,
  RateTable,
  Section,
} from "../features/pages/blocks.tsx";
import { partnerLogos, productCities, rateRows } from "../features/pages/pages.server.ts";
import { CITY_PRODUCTS, type CityProductSlug } from "../features/pages/paths.ts";
import { breadcrumbJsonLd, loanProductJsonLd } from "../features/pages/seo.ts";
import { pageAddress } from "../features/routing/page-address.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { TrustLine } from "../ui/trust-line.tsx";
import type { Route } from "./+types/city-page";

/** `/{product}/city/{slug}` (spec §2): a product in one city, for the cities where lenders serve it. */
export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const { locale, path } = pageAddress(args);
  const productSlug = path.split("/")[1] as CityProductSlug;
  const productKey = CITY_PRODUCTS[productSlug];
  const { deps } = context.get(appContext);
  const [citiesFile, pages] = await Promise.all([
    deps.data.get("cities.json"),
    deps.data.get("product-pages.json"),
  ]);
  const city = citiesFile.cities.find((c) => c.slug === params.city);
  const page = pages.pages.find((p) => p.slug === productSlug);
  if (!productKey || !city || !page || !citiesFile.products[productKey]?.includes(city.slug)) {
    throw new Response("Not Found", { status: 404 });
  }
  const t = translatorFor(locale);
  const text = page[locale];
  const vars = {
    product: text.heading,
    city: locale === "hi" ? city.nameHi : city.name,
    state: locale === "hi" ? city.stateHi : city.state,
  };
  const [rates, partners, cities] = await Promise.all([
    rateRows(context, productKey),
    partnerLogos(context),
    productCities(context, productKey, locale),
  ]);
  const interest = rates.rows.map((r) => r.interest);
  return {
    productSlug,
    apply: page.apply,
    title: t("pages.city.metaTitle", vars),
    description: t("pages.city.metaDescription", vars),
    heading: t("pages.city.heading", vars),
    tag: t("pages.city.tag", vars),
    subHeading: t("pages.city.subHeading", vars),
    cityText: [
      ...(productKey === "personal" ? [t("pages.city.personalText", vars)] : []),
      t("pages.city.text", vars),
    ],
    crumb: text.crumb,
    cityName: vars.city,
    cta: text.cta,
    eligibility: text.eligibility,
    rates,
    partners,
    otherCities: cities.filter((c) => c.slug !== city.slug),
    origin: siteOrigin(request, context),
    paths: {
      home: localePath(locale, "/"),
      product: localePath(locale, `/${productSlug}`),
      self: localePath(locale, `/${productSlug}/city/${city.slug}`),
    },
    minRate: interest.length ? Math.min(...interest) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(d.origin, [
          { label: t("learn.home"), path: d.paths.home },
          { label: d.crumb, path: d.paths.product },
          { label: d.cityName, path: d.paths.self },
        ])}
      />
      <JsonLd
        data={loanProductJsonLd(d.origin, {
          name: d.heading,
          description: d.description,
          path: d.paths.self,
          ...(d.minRate !== undefined ? { minRate: d.minRate } : {}),
        })}
      />
      <ProductBanner
        trail={[{ label: d.crumb, path: `/${d.productSlug}` }, { label: d.cityName }]}
        heading={d.heading}
        tag={d.tag}
        subHeading={d.subHeading}
        action={
          <>
            <JourneyButton product={d.apply} ids={DEFAULT_JOURNEY} label={d.cta} buttonType="cta" />
            {/* The button opens the application journey, whose bureau check is soft: the score line holds. */}
            <TrustLine softCheck className="mt-4 max-w-2xl" />
          </>
        }
      />
      <Section id="about" title={t("pages.sections.about")}>
        <div className="max-w-3xl space-y-3" data-testid="city-text">
          {d.cityText.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      {d.eligibility ? (
        <Section id="eligibility" title={t("pages.sections.eligibility")}>
          <ListBlock block={d.eligibility} icon="check" testId="eligibility" />
        </Section>
      ) : null}
      {d.rates.rows.length ? (
        <Section id="rates" title={t("pages.sections.rates")}>
          <RateTable rows={d.rates.rows} asOf={d.rates.asOf} />
        </Section>
      ) : null}
      <Section id="how" title={t("pages.sections.howToApply")}>
        <HowToApply />
      </Section>
      <Section id="cities" title={t("pages.city.otherCities")}>
        <CityList product={d.productSlug} cities={d.otherCities} />
      </Section>
      <Section id="partners" title={t("pages.sections.partners")}>
        <PartnerCarousel partners={d.partners} />
      </Section>
    </>
  );
}
