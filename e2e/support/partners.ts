import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { expect, gotoReady, otpSentTo } from "./fixtures.ts";

// The channel partner steps the partner specs share (partners.spec.ts, partner-payout-journey.spec.ts):
// fresh mobiles, a browser context per person at the project's width, the sign-up with its OTP, the
// partner's log-in, and a customer applying through the partner's link.

let counter = 0;
/** A mobile no other test of this run uses: `lead` is its first digit (6–9). */
export const freshMobile = (worker: number, lead: string) =>
  `${lead}${String(400_000_000 + worker * 100_000 + ++counter * 71 + (Date.now() % 50_000)).slice(-9)}`;

/** A new browser context for one more person in a test, at the project's width. */
export async function newContext(browser: Browser, baseURL: string, info: TestInfo) {
  const mobile = info.project.name === "mobile";
  return browser.newContext({
    baseURL,
    viewport: mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
  });
}

export interface PartnerSignUp {
  business: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  /** PAN or GSTIN, as typed. */
  taxId: string;
}

/** Opens /partners and fills the sign-up form; answers the form (the OTP step is `verifyPartnerSignUp`). */
export async function fillPartnerSignUp(page: Page, partner: PartnerSignUp): Promise<Locator> {
  await gotoReady(page, "/partners");
  const form = page.getByTestId("partner-signup-form");
  await form.getByLabel("Business name").fill(partner.business);
  await form.getByLabel("Your full name").fill(partner.name);
  await form.getByLabel("Mobile number").fill(partner.mobile);
  await form.getByLabel("Email").fill(partner.email);
  await form.getByLabel("City").fill(partner.city);
  await form.getByLabel("PAN or GSTIN").fill(partner.taxId);
  return form;
}

/** Gets the OTP for the filled sign-up form, enters it, and waits for the "we are checking" answer. */
export async function verifyPartnerSignUp(page: Page, form: Locator, mobile: string) {
  await form.getByRole("button", { name: "Get OTP" }).click();
  // The OTP field shows once the OTP is sent: only then is the newest SMS this one.
  await expect(form.getByLabel("Enter 4 Digit OTP")).toBeVisible();
  await form.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(page, mobile));
  const waiting = page.getByTestId("partner-waiting");
  await expect(waiting).toContainText("We are checking your details");
  // It replaces the form: announced, on the screen, with the focus the form had.
  await expect(waiting).toHaveRole("status");
  await expect(waiting).toBeInViewport();
  await expect(waiting).toBeFocused();
}

/** Logs an approved partner in at /partner (mobile, Get OTP, the OTP from the dev outbox). */
export async function partnerLogIn(page: Page, mobile: string) {
  await gotoReady(page, "/partner");
  const form = page.getByTestId("partner-login");
  await form.getByLabel("Mobile number").fill(mobile);
  await form.getByRole("button", { name: "Get OTP" }).click();
  await expect(form.getByLabel("Enter 4 Digit OTP")).toBeVisible();
  await form.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(page, mobile));
  await expect(page.getByTestId("partner-code")).toBeVisible();
}

export interface LinkApplicant {
  fullName: string;
  email: string;
  dateOfBirth: string;
  pan: string;
  pin: string;
  /** As typed, with commas. */
  income: string;
}

/**
 * A customer opens the partner's share link in a context of their own, logs in by OTP in the login modal it
 * opens, fills the personal details and saves them: answers their page, mobile and the application reference.
 */
export async function applyThroughLink(
  browser: Browser,
  baseURL: string,
  info: TestInfo,
  link: string,
  applicant: LinkApplicant,
) {
  const context = await newContext(browser, baseURL, info);
  const customer = await context.newPage();
  const mobile = freshMobile(info.workerIndex, "7");
  await gotoReady(customer, new URL(link).pathname + new URL(link).search);
  const modal = customer.getByTestId("login-modal");
  await expect(modal).toBeVisible();
  await modal.locator("#login-mobile").fill(mobile);
  await modal.locator("button[type=submit]").click();
  await expect(modal.locator("#login-otp")).toBeFocused();
  await modal.locator("#login-otp").fill(await otpSentTo(customer, mobile));
  await expect(modal).toBeHidden();
  await customer.getByLabel("Full name (as on PAN)").fill(applicant.fullName);
  await customer.getByLabel("Email").fill(applicant.email);
  await customer.getByLabel("Date of birth").fill(applicant.dateOfBirth);
  await customer.getByLabel("PAN", { exact: true }).fill(applicant.pan);
  await customer.getByLabel("PIN code").fill(applicant.pin);
  await customer.getByLabel("Employment type").selectOption("salaried");
  await customer.getByLabel("Net monthly income (₹)").fill(applicant.income);
  await customer.getByRole("button", { name: "Save and continue" }).click();
  await expect(customer.getByRole("heading", { name: "Loan details" })).toBeVisible();
  const reference = /reference=(LS\d+)/.exec(customer.url())?.[1];
  expect(reference).toBeTruthy();
  return { context, customer, mobile, reference: reference! };
}
