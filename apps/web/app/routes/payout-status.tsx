import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { PayoutFigures } from "../features/payouts/payout-figures.tsx";
import { payoutServices } from "../features/payouts/payouts.server.ts";
import { openPayoutLink, receiptRemarks } from "../features/payouts/status-link.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { LenderName } from "../ui/lender-badge.tsx";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/payout-status";

// `/payout-status?key=…&token=…`: a lender's operations contact opens the payout status link
// finance sent them: one lead's payout, no login, and a form to confirm receipt with remarks. A tampered,
// expired or foreign link goes to the expired-link page (spec §2).

export const handle: I18nHandle = { i18n: ["payouts"] };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const url = new URL(request.url);
  const opened = await openPayoutLink(context.get(appContext).deps, url, locale);
  if (!opened) throw redirect(localePath(locale, "/expired-link"));
  return {
    title: translatorFor(locale)("payouts.link.title"),
    done: url.searchParams.has("done"),
    ...opened,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Payout status") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const { deps, clientIp, requestId } = context.get(appContext);
  const url = new URL(request.url);
  const opened = await openPayoutLink(deps, url, locale);
  if (!opened) throw redirect(localePath(locale, "/expired-link"));
  const remarks = receiptRemarks.safeParse(String((await request.formData()).get("remarks") ?? ""));
  if (!remarks.success) {
    return data({ error: translatorFor(locale)("payouts.link.remarksHint") }, { status: 400 });
  }
  try {
    await payoutServices(deps).payouts.confirmReceipt(opened.reference, remarks.data, {
      ip: clientIp ?? "127.0.0.1",
      requestId,
      locale,
    });
  } catch (error) {
    // Confirmed too often through this link: said on the page, in the page's language.
    // (An AppError of the API, told by its shape: this module is also bundled for the browser.)
    if (error instanceof Error && "status" in error && error.status === 429)
      return data({ error: error.message }, { status: 429 });
    throw error;
  }
  url.searchParams.set("done", "1");
  return redirect(`${localePath(locale, "/payout-status")}?${url.searchParams}`);
}

export default function PayoutStatus({ loaderData: p, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-950">{t("payouts.link.heading")}</h1>
      <p className="mt-2 text-ink-soft">
        {t("payouts.link.intro", { reference: p.reference, lender: p.lender })}
      </p>
      <section className="card mt-4 p-4">
        <p className="mb-2 flex items-center gap-2 text-sm">
          <span className="text-ink-soft">{t("payouts.detail.lender")}:</span>
          <LenderName lender={p.badge ?? undefined} name={p.lender} className="font-semibold" />
        </p>
        <p className="mb-3 text-lg font-semibold" data-testid="link-payout-status">
          {t(`payouts.status.${p.status}`)}
        </p>
        <PayoutFigures figures={p.figures} />
      </section>
      {p.done ? (
        <p role="status" className="mt-4 rounded bg-green-50 px-3 py-2 text-green-900">
          {t("payouts.link.confirmed")}
        </p>
      ) : null}
      {p.receipt ? (
        <p className="mt-4 text-sm text-green-900" data-testid="link-receipt">
          {t("payouts.link.already", { date: p.receipt })}
        </p>
      ) : (
        <Form method="post" className="card mt-4 space-y-3 p-4">
          <h2 className="text-lg font-semibold text-brand-950">{t("payouts.link.confirm")}</h2>
          {actionData?.error ? (
            <p role="alert" className="text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <label className="block text-sm font-medium text-ink">
            {t("payouts.link.remarks")}
            <textarea
              name="remarks"
              required
              maxLength={1000}
              rows={3}
              aria-describedby="receipt-hint"
              className="mt-1 block w-full rounded border border-line bg-white px-2 py-1.5 text-base text-ink"
            />
            <span id="receipt-hint" className="mt-1 block text-xs text-ink-soft">
              {t("payouts.link.remarksHint")}
            </span>
          </label>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {t("payouts.link.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
