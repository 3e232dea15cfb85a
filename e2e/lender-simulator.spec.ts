import { type ChildProcess, spawn } from "node:child_process";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// A whole loan through `npm run lender:simulate`, a separate process that knows only the public lender API
// and its webhooks (decision 0066): the borrower chooses, the application is shared, the simulated lender
// counters (₹3 lakh asked: 90 % offered), the borrower accepts on the dashboard, the lender sanctions and
// disburses. The dashboard and the studio show the same state. On a phone, in English and in Hindi.

const TEXT = {
  en: { countered: "The lender offers different terms", disbursed: "Disbursed" },
  hi: { countered: "लेंडर अलग शर्तें दे रहा है", disbursed: "वितरित" },
} as const;

function startSimulator(base: string, lenderId: number): ChildProcess {
  // The project's own Node (24, which runs TypeScript), as `npm run lender:simulate` would.
  return spawn(
    process.execPath,
    [
      "scripts/lender-simulate.ts",
      "--base",
      base,
      "--lender",
      String(lenderId),
      "--delay-ms",
      "200",
      "--poll-ms",
      "1000",
    ],
    { stdio: "ignore" },
  );
}

for (const lang of ["en", "hi"] as const) {
  test(
    `a loan through the simulated lender: share, counter-offer accepted, sanction, disbursal (${lang})`,
    {
      tag: "@phone-only",
    },
    async ({ page, baseURL }, testInfo) => {
      allowTime(90_000);
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = applicantMobile(
        testInfo.workerIndex,
        testInfo.repeatEachIndex,
        testInfo.retry,
        lang,
      ).replace(/^7/, "6");
      await reachOffers(page, baseURL!, lang, mobile);
      const row = page.getByTestId("offer-row").first();
      const lenderId = Number(await row.getAttribute("data-lender-id"));
      const simulator = startSimulator(baseURL!, lenderId);
      try {
        await row.locator("summary").first().click();
        await row.getByTestId("offer-choose").click();
        await page.locator("form:has(input[name=intent][value=choose]) button[type=submit]").click();
        await expect(page.getByTestId("journey-reference")).toBeVisible();
        const reference = /LS\d+/.exec((await page.getByTestId("journey-reference").textContent()) ?? "")![0];

        // The lender's answer arrives by itself: the dashboard shows it with the borrower's next step.
        const progress = page.locator(`[data-lead="${reference}"] [data-testid=lender-progress]`);
        await expect
          .poll(
            async () => {
              await page.goto(`${prefix}/dashboard`);
              return progress.getAttribute("data-status");
            },
            { timeout: 30_000 },
          )
          .toBe("countered");
        await expect(progress.getByTestId("lender-progress-state")).toHaveText(TEXT[lang].countered);
        await expect(progress.getByTestId("lender-progress-terms")).toContainText("2,70,000");
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await axeViolations(page)).toEqual([]);
        const kfs = await page.request.get(
          (await progress.getByTestId("lender-terms-kfs").getAttribute("href"))!,
        );
        expect(kfs.headers()["content-type"]).toBe("application/pdf");
        await progress.getByTestId("accept-lender-terms").click();

        // The lender sanctions and disburses; the dashboard follows.
        await expect
          .poll(
            async () => {
              await page.goto(`${prefix}/dashboard`);
              return progress.getAttribute("data-status");
            },
            { timeout: 30_000 },
          )
          .toBe("disbursed");
        await expect(progress.getByTestId("lender-progress-state")).toHaveText(TEXT[lang].disbursed);
        await expect(page.locator(`[data-lead="${reference}"]`)).toHaveAttribute("data-style", "disbursed");

        // The studio shows the same lead with every stage complete.
        await signInToStudio(page, ["operations"], `/studio/leads/${reference}`);
        await expect(page.locator("[data-testid=lead-stages] li[data-complete=true]")).toHaveCount(6);
      } finally {
        simulator.kill();
      }
    },
  );
}
