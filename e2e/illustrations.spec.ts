import { readFile } from "node:fs/promises";
import { formatPercent } from "@loansetu/domain/format";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// The site's own illustrations (loan-type icons, scenes for the 404, the error page, the expired
// link and empty lists) and the loan cards' "rates from" / "tenure up to", which must say what the lenders'
// terms in data/lenders.json say.

type Lenders = {
  lenders: {
    products: Record<
      string,
      { interestRateByBand: Record<string, [number, number]>; tenureMonths: { max: number } } | undefined
    >;
  }[];
};

/** The figures worked out here from the data file, independently of the page's own code. */
async function expectedFigures(product: string) {
  const file = JSON.parse(
    await readFile(new URL("../data/lenders.json", import.meta.url), "utf8"),
  ) as Lenders;
  const offered = file.lenders.flatMap((l) => (l.products[product] ? [l.products[product]] : []));
  const rate = Math.min(...offered.flatMap((p) => Object.values(p.interestRateByBand).map(([low]) => low)));
  const years = Math.max(...offered.map((p) => p.tenureMonths.max)) / 12;
  return { rate: formatPercent(rate), years: String(Math.floor(years * 10) / 10) };
}

const PRODUCTS = [
  "personal",
  "usedCar",
  "newCar",
  "twoWheeler",
  "ev",
  "refinance",
  "business",
  "commercialVehicle",
  "balanceTransfer",
];

for (const [lang, prefix, rateText, tenureText] of [
  ["en", "", (rate: string) => `${rate} a year`, (years: string) => `${years} years`],
  ["hi", "/hi", (rate: string) => `${rate} सालाना से`, (years: string) => `${years} साल तक`],
] as const) {
  test(`home loan cards (${lang}): an icon, and rates from / tenure up to as the lenders' terms say`, async ({
    page,
  }) => {
    await gotoReady(page, prefix || "/");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(PRODUCTS.length);
    for (const product of PRODUCTS) {
      const card = page.locator(`[data-testid=product-card][data-product=${product}]`);
      const { rate, years } = await expectedFigures(product);
      await expect(card.locator("svg[data-illustration]")).toHaveAttribute("aria-hidden", "true");
      await expect(card.getByTestId("rate-from")).toHaveText(rateText(rate));
      await expect(card.getByTestId("tenure-up-to")).toHaveText(tenureText(years));
    }
    // The icons' sprite is served, with a symbol for each card.
    const sprite = await page.request.get("/images/illustrations/icons.svg");
    expect(sprite.ok()).toBe(true);
    const symbols = await sprite.text();
    for (const product of PRODUCTS) expect(symbols).toContain(`<symbol id="${product}"`);
    // The apply links keep their analytics hook.
    await expect(cards.first().locator("a[data-analytics-button]")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the home page does not shift as it loads at 360 px (CLS ≤ 0.02) @phone-only", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoReady(page, "/");
  await page.waitForLoadState("networkidle");
  // Every layout shift since the navigation (buffered), without a recent input, added up as CLS counts them.
  const cls = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) sum += entry.value;
          });
          observer.observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) sum += entry.value;
            observer.disconnect();
            resolve(sum);
          });
        }),
    );
  await expect(page.locator("[data-testid=product-card] svg[data-illustration]")).toHaveCount(
    PRODUCTS.length,
  );
  await expect.poll(cls, { message: "cumulative layout shift on home at 360 px" }).toBeLessThanOrEqual(0.02);
});

/** The scene image has loaded (a real SVG, not a broken image) with its box set before it did. */
async function expectScene(page: import("@playwright/test").Page, scene: string) {
  const image = page.locator(`img[data-illustration=${scene}]`);
  await expect(image).toHaveAttribute("alt", "");
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(240);
}

test("the 404 page shows its illustration and keeps its texts, in both languages", async ({ page }) => {
  const response = await gotoReady(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectScene(page, "not-found");
  expect(await axeViolations(page)).toEqual([]);
  await gotoReady(page, "/hi/no-such-page");
  await expectScene(page, "not-found");
  await expect(page.getByRole("link", { name: "होम पेज पर जाएँ" })).toBeVisible();
});

test("the expired-link page shows its illustration and keeps its texts", async ({ page }) => {
  await gotoReady(page, "/expired-link?consent=expired");
  await expect(page.getByRole("heading", { name: "Whoops! Link Expired" })).toBeVisible();
  await expectScene(page, "expired");
  expect(await axeViolations(page)).toEqual([]);
});

test("an empty list shows the empty-box illustration with its way on", async ({ page }) => {
  await gotoReady(page, "/resources/search?blog=zzqx");
  const empty = page.getByTestId("empty-list");
  await expect(empty.getByTestId("search-empty")).toHaveText("No items to display.");
  await expectScene(page, "empty");
  await expect(empty.getByRole("link", { name: "Browse all articles" })).toBeVisible();
});

// The back office's and the partner portal's empty lists look like the customer side's: the
// empty-box illustration, a line saying why, and the next thing to do.
test("the studio's empty lists show the illustration, say why and offer the next step, in both languages", {
  tag: "@desktop-only",
}, async ({ page }) => {
  allowTime(90_000);
  await signInToStudio(page, ["admin"], "/studio/leads?q=zzqx-nobody");
  const empty = page.getByTestId("empty-list");
  await expect(empty.getByTestId("leads-empty")).toHaveText("No leads match these filters.");
  await expectScene(page, "empty");
  expect(await axeViolations(page)).toEqual([]);
  // The way on clears the filters (a client-side navigation): the list is back.
  await empty.getByRole("link", { name: "Clear the filters" }).click();
  await expect(page).toHaveURL(/\/studio\/leads$/);
  await expect(page.getByTestId("empty-list")).toHaveCount(0);
  await expect(page.locator("table tbody tr").first()).toBeVisible();

  // Hindi: the payouts of a month with none, and the audit log of an action that never happened.
  await page.goto("/hi/studio/payouts?month=2001-01");
  await expect(page.getByTestId("payouts-empty")).toHaveText(/[\u0900-\u097F]/);
  await expectScene(page, "empty");
  await expect(page.getByTestId("empty-list-next")).toHaveText("फ़िल्टर हटाएँ");
  await expect(page.getByTestId("empty-list-next")).toHaveAttribute("href", "/hi/studio/payouts");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/hi/studio/audit?action=zzqx.never");
  await expect(page.getByTestId("audit-empty")).toHaveText(/[\u0900-\u097F]/);
  await expectScene(page, "empty");
  await page.getByTestId("empty-list-next").click();
  await expect(page).toHaveURL(/\/hi\/studio\/audit\??$/);
});
