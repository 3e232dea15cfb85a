import { readFileSync } from "node:fs";
import { cityExShowroomPrice } from "@loansetu/api/data/price";
import { calculateBalanceTransfer } from "@loansetu/domain/balance-transfer";
import {
  AMOUNT_SLIDER,
  calculatorRate,
  DEFAULT_AMOUNTS,
  DURATION_MONTHS_SLIDER,
  INTEREST_SLIDER,
  newCarSliderValue,
  stepByKeyboard,
  TWO_WHEELER_AMOUNT_SLIDER,
} from "@loansetu/domain/calculator-input";
import { summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import { kolkataYearMonth } from "@loansetu/domain/kolkata-time";
import { buildRepaymentSchedule } from "@loansetu/domain/repayment-schedule";
import { typicalRate } from "@loansetu/domain/typical-rate";
import type { Page } from "@playwright/test";
import { allowTime, axeScan, axeViolations, expect, test } from "./support/fixtures.ts";

const catalogue = JSON.parse(readFileSync(new URL("../data/car-catalogue.json", import.meta.url), "utf8"));
const lenders = JSON.parse(readFileSync(new URL("../data/lenders.json", import.meta.url), "utf8")).lenders;
/** The rate a calculator of the product opens on: the lenders' typical rate, to a tenth (decision 0045). */
const openingRate = (product: string) => calculatorRate(typicalRate(lenders, product));

const PAGES = [
  "/emi-calculator",
  "/emi-calculator?tab=used",
  "/two-wheeler-calculator",
  "/bt-calculator",
  "/refinance-calculator",
];

/** Watches the console: a hydration mismatch or a failed script shows up here. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the no-JavaScript submit button is gone). */
async function hydrated(page: Page) {
  await expect(page.getByTestId("calculate-button")).toHaveCount(0, { timeout: 15_000 });
}

/** The shown result matches the domain's EMI, total interest, total payable and chart for the inputs. */
async function expectEmiResult(page: Page, principal: number, annualRatePercent: number, months: number) {
  const summary = summarizeLoan({ principal, annualRatePercent, months });
  const result = page.getByTestId("emi-result");
  await expect(result.getByTestId("result-emi")).toHaveText(`${formatRupees(summary.emi)} /month`);
  await expect(result.getByTestId("result-principal")).toHaveText(formatRupees(principal));
  await expect(result.getByTestId("result-interest")).toHaveText(formatRupees(summary.totalInterest));
  await expect(result.getByTestId("result-total")).toHaveText(formatRupees(summary.totalPayment));
  const share = Math.round((principal / summary.totalPayment) * 1000) / 10;
  await expect(result.getByTestId("donut-principal")).toHaveAttribute("data-share", String(share));
  // The schedule: the first year's rows and its Total row, from the domain.
  const schedule = buildRepaymentSchedule({
    principal,
    annualRatePercent,
    months,
    start: kolkataYearMonth(new Date()),
  });
  const firstYear = schedule.years[0]!;
  const year = page.getByTestId("schedule-year").first();
  await expect(year.locator("tbody tr")).toHaveCount(firstYear.rows.length);
  await expect(year.locator("tbody tr").first().locator("td").first()).toHaveText(
    formatRupees(firstYear.rows[0]!.principalPayment),
  );
  await expect(year.getByTestId("schedule-total").locator("td").nth(1)).toHaveText(
    formatRupees(firstYear.total.interestPayment),
  );
  await expect(page.getByTestId("schedule-year")).toHaveCount(schedule.years.length);
}

test.describe("calculators", () => {
  test("the sample ₹2,124 is in the server HTML, before any script runs", { tag: "@one-width" }, async ({
    request,
  }) => {
    const response = await request.get("/emi-calculator?amount=100000&tenure=5&rate=10");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-testid="result-emi"[^>]*><output[^>]*>₹2,124/);
    // The inputs are rendered with the query's values, in a GET form that works without JavaScript.
    expect(html).toContain('name="amount"');
    expect(html).toMatch(/name="amount"[^>]*value="1,00,000"/);
  });

  test("the query is read like typed input: commas, Devanagari digits, whole months", {
    tag: "@one-width",
  }, async ({ request }) => {
    const html = await (
      await request.get(
        `/two-wheeler-calculator?amount=1,00,000&tenure=24.6&rate=${encodeURIComponent("१०")}`,
      )
    ).text();
    const { emi } = summarizeLoan({ principal: 100_000, annualRatePercent: 10, months: 25 });
    expect(html).toMatch(new RegExp(`data-testid="result-emi"[^>]*><output[^>]*>${formatRupees(emi)}<`));
    expect(html).toMatch(/name="tenure"[^>]*value="25"/);
  });

  test("without JavaScript the form recalculates on the server", { tag: "@one-width" }, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/emi-calculator?tab=used&amount=100000&tenure=5&rate=10");
    await expect(page.getByTestId("result-emi")).toHaveText("₹2,124 /month");
    await page.getByRole("textbox", { name: "Loan Amount" }).fill("2,00,000");
    await page.getByTestId("calculate-button").click();
    await expect(page).toHaveURL(/amount=2%2C00%2C000/);
    await expect(page.getByTestId("result-emi")).toHaveText(
      `${formatRupees(summarizeLoan({ principal: 200_000, annualRatePercent: 10, months: 60 }).emi)} /month`,
    );
    await context.close();
  });

  test("each calculator opens on a realistic amount at its product's typical rate (decision 0045)", {
    tag: "@one-width",
  }, async ({ page }) => {
    const opening = [
      { path: "/emi-calculator", amount: "6,00,000", product: "newCar", rate: 9.4, months: 60 },
      { path: "/emi-calculator?tab=used", amount: "3,00,000", product: "usedCar", rate: 16, months: 60 },
      { path: "/two-wheeler-calculator", amount: "80,000", product: "twoWheeler", rate: 11.9, months: 36 },
      { path: "/personal-loan", amount: "3,00,000", product: "personal", rate: 11.8, months: 60 },
    ];
    for (const { path, amount, product, rate, months } of opening) {
      // The figures of data/lenders.json today; the rate is computed as the page computes it.
      expect(openingRate(product), product).toBe(rate);
      await page.goto(path);
      await expect(page.getByRole("textbox", { name: "Loan Amount" }), path).toHaveValue(amount);
      await expect(page.getByRole("textbox", { name: "Interest Rate" }), path).toHaveValue(String(rate));
      const principal = Number(amount.replace(/,/g, ""));
      await expect(page.getByTestId("result-emi"), path).toHaveText(
        `${formatRupees(summarizeLoan({ principal, annualRatePercent: rate, months }).emi)} /month`,
      );
    }
    await page.goto("/bt-calculator");
    await expect(page.getByRole("textbox", { name: "New Interest Rate" })).toHaveValue(
      String(openingRate("balanceTransfer")),
    );
    await page.goto("/refinance-calculator");
    await expect(page.getByRole("textbox", { name: "New Interest Rate" })).toHaveValue(
      String(openingRate("refinance")),
    );
  });

  test("car EMI: sliders move by keyboard with the domain's steps", { tag: "@one-width" }, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto("/emi-calculator");
    await hydrated(page);
    const amount = page.getByRole("slider", { name: "Loan Amount" });
    const amountBox = page.getByRole("textbox", { name: "Loan Amount" });
    await expect(amountBox).toHaveValue("6,00,000");

    // Steps of 10,000 (decision 0045): every point of the grid is on the step, so the new-car rule of §5
    // leaves it alone.
    await amount.focus();
    await page.keyboard.press("ArrowRight");
    const first = newCarSliderValue(stepByKeyboard(DEFAULT_AMOUNTS["new-car"], 1, AMOUNT_SLIDER));
    expect(first).toBe(610_000);
    await expect(amountBox).toHaveValue("6,10,000");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(amountBox).toHaveValue("6,30,000");
    await page.keyboard.press("ArrowLeft");
    await expect(amountBox).toHaveValue("6,20,000");
    await expect(amount).toHaveAttribute("aria-valuetext", "₹6,20,000");

    const tenure = page.getByRole("slider", { name: "Loan Tenure" });
    await tenure.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("textbox", { name: "Loan Tenure" })).toHaveValue("4");

    const rate = page.getByRole("slider", { name: "Interest Rate" });
    await rate.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    const expectedRate = [1, 1, 1].reduce(
      (value, d) => stepByKeyboard(value, d as 1, INTEREST_SLIDER),
      openingRate("newCar"),
    );
    expect(expectedRate).toBe(9.7);
    await expect(page.getByRole("textbox", { name: "Interest Rate" })).toHaveValue("9.7");
    await expectEmiResult(page, 620_000, 9.7, 48);

    // The inputs reach the address (shareable), and a reload shows the same result from the server.
    await expect(page).toHaveURL(/amount=620000&tenure=4&rate=9\.7/);
    await page.reload();
    await expectEmiResult(page, 620_000, 9.7, 48);
    expect(errors).toEqual([]);
  });

  test("car EMI: typing strips commas, ignores bad keys and clamps on blur", { tag: "@one-width" }, async ({
    page,
  }) => {
    await page.goto("/emi-calculator?tab=used");
    await hydrated(page);
    const amountBox = page.getByRole("textbox", { name: "Loan Amount" });
    await amountBox.fill("4,50,000");
    await expect(amountBox).toHaveValue("4,50,000");
    await amountBox.blur();
    await expect(amountBox).toHaveValue("4,50,000");
    // The thumb sits on the 10,000 grid; it announces the exact amount.
    await expect(page.getByRole("slider", { name: "Loan Amount" })).toHaveAttribute(
      "aria-valuetext",
      "₹4,50,000",
    );
    await expectEmiResult(page, 450_000, openingRate("usedCar"), 60);

    // Max length 7 and digits only: the eighth digit and letters are ignored.
    await amountBox.fill("");
    await amountBox.pressSequentially("12345678x");
    await expect(amountBox).toHaveValue("12,34,567");
    await amountBox.blur();
    await expect(amountBox).toHaveValue("12,34,567");
    // Below the minimum: clamped on blur.
    await amountBox.fill("5");
    await amountBox.blur();
    await expect(amountBox).toHaveValue("10,000");

    const rateBox = page.getByRole("textbox", { name: "Interest Rate" });
    await rateBox.fill("");
    await rateBox.pressSequentially("35.555");
    await expect(rateBox).toHaveValue("35.55");
    await rateBox.blur();
    await expect(rateBox).toHaveValue("30");
    await rateBox.fill("1");
    await rateBox.blur();
    await expect(rateBox).toHaveValue("2");
    await rateBox.fill("10.5");
    await rateBox.press("Enter");
    await expect(rateBox).toHaveValue("10.5");
    await expect(page.getByRole("slider", { name: "Interest Rate" })).toHaveAttribute(
      "aria-valuetext",
      "10.5%",
    );
    await expectEmiResult(page, 10_000, 10.5, 60);
  });

  test("two-wheeler EMI counts the tenure in months", { tag: "@one-width" }, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/two-wheeler-calculator?amount=85000&rate=10.5");
    await hydrated(page);
    const tenureBox = page.getByRole("textbox", { name: "Loan Tenure" });
    await expect(tenureBox).toHaveValue(String(DURATION_MONTHS_SLIDER.sliderValue));
    await expectEmiResult(page, 85_000, 10.5, 36);
    await page.getByRole("slider", { name: "Loan Tenure" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tenureBox).toHaveValue("34");
    await expectEmiResult(page, 85_000, 10.5, 34);
    await tenureBox.fill("99");
    await tenureBox.blur();
    await expect(tenureBox).toHaveValue("60");
    await expectEmiResult(page, 85_000, 10.5, 60);
    // A two-wheeler's range (decision 0045): ₹20,000 to ₹3,00,000 in steps of ₹5,000.
    const amountBox = page.getByRole("textbox", { name: "Loan Amount" });
    await amountBox.fill("5,00,000");
    await amountBox.blur();
    await expect(amountBox).toHaveValue("3,00,000");
    await amountBox.fill("5000");
    await amountBox.blur();
    await expect(amountBox).toHaveValue("20,000");
    const amount = page.getByRole("slider", { name: "Loan Amount" });
    await expect(amount).toHaveAttribute("max", String(TWO_WHEELER_AMOUNT_SLIDER.maxSlider));
    await amount.focus();
    await page.keyboard.press("ArrowRight");
    await expect(amountBox).toHaveValue("25,000");
    await expect(page.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/two-wheeler-loan?productsId=7&vendorsId=7",
    );
    // Two-wheeler promotion rates from 10.5 %.
    await expect(page.getByTestId("bank-rate-card").first()).toContainText("From 10.5% a year");
    expect(errors).toEqual([]);
  });

  test("new car: the typeahead picks a variant and its city price becomes the amount", {
    tag: "@one-width",
  }, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/emi-calculator?tenure=5&rate=9");
    const city = page.getByRole("combobox", { name: "City" });
    await expect(city).toBeEnabled();
    // §5: city and brand take letters only; a digit or symbol is ignored.
    await city.pressSequentially("Mum1");
    await expect(city).toHaveValue("Mum");
    // Options are chosen from the list with the keyboard (arrow, Enter), as on a phone's keyboard.
    const choose = async (box: typeof city, text: string, option: string) => {
      await box.pressSequentially(text);
      await expect(page.getByRole("option").first()).toHaveText(option);
      await box.press("ArrowDown");
      await box.press("Enter");
      await expect(box).toHaveValue(option);
    };
    await choose(city, "", "Mumbai");

    const brand = page.getByRole("combobox", { name: "Brand" });
    await choose(brand, "maruti", "Maruti Suzuki");
    const model = page.getByRole("combobox", { name: "Model" });
    await expect(model).toBeEnabled();
    await model.pressSequentially("Alto@");
    await expect(model).toHaveValue("Alto");
    await choose(model, "", "Alto K10");
    const variant = page.getByRole("combobox", { name: "Variant" });
    await expect(variant).toBeEnabled();
    await choose(variant, "VXi", "VXi");

    const maruti = catalogue.brands.find((b: { slug: string }) => b.slug === "maruti-suzuki");
    const alto = maruti.models.find((m: { slug: string }) => m.slug === "alto-k10");
    const vxi = alto.variants.find((v: { name: string }) => v.name === "VXi");
    const mumbai = catalogue.cities.find((c: { slug: string }) => c.slug === "mumbai");
    const price = cityExShowroomPrice(vxi.exShowroomPrice, mumbai.priceFactor);
    await expect(page.getByTestId("ex-showroom-price")).toContainText(`Mumbai: ${formatRupees(price)}`);
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue(
      formatRupees(price).replace("₹", ""),
    );
    await expectEmiResult(page, price, 9, 60);
    // The chosen car is in the address: a shared link opens on the same car and price.
    await expect(page).toHaveURL(
      new RegExp(
        `cityId=${mumbai.id}&makeId=${maruti.id}&modelId=${alto.id}&variantId=${vxi.id}&amount=${price}`,
      ),
    );
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Variant" })).toHaveValue("VXi");
    await expectEmiResult(page, price, 9, 60);
    expect(errors).toEqual([]);
  });

  test("new car: an ex-showroom price above ₹25 lakh is capped at the slider's maximum", {
    tag: "@one-width",
  }, async ({ page }) => {
    const bmw = catalogue.brands.find((b: { slug: string }) => b.slug === "bmw");
    const variant = bmw.models[0].variants.at(-1);
    await page.goto(`/emi-calculator?cityId=1&variantId=${variant.id}&rate=9`);
    await expect(page.getByTestId("ex-showroom-price")).toContainText("The calculator goes up to ₹25,00,000");
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("25,00,000");
    await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("BMW");
  });

  test("used car: the spec's bank rates, and 'Use this rate' sets the rate", { tag: "@one-width" }, async ({
    page,
  }) => {
    await page.goto("/emi-calculator?tab=used&amount=300000&tenure=3");
    await hydrated(page);
    const cards = page.getByTestId("bank-rate-card");
    await expect(cards).toHaveCount(4);
    for (const [index, rate] of ["14%", "15%", "15.5%", "15.25%"].entries()) {
      await expect(cards.nth(index)).toContainText(`From ${rate} a year`);
      await expect(cards.nth(index)).toContainText("Processing fee1%");
    }
    await page.getByRole("link", { name: "Use rate (15.5%, Axis Bank)" }).click();
    await expect(page.getByRole("textbox", { name: "Interest Rate" })).toHaveValue("15.5");
    await expectEmiResult(page, 300_000, 15.5, 36);
    await expect(page.getByTestId("calculator-disclaimer")).toContainText(
      "approval is at the sole discretion of the finance partner",
    );
    await expect(page.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/used-car-loan?productsId=2&vendorsId=5",
    );
  });

  test("journey buttons carry the spec's ids and show the loader until the journey starts", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/emi-calculator");
    await hydrated(page);
    await expect(page.getByTestId("journey-button").first()).toHaveAttribute(
      "href",
      "/apply/new-car-loan?productsId=2&vendorsId=5",
    );
    const benefits = page.getByTestId("new-car-benefits");
    await expect(benefits.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/new-car-loan?productsId=1&vendorsId=5&backBtnSlug=%2Femi-calculator",
    );
    await expect(page.getByTestId("calculate-emi-now")).toHaveAttribute("href", "/two-wheeler-calculator");

    // Hold the journey page's data so the loader can be seen, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/apply/new-car-loan.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("journey-button").first().click();
    await expect(page.getByRole("status").filter({ hasText: "Starting your application…" })).toBeVisible();
    release();
    // The journey may open its login step (#myaccount) at once.
    await expect(page).toHaveURL(/\/apply\/new-car-loan\?productsId=2&vendorsId=5(#myaccount)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/new car loan/i);
    await expect(page.getByRole("status").filter({ hasText: "Starting your application…" })).toHaveCount(0);

    await page.goto("/refinance-calculator");
    await expect(page.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/refinance?productsId=3&vendorsId=5&backBtnSlug=%2Frefinance",
    );
    await page.goto("/bt-calculator");
    await expect(page.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/balance-transfer?productsId=3&vendorsId=5",
    );
  });

  test("the loader is polled every 250 ms", { tag: "@one-width" }, async ({ page }) => {
    await page.clock.install();
    await page.goto("/two-wheeler-calculator");
    await hydrated(page);
    await page.route("**/apply/two-wheeler-loan.data*", () => {}); // never answers: the journey never starts
    await page.getByTestId("journey-button").click();
    const loader = page.getByRole("status").filter({ hasText: "Starting your application…" });
    await expect(loader).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(loader).toBeVisible();
  });

  test("the result can be shared on WhatsApp with its inputs", { tag: "@one-width" }, async ({
    page,
    baseURL,
  }) => {
    await page.goto("/emi-calculator?tab=used&amount=100000&tenure=5&rate=10");
    const share = page.getByTestId("whatsapp-share");
    await expect(share).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    // The link is rebuilt as the page hydrates: wait for the text it ends with.
    const text = async () =>
      decodeURIComponent(((await share.getAttribute("href")) ?? "").replace("https://wa.me/?text=", ""));
    await expect.poll(text).toContain(`${baseURL}/emi-calculator?tab=used&amount=100000&tenure=5&rate=10`);
    expect(await text()).toContain("₹2,124 a month");
  });

  test("balance transfer: the cash-in-hand multiplier edges match the domain", { tag: "@one-width" }, async ({
    page,
  }) => {
    // The person asks for the largest top-up (₹10 lakh): the cash in hand is then the most the rule allows.
    const base = {
      currentEmi: 15_000,
      originalAmount: 700_000,
      originalTenure: 60,
      tenure: 5,
      rate: 11,
      topUp: 1_000_000,
      fee: 1.5,
    };
    const cases = [
      { emisPaid: 11, multiplier: 0 },
      { emisPaid: 12, multiplier: 1.3 },
      { emisPaid: 18, multiplier: 1.3 },
      { emisPaid: 19, multiplier: 1.4 },
      { emisPaid: 24, multiplier: 1.4 },
      { emisPaid: 25, multiplier: 1.6 },
    ];
    for (const { emisPaid, multiplier } of cases) {
      const inputs = { ...base, emisPaid };
      await page.goto(
        `/bt-calculator?${new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)]))}`,
      );
      const expected = calculateBalanceTransfer({
        currentEmi: inputs.currentEmi,
        originalLoanAmount: inputs.originalAmount,
        originalTenureMonths: inputs.originalTenure,
        emisPaid,
        newTenureMonths: inputs.tenure * 12,
        annualRatePercent: inputs.rate,
        topUp: inputs.topUp,
        processingFeePercent: inputs.fee,
      });
      expect(expected.multiplier).toBe(multiplier);
      expect(expected.cashHandAmount).toBe(expected.maxCashInHand);
      const result = page.getByTestId("bt-result");
      await expect(result.getByTestId("result-cash-in-hand"), `${emisPaid} EMIs`).toHaveText(
        formatRupees(expected.cashHandAmount),
      );
      await expect(result.getByTestId("result-emi")).toHaveText(`${formatRupees(expected.emi)} /month`);
      await expect(result.getByTestId("result-total-loan")).toHaveText(
        formatRupees(expected.totalLoanAmount),
      );
      await expect(result.getByTestId("result-foreclosure")).toHaveText(
        formatRupees(expected.foreclosureCharge),
      );
      await expect(page.getByTestId("cash-in-hand-rule")).toContainText(
        multiplier ? `× ${multiplier},` : "at least 12 EMIs",
      );
    }
    // The two caps: ₹10 lakh, and the original amount.
    for (const [inputs, cap] of [
      [
        { currentEmi: 60_000, originalAmount: 2_500_000, originalTenure: 60, emisPaid: 30, topUp: 1_000_000 },
        1_000_000,
      ],
      [
        { currentEmi: 20_000, originalAmount: 400_000, originalTenure: 24, emisPaid: 20, topUp: 1_000_000 },
        400_000,
      ],
    ] as const) {
      await page.goto(
        `/bt-calculator?${new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)]))}`,
      );
      await expect(page.getByTestId("result-cash-in-hand")).toHaveText(formatRupees(cap));
    }
  });

  test("/refinance embeds the refinance calculator: server-rendered from the query, live on typing, journey back to /refinance", {
    tag: "@one-width",
  }, async ({ page }) => {
    const inputs = {
      currentEmi: 12_000,
      originalAmount: 600_000,
      originalTenure: 60,
      emisPaid: 20,
      tenure: 4,
      rate: 12,
      topUp: 200_000,
      fee: 1,
    };
    const query = new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)]));
    const expected = (currentEmi: number) =>
      calculateBalanceTransfer({
        currentEmi,
        originalLoanAmount: inputs.originalAmount,
        originalTenureMonths: inputs.originalTenure,
        emisPaid: inputs.emisPaid,
        newTenureMonths: inputs.tenure * 12,
        annualRatePercent: inputs.rate,
        topUp: inputs.topUp,
        processingFeePercent: inputs.fee,
      });
    // The server's HTML already holds the result for the query.
    const html = await (await page.request.get(`/refinance?${query}`)).text();
    expect(html).toContain('data-testid="refinance-calculator"');
    expect(html).toContain(formatRupees(expected(12_000).cashHandAmount));

    await page.goto(`/refinance?${query}`);
    await hydrated(page);
    const calculator = page.getByTestId("refinance-calculator");
    await expect(calculator.getByTestId("result-cash-in-hand")).toHaveText(
      formatRupees(expected(12_000).cashHandAmount),
    );
    const emi = calculator.getByRole("textbox", { name: "Current EMI" });
    await emi.fill("15000");
    await emi.blur();
    await expect(calculator.getByTestId("result-cash-in-hand")).toHaveText(
      formatRupees(expected(15_000).cashHandAmount),
    );
    await expect(calculator.getByTestId("result-emi")).toHaveText(
      `${formatRupees(expected(15_000).emi)} /month`,
    );
    await expect(page).toHaveURL(/currentEmi=15000/);
    await expect(calculator.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/apply/refinance?productsId=3&vendorsId=5&backBtnSlug=%2Frefinance",
    );
  });

  test("balance transfer: the EMIs-paid slider crosses a multiplier edge by keyboard", {
    tag: "@one-width",
  }, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(
      "/bt-calculator?currentEmi=15000&originalAmount=700000&originalTenure=60&emisPaid=18&tenure=5&rate=11&topUp=1000000&fee=1.5",
    );
    await hydrated(page);
    await expect(page.getByTestId("cash-in-hand-rule")).toContainText("× 1.3,");
    await page.getByRole("slider", { name: "EMIs Paid" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("textbox", { name: "EMIs Paid" })).toHaveValue("19");
    await expect(page.getByTestId("cash-in-hand-rule")).toContainText("× 1.4,");
    const expected = calculateBalanceTransfer({
      currentEmi: 15_000,
      originalLoanAmount: 700_000,
      originalTenureMonths: 60,
      emisPaid: 19,
      newTenureMonths: 60,
      annualRatePercent: 11,
      topUp: 1_000_000,
      processingFeePercent: 1.5,
    });
    await expect(page.getByTestId("result-cash-in-hand")).toHaveText(formatRupees(expected.cashHandAmount));
    // Typing: the current EMI box, and EMIs paid never above the running loan's tenure.
    const emiBox = page.getByRole("textbox", { name: "Current EMI" });
    await emiBox.fill("16,000");
    await emiBox.blur();
    await expect(emiBox).toHaveValue("16,000");
    await page.getByRole("textbox", { name: "Original Tenure" }).fill("15");
    await page.getByRole("textbox", { name: "Original Tenure" }).blur();
    await expect(page.getByRole("textbox", { name: "EMIs Paid" })).toHaveValue("15");
    const capped = calculateBalanceTransfer({
      currentEmi: 16_000,
      originalLoanAmount: 700_000,
      originalTenureMonths: 15,
      emisPaid: 15,
      newTenureMonths: 60,
      annualRatePercent: 11,
      topUp: 1_000_000,
      processingFeePercent: 1.5,
    });
    await expect(page.getByTestId("result-total-loan")).toHaveText(formatRupees(capped.totalLoanAmount));
    expect(errors).toEqual([]);
  });

  test("Hindi pages show Hindi labels and Indian digit grouping", { tag: "@one-width" }, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/hi/emi-calculator?tab=used&amount=1234567&tenure=7&rate=12.5");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("कार लोन EMI कैलकुलेटर");
    await expect(page.getByRole("textbox", { name: "लोन राशि" })).toHaveValue("12,34,567");
    await expect(page.getByRole("slider", { name: "ब्याज दर" })).toBeVisible();
    await expect(page.getByTestId("tab-used")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tab-used")).toHaveText("पुरानी कार के लिए लोन");
    const summary = summarizeLoan({ principal: 1_234_567, annualRatePercent: 12.5, months: 84 });
    await expect(page.getByTestId("result-emi")).toHaveText(`${formatRupees(summary.emi)} /महीना`);
    await expect(page.getByTestId("result-total")).toHaveText(formatRupees(summary.totalPayment));
    await expect(page.getByText("₹25 लाख").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "लोन चुकाने की सारणी" })).toBeVisible();
    await expect(page.getByTestId("journey-button")).toHaveAttribute(
      "href",
      "/hi/apply/used-car-loan?productsId=2&vendorsId=5",
    );

    await page.goto("/hi/bt-calculator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बैलेंस ट्रांसफ़र कैलकुलेटर");
    await expect(page.getByText("हाथ में नकद", { exact: true })).toBeVisible();
    await page.goto("/hi/two-wheeler-calculator");
    await expect(page.getByRole("textbox", { name: "लोन की अवधि" })).toHaveValue("36");
    expect(errors).toEqual([]);
  });

  test("calculator pages have no accessibility violations in either language", async ({ page }) => {
    allowTime(120_000);
    for (const path of [...PAGES, ...PAGES.map((p) => `/hi${p}`)]) {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The typeahead with its list open. While it is open react-aria hides the rest of the page from
    // assistive technology (aria-hidden), which axe reports for the focusable fields out there: the
    // check covers the combobox and its list.
    await page.goto("/emi-calculator");
    await page.getByRole("combobox", { name: "City" }).pressSequentially("B");
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(
      await axeScan(page, { include: ['[data-testid="car-city"]', '[role="listbox"]'] }),
      "open combobox",
    ).toEqual([]);
  });

  // The desktop project leaves @phone-only out (playwright.config.ts).
  test("no horizontal scroll at 360 px", { tag: "@phone-only" }, async ({ page }) => {
    for (const path of [...PAGES, "/hi/emi-calculator", "/hi/bt-calculator"]) {
      await page.goto(path);
      await hydrated(page);
      for (const details of await page.locator("details").all()) {
        await details.evaluate((element) => element.setAttribute("open", ""));
      }
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
        .toBeLessThanOrEqual(360);
    }
  });
});
