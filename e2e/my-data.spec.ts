import { readFileSync } from "node:fs";
import { sandboxScore } from "@loansetu/api/adapters/bureau";
import type { Browser, Page } from "@playwright/test";
import { exportPdfText } from "../packages/api/src/privacy/export-pdf.ts";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { logInThroughDialog } from "./support/customer.ts";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// In the browser, in English and in Hindi: "My data and consents" shows the consents and
// sharings of a journey just completed; withdrawing WhatsApp updates stops the notice the back office then
// queues; the data download holds the customer's application, consents and sharings and nothing of another
// customer; an erasure request is handled in the studio and the customer sees it done.

const catalogue = (lang: string, file: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/web/app/i18n/messages/${lang}/${file}.json`, import.meta.url), "utf8"),
  );

let counter = 0;
const freshMobile = (worker: number) =>
  `7${String(410_000_000 + worker * 100_000 + ++counter * 71).slice(-9)}`;

function goodPan(mobile: string, letters: string): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `${letters}${n}M`;
    if ((sandboxScore(pan, mobile) ?? 0) >= 760) return pan;
  }
  throw new Error("no PAN with a good sandbox score");
}

/** A personal loan journey through to a chosen offer, in the page's language; answers the reference. */
async function completeJourney(page: Page, prefix: string, lang: string, mobile: string, letters: string) {
  const journey = catalogue(lang, "journey");
  const save = page.getByRole("button", { name: journey.save });
  await gotoReady(page, `${prefix}/apply/personal-loan`);
  await logInThroughDialog(page, mobile);
  await page.locator("[name=fullName]").fill("Ravi Kumar");
  await page.locator("[name=email]").fill("ravi.kumar@example.in");
  await page.locator("[name=dateOfBirth]").fill("15/06/1995");
  await page.locator("[name=pan]").fill(goodPan(mobile, letters));
  await page.locator("[name=pincode]").fill("560001");
  await page.locator("[name=employment]").selectOption("salaried");
  await page.locator("[name=netMonthlyIncome]").fill("80000");
  await save.click();
  await page.locator("[name=amount]").fill("300000");
  await page.locator("[name=tenureMonths]").selectOption("36");
  await save.click();
  await page.getByTestId("consent-bureauCheck").check();
  await page.getByTestId("consent-shareWithLenders").check();
  await page.getByTestId("consent-contact").check();
  await save.click();
  await page.getByTestId("offer-summary").first().click();
  await page.getByTestId("offer-choose").first().click();
  await page.getByTestId("offer-confirm").locator("button[type=submit]").click();
  const reference = page.getByTestId("journey-reference");
  await expect(reference).toHaveText(/LS\d+/);
  return /LS\d+/.exec((await reference.textContent()) ?? "")![0];
}

async function openMyData(page: Page, prefix: string) {
  await gotoReady(page, `${prefix}/dashboard`);
  await page.getByTestId("my-data-link").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/my-data$`));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function newCustomerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

