import type { Browser } from "@playwright/test";
import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";
import { otpFromServer, statusOf } from "./support/nginx.ts";
import { fillPartnerSignUp, freshMobile } from "./support/partners.ts";
import { nextTotpCode } from "./support/studio.ts";
import { startBehindTls, type TlsFront } from "./support/tls-front.ts";

// Production's shape: the site behind a TLS-terminating proxy (nginx from Debian, a throwaway certificate,
// started by support/tls-front.ts), with PUBLIC_URL naming the https address. Node sees http://host/… while
// the browser posts from https://host: every page form must still be accepted, and every link must name the
// public address.

const httpsContext = (browser: Browser, url: string) =>
  browser.newContext({ baseURL: url, ignoreHTTPSErrors: true });

test.describe("behind a TLS-terminating proxy", { tag: "@one-width" }, () => {
  let front: TlsFront;
  test.beforeAll(async () => {
    front = await startBehindTls();
  });
  test.afterAll(async () => {
    await front?.stop();
  });

  test("page forms are accepted: a partner signs up and operations approve them in the studio", async ({
    browser,
  }, info) => {
    allowTime(120_000);
    const mobile = freshMobile(info.workerIndex, "7");
    const business = `TLS Motors ${Date.now() % 100_000}`;
    const partnerContext = await httpsContext(browser, front.url);
    const partner = await partnerContext.newPage();
    const form = await fillPartnerSignUp(partner, {
      business,
      name: "Kiran Rao",
      mobile,
      email: "kiran@example.com",
      city: "Pune",
      taxId: "ABCPE1234F",
    });
    await form.getByRole("button", { name: "Get OTP" }).click();
    await expect(form.getByLabel("Enter 4 Digit OTP")).toBeVisible();
    await form.getByLabel("Enter 4 Digit OTP").fill(await otpFromServer(front.server, mobile));
    await expect(partner.getByTestId("partner-waiting")).toContainText("We are checking your details");
    await partnerContext.close();

    // Operations sign in through the proxy as a person does (the development sign-in helper answers no
    // relayed request): the demo employee's password, then the authenticator's code.
    const studioContext = await httpsContext(browser, front.url);
    const studio = await studioContext.newPage();
    await gotoReady(studio, "/uj-business?popup=1");
    const dialog = studio.getByTestId("employee-login");
    await dialog.getByLabel("Work email").fill("ops@loansetu.example");
    await dialog.getByLabel("Password").fill("LoanSetu-demo-2026");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await dialog
      .getByLabel("6-digit code or recovery code")
      .fill(nextTotpCode("LOANSETUDEMOSTUDIOTOTPSECRET2345"));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(studio).toHaveURL(/\/studio$/);
    await gotoReady(studio, "/studio/partners");
    const card = studio.getByTestId("studio-partner").filter({ hasText: business });
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(studio.getByTestId("partner-decision-result")).toHaveText("Partner approved.");
    await studioContext.close();
  });

  test("the development helpers answer no relayed request", async () => {
    // Through the proxy the dev outbox (every OTP) does not exist; asked directly on this machine it does.
    expect(await statusOf(`${front.url}/dev/outbox.json`)).toBe(404);
    expect(await statusOf(`${front.url}/dev/studio-session?roles=admin`)).toBe(404);
    expect((await fetch(`${front.server.url}/dev/outbox.json`)).status).toBe(200);
  });

  test("links name the public https address, and the session cookies are Secure", async ({ browser }) => {
    const context = await httpsContext(browser, front.url);
    const page = await context.newPage();
    await gotoReady(page, "/personal-loan");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${front.url}/personal-loan`);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${front.url}/</loc>`);
    expect(sitemap).not.toContain("http://127.0.0.1");
    const mobile = freshMobile(0, "9");
    const headers = { origin: front.url };
    const sent = await (await page.request.post("/api/otp-v2", { data: { mobile }, headers })).json();
    const verified = await page.request.post("/api/verify", {
      data: { mobile, referenceId: sent.data.id, value: { otp: await otpFromServer(front.server, mobile) } },
      headers,
    });
    expect(verified.ok()).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "ls_at")?.secure).toBe(true);
    await context.close();
  });
});
