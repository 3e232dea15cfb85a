import { validateEmail, validateFullName } from "@loansetu/domain/contact-fields";
import { validateMobile } from "@loansetu/domain/mobile";
import { validateOtp } from "@loansetu/domain/otp";
import type { ValidationResult } from "@loansetu/domain/validation-result";
import { type FormEvent, useCallback, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useOneAtATime, useOtpAutoSubmit } from "../../ui/use-otp-auto-submit.ts";
import { postJson } from "../auth/api-client.ts";
import { useResendTimer } from "../auth/use-resend-timer.ts";

export type Field = "name" | "email" | "mobile";
export type DetailErrors = Partial<Record<Field | "otp" | "consent" | "form", string>>;

const RULES: Record<Field, (value: string) => ValidationResult> = {
  name: (v) => validateFullName(v, { required: true }),
  email: (v) => validateEmail(v, { required: true, form: "chatbot" }),
  mobile: (v) => validateMobile(v, { required: true, messageId: "mobile.notValid" }),
};

/** The logged-in customer as the page knows them: the chat needs no mobile, OTP or known name from them. */
export interface ChatCustomer {
  mobile: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * §4 step 2, the details form: name, email, mobile with its OTP, consent, then the chatbot lead
 * (`onLead` gets its id and the visitor's first name). A logged-in customer's session stands for the mobile
 * and its OTP (the API creates the lead for the session's customer), and their name and email start filled.
 */
export function useChatDetails({
  busy,
  setBusy,
  onLead,
  customer = null,
}: {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onLead: (leadId: string, firstName: string) => void;
  customer?: ChatCustomer | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const knownName = customer ? [customer.firstName, customer.lastName].filter(Boolean).join(" ") : "";
  const [values, setValues] = useState<Record<Field, string>>({
    name: knownName,
    email: customer?.email ?? "",
    mobile: customer?.mobile ?? "",
  });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [referenceId, setReferenceId] = useState("");
  const [otp, setOtp] = useState("");
  // §4 "The chatbot OTP flag 'true' or 'false' records verification."
  const [chatbotOtp, setChatbotOtp] = useState<"true" | "false">(customer ? "true" : "false");
  const [consent, setConsent] = useState(false);
  const timer = useResendTimer(referenceId !== "" && chatbotOtp === "false");
  const otpForm = useOtpAutoSubmit(chatbotOtp === "false" ? otp : "");
  const oneAtATime = useOneAtATime();

  const signedIn = customer !== null;
  const reset = useCallback(() => {
    setReferenceId("");
    setOtp("");
    setChatbotOtp(signedIn ? "true" : "false");
    setConsent(false);
    setErrors({});
  }, [signedIn]);

  const check = (field: Field, value = values[field]) => {
    const result = RULES[field](value);
    return result.ok ? "" : t(`validation.${result.id}`);
  };

  async function sendOtp(event?: FormEvent) {
    event?.preventDefault();
    // Every field is checked before an OTP is sent: a code spent on a form that then fails costs one of
    // the mobile's five sends an hour.
    const found = { name: check("name"), email: check("email"), mobile: check("mobile") };
    setErrors((e) => ({ ...e, ...found, form: "" }));
    if (found.name || found.email || found.mobile) return;
    setBusy(true);
    const answer = referenceId
      ? await postJson<{ id: string; retries: number }>(
          "/api/chatbot/resend-otp",
          { mobile: values.mobile, referenceId, retries: 1 },
          locale,
        )
      : await postJson<{ id: string; retries: number }>(
          "/api/chatbot/send-otp",
          { mobile: values.mobile, referenceId: "", retries: 1, type: "chatbot", otpLength: 4 },
          locale,
        );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, form: t("chatbot.networkError") }));
    if (!answer.status || !answer.data) return setErrors((e) => ({ ...e, form: answer.message }));
    setReferenceId(answer.data.id);
    setOtp("");
    timer.start();
  }

  const verifyOtp = oneAtATime(async (event?: FormEvent) => {
    event?.preventDefault();
    const result = validateOtp(otp, { required: true });
    if (!result.ok || otp.length !== 4) {
      return setErrors((e) => ({ ...e, otp: t("validation.otp.invalid") }));
    }
    setBusy(true);
    const answer = await postJson<{ status: boolean; data?: { status: boolean } }>(
      "/api/chatbot/verify-otp",
      { otp, referenceId, mobile: values.mobile },
      locale,
    );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, otp: t("chatbot.networkError") }));
    if (!answer.status || !answer.data?.status) return setErrors((e) => ({ ...e, otp: answer.message }));
    setErrors((e) => ({ ...e, otp: "" }));
    setChatbotOtp("true");
  });

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: check("name"),
      email: check("email"),
      mobile: check("mobile"),
      consent: consent ? "" : t("validation.consent.required"),
      otp: chatbotOtp === "true" ? "" : t("validation.otp.invalid"),
      form: "",
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const answer = await postJson<{ id: string }>(
      "/api/create-lead",
      {
        productsId: 26,
        vendorsId: 5,
        mobile: values.mobile,
        name: values.name.trim(),
        personalEmail: values.email.trim(),
        encryptedFields: [],
        utmSource: "chatbot",
        status: "active",
        // A logged-in customer's lead is created for their session; a visitor's by the verified OTP.
        ...(customer ? {} : { referenceId }),
      },
      locale,
    );
    setBusy(false);
    if (!answer) return setErrors((e) => ({ ...e, form: t("chatbot.networkError") }));
    if (!answer.status || !answer.data) return setErrors((e) => ({ ...e, form: answer.message }));
    onLead(answer.data.id, values.name.trim().split(/\s+/)[0] ?? "");
  }

  return {
    customer,
    knownName: knownName !== "",
    busy,
    values,
    setValues,
    errors,
    setErrors,
    referenceId,
    otp,
    setOtp,
    chatbotOtp,
    consent,
    setConsent,
    timer,
    check,
    reset,
    sendOtp,
    verifyOtp,
    otpForm,
    submitDetails,
  };
}

export type ChatDetails = ReturnType<typeof useChatDetails>;
