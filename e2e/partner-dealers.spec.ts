import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// What a dealer or DSA meets around the partner programme: the commission shown before they sign up.

test("the sign-up page shows the commission per loan before sign-up, indicative and dated, in both languages", {
  tag: "@one-width",
}, async ({ page }) => {
  await gotoReady(page, "/partners");
  const table = page.getByTestId("partner-commission");
  await expect(table.getByRole("heading")).toHaveText("What you earn");
  // From data/payout-grid.json: personal loans 1.25 % to 1.75 % across lenders, capped at ₹25,000 a loan.
  await expect(table.getByTestId("commission-row").filter({ hasText: "Personal loan" })).toHaveText(
    "Personal loan1.25%–1.75%₹25,000",
  );
  await expect(table.getByTestId("commission-row").filter({ hasText: "Two-wheeler loan" })).toHaveText(
    "Two-wheeler loan2%–2.25%₹3,000",
  );
  await expect(table.getByTestId("commission-note")).toContainText("Indicative rates as of 1 November 2026");
  expect(await axeViolations(page)).toEqual([]);

  await gotoReady(page, "/hi/partners");
  const hindi = page.getByTestId("partner-commission");
  await expect(hindi.getByRole("heading")).toHaveText("आपकी कमाई");
  await expect(hindi.getByTestId("commission-row").filter({ hasText: "पर्सनल लोन" })).toHaveText(
    "पर्सनल लोन1.25%–1.75%₹25,000",
  );
  await expect(hindi.getByTestId("commission-note")).toContainText("1 नवंबर 2026 की अनुमानित दरें");
});
