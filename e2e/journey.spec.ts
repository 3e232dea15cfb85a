import { sandboxScore } from "@loansetu/api/adapters/bureau";
import { ageOn, kolkataDate } from "@loansetu/domain/application";
import { matchOffers, type OfferApplicant, sortOffers } from "@loansetu/domain/offers";
import type { Page } from "@playwright/test";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { logInThroughApi, logInThroughDialog } from "./support/customer.ts";
import { axeViolations, expect, test } from "./support/fixtures.ts";
import { DOB, DOB_TYPED, freshMobile, goodPan, LENDERS } from "./support/journey.ts";

async function fillDetails(page: Page, values: { pan: string; dateOfBirth?: string; income?: string }) {
  await page.getByLabel("Full name (as on PAN)").fill("Ravi Kumar");
  await page.getByLabel("Email").fill("ravi.kumar@example.in");
  await page.getByLabel("Date of birth").fill(values.dateOfBirth ?? DOB_TYPED);
  await page.getByLabel("PAN", { exact: true }).fill(values.pan);
  await page.getByLabel("PIN code").fill("560001");
  await page.getByLabel("Employment type").selectOption("salaried");
  await page.getByLabel("Net monthly income (₹)").fill(values.income ?? "80,000");
  await page.getByRole("button", { name: "Save and continue" }).click();
}

async function giveConsents(page: Page) {
  await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
  await page.getByTestId("consent-bureauCheck").check();
  await page.getByTestId("consent-shareWithLenders").check();
  await page.getByRole("button", { name: "Save and continue" }).click();
}

async function shownOffers(page: Page) {
  // The comparison rows show; each holds its full card, folded until the row is opened.
  await expect(page.getByTestId("offer-row").first()).toBeVisible();
  const cards = page.getByTestId("offer-card");
  return cards.evaluateAll((nodes) =>
    nodes.map((node) => ({
      lenderId: Number(node.getAttribute("data-lender-id")),
      apr: Number(node.getAttribute("data-apr")),
      emi: Number(node.getAttribute("data-emi")),
      amount: Number(node.getAttribute("data-amount")),
    })),
  );
}

const applicant = (mobile: string, pan: string, extra: Partial<OfferApplicant>): OfferApplicant => ({
  age: ageOn(DOB, kolkataDate(new Date())),
  netMonthlyIncome: 80_000,
  employment: "salaried",
  creditScore: sandboxScore(pan, mobile),
  product: "personal",
  amount: 300_000,
  tenureMonths: 36,
  ...extra,
});

