import { DISPUTE_CATEGORIES } from "@loansetu/api/lenders/dispute-categories";
import { planError } from "@loansetu/api/my-loan/messages";
import { formatLongDay, formatPercent, formatRupees } from "@loansetu/domain/format";
import { REMINDER_DAYS_BEFORE, REMINDER_TIMES } from "@loansetu/domain/loan-planner";
import { ArrowLeft, Star } from "lucide-react";
import { Form, Link, type RouterContextProvider, redirect, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { SanctionDownload } from "../features/dashboard/sanction-download.tsx";
import { lenderRatingService, myLoanService, rateLender } from "../features/my-loan/my-loan.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale, localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/my-loan";

// `/dashboard/loans/{reference}`: a disbursed loan as its lender reported it (decision 0077) — terms, the
// posted schedule by year with a Total row each, where it stands, the cooling-off exit while it runs, the
// prepayment charge and its rule, the prepayment planner and the EMI reminders. The planner and the
// reminders are plain form posts to this page, so they work before (or without) the page's script.

export const handle: I18nHandle = { i18n: ["loan", "dashboard"] };

const localeOf = (params: { lang?: string }): Locale => (isLocale(params.lang) ? params.lang : "en");

/** The logged-in customer, or (spec §4 session expiry) off to log in at /#myaccount, as the dashboard does. */
function customerOrLogin(context: Readonly<RouterContextProvider>, locale: Locale) {
  const { customer, deps } = context.get(appContext);
  if (!customer) throw redirect(`${localePath(locale, "/")}#myaccount`);
  return { customer, deps };
}

const disputeTextError = (locale: Locale) => planError("disputeText", locale);

/** A refusal the borrower reads (a grievance too early, too many disputes), or anything else thrown on. */
const refusal = (error: unknown): string => {
  if (
    error instanceof Error &&
    "code" in error &&
    (error.code === "CONFLICT" || error.code === "RATE_LIMITED")
  )
    return error.message;
  return notFound(error);
};

/** Another customer's loan, or one not disbursed, is a missing page, as the API answers 404 for it. */
const notFound = (error: unknown) => {
  if (error instanceof Error && "status" in error && error.status === 404)
    throw new Response("Not Found", { status: 404 });
  throw error;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const loan = await myLoanService(deps).loan(customer.user, params.reference).catch(notFound);
  const rating = await lenderRatingService(deps)
    .forLoan(customer.user, params.reference, locale)
    .catch(notFound);
  const t = translatorFor(locale);
  return { title: t("loan.meta.title", { reference: loan.reference }), loan, rating, locale };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const service = myLoanService(deps);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 20);
  if (form.get("intent") === "grievance") {
    const raised = await service
      .raiseCertificateGrievance(customer.user, params.reference, locale)
      .then(() => null, refusal);
    return { intent: "grievance" as const, error: raised };
  }
  if (form.get("intent") === "dispute") {
    const category = String(form.get("category") ?? "");
    const body = String(form.get("text") ?? "")
      .slice(0, 1000)
      .trim();
    const values = { category, text: body };
    const known = (DISPUTE_CATEGORIES as readonly string[]).includes(category);
    if (!known || body.length < 10)
      return { intent: "dispute" as const, values, error: disputeTextError(locale), sent: null };
    const sent = await service
      .openDispute(
        customer.user,
        params.reference,
        { category: category as (typeof DISPUTE_CATEGORIES)[number], text: body },
        locale,
      )
      .then((dispute) => dispute.reference, refusal);
    return sent.startsWith("LD")
      ? { intent: "dispute" as const, values: null, error: null, sent }
      : { intent: "dispute" as const, values, error: sent, sent: null };
  }
  if (form.get("intent") === "reminders") {
    const saved = await service
      .setReminders(customer.user, params.reference, text("sendAt"), locale)
      .catch(notFound);
    return { intent: "reminders" as const, saved };
  }
  if (form.get("intent") === "raiseEmi") {
    const values = { emi: text("emi") };
    const answer = await service.raiseEmi(customer.user, params.reference, values, locale).catch(notFound);
    return { intent: "raiseEmi" as const, values, answer };
  }
  if (form.get("intent") === "rate") {
    const long = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
    const values = {
      stage: text("stage"),
      stars: text("stars"),
      rateAsPromised: text("rateAsPromised"),
      unexpectedFees: text("unexpectedFees"),
      feesWhich: long("feesWhich", 480),
      comment: long("comment", 2000),
    };
    const { requestId, clientIp } = context.get(appContext);
    const rated = await rateLender(deps, customer.user, params.reference, values, locale, {
      ip: clientIp ?? "",
      requestId,
    }).catch(notFound);
    return { intent: "rate" as const, values, ...rated };
  }
  const values = { amount: text("amount"), mode: text("mode"), date: text("date") };
  const answer = await service.plan(customer.user, params.reference, values, locale).catch(notFound);
  return { intent: "plan" as const, values, answer };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

type Loan = Route.ComponentProps["loaderData"]["loan"];

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Terms({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="terms-heading" className="card mt-4" data-testid="loan-terms">
      <h2 id="terms-heading" className="text-lg font-bold text-brand-950">
        {t("loan.terms.heading")}
      </h2>
      <dl className="mt-2">
        <Row label={t("loan.terms.amount")} value={formatRupees(loan.amount)} testId="loan-amount" />
        <Row label={t("loan.terms.disbursedOn")} value={formatLongDay(loan.disbursedOn, locale)} />
        <Row
          label={t("loan.terms.rate")}
          value={t(loan.rateType === "floating" ? "loan.terms.rateFloating" : "loan.terms.rateFixed", {
            rate: formatPercent(loan.ratePercent, 2),
          })}
          testId="loan-rate"
        />
        <Row label={t("loan.terms.apr")} value={formatPercent(loan.apr, 2)} testId="loan-apr" />
        <Row label={t("loan.terms.emi")} value={formatRupees(loan.emi)} testId="loan-emi" />
        <Row label={t("loan.terms.tenure")} value={t("loan.terms.months", { count: loan.tenureMonths })} />
      </dl>
      {loan.kfs ? (
        <a
          href={`/api/applications/${loan.reference}/lender-terms/kfs.pdf?lang=${locale}`}
          className="mt-3 inline-block py-1 text-sm font-semibold text-brand-800 underline"
          data-testid="loan-kfs"
        >
          {t("loan.terms.kfs")}
        </a>
      ) : null}
      {loan.sanctionLetter ? <SanctionDownload id={loan.reference} /> : null}
    </section>
  );
}

function Position({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const position = loan.position;
  if (!position) return null;
  return (
    <section aria-labelledby="position-heading" className="card mt-4" data-testid="loan-position">
      <h2 id="position-heading" className="text-lg font-bold text-brand-950">
        {t("loan.position.heading")}
      </h2>
      <p className="mt-2 font-semibold text-ink" data-testid="loan-next">
        {position.next
          ? t("loan.position.next", {
              amount: formatRupees(position.next.emi),
              date: formatLongDay(position.next.dueDate, locale),
            })
          : t("loan.position.noNext")}
      </p>
      <p className="mt-1 text-sm text-ink" data-testid="loan-fallen-due">
        {t("loan.position.fallenDue", {
          count: position.fallenDue,
          amount: formatRupees(position.fallenDueAmount),
        })}
      </p>
      <p className="mt-1 text-sm text-ink" data-testid="loan-balance">
        {t("loan.position.balance", { amount: formatRupees(position.balance) })}
      </p>
      <p className="mt-2 text-xs text-ink-soft">
        {t("loan.position.paymentsNote", { lender: loan.lender.shortName })}
      </p>
    </section>
  );
}

function Schedule({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="schedule-heading" className="card mt-4" data-testid="loan-schedule">
      <h2 id="schedule-heading" className="text-lg font-bold text-brand-950">
        {t("loan.schedule.heading")}
      </h2>
      {loan.schedule === null ? (
        <p className="mt-2 text-ink-soft" data-testid="loan-schedule-none">
          {t("loan.schedule.none", { lender: loan.lender.shortName })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            {t("loan.schedule.source", { lender: loan.lender.shortName })}
          </p>
          {loan.schedule.map((year, index) => (
            // One native disclosure per calendar year (spec §2 "accordion per year with a Total row"); the
            // year of the next EMI starts open.
            <details
              key={year.year}
              className="mt-2 rounded-lg border border-line"
              open={
                loan.position?.next ? loan.position.next.dueDate.startsWith(String(year.year)) : index === 0
              }
              data-testid="schedule-year"
            >
              <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-900">{year.year}</summary>
              <table className="w-full table-fixed text-right text-xs sm:text-sm">
                <thead className="text-ink-soft">
                  <tr>
                    <th scope="col" className="px-1 py-1 text-left font-medium">
                      {t("loan.schedule.date")}
                    </th>
                    <th scope="col" className="px-1 py-1 font-medium">
                      {t("loan.schedule.principal")}
                    </th>
                    <th scope="col" className="px-1 py-1 font-medium">
                      {t("loan.schedule.interest")}
                    </th>
                    <th scope="col" className="px-1 py-1 font-medium">
                      {t("loan.schedule.balance")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {year.rows.map((row) => (
                    <tr key={row.number} className="border-t border-line" data-testid="schedule-row">
                      <td className="px-1 py-1 text-left">{formatLongDay(row.dueDate, locale)}</td>
                      <td className="px-1 py-1">{formatRupees(row.principal)}</td>
                      <td className="px-1 py-1">{formatRupees(row.interest)}</td>
                      <td className="px-1 py-1">{formatRupees(row.balance)}</td>
                    </tr>
                  ))}
                  <tr className="border-t-2 border-line font-semibold" data-testid="schedule-total">
                    <th scope="row" className="px-1 py-1 text-left">
                      {t("loan.schedule.total", { year: year.year })}
                    </th>
                    <td className="px-1 py-1">{formatRupees(year.total.principal)}</td>
                    <td className="px-1 py-1">{formatRupees(year.total.interest)}</td>
                    <td className="px-1 py-1">{formatRupees(year.total.balance)}</td>
                  </tr>
                </tbody>
              </table>
            </details>
          ))}
        </>
      )}
    </section>
  );
}

function CoolingOff({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cooling = loan.coolingOff;
  return (
    <section aria-labelledby="cooling-heading" className="card mt-4" data-testid="loan-cooling-off">
      <h2 id="cooling-heading" className="text-lg font-bold text-brand-950">
        {t("loan.coolingOff.heading")}
      </h2>
      {cooling.running ? (
        <>
          <p className="mt-2 font-semibold text-ink" data-testid="cooling-off-left">
            {t("loan.coolingOff.running", {
              count: cooling.daysLeft,
              date: formatLongDay(cooling.lastDay, locale),
            })}
          </p>
          <p className="mt-1 text-sm text-ink" data-testid="cooling-off-cost">
            {t("loan.coolingOff.cost", {
              amount: formatRupees(cooling.exitCost),
              principal: formatRupees(loan.amount),
              interest: formatRupees(cooling.interestForDays),
              days: cooling.daysHeld,
            })}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {t("loan.coolingOff.how", { lender: loan.lender.shortName, phone: loan.lender.customerCare })}
          </p>
        </>
      ) : (
        <p className="mt-2 text-ink-soft" data-testid="cooling-off-ended">
          {t("loan.coolingOff.ended", { count: cooling.days, date: formatLongDay(cooling.lastDay, locale) })}
        </p>
      )}
    </section>
  );
}

function Planner({ loan, result }: { loan: Loan; result: PlanResult | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? { amount: "", mode: "reduceTenure", date: "" };
  const errors = result && !result.answer.ok ? result.answer.errors : {};
  const answer = result?.answer.ok ? result.answer : null;
  const chargeText =
    loan.charge.rule === "rbiNoChargeFloating"
      ? t("loan.charges.rbiNoChargeFloating")
      : loan.charge.percent > 0
        ? t("loan.charges.kfsDisclosed", {
            percent: formatPercent(loan.charge.percent),
            lender: loan.lender.shortName,
          })
        : t("loan.charges.kfsNone", { lender: loan.lender.shortName });
  return (
    <section aria-labelledby="planner-heading" className="card mt-4" data-testid="planner">
      <h2 id="planner-heading" className="text-lg font-bold text-brand-950">
        {t("loan.planner.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("loan.planner.intro")}</p>
      <h3 className="mt-3 font-semibold text-ink">{t("loan.charges.heading")}</h3>
      <p className="text-sm text-ink" data-testid="charge-rule" data-rule={loan.charge.rule}>
        {chargeText}
      </p>
      {loan.charge.rule === "kfsDisclosed" && loan.charge.text ? (
        <p className="mt-1 text-xs text-ink-soft">
          {t("loan.charges.lenderTerms", { text: loan.charge.text })}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">{t("loan.planner.errorsTitle")}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3" noValidate>
        <input type="hidden" name="intent" value="plan" />
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.planner.amount")}
          <input
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? "amount-error" : undefined}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="planner-amount"
          />
          {errors.amount ? (
            <span id="amount-error" className="font-normal text-red-800" data-testid="planner-amount-error">
              {errors.amount}
            </span>
          ) : null}
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.planner.date")}
          <input
            name="date"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("loan.planner.datePlaceholder")}
            defaultValue={values.date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "date-error" : "date-hint"}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="planner-date"
          />
          {errors.date ? (
            <span id="date-error" className="font-normal text-red-800" data-testid="planner-date-error">
              {errors.date}
            </span>
          ) : (
            <span id="date-hint" className="font-normal text-ink-soft">
              {t("loan.planner.dateHint")}
            </span>
          )}
        </label>
        <fieldset className="grid gap-1 text-sm">
          <legend className="font-semibold text-ink">{t("loan.planner.mode")}</legend>
          {(["reduceTenure", "reduceEmi"] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2 py-1">
              <input
                type="radio"
                name="mode"
                value={mode}
                defaultChecked={
                  values.mode === mode || (mode === "reduceTenure" && values.mode !== "reduceEmi")
                }
                data-testid={`planner-${mode}`}
              />
              {t(`loan.planner.${mode}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy} data-testid="planner-submit">
          {busy ? t("loan.planner.working") : t("loan.planner.submit")}
        </button>
      </Form>
      {answer ? (
        <div className="mt-4 rounded-lg bg-surface p-3" data-testid="planner-result" aria-live="polite">
          <h3 className="font-semibold text-brand-900">
            {t("loan.planner.result", { amount: formatRupees(answer.plan.amount) })}
          </h3>
          {answer.plan.newBalance === 0 ? (
            <p className="mt-1 text-sm font-semibold text-ink">{t("loan.planner.closed")}</p>
          ) : null}
          <dl className="mt-2">
            <Row
              label={t("loan.planner.interestSaved")}
              value={formatRupees(answer.plan.interestSaved)}
              testId="planner-saved"
            />
            {answer.plan.newBalance > 0 ? (
              <>
                <Row
                  label={t("loan.planner.newEmi")}
                  value={formatRupees(answer.plan.emi)}
                  testId="planner-emi"
                />
                <Row
                  label={t("loan.planner.newEnd")}
                  value={`${formatLongDay(answer.plan.endDate ?? "", locale)} (${t(
                    "loan.planner.originalEnd",
                    {
                      date: formatLongDay(answer.plan.original.endDate ?? "", locale),
                    },
                  )})`}
                  testId="planner-end"
                />
                {answer.plan.monthsSaved > 0 ? (
                  <Row
                    label=""
                    value={t("loan.planner.monthsSaved", { count: answer.plan.monthsSaved })}
                    testId="planner-months-saved"
                  />
                ) : null}
              </>
            ) : null}
            <Row
              label={t("loan.planner.charge")}
              value={formatRupees(answer.charge)}
              testId="planner-charge"
            />
          </dl>
          <p className="mt-3 text-sm text-ink" data-testid="planner-foreclosure">
            <span className="font-semibold">
              {t("loan.planner.foreclosure", { date: formatLongDay(answer.date, locale) })}:{" "}
              {formatRupees(answer.foreclosure.total)}
            </span>{" "}
            (
            {t("loan.planner.foreclosureParts", {
              principal: formatRupees(answer.foreclosure.principal),
              interest: formatRupees(answer.foreclosure.accruedInterest),
              charge: formatRupees(answer.foreclosure.charge),
            })}
            )
          </p>
          <p className="mt-2 text-xs text-ink-soft">{t("loan.planner.indicative")}</p>
        </div>
      ) : null}
    </section>
  );
}

function RaiseEmi({ loan, result }: { loan: Loan; result: RaiseResult | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().formData?.get("intent") === "raiseEmi";
  const error = result && !result.answer.ok ? result.answer.errors.emi : undefined;
  const plan = result?.answer.ok ? result.answer.plan : null;
  const current = loan.position?.next?.emi ?? loan.emi;
  return (
    <section aria-labelledby="raise-heading" className="card mt-4" data-testid="raise-emi">
      <h2 id="raise-heading" className="text-lg font-bold text-brand-950">
        {t("loan.raise.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("loan.raise.intro")}</p>
      <Form method="post" className="mt-3 grid gap-3" noValidate>
        <input type="hidden" name="intent" value="raiseEmi" />
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.raise.emi", { emi: formatRupees(current) })}
          <input
            name="emi"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={result?.values.emi ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "raise-error" : undefined}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="raise-emi-input"
          />
          {error ? (
            <span
              id="raise-error"
              role="alert"
              className="font-normal text-red-800"
              data-testid="raise-emi-error"
            >
              {error}
            </span>
          ) : null}
        </label>
        <button type="submit" className="btn-secondary" disabled={busy} data-testid="raise-emi-submit">
          {busy ? t("loan.planner.working") : t("loan.raise.submit")}
        </button>
      </Form>
      {plan ? (
        <div className="mt-4 rounded-lg bg-surface p-3" data-testid="raise-emi-result" aria-live="polite">
          <h3 className="font-semibold text-brand-900">
            {t("loan.raise.result", { emi: formatRupees(plan.emi) })}
          </h3>
          {plan.monthsSaved === 0 && plan.interestSaved === 0 ? (
            <p className="mt-1 text-sm text-ink">{t("loan.raise.same")}</p>
          ) : null}
          <dl className="mt-2">
            <Row
              label={t("loan.raise.interestSaved")}
              value={formatRupees(plan.interestSaved)}
              testId="raise-emi-saved"
            />
            <Row
              label={t("loan.raise.newEnd")}
              value={`${formatLongDay(plan.endDate ?? "", locale)} (${t("loan.planner.originalEnd", {
                date: formatLongDay(plan.original.endDate ?? "", locale),
              })})`}
              testId="raise-emi-end"
            />
            {plan.monthsSaved > 0 ? (
              <Row label="" value={t("loan.raise.monthsSaved", { count: plan.monthsSaved })} />
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-ink-soft">{t("loan.planner.indicative")}</p>
        </div>
      ) : null}
    </section>
  );
}

function YesNo({
  name,
  legend,
  value,
  error,
}: {
  name: "rateAsPromised" | "unexpectedFees";
  legend: string;
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1 text-sm" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="flex gap-4">
        {(["yes", "no"] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              data-testid={`rating-${name}-${option}`}
            />
            {t(`loan.rating.${option}`)}
          </label>
        ))}
      </div>
      {error ? (
        <span id={`${name}-error`} className="text-red-800">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

function RateLender({
  loan,
  rating,
  result,
}: {
  loan: Loan;
  rating: RatingState;
  result: RateResult | undefined;
}) {
  const { t } = useTranslation();
  const lender = loan.lender.shortName;
  const stage = rating.open[0];
  const errors: Partial<Record<string, string>> = result?.errors ?? {};
  const values = result && !result.saved ? result.values : null;
  return (
    <section aria-labelledby="rating-heading" className="card mt-4" data-testid="rate-lender">
      <h2 id="rating-heading" className="text-lg font-bold text-brand-950">
        {t("loan.rating.heading", { lender })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("loan.rating.intro", { lender })}</p>
      {result?.saved ? (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800" data-testid="rating-thanks">
          {t("loan.rating.thanks", { lender })}
        </p>
      ) : null}
      {result?.refused ? (
        <p role="alert" className="mt-2 text-sm text-red-800" data-testid="rating-refused">
          {result.refused}
        </p>
      ) : null}
      {rating.rated.map((one) => (
        <p key={one.stage} className="mt-2 text-sm text-ink" data-testid={`rated-${one.stage}`}>
          {t(`loan.rating.rated_${one.status}`, {
            stage: t(`loan.rating.stage_${one.stage}`),
            stars: one.stars,
            lender,
          })}
        </p>
      ))}
      {stage ? (
        <Form method="post" className="mt-3 grid gap-3" noValidate data-testid="rating-form">
          <input type="hidden" name="intent" value="rate" />
          <input type="hidden" name="stage" value={stage} />
          <h3 className="font-semibold text-brand-900">{t(`loan.rating.stage_${stage}`)}</h3>
          <p className="text-sm text-ink" data-testid="rating-days">
            {t("loan.rating.days", { lender, n: rating.daysToMoney })}
          </p>
          <YesNo
            name="rateAsPromised"
            legend={t("loan.rating.rateAsPromised")}
            value={values?.rateAsPromised ?? ""}
            error={errors.rateAsPromised}
          />
          <YesNo
            name="unexpectedFees"
            legend={t("loan.rating.unexpectedFees")}
            value={values?.unexpectedFees ?? ""}
            error={errors.unexpectedFees}
          />
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t("loan.rating.feesWhich")}
            <input
              name="feesWhich"
              maxLength={120}
              defaultValue={values?.feesWhich ?? ""}
              aria-invalid={errors.feesWhich ? true : undefined}
              className="rounded-lg border border-line px-3 py-2 font-normal"
              data-testid="rating-fees-which"
            />
            {errors.feesWhich ? <span className="font-normal text-red-800">{errors.feesWhich}</span> : null}
          </label>
          <fieldset className="grid gap-1 text-sm">
            <legend className="font-semibold text-ink">{t("loan.rating.stars")}</legend>
            <div className="flex flex-wrap gap-1">
              {[1, 2, 3, 4, 5].map((count) => (
                <label
                  key={count}
                  className="flex min-h-11 items-center gap-1 rounded-lg border border-line px-2"
                >
                  <input
                    type="radio"
                    name="stars"
                    value={count}
                    defaultChecked={values?.stars === String(count)}
                    data-testid={`rating-stars-${count}`}
                  />
                  <Star aria-hidden className="size-4 text-amber-500" />
                  <span>{t("loan.rating.star", { n: count })}</span>
                </label>
              ))}
            </div>
            {errors.stars ? <span className="text-red-800">{errors.stars}</span> : null}
          </fieldset>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t("loan.rating.comment")}
            <textarea
              name="comment"
              rows={3}
              maxLength={500}
              defaultValue={values?.comment ?? ""}
              className="rounded-lg border border-line px-3 py-2 font-normal"
              data-testid="rating-comment"
            />
            {errors.comment ? <span className="font-normal text-red-800">{errors.comment}</span> : null}
          </label>
          <button type="submit" className="btn-primary" data-testid="rating-submit">
            {t("loan.rating.submit")}
          </button>
        </Form>
      ) : !rating.rated.some((one) => one.stage === "closure") ? (
        <p className="mt-2 text-sm text-ink-soft">{t("loan.rating.closureLater", { lender })}</p>
      ) : null}
    </section>
  );
}

function Reminders({ loan, saved }: { loan: Loan; saved: RemindersResult | undefined }) {
  const { t } = useTranslation();
  const error = saved && !saved.saved.ok ? saved.saved.error : null;
  return (
    <section aria-labelledby="reminders-heading" className="card mt-4" data-testid="reminders">
      <h2 id="reminders-heading" className="text-lg font-bold text-brand-950">
        {t("loan.reminders.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink" data-testid="reminders-state">
        {loan.reminders.stopped
          ? t("loan.reminders.stopped")
          : t("loan.reminders.on", { days: REMINDER_DAYS_BEFORE, time: loan.reminders.sendAt })}
      </p>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="reminders" />
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.reminders.time")}
          <select
            name="sendAt"
            defaultValue={loan.reminders.sendAt}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="reminders-time"
          >
            {REMINDER_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary" data-testid="reminders-save">
          {t("loan.reminders.save")}
        </button>
      </Form>
      <p className="mt-1 text-xs text-ink-soft">{t("loan.reminders.night")}</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : saved?.saved.ok ? (
        <p className="mt-1 text-sm text-green-800" data-testid="reminders-saved">
          {t("loan.reminders.saved", { time: saved.saved.sendAt })}
        </p>
      ) : null}
    </section>
  );
}

function Closure({ loan, error }: { loan: Loan; error: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const closure = loan.closure;
  if (!closure) return null;
  const lender = loan.lender.shortName;
  const ticket = closure.grievanceTicket;
  return (
    <section
      aria-labelledby="closure-heading"
      className="card mt-4 border-2 border-brand-200"
      data-testid="loan-closure"
    >
      <h2 id="closure-heading" className="text-lg font-bold text-brand-950">
        {t("loan.closure.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink" data-testid="closure-date">
        {t("loan.closure.closedOn", { lender, date: formatLongDay(closure.date, locale) })}
      </p>
      <p className="text-sm text-ink">{t(`loan.closure.reason_${closure.reason}`)}</p>
      {closure.certificate ? (
        <>
          <a
            href={`/api/my-loans/${loan.reference}/no-dues-certificate.pdf`}
            className="btn-primary mt-3 inline-block"
            data-testid="closure-certificate"
          >
            {t("loan.closure.certificate")}
          </a>
          {ticket ? (
            <p className="mt-2 text-sm text-ink" data-testid="closure-grievance">
              {t("loan.closure.raised", {
                reference: ticket.reference,
                status: t(`loan.closure.status_${ticket.status}`),
                date: formatLongDay(ticket.promisedBy.slice(0, 10), locale),
              })}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-ink-soft">
            {t("loan.closure.certificateOn", {
              lender,
              date: formatLongDay(closure.certificate.receivedAt.slice(0, 10), locale),
            })}
          </p>
        </>
      ) : closure.certificateLate || ticket ? (
        <>
          <p className="mt-2 font-semibold text-red-900" data-testid="closure-late">
            {t("loan.closure.late", {
              lender,
              date: formatLongDay(closure.certificateDueBy.slice(0, 10), locale),
            })}
          </p>
          {ticket ? (
            <p className="mt-2 text-sm font-semibold text-ink" data-testid="closure-grievance">
              {t("loan.closure.raised", {
                reference: ticket.reference,
                status: t(`loan.closure.status_${ticket.status}`),
                date: formatLongDay(ticket.promisedBy.slice(0, 10), locale),
              })}
            </p>
          ) : (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="grievance" />
              <button type="submit" className="btn-primary" data-testid="closure-raise">
                {t("loan.closure.raise")}
              </button>
              <p className="mt-1 text-xs text-ink-soft">{t("loan.closure.raiseNote", { lender })}</p>
            </Form>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink" data-testid="closure-waiting">
          {t("loan.closure.waiting", {
            lender,
            date: formatLongDay(closure.certificateDueBy.slice(0, 10), locale),
          })}
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {closure.certificate ? null : (
        <p className="mt-2 text-xs text-ink-soft">{t("loan.closure.assumption")}</p>
      )}
    </section>
  );
}

function Payments({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const payments = loan.payments;
  if (!payments) return null;
  const lender = loan.lender.shortName;
  return (
    <section aria-labelledby="payments-heading" className="card mt-4" data-testid="loan-payments">
      <h2 id="payments-heading" className="text-lg font-bold text-brand-950">
        {t("loan.position.heading")}
      </h2>
      {payments.next && !loan.closure ? (
        <p className="mt-2 font-semibold text-ink" data-testid="payments-next">
          {t("loan.paid.next", {
            amount: formatRupees(payments.next.emi),
            date: formatLongDay(payments.next.dueDate, locale),
          })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink" data-testid="payments-paid">
        {t("loan.paid.reported", {
          lender,
          count: payments.paidCount,
          amount: formatRupees(payments.paidAmount),
        })}
      </p>
      {payments.missedCount > 0 ? (
        <p className="mt-1 text-sm font-semibold text-red-900" data-testid="payments-missed">
          {t("loan.paid.missed", { lender, count: payments.missedCount })}
        </p>
      ) : null}
      {loan.closure ? null : (
        <p className="mt-1 text-sm text-ink" data-testid="payments-balance">
          {t("loan.paid.balance", { amount: formatRupees(payments.balance) })}
        </p>
      )}
      <ul className="mt-2 text-xs text-ink-soft">
        {payments.reported.map((payment) => (
          <li key={payment.instalment} data-testid="payment-row">
            EMI {payment.instalment}: {formatRupees(payment.amount)} —{" "}
            {t("loan.paid.status", {
              status: t(payment.status === "paid" ? "loan.paid.statusPaid" : "loan.paid.statusMissed"),
              date: formatLongDay(payment.date, locale),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Disputes({ loan, result }: { loan: Loan; result: DisputeResult | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const lender = loan.lender.shortName;
  return (
    <section aria-labelledby="dispute-heading" className="card mt-4" data-testid="loan-disputes">
      <h2 id="dispute-heading" className="text-lg font-bold text-brand-950">
        {t("loan.dispute.heading")}
      </h2>
      {loan.disputes.length > 0 ? (
        <ul className="mt-2 space-y-2 text-sm">
          {loan.disputes.map((dispute) => (
            <li key={dispute.reference} data-testid="dispute-item">
              <p className="font-semibold text-ink">
                {t("loan.dispute.item", {
                  reference: dispute.reference,
                  category: t(`loan.dispute.categories.${dispute.category}`),
                  status: t(`loan.dispute.status_${dispute.status}`),
                  date: formatLongDay(dispute.promisedBy.slice(0, 10), locale),
                })}
              </p>
              {dispute.answer ? (
                <p className="text-ink">{t("loan.dispute.answer", { lender, answer: dispute.answer })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">{t("loan.dispute.intro", { lender })}</p>
      {result?.sent ? (
        <p className="mt-2 text-sm font-semibold text-green-800" role="status" data-testid="dispute-sent">
          {t("loan.dispute.sent", { reference: result.sent })}
        </p>
      ) : null}
      <Form method="post" className="mt-2 grid gap-2" noValidate>
        <input type="hidden" name="intent" value="dispute" />
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.dispute.category")}
          <select
            name="category"
            defaultValue={result?.values?.category ?? "paymentNotCredited"}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="dispute-category"
          >
            {DISPUTE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`loan.dispute.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t("loan.dispute.text")}
          <textarea
            name="text"
            rows={3}
            maxLength={1000}
            defaultValue={result?.values?.text ?? ""}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "dispute-error" : undefined}
            className="rounded-lg border border-line px-3 py-2 font-normal"
            data-testid="dispute-text"
          />
          {result?.error ? (
            <span id="dispute-error" className="font-normal text-red-800" role="alert">
              {result.error}
            </span>
          ) : null}
        </label>
        <button type="submit" className="btn-secondary" data-testid="dispute-submit">
          {t("loan.dispute.submit", { lender })}
        </button>
      </Form>
    </section>
  );
}

function Grievance({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const officer = loan.lender.grievance;
  return (
    <section aria-labelledby="grievance-heading" className="card mt-4" data-testid="loan-grievance">
      <h2 id="grievance-heading" className="text-lg font-bold text-brand-950">
        {t("loan.grievance.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink">{t("loan.grievance.text")}</p>
      <p className="mt-1 text-sm font-semibold text-ink">{officer.name ?? officer.designation}</p>
      <p className="text-sm">
        <a href={`mailto:${officer.email}`} className="text-brand-800 underline">
          {officer.email}
        </a>{" "}
        · <a href={`tel:${officer.phone.replace(/\s/g, "")}`}>{officer.phone}</a>
      </p>
      <p className="mt-1 text-sm">
        <a href={officer.link} rel="noopener" className="text-brand-800 underline">
          {t("loan.grievance.page", { lender: loan.lender.shortName })}
        </a>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {t("loan.grievance.care", { phone: loan.lender.customerCare })}
      </p>
    </section>
  );
}

type ActionData = Route.ComponentProps["actionData"];
type PlanResult = Extract<NonNullable<ActionData>, { intent: "plan" }>;
type RemindersResult = Extract<NonNullable<ActionData>, { intent: "reminders" }>;
type DisputeResult = Extract<NonNullable<ActionData>, { intent: "dispute" }>;
type RaiseResult = Extract<NonNullable<ActionData>, { intent: "raiseEmi" }>;
type RateResult = Extract<NonNullable<ActionData>, { intent: "rate" }>;
type RatingState = Route.ComponentProps["loaderData"]["rating"];

export default function MyLoan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { loan } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Link
        to={href("/dashboard")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("loan.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950" data-testid="loan-heading">
        {t("loan.heading", { lender: loan.lender.shortName })}
      </h1>
      <p className="text-sm text-ink-soft">
        {t("loan.reference", { reference: loan.reference })}
        {loan.closure ? (
          <span
            className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink"
            data-testid="loan-closed-badge"
          >
            {t("loan.closure.badge")}
          </span>
        ) : null}
      </p>
      <Closure loan={loan} error={actionData?.intent === "grievance" ? actionData.error : null} />
      <Terms loan={loan} />
      {/* Payments the lender reported replace the calendar's guess of where the loan stands. */}
      {loan.payments ? <Payments loan={loan} /> : loan.closure ? null : <Position loan={loan} />}
      {!loan.closure && (loan.coolingOff.running || loan.position?.fallenDue === 0) ? (
        <CoolingOff loan={loan} />
      ) : null}
      <Schedule loan={loan} />
      {loan.position?.next && !loan.closure ? (
        <Planner loan={loan} result={actionData?.intent === "plan" ? actionData : undefined} />
      ) : null}
      {loan.position?.next && !loan.closure ? (
        <RaiseEmi loan={loan} result={actionData?.intent === "raiseEmi" ? actionData : undefined} />
      ) : null}
      <RateLender
        loan={loan}
        rating={loaderData.rating}
        result={actionData?.intent === "rate" ? actionData : undefined}
      />
      {loan.position?.next && !loan.closure ? (
        <Reminders loan={loan} saved={actionData?.intent === "reminders" ? actionData : undefined} />
      ) : null}
      <Disputes loan={loan} result={actionData?.intent === "dispute" ? actionData : undefined} />
      <Grievance loan={loan} />
    </div>
  );
}
