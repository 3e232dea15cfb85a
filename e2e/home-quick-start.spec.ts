import { readFileSync } from "node:fs";
import { JOURNEY_PRODUCTS, type JourneyProduct } from "@loansetu/domain/application";
import { calculateEmi } from "@loansetu/domain/emi";
import { formatIndianNumber } from "@loansetu/domain/format";
import { type LenderRates, typicalRate } from "@loansetu/domain/typical-rate";
import type { Page } from "@playwright/test";
import { journeyHref } from "../apps/web/app/features/calculators/journey-href.ts";
import { LOAN_PRODUCTS } from "../apps/web/app/ui/site-nav.ts";
import { logInThroughApi } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// The home page's first screen quick start (loan type, amount, tenure → EMI at a typical rate,
// "Check offers" into the journey with the amount and tenure pre-filled) and the trust line beside it.

const LENDERS = (
  JSON.parse(readFileSync(new URL("../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: LenderRates[];
  }
).lenders;

const product = (slug: string): JourneyProduct => JOURNEY_PRODUCTS.find((p) => p.slug === slug)!;

/** The EMI the quick start must show: the domain's, at the median of the lenders' lowest 750-900 rates. */
const expectedEmi = (slug: string, amount: number, months: number) =>
  `₹${formatIndianNumber(
    calculateEmi({ principal: amount, annualRatePercent: typicalRate(LENDERS, product(slug).key)!, months }),
  )}`;

/** The journey address the quick start must open: the product's ids as the home links give them, then ours. */
const journeyAddress = (slug: string, amount: number, tenure: number) => {
  const loan = LOAN_PRODUCTS.find((p) => p.apply === slug)!;
  return `${journeyHref(slug, loan.ids, (path) => path)}&amount=${amount}&tenure=${tenure}`;
};

let counter = 0;
const freshMobile = (worker: number) =>
  `7${String(410_000_000 + worker * 100_000 + ++counter * 61).slice(-9)}`;

async function fillDetails(page: Page) {
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await page.getByLabel("Full name (as on PAN)").fill("Asha Verma");
  await page.getByLabel("Email").fill("asha.verma@example.in");
  await page.getByLabel("Date of birth").fill("14/03/1992");
  await page.getByLabel("PAN", { exact: true }).fill("BQRPV4321K");
  await page.getByLabel("PIN code").fill("411001");
  await page.getByLabel("Employment type").selectOption("salaried");
  await page.getByLabel("Net monthly income (₹)").fill("90,000");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
}

test.describe("home quick start", () => {
  for (const [path, cta] of [
    ["/", "Check offers"],
    ["/hi", "ऑफ़र देखें"],
  ] as const) {
    test(`${path}: the quick start and its button are on the first screen at 360 × 740 @phone-only`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = page.getByTestId("quick-start");
      await expect(form.getByRole("button", { name: cta })).toBeInViewport({ ratio: 1 });
      await expect(form.getByTestId("quick-start-product")).toBeInViewport({ ratio: 1 });
      await expect(form.getByTestId("quick-start-emi")).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId("trust-line").first()).toBeVisible();
    });
  }

  test("the EMI follows loan type, amount and tenure, at the typical rate the domain computes", {
    tag: "@one-width",
  }, async ({ page }) => {
    await gotoReady(page, "/");
    const emi = page.getByTestId("quick-start-emi");
    await expect(emi).toHaveText(expectedEmi("personal-loan", 300_000, 36));
    await expect(page.getByTestId("quick-start-rate")).toContainText(
      `At ${typicalRate(LENDERS, "personal")}% a year, a typical rate`,
    );

    await page.getByTestId("quick-start-product").selectOption("used-car-loan");
    await expect(emi).toHaveText(expectedEmi("used-car-loan", 300_000, 36));
    await page.getByTestId("quick-start-amount").fill("550000");
    await expect(emi).toHaveText(expectedEmi("used-car-loan", 550_000, 36));
    await page.getByTestId("quick-start-tenure").selectOption("48");
    await expect(emi).toHaveText(expectedEmi("used-car-loan", 550_000, 48));
    // The slider moves the amount too.
    await page.getByTestId("quick-start-slider").fill("1200000");
    await expect(page.getByTestId("quick-start-amount")).toHaveValue("1200000");
    await expect(emi).toHaveText(expectedEmi("used-car-loan", 1_200_000, 48));
    // A two-wheeler loan runs to 48 months at most: its tenure list replaces the car's.
    await page.getByTestId("quick-start-product").selectOption("two-wheeler-loan");
    await expect(page.getByTestId("quick-start-tenure")).toHaveValue("48");
    await expect(emi).toHaveText(expectedEmi("two-wheeler-loan", 1_200_000, 48));
    // An amount the application would refuse says so instead of an EMI.
    await page.getByTestId("quick-start-amount").fill("5000");
    await expect(page.getByTestId("quick-start-invalid")).toHaveText(
      "Enter an amount from ₹10,000 to ₹50,00,000.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    "Check offers opens the journey with the amount and tenure filled in, and Back returns home",
    { tag: "@one-width" },
    async ({ page, baseURL }, info) => {
      allowTime(60_000);
      await logInThroughApi(page.request, baseURL!, freshMobile(info.workerIndex));
      await gotoReady(page, "/");
      await page.getByTestId("quick-start-product").selectOption("personal-loan");
      await page.getByTestId("quick-start-amount").fill("450000");
      await page.getByTestId("quick-start-tenure").selectOption("48");
      await page.getByRole("button", { name: "Check offers" }).click();
      await expect(page).toHaveURL(journeyAddress("personal-loan", 450_000, 48));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for a Personal loan");
      await expect(page.getByTestId("trust-line")).toContainText(
        "Checking offers does not affect your credit score",
      );

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("quick-start")).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(journeyAddress("personal-loan", 450_000, 48));

      await fillDetails(page);
      await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("4,50,000");
      await expect(page.getByLabel("Repay over")).toHaveValue("48");
    },
  );

  test(
    "without JavaScript the form still opens the product's journey with the amount and tenure",
    { tag: "@one-width" },
    async ({ browser, baseURL }, info) => {
      allowTime(60_000);
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
      const page = await context.newPage();
      await logInThroughApi(context.request, baseURL!, freshMobile(info.workerIndex));
      await page.goto("/");
      await page.getByTestId("quick-start-product").selectOption("two-wheeler-loan");
      await page.getByTestId("quick-start-amount").fill("90000");
      await page.getByTestId("quick-start-tenure").selectOption("24");
      await page.getByRole("button", { name: "Check offers" }).click();
      await expect(page).toHaveURL(journeyAddress("two-wheeler-loan", 90_000, 24));
      await fillDetails(page);
      await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("90,000");
      await expect(page.getByLabel("Repay over")).toHaveValue("24");
      await context.close();
    },
  );
});
