import { formatCompactAmount, formatIndianNumber, formatPercent } from "@loansetu/domain/format";
import { DEFAULT_JOURNEY } from "@loansetu/domain/journey";
import { kolkataYearMonth } from "@loansetu/domain/kolkata-time";
import { Link } from "react-router";
import { appContext } from "../context.ts";
import { EmiCalculatorBlock } from "../features/calculators/emi-calculator.tsx";
import { readEmiInputs } from "../features/calculators/inputs.ts";
import { JourneyButton } from "../features/calculators/journey-button.tsx";
import { JsonLd } from "../features/learn/json-ld.tsx";
import { dateText, siteOrigin } from "../features/learn/learn.server.ts";
import { pageMeta } from "../features/learn/meta.ts";
import { HowToApply, PartnerCarousel, ProductBanner, RateTable, Section } from "../features/pages/blocks.tsx";
import { partnerLogos, rateRows } from "../features/pages/pages.server.ts";
import { BANK_PAGE_KINDS, bankPagePath, parseBankPath } from "../features/pages/paths.ts";
import { breadcrumbJsonLd, loanProductJsonLd } from "../features/pages/seo.ts";
import { pageAddress } from "../features/routing/page-address.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { TrustLine } from "../ui/trust-line.tsx";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/bank-page";

const REG_TYPE_KEYS: Record<string, string> = {
  "Scheduled Commercial Bank": "scb",
  "Small Finance Bank": "sfb",
  "NBFC-ICC": "nbfc",
  "NBFC-MFI": "mfi",
  "Housing Finance Company": "hfc",
};

