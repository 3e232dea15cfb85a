import { Form, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { myLoanService } from "../features/my-loan/my-loan.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/loan-reminders-stop";

// `/loan-reminders/stop?token=…`: where an EMI reminder's stop link leads (decision 0077). One button, a
// plain form post: opening the link changes nothing, because phones and mail scanners open links to preview
// them, and a preview must not stop a borrower's reminders. No sign-in: the signed token names the loan.

export const handle: I18nHandle = { i18n: ["loan"] };

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  return { title: translatorFor(locale)("loan.stop.title"), token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps } = context.get(appContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "").slice(0, 2000);
  return { stopped: token !== "" && (await myLoanService(deps).stopReminders(token)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export default function StopReminders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-950">{t("loan.stop.title")}</h1>
      {actionData?.stopped ? (
        <p role="status" className="card mt-4 font-semibold text-ink" data-testid="stop-done">
          {t("loan.stop.done")}
        </p>
      ) : actionData || !loaderData.token ? (
        <p role="alert" className="card mt-4 text-red-900" data-testid="stop-invalid">
          {t("loan.stop.invalid")}
        </p>
      ) : (
        <Form method="post" className="card mt-4">
          <p className="text-ink">{t("loan.stop.text")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary mt-3" disabled={busy} data-testid="stop-submit">
            {t("loan.stop.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
