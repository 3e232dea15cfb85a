import { CLOSURE_REASONS } from "@loansetu/api/lenders/closure-reasons";
import { formatDate, formatDateTime, formatRupees } from "@loansetu/domain/format";
import { REJECTION_REASONS } from "@loansetu/domain/lender-share";
import { data, Form, Link, useNavigation } from "react-router";
import { refusalOf, requireLenderPage } from "../../features/lender/lender.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/application";

/**
 * `/lender/applications/:reference`: one application shared with the user's lender. The applicant's details
 * are masked until "Show details" (a logged read the borrower sees in My data); the steps valid now are
 * offered to those whose role may act, each a plain form calling the same service as the lender API.
 */
export const handle: I18nHandle = { i18n: ["lender"] };

type Figures = {
  amount?: number;
  ratePercent?: number;
  tenureMonths?: number;
  emi?: number;
  processingFeeBase?: number;
};

export async function loader(args: Route.LoaderArgs) {
  const { portal, user, locale } = requireLenderPage(args);
  try {
    const application = await portal.application(user, args.params.reference);
    const disputes =
      application.status === "disbursed" ? (await portal.disputes(user, args.params.reference)).items : [];
    return {
      application,
      disputes,
      readOnly: user.role === "readOnly",
      title: translatorFor(locale)("lender.app.heading", { reference: args.params.reference }),
    };
  } catch (error) {
    const refusal = refusalOf(error);
    throw new Response(refusal.key, { status: refusal.key === "notFound" ? 404 : 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: pageTitle(loaded?.title) }];

const numberOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").replace(/[,\s₹]/g, "");
  return text === "" ? Number.NaN : Number(text);
};

export async function action(args: Route.ActionArgs) {
  const { portal, user, caller, locale } = requireLenderPage(args);
  const reference = args.params.reference;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, String(value).slice(0, 40)]),
  );
  const refused = (key: string, field?: string) =>
    data({ intent, error: key, field: field ?? null, values, applicant: null, done: false }, { status: 400 });
  try {
    if (intent === "reveal") {
      const applicant = await portal.reveal(user, reference, caller);
      return { intent, error: null, field: null, values: {}, applicant, done: false };
    }
    if (intent === "approve" || intent === "counter") {
      const terms = {
        amount: numberOf(form.get("amount")),
        ratePercent: numberOf(form.get("ratePercent")),
        tenureMonths: numberOf(form.get("tenureMonths")),
        processingFeeBase: numberOf(form.get("processingFeeBase")),
      };
      const bad = Object.entries({
        amount: Number.isInteger(terms.amount) && terms.amount >= 10_000 && terms.amount <= 50_000_000,
        ratePercent: terms.ratePercent >= 1 && terms.ratePercent <= 36,
        tenureMonths:
          Number.isInteger(terms.tenureMonths) && terms.tenureMonths >= 3 && terms.tenureMonths <= 360,
        processingFeeBase:
          Number.isInteger(terms.processingFeeBase) &&
          terms.processingFeeBase >= 0 &&
          terms.processingFeeBase <= 500_000,
      }).find(([, ok]) => !ok);
      if (bad) return refused("invalid", bad[0]);
      await portal.decide(user, reference, { decision: intent, terms }, caller, locale);
    } else if (intent === "reject") {
      const reason = String(form.get("reason") ?? "");
      const known = REJECTION_REASONS.find((candidate) => candidate === reason);
      if (!known) return refused("invalid", "reason");
      await portal.decide(user, reference, { decision: "reject", reason: known }, caller, locale);
    } else if (intent === "sanction") {
      const date = String(form.get("date") ?? "");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused("invalid", "date");
      await portal.sanction(user, reference, { date }, caller, locale);
    } else if (intent === "disburse") {
      const amount = numberOf(form.get("amount"));
      const date = String(form.get("date") ?? "");
      const utr = String(form.get("utr") ?? "")
        .trim()
        .toUpperCase();
      if (!Number.isInteger(amount) || amount <= 0) return refused("invalid", "amount");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused("invalid", "date");
      if (!/^[A-Z0-9]{12,22}$/.test(utr)) return refused("badUtr", "utr");
      await portal.disburse(user, reference, { amount, date, utr }, caller, locale);
    } else if (intent === "payment") {
      const instalment = numberOf(form.get("instalment"));
      const amount = numberOf(form.get("amount"));
      const status = form.get("status") === "missed" ? ("missed" as const) : ("paid" as const);
      const date = String(form.get("date") ?? "");
      const lenderReference = String(form.get("paymentReference") ?? "").trim();
      if (!Number.isInteger(instalment) || instalment < 1) return refused("invalid", "instalment");
      if (!Number.isInteger(amount) || amount < 0) return refused("invalid", "amount");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused("invalid", "date");
      if (lenderReference && !/^[A-Za-z0-9-]{4,40}$/.test(lenderReference))
        return refused("invalid", "paymentReference");
      await portal.reportPayment(
        user,
        reference,
        { instalment, status, date, amount, ...(lenderReference ? { reference: lenderReference } : {}) },
        caller,
        locale,
      );
    } else if (intent === "closure") {
      const date = String(form.get("date") ?? "");
      const reason = CLOSURE_REASONS.find((candidate) => candidate === form.get("reason"));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused("invalid", "date");
      if (!reason) return refused("invalid", "reason");
      await portal.close(user, reference, { date, reason }, caller, locale);
    } else if (intent === "certificate") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return refused("notPdf", "file");
      await portal.certificate(user, reference, new Uint8Array(await file.arrayBuffer()), caller, locale);
    } else if (intent === "answer") {
      const dispute = String(form.get("dispute") ?? "");
      const answer = String(form.get("answer") ?? "").trim();
      if (!/^LD\d{8}$/.test(dispute)) return refused("invalid");
      if (answer.length < 10 || answer.length > 2000) return refused("invalid", "answer");
      await portal.answerDispute(user, dispute, answer, caller, locale);
    } else if (intent === "schedule") {
      const firstDueDate = String(form.get("firstDueDate") ?? "");
      if (!/^\d{4}-\d{2}-(0[1-9]|1\d|2[0-8])$/.test(firstDueDate)) return refused("invalid", "firstDueDate");
      await portal.schedule(user, reference, { firstDueDate }, caller, locale);
    } else return refused("invalid");
    return { intent, error: null, field: null, values: {}, applicant: null, done: true };
  } catch (error) {
    const refusal = refusalOf(error);
    return refused(refusal.key, refusal.field);
  }
}

