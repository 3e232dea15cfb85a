import { staffDocuments } from "@loansetu/api/borrower-documents/service";
import { AppError } from "@loansetu/api/lib/errors";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import { LEAD_FORM_INPUT } from "@loansetu/api/studio/pipeline/form-input";
import { journeyProduct, kolkataDate } from "@loansetu/domain/application";
import { formatDate, formatRupees } from "@loansetu/domain/format";
import { stepBack, stepForward } from "@loansetu/domain/pipeline";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { leadAttribution } from "../../features/partners/lead-attribution.server.ts";
import { LeadAttribution } from "../../features/partners/lead-attribution.tsx";
import { entriesView, readEntryForm, staffEntries } from "../../features/pipeline/entries.server.ts";
import { type EntryAnswer, LenderEntries } from "../../features/pipeline/lender-entries.tsx";
import { actorOf, pipelineServices, refusalOf } from "../../features/pipeline/pipeline.server.ts";
import { recordPageRead, requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { type LenderIdentity, LenderName, lenderIdentity } from "../../ui/lender-badge.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/lead";

// `/studio/leads/:reference`: one lead with everything operations needs — the applicant (PAN
// masked; the full PAN only for a stated reason, audited), consents with their times, the credit score,
// offers with APR and KFS, the stage timeline, notes, the sanction letter, consent links and the cKYC id —
// and, for the operations role only, the action forms. Every form is a plain POST carrying the version the
// page was read at, so it works without JavaScript and a stale one is refused ("this lead changed").

export const handle: I18nHandle = { i18n: ["studio", "pipeline", "partners", "lenderdesk", "documents"] };
const READ_ROLES = ["operations", "admin", "viewer"] as const;
const ACT_ROLES = ["operations"] as const;
/** Who may post to the page: operations for every action, an admin only to approve or reject an entry. */
const POST_ROLES = ["operations", "admin"] as const;
const DOCUMENT_ROLES = ["operations", "admin"] as const;
const REFERENCE = /^LS\d{6,18}$/;

export async function loader(args: Route.LoaderArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const reference = args.params.reference;
  if (!REFERENCE.test(reference)) throw new Response("Not found", { status: 404 });
  const { queries } = pipelineServices(deps);
  const lead = await queries.lead(reference, locale).catch((error: unknown) => {
    const refusal = refusalOf(error);
    throw new Response(refusal.message, { status: refusal.status });
  });
  await recordPageRead(args, employee, "lead.view", { leadId: lead.applicationId });
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const productKey = journeyProduct(lead.lead.product)?.key;
  const t = translatorFor(locale);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    title: t("pipeline.lead.title", { reference }),
    lead,
    canAct: hasAnyRole(employee, ACT_ROLES),
    // Only the moves the lead's stages allow now are offered.
    valid: { next: stepForward(lead.stages).ok, back: stepBack(lead.stages).ok },
    entries: await entriesView(deps, reference, employee),
    today: kolkataDate(deps.clock()),
    // The partner who sourced the lead, if any.
    attribution: await leadAttribution(deps.database.db, reference, locale),
    done: done === "1",
    // The lenders that offer this lead's product: the only ones an offer can be made for.
    lenders: lenders
      .filter((l) => productKey !== undefined && productKey in l.products)
      .map((l) => ({ id: l.id, name: l.shortName })),
    // The badges of the lenders this lead has offers from.
    badges: Object.fromEntries(
      lenders
        .filter((l) => lead.offers.some((offer) => offer.lenderId === l.id))
        .map((l) => [l.id, lenderIdentity(l)]),
    ) as Record<number, LenderIdentity>,
    // The borrower's documents, for the roles that may download them (each download is audit-logged).
    documents: hasAnyRole(employee, DOCUMENT_ROLES)
      ? (await staffDocuments(deps.database.db, lead.applicationId)).map((document) => ({
          id: document.id,
          kind: document.kind,
          date: formatDate(new Date(document.uploadedAt), locale),
        }))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Lead") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, POST_ROLES);
  const { clientIp, requestId } = args.context.get(appContext);
  const reference = args.params.reference;
  if (!REFERENCE.test(reference)) throw new Response("Not found", { status: 404 });
  const form = Object.fromEntries(
    [...(await args.request.formData()).entries()].filter(([, v]) => typeof v === "string" && v !== ""),
  ) as Record<string, string>;
  const t = translatorFor(locale);
  const actor = actorOf(employee, args.request, locale, clientIp, requestId);
  const back = `${localePath(locale, `/studio/leads/${encodeURIComponent(reference)}`)}?done=1`;
  // Maker-checker entries: operations enters, operations or an admin approves (never their own entry).
  if (form.intent === "entry" || form.intent === "approveEntry" || form.intent === "rejectEntry") {
    const entries = staffEntries(deps);
    const none = { pan: null };
    try {
      if (form.intent === "entry") {
        const read = readEntryForm(form);
        if (!read.ok) {
          const answer: EntryAnswer = { kind: form.kind ?? null, fields: read.fields, values: read.values };
          return data({ ...none, error: t("lenderdesk.entries.invalid"), entry: answer }, { status: 400 });
        }
        await entries.propose(reference, read.input, actor);
      } else if (form.intent === "approveEntry") {
        await entries.approve(reference, String(form.entryId ?? ""), actor);
      } else {
        await entries.reject(reference, String(form.entryId ?? ""), String(form.reason ?? ""), actor);
      }
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = error instanceof AppError ? error.errors.map((e) => e.path) : [];
      // What was typed goes back into the form, and the field the refusal names is marked.
      const answer: EntryAnswer | null =
        form.intent === "entry" ? { kind: form.kind ?? null, fields, values: { ...form } } : null;
      return data({ ...none, error: refusal.message, entry: answer }, { status: refusal.status });
    }
    return redirect(back);
  }
  if (!hasAnyRole(employee, ACT_ROLES)) throw new Response("Forbidden", { status: 403 });
  const parsed = LEAD_FORM_INPUT.safeParse(form);
  if (!parsed.success) {
    return data({ error: t("pipeline.lead.invalid"), pan: null, entry: null }, { status: 400 });
  }
  const input = parsed.data;
  const { actions } = pipelineServices(deps);
  try {
    switch (input.intent) {
      case "next":
        await actions.moveToNextStage(reference, input.version, actor);
        break;
      case "back":
        await actions.moveBackStage(reference, input.version, input.reason, actor);
        break;
      case "offer": {
        const { intent: _intent, version, ...offer } = input;
        await actions.makeOffer(reference, version, offer, actor);
        break;
      }
      case "consentLink":
        await actions.issueConsentLink(reference, input.version, input.lenderId, actor);
        break;
      case "cancel":
        await actions.cancel(reference, input.version, input.reason, actor);
        break;
      case "note":
        await actions.addNote(reference, input.text, actor);
        break;
      case "reveal":
        // Shown once in this answer, never put in a URL or a redirect.
        return data({
          error: null,
          pan: await actions.revealPan(reference, input.reason, actor),
          entry: null,
        });
    }
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ error: refusal.message, pan: null, entry: null }, { status: refusal.status });
  }
  // Post, redirect, get: a reload never repeats the action. The page's address comes from the route's
  // params, not the request's (a client-side submit posts to `….data`).
  return redirect(back);
}

