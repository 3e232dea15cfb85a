import type { Browser, Page, TestInfo } from "@playwright/test";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { chooseFirstOffer, disburseOverLenderApi, indiaDay } from "./support/loan.ts";
import { signInToStudio } from "./support/studio.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// Ratings of lenders (decision 0080) on a phone, in English and in Hindi: a borrower whose loan a lender
// disbursed (over the lender API, with a development key) rates the lender from My loan; operations approve
// the rating in the studio's reviews queue; with enough approved ratings (the rest made through the rating
// service by a development route) another applicant's offers show the rating beside that lender, and the
// offers keep the order they had before, by APR.

const TEXT = {
  en: { thanks: "Thank you.", order: "never change the order", promised: "Rate as promised" },
  hi: { thanks: "धन्यवाद।", order: "क्रम कभी नहीं बदलता", promised: "बताई गई ब्याज दर मिली" },
} as const;

async function phone(browser: Browser, baseURL: string) {
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
}

const order = (page: Page) =>
  page.getByTestId("offer-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lender-id")));

for (const lang of ["en", "hi"] as const) {
  test(
    `a borrower rates the lender from My loan; approved, it shows beside that lender's offer (${lang})`,
    { tag: "@one-width" },
    async ({ page, baseURL, browser }, testInfo: TestInfo) => {
      allowTime(90_000);
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = (n: number) =>
        applicantMobile(testInfo.workerIndex, testInfo.repeatEachIndex, testInfo.retry + n, lang).replace(
          /^7/,
          "6",
        );

      // Another applicant's offers, as they stand before any rating: their order is what must not change.
      const other = await phone(browser, baseURL!);
      const otherPage = await other.newPage();
      await reachOffers(otherPage, baseURL!, lang, mobile(7));
      const before = await order(otherPage);

      // The borrower takes the first offer; its lender approves, sanctions, disburses and posts a schedule.
      await reachOffers(page, baseURL!, lang, mobile(3));
      const loan = await chooseFirstOffer(page);
      const { reference, lenderId } = loan;
      expect(before).toContain(String(lenderId));
      await disburseOverLenderApi(page, baseURL!, loan, {
        amount: 250_000,
        months: 12,
        on: indiaDay(),
        utr: `UTIB${String(Date.now()).slice(-8)}${lang === "hi" ? "31" : "42"}`,
        schedule: false,
      });

      // From My loan: the days to the money are shown, not asked; the rest is a plain form.
      await page.goto(`${prefix}/dashboard/loans/${reference}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const form = page.getByTestId("rating-form");
      await expect(page.getByTestId("rating-days")).toContainText("0");
      await form.getByTestId("rating-rateAsPromised-yes").check();
      await form.getByTestId("rating-unexpectedFees-no").check();
      await form.getByTestId("rating-stars-4").check();
      expect(await axeViolations(page)).toEqual([]);
      await form.getByTestId("rating-submit").click();
      await expect(page.getByTestId("rating-thanks")).toContainText(TEXT[lang].thanks);
      await expect(page.getByTestId("rated-disbursal")).toBeVisible();
      await expect(page.getByTestId("rating-form")).toHaveCount(0);

      // Operations approve it in the one reviews queue, where it shows the lender and the facts.
      const studio = await phone(browser, baseURL!);
      const ops = await studio.newPage();
      await signInToStudio(ops, ["operations"], "/studio/reviews");
      await ops.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const pending = ops
        .getByTestId("pending-review")
        .filter({ has: ops.getByTestId("pending-lender-rating") })
        .last();
      await expect(pending).toBeVisible();
      await pending.getByRole("button", { name: "Approve" }).click();
      await expect(ops.getByTestId("moderation-result")).toContainText("Approved");
      await studio.close();

      // Up to the threshold, ratings made through the rating service and approved by the moderation.
      const seeded = await page.request.post(
        `${baseURL}/dev/lender-ratings?lenderId=${lenderId}&count=4&stars=5`,
      );
      expect(seeded.status()).toBe(200);

      // The other applicant's offers: the rating beside that lender, the same order as before.
      await otherPage.reload();
      await expect(otherPage.getByTestId("offer-row").first()).toBeVisible();
      expect(await order(otherPage)).toEqual(before);
      await expect(otherPage.getByTestId("offers-ratings-order")).toContainText(TEXT[lang].order);
      const rated = otherPage.locator(`[data-testid=offer-row][data-lender-id="${lenderId}"]`);
      await rated.locator("summary").first().click();
      await expect(rated.getByTestId("offer-rating")).toContainText(TEXT[lang].promised);
      await expect(rated.getByTestId("offer-prepayment")).toBeVisible();
      expect(await otherPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await other.close();
    },
  );
}
