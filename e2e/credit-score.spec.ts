import { sandboxReport, sandboxScore } from "@loansetu/api/adapters/bureau";
import type { Page } from "@playwright/test";
import { logInThroughDialog } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// The free credit score, as a new customer meets it on a phone and a desktop, in English and
// Hindi: the check page's button, the OTP login, the details and the consent, the insights page and the
// dashboard card; a second check within 30 days shows the stored score; 30 days later (the dev server
// clock moved) the score is refreshed with a new bureau enquiry.

let counter = 0;
const freshMobile = (worker: number) =>
  `8${String(500_000_000 + worker * 100_000 + ++counter * 71).slice(-9)}`;

/** A PAN the sandbox bureau gives a score (not NA/NH) for this mobile, so the history chart has points. */
function scoredPan(mobile: string): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `CRDPK${n}Q`;
    if (sandboxScore(pan, mobile) !== null) return pan;
  }
  throw new Error("no PAN with a sandbox score");
}

/** A PAN whose sandbox report has an account paid late in the last 12 months, and that report's accounts. */
function panWithLatePayments(mobile: string) {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `LATEP${n}Q`;
    const score = sandboxScore(pan, mobile);
    if (score === null) continue;
    const { accounts } = sandboxReport(pan, score, new Date());
    if (accounts.length > 1 && accounts.some((a) => a.daysPastDue.slice(0, 12).some((days) => days > 0))) {
      return { pan, accounts };
    }
  }
  throw new Error("no PAN with late payments in the sandbox");
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function currentCheckId(page: Page): Promise<string | null> {
  const body = await (await page.request.get("/api/credit-check")).json();
  return body.data.score?.id ?? null;
}

test.afterEach(async ({ request }) => {
  await request.post("/dev/clock?days=0");
});

for (const lang of ["en", "hi"] as const) {
  const prefix = lang === "hi" ? "/hi" : "";

  test(
    `a new customer checks the free score, sees it again within 30 days and refreshes it after (${lang})`,
    { tag: lang === "hi" ? ["@one-width"] : [] },
    async ({ page }, info) => {
      allowTime(120_000);
      const mobile = freshMobile(info.workerIndex);
      const pan = scoredPan(mobile);

      // The check page's button starts the credit-score journey: login first.
      await gotoReady(page, `${prefix}/cibil-score-check`);
      await page.getByTestId("check-score").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/free-credit-score/cibil`));
      await logInThroughDialog(page, mobile);

      // Details, then the one consent, unticked, naming the bureau.
      const form = page.getByTestId("score-check-form");
      await expect(form).toBeVisible();
      const consent = page.getByTestId("score-consent");
      await expect(consent).not.toBeChecked();
      await expect(form).toContainText(lang === "hi" ? "सिबिल" : "CIBIL");
      expect(await axeViolations(page)).toEqual([]);
      await form.locator("input[name=fullName]").fill("Meera Nair");
      await form.locator("input[name=dateOfBirth]").fill("14/03/1992");
      await form.locator("input[name=pan]").fill(pan);
      await form.locator("input[name=email]").fill("meera.nair@example.in");
      await consent.check();
      await page.getByTestId("score-submit").click();

      // The insights page: score, five factors, the report, the lag notice and what the next band is worth.
      await expect(page).toHaveURL(new RegExp(`${prefix}/credit-insights$`));
      await expect(page.getByTestId("insights-score")).toBeVisible();
      await expect(page.getByTestId("factor")).toHaveCount(5);
      await expect(page.getByTestId("lag-notice")).toBeVisible();
      await expect(page.getByTestId("worth")).toBeVisible();
      await expect(page.getByTestId("history-chart").locator("circle")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      const firstId = await currentCheckId(page);
      expect(firstId).not.toBeNull();

      // The dashboard card: gauge, when it can be refreshed, and 'View Credit Insights'.
      await gotoReady(page, `${prefix}/dashboard`);
      const card = page.getByTestId("credit-card");
      await expect(card.getByTestId("credit-refresh")).toBeVisible();
      await expect(card.locator("svg")).toHaveCount(1);
      await card.getByTestId("credit-insights").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/credit-insights$`));

      // A second check within 30 days: straight to the stored score, no new bureau enquiry.
      await gotoReady(page, `${prefix}/cibil-score-check`);
      await page.getByTestId("check-score").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/credit-insights$`));
      await expect(page.getByTestId("refresh-score")).toHaveCount(0);
      expect(await currentCheckId(page)).toBe(firstId);

      // 30 days later the score can be refreshed: one new soft enquiry, the known details filled in.
      expect((await page.request.post("/dev/clock?days=30")).ok()).toBe(true);
      await page.context().clearCookies();
      await gotoReady(page, `${prefix}/cibil-score-check`);
      await page.getByTestId("check-score").click();
      await logInThroughDialog(page, mobile);
      await expect(form).toBeVisible();
      await expect(form.locator("input[name=pan]")).toHaveValue(`XXXXXX${pan.slice(6)}`);
      await page.getByTestId("score-consent").check();
      await page.getByTestId("score-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/credit-insights$`));
      await expect(page.getByTestId("history-chart").locator("circle")).toHaveCount(2);
      await expect.poll(() => currentCheckId(page)).not.toBe(firstId);
    },
  );
}

