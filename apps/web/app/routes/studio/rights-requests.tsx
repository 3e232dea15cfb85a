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
import {
  DeskCardTitle,
  DeskDates,
  DeskHeader,
  DeskSection,
  DeskTextForm,
} from "../../features/studio/desk-list.tsx";
import { requireEmployeeForm, requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
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
  const { employee, deps, locale, form } = await requireEmployeeForm(args, ROLES);
  const { context } = args;
  const t = translatorFor(locale);
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
      <DeskCardTitle
        title={`${t(`rightsdesk.kind.${row.kind}`)} · ${row.reference}`}
        status={t(`rightsdesk.status.${row.status}`)}
      />
      <DeskDates
        lead={`${t("rightsdesk.customer", { mobile: row.mobile })} · ${t("rightsdesk.filed", { date: row.filed })}`}
        due={t("rightsdesk.due", { date: row.due })}
        overdue={row.overdue ? t("rightsdesk.overdue") : null}
      />
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
        <DeskTextForm
          reference={row.reference}
          id={`answer-${row.reference}`}
          name="response"
          label={t("rightsdesk.answerLabel")}
          maxLength={RIGHTS_RESPONSE_MAX}
          buttonsClassName="flex flex-wrap gap-2"
        >
          <button type="submit" name="intent" value="done" className="btn-primary" disabled={busy}>
            {t(row.kind === "erasure" ? "rightsdesk.completeErasure" : "rightsdesk.complete")}
          </button>
          <button type="submit" name="intent" value="rejected" className="btn-secondary" disabled={busy}>
            {t("rightsdesk.reject")}
          </button>
        </DeskTextForm>
      )}
    </li>
  );
  return (
    <>
      <DeskHeader
        title={t("rightsdesk.title")}
        intro={t("rightsdesk.intro")}
        result={result}
        text={result ? `${result.reference} · ${result.message}` : null}
        testId="rights-desk-result"
      />
      <DeskSection
        first
        title={t("rightsdesk.open")}
        rows={loaderData.open}
        card={(row) => card(row, false)}
        empty={
          <EmptyState
            className="mt-3"
            text={t("rightsdesk.empty")}
            next={{ to: href("/studio"), label: t("emptyList.studioHome") }}
            testId="rights-open-empty"
          />
        }
      />
      <DeskSection
        title={t("rightsdesk.answered")}
        rows={loaderData.answered}
        card={(row) => card(row, true)}
        empty={
          <EmptyState
            compact
            className="mt-3"
            text={t("rightsdesk.emptyAnswered")}
            testId="rights-answered-empty"
          />
        }
      />
    </>
  );
}
