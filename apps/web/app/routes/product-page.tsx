import { calculatorReference } from "@loansetu/api/calculators/reference";
import type { ProductPage } from "@loansetu/api/data/schemas";
import { DISPLAY } from "@loansetu/domain/display";
import { DEFAULT_JOURNEY, REFINANCE_JOURNEY } from "@loansetu/domain/journey";
import { kolkataYearMonth } from "@loansetu/domain/kolkata-time";
import { appContext } from "../context.ts";
import { BalanceTransferCalculator } from "../features/calculators/balance-transfer-calculator.tsx";
import { EmiCalculatorBlock } from "../features/calculators/emi-calculator.tsx";
import { readEmiInputs } from "../features/calculators/inputs.ts";
import { JourneyButton, journeyHref } from "../features/calculators/journey-button.tsx";
import { balanceTransferData } from "../features/calculators/page-data.server.ts";
import { PersonalLoanEmiFormula } from "../features/calculators/personal-loan-emi-formula.tsx";
import { FaqAccordion } from "../features/learn/faq-accordion.tsx";
import { faqPageJsonLd, JsonLd } from "../features/learn/json-ld.tsx";
import { siteOrigin } from "../features/learn/learn.server.ts";
import { LinkTabs } from "../features/learn/link-tabs.tsx";
import { pageMeta } from "../features/learn/meta.ts";
import {
  BlogForm,
  CityList,
  Guide,
  HowToApply,
  Layover,
  ListBlock,
  PartnerCarousel,
  ProductBanner,
  RateTable,
  Section,
} from "../features/pages/blocks.tsx";
import { optionsFaq, partnerLogos, productCities, rateRows } from "../features/pages/pages.server.ts";
import { CITY_PRODUCTS, type CityProductSlug } from "../features/pages/paths.ts";
import { breadcrumbJsonLd, loanProductJsonLd } from "../features/pages/seo.ts";
import { pageAddress } from "../features/routing/page-address.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { EmptyList } from "../ui/empty-list.tsx";
import { TrustLine } from "../ui/trust-line.tsx";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/product-page";

