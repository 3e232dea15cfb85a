import type { Page } from "@playwright/test";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { customerPage, freshLead, freshMobile } from "./support/customer.ts";
import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";
import { disburseWithTwoEmployees, signInToStudio } from "./support/studio.ts";

// "Status never lies": an application that is sanctioned, disbursed, opted out or cancelled says so on the
// dashboard and on its loan details page, in both languages, and only the rest says "In progress"; the
// details of a sanctioned loan name the offer the lender sanctioned with the APR its KFS states. Each test
// has a customer of its own (a fresh mobile) whose applications reach each state as they do for real: the
// back office disburses and cancels, the customer opts out.

const card = (page: Page, id: string) => page.locator(`[data-testid=lead-card][data-lead=${id}]`);

const STATUS = {
  en: {
    inProgress: "In progress",
    sanctioned: "Sanctioned",
    disbursed: "Disbursed",
    cancelled: "Cancelled",
    optedOut: "Consent withdrawn",
  },
  hi: {
    inProgress: "प्रक्रिया में",
    sanctioned: "लोन मंज़ूर",
    disbursed: "लोन वितरित",
    cancelled: "रद्द",
    optedOut: "सहमति वापस ली गई",
  },
} as const;

test(
  "each application says where it is on the dashboard and on its details, in English and Hindi",
  { tag: "@one-width" },
  async ({ page, browser, baseURL }, info) => {
    allowTime(180_000);
    const mobile = freshMobile();
    const leads = {
      inProgress: await freshLead(page, mobile),
      sanctioned: await freshLead(page, mobile, true),
      disbursed: await freshLead(page, mobile, true),
      cancelled: await freshLead(page, mobile),
      optedOut: await freshLead(page, mobile),
    };
    // The back office disburses one and cancels another, as operations does.
    await signInToStudio(page, ["operations"], `/studio/leads/${leads.disbursed}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await disburseWithTwoEmployees(page, leads.disbursed);
    await expect(page.getByTestId("lead-summary")).toHaveText("Status: Completed · Stage: Disbursed");
    await gotoReady(page, `/studio/leads/${leads.cancelled}`);
    const cancel = page.getByTestId("form-cancel");
    await cancel.getByLabel("Reason the customer will read").fill("You asked us to stop.");
    await cancel.getByRole("button", { name: "Cancel the lead" }).click();
    await expect(page.getByTestId("lead-done")).toBeVisible();

    const customer = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");
    const optedOut = await customer.request.post("/api/update-optout", {
      data: { referenceIds: [leads.optedOut], autoLogin: false },
      headers: { origin: baseURL! },
    });
    expect(optedOut.ok()).toBe(true);

    for (const locale of ["en", "hi"] as const) {
      const prefix = locale === "hi" ? "/hi" : "";
      await gotoReady(customer, `${prefix}/dashboard`);
      for (const [state, reference] of Object.entries(leads) as [keyof typeof leads, string][]) {
        await expect(card(customer, reference).getByTestId("lead-status")).toHaveText(STATUS[locale][state]);
      }
      for (const [state, reference] of Object.entries(leads) as [keyof typeof leads, string][]) {
        await gotoReady(customer, `${prefix}/loan-details/${reference}`);
        await expect(card(customer, reference).getByTestId("lead-status")).toHaveText(STATUS[locale][state]);
        // Only a sanctioned (and then disbursed) loan names a sanctioned offer.
        await expect(customer.getByTestId("sanctioned-offer")).toHaveCount(
          state === "sanctioned" || state === "disbursed" ? 1 : 0,
        );
      }
    }

    // The sanctioned offer: lender, amount, tenure, rate and the APR, the same APR as its KFS.
    await gotoReady(customer, `/loan-details/${leads.sanctioned}`);
    const offer = customer.getByTestId("sanctioned-offer");
    await expect(offer.getByRole("heading")).toHaveText(/^The offer .+ sanctioned$/);
    await expect(offer.getByTestId("sanctioned-amount")).toHaveText("₹3,00,000");
    await expect(offer.getByTestId("sanctioned-tenure")).toHaveText("36 months");
    await expect(offer.getByTestId("sanctioned-roi")).toHaveText(/^\d+(\.\d+)?% a year$/);
    await expect(offer.getByTestId("sanctioned-apr")).toHaveText(/^\d+\.\d{2}% a year$/);
    const apr = (await offer.getByTestId("sanctioned-apr").innerText()).replace(" a year", "");
    const kfsHref = await offer.getByTestId("sanctioned-kfs").getAttribute("href");
    const kfs = await customer.request.get(kfsHref!);
    expect(kfs.ok()).toBe(true);
    expect(pdfText(new Uint8Array(await kfs.body()))).toMatch(
      new RegExp(`\\bAPR\\s+${apr.replace(".", "\\.")} \\(the yearly rate`),
    );

    await gotoReady(customer, `/hi/loan-details/${leads.sanctioned}`);
    await expect(customer.getByTestId("sanctioned-offer").getByRole("heading")).toHaveText(
      /का मंज़ूर किया गया ऑफ़र$/,
    );
    await expect(customer.getByTestId("sanctioned-apr")).toHaveText(`${apr} सालाना`);
    await customer.context().close();
  },
);

test(
  "opt-out names what it ends before it ends it, and the status then says so, in English and Hindi",
  { tag: "@one-width" },
  async ({ page, browser, baseURL }, info) => {
    allowTime(120_000);
    const mobile = freshMobile();
    const english = await freshLead(page, mobile);
    const hindi = await freshLead(page, mobile);
    const customer = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");
    await customer.clock.install();

    const optOut = async (prefix: string, reference: string, texts: RegExp[], yes: string) => {
      await gotoReady(customer, `${prefix}/dashboard`);
      const lead = card(customer, reference);
      await lead.getByTestId("opt-out").click();
      const overlay = lead.getByTestId("optout-overlay");
      await expect(overlay).toBeVisible();
      const consequences = overlay.getByTestId("optout-consequences").getByRole("listitem");
      await expect(consequences).toHaveCount(texts.length);
      for (const [index, text] of texts.entries()) await expect(consequences.nth(index)).toHaveText(text);
      await overlay.getByRole("checkbox").check();
      await overlay.getByRole("button").last().click();
      const confirm = lead.getByTestId("optout-confirm");
      // Stop the page's clock flowing, so only runFor moves it past the 3 s the modal stays.
      await customer.clock.pauseAt((await customer.evaluate(() => Date.now())) + 60_000);
      await confirm.getByRole("button", { name: yes }).click();
      await expect(confirm.getByTestId("optout-success")).toBeVisible();
      await customer.clock.runFor(3100);
      await expect(confirm).toBeHidden();
      await expect(lead.getByTestId("lead-status")).toHaveText(
        prefix === "/hi" ? STATUS.hi.optedOut : STATUS.en.optedOut,
      );
      // And after a reload, on the dashboard and on the details page.
      await gotoReady(customer, `${prefix}/dashboard`);
      await expect(card(customer, reference).getByTestId("lead-status")).toHaveText(
        prefix === "/hi" ? STATUS.hi.optedOut : STATUS.en.optedOut,
      );
      await gotoReady(customer, `${prefix}/loan-details/${reference}`);
      await expect(card(customer, reference).getByTestId("lead-status")).toHaveText(
        prefix === "/hi" ? STATUS.hi.optedOut : STATUS.en.optedOut,
      );
    };

    await optOut(
      "",
      english,
      [
        /^The application is withdrawn: you cannot resume it\./,
        /^Lenders stop processing it: we share nothing more with them/,
        /^We stop contacting you about it by SMS, e-mail or WhatsApp\.$/,
        /we delete it 180 days after you opt out\. If a lender has, RBI's KYC rules make us keep it for 5 years\. The record of your consents and of this withdrawal is kept for 5 years\.$/,
      ],
      "Yes",
    );
    await optOut(
      "/hi",
      hindi,
      [
        /^आवेदन वापस ले लिया जाता है/,
        /^लेंडर इस पर काम बंद कर देते हैं/,
        /एसएमएस, ई-मेल या व्हाट्सऐप पर संपर्क नहीं करेंगे।$/,
        /सहमति वापस लेने के 180 दिन बाद हम इसे मिटा देते हैं।.*5 साल तक रखना होता है।.*5 साल तक रखा जाता है।$/,
      ],
      "हाँ",
    );
    await customer.context().close();
  },
);
