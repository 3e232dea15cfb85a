import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

export type StudioRole = "admin" | "operations" | "finance" | "viewer" | "support";

/**
 * Signs this page's browser in to the back office as a fresh employee with these roles, without the
 * password and TOTP steps (the development-only `/dev/studio-session`), and opens `next` (default /studio).
 * Answers the employee's email. The sign-in itself is tested in e2e/studio-access.spec.ts.
 */
export async function signInToStudio(page: Page, roles: StudioRole[], next = "/studio"): Promise<string> {
  const email = `e2e-${roles.join("-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@studio.example`;
  await page.goto(
    `/dev/studio-session?roles=${roles.join(",")}&email=${encodeURIComponent(email)}&next=${encodeURIComponent(next)}`,
  );
  return email;
}

/** The current TOTP code for a secret, for the time step after `at` (a code just used for set-up is spent). */
export function nextTotpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at + 30_000,
  });
}

/** A fresh invited employee and their set-up link (development-only `/dev/studio-invite`). */
export async function studioInvite(page: Page, roles: StudioRole[], name = "Test Admin") {
  const email = `e2e-invite-${roles.join("-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@studio.example`;
  const response = await page.request.get(
    `/dev/studio-invite?roles=${roles.join(",")}&email=${encodeURIComponent(email)}&name=${encodeURIComponent(name)}`,
  );
  const body = (await response.json()) as { data: { email: string; url: string } };
  return body.data;
}

/** Today's date in India (yyyy-mm-dd), as the studio's date fields take it. */
export function todayInIndia(at = Date.now()): string {
  return new Date(at + 330 * 60_000).toISOString().slice(0, 10);
}

/** A UTR no other test has used: 16 capital letters and digits, as NEFT gives them. */
export function freshUtr(): string {
  return `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    .padEnd(16, "0")
    .slice(0, 16);
}

/** A second operations employee, in a browser context of its own, approves the entry waiting on the lead. */
async function approveAsSecondEmployee(page: Page, reference: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const second = await page.context().browser()!.newContext({ baseURL: origin });
  try {
    const checker = await second.newPage();
    await signInToStudio(checker, ["operations"], `/studio/leads/${reference}`);
    // A lead's decided entries stay listed, so the disbursal's approval is seen by one more of them (the
    // sanction's is already there): waiting for the list alone let the context close mid-request.
    const decided = checker.getByTestId("entries-decided").locator("li");
    const before = await decided.count();
    await checker.getByTestId("form-approve-entry").getByRole("button", { name: "Approve" }).click();
    await expect(decided).toHaveCount(before + 1);
  } finally {
    await second.close();
  }
  await page.reload();
}

/**
 * The lender's sanction of the offer the borrower accepted through the consent link, for a lead without a
 * lender share: `page` (operations, on the lead's page) enters the accepted terms and today; a second
 * operations employee approves it. `page` is on the lead's page again afterwards, reloaded.
 */
export async function sanctionWithTwoEmployees(
  page: Page,
  reference: string,
  terms: { amount: number; ratePercent: number; tenureMonths: number },
): Promise<void> {
  const form = page.getByTestId("form-entry-sanction");
  await form.getByLabel("Amount (₹)").fill(String(terms.amount));
  await form.getByLabel("Rate (% a year)").fill(String(terms.ratePercent));
  await form.getByLabel("Tenure (months)").fill(String(terms.tenureMonths));
  await form.getByLabel("Date").fill(todayInIndia());
  await form.getByRole("button", { name: "Enter the sanction" }).click();
  await page.getByTestId("entry-pending-sanction").waitFor();
  await approveAsSecondEmployee(page, reference);
}

/**
 * The lender's disbursal of a sanctioned lead, as the back office records it for a lender without an
 * integration: `page` (signed in as operations, on the lead's page) enters the sanctioned amount, today and a
 * fresh UTR; a second operations employee, in a browser context of its own, approves it. `page` is on the
 * lead's page again afterwards, reloaded.
 */
export async function disburseWithTwoEmployees(page: Page, reference: string): Promise<void> {
  const lead = (await (await page.request.get(`/api/studio/leads/${reference}`)).json()).data as {
    offers: { loanAmount: number }[];
  };
  const form = page.getByTestId("form-entry-disbursal");
  await form.getByLabel("Amount (₹)").fill(String(lead.offers[0]!.loanAmount));
  await form.getByLabel("Date").fill(todayInIndia());
  await form.getByLabel("UTR").fill(freshUtr());
  await form.getByRole("button", { name: "Enter the disbursal" }).click();
  await page.getByTestId("entry-pending-disbursal").waitFor();
  await approveAsSecondEmployee(page, reference);
}