export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { locale, path, search } = pageAddress(args);
  const slug = path.slice(1);
  const { deps } = context.get(appContext);
  const file = await deps.data.get("product-pages.json");
  const page = file.pages.find((p) => p.slug === slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  const text = page[locale];
  const cityProduct = CITY_PRODUCTS[slug as CityProductSlug];
  const [rates, partners, cities, faq] = await Promise.all([
    rateRows(context, page.product),
    partnerLogos(context),
    cityProduct ? productCities(context, cityProduct, locale) : Promise.resolve([]),
    optionsFaq(context, page.faqCategory, locale, search.get("faq")),
  ]);
  const origin = siteOrigin(request, context);
  const interest = rates.rows.map((r) => r.interest);
  const start = kolkataYearMonth(deps.clock());
  // Loan against car gets its own calculator (what the car can raise and the new EMI, §2); the other
  // products the generic EMI block.
  const refinance =
    slug === "refinance"
      ? balanceTransferData(await calculatorReference(deps.data), "refinance", search)
      : null;
  return {
    locale,
    slug,
    page: {
      slug: page.slug,
      product: page.product,
      apply: page.apply,
      blocks: page.blocks,
    } satisfies Partial<ProductPage>,
    text,
    rates,
    partners,
    cities,
    faq,
    calculator: refinance
      ? { kind: "refinance" as const, ...refinance, start }
      : { kind: "emi" as const, inputs: readEmiInputs(search, "emi"), start },
    title: text.metaTitle,
    description: text.metaDescription,
    origin,
    path: localePath(locale, `/${slug}`),
    homePath: localePath(locale, "/"),
    minRate: interest.length ? Math.min(...interest) : undefined,
    maxRate: interest.length ? Math.max(...interest) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { page, text, rates, partners, cities, faq, calculator, origin, slug } = loaderData;
  const ids = DEFAULT_JOURNEY;
  const journey = <JourneyButton product={page.apply} ids={ids} label={text.cta} buttonType="cta" />;
  const has = (block: ProductPage["blocks"][number]) => page.blocks.includes(block);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { label: t("learn.home"), path: loaderData.homePath },
          { label: text.crumb, path: loaderData.path },
        ])}
      />
      <JsonLd
        data={loanProductJsonLd(origin, {
          name: text.heading,
          description: text.metaDescription,
          path: loaderData.path,
          ...(loaderData.minRate !== undefined ? { minRate: loaderData.minRate } : {}),
          ...(loaderData.maxRate !== undefined ? { maxRate: loaderData.maxRate } : {}),
        })}
      />
      {faq.items.length ? <JsonLd data={faqPageJsonLd(faq.items)} /> : null}
      <ProductBanner
        trail={[{ label: text.crumb }]}
        heading={text.heading}
        tag={text.tag}
        subHeading={text.subHeading}
        action={
          <>
            {journey}
            <TrustLine softCheck className="mt-4 max-w-2xl" />
          </>
        }
        tone={has("businessBanner") ? "business" : "brand"}
      />

      <Section id="about" title={t("pages.sections.about")}>
        <div className="max-w-3xl space-y-3 text-ink">
          {text.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      {has("emiFormula") ? (
        <div className="mx-auto max-w-6xl px-4">
          <PersonalLoanEmiFormula />
        </div>
      ) : null}

      {text.eligibility || text.documents ? (
        <Section id="eligibility" title={t("pages.sections.eligibility")}>
          <div className="grid gap-4 lg:grid-cols-2">
            {text.eligibility ? (
              <ListBlock block={text.eligibility} icon="check" testId="eligibility" />
            ) : null}
            {text.documents ? <ListBlock block={text.documents} icon="file" testId="documents" /> : null}
          </div>
        </Section>
      ) : null}

      {text.foreclosure ? (
        <Section id="foreclosure" title={t("pages.sections.foreclosure")}>
          <ul className="grid gap-4 sm:grid-cols-3" data-testid="foreclosure-cards">
            {text.foreclosure.map((card) => (
              <li key={card.title} className="card">
                <h3 className="font-semibold">{card.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{card.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {rates.rows.length ? (
        <Section id="rates" title={t("pages.sections.rates")}>
          <RateTable rows={rates.rows} asOf={rates.asOf} linkBanks={page.product === "personal"} />
        </Section>
      ) : null}

      <Section id="how" title={t("pages.sections.howToApply")}>
        <HowToApply />
      </Section>

      <Section id="guide" title={t("pages.sections.guide")}>
        <Guide steps={text.guide} />
      </Section>

      <Section id="calculator" title={t("pages.sections.calculator")}>
        {calculator.kind === "refinance" ? (
          <BalanceTransferCalculator
            variant="refinance"
            initial={calculator.inputs}
            defaultRate={calculator.defaultRate}
            start={calculator.start}
            journey={{ product: "refinance", ids: REFINANCE_JOURNEY, label: text.cta }}
            rates={calculator.rates}
          />
        ) : (
          <EmiCalculatorBlock
            kind="emi"
            initial={calculator.inputs}
            start={calculator.start}
            journey={{ product: page.apply, ids, label: text.cta }}
          />
        )}
      </Section>

      {has("blogForm") ? (
        <Section id="blog-form" title={t("pages.sections.blogForm")}>
          <BlogForm journey={journeyHref(page.apply, { ...ids, backBtnSlug: `/${slug}` }, href)} />
        </Section>
      ) : null}

      {cities.length ? (
        <Section id="cities" title={t("pages.sections.cities")}>
          <CityList product={slug} cities={cities} />
        </Section>
      ) : null}

      {faq.items.length || faq.tags.length ? (
        <Section id="faq" title={t("pages.sections.faq")}>
          {faq.tags.length > 1 ? (
            <LinkTabs
              label={t("pages.faq.tabs")}
              testId="faq-tabs"
              tabs={[
                {
                  key: "all",
                  label: t("pages.faq.all"),
                  to: `${loaderData.path}#faq`,
                  current: !faq.current,
                },
                ...faq.tags.map((tag) => ({
                  key: tag,
                  label: t(`learn.faq.tags.${tag}`),
                  to: `${loaderData.path}?faq=${encodeURIComponent(tag)}#faq`,
                  current: faq.current === tag,
                })),
              ]}
            />
          ) : null}
          {faq.items.length ? (
            <div className="mt-3">
              <FaqAccordion items={faq.items} visible={DISPLAY.optionsFaqVisible} testId="options-faq" />
            </div>
          ) : (
            <EmptyList next={{ to: href("/resources/faq"), label: t("emptyList.allQuestions") }} />
          )}
        </Section>
      ) : null}

      <Section id="partners" title={t("pages.sections.partners")}>
        <PartnerCarousel partners={partners} />
      </Section>

      {has("layover") && text.layover ? (
        <Layover
          title={text.layover.title}
          text={text.layover.text}
          action={
            <JourneyButton
              product={page.apply}
              ids={ids}
              label={t("pages.layoverCta")}
              variant="secondary"
              buttonType="layover"
            />
          }
        />
      ) : null}
    </>
  );
}
