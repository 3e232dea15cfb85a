import { statusBody } from "@loansetu/api/payouts/studio-routes";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import { emailField } from "@loansetu/api/studio/schemas";
import { kolkataDate } from "@loansetu/domain/application";
import { formatDate } from "@loansetu/domain/format";
import { nextPayoutStatuses, type PayoutStatus } from "@loansetu/domain/payout";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { PayoutFigures } from "../../features/payouts/payout-figures.tsx";
import { figureTexts, payoutServices } from "../../features/payouts/payouts.server.ts";
import { refusalOf } from "../../features/pipeline/pipeline.server.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { badgesByShortName, LenderName } from "../../ui/lender-badge.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useReveal } from "../../ui/use-reveal.ts";
import type { Route } from "./+types/payout";

// `/studio/payouts/:reference`: one payout's figures (GST and TDS apart), its history, and for
// finance the status form (always with remarks; with Paid, optionally the paid amount) and the payout
// status link for the lender's operations contact. Plain forms; post, redirect, get.

export const handle: I18nHandle = { i18n: ["studio", "payouts"] };
const READ_ROLES = ["finance", "admin"] as const;
const ACT_ROLES = ["finance"] as const;
const REFERENCE = /^LS\d{6,18}$/;

export async function loader(args: Route.LoaderArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const { reference } = args.params;
  if (!REFERENCE.test(reference)) throw new Response("Not found", { status: 404 });
  const found = await payoutServices(deps).payouts.ofLead(reference);
  if (!found) throw new Response("Not found", { status: 404 });
  const { payout } = found;
  const url = new URL(args.request.url);
  const lenders = (await deps.data.get("lenders.json")).lenders;
  return {
    title: translatorFor(locale)("payouts.detail.title", { reference }),
    reference,
    canAct: hasAnyRole(employee, ACT_ROLES),
    done: url.searchParams.get("done"),
    partner: found.partnerName,
    lender: found.lenderName,
    badge: badgesByShortName(lenders, [found.lenderName])[found.lenderName],
    product: payout.product,
    month: payout.month,
    status: payout.status as PayoutStatus,
    version: payout.version,
    remarks: payout.remarks,
    gridSource: payout.gridSource === "file" ? "file" : "entry",
    receipt: payout.receiptConfirmedAt ? formatDate(payout.receiptConfirmedAt, locale) : null,
    utr: payout.utr,
    paidOn: payout.paidOn ? formatDate(new Date(`${payout.paidOn}T00:00:00+05:30`), locale) : null,
    today: kolkataDate(deps.clock()),
    next: nextPayoutStatuses(payout.status as PayoutStatus),
    figures: figureTexts(payout),
    history: found.history.map((h) => ({
      id: h.id,
      status: h.status,
      remarks: h.remarks,
      source: h.source,
      paid: h.payout,
      at: formatDate(h.at, locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Payout") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, ACT_ROLES);
  const { request, context, params } = args;
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  if (!REFERENCE.test(params.reference)) throw new Response("Not found", { status: 404 });
  const t = translatorFor(locale);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const { clientIp, requestId } = context.get(appContext);
  const actor = { employee, ip: clientIp ?? "127.0.0.1", requestId, locale };
  const { payouts, links } = payoutServices(deps);
  try {
    if (text("intent") === "link") {
      const email = emailField.safeParse(text("email").trim());
      if (!email.success)
        return data({ error: email.error.issues[0]?.message ?? t("payouts.errors.failed") }, { status: 400 });
      const found = await payouts.ofLead(params.reference);
      if (!found) throw new Response("Not found", { status: 404 });
      await links.send(params.reference, email.data, deps.config.publicOrigin, {
        ...actor,
        leadId: found.payout.applicationId,
      });
    } else {
      const paid = text("payout").trim();
      // The transfer's UTR and date go with Paid only (the form shows them whenever Paid can be chosen).
      const transfer =
        text("status") === "Paid"
          ? { utr: text("utr").trim() || undefined, paidOn: text("paidOn").trim() || undefined }
          : {};
      const parsed = statusBody.safeParse({
        status: text("status"),
        remarks: text("remarks"),
        version: Number(text("version")),
        ...(paid ? { payout: Number(paid) } : {}),
        ...transfer,
      });
      if (!parsed.success) return data({ error: t("payouts.detail.remarksHint") }, { status: 400 });
      await payouts.changeStatus(
        params.reference,
        {
          status: parsed.data.status,
          remarks: parsed.data.remarks,
          paidRupees: parsed.data.payout,
          version: parsed.data.version,
          utr: parsed.data.utr,
          paidOn: parsed.data.paidOn,
        },
        actor,
      );
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = refusalOf(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
  return redirect(
    `${localePath(locale, `/studio/payouts/${params.reference}`)}?done=${text("intent") === "link" ? "link" : "status"}`,
  );
}

const field = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";

export default function StudioPayout({ loaderData: p, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const busy = useNavigation().state !== "idle";
  // The answer is written under the heading; on a phone the form that asked for it may be far below.
  const answer = useReveal<HTMLParagraphElement>(actionData ?? p.done);
  return (
    <>
      <p>
        <Link to={href("/studio/payouts")} className="text-sm text-brand-800 underline">
          {t("payouts.detail.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">
        {t("payouts.detail.heading", { reference: p.reference })}
      </h1>
      <p className="mt-1 text-lg" data-testid="payout-current-status">
        {t(`payouts.status.${p.status}`)}
      </p>
      {p.done ? (
        <p ref={answer} role="status" className="mt-2 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {p.done === "link" ? t("payouts.detail.sent") : t("payouts.detail.saved")}
        </p>
      ) : null}
      {actionData?.error ? (
        <p ref={answer} role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border border-line bg-white p-4">
          <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-soft">{t("payouts.detail.partner")}</dt>
            <dd>{p.partner}</dd>
            <dt className="text-ink-soft">{t("payouts.detail.lender")}</dt>
            <dd>
              <LenderName lender={p.badge} name={p.lender} />
            </dd>
            <dt className="text-ink-soft">{t("payouts.detail.product")}</dt>
            <dd>{t(`payouts.product.${p.product}`)}</dd>
            <dt className="text-ink-soft">{t("payouts.detail.month")}</dt>
            <dd>{p.month}</dd>
            <dt className="text-ink-soft">{t("payouts.detail.grid")}</dt>
            <dd>{p.gridSource === "file" ? t("payouts.detail.gridFile") : t("payouts.detail.gridEntry")}</dd>
          </dl>
          <PayoutFigures figures={p.figures} />
          {p.utr ? (
            <p className="mt-3 text-sm" data-testid="payout-transfer">
              {t("payouts.detail.transfer", { utr: p.utr, date: p.paidOn ?? "" })}
            </p>
          ) : null}
          {p.receipt ? (
            <p className="mt-3 text-sm text-green-900" data-testid="payout-receipt">
              {t("payouts.detail.receipt", { date: p.receipt })}
            </p>
          ) : null}
        </section>

        {p.canAct ? (
          <section className="rounded-lg border border-line bg-white p-4">
            <h2 className="text-lg font-semibold text-brand-950">{t("payouts.detail.change")}</h2>
            {p.next.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t("payouts.detail.final")}</p>
            ) : (
              <Form method="post" className="mt-2 space-y-3">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="version" value={p.version} />
                <label className="block text-sm font-medium text-ink">
                  {t("payouts.detail.newStatus")}
                  <select name="status" className={field} required>
                    {p.next.map((s) => (
                      <option key={s} value={s}>
                        {t(`payouts.status.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block text-sm font-medium text-ink">
                  {t("payouts.detail.remarks")}
                  <textarea
                    name="remarks"
                    required
                    maxLength={1000}
                    rows={3}
                    aria-describedby="remarks-hint"
                    className={field}
                  />
                  <span id="remarks-hint" className="mt-1 block text-xs text-ink-soft">
                    {t("payouts.detail.remarksHint")}
                  </span>
                </label>
                {p.next.includes("Paid") ? (
                  <label className="block text-sm font-medium text-ink">
                    {t("payouts.detail.paidAmount")}
                    <input
                      name="payout"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      aria-describedby="paid-hint"
                      className={field}
                    />
                    <span id="paid-hint" className="mt-1 block text-xs text-ink-soft">
                      {t("payouts.detail.paidHint")}
                    </span>
                  </label>
                ) : null}
                {p.next.includes("Paid") ? (
                  <>
                    <label className="block text-sm font-medium text-ink">
                      {t("payouts.detail.utr")}
                      <input
                        name="utr"
                        maxLength={40}
                        autoComplete="off"
                        autoCapitalize="characters"
                        aria-describedby="utr-hint"
                        className={`${field} uppercase`}
                      />
                      <span id="utr-hint" className="mt-1 block text-xs text-ink-soft">
                        {t("payouts.detail.utrHint")}
                      </span>
                    </label>
                    <label className="block text-sm font-medium text-ink">
                      {t("payouts.detail.paidOn")}
                      <input
                        name="paidOn"
                        type="date"
                        max={p.today}
                        defaultValue={p.today}
                        className={field}
                      />
                    </label>
                  </>
                ) : null}
                <button type="submit" className="btn-primary" disabled={busy}>
                  {t("payouts.detail.save")}
                </button>
              </Form>
            )}

            <h2 className="mt-6 text-lg font-semibold text-brand-950">{t("payouts.detail.link")}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t("payouts.detail.linkText")}</p>
            <Form method="post" className="mt-2 space-y-3">
              <input type="hidden" name="intent" value="link" />
              <label className="block text-sm font-medium text-ink">
                {t("payouts.detail.email")}
                <input type="email" name="email" required autoComplete="off" className={field} />
              </label>
              <button type="submit" className="btn-secondary" disabled={busy}>
                {t("payouts.detail.send")}
              </button>
            </Form>
          </section>
        ) : null}
      </div>

      <section className="mt-4 rounded-lg border border-line bg-white p-4">
        <h2 className="text-lg font-semibold text-brand-950">{t("payouts.detail.history")}</h2>
        {p.history.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{t("payouts.detail.noHistory")}</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm" data-testid="payout-history">
            {p.history.map((h) => (
              <li key={h.id} className="border-b border-line pb-2 last:border-0">
                <strong>{t(`payouts.status.${h.status}`)}</strong> · {h.at} ·{" "}
                {t("payouts.detail.by", { who: t(`payouts.source.${h.source}`) })}
                <p className="text-ink-soft">{h.remarks}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
