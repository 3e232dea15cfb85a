import { AppError } from "@loansetu/api/lib/errors";
import { cityField } from "@loansetu/api/partners/fields";
import { decidePartner, type PartnerDecision } from "@loansetu/api/partners/moderation";
import {
  PARTNER_STATUSES,
  type PartnerStatus,
  salesEmployeeCode,
  studioPartners,
} from "@loansetu/api/partners/studio-queries";
import { decisionRemarks, needsRemarks } from "@loansetu/api/partners/studio-routes";
import { emailField } from "@loansetu/api/studio/schemas";
import { formatDate } from "@loansetu/domain/format";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { INPUT } from "../../features/partners/form-bits.tsx";
import { assertSameOrigin } from "../../features/partners/partners.server.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/partners";

// `/studio/partners` (operations): partners by status, oldest waiting first, with approve,
// reject, suspend and reinstate (remarks needed to reject or suspend), each through decidePartner, which
// writes its audit entry in the same transaction; and a code for a sales employee.

export const handle: I18nHandle = { i18n: ["studio", "partners"] };

const ROLES = ["operations"] as const;
const TABS = [...PARTNER_STATUSES, "all"] as const;
type Tab = (typeof TABS)[number];
const DECISIONS: Record<PartnerStatus, PartnerDecision[]> = {
  pending: ["approve", "reject"],
  approved: ["suspend"],
  suspended: ["reinstate"],
  rejected: [],
};

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, ROLES);
  const t = translatorFor(locale);
  const asked = new URL(args.request.url).searchParams.get("status") ?? "pending";
  const tab: Tab = (TABS as readonly string[]).includes(asked) ? (asked as Tab) : "pending";
  const rows = await studioPartners(deps.database.db, tab);
  return {
    title: t("partners.studio.title"),
    tab,
    partners: rows.map((row) => ({ ...row, signedUp: formatDate(new Date(row.createdAt), locale) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, ROLES);
  const t = translatorFor(locale);
  assertSameOrigin(args.request, deps);
  const form = await args.request.formData();
  const { requestId, clientIp } = args.context.get(appContext);
  const intent = String(form.get("intent") ?? "");
  if (intent === "sales-code") {
    const email = emailField.safeParse(String(form.get("email") ?? ""));
    const city = cityField.safeParse(String(form.get("city") ?? ""));
    if (!email.success || !city.success)
      return { ok: false, partnerId: "", message: t("partners.studio.failed") };
    try {
      const { code } = await salesEmployeeCode(deps, {
        email: email.data,
        city: city.data,
        actor: employee,
        requestId,
        ip: clientIp,
        locale,
      });
      return { ok: true, partnerId: "", message: t("partners.studio.salesDone", { code }) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, partnerId: "", message: error.message };
      throw error;
    }
  }
  const partnerId = String(form.get("partnerId") ?? "");
  const decision = intent as PartnerDecision;
  if (
    !/^[0-9a-f-]{36}$/i.test(partnerId) ||
    !["approve", "reject", "suspend", "reinstate"].includes(decision)
  )
    return { ok: false, partnerId, message: t("partners.studio.failed") };
  const remarks = decisionRemarks.safeParse(String(form.get("remarks") ?? ""));
  if (!remarks.success) return { ok: false, partnerId, message: t("partners.studio.failed") };
  if (needsRemarks(decision) && !remarks.data)
    return { ok: false, partnerId, message: t("partners.studio.needRemarks") };
  try {
    await decidePartner(deps, {
      partnerId,
      decision,
      remarks: remarks.data || null,
      actor: employee,
      requestId,
      ip: clientIp,
      locale,
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, partnerId, message: error.message };
    throw error;
  }
  return { ok: true, partnerId, message: t(`partners.studio.done.${decision}`) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Partners") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StudioPartners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const result = useActionData<typeof action>();
  // The result is written above the list; the button that asked for it may be far down a phone's screen.
  const answer = useReveal<HTMLParagraphElement>(result);
  const navigation = useNavigation();
  const busyId =
    navigation.state === "submitting" ? String(navigation.formData?.get("partnerId") ?? "") : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{t("partners.studio.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("partners.studio.intro")}</p>
      <nav aria-label={t("partners.studio.title")} className="mt-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={href(`/studio/partners?status=${tab}`)}
            aria-current={loaderData.tab === tab ? "page" : undefined}
            className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${
              loaderData.tab === tab ? "border-brand-800 bg-brand-800 text-white" : "border-line bg-white"
            }`}
          >
            {t(`partners.studio.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <div aria-live="polite" className="mt-3">
        {result ? (
          <p
            ref={answer}
            role={result.ok ? "status" : "alert"}
            className={`font-semibold ${result.ok ? "text-brand-800" : "text-danger"}`}
            data-testid="partner-decision-result"
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {loaderData.partners.length === 0 ? (
        // Partners come from the public sign-up page: the way to get more is to send people there.
        <EmptyState
          className="mt-4"
          text={t("partners.studio.empty")}
          next={{ to: href("/partners"), label: t("emptyList.invitePartners") }}
          testId="studio-partners-empty"
        />
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {loaderData.partners.map((partner) => (
            <li key={partner.id} className="card" data-testid="studio-partner" data-code={partner.code}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-lg font-semibold" lang="en">
                  {partner.businessName}
                </p>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  {t(`partners.studio.tabs.${partner.status}`)}
                </span>
              </div>
              <p className="text-sm">
                {t(`partners.studio.kind.${partner.kind}`)} · <span lang="en">{partner.city}</span> ·{" "}
                <span className="font-mono">{t("partners.studio.code", { code: partner.code })}</span>
              </p>
              <p className="text-sm">
                <span lang="en">{partner.contactName}</span>
                {partner.mobile ? ` · ${partner.mobile}` : ""}
                {partner.email ? ` · ${partner.email}` : ""}
              </p>
              <p className="text-sm">
                {partner.panMasked ? t("partners.studio.pan", { pan: partner.panMasked }) : null}
                {partner.gstin ? t("partners.studio.gstin", { gstin: partner.gstin }) : null}
              </p>
              <p className="text-xs text-ink-soft">
                {t("partners.studio.signedUp", { date: partner.signedUp })}
              </p>
              {partner.decisionRemarks ? (
                <p className="mt-1 text-sm italic">{partner.decisionRemarks}</p>
              ) : null}
              {DECISIONS[partner.status].length > 0 ? (
                <Form method="post" className="mt-3 space-y-2">
                  <input type="hidden" name="partnerId" value={partner.id} />
                  <label htmlFor={`remarks-${partner.id}`} className="block text-sm font-semibold">
                    {t("partners.studio.remarks")}
                  </label>
                  <p id={`remarks-hint-${partner.id}`} className="text-xs text-ink-soft">
                    {t("partners.studio.remarksHint")}
                  </p>
                  <input
                    id={`remarks-${partner.id}`}
                    name="remarks"
                    maxLength={300}
                    aria-describedby={`remarks-hint-${partner.id}`}
                    className={INPUT}
                  />
                  <div className="flex flex-wrap gap-3">
                    {DECISIONS[partner.status].map((decision) => (
                      <button
                        key={decision}
                        type="submit"
                        name="intent"
                        value={decision}
                        className={
                          decision === "approve" || decision === "reinstate" ? "btn-primary" : "btn-secondary"
                        }
                        disabled={busyId === partner.id}
                      >
                        {t(`partners.studio.${decision}`)}
                      </button>
                    ))}
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section className="card mt-8 max-w-xl" aria-labelledby="sales-code-title">
        <h2 id="sales-code-title" className="text-lg font-semibold">
          {t("partners.studio.salesTitle")}
        </h2>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="partnerId" value="" />
          <label htmlFor="sales-email" className="block text-sm font-semibold">
            {t("partners.studio.salesEmail")}
          </label>
          <input id="sales-email" name="email" type="email" required maxLength={254} className={INPUT} />
          <label htmlFor="sales-city" className="block text-sm font-semibold">
            {t("partners.studio.salesCity")}
          </label>
          <input id="sales-city" name="city" required maxLength={60} className={INPUT} />
          <button type="submit" name="intent" value="sales-code" className="btn-secondary">
            {t("partners.studio.salesSubmit")}
          </button>
        </Form>
      </section>
    </>
  );
}
