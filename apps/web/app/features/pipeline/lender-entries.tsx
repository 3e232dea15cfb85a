import { formatDate, formatDateTime, formatRupees } from "@loansetu/domain/format";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { EntriesView } from "./entries.server.ts";

// The lead page's lender part: each step's timer against the lender's promised time, the sanctions and
// disbursals staff entered on a lender's behalf (maker-checker), and the forms to enter one (only those the
// lead's state allows) or to approve or reject another employee's entry. Plain forms: no script needed.

export interface EntryAnswer {
  /** The refused form's kind, the fields at fault and what was typed (so nothing is lost). */
  kind: string | null;
  fields: string[];
  values: Record<string, string>;
}

const field = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";
const faulty = "mt-1 block w-full rounded border-2 border-red-700 bg-white px-2 py-1.5 text-sm text-ink";

export function LenderEntries({
  view,
  open,
  answer,
  today,
}: {
  view: EntriesView;
  open: boolean;
  answer: EntryAnswer | null;
  today: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { state } = view;
  const pending = view.entries.filter((entry) => entry.status === "pending");
  const decided = view.entries.filter((entry) => entry.status !== "pending");
  const duration = (minutes: number) =>
    t("lenderdesk.timer.duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <section className="mt-4 rounded-lg border border-line bg-white p-4" data-testid="lead-entries">
      <h2 className="text-lg font-semibold text-brand-950">{t("lenderdesk.entries.title")}</h2>
      <div className="mt-2 space-y-3 text-sm text-ink">
        {state.lenderName ? (
          <p data-testid="entries-lender">
            {t(state.integrated ? "lenderdesk.entries.integrated" : "lenderdesk.entries.byStaff", {
              lender: state.lenderName,
            })}
          </p>
        ) : (
          <p>{t("lenderdesk.entries.noLender")}</p>
        )}

        {view.timers.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="stage-timers">
              <caption className="text-left font-semibold">
                {t("lenderdesk.timer.caption")}
                {view.promised?.placeholder ? (
                  <span className="ml-1 font-normal text-ink-soft">{t("lenderdesk.timer.placeholder")}</span>
                ) : null}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.timer.step")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.timer.promised")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("lenderdesk.timer.state")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.timers.map((timer) => (
                  <tr key={timer.step} data-testid={`timer-${timer.step}`} className="border-t border-line">
                    <th scope="row" className="py-1 pr-2 font-medium">
                      {t(`lenderdesk.step.${timer.step}`)}
                    </th>
                    <td className="py-1 pr-2">
                      {t("lenderdesk.timer.hours", { hours: timer.promisedHours })}
                    </td>
                    <td className="py-1 pr-2">
                      {timer.minutes === null
                        ? t("lenderdesk.timer.notStarted")
                        : t(timer.doneAt ? "lenderdesk.timer.done" : "lenderdesk.timer.running", {
                            time: duration(timer.minutes),
                          })}
                      {timer.late ? (
                        <strong className="ml-2 rounded bg-red-50 px-1 text-red-900">
                          {t("lenderdesk.timer.late")}
                        </strong>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}

        {pending.map((entry) => (
          <div
            key={entry.id}
            className="rounded border border-amber-700 bg-amber-50 p-3"
            data-testid={`entry-pending-${entry.kind}`}
          >
            <p className="font-semibold">
              {t(`lenderdesk.entries.pending.${entry.kind}`, {
                name: entry.proposedByName,
                date: formatDateTime(new Date(entry.proposedAt), locale),
              })}
            </p>
            <Figures entry={entry} />
            {entry.own ? (
              <p className="mt-1" data-testid="entry-own">
                {t("lenderdesk.entries.own")}
              </p>
            ) : view.canApprove && open ? (
              <div className="mt-2 flex flex-wrap items-end gap-3">
                <EntryForm intent="approveEntry" testId="form-approve-entry">
                  <input type="hidden" name="entryId" value={entry.id} />
                  <button type="submit" className="btn-primary">
                    {t("lenderdesk.entries.approve")}
                  </button>
                </EntryForm>
                <EntryForm intent="rejectEntry" testId="form-reject-entry">
                  <input type="hidden" name="entryId" value={entry.id} />
                  <label className="block text-sm font-medium">
                    {t("lenderdesk.entries.rejectReason")}
                    <input name="reason" required minLength={3} maxLength={300} className={field} />
                  </label>
                  <button type="submit" className="btn-secondary">
                    {t("lenderdesk.entries.reject")}
                  </button>
                </EntryForm>
              </div>
            ) : (
              <p className="mt-1">{t("lenderdesk.entries.waitsForChecker")}</p>
            )}
          </div>
        ))}

        {view.canPropose && open
          ? state.canEnter.map((kind) => (
              <EntryForm key={kind} intent="entry" testId={`form-entry-${kind}`}>
                <h3 className="font-semibold">{t(`lenderdesk.entries.enter.${kind}`)}</h3>
                <p className="text-xs text-ink-soft">
                  {kind === "sanction" && state.acceptedTerms
                    ? t("lenderdesk.entries.hint.sanction", {
                        amount: formatRupees(state.acceptedTerms.amount),
                        rate: state.acceptedTerms.ratePercent,
                        tenure: state.acceptedTerms.tenureMonths,
                      })
                    : state.sanction
                      ? t("lenderdesk.entries.hint.disbursal", {
                          amount: formatRupees(state.sanction.amount),
                          date: formatDate(new Date(`${state.sanction.date}T00:00:00+05:30`), locale),
                        })
                      : null}
                </p>
                <input type="hidden" name="kind" value={kind} />
                <EntryFields kind={kind} answer={answer?.kind === kind ? answer : null} today={today} />
                <button type="submit" className="btn-secondary">
                  {t(`lenderdesk.entries.submit.${kind}`)}
                </button>
              </EntryForm>
            ))
          : null}

        {decided.length > 0 ? (
          <ul className="space-y-1" data-testid="entries-decided">
            {decided.map((entry) => (
              <li key={entry.id}>
                {t(`lenderdesk.entries.decided.${entry.status}`, {
                  kind: t(`lenderdesk.step.${entry.kind}`),
                  maker: entry.proposedByName,
                  checker: entry.decidedByName ?? "",
                  date: entry.decidedAt ? formatDateTime(new Date(entry.decidedAt), locale) : "",
                })}{" "}
                <Figures entry={entry} inline />
                {entry.rejectReason ? (
                  <span className="block text-ink-soft">
                    {t("lenderdesk.entries.reason", { reason: entry.rejectReason })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function Figures({ entry, inline = false }: { entry: EntriesView["entries"][number]; inline?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { figures } = entry;
  const date = formatDate(new Date(`${figures.date}T00:00:00+05:30`), locale);
  const text =
    entry.kind === "sanction"
      ? t("lenderdesk.entries.figures.sanction", {
          amount: formatRupees(figures.amount),
          rate: figures.ratePercent ?? "",
          tenure: figures.tenureMonths ?? "",
          date,
        })
      : t("lenderdesk.entries.figures.disbursal", {
          amount: formatRupees(figures.amount),
          utr: figures.utr ?? "",
          date,
        });
  return inline ? (
    <span data-testid="entry-figures">{text}</span>
  ) : (
    <p className="mt-1" data-testid="entry-figures">
      {text}
    </p>
  );
}

function EntryForm({
  intent,
  testId,
  children,
}: {
  intent: string;
  testId: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-2" data-testid={testId} aria-busy={busy}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

function EntryFields({
  kind,
  answer,
  today,
}: {
  kind: "sanction" | "disbursal";
  answer: EntryAnswer | null;
  today: string;
}) {
  const { t } = useTranslation();
  const names =
    kind === "sanction"
      ? (["amount", "ratePercent", "tenureMonths", "date"] as const)
      : (["amount", "date", "utr"] as const);
  return (
    <div className="grid grid-cols-2 gap-2">
      {names.map((name) => {
        const wrong = answer?.fields.includes(name) ?? false;
        const id = `entry-${kind}-${name}`;
        return (
          <label key={name} className="block text-sm font-medium" htmlFor={id}>
            {t(`lenderdesk.field.${name}`)}
            <input
              id={id}
              name={name}
              required
              defaultValue={answer?.values[name] ?? ""}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-error` : undefined}
              className={wrong ? faulty : field}
              autoComplete="off"
              {...(name === "date"
                ? { type: "date", max: today }
                : name === "utr"
                  ? {
                      type: "text",
                      minLength: 12,
                      maxLength: 22,
                      pattern: "[A-Za-z0-9]{12,22}",
                      spellCheck: false,
                    }
                  : name === "ratePercent"
                    ? { type: "number", inputMode: "decimal" as const, min: 1, max: 60, step: 0.01 }
                    : { type: "number", inputMode: "numeric" as const, min: 1, step: 1 })}
            />
            {wrong ? (
              <span id={`${id}-error`} className="block text-xs text-red-900">
                {t(`lenderdesk.fieldError.${name}`)}
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