for (const lang of ["en", "hi"] as const) {
  const prefix = lang === "hi" ? "/hi" : "";
  const says =
    lang === "hi"
      ? {
          label: "जन्म की तारीख़ (दिन/महीना/साल)",
          format: "कृपया जन्म की तारीख़ दिन/महीना/साल के रूप में लिखें, जैसे 15/06/1995।",
          invalid: "कृपया जन्म की सही तारीख़ दर्ज करें।",
          young: "आवेदन के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।",
        }
      : {
          label: "Date of birth (DD/MM/YYYY)",
          format: "Please type your date of birth as DD/MM/YYYY, for example 15/06/1995.",
          invalid: "Please enter a valid date of birth.",
          young: "You must be at least 18 years old to apply.",
        };

  test(
    `the date of birth is typed as DD/MM/YYYY; each mistake says what to fix and keeps what was typed (${lang})`,
    { tag: "@one-width" },
    async ({ page }, info) => {
      const mobile = freshMobile(info.workerIndex);
      await gotoReady(page, `${prefix}/free-credit-score/cibil#myaccount`);
      await logInThroughDialog(page, mobile);
      const form = page.getByTestId("score-check-form");
      const dob = form.getByLabel(says.label);
      // A text box on the number keypad, not a calendar.
      await expect(dob).toHaveAttribute("type", "text");
      await expect(dob).toHaveAttribute("inputmode", "numeric");
      // The slashes go in while typing.
      await dob.pressSequentially("1506199");
      await expect(dob).toHaveValue("15/06/199");
      await dob.press("5");
      await expect(dob).toHaveValue("15/06/1995");

      await form.locator("input[name=fullName]").fill("Meera Nair");
      await form.locator("input[name=pan]").fill("ABCDE1234F");
      await form.locator("input[name=email]").fill("meera.nair@example.in");
      await page.getByTestId("score-consent").check();
      const error = form.getByTestId("error-dateOfBirth");
      const tenYearsAgo = `01/01/${new Date().getFullYear() - 10}`;
      for (const [typed, message] of [
        ["15/06", says.format],
        ["31/02/1995", says.invalid],
        [tenYearsAgo, says.young],
      ] as const) {
        await dob.fill(typed);
        await page.getByTestId("score-submit").click();
        await expect(error).toHaveText(message);
        // Nothing typed is lost: the date as typed and the other fields.
        await expect(dob).toHaveValue(typed);
        await expect(form.locator("input[name=fullName]")).toHaveValue("Meera Nair");
        await expect(dob).toHaveAttribute("aria-invalid", "true");
      }
    },
  );
}

test(
  "at 360 px the accounts show every figure, late payments included, without a sideways scroll",
  {
    tag: "@phone-only",
  },
  async ({ page }, info) => {
    allowTime(90_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const mobile = freshMobile(info.workerIndex);
    const { pan, accounts } = panWithLatePayments(mobile);
    await gotoReady(page, "/free-credit-score/cibil");
    await logInThroughDialog(page, mobile);
    const form = page.getByTestId("score-check-form");
    await form.locator("input[name=fullName]").fill("Meera Nair");
    await form.locator("input[name=dateOfBirth]").fill("14/03/1992");
    await form.locator("input[name=pan]").fill(pan);
    await form.locator("input[name=email]").fill("meera.nair@example.in");
    await page.getByTestId("score-consent").check();
    await page.getByTestId("score-submit").click();
    await expect(page).toHaveURL(/\/credit-insights$/);

    for (const [prefix, lateText, noneText] of [
      [
        "",
        (n: number) => (n === 1 ? "1 month paid late" : `${n} months paid late`),
        "None: every payment on time",
      ],
      ["/hi", (n: number) => `${n} महीने भुगतान देर से हुआ`, "कोई नहीं: हर भुगतान समय पर"],
    ] as const) {
      await gotoReady(page, `${prefix}/credit-insights`);
      const shown = page.getByTestId("account");
      await expect(shown).toHaveCount(accounts.length);
      for (const [index, account] of accounts.entries()) {
        const months = account.daysPastDue.slice(0, 12);
        const late = months.filter((days) => days > 0).length;
        const card = shown.nth(index);
        await expect(card.getByTestId("account-late")).toHaveText(late ? lateText(late) : noneText);
        await expect(card.getByTestId("account-dpd").locator("li")).toHaveText(months.map(String));
        // Every month's figure, the late ones first of all, lies inside the 360 px screen.
        for (const chip of await card.getByTestId("account-dpd").locator("li").all()) {
          await chip.scrollIntoViewIfNeeded();
          const box = (await chip.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(360);
        }
        const lateBox = (await card.getByTestId("account-late").boundingBox())!;
        expect(lateBox.x + lateBox.width).toBeLessThanOrEqual(360);
      }
      await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  },
);
