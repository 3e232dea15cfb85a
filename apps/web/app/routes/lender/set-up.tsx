import { AppError } from "@loansetu/api/lib/errors";
import { data, Form, useNavigation } from "react-router";
import { portalFor } from "../../features/lender/lender.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/set-up";
import { LenderFrame } from "./layout.tsx";

/**
 * `/lender/set-up?token=…`: the page a manager's invitation links to. The person scans the TOTP secret,
 * chooses a password and types a code, in one plain form that works without JavaScript; the recovery codes
 * are shown once at the end. The link works once and expires (lenders/portal-users.ts).
 */
export const handle: I18nHandle = { i18n: ["lender"] };

export async function loader(args: Route.LoaderArgs) {
  const { portal, locale } = portalFor(args);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const title = translatorFor(locale)("lender.setup.heading");
  try {
    return { title, token, setup: await portal.setupStart(token, locale) };
  } catch (error) {
    if (error instanceof AppError && error.code === "GONE") return { title, token, setup: null };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: pageTitle(loaded?.title) },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function action(args: Route.ActionArgs) {
  const { portal, caller, locale } = portalFor(args);
  const form = await args.request.formData();
  const token = String(form.get("token") ?? "").slice(0, 200);
  try {
    const done = await portal.setupComplete(
      token,
      String(form.get("password") ?? "").slice(0, 200),
      String(form.get("code") ?? "").slice(0, 20),
      caller,
      locale,
    );
    return { recoveryCodes: done.recoveryCodes };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The service's messages come in the page's language.
    return data({ error: error.message, field: error.errors[0]?.path ?? null }, { status: 400 });
  }
}

export default function LenderSetUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== "idle";
  const signIn = localePath(locale, "/lender/sign-in");
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : undefined;
  const error = actionData && "error" in actionData ? actionData : null;
  const { setup } = loaderData;
  const input = "mt-1 block w-full rounded border border-line px-3 py-2";
  return (
    <LenderFrame>
      <div className="mx-auto max-w-xl">
        {recoveryCodes ? (
          <>
            <h1 className="text-2xl font-semibold">{t("lender.setup.doneHeading")}</h1>
            <p className="mt-3">{t("lender.setup.codes")}</p>
            <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg" data-testid="recovery-codes">
              {recoveryCodes.map((code) => (
                <li key={code} className="rounded border border-line bg-white px-3 py-2 text-center">
                  {code}
                </li>
              ))}
            </ul>
            <a href={signIn} className="btn-primary mt-6 inline-block">
              {t("lender.setup.signIn")}
            </a>
          </>
        ) : !setup ? (
          <>
            <h1 className="text-2xl font-semibold">{t("lender.setup.heading")}</h1>
            <p role="alert" className="mt-3">
              {t("lender.setup.invalid")}
            </p>
            <a href={signIn} className="btn-primary mt-6 inline-block">
              {t("lender.setup.signIn")}
            </a>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{t("lender.setup.heading")}</h1>
            <p className="mt-2 text-ink-soft">
              {t("lender.setup.hello", { name: setup.name, email: setup.email })}
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={loaderData.token} />
              <p className="text-sm">{t("lender.setup.scan")}</p>
              <div
                className="mt-3 h-48 w-48 bg-white"
                aria-hidden="true"
                // The QR code is an SVG the server drew from the otpauth address; no user input is in it.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG, see above
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <p className="mt-3 text-sm">{t("lender.setup.typeInstead")}</p>
              <p className="mt-1 break-all font-mono text-lg" data-testid="totp-secret">
                {setup.secret}
              </p>
              <label className="mt-5 block text-sm font-semibold">
                {t("lender.setup.password")}
                <input
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  minLength={12}
                  maxLength={200}
                  required
                  aria-invalid={error?.field === "password"}
                  className={input}
                />
              </label>
              <label className="mt-4 block text-sm font-semibold">
                {t("lender.setup.code")}
                <input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  aria-invalid={error?.field === "code"}
                  className={`${input} text-center text-xl tracking-widest`}
                />
              </label>
              {error ? (
                <p
                  role="alert"
                  className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
                >
                  {error.error}
                </p>
              ) : null}
              <button type="submit" className="btn-primary mt-4 w-full" disabled={busy}>
                {t("lender.setup.submit")}
              </button>
            </Form>
          </>
        )}
      </div>
    </LenderFrame>
  );
}
