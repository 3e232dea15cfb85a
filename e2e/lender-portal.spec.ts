import { readFileSync } from "node:fs";
import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { nextTotpCode } from "./support/studio.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// The lender portal (decision 0072) as a lender without IT uses it: a credit officer signs in with the
// password and the authenticator's code, opens the application a borrower just shared, shows the applicant's
// details (masked until then), approves with final terms, and the borrower's dashboard shows the lender's
// answer with the borrower's next step. On a phone.

const DEMO_PASSWORD = "LoanSetu-demo-2026";
const DEMO_TOTP_SECRET = "LOANSETUDEMOSTUDIOTOTPSECRET2345";
const LENDERS = JSON.parse(readFileSync("data/lenders.json", "utf8")) as {
  lenders: { id: number; slug: string }[];
};

test(
  "a credit officer signs in, reveals a shared application's details and approves; the borrower sees it",
  { tag: "@phone-only" },
  async ({ page, browser, baseURL }, testInfo) => {
    allowTime(90_000);
    const mobile = applicantMobile(
      testInfo.workerIndex,
      testInfo.repeatEachIndex,
      testInfo.retry,
      "en",
    ).replace(/^7/, "8");
    await reachOffers(page, baseURL!, "en", mobile);
    const row = page.getByTestId("offer-row").first();
    const lenderId = Number(await row.getAttribute("data-lender-id"));
    await row.locator("summary").first().click();
    await row.getByTestId("offer-choose").click();
    await page.locator("form:has(input[name=intent][value=choose]) button[type=submit]").click();
    await expect(page.getByTestId("journey-reference")).toBeVisible();
    const reference = /LS\d+/.exec((await page.getByTestId("journey-reference").textContent()) ?? "")![0];

    // The lender's side: another browser, the demo credit officer of the chosen lender.
    const slug = LENDERS.lenders.find((lender) => lender.id === lenderId)!.slug;
    const lenderContext = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize()! });
    const portal = await lenderContext.newPage();
    try {
      await portal.goto("/lender");
      await expect(portal).toHaveURL(/\/lender\/sign-in$/);
      await portal.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await portal.locator("input[name=email]").fill(`officer@${slug}.lender.example`);
      await portal.locator("input[name=password]").fill("not the password");
      await portal.getByRole("button", { name: "Continue" }).click();
      await expect(portal.getByRole("alert")).toContainText("not correct");
      // What was typed stays.
      await expect(portal.locator("input[name=email]")).toHaveValue(`officer@${slug}.lender.example`);
      await portal.locator("input[name=password]").fill(DEMO_PASSWORD);
      await portal.getByRole("button", { name: "Continue" }).click();
      await expect(
        portal.getByRole("heading", { name: "Enter the code from your authenticator app" }),
      ).toBeVisible();
      // The code of the next time step: accepted (one step of drift is allowed) and never one used before.
      await portal.locator("input[name=code]").fill(nextTotpCode(DEMO_TOTP_SECRET));
      await portal.getByRole("button", { name: "Sign in" }).click();
      await expect(portal.getByTestId("lender-user")).toContainText("Credit officer");
      // Users and API keys are a manager's: no link for a credit officer, and the page answers 403.
      await expect(portal.getByRole("link", { name: "Users" })).toHaveCount(0);
      await expect(portal.getByRole("link", { name: "API keys" })).toHaveCount(0);
      expect((await portal.request.get("/lender/users")).status()).toBe(403);

      const link = portal.getByTestId("lender-applications").getByRole("link", { name: reference });
      await expect(link).toBeVisible();
      await link.click();
      await expect(portal.getByTestId("lender-status")).toHaveText("New: waiting for your decision");
      const applicant = portal.getByTestId("lender-applicant");
      await expect(applicant).not.toContainText(mobile);
      await expect(applicant).toContainText("R*** K****");
      await portal.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await axeViolations(portal)).toEqual([]);
      await portal.screenshot({ path: testInfo.outputPath("portal-application-masked.png"), fullPage: true });

      await portal.getByRole("button", { name: "Show details" }).click();
      await expect(applicant).toContainText(mobile);
      await expect(applicant).toContainText("Ravi Kumar");
      await expect(portal.getByTestId("lender-timeline")).toContainText("Details opened (portal)");

      // Final terms: the chosen offer's figures are filled in; the officer changes the amount.
      const approve = portal.locator("form:has(input[name=intent][value=approve])");
      await approve.locator("input[name=amount]").fill("2,80,000");
      await approve.getByRole("button", { name: "Approve with final terms" }).click();
      await expect(portal.getByTestId("lender-status")).toHaveText("Approved: waiting for the borrower");
      await expect(portal.getByText("There is nothing for you to do at this step.")).toBeVisible();
      // Kept with the run's results for a person to look at (360 px wide).
      await portal.screenshot({
        path: testInfo.outputPath("portal-application-approved.png"),
        fullPage: true,
      });
      expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        portal.viewportSize()!.width,
      );
    } finally {
      await lenderContext.close();
    }

    // The borrower's dashboard shows the lender's answer and the next step: accept the terms.
    const progress = page.locator(`[data-lead="${reference}"] [data-testid=lender-progress]`);
    await page.goto("/dashboard");
    await expect(progress).toHaveAttribute("data-status", "approved");
    await expect(progress.getByTestId("lender-progress-terms")).toContainText("2,80,000");
    await expect(progress.getByTestId("accept-lender-terms")).toBeVisible();
    // The borrower's data ledger names the lender's access.
    await page.goto("/dashboard/my-data");
    await expect(page.locator("main")).toContainText("Your application read by the lender");
  },
);
