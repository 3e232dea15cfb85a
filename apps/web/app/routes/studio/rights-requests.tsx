import { AppError } from "@loansetu/api/lib/errors";
import { RIGHTS_RESPONSE_MAX } from "@loansetu/api/privacy/limits";
import {
  answerRightsRequest,
  rightsRequestsForStudio,
  startRightsRequest,
} from "@loansetu/api/privacy/rights-requests";
import { rightsResponseField, studioRequestView } from "@loansetu/api/privacy/studio-routes";
import { formatDate } from "@loansetu/domain/format";
import { Form, useActionData, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/rights-requests";

// `/studio/rights-requests` (operations): customers' correction and erasure requests, soonest due
// first. Take one, then complete it (an erasure is carried out then) or refuse it with the answer the
// customer reads. Plain forms; each step is one named function with its audit entry.

export const handle: I18nHandle = { i18n: ["studio", "rightsdesk"] };

const ROLES = ["operations"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, ROLES);
  const t = translatorFor(locale);
  const { open, answered } = await rightsRequestsForStudio(deps.database.db);
  const now = deps.clock().getTime();
  const view = (row: Parameters<typeof studioRequestView>[0]) => {
    const shown = studioRequestView(row);
    return {
      ...shown,
      filed: formatDate(new Date(shown.createdAt), locale),
      due: formatDate(new Date(shown.dueAt), locale),
      overdue: shown.completedAt === null && Date.parse(shown.dueAt) < now,
    };
  };
  return { title: t("rightsdesk.title"), open: open.map(view), answered: answered.map(view) };
}

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, ROLES);
  const { request, context } = args;
  const t = translatorFor(locale);
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  const form = await request.formData();
  const reference = String(form.get("reference") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (!/^DR\d{8}$/.test(reference)) return { reference, ok: false, message: t("rightsdesk.failed") };
  const { requestId, clientIp } = context.get(appContext);
  const step = { actor: employee, locale, requestId, ip: clientIp };
  try {
    if (intent === "start") {
      await startRightsRequest(deps, reference, step);
      return { reference, ok: true, message: t("rightsdesk.status.inProgress") };
    }
    if (intent === "done" || intent === "rejected") {
      const parsed = rightsResponseField.safeParse(String(form.get("response") ?? ""));
      if (!parsed.success) return { reference, ok: false, message: t("rightsdesk.answerNeeded") };
      await answerRightsRequest(deps, reference, { outcome: intent, response: parsed.data }, step);
      return { reference, ok: true, message: t(`rightsdesk.status.${intent}`) };
    }
  } catch (error) {
    if (error instanceof AppError) return { reference, ok: false, message: error.message };
    throw error;
  }
  return { reference, ok: false, message: t("rightsdesk.failed") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Data requests") },
  { name: "robots", content: "noindex, nofollow" },
];

type RequestRow = Awaited<ReturnType<typeof loader>>["open"][number];

export default function StudioRightsRequests({ loaderData }: Route.ComponentProps) {
  const { href } = useLocale();
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  // The result is written above the list; the button that asked for it may be far down a phone's screen.
  const answer = useReveal<HTMLParagraphElement>(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const card = (row: RequestRow, answered: boolean) => (
    <li
      key={row.reference}
      className="card"
      data-testid="studio-rights-request"
      data-reference={row.reference}
      data-status={row.status}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {t(`rightsdesk.kind.${row.kind}`)} · {row.reference}
        </span>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {t(`rightsdesk.status.${row.status}`)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {t("rightsdesk.customer", { mobile: row.mobile })} · {t("rightsdesk.filed", { date: row.filed })} ·{" "}
        <span className={row.overdue ? "font-semibold text-danger" : undefined}>
          {t("rightsdesk.due", { date: row.due })}
          {row.overdue ? ` (${t("rightsdesk.overdue")})` : ""}
        </span>
      </p>
      {row.details ? <p className="mt-2 whitespace-pre-line text-sm">{row.details}</p> : null}
      {answered ? (
        row.response ? (
          <p className="mt-2 whitespace-pre-line text-sm text-ink-soft">{row.response}</p>
        ) : null
      ) : row.status === "received" ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="reference" value={row.reference} />
          <button type="submit" name="intent" value="start" className="btn-primary" disabled={busy}>
            {t("rightsdesk.take")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="reference" value={row.reference} />
          <label className="text-sm font-semibold" htmlFor={`answer-${row.reference}`}>
            {t("rightsdesk.answerLabel")}
          </label>
          <textarea
            id={`answer-${row.reference}`}
            name="response"
            required
            rows={3}
            maxLength={RIGHTS_RESPONSE_MAX}
            className="rounded border border-line p-2"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="done" className="btn-primary" disabled={busy}>
              {t(row.kind === "erasure" ? "rightsdesk.completeErasure" : "rightsdesk.complete")}
            </button>
            <button type="submit" name="intent" value="rejected" className="btn-secondary" disabled={busy}>
              {t("rightsdesk.reject")}
            </button>
          </div>
        </Form>
      )}
    </li>
  );
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("rightsdesk.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("rightsdesk.intro")}</p>
      <div aria-live="polite" className="mt-3">
        {result ? (
          <p
            ref={answer}
            role={result.ok ? "status" : "alert"}
            className={`font-semibold ${result.ok ? "text-brand-800" : "text-danger"}`}
            data-testid="rights-desk-result"
          >
            {result.reference} · {result.message}
          </p>
        ) : null}
      </div>
      <h2 className="mt-6 text-xl font-bold text-brand-950">{t("rightsdesk.open")}</h2>
      {loaderData.open.length === 0 ? (
        <EmptyState
          className="mt-3"
          text={t("rightsdesk.empty")}
          next={{ to: href("/studio"), label: t("emptyList.studioHome") }}
          testId="rights-open-empty"
        />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">{loaderData.open.map((row) => card(row, false))}</ul>
      )}
      <h2 className="mt-8 text-xl font-bold text-brand-950">{t("rightsdesk.answered")}</h2>
      {loaderData.answered.length === 0 ? (
        <EmptyState
          compact
          className="mt-3"
          text={t("rightsdesk.emptyAnswered")}
          testId="rights-answered-empty"
        />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {loaderData.answered.map((row) => card(row, true))}
        </ul>
      )}
    </>
  );
}
