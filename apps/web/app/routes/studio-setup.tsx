import { AppError } from "@loansetu/api/lib/errors";
import { STUDIO_POLICY } from "@loansetu/api/studio/policy";
import { createStudioSetup } from "@loansetu/api/studio/setup-service";
import { Form, Link, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale, localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/studio-setup";

/**
 * `/studio-setup?token=…`: where an invited employee (or the first admin, from `npm run employee:create`)
 * sets a password and enrols their authenticator app (QR code or the secret as text), then sees their 8
 * recovery codes once. A plain form: works without JavaScript.
 */
export const handle: I18nHandle = { i18n: ["studio"] };

const localeOf = (lang: string | undefined): Locale => (isLocale(lang) ? lang : "en");

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  const token = url.searchParams.get("token") ?? "";
  const title = t("studio.setup.title");
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { title, token, setup: null };
  try {
    const setup = await createStudioSetup(deps).start(token, locale);
    return { title, token, setup };
  } catch (error) {
    if (error instanceof AppError) return { title, token, setup: null };
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps, clientIp, requestId } = context.get(appContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const code = String(form.get("code") ?? "").trim();
  if (password.length < STUDIO_POLICY.minPasswordLength || password.length > 200) {
    return {
      error: t("studio.setup.passwordShort", { count: STUDIO_POLICY.minPasswordLength }),
      field: "password",
    };
  }
  if (password !== confirm) return { error: t("studio.setup.mismatch"), field: "confirm" };
  if (!/^\d{6}$/.test(code)) return { error: t("studio.setup.codeFormat"), field: "code" };
  try {
    const done = await createStudioSetup(deps).complete(token, password, code, locale, {
      ip: clientIp ?? "127.0.0.1",
      requestId,
    });
    return { recoveryCodes: done.recoveryCodes };
  } catch (error) {
    if (error instanceof AppError) return { error: error.message, field: "code" };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Studio") },
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never send it on as a referrer.
  { name: "referrer", content: "no-referrer" },
];

export default function StudioSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { setup, token } = loaderData;
  const signIn = `${localePath(locale, "/uj-business")}?popup=1`;
  const busy = navigation.state !== "idle";
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : undefined;
  if (recoveryCodes) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-brand-950">{t("studio.setup.doneTitle")}</h1>
        <p className="mt-3">{t("studio.setup.doneText")}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg" data-testid="recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded border border-line bg-white px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <a href={signIn} className="btn-primary mt-6 inline-block">
          {t("studio.setup.signIn")}
        </a>
      </div>
    );
  }
  if (!setup) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-brand-950">{t("studio.setup.invalidTitle")}</h1>
        <p className="mt-3">{t("studio.setup.invalidText")}</p>
        <Link to={signIn} className="btn-primary mt-6 inline-block">
          {t("studio.setup.signIn")}
        </Link>
      </div>
    );
  }
  const error = actionData && "error" in actionData ? actionData : null;
  const inputClass =
    "mt-1 w-full rounded-lg border border-line px-3 py-3 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  const describedBy = (field: string) => (error?.field === field ? "setup-error" : undefined);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-950">{t("studio.setup.heading")}</h1>
      <p className="mt-2 text-ink-soft">
        {t("studio.setup.intro", { name: setup.name, email: setup.email })}
      </p>
      <Form method="post" className="mt-6" noValidate>
        <input type="hidden" name="token" value={token} />
        <h2 className="text-lg font-semibold">{t("studio.setup.step1")}</h2>
        <label htmlFor="setup-password" className="mt-3 block text-sm font-semibold">
          {t("studio.setup.password")}
        </label>
        <input
          id="setup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={STUDIO_POLICY.minPasswordLength}
          maxLength={200}
          required
          aria-invalid={error?.field === "password"}
          aria-describedby={describedBy("password") ?? "setup-password-hint"}
          className={inputClass}
        />
        <p id="setup-password-hint" className="mt-1 text-sm text-ink-soft">
          {t("studio.setup.passwordHint", { count: STUDIO_POLICY.minPasswordLength })}
        </p>
        <label htmlFor="setup-confirm" className="mt-3 block text-sm font-semibold">
          {t("studio.setup.confirm")}
        </label>
        <input
          id="setup-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          aria-invalid={error?.field === "confirm"}
          aria-describedby={describedBy("confirm")}
          className={inputClass}
        />
        <h2 className="mt-6 text-lg font-semibold">{t("studio.setup.step2")}</h2>
        <p className="mt-1 text-sm">{t("studio.setup.scan")}</p>
        <div
          role="img"
          aria-label={t("studio.setup.qrLabel")}
          className="mt-3 h-48 w-48 bg-white"
          // The QR code is an SVG the server drew from the otpauth address; no user input is in it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG, see above
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <p className="mt-3 text-sm">{t("studio.setup.secretText")}</p>
        <p className="mt-1 break-all font-mono text-lg" data-testid="totp-secret">
          {setup.secret}
        </p>
        <label htmlFor="setup-code" className="mt-4 block text-sm font-semibold">
          {t("studio.setup.code")}
        </label>
        <input
          id="setup-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          aria-invalid={error?.field === "code"}
          aria-describedby={describedBy("code")}
          className={`${inputClass} text-center text-xl tracking-widest`}
        />
        <p id="setup-error" role="alert" className="mt-2 min-h-5 text-sm text-danger">
          {error?.error}
        </p>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={busy}>
          {busy ? t("studio.setup.saving") : t("studio.setup.submit")}
        </button>
      </Form>
    </div>
  );
}
