import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { chooseFirstOffer, disburseOverLenderApi, indiaDay, lenderCall } from "./support/loan.ts";

const VKYC = "https://vkyc.lender.example/s/8f3k2";

import { applicantMobile, reachOffers } from "./support/visual.ts";

// My loan (decision 0077) on a phone, in English and in Hindi: a loan a lender approved, sanctioned,
// disbursed and scheduled over the lender API (with a development key, as the simulator gets one) has its
// own page from the dashboard, with the posted schedule by year; the prepayment planner refuses an amount
// above the balance and a date in the past (keeping what was typed) and works out a part-payment, with and
// without JavaScript.

const TEXT = {
  en: {
    above: "This is more than the loan's balance of ₹2,50,000.",
    saved: "Interest saved",
    total: "Total",
    kyc: "asks you to complete a video KYC call at its own site",
    past: "Choose today or a later date.",
  },
  hi: {
    above: "यह लोन की बाकी रकम ₹2,50,000 से ज़्यादा है।",
    saved: "ब्याज की बचत",
    total: "कुल",
    kyc: "उसकी अपनी साइट पर वीडियो केवाईसी पूरा करें",
    past: "आज की या उसके बाद की तारीख़ चुनें।",
  },
} as const;

for (const lang of ["en", "hi"] as const) {
  test(
    `a disbursed loan's page shows the posted schedule and plans a prepayment (${lang})`,
    {
      tag: "@phone-only",
    },
    async ({ page, baseURL, browser }, testInfo) => {
      allowTime(60_000);
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = applicantMobile(
        testInfo.workerIndex,
        testInfo.repeatEachIndex,
        testInfo.retry,
        lang,
      ).replace(/^7/, "9");
      await reachOffers(page, baseURL!, lang, mobile);
      const loan = await chooseFirstOffer(page);
      const { reference } = loan;

      // The lender's system: approve, (the borrower accepts,) sanction, disburse today and post the schedule.
      const today = indiaDay();
      const { schedule } = await disburseOverLenderApi(page, baseURL!, loan, {
        amount: 250_000,
        months: 24,
        on: today,
        utr: `UTIB${String(Date.now()).slice(-8)}${lang === "hi" ? "11" : "22"}`,
        // Before paying out, the lender asks for a video KYC at its own site: the dashboard shows the link,
        // naming where it leads; once the lender reports it done, it is gone.
        afterSanction: async (key) => {
          const at = `/${reference}/borrower-step`;
          await lenderCall(page.request, baseURL!, key, at, { kind: "videoKyc", url: VKYC });
          await page.goto(`${prefix}/dashboard`);
          const step = page.locator(`[data-lead="${reference}"] [data-testid=lender-step]`);
          await expect(step).toContainText(TEXT[lang].kyc);
          await expect(step).toContainText("vkyc.lender.example");
          await expect(step.getByTestId("lender-step-link")).toHaveAttribute("href", VKYC);
          await lenderCall(page.request, baseURL!, key, `${at}/done`, {});
          await page.reload();
          await expect(step).toHaveCount(0);
        },
      });

      // From the dashboard to the loan's own page.
      await page.goto(`${prefix}/dashboard`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByTestId("my-loan-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/loans/${reference}$`));
      await expect(page.getByTestId("loan-amount")).toHaveText("₹2,50,000");
      await expect(page.getByTestId("schedule-row")).toHaveCount(24);
      const years = new Set(schedule.map((one) => one.dueDate.slice(0, 4))).size;
      await expect(page.getByTestId("schedule-total")).toHaveCount(years);
      await expect(page.getByTestId("schedule-total").first()).toContainText(TEXT[lang].total);
      await expect(page.getByTestId("loan-next")).toContainText(
        `₹${schedule[0]!.emi.toLocaleString("en-IN")}`,
      );
      await expect(page.getByTestId("cooling-off-cost")).toContainText("₹2,50,");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await axeViolations(page)).toEqual([]);
      // No horizontal scroll at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // More than the balance: a clear error, the amount kept, nothing worked out.
      await page.getByTestId("planner-amount").fill("3,00,000");
      await page.getByTestId("planner-submit").click();
      await expect(page.getByTestId("planner-amount-error")).toContainText(TEXT[lang].above);
      await expect(page.getByTestId("planner-amount")).toHaveValue("3,00,000");
      await expect(page.getByTestId("planner-result")).toHaveCount(0);

      // A date in the past: a clear error, what was typed kept, nothing worked out.
      await page.getByTestId("planner-amount").fill("50000");
      await page.getByTestId("planner-date").fill("01/01/2020");
      await page.getByTestId("planner-submit").click();
      await expect(page.getByTestId("planner-date-error")).toContainText(TEXT[lang].past);
      await expect(page.getByTestId("planner-date")).toHaveValue("01/01/2020");
      await expect(page.getByTestId("planner-result")).toHaveCount(0);
      await page.getByTestId("planner-date").fill("");

      // ₹50,000 now, keeping the EMI: interest saved and an earlier last EMI.
      await page.getByTestId("planner-amount").fill("50000");
      await page.getByTestId("planner-submit").click();
      await expect(page.getByTestId("planner-result")).toBeVisible();
      await expect(page.getByTestId("planner-result")).toContainText(TEXT[lang].saved);
      const saved = Number((await page.getByTestId("planner-saved").textContent())!.replace(/[^\d]/g, ""));
      expect(saved).toBeGreaterThan(2_000);
      await expect(page.getByTestId("planner-months-saved")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Without JavaScript the planner is the same form, answered by the server.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
        storageState: await page.context().storageState(),
      });
      try {
        const noScript = await plain.newPage();
        await noScript.goto(`${baseURL}${prefix}/dashboard/loans/${reference}`);
        await noScript.getByTestId("planner-amount").fill("50000");
        await noScript.getByTestId("planner-reduceEmi").check();
        await noScript.getByTestId("planner-submit").click();
        await expect(noScript.getByTestId("planner-result")).toContainText(TEXT[lang].saved);
        await expect(noScript.getByTestId("planner-reduceEmi")).toBeChecked();
      } finally {
        await plain.close();
      }
    },
  );
}
