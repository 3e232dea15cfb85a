import type { RateCard } from "@loansetu/api/calculators/reference";
import { formatDate, formatPercent } from "@loansetu/domain/format";
import { useTranslation } from "../../i18n/i18n.ts";
import type { Locale } from "../../i18n/locale.ts";
import { LenderName } from "../../ui/lender-badge.tsx";

/**
 * §2 bank rate cards (§3 row: logo, bankname, interest, pf), indicative and dated. "Use this rate" is a
 * link to the same calculator at that rate, so it works without JavaScript; `onUseRate` takes it over
 * when the page is interactive.
 */
export function BankRateCards({
  rows,
  asOf,
  locale,
  rateHref,
  onUseRate,
}: {
  rows: RateCard[];
  asOf: string;
  locale: Locale;
  rateHref: (rate: number) => string;
  onUseRate: (rate: number) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="rates-heading" className="mt-8">
      <h2 id="rates-heading" className="text-xl font-bold text-brand-950">
        {t("calc.rates.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t("calc.rates.note", { date: formatDate(new Date(`${asOf}T12:00:00+05:30`), locale) })}
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="bank-rate-cards">
        {rows.map((row) => (
          <li
            key={row.lenderId}
            className="card grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 !p-3"
            data-testid="bank-rate-card"
          >
            <h3 className="font-semibold leading-tight">
              <LenderName lender={row} name={row.bankname} size="md" />
            </h3>
            <dl className="col-start-1 row-start-2 flex flex-wrap gap-x-3 pl-13 text-sm">
              <div className="flex gap-1">
                <dt className="sr-only">{t("calc.rates.interest")}</dt>
                <dd className="font-semibold text-brand-800">
                  {t("calc.rates.from", { rate: formatPercent(row.interest) })}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-ink-soft">{t("calc.rates.pf")}</dt>
                <dd className="font-semibold">{formatPercent(row.pf)}</dd>
              </div>
            </dl>
            <a
              href={rateHref(row.interest)}
              onClick={(event) => {
                event.preventDefault();
                onUseRate(row.interest);
              }}
              className="col-start-2 row-span-2 row-start-1 shrink-0 rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("calc.rates.use")}
              <span className="sr-only">
                {" "}
                ({t("calc.rates.useContext", { rate: formatPercent(row.interest), bank: row.bankname })})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
