import { PRODUCT_KEYS } from "@loansetu/api/data/schemas";
import { payoutMessage } from "@loansetu/api/payouts/messages";
import { gridBody } from "@loansetu/api/payouts/studio-routes";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import { kolkataDate } from "@loansetu/domain/application";
import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { payoutServices } from "../../features/payouts/payouts.server.ts";
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
import type { Route } from "./+types/payout-grid";

// `/studio/payout-grid`: the payout grid in force today (finance and admin read it) and, for the
// admin, a dated edit of one cell (lender and product), kept with its reason in the audit log.

export const handle: I18nHandle = { i18n: ["studio", "payouts"] };
const READ_ROLES = ["finance", "admin"] as const;
const EDIT_ROLES = ["admin"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, READ_ROLES);
  const [grid, lenders] = await Promise.all([
    payoutServices(deps).payouts.grid.overview(),
    deps.data.get("lenders.json"),
  ]);
  const names = new Map(lenders.lenders.map((l) => [l.id, l.shortName]));
  return {
    title: translatorFor(locale)("payouts.grid.title"),
    canEdit: hasAnyRole(employee, EDIT_ROLES),
    saved: new URL(args.request.url).searchParams.has("done"),
    today: kolkataDate(deps.clock()),
    asOf: grid.asOf,
    lenders: lenders.lenders.map((l) => ({ id: l.id, name: l.shortName, products: Object.keys(l.products) })),
    badges: badgesByShortName(
      lenders.lenders,
      grid.cells.map((c) => names.get(c.lenderId)),
    ),
    cells: grid.cells.map((c) => ({
      key: `${c.lenderId}/${c.product}`,
      lender: names.get(c.lenderId) ?? String(c.lenderId),
      product: c.product,
      rate: formatPercent(c.rateBps / 100, 2),
      cap: formatRupees(c.capRupees),
      from: c.effectiveFrom,
      edited: c.source !== "file",
    })),
    edits: grid.edits.slice(0, 50).map((e) => ({
      id: e.id,
      lender: names.get(e.lenderId) ?? String(e.lenderId),
      product: e.product,
      rate: formatPercent(e.rateBps / 100, 2),
      cap: formatRupees(e.capRupees),
      from: e.effectiveFrom,
      scheduled: e.scheduled,
      remarks: e.remarks,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Payout grid") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale } = await requireEmployeePage(args, EDIT_ROLES);
  const { request, context } = args;
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  const t = translatorFor(locale);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "");
  const parsed = gridBody.safeParse({
    lenderId: Number(value("lenderId")),
    product: value("product"),
    rateBps: Number(value("rateBps")),
    capRupees: Number(value("capRupees")),
    effectiveFrom: value("effectiveFrom"),
    remarks: value("remarks"),
  });
  if (!parsed.success) return data({ error: t("payouts.errors.failed") }, { status: 400 });
  const { clientIp, requestId } = context.get(appContext);
  try {
    await payoutServices(deps).payouts.grid.edit(
      parsed.data,
      { employee, ip: clientIp ?? "127.0.0.1", requestId },
      { unknownCell: payoutMessage("unknownCell", locale) },
    );
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
  return redirect(`${localePath(locale, "/studio/payout-grid")}?done=1`);
}

const field = "mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-sm text-ink";

export default function StudioPayoutGrid({ loaderData: g, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const busy = useNavigation().state !== "idle";
  // The answer is written under the heading; on a phone the form that asked for it may be far below.
  const answer = useReveal<HTMLParagraphElement>(actionData ?? g.saved);
  return (
    <>
      <p>
        <Link to={href("/studio/payouts")} className="text-sm text-brand-800 underline">
          {t("studio.nav.payouts")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">{t("payouts.grid.heading")}</h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t("payouts.grid.intro", { date: g.asOf })}</p>
      {g.saved ? (
        <p ref={answer} role="status" className="mt-2 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {t("payouts.grid.saved")}
        </p>
      ) : null}
      {actionData?.error ? (
        <p ref={answer} role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}

      {g.canEdit ? (
        <Form method="post" className="mt-4 rounded-lg border border-line bg-white p-4">
          <h2 className="text-lg font-semibold text-brand-950">{t("payouts.grid.edit")}</h2>
          <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.lender")}
              <select name="lenderId" className={field} required>
                {g.lenders.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.product")}
              <select name="product" className={field} required>
                {PRODUCT_KEYS.map((p) => (
                  <option key={p} value={p}>
                    {t(`payouts.product.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.rateBps")}
              <input name="rateBps" inputMode="numeric" pattern="[0-9]*" required className={field} />
            </label>
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.capRupees")}
              <input name="capRupees" inputMode="numeric" pattern="[0-9]*" required className={field} />
            </label>
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.effectiveFrom")}
              <input type="date" name="effectiveFrom" defaultValue={g.today} required className={field} />
            </label>
            <label className="block text-sm font-medium text-ink">
              {t("payouts.grid.remarks")}
              <input name="remarks" required minLength={3} maxLength={300} className={field} />
            </label>
          </div>
          <button type="submit" className="btn-primary mt-3" disabled={busy}>
            {t("payouts.grid.save")}
          </button>
        </Form>
      ) : null}

      <section className="mt-4 rounded-lg border border-line bg-white p-4">
        <h2 className="text-lg font-semibold text-brand-950">{t("payouts.grid.edits")}</h2>
        {g.edits.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{t("payouts.grid.noEdits")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" data-testid="grid-edits">
            {g.edits.map((e) => (
              <li key={e.id}>
                {e.lender} · {t(`payouts.product.${e.product}`)} · {e.rate} · {e.cap} ·{" "}
                {e.scheduled ? t("payouts.grid.scheduled", { date: e.from }) : e.from} — {e.remarks}
              </li>
            ))}
          </ul>
        )}
      </section>

      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t("payouts.grid.heading")}
        className="mt-4 overflow-x-auto rounded-lg border border-line bg-white"
      >
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="grid-table">
          <thead className="bg-surface text-ink-soft">
            <tr>
              <th className="px-3 py-2">{t("payouts.grid.lender")}</th>
              <th className="px-3 py-2">{t("payouts.grid.product")}</th>
              <th className="px-3 py-2 text-right">{t("payouts.grid.rate")}</th>
              <th className="px-3 py-2 text-right">{t("payouts.grid.cap")}</th>
              <th className="px-3 py-2">{t("payouts.grid.from")}</th>
            </tr>
          </thead>
          <tbody>
            {g.cells.map((c) => (
              <tr key={c.key} className={`border-t border-line ${c.edited ? "bg-amber-50" : ""}`}>
                <td className="px-3 py-2">
                  <LenderName lender={g.badges[c.lender]} name={c.lender} className="whitespace-nowrap" />
                </td>
                <td className="px-3 py-2">{t(`payouts.product.${c.product}`)}</td>
                <td className="px-3 py-2 text-right">{c.rate}</td>
                <td className="px-3 py-2 text-right">{c.cap}</td>
                <td className="px-3 py-2">{c.from}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
