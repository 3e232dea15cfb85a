import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";

/**
 * The first step of logging in, the mobile number, as a form posted to the login page (routes/login.tsx):
 * it works before the page's script arrives and without it. The login page shows it, and so does a
 * journey's first step, whose dialog takes over once the script has run.
 */
export function MobileLoginForm({
  action,
  mobile,
  error,
  busy = false,
  heading,
  intro,
  inputId = "login-page-mobile",
}: {
  action: string;
  mobile: string;
  error?: string | undefined;
  busy?: boolean;
  heading: ReactNode;
  intro: string;
  inputId?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const errorId = `${inputId}-error`;
  return (
    <Form method="post" action={action} data-testid="login-page-mobile-form">
      {heading}
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      <label htmlFor={inputId} className="mt-5 block text-sm font-semibold">
        {t("account.login.mobileLabel")}
      </label>
      <div className="mt-1 flex rounded-lg border border-line focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-200">
        <span className="flex items-center border-r border-line px-3 text-ink-soft">
          {t("account.login.mobilePrefix")}
        </span>
        <input
          id={inputId}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          defaultValue={mobile}
          data-login-mobile
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="w-full rounded-r-lg px-3 py-3 text-lg tracking-wider outline-none"
        />
      </div>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {error ?? ""}
      </p>
      <button type="submit" name="intent" value="send" className="btn-primary mt-3 w-full" disabled={busy}>
        {busy ? t("account.login.sending") : t("account.login.getOtp")}
      </button>
      <p className="mt-3 text-xs text-ink-soft">
        {t("account.login.consentBefore")}
        <Link to={href("/terms-and-conditions")} className="underline">
          {t("account.login.terms")}
        </Link>
        {t("account.login.consentBetween")}
        <Link to={href("/privacy-policy")} className="underline">
          {t("account.login.privacy")}
        </Link>
        {t("account.login.consentAfter")}
      </p>
    </Form>
  );
}
