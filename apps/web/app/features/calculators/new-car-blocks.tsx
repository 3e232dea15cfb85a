import { NEW_CAR_JOURNEY } from "@loansetu/domain/journey";
import { CalendarRange, FileCheck2, ListChecks, Percent } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { TrustLine } from "../../ui/trust-line.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { JourneyButton } from "./journey-button.tsx";

const BENEFITS = [
  { key: "compare", Icon: ListChecks },
  { key: "rates", Icon: Percent },
  { key: "tenure", Icon: CalendarRange },
  { key: "paperwork", Icon: FileCheck2 },
] as const;

/**
 * §2 "new car EMI calculator with benefits block". Its journey is §7 "new car product 1" with the §2 back
 * slug /emi-calculator.
 */
export function NewCarBenefits({ minRate }: { minRate: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="new-car-benefits" className="mt-8" data-testid="new-car-benefits">
      <h2 id="new-car-benefits" className="text-xl font-bold text-brand-950">
        {t("calc.benefits.heading")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl border border-line bg-white p-4">
            <Icon aria-hidden className="text-brand-700" size={26} />
            <h3 className="mt-2 font-semibold">{t(`calc.benefits.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`calc.benefits.${key}.text`, { rate: minRate })}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <JourneyButton
          product="new-car-loan"
          ids={NEW_CAR_JOURNEY}
          label={t("calc.benefits.cta")}
          buttonType="benefits"
        />
        <TrustLine softCheck className="mt-3 max-w-3xl" />
      </div>
    </section>
  );
}

const DOCUMENTS = ["identity", "address", "income", "bank", "photo", "quotation"] as const;

/** The new-car documents block, with the §2 link 'Calculate Your EMI Now' to the two-wheeler calculator. */
export function NewCarDocuments() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section aria-labelledby="new-car-documents" className="mt-8" data-testid="new-car-documents">
      <h2 id="new-car-documents" className="text-xl font-bold text-brand-950">
        {t("calc.documents.heading")}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {DOCUMENTS.map((key) => (
          <li key={key} className="flex gap-2 rounded-lg bg-white p-3 text-sm">
            <FileCheck2 aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
            {t(`calc.documents.${key}`)}
          </li>
        ))}
      </ul>
      <Link
        to={href("/two-wheeler-calculator")}
        className="btn-secondary mt-4"
        data-testid="calculate-emi-now"
      >
        {t("calc.documents.calculate")}
      </Link>
    </section>
  );
}
