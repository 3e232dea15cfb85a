import type { APIRequestContext, Page } from "@playwright/test";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";

// Lender consent: links come from the dev route that mirrors `npm run consent:link`, each for a
// fresh applicant (own mobile, so OTP limits never carry over). `ckyc=record|none` picks a lead whose sandbox
// cKYC has or lacks a record.

interface Link {
  lead: string;
  mobile: string;
  url: string;
}

async function newLink(request: APIRequestContext, query = ""): Promise<Link> {
  const answer = await (await request.get(`/dev/consent-link?${query}`)).json();
  expect(answer.status).toBe(true);
  return answer.data as Link;
}

const path = (link: Link) => {
  const url = new URL(link.url);
  return `${url.pathname}${url.search}`;
};

const otpFor = otpSentTo;

/** Opens the link with the page clock stopped (only runFor moves it) and verifies the mobile by OTP. */
async function openVerified(page: Page, link: Link, options: { clock: boolean } = { clock: true }) {
  if (options.clock) await page.clock.install();
  await gotoReady(page, path(link));
  if (options.clock) await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const otp = page.getByLabel("Enter 4 Digit OTP");
  await expect(otp).toBeFocused();
  await otp.fill(await otpFor(page, link.mobile));
  await expect(page.getByTestId("otp-verified")).toHaveText("Your Mobile number has been verified!");
}