for (const [lang, prefix] of [
  ["en", ""],
  ["hi", "/hi"],
] as const) {
  const text = catalogue(lang, "mydata");

  // The English ledger also runs at 1280 px; the rest runs once, at 360 px (@one-width, playwright.config.ts).
  test.describe(`my data and consents (${lang})`, () => {
    test(
      `the ledger of a journey just completed, a WhatsApp withdrawal that stops a notice, and a download of only my data (${lang})`,
      { tag: lang === "hi" ? ["@one-width"] : [] },
      async ({ page, browser, baseURL }, info) => {
        test.slow(); // two journeys, a studio action and two downloads
        const mobile = freshMobile(info.workerIndex);
        const reference = await completeJourney(page, prefix, lang, mobile, "BQRPA");

        // Another customer's journey on the same server.
        const other = await newCustomerPage(browser, baseURL);
        const otherMobile = freshMobile(info.workerIndex);
        const otherReference = await completeJourney(other.page, prefix, lang, otherMobile, "BQRPB");
        await other.context.close();

        await openMyData(page, prefix);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
        const consents = page.locator(`[data-testid=ledger-consent][data-reference=${reference}]`);
        // The consents step's three, and sending to the chosen lender, its own consent (decision 0066).
        await expect(consents).toHaveCount(4);
        await expect(consents.and(page.locator("[data-purpose=shareWithChosenLender]"))).toHaveCount(1);
        await expect(consents.filter({ hasText: text.ledger.purpose.shareWithLenders })).toContainText(
          text.ledger.given,
        );
        const sharings = page.getByTestId("ledger-sharing");
        await expect(sharings).toHaveCount(2);
        await expect(sharings.nth(0)).toHaveAttribute("data-occasion", "offerRequest");
        await expect(sharings.nth(0)).toContainText(reference);
        await expect(sharings.nth(1)).toHaveAttribute("data-occasion", "softCheck");
        await expect(page.getByTestId("my-data-grievance")).toContainText(text.grievance.officer);
        await expect(page.locator("main")).not.toContainText(otherReference);
        expect(await axeViolations(page)).toEqual([]);

        // Withdraw WhatsApp updates in one step.
        const whatsapp = page.locator("[data-testid=withdraw-card][data-purpose=whatsappUpdates]");
        await whatsapp.getByRole("button", { name: text.withdraw.button }).click();
        await expect(page.getByTestId("my-data-result")).toHaveText(text.withdraw.done);
        await expect(whatsapp.getByTestId("withdrawn-on")).toBeVisible();
        await expect(
          page.locator("[data-testid=ledger-withdrawal][data-purpose=whatsappUpdates]"),
        ).toHaveCount(1);

        // The back office cancels the application: its text message is not sent.
        const studio = await newCustomerPage(browser, baseURL);
        await signInToStudio(studio.page, ["operations"], "/studio/leads");
        const lead = (await (await studio.page.request.get(`/api/studio/leads/${reference}`)).json()).data;
        const cancelled = await studio.page.request.post(`/api/studio/leads/${reference}/cancel`, {
          headers: { origin: baseURL! },
          data: { version: lead.version, reason: "The lender could not verify your income." },
        });
        expect(cancelled.status()).toBe(200);
        await studio.context.close();
        // The cancellation notice is in the customer's language: they used the site in it.
        const notices = async () =>
          (
            (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
              body: string;
              status: string;
            }[]
          ).filter((m) => m.body.includes(lang === "hi" ? "रद्द कर दिया गया है" : "has been cancelled"));
        await expect.poll(async () => (await notices()).map((m) => m.status)).toEqual(["withdrawn"]);

        // Give it again: a new consent entry on this page, the withdrawal kept in the history, Withdraw offered.
        await whatsapp.getByRole("button", { name: text.withdraw.regrant }).click();
        await expect(page.getByTestId("my-data-result")).toHaveText(text.withdraw.regranted);
        await expect(whatsapp.getByTestId("withdrawn-on")).toHaveCount(0);
        await expect(whatsapp.getByRole("button", { name: text.withdraw.button })).toBeVisible();
        await expect(
          page.locator("[data-testid=ledger-withdrawal][data-purpose=whatsappUpdates]"),
        ).toHaveCount(1);
        const regranted = page.locator("[data-testid=ledger-consent][data-purpose=whatsappUpdates]").first();
        await expect(regranted).toContainText(text.ledger.screen.myData);

        // The download: this customer's application, consents and sharings, nothing of the other customer.
        const [json] = await Promise.all([
          page.waitForEvent("download"),
          page.getByTestId("download-json").click(),
        ]);
        const data = JSON.parse(readFileSync((await json.path())!, "utf8"));
        expect(data.customer.mobile).toBe(mobile);
        expect(data.applications.map((a: { reference: string }) => a.reference)).toEqual([reference]);
        expect(data.consents.filter((c: { reference: string }) => c.reference === reference)).toHaveLength(4);
        expect(data.sharings.map((s: { occasion: string }) => s.occasion)).toEqual([
          "offerRequest",
          "softCheck",
        ]);
        const all = JSON.stringify(data);
        expect(all).not.toContain(otherReference);
        expect(all).not.toContain(otherMobile);
        const [pdf] = await Promise.all([
          page.waitForEvent("download"),
          page.getByTestId("download-pdf").click(),
        ]);
        const bytes = readFileSync((await pdf.path())!);
        expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
        // The readable copy is in the page's language, with only this customer's data.
        const drawn = pdfText(bytes);
        expect(drawn).toContain(exportPdfText(lang).sections.sharings);
        expect(drawn).not.toContain(otherReference);
      },
    );

    test(
      `an erasure request is handled in the studio and the customer sees it done (${lang})`,
      { tag: "@one-width" },
      async ({ page, browser, baseURL }, info) => {
        test.slow();
        const mobile = freshMobile(info.workerIndex);
        await gotoReady(page, `${prefix}/#myaccount`);
        await logInThroughDialog(page, mobile);
        await openMyData(page, prefix);
        await page
          .getByTestId("erasure-form")
          .getByRole("button", { name: text.rights.erasureButton })
          .click();
        await expect(page.getByTestId("my-data-result")).toContainText(/DR\d{8}/);
        const request = page.getByTestId("rights-request").first();
        await expect(request).toHaveAttribute("data-status", "received");
        const reference = (await request.getAttribute("data-reference"))!;
        await expect(request.getByTestId("request-status")).toHaveText(text.requests.status.received);

        const studio = await newCustomerPage(browser, baseURL);
        const desk = catalogue(lang, "rightsdesk");
        await signInToStudio(studio.page, ["operations"], `${prefix}/studio`);
        await studio.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await studio.page.getByRole("link", { name: catalogue(lang, "studio").nav.rightsRequests }).click();
        await expect(studio.page.getByRole("heading", { level: 1 })).toHaveText(desk.title);
        const card = studio.page.locator(`[data-testid=studio-rights-request][data-reference=${reference}]`);
        await expect(card).not.toContainText(mobile);
        await card.getByRole("button", { name: desk.take }).click();
        await expect(card).toHaveAttribute("data-status", "inProgress");
        await card
          .getByLabel(desk.answerLabel)
          .fill("We erased what the law lets us erase; the rest is listed.");
        await card.getByRole("button", { name: desk.completeErasure }).click();
        await expect(studio.page.getByTestId("rights-desk-result")).toContainText(desk.status.done);
        expect(await axeViolations(studio.page)).toEqual([]);
        await studio.context.close();

        await page.reload();
        const done = page.locator(`[data-testid=rights-request][data-reference=${reference}]`);
        await expect(done).toHaveAttribute("data-status", "done");
        await expect(done.getByTestId("request-status")).toHaveText(text.requests.status.done);
        await expect(done.getByTestId("erasure-items")).toContainText(text.requests.why.requestRecord);
        await expect
          .poll(async () =>
            (
              (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
                body: string;
              }[]
            ).some((m) => m.body.includes(reference)),
          )
          .toBe(true);
      },
    );
  });
}
