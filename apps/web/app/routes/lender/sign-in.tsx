import { lenderCookieHeaders } from "@loansetu/api/lenders/portal-session";
import { STUDIO_POLICY } from "@loansetu/api/studio/policy";
import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { portalFor, refusalOf } from "../../features/lender/lender.server.ts";
import { PortalNotice } from "../../features/lender/portal-notice.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import type { Route } from "./+types/sign-in";
import { LenderFrame } from "./layout.tsx";

/**
 * `/lender/sign-in`: the portal's sign-in as two plain forms (work email and password, then the
 * authenticator's code or a recovery code), as the back office's. It works before any script has run.
 */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const state = args.context.get(appContext).lender;
  const { locale } = portalFor(args);
  if (state && !("ended" in state) && !state.pending) throw redirect(localePath(locale, "/lender"));
  const t = translatorFor(locale);
  return { step: state && !("ended" in state) ? "code" : "password", title: t("lender.title") };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: pageTitle(loaded?.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action(args: Route.ActionArgs) {
  const { portal, caller, locale, deps } = portalFor(args);
  const form = await args.request.formData();
  const secure = new URL(deps.config.PUBLIC_URL ?? args.request.url).protocol === "https:";
  const withCookie = (token: string, seconds: number, to: string) => {
    const headers = new Headers();
    for (const cookie of lenderCookieHeaders(token, seconds, secure)) headers.append("Set-Cookie", cookie);
    return redirect(to, { headers });
  };
  const self = localePath(locale, "/lender/sign-in");
  if (form.get("intent") === "restart") return withCookie("", 0, self);
  if (form.get("intent") === "code") {
    const state = args.context.get(appContext).lender;
    if (!state || "ended" in state || !state.pending) return redirect(self);
    const code = String(form.get("code") ?? "").trim();
    if (!code) return data({ error: "lender.signIn.missingCode", email: "" }, { status: 400 });
    try {
      const done = await portal.withSecondFactor(state.user, code, caller, locale);
      return withCookie(done.token, STUDIO_POLICY.absoluteSeconds, localePath(locale, "/lender"));
    } catch (error) {
      refusalOf(error);
      return data({ error: (error as Error).message, email: "" }, { status: 400 });
    }
  }
  const email = String(form.get("email") ?? "").slice(0, 200);
  const password = String(form.get("password") ?? "").slice(0, 200);
  if (!email.trim() || !password) return data({ error: "lender.signIn.missing", email }, { status: 400 });
  try {
    const session = await portal.withPassword(email, password, caller, locale);
    return withCookie(session.token, STUDIO_POLICY.mfaPendingSeconds, self);
  } catch (error) {
    refusalOf(error);
    return data({ error: (error as Error).message, email }, { status: 401 });
  }
}

export default function LenderSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error;
  // The service's refusals come in the page's language already; the form's own checks are catalogue keys.
  const errorText = error?.startsWith("lender.") ? t(error) : error;
  return (
    <LenderFrame>
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-semibold">
          {loaderData.step === "code" ? t("lender.signIn.codeHeading") : t("lender.signIn.heading")}
        </h1>
        {loaderData.step === "password" ? (
          <p className="mt-2 text-ink-soft">{t("lender.signIn.intro")}</p>
        ) : null}
        {errorText ? <PortalNotice kind="refused">{errorText}</PortalNotice> : null}
        {loaderData.step === "code" ? (
          <>
            <Form method="post" className="card mt-4 space-y-4">
              <input type="hidden" name="intent" value="code" />
              <label className="block">
                <span className="block text-sm font-medium">{t("lender.signIn.code")}</span>
                <input
                  name="code"
                  required
                  autoComplete="one-time-code"
                  inputMode="text"
                  maxLength={20}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 w-full rounded border border-line px-3 py-2"
                />
              </label>
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {t("lender.signIn.codeSubmit")}
              </button>
            </Form>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className="text-sm underline">
                {t("lender.signIn.startAgain")}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className="card mt-4 space-y-4">
            <input type="hidden" name="intent" value="password" />
            <label className="block">
              <span className="block text-sm font-medium">{t("lender.signIn.email")}</span>
              <input
                name="email"
                type="email"
                required
                autoComplete="username"
                defaultValue={actionData?.email ?? ""}
                className="mt-1 w-full rounded border border-line px-3 py-2"
              />
            </label>
            <label className="block">
              <span className="block text-sm font-medium">{t("lender.signIn.password")}</span>
              <input
                name="password"
                type="password"
                required
                autoComplete="current-password"
                className="mt-1 w-full rounded border border-line px-3 py-2"
              />
            </label>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {t("lender.signIn.submit")}
            </button>
          </Form>
        )}
      </div>
    </LenderFrame>
  );
}
