import type { RateCard } from "@loansetu/api/calculators/reference";
import { formatDate, formatPercent } from "@loansetu/domain/format";
import { useTranslation } from "../../i18n/i18n.ts";
import type { Locale } from "../../i18n/locale.ts";

/** A lender's monogram (initials on its colour), drawn inline: no image request on a slow network. */
export function LenderLogo({ initials, color }: { initials: string; color: string }) {
  const size = initials.length <= 2 ? 26 : initials.length === 3 ? 22 : initials.length === 4 ? 17 : 14;
  return (
    // Initials of a brand name, in Latin letters in both languages.
    <svg viewBox="0 0 64 64" className="size-11 shrink-0" aria-hidden lang="en">
      <rect width="64" height="64" rx="12" fill={color} />
      <text x="32" y="32" dy=".35em" fill="#fff" fontSize={size} fontWeight="700" textAnchor="middle">
        {initials}
      </text>
    </svg>
  );
}

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
          <li key={row.lenderId} className="card flex items-center gap-3 !p-3" data-testid="bank-rate-card">
            <LenderLogo initials={row.initials} color={row.color} />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold leading-tight">{row.bankname}</h3>
              <dl className="mt-1 flex flex-wrap gap-x-3 text-sm">
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
            </div>
            <a
              href={rateHref(row.interest)}
              onClick={(event) => {
                event.preventDefault();
                onUseRate(row.interest);
              }}
              className="shrink-0 rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
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