export const handle: I18nHandle = { i18n: ["calc", "learn", "pages"] };

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { locale, path, search } = pageAddress(args);
  const parsed = parseBankPath(path);
  const { deps } = context.get(appContext);
  const lenders = await deps.data.get("lenders.json");
  const lender = lenders.lenders.find((l) => l.slug === parsed?.bank);
  const product = lender?.products.personal;
  if (!parsed || !lender || !product) throw new Response("Not Found", { status: 404 });
  const t = translatorFor(locale);
  const bank = lender.shortName;
  const date = dateText(lenders.asOf, locale);
  const bands = Object.entries(product.interestRateByBand).map(([band, range]) => ({
    band,
    min: range[0],
    max: range[1],
  }));
  const minRate = Math.min(...bands.map((b) => b.min));
  const maxRate = Math.max(...bands.map((b) => b.max));
  // This bank's page opens on this bank's best rate, not the market's typical one.
  const inputs = readEmiInputs(search, "emi", minRate);
  const pct = (n: number) => formatPercent(n);
  const details: { label: string; value: string }[] = [
    { label: t("pages.bank.details.lender"), value: lender.name },
    {
      label: t("pages.bank.details.type"),
      value: t(`pages.bank.regTypes.${REG_TYPE_KEYS[lender.rbiRegistrationType]}`),
    },
    {
      label: t("pages.bank.details.rate"),
      value: t("pages.bank.rateValue", { min: pct(minRate), max: pct(maxRate) }),
    },
    {
      label: t("pages.bank.details.fee"),
      value: t("pages.bank.feeValue", {
        percent: pct(product.processingFee.percent),
        min: formatIndianNumber(product.processingFee.minRupees ?? 0),
        max: formatIndianNumber(product.processingFee.maxRupees ?? 0),
      }),
    },
    {
      label: t("pages.bank.details.amount"),
      value: t("pages.bank.amountValue", {
        min: formatCompactAmount(product.maxAmount.minRupees ?? 0, { locale, rupee: true }),
        max: formatCompactAmount(product.maxAmount.capRupees ?? 0, { locale, rupee: true }),
      }),
    },
    {
      label: t("pages.bank.details.tenure"),
      value: t("pages.bank.tenureValue", { min: product.tenureMonths.min, max: product.tenureMonths.max }),
    },
    {
      label: t("pages.bank.details.age"),
      value: t("pages.bank.ageValue", { min: product.minAge, max: product.maxAgeAtMaturity }),
    },
    {
      label: t("pages.bank.details.income"),
      value: `₹${formatIndianNumber(product.minNetMonthlyIncome ?? 0)}`,
    },
    {
      label: t("pages.bank.details.foreclosure"),
      value: t("pages.bank.foreclosureValue", {
        emis: product.foreclosure.minEmisBefore,
        percent: pct(product.foreclosure.chargePercent),
      }),
    },
    { label: t("pages.bank.details.care"), value: lender.customerCareContact },
  ];
  const [rates, partners] = await Promise.all([rateRows(context, "personal"), partnerLogos(context)]);
  const kindKey = `pages.bank.${parsed.kind}`;
  const vars = { bank };
  return {
    kind: parsed.kind,
    bank: { slug: lender.slug, name: bank, website: lender.website },
    title: t(`${kindKey}.metaTitle`, vars),
    description: t(`${kindKey}.metaDescription`, vars),
    heading: t(`${kindKey}.heading`, vars),
    crumb: t(`${kindKey}.crumb`, vars),
    tag: t("pages.bank.tag", { rate: pct(minRate) }),
    subHeading: t("pages.bank.subHeading", { bank, date }),
    note: t("pages.bank.note", { bank, date }),
    details,
    bands,
    rates,
    partners,
    minRate,
    maxRate,
    calculator: { inputs, start: kolkataYearMonth(deps.clock()) },
    origin: siteOrigin(request, context),
    path: localePath(locale, bankPagePath(lender.slug, parsed.kind)),
    homePath: localePath(locale, "/"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function BankPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const d = loaderData;
  const journey = (
    <JourneyButton
      product="personal-loan"
      ids={DEFAULT_JOURNEY}
      label={t("pages.bank.cta")}
      buttonType="cta"
    />
  );
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(d.origin, [
          { label: t("learn.home"), path: d.homePath },
          { label: d.crumb, path: d.path },
        ])}
      />
      <JsonLd
        data={loanProductJsonLd(d.origin, {
          name: d.heading,
          description: d.description,
          path: d.path,
          minRate: d.minRate,
          maxRate: d.maxRate,
          provider: d.bank.name,
        })}
      />
      <ProductBanner
        trail={[{ label: t("loans.personal"), path: "/personal-loan" }, { label: d.crumb }]}
        heading={d.heading}
        tag={d.tag}
        subHeading={d.subHeading}
        action={
          <>
            {journey}
            {/* The button opens the application journey, whose bureau check is soft: the score line holds. */}
            <TrustLine softCheck className="mt-4 max-w-2xl" />
          </>
        }
      />

      {d.kind === "personal-loan-emi-calculator" ? (
        <Section id="calculator" title={t("pages.sections.calculator")}>
          <EmiCalculatorBlock
            kind="emi"
            initial={d.calculator.inputs}
            start={d.calculator.start}
            journey={{ product: "personal-loan", ids: DEFAULT_JOURNEY, label: t("pages.bank.cta") }}
          />
        </Section>
      ) : null}

      <Section id="bands" title={t("pages.bank.bandsTitle")}>
        <div className="overflow-x-auto rounded-xl border border-line bg-white" data-testid="bank-bands">
          <table className="w-full text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("pages.bank.band")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("pages.bank.details.rate")}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.bands.map((b) => (
                <tr key={b.band} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {b.band === "NA" ? t("pages.bank.bandNA") : b.band}
                  </th>
                  <td className="px-3 py-2">
                    {t("pages.bank.rateValue", { min: formatPercent(b.min), max: formatPercent(b.max) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-ink-soft">{d.note}</p>
      </Section>

      <Section id="details" title={t("pages.sections.bankDetails")}>
        <div className="overflow-x-auto rounded-xl border border-line bg-white" data-testid="bank-details">
          <table className="w-full text-left text-sm">
            <tbody>
              {d.details.map((row) => (
                <tr key={row.label} className="border-t border-line first:border-t-0">
                  <th scope="row" className="w-2/5 bg-brand-50/50 px-3 py-2 font-medium">
                    {row.label}
                  </th>
                  <td className="px-3 py-2">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      {d.kind === "personal-loan-interest-rate" ? (
        <Section id="rates" title={t("pages.sections.rates")}>
          <RateTable rows={d.rates.rows} asOf={d.rates.asOf} linkBanks />
        </Section>
      ) : null}

      <Section id="how" title={t("pages.sections.howToApply")}>
        <HowToApply />
      </Section>

      <Section id="more" title={t("pages.bank.otherPages", { bank: d.bank.name })}>
        <ul className="flex flex-wrap gap-3">
          {BANK_PAGE_KINDS.filter((k) => k !== d.kind).map((kind) => (
            <li key={kind}>
              <Link to={href(bankPagePath(d.bank.slug, kind))} className="btn-secondary">
                {t(`pages.bank.${kind}.heading`, { bank: d.bank.name })}
              </Link>
            </li>
          ))}
          <li>
            <Link to={href("/personal-loan-interest-rate")} className="btn-secondary">
              {t("pages.bank.compare")}
            </Link>
          </li>
        </ul>
      </Section>

      <Section id="partners" title={t("pages.sections.partners")}>
        <PartnerCarousel partners={d.partners} />
      </Section>
    </>
  );
}