type LeadData = Route.ComponentProps["loaderData"];

export default function StudioLead({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { lead, canAct } = loaderData;
  const date = (iso: string) => formatDate(new Date(iso), locale);
  const stageName = lead.lead.stage;
  const open = lead.lead.status === "active" && lead.optedOutAt === null;
  // The answer of an action is written at the top; its button may be far down a phone's screen.
  const errorAnswer = useReveal<HTMLDivElement>(actionData?.error ? actionData : null);
  const doneAnswer = useReveal<HTMLParagraphElement>(loaderData.done);
  return (
    <>
      <p>
        <Link to={href("/studio/leads")} className="text-sm text-brand-800 underline">
          {t("pipeline.lead.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">
        {t("pipeline.lead.title", { reference: lead.lead.reference })}
      </h1>
      <p className="mt-1 text-ink" data-testid="lead-summary">
        {t("pipeline.lead.summary", {
          status: t(`pipeline.status.${lead.lead.status}`),
          stage: t(`pipeline.stage.${stageName}`),
        })}
      </p>
      <LeadAttribution attribution={loaderData.attribution} />
      {lead.cancelReason ? (
        <p className="mt-1 text-ink">{t("pipeline.lead.cancelReason", { reason: lead.cancelReason })}</p>
      ) : null}
      {lead.optedOutAt ? (
        <p className="mt-2 rounded border border-amber-700 bg-amber-50 p-3 text-ink" role="note">
          {t("pipeline.lead.optedOut", { date: date(lead.optedOutAt) })}
        </p>
      ) : null}
      {actionData?.error ? (
        <div
          ref={errorAnswer}
          role="alert"
          className="mt-3 rounded border border-red-700 bg-red-50 p-3 text-red-900"
          data-testid="lead-error"
        >
          <p>{t("pipeline.lead.error", { message: actionData.error })}</p>
          <Link
            to={href(`/studio/leads/${lead.lead.reference}`)}
            reloadDocument
            className="mt-1 inline-block underline"
          >
            {t("pipeline.lead.reload")}
          </Link>
        </div>
      ) : loaderData.done ? (
        <p
          ref={doneAnswer}
          role="status"
          className="mt-3 rounded border border-green-700 bg-green-50 p-3 text-green-900"
          data-testid="lead-done"
        >
          {t("pipeline.lead.done")}
        </p>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Applicant lead={lead} canAct={canAct} revealed={actionData?.pan ?? null} />
        {loaderData.documents ? (
          <Section title={t("pipeline.lead.documents.title")} testId="lead-documents">
            {loaderData.documents.length === 0 ? (
              <p className="text-sm text-ink-soft">{t("pipeline.lead.documents.none")}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {loaderData.documents.map((document) => (
                  <li key={document.id}>
                    <a
                      href={`/api/studio/leads/${lead.lead.reference}/documents/${document.id}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {t(`documents.kind.${document.kind}`)}
                    </a>{" "}
                    <span className="text-ink-soft">
                      {t("pipeline.lead.documents.uploaded", { date: document.date })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        ) : null}
        <Section title={t("pipeline.lead.timeline")} testId="lead-timeline">
          <StageList lead={lead} />
          <ol className="mt-3 space-y-1 text-sm">
            {lead.timeline.map((event) => (
              <li key={`${event.action}-${event.at}`}>
                <span className="text-ink-soft">{date(event.at)}</span> — {eventText(t, event)}
              </li>
            ))}
          </ol>
        </Section>
        <Consents lead={lead} />
        <Section title={t("pipeline.lead.score")}>
          <p>
            {lead.creditScore
              ? lead.creditScore.score === null
                ? t("pipeline.lead.noHistory")
                : t("pipeline.lead.scoreValue", {
                    score: lead.creditScore.score,
                    bureau: lead.creditScore.bureau ?? "",
                    date: date(lead.creditScore.checkedAt),
                  })
              : t("pipeline.lead.noScore")}
          </p>
        </Section>
      </div>

      <Offers lead={lead} canAct={canAct && open} badges={loaderData.badges} />

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Section title={t("pipeline.lead.sanction")}>
          {lead.sanctionLetterUrl ? (
            <a
              href={lead.sanctionLetterUrl}
              className="text-brand-800 underline"
              data-testid="sanction-letter"
            >
              {t("pipeline.lead.sanctionLetter")}
            </a>
          ) : (
            <p>{t("pipeline.lead.notSanctioned")}</p>
          )}
        </Section>
        <Section title={t("pipeline.lead.consentLinks")} testId="consent-links">
          {lead.consentLinks.length === 0 ? (
            <p>{t("pipeline.lead.noLinks")}</p>
          ) : (
            <ul className="space-y-1">
              {lead.consentLinks.map((link) => (
                <li key={link.createdAt} data-testid="consent-link-status">
                  {t("pipeline.lead.linkLine", {
                    status: t(`pipeline.lead.linkStatus.${link.status}`),
                    date: date(link.createdAt),
                  })}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2">
            {t("pipeline.lead.ckyc")}:{" "}
            <span data-testid="ckyc-id">{lead.ckycId ?? t("pipeline.lead.noCkyc")}</span>
          </p>
        </Section>
      </div>

      {loaderData.entries ? (
        <LenderEntries
          view={loaderData.entries}
          open={open}
          answer={actionData?.entry ?? null}
          today={loaderData.today}
        />
      ) : null}

      <Section title={t("pipeline.lead.notes")} className="mt-4">
        {lead.notes.length === 0 ? (
          <p>{t("pipeline.lead.noNotes")}</p>
        ) : (
          <ul className="space-y-2">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded border border-line p-2">
                <p className="whitespace-pre-line">{note.text}</p>
                <p className="mt-1 text-xs text-ink-soft">
                  {t("pipeline.lead.noteBy", { author: note.author, date: date(note.at) })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {canAct && lead.optedOutAt === null ? (
          <ActionForm intent="note" label={t("pipeline.lead.noteSubmit")}>
            <label className="block text-sm font-medium">
              {t("pipeline.lead.noteText")}
              <textarea name="text" required maxLength={2000} rows={3} className={fieldClass} />
            </label>
          </ActionForm>
        ) : null}
      </Section>

      <Section title={t("pipeline.lead.actions")} className="mt-4" testId="lead-actions">
        {!canAct ? (
          <p>{t("pipeline.lead.readOnly")}</p>
        ) : !open ? (
          <p>{t("pipeline.lead.closed")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {loaderData.valid.next ? (
              <ActionForm intent="next" version={lead.version} label={t("pipeline.lead.next")} />
            ) : null}
            <ActionForm
              intent="consentLink"
              version={lead.version}
              label={t("pipeline.lead.sendConsentCurrent")}
            />
            {loaderData.valid.back ? (
              <ActionForm intent="back" version={lead.version} label={t("pipeline.lead.backStage")}>
                <ReasonField name="reason" label={t("pipeline.lead.reason")} id="back-reason" />
              </ActionForm>
            ) : null}
            <ActionForm
              intent="offer"
              version={lead.version}
              label={t("pipeline.lead.offerSubmit")}
              title={t("pipeline.lead.makeOffer")}
            >
              <OfferFields lenders={loaderData.lenders} />
            </ActionForm>
            <ActionForm intent="cancel" version={lead.version} label={t("pipeline.lead.cancel")}>
              <ReasonField name="reason" label={t("pipeline.lead.cancelReasonLabel")} id="cancel-reason" />
            </ActionForm>
          </div>
        )}
      </Section>
    </>
  );
}

const fieldClass = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";

function Section({
  title,
  children,
  className = "",
  testId,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`rounded-lg border border-line bg-white p-4 ${className}`} data-testid={testId}>
      <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
      <div className="mt-2 text-sm text-ink">{children}</div>
    </section>
  );
}

function ActionForm({
  intent,
  version,
  label,
  title,
  children,
}: {
  intent: string;
  version?: number;
  label: string;
  title?: string;
  children?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="mt-2 space-y-2" data-testid={`form-${intent}`}>
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      {children}
      <button type="submit" className="btn-secondary" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function ReasonField({ name, label, id }: { name: string; label: string; id: string }) {
  return (
    <label className="block text-sm font-medium" htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        required
        minLength={3}
        maxLength={300}
        className={fieldClass}
        autoComplete="off"
      />
    </label>
  );
}

function OfferFields({ lenders }: { lenders: LeadData["lenders"] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-xs text-ink-soft">{t("pipeline.lead.offerHint")}</p>
      <div className="grid grid-cols-2 gap-2">
        <label className="col-span-2 block text-sm font-medium">
          {t("pipeline.lead.offerLender")}
          <select name="lenderId" required className={fieldClass}>
            {lenders.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t("pipeline.lead.offerAmount")}
          <input
            name="amount"
            type="number"
            inputMode="numeric"
            required
            min={10000}
            step={1000}
            className={fieldClass}
          />
        </label>
        <label className="block text-sm font-medium">
          {t("pipeline.lead.offerRate")}
          <input
            name="ratePercent"
            type="number"
            inputMode="decimal"
            required
            min={1}
            max={60}
            step={0.01}
            className={fieldClass}
          />
        </label>
        <label className="block text-sm font-medium">
          {t("pipeline.lead.offerTenure")}
          <input
            name="tenureMonths"
            type="number"
            inputMode="numeric"
            required
            min={3}
            max={360}
            className={fieldClass}
          />
        </label>
        <label className="block text-sm font-medium">
          {t("pipeline.lead.offerFee")}
          <input
            name="processingFee"
            type="number"
            inputMode="numeric"
            required
            min={0}
            className={fieldClass}
          />
        </label>
      </div>
    </>
  );
}

function StageList({ lead }: { lead: LeadData["lead"] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-wrap gap-2" data-testid="lead-stages">
      {lead.stages.map((stage) => (
        <li
          key={stage.name}
          data-complete={stage.isComplete}
          className={`rounded-full border px-2 py-0.5 text-xs ${stage.isComplete ? "border-green-800 bg-green-50 text-green-900" : "border-line text-ink-soft"}`}
        >
          {stage.isComplete ? "✓ " : ""}
          {t(`pipeline.stageName.${stage.name}`)}
        </li>
      ))}
    </ol>
  );
}

function eventText(
  t: ReturnType<typeof useTranslation>["t"],
  event: LeadData["lead"]["timeline"][number],
): string {
  // Catalogue keys cannot hold dots: "lead.stage.next" is looked up as "lead_stage_next".
  const key = `pipeline.lead.event.${event.action.replace(/[.-]/g, "_")}`;
  const text = t(key);
  const base = text === key ? t("pipeline.lead.event.other", { action: event.action }) : text;
  const details = "details" in event ? (event.details as Record<string, unknown> | undefined) : undefined;
  const extra = [details?.lender, details?.reason].filter((v): v is string => typeof v === "string");
  return extra.length ? `${base}: ${extra.join(" — ")}` : base;
}

function Applicant({
  lead,
  canAct,
  revealed,
}: {
  lead: LeadData["lead"];
  canAct: boolean;
  revealed: string | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const a = lead.applicant;
  const none = t("pipeline.lead.none");
  const rows: Array<[string, string]> = [
    [t("pipeline.lead.name"), a.name ?? none],
    [t("pipeline.lead.mobile"), a.mobileMasked],
    [t("pipeline.lead.email"), a.email ?? none],
    [t("pipeline.lead.pan"), a.panMasked ?? none],
    [t("pipeline.lead.dob"), a.dateOfBirth ?? none],
    [t("pipeline.lead.pincode"), a.pincode ?? none],
    [t("pipeline.lead.employment"), a.employment ? t(`pipeline.employment.${a.employment}`) : none],
    [t("pipeline.lead.income"), a.netMonthlyIncome !== null ? formatRupees(a.netMonthlyIncome) : none],
  ];
  return (
    <Section title={t("pipeline.lead.applicant")} testId="lead-applicant">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {revealed ? (
        <p role="status" className="mt-2 font-mono" data-testid="pan-revealed">
          {t("pipeline.lead.revealed", { pan: revealed })}
        </p>
      ) : null}
      {canAct && a.panMasked ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-brand-800 underline">{t("pipeline.lead.reveal")}</summary>
          <ActionForm intent="reveal" label={t("pipeline.lead.revealButton")}>
            <ReasonField
              name="reason"
              label={t("pipeline.lead.revealReason")}
              id={`reveal-reason-${locale}`}
            />
          </ActionForm>
        </details>
      ) : null}
    </Section>
  );
}

function Consents({ lead }: { lead: LeadData["lead"] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section title={t("pipeline.lead.consents")} testId="lead-consents">
      {lead.consents.length === 0 ? (
        <p>{t("pipeline.lead.noConsents")}</p>
      ) : (
        <ul className="space-y-1">
          {lead.consents.map((c) => (
            <li key={`${c.purpose}-${c.at}`}>
              <strong>{t(`pipeline.lead.consentPurpose.${c.purpose}`)}</strong>:{" "}
              {t("pipeline.lead.consentAt", {
                state: c.granted ? t("pipeline.lead.given") : t("pipeline.lead.withdrawn"),
                date: formatDate(new Date(c.at), locale),
                version: c.textVersion,
              })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Offers({
  lead,
  canAct,
  badges,
}: {
  lead: LeadData["lead"];
  canAct: boolean;
  badges: LeadData["badges"];
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("pipeline.lead.offers")} className="mt-4" testId="lead-offers">
      {lead.offers.length === 0 ? (
        <p>{t("pipeline.lead.noOffers")}</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t("pipeline.lead.offers")}
          className="overflow-x-auto"
        >
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr>
                {(["lender", "amount", "rate", "tenure", "emi", "fee", "net", "apr", "kfs"] as const).map(
                  (col) => (
                    <th key={col} scope="col" className="whitespace-nowrap px-2 py-1 font-semibold">
                      {t(`pipeline.lead.offerCol.${col}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {lead.offers.map((offer) => (
                <tr key={offer.lenderId} className="border-t border-line align-top" data-testid="offer-row">
                  <th scope="row" className="px-2 py-1 font-semibold">
                    <LenderName
                      lender={badges[offer.lenderId]}
                      name={offer.lenderName}
                      className="whitespace-nowrap"
                    />
                    {offer.chosen ? (
                      <span className="block text-xs font-normal text-ink-soft">
                        {t("pipeline.lead.chosen")}
                      </span>
                    ) : null}
                  </th>
                  <td className="whitespace-nowrap px-2 py-1">{formatRupees(offer.loanAmount)}</td>
                  <td className="whitespace-nowrap px-2 py-1">{offer.roi}%</td>
                  <td className="whitespace-nowrap px-2 py-1">
                    {t("pipeline.lead.months", { count: offer.tenure })}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1">{formatRupees(offer.emi)}</td>
                  <td className="whitespace-nowrap px-2 py-1">
                    {offer.processingFeeWithGst !== null ? formatRupees(offer.processingFeeWithGst) : "—"}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1">
                    {offer.netDisbursedAmount !== null ? formatRupees(offer.netDisbursedAmount) : "—"}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1" data-testid="offer-apr">
                    {offer.apr !== null ? `${offer.apr}%` : "—"}
                  </td>
                  <td className="px-2 py-1">
                    <a href={offer.kfsUrl} className="text-brand-800 underline">
                      {t("pipeline.lead.kfsLink")}
                    </a>
                    {canAct ? (
                      <ActionForm
                        intent="consentLink"
                        version={lead.version}
                        label={t("pipeline.lead.sendConsent")}
                      >
                        <input type="hidden" name="lenderId" value={offer.lenderId} />
                      </ActionForm>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Section>
  );
}
