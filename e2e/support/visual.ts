import { sandboxScore } from "@loansetu/api/adapters/bureau";
import { signLinkToken } from "@loansetu/api/auth/tokens";
import { loadConfig } from "@loansetu/api/lib/config";
import { expect, type Page } from "@playwright/test";
import { axeScan } from "./fixtures.ts";

/** The day every date a page shows is replaced by before a screenshot (see shownDatesFixed). */
export const SHOWN_DATE = new Date("2026-01-15T12:00:00+05:30");

/** The day, month and year in each language's short and long forms, as @loansetu/domain/format writes them. */
function dateForms(lang: "en" | "hi") {
  const intl = lang === "hi" ? "hi-IN" : "en-IN";
  const months = (month: "short" | "long") =>
    Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat(intl, { month, timeZone: "UTC" }).format(new Date(Date.UTC(2026, m, 15))),
    );
  const format = (month: "short" | "long") =>
    new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month,
      year: "numeric",
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    }).format(SHOWN_DATE);
  return {
    short: { months: months("short"), fixed: format("short") },
    long: { months: months("long"), fixed: format("long") },
  };
}

/**
 * Replaces every date in the page's text ("3 Dec 2026", "3 December 2026", "3 दिसंबर 2026") by one fixed day
 * in the same form: seeded rows are dated when the seed ran and the statistics "as of" today, so without this
 * a snapshot would change every day. Also a new application's reference. Replacing the text (not masking
 * it) keeps the layout the same width.
 */
export async function shownDataFixed(page: Page, lang: "en" | "hi") {
  const forms = dateForms(lang);
  await page.evaluate((forms) => {
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const patterns = [forms.long, forms.short].map(({ months, fixed }) => ({
      pattern: new RegExp(`\\b\\d{1,2} (?:${months.map(escaped).join("|")}) \\d{4}`, "g"),
      fixed,
    }));
    // A new application's reference carries the day and a random part: LS + yymmdd + 6 digits.
    patterns.push({ pattern: /\bLS\d{12}\b/g, fixed: "LS260115000001" });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue ?? "";
      for (const { pattern, fixed } of patterns) text = text.replace(pattern, fixed);
      if (text !== node.nodeValue) node.nodeValue = text;
    }
  }, forms);
}

/**
 * Waits until the web fonts are loaded and every image in view (lazy ones below the fold never start) has
 * loaded or failed.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    };
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && inView(image))
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
        ),
    );
  });
}

/** The customer's session, through the signed auto-login link the product sends (§4), without an OTP. */
export async function logInAs(page: Page, baseURL: string, mobile: string) {
  const token = await signLinkToken(
    loadConfig().LINK_SECRET,
    { mobile, purpose: "autologin" },
    new Date(),
    600,
  );
  const response = await page.request.post("/api/autoLogin", {
    data: { userToken: token, userMobile: mobile },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A new applicant's mobile for each run of the offers test (a mobile with an application would resume it):
 * unique within a worker's server, which starts afresh with each worker.
 */
export const applicantMobile = (worker: number, repeat: number, retry: number, lang: "en" | "hi") =>
  `7${String(410_000_000 + worker * 10_000 + repeat * 100 + retry * 10 + (lang === "hi" ? 1 : 0)).slice(-9)}`;

/** The offers depend on the sandbox bureau's score: a PAN giving exactly this score for any mobile. */
const SCORE = 790;
function panScoring(mobile: string): string {
  for (const letter of "ABCDEFGHJKLMNPQRSTUVWXYZ") {
    for (let n = 1000; n < 10_000; n++) {
      const pan = `BQRP${letter}${n}M`;
      if (sandboxScore(pan, mobile) === SCORE) return pan;
    }
  }
  throw new Error(`no PAN scoring ${SCORE} for ${mobile}`);
}

const prefix = (lang: "en" | "hi") => (lang === "hi" ? "/hi" : "");

/** Logs in and fills the personal-loan journey up to its offers, in the page's language. */
export async function reachOffers(page: Page, baseURL: string, lang: "en" | "hi", mobile: string) {
  await logInAs(page, baseURL, mobile);
  const pan = panScoring(mobile);
  await page.goto(`${prefix(lang)}/apply/personal-loan`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await fillJourney(page, pan);
  await expect(page.getByTestId("offer-row").first()).toBeVisible();
}

async function fillJourney(page: Page, pan: string) {
  const save = page.locator("main form button[type=submit]").last();
  await page.locator("input[name=fullName]").fill("Ravi Kumar");
  await page.locator("input[name=email]").fill("ravi.kumar@example.in");
  await page.locator("input[name=dateOfBirth]").fill("15/06/1995");
  await page.locator("input[name=pan]").fill(pan);
  await page.locator("input[name=pincode]").fill("560001");
  await page.locator("select[name=employment]").selectOption("salaried");
  await page.locator("input[name=netMonthlyIncome]").fill("80,000");
  await save.click();
  await expect(page.locator("input[name=amount]")).toBeVisible();
  await page.locator("input[name=amount]").fill("3,00,000");
  await page.locator("select[name=tenureMonths]").selectOption("36");
  await save.click();
  await expect(page.getByTestId("consent-bureauCheck")).toBeVisible();
  await page.getByTestId("consent-bureauCheck").check();
  await page.getByTestId("consent-shareWithLenders").check();
  await save.click();
}

/**
 * axe's text contrast rule alone (WCAG AA: 4.5:1, 3:1 for large text), for pages the full axe runs of other
 * specs see in one language only; the same shape as axeViolations (e2e/support/fixtures.ts).
 */
export const contrastViolations = (page: Page) => axeScan(page, { rules: ["color-contrast"] });
