import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// Wherever a lender appears it carries the same badge (initials on its colour), named with the
// lender's full name for screen readers, the same size as the others in its row or strip.

const lenders = (
  JSON.parse(readFileSync(new URL("../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: { name: string; shortName: string }[];
  }
).lenders;
const fullNames = lenders.map((l) => l.name);

/**
 * Each item holds exactly one badge, an image whose accessible name begins with a lender's full name
 * (SBI's adds the printed short name: "State Bank of India (SBI)"), and every badge in `scope` has the same
 * size. Answers the full names found.
 */
async function expectBadgedItems(scope: Locator, items: Locator, atLeast: number): Promise<string[]> {
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(atLeast);
  const count = await items.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const badge = items.nth(i).getByRole("img");
    await expect(badge).toHaveCount(1);
    const label = (await badge.getAttribute("aria-label")) ?? "";
    const name = fullNames.find((full) => label === full || label.startsWith(`${full} (`));
    expect(name, `badge named "${label}"`).toBeDefined();
    // The accessible name as the browser computes it, not only the attribute.
    await expect(items.nth(i).getByRole("img", { name: label, exact: true })).toHaveCount(1);
    names.push(name as string);
  }
  const boxes = await scope.locator("[data-lender-badge]").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.width * 2) / 2, Math.round(box.height * 2) / 2];
    }),
  );
  expect(boxes.length).toBe(count);
  const [first] = boxes;
  expect(first?.[0]).toBeGreaterThanOrEqual(32);
  for (const box of boxes) expect(box).toEqual(first);
  return names;
}

// The public pages below are axed where they are checked whole (home and product pages in pages.spec.ts, the
// EMI calculator in calculators.spec.ts, /lending-partners in legal.spec.ts), in both languages and widths;
// the studio's pages, which only this spec opens with lenders in every row, are axed here.
async function clean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const lang of ["", "/hi"] as const) {
  const label = lang ? "Hindi" : "English";

  test.describe(`lender badges (${label})`, () => {
    test("home: the partner strip shows every lender's badge and name on even tiles", async ({ page }) => {
      allowTime(60_000);
      await page.goto(lang || "/");
      const strip = page.getByTestId("partner-carousel");
      const tiles = strip.getByTestId("partner-tile");
      const names = await expectBadgedItems(strip, tiles, lenders.length);
      expect([...names].sort()).toEqual([...fullNames].sort());
      // Each tile prints the short name and is a link named once, by the badge.
      await expect(tiles.first()).toContainText(lenders[0]!.shortName);
      await expect(strip.getByRole("link", { name: lenders[0]!.name })).toHaveCount(1);
      const sizes = await tiles.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height)];
        }),
      );
      for (const size of sizes) expect(size).toEqual(sizes[0]);
    });

    test("a product page's rate table badges every lender row", async ({ page }) => {
      allowTime(60_000);
      await page.goto(`${lang}/personal-loan`);
      const table = page.getByTestId("rate-table");
      await expectBadgedItems(table, table.locator("tbody tr"), 3);
    });

    test("the EMI calculator's bank rate cards badge every lender", async ({ page }) => {
      allowTime(60_000);
      await page.goto(`${lang}/emi-calculator`);
      const cards = page.getByTestId("bank-rate-cards");
      await expectBadgedItems(cards, cards.getByTestId("bank-rate-card"), 3);
    });

    test("/lending-partners badges every lender with its full name, read once", async ({ page }) => {
      allowTime(60_000);
      await page.goto(`${lang}/lending-partners`);
      const list = page.locator("main");
      const cards = page.getByTestId("lender-card");
      const names = await expectBadgedItems(list, cards, lenders.length);
      expect([...names].sort()).toEqual([...fullNames].sort());
      // The heading is named by the badge alone: the printed name is not read a second time.
      await expect(page.getByRole("heading", { level: 2, name: lenders[0]!.name, exact: true })).toHaveCount(
        1,
      );
    });

    test("the studio payout grid and leads list badge the lender of every row", {
      tag: "@desktop-only",
    }, async ({ page }) => {
      allowTime(90_000);
      await signInToStudio(page, ["finance", "admin"], `${lang}/studio/payout-grid`);
      const table = page.getByTestId("grid-table");
      const names = await expectBadgedItems(table, table.locator("tbody tr"), lenders.length);
      expect(new Set(names).size).toBe(lenders.length);
      await clean(page);

      // The leads list: the seeded leads that have a lender show its badge in the lender column.
      await page.goto(`${lang}/studio/leads`);
      const leads = page.locator("table").filter({ has: page.getByTestId("lead-row") });
      await expectBadgedItems(leads, leads.getByTestId("lead-row").filter({ has: page.getByRole("img") }), 1);
      await clean(page);
    });
  });
}
