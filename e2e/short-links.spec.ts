import { expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";
import { freshMobile, partnerLogIn } from "./support/partners.ts";

// SMS carry short links (/l/{code}) in the customer's language. A Hindi customer's link opens the Hindi
// page it names, logged in; reading an English page makes their next SMS English; once expired the Hindi
// link says so in Hindi; an unknown code is the not-found page in the link's language.

test(
  "a Hindi customer's SMS short link opens the Hindi journey logged in; an English page makes the next SMS English; the expired link says so in Hindi",
  { tag: "@one-width" },
  async ({ page, browser, baseURL, outbox }, info) => {
    // The customer has used the site in Hindi: they logged in on a Hindi page.
    const customerMobile = freshMobile(info.workerIndex, "7");
    const customer = await browser.newContext({ baseURL: baseURL! });
    const headers = { origin: baseURL!, "x-locale": "hi" };
    const sent = await (
      await customer.request.post("/api/otp-v2", { data: { mobile: customerMobile }, headers })
    ).json();
    const verified = await customer.request.post("/api/verify", {
      data: {
        mobile: customerMobile,
        referenceId: sent.data.id,
        value: { otp: await otpSentTo(page, customerMobile) },
      },
      headers,
    });
    expect(verified.ok()).toBe(true);
    await customer.clearCookies();

    // A partner (on an English page) starts an application for them: the SMS is Hindi, with a /hi/ link.
    await partnerLogIn(page, "9000000202");
    const start = page.getByTestId("partner-start-form");
    await start.getByLabel("Customer's mobile number").fill(customerMobile);
    await start.getByLabel("Customer's full name").fill("Gita Devi");
    await start.getByLabel("Loan").selectOption("used-car-loan");
    await start.getByRole("button", { name: "Send the customer a link" }).click();
    await expect(page.getByTestId("partner-start-message")).toContainText("Application started");
    let sms = "";
    await expect
      .poll(async () => {
        sms =
          (await outbox()).find((m) => m.recipient === customerMobile && m.body.includes("/l/"))?.body ?? "";
        return sms;
      })
      .toMatch(/ने आपका लोन आवेदन LS\d{12} शुरू किया। ख़ुद आगे बढ़ाएँ: http\S+\/hi\/l\/[0-9A-Za-z]{8}$/);
    const link = new URL(/https?:\/\/\S+/.exec(sms)![0]);

    const phone = await customer.newPage();
    try {
      await phone.goto(link.pathname);
      await expect(phone).toHaveURL(/\/hi\/apply\/used-car-loan/);
      await expect(phone.locator("html")).toHaveAttribute("lang", "hi");

      // The customer reads an English page while logged in: from now on their messages are English.
      await gotoReady(phone, "/dashboard");
      await start.getByLabel("Customer's mobile number").fill(customerMobile);
      await start.getByLabel("Customer's full name").fill("Gita Devi");
      await start.getByLabel("Loan").selectOption("personal-loan");
      await start.getByRole("button", { name: "Send the customer a link" }).click();
      await expect
        .poll(async () => (await outbox()).find((m) => m.recipient === customerMobile)?.body ?? "")
        .toMatch(/has started your personal loan application LS\d{12}\..* http\S+:\d+\/l\/[0-9A-Za-z]{8}$/);

      // A day later the Hindi link has expired: the Hindi expired page, not a login or an English page.
      await page.request.post("/dev/clock?days=2");
      await gotoReady(phone, link.pathname);
      await expect(phone).toHaveURL(/\/hi\/expired-link$/);
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText("ओह! लिंक की समय-सीमा खत्म हो गई");
    } finally {
      await page.request.post("/dev/clock?days=0");
      await customer.close();
    }
  },
);

test("an unknown short link is the not-found page in the link's language", { tag: "@one-width" }, async ({
  page,
}) => {
  const hindi = await page.goto("/hi/l/Zz9Zz9Zz");
  expect(hindi?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेज नहीं मिला");
  const english = await page.goto("/l/Zz9Zz9Zz");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
