import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { otpInputValue } from "@loansetu/domain/otp";
import { TIMING_MS } from "@loansetu/domain/timing";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { type LenderIdentity, LenderName } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { useOneAtATime, useOtpAutoSubmit } from "../../ui/use-otp-auto-submit.ts";
import { useResendTimer } from "../auth/use-resend-timer.ts";
import type { ConsentTerms } from "./consent.server.ts";

interface Props {
  id: string;
  token: string;
  ckyc: boolean;
  origin: string;
  mobile: string;
  otpVerified: boolean;
  terms: ConsentTerms;
  lender: LenderIdentity | null;
}

interface Answer<T> {
  status: boolean;
  message: string;
  code?: string;
  data?: T;
}

type Stage =
  | { name: "otp" }
  | { name: "terms" }
  | { name: "confirmDecline" }
  | { name: "submitting"; delaying?: boolean }
  | { name: "accepted"; ckycId: string | null }
  | { name: "rejected" };

/**
 * Spec §4 Lender consent and Consent OTP: verify the mobile (verifying → verified or invalid), then accept
 * or decline the lender's terms once; after an approval with the ckyc flag, wait 1500 ms (500 ms after a
 * decline) and look the cKYC record up; final accepted or rejected screens.
 */
export function ConsentFlow(props: Props) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>(props.otpVerified ? { name: "terms" } : { name: "otp" });
  const [verifiedNow, setVerifiedNow] = useState(false);
  // Unticked until the person ticks them: consent under the DPDP Act is a clear affirmative action
  // (decision 0042 records this deviation from the spec's "default checked").
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const [loanInitiated, setLoanInitiated] = useState(false);
  const [error, setError] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lender = props.terms.lenderName ?? "";

  async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T> | null> {
    try {
      const response = await fetch(path, {
        method,
        headers: {
          "content-type": "application/json",
          "x-locale": locale,
          "x-consent-token": props.token,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as Answer<T>;
    } catch {
      return null;
    }
  }

  // Move focus to the new screen's heading so screen readers announce it.
  useEffect(() => {
    if (stage.name === "accepted" || stage.name === "rejected") headingRef.current?.focus();
  }, [stage.name]);

  async function submit(status: "approved" | "rejected") {
    setError("");
    setStage({ name: "submitting" });
    const answer = await call<{ value: { status: string } }>("PUT", "/api/consent", {
      id: props.id,
      value: { status },
      extraInfo: { whatsappOptIn, loanInitiatedChecked: loanInitiated, ckyc: props.ckyc },
      isMobile: window.matchMedia("(max-width: 767px)").matches,
      source: "user",
    });
    if (!answer?.status) {
      if (answer?.code === "CONFLICT" || answer?.code === "GONE") {
        // Decided elsewhere (another tab) or expired meanwhile: the link's status picks the message (§4).
        const current = await call<{ value: { status: string } }>(
          "GET",
          `/api/consent?id=${encodeURIComponent(props.id)}`,
        );
        navigate(href(`/expired-link?consent=${current?.data?.value.status ?? "expired"}`));
        return;
      }
      setError(answer?.message ?? t("consent.networkError"));
      setStage({ name: "terms" });
      return;
    }
    if (!props.ckyc) {
      setStage(status === "approved" ? { name: "accepted", ckycId: null } : { name: "rejected" });
      return;
    }
    const delay = status === "approved" ? TIMING_MS.ckycDelayApproved : TIMING_MS.ckycDelayRejected;
    setStage({ name: "submitting", delaying: true });
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (status === "rejected") {
      setStage({ name: "rejected" });
      return;
    }
    const found = await call<{ ckycId: string }>(
      "GET",
      `/api/ckyc/status/${encodeURIComponent(props.id)}?origin=${encodeURIComponent(props.origin)}`,
    );
    // 'No record found!' (or any failure) still shows the accepted screen, without the ID (spec §8).
    setStage({ name: "accepted", ckycId: found?.status && found.data ? found.data.ckycId : null });
  }

  if (stage.name === "accepted") {
    // Accepting the terms is not a sanction: the letter comes once the lender sanctions the loan.
    return (
      <section className="card text-center" data-testid="consent-accepted">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
          {t("consent.accepted")}
        </h2>
        {stage.ckycId ? (
          <p className="mt-3 font-semibold" data-testid="ckyc-id">
            {t("consent.ckycId", { id: stage.ckycId })}
          </p>
        ) : null}
        <p className="mt-3 text-ink-soft" data-testid="consent-next">
          {t("consent.acceptedNext", { lender })}
        </p>
        <a href={href("/dashboard")} className="btn-secondary mt-5">
          {t("consent.toDashboard")}
        </a>
      </section>
    );
  }

  if (stage.name === "rejected") {
    return (
      <section className="card text-center" data-testid="consent-rejected">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-950 outline-none">
          {t("consent.rejected")}
        </h2>
        <p className="mt-3 text-ink-soft">{t("consent.rejectedNote")}</p>
      </section>
    );
  }

  if (stage.name === "submitting") {
    return (
      <section
        className="card flex flex-col items-center gap-3 py-10"
        role="status"
        data-testid="consent-wait"
        data-delay={stage.delaying ? "started" : undefined}
      >
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <p className="font-semibold">{t("consent.wait")}</p>
      </section>
    );
  }

  // The request to accept or decline stands only while the terms are open (not over a decision's answer).
  const intro = (
    <p className="text-ink-soft" data-testid="consent-intro">
      {t("consent.intro", { lender, reference: props.id })}
    </p>
  );

  if (stage.name === "otp") {
    return (
      <div className="space-y-4">
        {intro}
        <OtpStep
          mobile={props.mobile}
          call={call}
          id={props.id}
          onVerified={() => {
            setVerifiedNow(true);
            setStage({ name: "terms" });
          }}
        />
      </div>
    );
  }

  const money = (value: number | null) => (value === null ? "–" : formatRupees(value));
  const rows: [string, ReactNode][] = [
    [
      t("consent.lender"),
      lender ? (
        <LenderName key="lender" lender={props.lender ?? undefined} name={lender} className="justify-end" />
      ) : (
        "–"
      ),
    ],
    [t("consent.reference"), props.id],
    [t("consent.loanAmount"), money(props.terms.loanAmount)],
    [t("consent.roi"), props.terms.roi === null ? "–" : t("consent.roiValue", { rate: props.terms.roi })],
    [
      t("consent.tenure"),
      props.terms.tenure === null ? "–" : t("consent.tenureValue", { months: props.terms.tenure }),
    ],
    [t("consent.emi"), money(props.terms.emi)],
    [t("consent.processingFee"), money(props.terms.processingFee)],
    [
      t("consent.apr"),
      props.terms.apr === null ? "–" : t("consent.aprValue", { rate: formatPercent(props.terms.apr, 2) }),
    ],
  ];
  const kfs = `/api/consent/kfs/${encodeURIComponent(props.id)}?lang=${locale}&token=${encodeURIComponent(props.token)}`;

  return (
    <div className="space-y-4">
      {intro}
      {verifiedNow ? (
        <p
          role="status"
          className="card border-brand-600 bg-brand-50 font-semibold text-brand-900"
          data-testid="otp-verified"
        >
          {t("consent.verified")}
        </p>
      ) : null}
      <section className="card" aria-labelledby="consent-terms-heading">
        <h2 id="consent-terms-heading" className="text-lg font-semibold">
          {t("consent.termsHeading")}
        </h2>
        <dl className="mt-3 divide-y divide-line text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm">
          <a
            href={kfs}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline"
            data-testid="consent-kfs"
          >
            {t("consent.kfsLink")}
          </a>
        </p>
        <div className="mt-4 space-y-3 text-sm">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={whatsappOptIn}
              onChange={(e) => setWhatsappOptIn(e.target.checked)}
              data-testid="consent-whatsapp"
            />
            <span>{t("consent.whatsappOptIn")}</span>
          </label>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={loanInitiated}
              onChange={(e) => setLoanInitiated(e.target.checked)}
              data-testid="consent-loan-initiated"
            />
            <span>{t("consent.loanInitiated", { lender: lender || "the lender" })}</span>
          </label>
        </div>
        <p className="mt-4 text-xs text-ink-soft">
          {/* The terms' version is recorded with the decision; it is no word for the applicant to read. */}
          {t("consent.termsNote")}
        </p>
        <p role="alert" className="mt-2 min-h-5 text-sm text-danger">
          {error}
        </p>
        {stage.name === "confirmDecline" ? (
          <div
            role="alertdialog"
            aria-labelledby="decline-q"
            className="mt-2 rounded-lg border border-line p-4"
          >
            <p id="decline-q" className="font-semibold">
              {t("consent.declineConfirm")}
            </p>
            <div className="mt-3 flex gap-3">
              <button
                type="button"
                className="btn-secondary flex-1"
                onClick={() => setStage({ name: "terms" })}
              >
                {t("consent.no")}
              </button>
              <button type="button" className="btn-primary flex-1" onClick={() => submit("rejected")}>
                {t("consent.yes")}
              </button>
            </div>
          </div>
        ) : (
          <div className="mt-2 flex gap-3">
            <button
              type="button"
              className="btn-secondary flex-1"
              onClick={() => setStage({ name: "confirmDecline" })}
            >
              {t("consent.decline")}
            </button>
            <button
              type="button"
              className="btn-primary flex-1 disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!loanInitiated}
              onClick={() => submit("approved")}
            >
              {t("consent.accept")}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function OtpStep(props: {
  mobile: string;
  id: string;
  call: <T>(method: string, path: string, body?: unknown) => Promise<Answer<T> | null>;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [referenceId, setReferenceId] = useState("");
  const [otp, setOtp] = useState("");
  const [busy, setBusy] = useState<"" | "sending" | "verifying">("");
  const [error, setError] = useState("");
  const timer = useResendTimer(referenceId !== "");
  const otpRef = useRef<HTMLInputElement>(null);
  const otpForm = useOtpAutoSubmit(otp);
  const oneAtATime = useOneAtATime();
  const [sentCount, setSentCount] = useState(0);
  // Each new code moves focus to the OTP field (after it renders).
  useEffect(() => {
    if (sentCount > 0) otpRef.current?.focus();
  }, [sentCount]);

  async function send() {
    setBusy("sending");
    setError("");
    const answer = referenceId
      ? await props.call<{ referenceId: string }>("POST", "/api/consent/otp-v2/resend", {
          id: props.id,
          referenceId,
        })
      : await props.call<{ referenceId: string }>(
          "GET",
          `/api/consent/otp-v2?id=${encodeURIComponent(props.id)}`,
        );
    setBusy("");
    if (!answer) return setError(t("consent.networkError"));
    if (!answer.status || !answer.data) return setError(answer.message);
    setReferenceId(answer.data.referenceId);
    setOtp("");
    timer.start();
    setSentCount((n) => n + 1);
  }

  const verify = oneAtATime(async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== 4 || busy) return;
    setBusy("verifying");
    setError("");
    const answer = await props.call("PUT", "/api/consent/otp-v2", {
      id: props.id,
      referenceId,
      value: { otp },
    });
    setBusy("");
    if (!answer) return setError(t("consent.networkError"));
    if (!answer.status) return setError(answer.message);
    props.onVerified();
  });

  return (
    <section className="card" aria-labelledby="consent-otp-heading">
      <h2 id="consent-otp-heading" className="text-lg font-semibold">
        {t("consent.otpHeading")}
      </h2>
      {referenceId ? (
        <form ref={otpForm} onSubmit={verify} noValidate className="mt-2">
          <p className="text-sm text-ink-soft">{t("consent.otpSentTo", { mobile: props.mobile })}</p>
          <label htmlFor={inputId} className="mt-3 block text-sm font-semibold">
            {t("consent.otpLabel")}
          </label>
          <input
            ref={otpRef}
            id={inputId}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={otp}
            aria-invalid={error !== ""}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setOtp(otpInputValue(e.target.value));
              if (error) setError("");
            }}
            className="mt-1 w-full rounded-lg border border-line px-3 py-3 text-center text-xl tracking-[0.5em] outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200"
            data-testid="consent-otp"
          />
          <p id={`${inputId}-error`} role="alert" className="mt-1 min-h-5 text-sm text-danger">
            {error}
          </p>
          <p className="text-sm" aria-live="polite">
            {timer.seconds > 0 ? (
              <span className="text-ink-soft">{t("consent.resendIn", { seconds: timer.seconds })}</span>
            ) : (
              <button type="button" className="font-semibold text-brand-800 underline" onClick={send}>
                {t("consent.resend")}
              </button>
            )}
          </p>
          <button
            type="submit"
            className="btn-primary mt-4 w-full"
            disabled={otp.length !== 4 || busy !== ""}
          >
            {busy === "verifying" ? t("consent.verifying") : t("consent.verify")}
          </button>
        </form>
      ) : (
        <div className="mt-2">
          <p className="text-sm text-ink-soft">{t("consent.otpIntro", { mobile: props.mobile })}</p>
          <p role="alert" className="mt-1 min-h-5 text-sm text-danger">
            {error}
          </p>
          <button type="button" className="btn-primary mt-2 w-full" onClick={send} disabled={busy !== ""}>
            {busy === "sending" ? t("consent.sending") : t("consent.sendOtp")}
          </button>
        </div>
      )}
    </section>
  );
}
