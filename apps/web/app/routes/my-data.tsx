import { bureauLabel } from "@loansetu/api/content/bureaus";
import { AppError } from "@loansetu/api/lib/errors";
import { hasControlCharacters } from "@loansetu/api/lib/safe-text";
import { applicationChoicesOf, ledgerOf, withdrawnNow } from "@loansetu/api/privacy/ledger";
import { RIGHTS_DETAILS_MAX } from "@loansetu/api/privacy/limits";
import { fileRightsRequest, type RightsKind, rightsRequestsOf } from "@loansetu/api/privacy/rights-requests";
import {
  LEDGER_CONSENTS,
  type LedgerConsentKind,
  REGRANT_PURPOSES,
  type RegrantPurpose,
  regrantConsent,
  type WithdrawalPurpose,
  withdrawByCustomer,
  withdrawLedgerConsent,
} from "@loansetu/api/privacy/withdrawals";
import { formatDate } from "@loansetu/domain/format";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { GrievanceCard } from "../features/my-data/grievance-card.tsx";
import { LedgerLists } from "../features/my-data/ledger-lists.tsx";
import { customerOrLogin, localeOf } from "../features/my-data/my-data.server.ts";
import { RequestList } from "../features/my-data/request-list.tsx";
import { formatWhen } from "../features/my-data/when.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { lenderIdentity } from "../ui/lender-badge.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import { useReveal } from "../ui/use-reveal.ts";
import type { Route } from "./+types/my-data";

// `/dashboard/my-data`: "My data and consents" — the consent and sharing ledger, withdrawing a
// consent in one step, the data download, correction and erasure requests with their status, and the
// grievance officer. Server-rendered; every form works without JavaScript.

export const handle: I18nHandle = { i18n: ["mydata"] };

const SIMPLE_PURPOSES = REGRANT_PURPOSES;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const db = deps.database.db;
  const userId = customer.user.id;
  const [ledger, requests, choices, site, lenders] = await Promise.all([
    ledgerOf(db, userId),
    rightsRequestsOf(db, userId),
    applicationChoicesOf(db, userId),
    deps.data.get("site.json"),
    deps.data.get("lenders.json"),
  ]);
  // A lender recipient (recorded by its full name) carries its badge.
  const lenderByName = new Map(lenders.lenders.map((l) => [l.name, lenderIdentity(l)]));
  const now = withdrawnNow(ledger);
  const withdrawnAt = (purpose: string) => ledger.withdrawals.find((w) => w.purpose === purpose)?.at ?? null;
  const t = translatorFor(locale);
  const officer = site.grievanceOfficer;
  return {
    title: t("mydata.title"),
    ledger: {
      ...ledger,
      sharings: ledger.sharings.map((sharing) => ({
        ...sharing,
        recipient:
          sharing.recipientKind === "bureau"
            ? (bureauLabel(sharing.recipientName, locale) ?? t("mydata.ledger.bureau"))
            : sharing.recipientName,
        lender: sharing.recipientKind === "lender" ? (lenderByName.get(sharing.recipientName) ?? null) : null,
      })),
    },
    simple: SIMPLE_PURPOSES.map((purpose) => ({
      purpose,
      withdrawnAt: now[purpose] ? withdrawnAt(purpose) : null,
    })),
    choices: choices
      .filter((app) => !now.applications.has(app.reference))
      .map((app) => ({ reference: app.reference, date: formatDate(app.createdAt, locale) })),
    requests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      details: request.details,
      response: request.response,
      outcome: request.outcome,
      createdAt: request.createdAt.toISOString(),
      dueAt: request.dueAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
    })),
    officer: {
      name: officer.name,
      email: officer.email,
      phone: officer.phone,
      acknowledgeWithinDays: officer.acknowledgeWithinDays,
      resolveWithinDays: officer.resolveWithinDays,
      escalationUrl: officer.escalation.url,
      escalationName: locale === "hi" ? officer.escalation.nameHi : officer.escalation.name,
    },
  };
}

type ActionResult = { ok: boolean; message: string };

