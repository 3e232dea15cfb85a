import type { APIRequestContext } from "@playwright/test";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// My loan (decision 0077) on a phone, in English and in Hindi: a loan a lender approved, sanctioned,
// disbursed and scheduled over the lender API (with a development key, as the simulator gets one) has its
// own page from the dashboard, with the posted schedule by year; the prepayment planner refuses an amount
// above the balance (keeping what was typed) and works out a part-payment, with and without JavaScript.

const TEXT = {
  en: {
    above: "This is more than the loan's balance of ₹2,50,000.",
    saved: "Interest saved",
    total: "Total",
  },
  hi: { above: "यह लोन की बाकी रकम ₹2,50,000 से ज़्यादा है।", saved: "ब्याज की बचत", total: "कुल" },
} as const;

/** Today in India, and the 5th of each following month: the lender's schedule of 24 EMIs of a 2.5 lakh loan. */
function scheduleFrom(today: string) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const rate = 14.25 / 1200;
  const emi = Math.floor((250_000 * rate * (1 + rate) ** 24) / ((1 + rate) ** 24 - 1));
  let balance = 250_000;
  return Array.from({ length: 24 }, (_, index) => {
    const at = year * 12 + month + index; // the month after this one, counted from 0
    const dueDate = `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}-05`;
    const interest = Math.round(balance * rate);
    const principal = index === 23 ? balance : emi - interest;
    balance -= principal;
    return { number: index + 1, dueDate, emi: principal + interest, principal, interest, balance };
  });
}

async function lenderCall(
  request: APIRequestContext,
  base: string,
  key: string,
  path: string,
  data: unknown,
) {
  const res = await request.post(`${base}/api/lender/v1/applications${path}`, {
    headers: { authorization: `Bearer ${key}`, "idempotency-key": crypto.randomUUID() },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of ["en", "hi"] as const) {
  test(
    `a disbursed loan's page shows the posted schedule and plans a prepayment (${lang})`,
    {
      tag: "@phone-only",
    },
    async ({ page, baseURL, browser }, testInfo) => {
      const request = page.request;
      allowTime(60_000);
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = applicantMobile(
        testInfo.workerIndex,
        testInfo.repeatEachIndex,
        testInfo.retry,
        lang,
      ).replace(/^7/, "9");
      await reachOffers(page, baseURL!, lang, mobile);
      const row = page.getByTestId("offer-row").first();
      const lenderId = Number(await row.getAttribute("data-lender-id"));
      await row.locator("summary").first().click();
      await row.getByTestId("offer-choose").click();
      await page.locator("form:has(input[name=intent][value=choose]) button[type=submit]").click();
      await expect(page.getByTestId("journey-reference")).toBeVisible();
      const reference = /LS\d+/.exec((await page.getByTestId("journey-reference").textContent()) ?? "")![0];

      // The lender's system: approve, (the borrower accepts,) sanction, disburse and post the schedule.
      const key = (await (await request.post(`${baseURL}/dev/lender-key?lenderId=${lenderId}`)).json())
        .key as string;
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const terms = { amount: 250_000, ratePercent: 14.25, tenureMonths: 24, processingFeeBase: 2500 };
      await lenderCall(request, baseURL!, key, `/${reference}/decision`, { decision: "approve", terms });
      const accepted = await page.request.post(
        `${baseURL}/api/applications/${reference}/lender-terms/accept`,
        {
          headers: { origin: baseURL! },
        },
      );
      expect(accepted.status()).toBe(200);
      await lenderCall(request, baseURL!, key, `/${reference}/sanction`, { date: today });
      const utr = `UTIB${String(Date.now()).slice(-8)}${lang === "hi" ? "11" : "22"}`;
      await lenderCall(request, baseURL!, key, `/${reference}/disbursal`, {
        amount: 250_000,
        date: today,
        utr,
      });
      const schedule = scheduleFrom(today);
      await lenderCall(request, baseURL!, key, `/${reference}/repayment-schedule`, { instalments: schedule });

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
