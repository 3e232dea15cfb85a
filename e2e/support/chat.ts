import type { Locator, Page } from "@playwright/test";
import { expect, otpSentTo } from "./fixtures.ts";

// The chat widget's first step, as a visitor goes through it: details, the OTP from the dev outbox, the
// consent, and on to the chat. One place for the browser tests of the chat (chatbot, support-assistant).

const LABELS = {
  en: {
    start: "Start chat",
    name: "Full name",
    email: "Email",
    mobile: "Mobile number",
    getOtp: "Get OTP",
    otp: "Enter 4 Digit OTP",
    go: "Continue to chat",
  },
  hi: {
    start: "चैट शुरू करें",
    name: "पूरा नाम",
    email: "ईमेल",
    mobile: "मोबाइल नंबर",
    getOtp: "ओटीपी पाएँ",
    otp: "4 अंकों का ओटीपी डालें",
    go: "चैट पर आगे बढ़ें",
  },
} as const;

/** In the open widget `chat`, a visitor verifies `mobile` with its OTP and reaches the chat. */
export async function verifyInChat(
  page: Page,
  chat: Locator,
  mobile: string,
  { lang = "en", name = "Asha Verma" }: { lang?: "en" | "hi"; name?: string } = {},
) {
  const label = LABELS[lang];
  await chat.getByRole("button", { name: label.start }).click();
  await chat.getByLabel(label.name).fill(name);
  await chat.getByLabel(label.email).fill("asha@example.in");
  await chat.getByLabel(label.mobile).fill(mobile);
  await chat.getByRole("button", { name: label.getOtp }).click();
  const otp = chat.getByLabel(label.otp);
  await expect(otp).toBeVisible();
  await otp.fill(await otpSentTo(page, mobile));
  await expect(chat).toHaveAttribute("data-chatbot-otp", "true");
  await chat.getByRole("checkbox").check();
  await chat.getByRole("button", { name: label.go }).click();
  await expect(chat).toHaveAttribute("data-step", "chat");
}