export async function action({ params, request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const { requestId, clientIp } = context.get(appContext);
  const t = translatorFor(locale);
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  try {
    if (intent === "withdraw") {
      const purpose = text("purpose");
      if (!["marketing", "whatsappUpdates", "applicationSharing"].includes(purpose))
        return { ok: false, message: t("mydata.rights.failed") };
      const reference = text("reference");
      const changed = await withdrawByCustomer(
        deps.database.db,
        {
          userId: customer.user.id,
          purpose: purpose as WithdrawalPurpose,
          reference: /^LS\d{6,18}$/.test(reference) ? reference : undefined,
          locale,
          at: deps.clock(),
          ip: clientIp,
          requestId,
        },
        () => new AppError("BAD_REQUEST", t("mydata.withdraw.noApplications")),
      );
      return { ok: true, message: t(changed ? "mydata.withdraw.done" : "mydata.withdraw.already") };
    }
    if (intent === "withdrawOne") {
      const kind = text("kind");
      if (!(LEDGER_CONSENTS as readonly string[]).includes(kind))
        return { ok: false, message: t("mydata.rights.failed") };
      const reference = text("reference");
      const changed = await withdrawLedgerConsent(
        deps.database.db,
        {
          userId: customer.user.id,
          kind: kind as LedgerConsentKind,
          reference: /^LS\d{6,18}$/.test(reference) ? reference : undefined,
          locale,
          at: deps.clock(),
          ip: clientIp,
          requestId,
        },
        () => new AppError("BAD_REQUEST", t("mydata.withdraw.noApplications")),
      );
      return { ok: true, message: t(changed ? "mydata.withdraw.done" : "mydata.withdraw.already") };
    }
    if (intent === "regrant") {
      const purpose = text("purpose");
      if (!(REGRANT_PURPOSES as readonly string[]).includes(purpose))
        return { ok: false, message: t("mydata.rights.failed") };
      const changed = await regrantConsent(deps.database.db, {
        userId: customer.user.id,
        purpose: purpose as RegrantPurpose,
        locale,
        at: deps.clock(),
        ip: clientIp,
        requestId,
      });
      return { ok: true, message: t(changed ? "mydata.withdraw.regranted" : "mydata.withdraw.notWithdrawn") };
    }
    if (intent === "correction" || intent === "erasure") {
      const details = text("details").trim();
      if (intent === "correction" && !details)
        return { ok: false, message: t("mydata.rights.correctionText") };
      if (details.length > RIGHTS_DETAILS_MAX || hasControlCharacters(details, { multiline: true }))
        return { ok: false, message: t("mydata.rights.failed") };
      const row = await fileRightsRequest(deps, {
        userId: customer.user.id,
        kind: intent as RightsKind,
        details: details || null,
        locale,
        ip: clientIp,
        requestId,
      });
      return {
        ok: true,
        message: t("mydata.rights.filed", { reference: row.reference, due: formatDate(row.dueAt, locale) }),
      };
    }
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: false, message: t("mydata.rights.failed") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export default function MyData({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const result = useActionData<typeof action>();
  // The result is written above the requests; the button that asked may be far down a phone's screen.
  const answer = useReveal<HTMLParagraphElement>(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const data = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <Link to={href("/dashboard")} className="text-sm font-semibold text-brand-800 underline">
        {t("mydata.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">{t("mydata.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("mydata.intro")}</p>
      <div aria-live="polite" className="mt-3">
        {result ? (
          <p
            ref={answer}
            role={result.ok ? "status" : "alert"}
            className={`font-semibold ${result.ok ? "text-brand-800" : "text-danger"}`}
            data-testid="my-data-result"
          >
            {result.message}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="withdraw-heading" className="mt-6">
        <h2 id="withdraw-heading" className="text-xl font-bold text-brand-950">
          {t("mydata.withdraw.heading")}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t("mydata.withdraw.intro")}</p>
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          {data.simple.map(({ purpose, withdrawnAt }) => (
            <li
              key={purpose}
              className="card flex flex-col"
              data-testid="withdraw-card"
              data-purpose={purpose}
            >
              <h3 className="font-semibold">{t(`mydata.withdraw.${purpose}`)}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-soft">{t(`mydata.withdraw.${purpose}Text`)}</p>
              {withdrawnAt ? (
                <>
                  <p className="mt-3 text-sm font-semibold text-ink" data-testid="withdrawn-on">
                    {t("mydata.withdraw.withdrawnOn", { when: formatWhen(withdrawnAt, locale) })}
                  </p>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="regrant" />
                    <input type="hidden" name="purpose" value={purpose} />
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("mydata.withdraw.regrant")}
                    </button>
                  </Form>
                </>
              ) : (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="purpose" value={purpose} />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {t("mydata.withdraw.button")}
                  </button>
                </Form>
              )}
            </li>
          ))}
          <li className="card flex flex-col" data-testid="withdraw-card" data-purpose="applicationSharing">
            <h3 className="font-semibold">{t("mydata.withdraw.applicationSharing")}</h3>
            <p className="mt-1 flex-1 text-sm text-ink-soft">{t("mydata.withdraw.applicationSharingText")}</p>
            {data.choices.length === 0 ? (
              <p className="mt-3 text-sm text-ink-soft">{t("mydata.withdraw.noApplications")}</p>
            ) : (
              <Form method="post" className="mt-3 grid gap-2">
                <input type="hidden" name="intent" value="withdraw" />
                <input type="hidden" name="purpose" value="applicationSharing" />
                <label className="text-sm font-semibold" htmlFor="withdraw-reference">
                  {t("mydata.withdraw.application")}
                </label>
                <select
                  id="withdraw-reference"
                  name="reference"
                  required
                  className="min-h-11 rounded border border-line bg-white px-2"
                >
                  {data.choices.map((choice) => (
                    <option key={choice.reference} value={choice.reference}>
                      {choice.reference} · {choice.date}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn-secondary" disabled={busy}>
                  {t("mydata.withdraw.button")}
                </button>
              </Form>
            )}
          </li>
        </ul>
      </section>

      <section aria-labelledby="rights-heading" className="mt-8">
        <h2 id="rights-heading" className="text-xl font-bold text-brand-950">
          {t("mydata.rights.heading")}
        </h2>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <div className="card">
            <h3 className="font-semibold">{t("mydata.rights.download")}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t("mydata.rights.downloadText")}</p>
            <p className="mt-3 flex flex-col gap-2">
              <a
                href="/api/my-data/export.json"
                download
                className="btn-secondary"
                data-testid="download-json"
              >
                {t("mydata.rights.downloadJson")}
              </a>
              <a
                href={`/api/my-data/export.pdf?lang=${locale}`}
                download
                className="btn-secondary"
                data-testid="download-pdf"
              >
                {t("mydata.rights.downloadPdf")}
              </a>
            </p>
          </div>
          <Form method="post" className="card grid gap-2" data-testid="correction-form">
            <h3 className="font-semibold">{t("mydata.rights.correction")}</h3>
            <p className="text-sm text-ink-soft">{t("mydata.rights.correctionText")}</p>
            <input type="hidden" name="intent" value="correction" />
            <label className="text-sm font-semibold" htmlFor="correction-details">
              {t("mydata.rights.correctionLabel")}
            </label>
            <textarea
              id="correction-details"
              name="details"
              required
              maxLength={RIGHTS_DETAILS_MAX}
              rows={3}
              className="rounded border border-line p-2"
            />
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("mydata.rights.correctionButton")}
            </button>
          </Form>
          <Form method="post" className="card grid gap-2" data-testid="erasure-form">
            <h3 className="font-semibold">{t("mydata.rights.erasure")}</h3>
            <p className="text-sm text-ink-soft">{t("mydata.rights.erasureText")}</p>
            <input type="hidden" name="intent" value="erasure" />
            <button type="submit" className="btn-secondary self-end" disabled={busy}>
              {t("mydata.rights.erasureButton")}
            </button>
          </Form>
        </div>
        <RequestList requests={data.requests} />
      </section>

      <LedgerLists ledger={data.ledger} busy={busy} />
      <GrievanceCard officer={data.officer} />
    </div>
  );
}
