import { allowTime, axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";
import {
  applyThroughLink,
  fillPartnerSignUp,
  freshMobile,
  newContext,
  partnerLogIn,
  verifyPartnerSignUp,
} from "./support/partners.ts";
import { signInToStudio } from "./support/studio.ts";

// Channel partners end to end: a dealer signs up with an OTP and waits; operations approve them in
// the studio; they log in to /partner and share their link; a customer who opens it and applies is
// attributed to them (the studio's lead page says so); the partner sees the lead with the customer masked;
// the Sales Grand Prix ranks partners (the demo partners' disbursed loans) and shows a partner their rank.

test(
  "a dealer signs up, is approved, shares a link; a customer applies through it and is theirs, masked",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    allowTime(180_000);
    const dealerMobile = freshMobile(info.workerIndex, "8");
    const business = `Test Cars ${info.project.name} ${Date.now() % 100_000}`;

    // 1. Sign-up, two plain steps.
    const partnerContext = await newContext(browser, baseURL!, info);
    const partner = await partnerContext.newPage();
    const signUp = await fillPartnerSignUp(partner, {
      business,
      name: "Ravi Sharma",
      mobile: dealerMobile,
      email: "ravi@example.com",
      city: "Jaipur",
      taxId: "ABCDE12345",
    });
    await expect(partner.getByRole("heading", { level: 1 })).toHaveText("Become a channel partner");
    await signUp.getByRole("button", { name: "Get OTP" }).click();
    await expect(signUp.getByText("Please enter a valid PAN (5 letters, 4 digits, 1 letter)")).toBeVisible();
    await signUp.getByLabel("PAN or GSTIN").fill("abcpe1234f");
    await verifyPartnerSignUp(partner, signUp, dealerMobile);

    // 2. Not approved yet: the log-in says so.
    await gotoReady(partner, "/partner");
    const form = partner.getByTestId("partner-login");
    await form.getByLabel("Mobile number").fill(dealerMobile);
    await form.getByRole("button", { name: "Get OTP" }).click();
    // The OTP field shows once the new OTP is sent: only then is the newest SMS this one.
    await expect(form.getByLabel("Enter 4 Digit OTP")).toBeVisible();
    await form.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(partner, dealerMobile));
    await expect(partner.getByTestId("partner-login-message")).toContainText("No approved partner account");

    // 3. Operations approve in the studio.
    const studioContext = await newContext(browser, baseURL!, info);
    const studio = await studioContext.newPage();
    await signInToStudio(studio, ["operations"], "/studio/partners");
    const card = studio.getByTestId("studio-partner").filter({ hasText: business });
    await expect(card).toContainText("PAN XXXXXX234F");
    await card.getByRole("button", { name: "Approve" }).click();
    const decision = studio.getByTestId("partner-decision-result");
    await expect(decision).toHaveText("Partner approved.");
    // Written above the list, it is brought to the screen of the 360 px phone and announced.
    await expect(decision).toHaveRole("status");
    await expect(decision).toBeInViewport();
    await expect(studio.getByTestId("studio-partner").filter({ hasText: business })).toHaveCount(0);
    // The dealer hears of it by SMS and e-mail, with their code and where to log in.
    await expect
      .poll(async () => (await outbox()).find((m) => m.recipient === dealerMobile)?.body ?? "")
      .toMatch(
        /^LoanSetu: Test Cars .* is approved as a channel partner\. Your partner code is [A-Z0-9]{8}\./,
      );
    await expect
      .poll(async () => (await outbox()).find((m) => m.recipient === "ravi@example.com")?.subject ?? "")
      .toBe("LoanSetu: you are approved as a channel partner");

    // 4. The partner logs in and reads their share link.
    await partnerLogIn(partner, dealerMobile);
    const code = (await partner.getByTestId("partner-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = (await partner.getByTestId("share-link-personal-loan").textContent())!.trim();
    expect(link).toMatch(new RegExp(`/apply/personal-loan\\?ref=${code}$`));
    await expect(partner.getByTestId("whatsapp-personal-loan")).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=.*ref%3D${code}`),
    );
    await expect(partner.getByTestId("partner-leads-empty")).toBeVisible();
    // Empty lists say what fills them and point at the way to start: share the link, refer someone.
    const emptyLeads = partner
      .getByTestId("empty-list")
      .filter({ has: partner.getByTestId("partner-leads-empty") });
    await expect(emptyLeads.locator("img[data-illustration=empty]")).toBeVisible();
    await expect(emptyLeads.getByRole("link", { name: "Share your link" })).toHaveAttribute(
      "href",
      /\/partner#share-title$/,
    );
    const emptyPayouts = partner
      .getByTestId("empty-list")
      .filter({ has: partner.getByTestId("partner-payouts-empty") });
    await expect(
      emptyPayouts.getByRole("link", { name: "Start an application for a customer" }),
    ).toHaveAttribute("href", /\/partner#start-title$/);

    // 5. A customer opens the link and applies: the first details create the lead, attributed to the partner.
    const {
      context: customerContext,
      mobile: customerMobile,
      reference,
    } = await applyThroughLink(browser, baseURL!, info, link, {
      fullName: "Meena Kumari",
      email: "meena@example.in",
      dateOfBirth: "10/03/1992",
      pan: "BQRPK4321M",
      pin: "302001",
      income: "60,000",
    });

    // 6. The partner sees the lead, masked; never the PAN.
    await gotoReady(partner, "/partner");
    const lead = partner.getByTestId("partner-lead").filter({ hasText: reference! });
    await expect(lead.getByTestId("partner-lead-name")).toHaveText("M**** K*****");
    await expect(lead.getByTestId("partner-lead-mobile")).toHaveText(
      `${customerMobile.slice(0, 2)}XXXXXX${customerMobile.slice(-2)}`,
    );
    await expect(lead).toContainText("Your link");
    await expect(partner.locator("body")).not.toContainText("BQRPK4321M");
    await expect(partner.locator("body")).not.toContainText("Meena");

    // 7. The studio's lead page names the partner who sourced it.
    await gotoReady(studio, `/studio/leads/${reference}`);
    await expect(studio.getByTestId("lead-partner")).toContainText(
      `${business} (${code}), through their link`,
    );

    for (const context of [partnerContext, studioContext, customerContext]) await context.close();
  },
);

test("the Sales Grand Prix ranks partners by disbursed amount and shows a partner their rank, in both languages", {
  tag: "@one-width",
}, async ({ page }) => {
  await gotoReady(page, "/sales-grand-prix");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales Grand Prix");
  const rows = page.getByTestId("gp-row-name");
  // The demo partners: Sharma Motors (the most disbursed this month, payouts' demo loans included) before
  // Verma Loan Point.
  await expect(rows.first()).toHaveText("Sharma M.");
  await expect(rows.nth(1)).toHaveText("Verma L. P.");
  await expect(page.getByTestId("gp-tiers")).toContainText("Gold");
  expect(await axeViolations(page)).toEqual([]);

  // The demo partner's own rank, after logging in (the Grand Prix page gets the partner cookie too).
  await partnerLogIn(page, "9000000201");
  await page.getByRole("link", { name: "Sales Grand Prix: see your rank" }).click();
  await expect(page.getByTestId("gp-own-rank")).toHaveText(
    /^You are number 1 this month, with ₹[\d.]+ Lakh disbursed on [2-9] loans\.$/,
  );

  await gotoReady(page, "/hi/sales-grand-prix");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सेल्स ग्रां प्री");
  await expect(page.getByTestId("gp-own-rank")).toContainText("इस महीने आप 1 नंबर पर हैं");
  expect(await axeViolations(page)).toEqual([]);
});

test(
  "a partner starts an application for a customer, who gets an SMS link; Hindi pages and axe",
  { tag: "@one-width" },
  async ({ page, outbox }, info) => {
    await partnerLogIn(page, "9000000202");
    expect(await axeViolations(page)).toEqual([]);
    const customerMobile = freshMobile(info.workerIndex, "6");
    const start = page.getByTestId("partner-start-form");
    await start.getByLabel("Customer's mobile number").fill(customerMobile);
    await start.getByLabel("Customer's full name").fill("Gita Devi");
    await start.getByLabel("Loan").selectOption("used-car-loan");
    await start.getByRole("button", { name: "Send the customer a link" }).click();
    await expect(page.getByTestId("partner-start-message")).toContainText("Application started");
    await expect
      .poll(async () => (await outbox()).find((m) => m.recipient === customerMobile)?.body ?? "")
      .toContain("Please continue it and give your consent yourself");
    // A customer the partner started: the name and mobile the partner typed, in full.
    const lead = page.getByTestId("partner-lead").filter({ hasText: "Gita Devi" });
    await expect(lead).toContainText("Started by you");
    await expect(lead.getByTestId("partner-lead-mobile")).toHaveText(customerMobile);

    await gotoReady(page, "/hi/partner");
    await expect(page.getByRole("heading", { name: "आपकी लीड" })).toBeVisible();
    await expect(page.getByTestId("partner-lead").filter({ hasText: "Gita Devi" })).toContainText(
      "आपने शुरू किया",
    );
    await page.getByRole("button", { name: "लॉग आउट" }).click();
    await expect(page.getByRole("heading", { name: "पार्टनर लॉग इन" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await gotoReady(page, "/hi/partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("चैनल पार्टनर बनें");
    await expect(page.getByLabel("व्यवसाय का नाम")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  "a customer confirms the partner who started their application, or says no, in both languages",
  { tag: "@one-width" },
  async ({ browser, baseURL, page, outbox }, info) => {
    allowTime(180_000);
    // Sharma Motors: the other demo partner logs in in other tests, and each mobile has only so many OTPs.
    const business = "Sharma Motors";
    /** Starts an application as the signed-in partner on `path`: the customer's SMS link. */
    async function startFor(path: string, mobile: string, name: string) {
      await gotoReady(page, path);
      const start = page.getByTestId("partner-start-form");
      await start.locator("input[name=mobile]").fill(mobile);
      await start.locator("input[name=name]").fill(name);
      await start.locator("select[name=product]").selectOption("used-car-loan");
      await start.locator("button[type=submit]").click();
      let sms = "";
      await expect
        .poll(async () => {
          sms = (await outbox()).find((m) => m.recipient === mobile && m.body.includes("/l/"))?.body ?? "";
          return sms;
        })
        .toMatch(/\/l\/[0-9A-Za-z]{8}$/);
      return new URL(/https?:\/\/\S+/.exec(sms)![0]).pathname;
    }

    await partnerLogIn(page, "9000000201");
    // English: the partner's typed customer waits for the customer's confirmation, with no stage.
    const english = freshMobile(info.workerIndex, "6");
    const englishLink = await startFor("/partner", english, "Kamla Yadav");
    const waiting = page.getByTestId("partner-lead").filter({ hasText: "Kamla Yadav" });
    await expect(waiting).toContainText("Waiting for the customer's confirmation");
    await expect(waiting.getByTestId("partner-lead-mobile")).toHaveText(english);
    await expect(waiting.getByTestId("partner-lead-stage")).toHaveCount(0);

    // The studio's lead page says the lead waits for the customer.
    const studioContext = await newContext(browser, baseURL!, info);
    const studio = await studioContext.newPage();
    const reference = /LS\d{12}/.exec((await outbox()).find((m) => m.recipient === english)!.body)![0];
    await signInToStudio(studio, ["operations"], `/studio/leads/${reference}`);
    await expect(studio.getByTestId("lead-partner")).toContainText(`${business} (`);
    await expect(studio.getByTestId("lead-partner")).toContainText(
      "started by the partner, waiting for the customer's confirmation",
    );

    const customerContext = await newContext(browser, baseURL!, info);
    const phone = await customerContext.newPage();
    await phone.goto(englishLink);
    await expect(phone).toHaveURL(/\/apply\/used-car-loan/);
    const ask = phone.getByTestId("partner-confirm");
    await expect(ask.getByRole("heading")).toHaveText(`${business} started this application for you.`);
    await expect(ask).toContainText(`Is ${business} helping you with this loan?`);
    // The steps wait for the answer.
    await expect(phone.getByLabel("Full name (as on PAN)")).toHaveCount(0);
    expect(await axeViolations(phone)).toEqual([]);
    await ask.getByRole("button", { name: "Yes" }).click();
    await expect(phone.getByTestId("partner-confirm-result")).toHaveText(
      `Thank you. ${business} can now follow this application.`,
    );
    await expect(phone.getByTestId("partner-confirm")).toHaveCount(0);
    // The details step starts from the name the partner typed, and says so.
    await expect(phone.getByLabel("Full name (as on PAN)")).toHaveValue("Kamla Yadav");
    await expect(phone.getByTestId("details-prefilled")).toHaveText(
      "We filled in the name your dealer entered for you. Check it and change it if it is not as on your PAN.",
    );
    await gotoReady(page, "/partner");
    const confirmed = page.getByTestId("partner-lead").filter({ hasText: "Kamla Yadav" });
    await expect(confirmed.getByTestId("partner-lead-stage")).toHaveText("Started");
    await expect(confirmed).toContainText("Started by you");
    await gotoReady(studio, `/studio/leads/${reference}`);
    await expect(studio.getByTestId("lead-partner")).toContainText("started by the partner, ");
    await expect(studio.getByTestId("lead-partner")).not.toContainText("waiting");
    await customerContext.close();
    await studioContext.close();

    // Hindi: the partner's Hindi page gives a new customer a Hindi link; the customer says no.
    const hindi = freshMobile(info.workerIndex, "6");
    const hindiLink = await startFor("/hi/partner", hindi, "Ramesh Pal");
    await expect(page.getByTestId("partner-lead").filter({ hasText: "Ramesh Pal" })).toContainText(
      "ग्राहक की पुष्टि का इंतज़ार",
    );
    const hindiContext = await newContext(browser, baseURL!, info);
    const hindiPhone = await hindiContext.newPage();
    await hindiPhone.goto(hindiLink);
    await expect(hindiPhone).toHaveURL(/\/hi\/apply\/used-car-loan/);
    const hindiAsk = hindiPhone.getByTestId("partner-confirm");
    await expect(hindiAsk.getByRole("heading")).toHaveText(`${business} ने आपके लिए यह आवेदन शुरू किया है।`);
    await expect(hindiAsk).toContainText(`क्या ${business} इस लोन में आपकी मदद कर रहे हैं?`);
    expect(await axeViolations(hindiPhone)).toEqual([]);
    await hindiAsk.getByRole("button", { name: "नहीं" }).click();
    await expect(hindiPhone.getByTestId("partner-confirm-result")).toHaveText(
      `हो गया। ${business} अब इस आवेदन से जुड़े नहीं हैं; यह आवेदन आपका ही रहेगा।`,
    );
    await gotoReady(page, "/hi/partner");
    await expect(page.getByRole("heading", { name: "आपकी लीड" })).toBeVisible();
    await expect(page.getByTestId("partner-lead").filter({ hasText: "Ramesh Pal" })).toHaveCount(0);
    await hindiContext.close();
  },
);

test("the partner log-in's OTP box sends itself at the fourth digit, once", async ({ page }, info) => {
  const mobile = freshMobile(info.workerIndex, "8");
  await gotoReady(page, "/partner");
  const form = page.getByTestId("partner-login");
  await form.getByLabel("Mobile number").fill(mobile);
  await form.getByRole("button", { name: "Get OTP" }).click();
  const otp = form.getByLabel("Enter 4 Digit OTP");
  await expect(otp).toBeVisible();
  const code = await otpSentTo(page, mobile);

  // Each log-in post is counted and held until the test has tried to send the code a second time.
  let logins = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/partner"),
    async (route) => {
      if (route.request().method() === "POST" && route.request().postData()?.includes("intent=login")) {
        logins += 1;
        await held;
      }
      await route.continue();
    },
  );
  await otp.pressSequentially(code);
  await expect.poll(() => logins).toBe(1);
  await expect(form.getByRole("button", { name: "Please wait…" })).toBeDisabled();
  await form.evaluate((element: HTMLFormElement) =>
    element.requestSubmit(element.querySelector<HTMLButtonElement>('button[type="submit"]')),
  );
  release();
  // Not approved (it never signed up): the answer of the one log-in that was sent.
  await expect(page.getByTestId("partner-login-message")).toContainText("No approved partner account");
  expect(logins).toBe(1);
});

test(
  "the sign-up's answer is brought to the screen of a 360 px phone and announced",
  {
    tag: "@one-width",
  },
  async ({ page }, info) => {
    const mobile = freshMobile(info.workerIndex, "9");
    const form = await fillPartnerSignUp(page, {
      business: `Scroll Motors ${Date.now() % 100_000}`,
      name: "Asha Rao",
      mobile,
      email: "asha@example.com",
      city: "Pune",
      taxId: "ABCDE12345",
    });
    // A field error the server finds: the field to fix takes the focus, so it is on the screen with its message.
    const pan = form.getByLabel("PAN or GSTIN");
    await expect(pan).toHaveValue("ABCDE12345");
    await form.getByRole("button", { name: "Get OTP" }).click();
    await expect(form.getByText("Please enter a valid PAN (5 letters, 4 digits, 1 letter)")).toBeVisible();
    await expect(pan).toBeFocused();
    await expect(pan).toBeInViewport();
    await pan.fill("abcde1234f");
    await form.getByRole("button", { name: "Get OTP" }).click();
    const otp = form.getByLabel("Enter 4 Digit OTP");
    await expect(otp).toBeVisible();
    const code = await otpSentTo(page, mobile);
    // A wrong code: the server's message, an alert, on the screen.
    await otp.fill(String((Number(code) + 1) % 10_000).padStart(4, "0"));
    const message = page.getByTestId("partner-signup-message");
    await expect(message).toContainText("Incorrect OTP");
    await expect(message).toHaveRole("alert");
    await expect(message).toBeInViewport();
  },
);