test.describe("application journey", () => {
  test("personal loan end to end: OTP, each step, offers by APR equal to the domain's, KFS, lead with stages", async ({
    page,
  }, info) => {
    test.slow(); // five steps, a login and an axe check in one test
    const mobile = freshMobile(info.workerIndex);
    const pan = goodPan(mobile);
    await page.goto("/apply/personal-loan?utm_source=e2e&utm_medium=browser");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for a Personal loan");
    await logInThroughDialog(page, mobile);
    await expect(page).toHaveURL(/\/apply\/personal-loan\?utm_source=e2e&utm_medium=browser/);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByTestId("journey-progress")).toContainText("Step 2 of 5: Your details");

    // Each invalid field shows the spec's (or the shared validator's) message.
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByTestId("error-fullName")).toHaveText("Field cannot be left empty.");
    await expect(page.getByTestId("error-pan")).toHaveText("Field cannot be left empty.");
    await page.getByLabel("Full name (as on PAN)").fill("Ravi 123");
    await page.getByLabel("Email").fill("ravi@");
    await page.getByLabel("PAN", { exact: true }).fill("ABCD1234");
    await page.getByLabel("PIN code").fill("012345");
    await page.getByLabel("Net monthly income (₹)").fill("lots");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByTestId("error-fullName")).toHaveText("Please enter a valid name");
    await expect(page.getByTestId("error-email")).toHaveText("Please enter valid email.");
    await expect(page.getByTestId("error-pan")).toHaveText("Please enter a valid PAN.");
    await expect(page.getByTestId("error-pincode")).toHaveText("Please enter a valid 6-digit PIN code.");
    await expect(page.getByTestId("error-netMonthlyIncome")).toHaveText("Please enter numbers only.");
    await expect(page.getByTestId("error-employment")).toHaveText("Field cannot be left empty.");

    await fillDetails(page, { pan });
    await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
    await page.getByLabel("Loan amount (₹)").fill("3,00,000");
    await page.getByLabel("Repay over").selectOption("36");
    await page.getByRole("button", { name: "Save and continue" }).click();

    // Consents: three separate boxes, unticked; offers need the first two.
    await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
    for (const purpose of ["bureauCheck", "shareWithLenders", "contact"]) {
      await expect(page.getByTestId(`consent-${purpose}`)).not.toBeChecked();
    }
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Please tick this box to continue.")).toHaveCount(2);
    await giveConsents(page);

    await expect(page.getByRole("heading", { name: "Your offers" })).toBeVisible();
    const expected = matchOffers(LENDERS, applicant(mobile, pan, {}));
    const shown = await shownOffers(page);
    expect(shown.map(({ lenderId, apr, emi, amount }) => ({ lenderId, apr, emi, amount }))).toEqual(
      expected.eligible.map(({ lenderId, apr, emi, amount }) => ({ lenderId, apr, emi, amount })),
    );
    expect(shown.map((o) => o.apr)).toEqual([...shown.map((o) => o.apr)].sort((a, b) => a - b));
    await expect(page.getByTestId("offer-apr").first()).toHaveText(
      `${expected.eligible[0]!.apr.toFixed(2)}%`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Lowest EMI" }).click();
    await expect(page).toHaveURL(/sort=emi/);
    await expect
      .poll(async () => (await shownOffers(page)).map((o) => o.lenderId))
      .toEqual(sortOffers(expected.eligible, "emi").map((o) => o.lenderId));

    // The Key Fact Statement opens as a PDF stating the APR.
    const first = expected.eligible[0]!;
    const kfsHref = await page.getByTestId("offer-kfs").first().getAttribute("href");
    const kfs = await page.request.get(kfsHref!);
    expect(kfs.headers()["content-type"]).toBe("application/pdf");
    const bytes = await kfs.body();
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const text = pdfText(bytes);
    expect(text).toContain("Annual Percentage Rate (APR)");
    expect(text).toMatch(/\d+\.\d{2}% a year/);
    expect(text).toContain("Cooling-off");

    // Choosing an offer submits the application; the lead is listed with its stages.
    await page.getByRole("link", { name: "Lowest APR" }).click();
    await expect(page).toHaveURL(/sort=apr/);
    await page.locator(`[data-testid=offer-row][data-lender-id="${first.lenderId}"] summary`).first().click();
    await page.getByRole("link", { name: `Choose this offer: ${first.lenderName}` }).click();
    await page.getByRole("button", { name: /^Confirm and send to/ }).click();
    await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
    await expect(page.getByTestId("lead-stages").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("journey-reference")).toHaveText(/^Application LS\d+$/);
    const reference = (await page.getByTestId("journey-reference").textContent())!.replace(
      "Application ",
      "",
    );
    const leads = (await (await page.request.get("/api/application")).json()).data as {
      id: string;
      leadStatus: string;
      stages: { name: string; isComplete: boolean }[];
      voucher: { lenderId: number; apr: number; emi: number };
    }[];
    const lead = leads.find((l) => l.id === reference)!;
    expect(lead.leadStatus).toBe("active");
    expect(lead.stages).toEqual([
      { name: "Application submitted", isComplete: true },
      { name: "Documents", isComplete: false },
      { name: "Credit assessment", isComplete: false },
      { name: "Offer accepted", isComplete: false },
      { name: "Sanctioned", isComplete: false },
      { name: "Disbursed", isComplete: false },
    ]);
    expect(lead.voucher).toMatchObject({ lenderId: first.lenderId, apr: first.apr, emi: first.emi });

    // Analytics events carry source, platform, location and the online flag (§7).
    const events = () =>
      page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    await expect.poll(async () => (await events()).some((e) => e.event === "offer_chosen")).toBe(true);
    expect((await events()).find((e) => e.event === "journey_step_view")).toMatchObject({
      source: "e2e",
      platform: expect.stringMatching(/^(mobile|desktop)$/),
      location: "/apply/personal-loan",
      online: true,
    });
  });

  test(
    "used-car loan end to end with a catalogue car and its value",
    { tag: "@one-width" },
    async ({ page }, info) => {
      test.slow(); // five steps, a login and an axe check in one test
      const mobile = freshMobile(info.workerIndex);
      const pan = goodPan(mobile);
      await page.goto("/apply/used-car-loan?productsId=2&vendorsId=5");
      await logInThroughDialog(page, mobile);
      await fillDetails(page, { pan });
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(page.getByTestId("error-variantId")).toHaveText("Field cannot be left empty.");
      await page.getByLabel("Vehicle").selectOption("10002");
      await page.getByLabel("Price agreed or current value of the car (₹)").fill("5,00,000");
      await page.getByLabel("Loan amount (₹)").fill("4,00,000");
      await page.getByLabel("Repay over").selectOption("48");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await giveConsents(page);
      const expected = matchOffers(
        LENDERS,
        applicant(mobile, pan, {
          product: "usedCar",
          amount: 400_000,
          tenureMonths: 48,
          vehicleValue: 500_000,
          vehicleType: "car",
        }),
      );
      const shown = await shownOffers(page);
      expect(shown.map((o) => [o.lenderId, o.apr, o.amount])).toEqual(
        expected.eligible.map((o) => [o.lenderId, o.apr, o.amount]),
      );
      // The comparison's first row opens to its full card.
      await page.getByTestId("offer-summary").first().click();
      await page
        .getByRole("link", { name: /^Choose this offer/ })
        .first()
        .click();
      await page.getByRole("button", { name: /^Confirm and send to/ }).click();
      await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
      const leads = (await (await page.request.get("/api/application?product=usedCar")).json()).data;
      expect(leads[0]).toMatchObject({
        product: "used-car-loan",
        productsId: 2,
        vendorsId: 5,
        leadStatus: "active",
        stages: expect.arrayContaining([{ name: "Application submitted", isComplete: true }]),
      });
    },
  );

  test(
    "leaving after the details step and coming back opens the next step with the entries kept",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const mobile = freshMobile(info.workerIndex);
      const pan = goodPan(mobile);
      await page.goto("/apply/personal-loan");
      await logInThroughDialog(page, mobile);
      await fillDetails(page, { pan, income: "72,500" });
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();

      await page.goto("/");
      await page.goto("/apply/personal-loan");
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
      await expect(page.getByTestId("journey-progress")).toContainText("Step 3 of 5");
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
      await expect(page.getByLabel("Full name (as on PAN)")).toHaveValue("Ravi Kumar");
      await expect(page.getByLabel("Email")).toHaveValue("ravi.kumar@example.in");
      await expect(page.getByLabel("Date of birth")).toHaveValue(DOB_TYPED);
      // The PAN comes back masked: only its last four characters are ever shown.
      await expect(page.getByLabel("PAN", { exact: true })).toHaveValue(`XXXXXX${pan.slice(6)}`);
      await expect(page.getByLabel("PIN code")).toHaveValue("560001");
      await expect(page.getByLabel("Employment type")).toHaveValue("salaried");
      await expect(page.getByLabel("Net monthly income (₹)")).toHaveValue("72,500");
      expect(await page.content()).not.toContain(pan);
      // Saving again with the mask keeps the PAN.
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
      // Another customer's application (the seeded demo customer's) is not found.
      const response = await page.goto("/apply/personal-loan?reference=LS2610000002");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    },
  );

  test(
    "an applicant under 21 sees why no lender can offer, and what would help",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const mobile = freshMobile(info.workerIndex);
      await page.goto("/apply/personal-loan");
      await logInThroughDialog(page, mobile);
      const dob = `01/01/${new Date().getFullYear() - 19}`;
      await fillDetails(page, { pan: goodPan(mobile), dateOfBirth: dob });
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
      await page.getByRole("button", { name: "Save and continue" }).click();
      await giveConsents(page);
      await expect(page.getByTestId("no-offers")).toBeVisible();
      await expect(page.getByRole("heading", { name: "No lender can make you an offer yet" })).toBeVisible();
      const reason = page.getByTestId("ineligible-reason").first();
      await expect(reason).toContainText("You must be at least 21 years old.");
      await expect(reason).toContainText("What would help");
      await expect(page.getByTestId("offer-card")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test(
    "Hindi journey: the login opens, and field messages are in Hindi",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const mobile = freshMobile(info.workerIndex);
      await page.goto("/hi/apply/two-wheeler-loan");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("टू-व्हीलर लोन के लिए आवेदन");
      await logInThroughDialog(page, mobile);
      await expect(page).toHaveURL(/\/hi\/apply\/two-wheeler-loan/);
      await page.getByRole("button", { name: "सेव करें और आगे बढ़ें" }).click();
      await expect(page.getByTestId("error-fullName")).toHaveText("यह फ़ील्ड खाली नहीं छोड़ा जा सकता।");
      await page.locator("#f-pan").fill("12345");
      await page.locator("#f-email").fill("x@");
      await page.getByRole("button", { name: "सेव करें और आगे बढ़ें" }).click();
      await expect(page.getByTestId("error-pan")).toHaveText("कृपया मान्य पैन दर्ज करें।");
      await expect(page.getByTestId("error-email")).toHaveText("कृपया मान्य ईमेल दर्ज करें।");
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test(
    "the steps work without JavaScript: plain form posts, server-side messages and redirects",
    { tag: "@one-width" },
    async ({ browser, baseURL }, info) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
      const page = await context.newPage();
      const mobile = freshMobile(info.workerIndex);
      await logInThroughApi(context.request, baseURL!, mobile);
      await page.goto("/apply/personal-loan");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(page.getByTestId("error-email")).toHaveText("Field cannot be left empty.");
      await fillDetails(page, { pan: goodPan(mobile) });
      await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
      await page.getByRole("button", { name: "Save and continue" }).click();
      await giveConsents(page);
      await expect(page.getByTestId("offer-row").first()).toBeVisible();
      await page.getByRole("link", { name: "Highest amount" }).click();
      await expect(page).toHaveURL(/sort=amount/);
      await page.getByTestId("offer-summary").first().click();
      await page
        .getByRole("link", { name: /^Choose this offer/ })
        .first()
        .click();
      await page.getByRole("button", { name: /^Confirm and send to/ }).click();
      await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
      await context.close();
    },
  );

  test("the 'how offers are matched' page states the method", { tag: "@one-width" }, async ({ page }) => {
    await page.goto("/how-offers-are-matched");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How offers are matched");
    await expect(page.getByText(/sorted by APR, lowest first/)).toBeVisible();
    await expect(page.getByText(/No lender can pay to be shown first/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
