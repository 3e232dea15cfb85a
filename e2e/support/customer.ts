import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, type OutboxMessage, otpSentTo } from "./fixtures.ts";

// A customer of their own for a test: a fresh mobile, logged in with one OTP through the API, and
// applications made for them by the development helpers (never the demo customer, whose OTPs are limited).

export const freshMobile = () => `83${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The newest OTP sent to the mobile after the outbox message `after`. */
export async function newestOtp(page: Page, mobile: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sent = (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()) as {
        data: OutboxMessage[];
      };
      const otp = sent.data.find((m) => m.id > after && / is your .* OTP\./.test(m.body));
      code = otp ? /^(\d{4}) is your/.exec(otp.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

export async function newestId(page: Page): Promise<number> {
  const sent = (await (await page.request.get("/dev/outbox.json")).json()) as { data: OutboxMessage[] };
  return sent.data[0]?.id ?? 0;
}

/**
 * Logs the customer of `mobile` in through the site's login dialog, which the page has open (`#myaccount`,
 * or a journey's login step): mobile, Get OTP, the code from the dev outbox, and the dialog closes.
 */
export async function logInThroughDialog(page: Page, mobile: string) {
  const modal = page.getByTestId("login-modal");
  await expect(modal).toBeVisible();
  await modal.locator("#login-mobile").fill(mobile);
  await modal.locator("button[type=submit]").click();
  const otp = modal.locator("#login-otp");
  await expect(otp).toBeFocused();
  await otp.fill(await otpSentTo(page, mobile));
  await expect(modal).toBeHidden();
}

/**
 * Logs a request context (a page's, or the test's own) in as the customer of `mobile` through the OTP API,
 * as the login dialog would: the session cookie is then the context's. Waits for the SMS in the dev outbox.
 */
export async function logInThroughApi(request: APIRequestContext, baseURL: string, mobile: string) {
  const headers = { origin: baseURL };
  const toMobile = async () =>
    ((await (await request.get(`/dev/outbox.json?to=${mobile}`)).json()) as { data: OutboxMessage[] }).data;
  // Only a message newer than what the mobile had before: an older code (the demo customer's) must not be picked.
  const before = (await toMobile())[0]?.id ?? 0;
  const sent = await (await request.post("/api/otp-v2", { data: { mobile }, headers })).json();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await toMobile()).find((m) => m.id > before);
      code = newest ? /\b(\d{4})\b/.exec(newest.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verified = await request.post("/api/verify", {
    data: { mobile, referenceId: sent.data.id, value: { otp: code } },
    headers,
  });
  expect(verified.ok()).toBe(true);
}

/** A browser page logged in as the customer of `mobile` (one OTP through the API). */
export async function customerPage(browser: Browser, baseURL: string, mobile: string, isMobile: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: isMobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
  });
  const page = await context.newPage();
  const headers = { origin: baseURL };
  const before = await newestId(page);
  const sent = await (await context.request.post("/api/otp-v2", { data: { mobile }, headers })).json();
  const verified = await context.request.post("/api/verify", {
    data: { mobile, referenceId: sent.data.id, value: { otp: await newestOtp(page, mobile, before) } },
    headers,
  });
  expect(verified.ok()).toBe(true);
  return page;
}

/** A fresh submitted application of the customer (in progress), and optionally sanctioned. */
export async function freshLead(page: Page, mobile: string, sanctioned = false): Promise<string> {
  const created = await (await page.request.post(`/dev/pipeline-lead?mobile=${mobile}`)).json();
  const reference = created.data.reference as string;
  if (sanctioned) {
    const done = await page.request.post(`/dev/sanction-lead?reference=${reference}`);
    expect(done.ok()).toBe(true);
  }
  return reference;
}