type Closure = { date: string; reason: string; certificate: { receivedAt: string } | null } | null;

/** After the disbursal: EMIs paid or missed, the closure, the no-dues certificate, the borrower's disputes. */
function Servicing({
  app,
  disputes,
  readOnly,
  busy,
  errorBox,
  invalid,
  today,
}: {
  app: { closure?: unknown };
  disputes: Route.ComponentProps["loaderData"]["disputes"];
  readOnly: boolean;
  busy: boolean;
  errorBox: (intent: string) => React.ReactNode;
  invalid: (intent: string, field: string) => boolean;
  today: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const closure = (app.closure ?? null) as Closure;
  return (
    <section className="card space-y-4" aria-labelledby="servicing" data-testid="lender-servicing">
      <h2 id="servicing" className="text-lg font-semibold">
        {t("lender.servicing.heading")}
      </h2>
      {closure ? (
        <p className="text-sm" data-testid="lender-closed">
          {t("lender.servicing.closed", {
            date: formatDate(new Date(`${closure.date}T00:00:00+05:30`), locale),
            reason: t(`lender.servicing.reason_${closure.reason}`),
          })}{" "}
          {closure.certificate
            ? t("lender.servicing.certificateReceived", {
                date: formatDate(new Date(closure.certificate.receivedAt), locale),
              })
            : null}
        </p>
      ) : null}
      {!readOnly && !closure ? (
        <Form method="post" className="space-y-3 rounded border border-line p-3">
          <input type="hidden" name="intent" value="payment" />
          <h3 className="font-semibold">{t("lender.servicing.payment")}</h3>
          {errorBox("payment")}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              name="instalment"
              label={t("lender.servicing.instalment")}
              inputMode="numeric"
              invalid={invalid("payment", "instalment")}
            />
            <label className="block">
              <span className="block text-sm font-medium">{t("lender.servicing.paymentStatus")}</span>
              <select name="status" className="mt-1 w-full rounded border border-line px-3 py-2">
                <option value="paid">{t("lender.servicing.paid")}</option>
                <option value="missed">{t("lender.servicing.missed")}</option>
              </select>
            </label>
            <Field
              name="date"
              type="date"
              label={t("lender.servicing.paymentDate")}
              defaultValue={today}
              invalid={invalid("payment", "date")}
            />
            <Field
              name="amount"
              label={t("lender.servicing.paymentAmount")}
              inputMode="numeric"
              invalid={invalid("payment", "amount")}
            />
          </div>
          <label className="block">
            <span className="block text-sm font-medium">{t("lender.servicing.paymentReference")}</span>
            <input name="paymentReference" className="mt-1 w-full rounded border border-line px-3 py-2" />
          </label>
          <button type="submit" className="btn-secondary" disabled={busy}>
            {t("lender.servicing.paymentSubmit")}
          </button>
        </Form>
      ) : null}
      {!readOnly && !closure ? (
        <Form method="post" className="space-y-3 rounded border border-line p-3">
          <input type="hidden" name="intent" value="closure" />
          <h3 className="font-semibold">{t("lender.servicing.closure")}</h3>
          {errorBox("closure")}
          <Field
            name="date"
            type="date"
            label={t("lender.servicing.closureDate")}
            defaultValue={today}
            invalid={invalid("closure", "date")}
          />
          <label className="block">
            <span className="block text-sm font-medium">{t("lender.servicing.closureReason")}</span>
            <select name="reason" className="mt-1 w-full rounded border border-line px-3 py-2">
              {CLOSURE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`lender.servicing.reason_${reason}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary" disabled={busy}>
            {t("lender.servicing.closureSubmit")}
          </button>
        </Form>
      ) : null}
      {!readOnly && closure ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded border border-line p-3"
        >
          <input type="hidden" name="intent" value="certificate" />
          <h3 className="font-semibold">{t("lender.servicing.certificate")}</h3>
          {errorBox("certificate")}
          <label className="block">
            <span className="block text-sm font-medium">{t("lender.servicing.certificateFile")}</span>
            <input name="file" type="file" accept="application/pdf" required className="mt-1 block" />
          </label>
          <button type="submit" className="btn-secondary" disabled={busy}>
            {t("lender.servicing.certificateSubmit")}
          </button>
        </Form>
      ) : null}
      <div>
        <h3 className="font-semibold">{t("lender.servicing.disputes")}</h3>
        {disputes.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("lender.servicing.noDisputes")}</p>
        ) : (
          <ul className="mt-2 space-y-3 text-sm" data-testid="lender-disputes">
            {disputes.map((dispute) => (
              <li key={dispute.reference} className="rounded border border-line p-2">
                <p>
                  {t("lender.servicing.dispute", {
                    reference: dispute.reference,
                    category: t(`lender.servicing.categories.${dispute.category}`),
                    opened: formatDate(new Date(dispute.openedAt), locale),
                    due: formatDate(new Date(dispute.promisedBy), locale),
                    text: dispute.text,
                  })}
                </p>
                {dispute.answer ? (
                  <p className="mt-1">{t("lender.servicing.answered", { answer: dispute.answer })}</p>
                ) : !readOnly ? (
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="answer" />
                    <input type="hidden" name="dispute" value={dispute.reference} />
                    {errorBox("answer")}
                    <label className="block">
                      <span className="block text-sm font-medium">{t("lender.servicing.answer")}</span>
                      <textarea
                        name="answer"
                        rows={3}
                        maxLength={2000}
                        required
                        className="mt-1 w-full rounded border border-line px-3 py-2"
                      />
                    </label>
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("lender.servicing.answerSubmit")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Field({
  name,
  label,
  type = "text",
  defaultValue,
  invalid,
  inputMode,
}: {
  name: string;
  label: string;
  type?: string;
  defaultValue?: string | number | undefined;
  invalid?: boolean;
  inputMode?: "numeric" | "decimal" | undefined;
}) {
  return (
    <label className="block">
      <span className="block text-sm font-medium">{label}</span>
      <input
        name={name}
        type={type}
        required
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={invalid ? true : undefined}
        className={`mt-1 w-full rounded border px-3 py-2 ${invalid ? "border-red-600" : "border-line"}`}
      />
    </label>
  );
}

export default function LenderApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const busy = useNavigation().state !== "idle";
  const { application: app, readOnly, disputes } = loaderData;
  const chosen = (app.chosenOffer ?? null) as Figures | null;
  const terms = (app.terms ?? null) as Figures | null;
  const sanction = (app.sanction ?? null) as (Figures & { date?: string }) | null;
  const disbursal = (app.disbursal ?? null) as { amount: number; date: string; utr: string } | null;
  const schedule = (app.schedule ?? null) as unknown[] | null;
  const shown =
    actionData?.intent === "reveal" ? (actionData.applicant as Record<string, unknown> | null) : null;
  const values = (actionData?.values ?? {}) as Record<string, string>;
  const failed = (intent: string) => (actionData?.intent === intent && actionData.error ? actionData : null);
  const invalid = (intent: string, field: string) => failed(intent)?.field === field;
  const today = new Date().toISOString().slice(0, 10);
  const prefill = (intent: string, field: keyof Figures) =>
    actionData?.intent === intent && values[field] !== undefined
      ? values[field]
      : (terms?.[field] ?? chosen?.[field]);
  const errorBox = (intent: string) => {
    const failure = failed(intent);
    return failure ? (
      <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800">
        {t(`lender.errors.${failure.error}`)}
      </p>
    ) : null;
  };
  const figures = (f: Figures | null) =>
    f ? (
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {f.amount !== undefined ? (
          <>
            <dt className="text-ink-soft">{t("lender.app.amount")}</dt>
            <dd>{formatRupees(f.amount)}</dd>
          </>
        ) : null}
        {f.ratePercent !== undefined ? (
          <>
            <dt className="text-ink-soft">{t("lender.app.rate")}</dt>
            <dd>{f.ratePercent}%</dd>
          </>
        ) : null}
        {f.tenureMonths !== undefined ? (
          <>
            <dt className="text-ink-soft">{t("lender.app.tenure")}</dt>
            <dd>{t("lender.app.months", { count: f.tenureMonths })}</dd>
          </>
        ) : null}
        {f.emi !== undefined ? (
          <>
            <dt className="text-ink-soft">{t("lender.app.emi")}</dt>
            <dd>{formatRupees(f.emi)}</dd>
          </>
        ) : null}
      </dl>
    ) : null;

  return (
    <div className="space-y-6">
      <p>
        <Link to={href("/lender")} className="underline">
          ← {t("lender.app.back")}
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold">
          {t("lender.app.heading", { reference: app.applicationId })}
        </h1>
        <p className="mt-1 font-medium" data-testid="lender-status">
          {t(`lender.status.${app.status}`)}
        </p>
      </div>
      {actionData?.done ? (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {t("lender.form.done")}
        </p>
      ) : null}
      {app.status === "withdrawn" ? <p className="card">{t("lender.app.withdrawn")}</p> : null}

      <div className="grid gap-6 md:grid-cols-2">
        {app.maskedApplicant ? (
          <section className="card space-y-3" aria-labelledby="applicant">
            <h2 id="applicant" className="text-lg font-semibold">
              {t("lender.app.applicant")}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="lender-applicant">
              {Object.entries(shown ?? app.maskedApplicant).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-soft">{t(`lender.app.fields.${key}`)}</dt>
                  <dd className="break-all">{value === null || value === undefined ? "—" : String(value)}</dd>
                </div>
              ))}
            </dl>
            {shown ? null : (
              <>
                <p className="text-sm text-ink-soft">{t("lender.app.applicantNote")}</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="reveal" />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {t("lender.app.show")}
                  </button>
                </Form>
              </>
            )}
          </section>
        ) : null}

        <section className="card space-y-3" aria-labelledby="need">
          <h2 id="need" className="text-lg font-semibold">
            {t("lender.app.need")}
          </h2>
          {figures({
            ...(app.loanNeed.amount !== null ? { amount: app.loanNeed.amount } : {}),
            ...(app.loanNeed.tenureMonths !== null ? { tenureMonths: app.loanNeed.tenureMonths } : {}),
          })}
          <p className="text-sm">
            {t("lender.app.creditScore")}: {app.creditScore ?? t("lender.app.noScore")}
          </p>
          {chosen ? (
            <>
              <h3 className="font-semibold">{t("lender.app.offer")}</h3>
              {figures(chosen)}
              <p className="text-xs text-ink-soft">{t("lender.app.offerNote")}</p>
            </>
          ) : null}
          {terms ? (
            <>
              <h3 className="font-semibold">{t("lender.app.terms")}</h3>
              {figures(terms)}
            </>
          ) : null}
          {app.rejectionReason ? (
            <p className="text-sm">
              {t("lender.form.reason")}: {t(`lender.reasons.${app.rejectionReason}`)}
            </p>
          ) : null}
          {sanction?.date ? (
            <p className="text-sm">
              {t("lender.app.sanction")}: {formatDate(new Date(sanction.date), locale)}
            </p>
          ) : null}
          {disbursal ? (
            <p className="text-sm">
              {t("lender.app.disbursal")}: {formatRupees(disbursal.amount)},{" "}
              {formatDate(new Date(disbursal.date), locale)}, {disbursal.utr}
            </p>
          ) : null}
          {schedule?.length ? (
            <p className="text-sm">
              {t("lender.app.schedule")}: {t("lender.app.instalments", { count: schedule.length })}
            </p>
          ) : null}
        </section>
      </div>

      <section className="card space-y-4" aria-labelledby="actions">
        <h2 id="actions" className="text-lg font-semibold">
          {t("lender.app.actions")}
        </h2>
        {readOnly ? (
          <p className="text-sm text-ink-soft">{t("lender.app.readOnly")}</p>
        ) : app.actions.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("lender.app.noActions")}</p>
        ) : null}
        {(["approve", "counter"] as const)
          .filter((intent) => app.actions.includes(intent))
          .map((intent) => (
            <Form key={intent} method="post" className="space-y-3 rounded border border-line p-3">
              <input type="hidden" name="intent" value={intent} />
              <h3 className="font-semibold">{t(`lender.form.${intent}`)}</h3>
              {intent === "counter" ? (
                <p className="text-sm text-ink-soft">{t("lender.form.counterNote")}</p>
              ) : null}
              {errorBox(intent)}
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  name="amount"
                  label={t("lender.form.amount")}
                  inputMode="numeric"
                  defaultValue={prefill(intent, "amount")}
                  invalid={invalid(intent, "amount")}
                />
                <Field
                  name="ratePercent"
                  label={t("lender.form.ratePercent")}
                  inputMode="decimal"
                  defaultValue={prefill(intent, "ratePercent")}
                  invalid={invalid(intent, "ratePercent")}
                />
                <Field
                  name="tenureMonths"
                  label={t("lender.form.tenureMonths")}
                  inputMode="numeric"
                  defaultValue={prefill(intent, "tenureMonths")}
                  invalid={invalid(intent, "tenureMonths")}
                />
                <Field
                  name="processingFeeBase"
                  label={t("lender.form.processingFeeBase")}
                  inputMode="numeric"
                  defaultValue={prefill(intent, "processingFeeBase") ?? 0}
                  invalid={invalid(intent, "processingFeeBase")}
                />
              </div>
              <button
                type="submit"
                className={intent === "approve" ? "btn-primary" : "btn-secondary"}
                disabled={busy}
              >
                {t(`lender.form.${intent}`)}
              </button>
            </Form>
          ))}
        {app.actions.includes("reject") ? (
          <Form method="post" className="space-y-3 rounded border border-line p-3">
            <input type="hidden" name="intent" value="reject" />
            <h3 className="font-semibold">{t("lender.form.reject")}</h3>
            {errorBox("reject")}
            <label className="block">
              <span className="block text-sm font-medium">{t("lender.form.reason")}</span>
              <select
                name="reason"
                required
                defaultValue={values.reason ?? ""}
                className="mt-1 w-full rounded border border-line px-3 py-2"
              >
                <option value="" disabled>
                  —
                </option>
                {REJECTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`lender.reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("lender.form.reject")}
            </button>
          </Form>
        ) : null}
        {app.actions.includes("sanction") ? (
          <Form method="post" className="space-y-3 rounded border border-line p-3">
            <input type="hidden" name="intent" value="sanction" />
            {errorBox("sanction")}
            <Field
              name="date"
              type="date"
              label={t("lender.form.sanctionDate")}
              defaultValue={values.date ?? today}
              invalid={invalid("sanction", "date")}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("lender.form.sanctionSubmit")}
            </button>
          </Form>
        ) : null}
        {app.actions.includes("disburse") ? (
          <Form method="post" className="space-y-3 rounded border border-line p-3">
            <input type="hidden" name="intent" value="disburse" />
            {errorBox("disburse")}
            <div className="grid gap-3 sm:grid-cols-3">
              <Field
                name="amount"
                label={t("lender.form.disburseAmount")}
                inputMode="numeric"
                defaultValue={values.amount ?? sanction?.amount}
                invalid={invalid("disburse", "amount")}
              />
              <Field
                name="date"
                type="date"
                label={t("lender.form.disburseDate")}
                defaultValue={values.date ?? today}
                invalid={invalid("disburse", "date")}
              />
              <Field
                name="utr"
                label={t("lender.form.utr")}
                defaultValue={values.utr}
                invalid={invalid("disburse", "utr")}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("lender.form.disburseSubmit")}
            </button>
          </Form>
        ) : null}
        {app.actions.includes("schedule") ? (
          <Form method="post" className="space-y-3 rounded border border-line p-3">
            <input type="hidden" name="intent" value="schedule" />
            {errorBox("schedule")}
            <Field
              name="firstDueDate"
              type="date"
              label={t("lender.form.firstDueDate")}
              defaultValue={values.firstDueDate}
              invalid={invalid("schedule", "firstDueDate")}
            />
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("lender.form.scheduleSubmit")}
            </button>
          </Form>
        ) : null}
      </section>

      {app.status === "disbursed" ? (
        <Servicing
          app={app}
          disputes={disputes}
          readOnly={readOnly}
          busy={busy}
          errorBox={errorBox}
          invalid={invalid}
          today={today}
        />
      ) : null}

      <section className="card" aria-labelledby="documents">
        <h2 id="documents" className="text-lg font-semibold">
          {t("lender.app.documents")}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t("lender.app.noDocuments")}</p>
      </section>

      <section className="card" aria-labelledby="timeline">
        <h2 id="timeline" className="text-lg font-semibold">
          {t("lender.app.timeline")}
        </h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="lender-timeline">
          {app.timeline.map((event) => (
            <li key={event.id}>
              {formatDateTime(new Date(event.at), locale)}: {t(`lender.app.events.${event.kind}`)} (
              {t(`lender.app.by.${event.by}`)})
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
