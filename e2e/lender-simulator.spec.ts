import { type ChildProcess, spawn } from "node:child_process";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// A whole loan through `npm run lender:simulate`, a separate process that knows only the public lender API
// and its webhooks (decision 0066): the borrower chooses, the application is shared, the simulated lender
// counters (₹3 lakh asked: 90 % offered), the borrower accepts on the dashboard, the lender sanctions and
// disburses. The dashboard and the studio show the same state. On a phone, in English and in Hindi. The
// simulator runs with --ask-documents: before deciding, the lender asks for the bank statement; the borrower
// is told by SMS in their language, uploads it on the documents page, and the lender then decides.

const TEXT = {
  en: {
    countered: "The lender offers different terms",
    disbursed: "Disbursed",
    asked: "has asked for a document",
    uploaded: "The lender has been told.",
  },
  hi: {
    countered: "लेंडर अलग शर्तें दे रहा है",
    disbursed: "वितरित",
    asked: "के लिए एक दस्तावेज़ माँगा है",
    uploaded: "लेंडर को बता दिया गया है।",
  },
} as const;

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, "latin1");

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
      "--ask-documents",
    ],
    { stdio: "ignore" },
  );
}

for (const lang of ["en", "hi"] as const) {
  test(
    `a loan through the simulated lender: share, a document asked for and uploaded, counter-offer accepted, sanction, disbursal (${lang})`,
    {
      tag: "@phone-only",
    },
    async ({ page, baseURL, outbox }, testInfo) => {
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

        {
          // The lender asks for the bank statement first: an SMS says so, with a link; the borrower uploads it.
          await expect
            .poll(
              async () =>
                (await outbox()).some(
                  (m) =>
                    m.channel === "sms" && m.body.includes(reference) && m.body.includes(TEXT[lang].asked),
                ),
              { timeout: 30_000 },
            )
            .toBe(true);
          await page.goto(`${prefix}/dashboard/documents/${reference}`);
          const statement = page.locator('[data-testid=document-item][data-kind="bankStatement"]');
          await statement.getByTestId("upload-file").setInputFiles({
            name: "statement.pdf",
            mimeType: "application/pdf",
            buffer: pdf("bank statement"),
          });
          await statement.getByTestId("upload-submit").click();
          await expect(page.getByTestId("upload-done")).toContainText(TEXT[lang].uploaded);
        }

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
