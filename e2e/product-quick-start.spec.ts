import { readFileSync } from "node:fs";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { calculateEmi } from "@loansetu/domain/emi";
import { formatIndianNumber } from "@loansetu/domain/format";
import { type LenderRates, typicalRate } from "@loansetu/domain/typical-rate";
import { journeyHref } from "../apps/web/app/features/calculators/journey-href.ts";
import { LOAN_PRODUCTS } from "../apps/web/app/ui/site-nav.ts";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// The product pages' hero carries the quick start as the home page does: amount, tenure, the EMI at the
// product's typical rate and "Check offers" into its journey, on the first screen of a phone and a desktop,
// and a plain GET form (through /apply) before the page's JavaScript has loaded.

const LENDERS = (
  JSON.parse(readFileSync(new URL("../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: LenderRates[];
  }
).lenders;

const expectedEmi = (slug: string, amount: number, months: number) => {
  const key = JOURNEY_PRODUCTS.find((p) => p.slug === slug)!.key;
  return `₹${formatIndianNumber(
    calculateEmi({ principal: amount, annualRatePercent: typicalRate(LENDERS, key)!, months }),
  )}`;
};

/** The journey's address; a visitor not logged in lands on its login step, which may add `#myaccount`. */
const journeyAddress = (slug: string, amount: number, tenure: number, prefix = "") => {
  const loan = LOAN_PRODUCTS.find((p) => p.apply === slug)!;
  const path = `${journeyHref(slug, loan.ids, (path) => `${prefix}${path}`)}&amount=${amount}&tenure=${tenure}`;
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(#myaccount)?$`);
};

for (const [path, cta] of [
  ["/personal-loan", "Check offers"],
  ["/hi/used-car-loan", "ऑफ़र देखें"],
] as const) {
  test(`${path}: the hero's quick start, its EMI and its button are on the first screen`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    const form = page.getByTestId("product-banner").getByTestId("quick-start");
    await expect(form.getByTestId("quick-start-amount")).toBeInViewport({ ratio: 1 });
    await expect(form.getByTestId("quick-start-tenure")).toBeInViewport({ ratio: 1 });
    await expect(form.getByTestId("quick-start-emi")).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole("button", { name: cta })).toBeInViewport({ ratio: 1 });
    // The page's own product: no loan type to pick.
    await expect(form.getByTestId("quick-start-product")).toHaveCount(0);
  });
}

test("the EMI follows amount and tenure at the product's typical rate; Check offers opens its journey", {
  tag: "@one-width",
}, async ({ page }) => {
  await gotoReady(page, "/used-car-loan");
  const form = page.getByTestId("quick-start");
  const emi = form.getByTestId("quick-start-emi");
  // The used car loan's own starting amount and tenure, as its journey's loan details step has them.
  await expect(emi).toHaveText(expectedEmi("used-car-loan", 400_000, 48));
  await expect(form.getByTestId("quick-start-rate")).toContainText(
    `At ${typicalRate(LENDERS, "usedCar")}% a year, a typical rate`,
  );
  await form.getByTestId("quick-start-amount").fill("550000");
  await expect(emi).toHaveText(expectedEmi("used-car-loan", 550_000, 48));
  await form.getByTestId("quick-start-tenure").selectOption("36");
  await expect(emi).toHaveText(expectedEmi("used-car-loan", 550_000, 36));
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Check offers" }).click();
  await expect(page).toHaveURL(journeyAddress("used-car-loan", 550_000, 36));
});

test("without JavaScript the hero's quick start is a form that opens the journey with amount and tenure", {
  tag: "@one-width",
}, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto("/hi/personal-loan");
  const form = page.getByTestId("quick-start");
  // The EMI of the starting amount and tenure is in the page as the server wrote it.
  await expect(form.getByTestId("quick-start-emi")).toHaveText(expectedEmi("personal-loan", 300_000, 36));
  await form.getByTestId("quick-start-amount").fill("250000");
  await form.getByTestId("quick-start-tenure").selectOption("24");
  await form.getByRole("button", { name: "ऑफ़र देखें" }).click();
  await expect(page).toHaveURL(journeyAddress("personal-loan", 250_000, 24, "/hi"));
  await context.close();
});

test("a tap on Check offers on a slow phone before the script has run is not lost @phone-only", async ({
  page,
}, info) => {
  // A cheap phone on a poor network, as the login page's test has it: the CPU four times slower, 1.6 Mb/s
  // down, 750 kb/s up, 150 ms away. The button is tapped as soon as it is on screen, whether or not the
  // page has hydrated by then: the server-rendered form or the hydrated one, it opens the journey.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const started = Date.now();
  await page.goto("/hi/used-car-loan", { waitUntil: "commit" });
  const button = page.getByTestId("quick-start").getByRole("button", { name: "ऑफ़र देखें" });
  await expect(button).toBeVisible();
  const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
  await button.click();
  info.annotations.push({
    type: "tap",
    description: `tapped ${Date.now() - started} ms after navigation; page hydrated then: ${hydratedAtTap}`,
  });
  await expect(page).toHaveURL(journeyAddress("used-car-loan", 400_000, 48, "/hi"));
});
