import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "../auth/api-client.ts";

/** Where to go after sign-in: a back-office path given in `?next=`, else the studio home. */
export function studioTarget(next: string | null, locale: "en" | "hi"): string {
  if (next && /^\/(?:(?:en|hi)\/)?studio(?:[/?#]|$)/.test(next)) return next;
  return localePath(locale, "/studio");
}

/**
 * The employee sign-in inside the `/uj-business` dialog: work email and password, then a TOTP code (or a
 * recovery code). The server sets the back-office cookie; the page then opens the studio.
 */
export function EmployeeLogin({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [step, setStep] = useState<"password" | "code">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === "code") codeInput.current?.focus();
  }, [step]);

  async function submitPassword(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t("pages.uj.required"));
    setBusy(true);
    setError("");
    const answer = await postJson("/api/studio/auth/sign-in", { email: email.trim(), password }, locale);
    setBusy(false);
    if (!answer) return setError(t("pages.uj.network"));
    if (!answer.status) return setError(answer.message);
    setPassword("");
    setStep("code");
  }

  async function submitCode(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t("pages.uj.codeRequired"));
    setBusy(true);
    setError("");
    const answer = await postJson("/api/studio/auth/second-factor", { code: code.trim() }, locale);
    if (!answer) {
      setBusy(false);
      return setError(t("pages.uj.network"));
    }
    if (!answer.status) {
      setBusy(false);
      if (answer.code === "UNAUTHORIZED" || answer.code === "SESSION_EXPIRED") setStep("password");
      return setError(answer.message);
    }
    setStatus(t("pages.uj.signedIn"));
    // A full page load: the studio is server-rendered and reads the new cookie.
    window.location.assign(studioTarget(next, locale));
  }

  const inputClass =
    "mt-1 w-full rounded-lg border border-line px-3 py-3 outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";
  return step === "password" ? (
    <form onSubmit={submitPassword} noValidate className="mt-3">
      <label htmlFor="employee-email" className="block text-sm font-semibold">
        {t("pages.uj.email")}
      </label>
      <input
        id="employee-email"
        name="email"
        type="email"
        autoComplete="username"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby={error ? "employee-login-error" : undefined}
        className={inputClass}
      />
      <label htmlFor="employee-password" className="mt-4 block text-sm font-semibold">
        {t("pages.uj.password")}
      </label>
      <input
        id="employee-password"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={error ? "employee-login-error" : undefined}
        className={inputClass}
      />
      <p id="employee-login-error" role="alert" className="mt-2 min-h-5 text-sm text-danger">
        {error}
      </p>
      <button type="submit" className="btn-primary mt-2 w-full" disabled={busy}>
        {busy ? t("pages.uj.signingIn") : t("pages.uj.signIn")}
      </button>
    </form>
  ) : (
    <form onSubmit={submitCode} noValidate className="mt-3">
      <h3 className="text-lg font-bold text-brand-950">{t("pages.uj.codeTitle")}</h3>
      <p className="mt-1 text-sm text-ink-soft">{t("pages.uj.codeIntro")}</p>
      <label htmlFor="employee-code" className="mt-4 block text-sm font-semibold">
        {t("pages.uj.codeLabel")}
      </label>
      <input
        ref={codeInput}
        id="employee-code"
        name="code"
        type="text"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-describedby={error ? "employee-login-error" : undefined}
        className={`${inputClass} text-center text-xl tracking-widest`}
      />
      <p id="employee-login-error" role="alert" className="mt-2 min-h-5 text-sm text-danger">
        {error}
      </p>
      <p role="status" className="text-sm">
        {status}
      </p>
      <button type="submit" className="btn-primary mt-2 w-full" disabled={busy}>
        {busy ? t("pages.uj.verifying") : t("pages.uj.verify")}
      </button>
      <button
        type="button"
        className="mt-3 text-sm font-semibold text-brand-800 underline"
        onClick={() => {
          setStep("password");
          setCode("");
          setError("");
        }}
      >
        {t("pages.uj.back")}
      </button>
    </form>
  );
}
