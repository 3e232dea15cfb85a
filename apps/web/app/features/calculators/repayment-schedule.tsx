import { formatRupees } from "@loansetu/domain/format";
import type { YearMonth } from "@loansetu/domain/kolkata-time";
import { buildRepaymentSchedule } from "@loansetu/domain/repayment-schedule";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";
import type { Locale } from "../../i18n/locale.ts";

/**
 * §2 "Repayment schedule accordion per year with a Total row per calendar year", from the domain's
 * schedule (months in Asia/Kolkata). Native <details>: it opens and closes without JavaScript, and a
 * closed year costs no layout. On a phone the Total payment column (the EMI, row after row) is left out
 * so the table fits 360 px; the year's Total row still carries it.
 */
export function RepaymentSchedule({
  principal,
  annualRatePercent,
  months,
  start,
  locale,
}: {
  principal: number;
  annualRatePercent: number;
  months: number;
  start: YearMonth;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const schedule = buildRepaymentSchedule({ principal, annualRatePercent, months, start, locale });
  if (schedule.rows.length === 0) return null;
  return (
    <section aria-labelledby="schedule-heading" className="mt-8" data-testid="repayment-schedule">
      <h2 id="schedule-heading" className="text-xl font-bold text-brand-950">
        {t("calc.schedule.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("calc.schedule.intro")}</p>
      <div className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
        {schedule.years.map((year, index) => (
          <details key={year.year} className="group" open={index === 0} data-testid="schedule-year">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 hover:bg-brand-50">
              <span className="font-semibold">{year.year}</span>
              <span className="ml-auto text-sm text-ink-soft">
                {t("calc.schedule.yearPaid", { amount: formatRupees(year.total.totalPayment) })}
              </span>
              <ChevronDown aria-hidden size={18} className="shrink-0 transition group-open:rotate-180" />
            </summary>
            <div className="overflow-x-auto px-2 pb-3 sm:px-4">
              <table className="w-full text-right text-xs tabular-nums sm:text-sm">
                <caption className="sr-only">{t("calc.schedule.caption", { year: year.year })}</caption>
                <thead className="text-ink-soft">
                  <tr>
                    <th scope="col" className="py-2 pr-2 text-left font-medium">
                      {t("calc.schedule.month")}
                    </th>
                    <th scope="col" className="px-1 py-2 font-medium">
                      {t("calc.schedule.principal")}
                    </th>
                    <th scope="col" className="px-1 py-2 font-medium">
                      {t("calc.schedule.interest")}
                    </th>
                    <th scope="col" className="hidden px-1 py-2 font-medium sm:table-cell">
                      {t("calc.schedule.payment")}
                    </th>
                    <th scope="col" className="py-2 pl-1 font-medium">
                      {t("calc.schedule.balance")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {year.rows.map((row) => (
                    <tr key={row.paymentNumber} className="border-t border-line">
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal whitespace-nowrap">
                        {row.monthLabel}
                      </th>
                      <td className="px-1 py-1.5">{formatRupees(row.principalPayment)}</td>
                      <td className="px-1 py-1.5">{formatRupees(row.interestPayment)}</td>
                      <td className="hidden px-1 py-1.5 sm:table-cell">{formatRupees(row.totalPayment)}</td>
                      <td className="py-1.5 pl-1">{formatRupees(row.remainingBalance)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-brand-700 font-semibold" data-testid="schedule-total">
                    <th scope="row" className="py-2 pr-2 text-left">
                      {t("calc.schedule.total")}
                    </th>
                    <td className="px-1 py-2">{formatRupees(year.total.principalPayment)}</td>
                    <td className="px-1 py-2">{formatRupees(year.total.interestPayment)}</td>
                    <td className="hidden px-1 py-2 sm:table-cell">
                      {formatRupees(year.total.totalPayment)}
                    </td>
                    <td className="py-2 pl-1">{formatRupees(year.total.remainingBalance)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
