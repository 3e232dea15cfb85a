import { axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";
import { freshMobile } from "./support/journey.ts";

// The first step of every journey, and the header's "Log in", work before the page's script has arrived:
// server-rendered forms that post to the login page, which takes the OTP and comes back.

test.describe("before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("a journey's first step logs in and returns to the journey @one-width", async ({ page }, info) => {
    const mobile = freshMobile(info.parallelIndex);
    await page.goto("/apply/personal-loan");
    const form = page.getByTestId("login-page-mobile-form");
    await expect(form.getByRole("heading", { name: "Start with your mobile number" })).toBeVisible();
    await form.getByLabel("Mobile number").fill("12345");
    await form.getByRole("button", { name: "Get OTP" }).click();
    // A wrong number comes back with its message, and what was typed is still there.
    await expect(page.locator("#login-page-mobile-error")).toHaveText("Please enter correct mobile number");
    await expect(page.locator("#login-page-mobile")).toHaveValue("12345");
    await page.locator("#login-page-mobile").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify your mobile number" })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fapply%2Fpersonal-loan$/);
    await page.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(page, mobile));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/apply\/personal-loan$/);
    await expect(page.getByTestId("login-page-mobile-form")).toHaveCount(0);
    await expect(page.getByLabel("Full name (as on PAN)")).toBeVisible();
  });

  test("the header's Log in is the login page, in Hindi too @one-width", async ({ page }, info) => {
    const mobile = freshMobile(info.parallelIndex);
    await page.goto("/hi/emi-calculator");
    await page.getByTestId("login-button").click();
    await expect(page).toHaveURL(/\/hi\/login$/);
    await expect(page.getByRole("heading", { name: "LoanSetu में लॉग इन करें" })).toBeVisible();
    await page.getByLabel("मोबाइल नंबर").fill(mobile);
    await page.getByRole("button", { name: "ओटीपी पाएँ" }).click();
    await page.getByLabel("4 अंकों का ओटीपी डालें").fill("0000");
    await page.getByRole("button", { name: "आगे बढ़ें" }).click();
    // A wrong code keeps the OTP step with the service's Hindi message.
    await expect(page.locator("#login-page-otp-message")).toContainText(/[\u0900-\u097f]/);
    await page.getByLabel("4 अंकों का ओटीपी डालें").fill(await otpSentTo(page, mobile));
    await page.getByRole("button", { name: "आगे बढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/dashboard$/);
  });

  test("a next address of another site is not followed @one-width", async ({ page }, info) => {
    const mobile = freshMobile(info.parallelIndex);
    await page.goto("/login?next=%2F%2Fevil.example%2F");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(page, mobile));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/);
  });
});

test("a tap on a slow phone before the script has run is not lost @phone-only", async ({ page }, info) => {
  const mobile = freshMobile(info.parallelIndex);
  // A cheap phone on a poor network: the CPU four times slower, 1.6 Mb/s down, 750 kb/s up, 150 ms away.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const started = Date.now();
  await page.goto("/apply/personal-loan", { waitUntil: "commit" });
  const input = page.locator("#journey-login-mobile");
  await input.fill(mobile);
  const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Get OTP" }).click();
  info.annotations.push({
    type: "tap",
    description: `tapped ${Date.now() - started} ms after navigation; page hydrated then: ${hydratedAtTap}`,
  });
  // Wherever the tap landed (the page's form before the script, the same form after it), the OTP was sent
  // and its entry is on screen.
  await expect(page.getByLabel("Enter 4 Digit OTP")).toBeVisible();
  await expect.poll(async () => (await otpSentTo(page, mobile)).length).toBe(4);
});

test("the login page passes axe in both languages, with its script", async ({ page }, info) => {
  const mobile = freshMobile(info.parallelIndex);
  for (const path of ["/login", "/hi/login"]) {
    await gotoReady(page, path);
    expect(await axeViolations(page)).toEqual([]);
  }
  // With its script the page's forms work the same way, and four digits send the code without a tap.
  await page.locator("#login-page-mobile").fill(mobile);
  await page.locator("#login-page-mobile").press("Enter");
  await page.locator("#login-page-otp").fill(await otpSentTo(page, mobile));
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
});
