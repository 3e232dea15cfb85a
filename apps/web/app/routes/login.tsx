import { AppError } from "@loansetu/api/lib/errors";
import { mobileInputValue, validateMobile } from "@loansetu/domain/mobile";
import { otpInputValue } from "@loansetu/domain/otp";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { resendLoginOtp, safeNext, sendLoginOtp, verifyLoginOtp } from "../features/auth/login.server.ts";
import { MobileLoginForm } from "../features/auth/mobile-login-form.tsx";
import { assertSameOrigin } from "../features/partners/partners.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale, localePath } from "../i18n/locale.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/login";

// The customer login as a page of its own: mobile number, then the OTP, as server-rendered forms that work
// before the page's script arrives (a slow phone's first taps are not lost) and without it. The header's
// "Log in" and a journey's first step lead here; once the page has its script, the login dialog takes
// over those entry points and this page is what a link to /login shows.

const localeOf = (lang: string | undefined): Locale => (isLocale(lang) ? lang : "en");

function nextOf(request: Request, locale: Locale): string {
  return safeNext(new URL(request.url).searchParams.get("next"), localePath(locale, "/dashboard"));
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const { customer } = context.get(appContext);
  const next = nextOf(request, locale);
  if (customer) throw redirect(next);
  return { title: translatorFor(locale)("account.login.title"), next };
}

interface ActionResult {
  step: "mobile" | "otp";
  mobile: string;
  referenceId?: string;
  error?: string;
  notice?: string;
}

const REFERENCE = /^[0-9a-f-]{36}$/i;

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps, clientIp } = context.get(appContext);
  assertSameOrigin(request, deps);
  const form = await request.formData();
  // Enter in a field, or the OTP box sending itself, submits without a button's intent.
  const intent = String(form.get("intent") ?? (form.has("otp") ? "verify" : "send"));
  const mobile = mobileInputValue(String(form.get("mobile") ?? ""));
  const referenceId = String(form.get("referenceId") ?? "");
  const caller = { deps, request, ip: clientIp ?? "127.0.0.1", locale };
  const checked = validateMobile(mobile, { required: true });
  if (!checked.ok)
    return data<ActionResult>(
      { step: "mobile", mobile, error: t(`validation.${checked.id}`) },
      { status: 400 },
    );
  try {
    if (intent === "send") {
      const id = await sendLoginOtp(caller, mobile);
      return { step: "otp", mobile, referenceId: id } satisfies ActionResult;
    }
    if (!REFERENCE.test(referenceId))
      return data<ActionResult>(
        { step: "mobile", mobile, error: t("account.login.restart") },
        { status: 400 },
      );
    if (intent === "resend") {
      await resendLoginOtp(caller, mobile, referenceId);
      return {
        step: "otp",
        mobile,
        referenceId,
        notice: t("account.login.resent"),
      } satisfies ActionResult;
    }
    const otp = otpInputValue(String(form.get("otp") ?? ""));
    if (otp.length !== 4)
      return data<ActionResult>(
        { step: "otp", mobile, referenceId, error: t("account.login.otpIncomplete") },
        { status: 400 },
      );
    const headers = await verifyLoginOtp(caller, mobile, referenceId, otp);
    throw redirect(nextOf(request, locale), { headers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A wrong or expired code keeps the OTP step (the person may retype or resend); a refused send or a
    // lock goes back to the number with the service's own message.
    const staysOnOtp = intent !== "send" && referenceId !== "";
    return data<ActionResult>(
      {
        step: staysOnOtp ? "otp" : "mobile",
        mobile,
        ...(staysOnOtp ? { referenceId } : {}),
        error: error.message,
      },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Log in") },
  { name: "robots", content: "noindex" },
];

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const action = `${href("/login")}?next=${encodeURIComponent(loaderData.next)}`;
  const otpStep = result?.step === "otp" && result.referenceId;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-5 sm:p-6">
        {otpStep ? (
          <Form method="post" action={action} data-testid="login-page-otp-form">
            <h1 className="text-2xl font-bold text-brand-950">{t("account.login.otpTitle")}</h1>
            <p className="mt-1 text-sm text-ink-soft">
              {t("account.login.otpSentTo", { mobile: result.mobile })}{" "}
              <Link to={action} className="font-semibold text-brand-800 underline">
                {t("account.login.edit")}
              </Link>
            </p>
            <input type="hidden" name="mobile" value={result.mobile} />
            <input type="hidden" name="referenceId" value={result.referenceId} />
            <label htmlFor="login-page-otp" className="mt-5 block text-sm font-semibold">
              {t("account.login.otpLabel")}
            </label>
            <input
              id="login-page-otp"
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{4}"
              maxLength={4}
              required
              // biome-ignore lint/a11y/noAutofocus: the page exists to take this code; the SMS just arrived
              autoFocus
              aria-invalid={result.error ? true : undefined}
              aria-describedby="login-page-otp-message"
              onChange={(event) => {
                // Four digits are the whole code: send it without a further tap.
                const value = otpInputValue(event.currentTarget.value);
                if (value.length === 4 && !busy) event.currentTarget.form?.requestSubmit();
              }}
              className="mt-1 w-full rounded-lg border border-line px-3 py-3 text-center text-2xl tracking-[0.5em] outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200"
            />
            <p
              id="login-page-otp-message"
              role={result.error ? "alert" : "status"}
              className={`mt-1 min-h-5 text-sm ${result.error ? "text-danger" : "text-ink-soft"}`}
            >
              {result.error ?? result.notice ?? ""}
            </p>
            <button
              type="submit"
              name="intent"
              value="verify"
              className="btn-primary mt-3 w-full"
              disabled={busy}
            >
              {busy ? t("account.login.verifying") : t("account.login.continue")}
            </button>
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              className="mt-3 w-full text-sm font-semibold text-brand-800 underline"
            >
              {t("account.login.resend")}
            </button>
          </Form>
        ) : (
          <MobileLoginForm
            action={action}
            mobile={result?.mobile ?? ""}
            error={result?.error}
            busy={busy}
            heading={<h1 className="text-2xl font-bold text-brand-950">{t("account.login.title")}</h1>}
            intro={t("account.login.intro")}
          />
        )}
      </div>
    </div>
  );
}
