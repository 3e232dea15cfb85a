import type { ProductPage } from "@loansetu/api/data/schemas";
import { DISPLAY } from "@loansetu/domain/display";
import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { EmptyList } from "../../ui/empty-list.tsx";
import { TrustLine } from "../../ui/trust-line.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { JourneyButton, journeyHref } from "../calculators/journey-button.tsx";
import { PersonalLoanEmiFormula } from "../calculators/personal-loan-emi-formula.tsx";
import { FaqAccordion } from "../learn/faq-accordion.tsx";
import { faqPageJsonLd, JsonLd } from "../learn/json-ld.tsx";
import { LinkTabs } from "../learn/link-tabs.tsx";
import { QuickStart } from "../quick-start/quick-start.tsx";
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
} from "./blocks.tsx";
import type { ProductPageData } from "./product-page.server.ts";

/** A product page around the calculator its route module brings. */
export function ProductPageBody({
  loaderData,
  calculator,
}: {
  loaderData: ProductPageData;
  calculator: ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { page, text, rates, partners, cities, faq, slug } = loaderData;
  const ids = DEFAULT_JOURNEY;
  const journey = <JourneyButton product={page.apply} ids={ids} label={text.cta} buttonType="cta" />;
  const has = (block: ProductPage["blocks"][number]) => page.blocks.includes(block);
  return (
    <>
      {loaderData.jsonLd.map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      {faq.items.length ? <JsonLd data={faqPageJsonLd(faq.items)} /> : null}
      <ProductBanner
        trail={[{ label: text.crumb }]}
        heading={text.heading}
        tag={text.tag}
        subHeading={text.subHeading}
        aside={loaderData.quickStart.products.length ? <QuickStart data={loaderData.quickStart} /> : null}
        action={
          loaderData.quickStart.products.length ? (
            // The quick start carries the trust line; the plain "apply" button stays for those who skip it.
            journey
          ) : (
            <>
              {journey}
              <TrustLine softCheck className="mt-4 max-w-2xl" />
            </>
          )
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
        {calculator}
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