test.describe("lender consent", () => {
  test("consent OTP: an invalid code shows the message, the right one verifies; accept with cKYC shows the ID", async ({
    page,
  }) => {
    const link = await newLink(page.request, "ckyc=record");
    await page.clock.install();
    await gotoReady(page, path(link));
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review your loan offer");
    await expect(page.getByText(`XXXXXX${link.mobile.slice(-4)}`)).toBeVisible();
    await page.getByRole("button", { name: "Send OTP" }).click();
    const otp = page.getByLabel("Enter 4 Digit OTP");
    await expect(otp).toBeFocused();
    await expect(page.getByText("Resend OTP in 30 s")).toBeVisible();
    const code = await otpFor(page, link.mobile);
    await otp.fill(String((Number(code) + 1) % 10_000).padStart(4, "0"));
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect OTP" })).toHaveText(
      "Incorrect OTP. Please check and try again.",
    );
    await otp.fill(code);
    await expect(page.getByTestId("otp-verified")).toHaveText("Your Mobile number has been verified!");

    // Both boxes start unticked: a consent is given by ticking (decision 0042, not §4's "default checked").
    await expect(page.getByTestId("consent-whatsapp")).not.toBeChecked();
    await expect(page.getByTestId("consent-loan-initiated")).not.toBeChecked();
    await expect(page.getByText("HDFC Bank").first()).toBeVisible();
    // The fee with GST and the APR as the KFS states them, and the KFS itself.
    const kfs = await page.request.get((await page.getByTestId("consent-kfs").getAttribute("href"))!);
    expect(kfs.headers()["content-type"]).toBe("application/pdf");
    const kfsText = await pdfText(Buffer.from(await kfs.body()));
    const fee = (await page.getByRole("definition").nth(6).textContent())!;
    const apr = (await page.getByRole("definition").nth(7).textContent())!;
    expect(fee).toMatch(/^₹[\d,]+$/);
    expect(kfsText).toContain(`= ${fee} (one time`);
    expect(apr).toMatch(/^\d+\.\d{2}% a year$/);
    expect(kfsText).toContain(`Annual Percentage Rate (APR)\n${apr}`);

    await page.getByTestId("consent-loan-initiated").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("consent-wait")).toHaveText("Wait for a while");
    // The cKYC lookup waits 1500 ms after an approval.
    await expect(page.locator("[data-delay=started]")).toBeVisible();
    await page.clock.runFor(1_400);
    await expect(page.getByTestId("consent-wait")).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByTestId("consent-accepted").getByRole("heading")).toHaveText(
      "Thank you for accepting the terms and conditions",
    );
    await expect(page.getByTestId("ckyc-id")).toHaveText(/^Your unique cKYC ID: \d{14}$/);
    // Accepting is not a sanction: the page says what comes next, offers no letter and no longer asks to
    // accept or decline.
    await expect(page.getByTestId("consent-next")).toContainText(
      "decide whether to sanction the loan. When it does, the sanction letter appears on your dashboard",
    );
    await expect(page.getByRole("link", { name: /sanction letter/i })).toHaveCount(0);
    await expect(page.getByTestId("consent-intro")).toHaveCount(0);
    await page.clock.resume(); // axe schedules its own timers
    expect(await axeViolations(page)).toEqual([]);
    // Nor does the sanction letter screen have one to give before the sanction.
    await gotoReady(
      page,
      `/sanction-letter?id=${btoa(link.lead)}&token=${new URL(link.url).searchParams.get("token")}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sanction letter");
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByTestId("sanction-download")).toHaveCount(0);

    // The used link now lands on /expired-link with the approved variant: used, not expired.
    await gotoReady(page, path(link));
    await expect(page).toHaveURL(/\/expired-link\?consent=approved$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has already been used");
    await expect(page.getByTestId("expired-message")).toHaveText(
      "You have already accepted these terms, so this link cannot be used again.",
    );
  });

  test("accept with 'No record found!' shows the accepted screen without an ID", {
    tag: "@one-width",
  }, async ({ page }) => {
    const link = await newLink(page.request, "ckyc=none");
    await openVerified(page, link);
    await page.getByTestId("consent-loan-initiated").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.locator("[data-delay=started]")).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByTestId("consent-accepted")).toBeVisible();
    await expect(page.getByTestId("ckyc-id")).toHaveCount(0);
  });

  test("accept without the ckyc flag shows the accepted screen straight away", { tag: "@one-width" }, async ({
    page,
  }) => {
    const link = await newLink(page.request, "ckycFlag=false");
    let ckycCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/ckyc/")) ckycCalls++;
    });
    await openVerified(page, link);
    await page.getByTestId("consent-loan-initiated").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("consent-accepted")).toBeVisible();
    await expect(page.getByTestId("ckyc-id")).toHaveCount(0);
    expect(ckycCalls).toBe(0);
  });

  test("Accept is disabled until 'loan initiated' is ticked", { tag: "@one-width" }, async ({ page }) => {
    const link = await newLink(page.request);
    await openVerified(page, link, { clock: false });
    const accept = page.getByRole("button", { name: "Accept" });
    await expect(accept).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("consent-loan-initiated").check();
    await expect(accept).toBeEnabled();
    await page.getByTestId("consent-loan-initiated").uncheck();
    await expect(accept).toBeDisabled();
  });

  test("decline asks first: No goes back, Yes declines; the used link shows the rejected variant", {
    tag: "@one-width",
  }, async ({ page }) => {
    const link = await newLink(page.request);
    await openVerified(page, link);
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByText("Do you really want to decline?")).toBeVisible();
    await page.getByRole("button", { name: "No" }).click();
    await expect(page.getByText("Do you really want to decline?")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
    await page.getByRole("button", { name: "Decline" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByTestId("consent-wait")).toHaveText("Wait for a while");
    await expect(page.locator("[data-delay=started]")).toBeVisible();
    await page.clock.runFor(499);
    await expect(page.getByTestId("consent-wait")).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByTestId("consent-rejected").getByRole("heading")).toHaveText(
      "You have successfully declined the consent to apply for loan",
    );
    await expect(page.getByText("please contact your loan manager")).toBeVisible();
    await expect(page.getByTestId("consent-intro")).toHaveCount(0);

    await gotoReady(page, path(link));
    await expect(page).toHaveURL(/\/expired-link\?consent=rejected$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has already been used");
    await expect(page.getByTestId("expired-message")).toHaveText(
      "You have already declined these terms, so this link cannot be used again.",
    );
  });

  test("a link decided in another tab: the first tab's Accept lands on /expired-link?consent=rejected", {
    tag: "@one-width",
  }, async ({ page, context }) => {
    const link = await newLink(page.request, "ckycFlag=false");
    await openVerified(page, link, { clock: false });
    const other = await context.newPage();
    await gotoReady(other, path(link));
    // The mobile was verified for this link: the other tab opens on the terms.
    await other.getByRole("button", { name: "Decline" }).click();
    await other.getByRole("button", { name: "Yes" }).click();
    await expect(other.getByTestId("consent-rejected")).toBeVisible();
    await page.getByTestId("consent-loan-initiated").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/expired-link\?consent=rejected$/);
  });

  test("an expired link lands on /expired-link; a tampered one says it is not valid", {
    tag: "@one-width",
  }, async ({ page }) => {
    const link = await newLink(page.request, "ttl=-60");
    await gotoReady(page, path(link));
    await expect(page).toHaveURL(/\/expired-link\?consent=expired$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops! Link Expired");
    await expect(page.getByTestId("expired-message")).toHaveText(
      "This link has expired or has already been used. Please ask for a new link.",
    );
    const fresh = await newLink(page.request);
    await gotoReady(
      page,
      path(fresh).replace(/token=([^&]+)/, (_, t: string) => `token=${t.slice(0, -4)}AAAA`),
    );
    await expect(page.getByTestId("consent-invalid")).toBeVisible();
  });

  test("in Hindi, the verified terms name the application's reference as the dashboard does", {
    tag: "@one-width",
  }, async ({ page }) => {
    const link = await newLink(page.request);
    await gotoReady(page, `/hi/consent${new URL(link.url).search}`);
    await page.getByRole("button", { name: "ओटीपी भेजें" }).click();
    const otp = page.getByTestId("consent-otp");
    await expect(otp).toBeFocused();
    await otp.fill(await otpFor(page, link.mobile));
    await expect(page.getByTestId("otp-verified")).toBeVisible();
    const terms = page.getByRole("heading", { name: "लोन की शर्तें" }).locator("..");
    await expect(terms).toContainText(/आवेदन संदर्भ संख्या\s*LS\d+/);
    await expect(terms).not.toContainText("रेफ़रेंस");
  });

  test("in Hindi, the sanction letter screen stays silent when the letter cannot be fetched", {
    tag: "@one-width",
  }, async ({ page }) => {
    const link = await newLink(page.request);
    await gotoReady(page, `/hi/consent${new URL(link.url).search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपना लोन ऑफ़र देखें");
    await expect(page.getByRole("button", { name: "ओटीपी भेजें" })).toBeVisible();
    // Not accepted yet: no letter, and no error either.
    await gotoReady(
      page,
      `/hi/sanction-letter?id=${btoa(link.lead)}&token=${new URL(link.url).searchParams.get("token")}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सैंक्शन लेटर");
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByTestId("sanction-download")).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });
});
