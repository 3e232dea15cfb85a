import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { chooseFirstOffer, disburseOverLenderApi, indiaDay, lenderCall } from "./support/loan.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// After the disbursal, on a phone, in English and in Hindi (decision 0078): the lender's system reports an
// EMI paid, then the loan closed 16 days ago without a certificate; My loan shows what was paid, then the
// loan Closed with the certificate late, and the borrower raises a grievance in one tap without JavaScript;
// the certificate arrives and downloads; the dashboard lists the loan as Closed.

const TEXT = {
  en: {
    paid: "reports 1 EMI paid",
    closed: "This loan is closed",
    late: "has not sent it",
    badge: "Closed",
  },
  hi: { paid: "1 EMI चुकाई गई", closed: "यह लोन बंद हो गया है", late: "अभी तक नहीं भेजा", badge: "बंद" },
} as const;

for (const lang of ["en", "hi"] as const) {
  test(
    `a loan is paid, closed, grieved over when its certificate is late, and the certificate downloads (${lang})`,
    { tag: "@one-width" },
    async ({ page, baseURL, browser }, testInfo) => {
      const request = page.request;
      allowTime(60_000);
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = applicantMobile(
        testInfo.workerIndex,
        testInfo.repeatEachIndex,
        testInfo.retry,
        lang,
      ).replace(/^7/, "8");
      await reachOffers(page, baseURL!, lang, mobile);
      const loan = await chooseFirstOffer(page);
      const { reference } = loan;

      // The lender's system: approve, sanction and disburse 40 days ago, post the schedule, report EMI 1 paid.
      const { key, schedule } = await disburseOverLenderApi(page, baseURL!, loan, {
        amount: 100_000,
        months: 12,
        on: indiaDay(40),
        utr: `KKBK${String(Date.now()).slice(-8)}${lang === "hi" ? "31" : "32"}`,
      });
      await lenderCall(request, baseURL!, key, `/${reference}/payments`, {
        instalment: 1,
        status: "paid",
        date: indiaDay(20),
        amount: schedule[0]!.emi,
      });

      await page.goto(`${prefix}/dashboard/loans/${reference}`);
      await expect(page.getByTestId("payments-paid")).toContainText(TEXT[lang].paid);
      await expect(page.getByTestId("payments-next")).toContainText(
        `₹${schedule[1]!.emi.toLocaleString("en-IN")}`,
      );
      await expect(page.getByTestId("loan-closure")).toHaveCount(0);

      // Closed 16 days ago (repaid early), no certificate: late by the 15 days assumed.
      await lenderCall(request, baseURL!, key, `/${reference}/closure`, {
        date: indiaDay(16),
        reason: "foreclosed",
      });
      await page.reload();
      await expect(page.getByTestId("loan-closure")).toContainText(TEXT[lang].closed);
      await expect(page.getByTestId("loan-closed-badge")).toHaveText(TEXT[lang].badge);
      await expect(page.getByTestId("closure-late")).toContainText(TEXT[lang].late);
      await expect(page.getByTestId("planner")).toHaveCount(0);
      await expect(page.getByTestId("reminders")).toHaveCount(0);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // One tap, without JavaScript: a real form post answered by the server.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
        storageState: await page.context().storageState(),
      });
      try {
        const noScript = await plain.newPage();
        await noScript.goto(`${baseURL}${prefix}/dashboard/loans/${reference}`);
        await noScript.getByTestId("closure-raise").click();
        await expect(noScript.getByTestId("closure-grievance")).toContainText(/ST\d{8}/);
      } finally {
        await plain.close();
      }

      // The certificate arrives: the late notice gives way to the download.
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
      await lenderCall(request, baseURL!, key, `/${reference}/no-dues-certificate`, pdf, "PUT");
      await page.reload();
      await expect(page.getByTestId("closure-late")).toHaveCount(0);
      const download = page.waitForEvent("download");
      await page.getByTestId("closure-certificate").click();
      expect((await download).suggestedFilename()).toBe(`no-dues-${reference}.pdf`);

      await page.goto(`${prefix}/dashboard`);
      await expect(page.getByTestId("my-loan-closed")).toHaveText(TEXT[lang].badge);
    },
  );
}
