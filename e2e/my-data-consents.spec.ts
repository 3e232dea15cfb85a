import type { Browser, Page } from "@playwright/test";
import { customerPage, freshLead, freshMobile } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// Every consent given in the journey can be withdrawn by itself from "My data and consents": the line above
// its button says what it ends, the withdrawal is an entry of the ledger, and it has its effect. Withdrawing
// "contact me by WhatsApp or phone" for one application stops that application's text updates and nothing
// else; withdrawing the sharing with lenders withdraws the application (its status says so), in Hindi.

/** The studio cancels the lead through its API, as operations' button does. */
async function cancelInStudio(browser: Browser, baseURL: string, reference: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToStudio(page, ["operations"], "/studio/leads");
  const lead = (await (await page.request.get(`/api/studio/leads/${reference}`)).json()).data;
  const cancelled = await page.request.post(`/api/studio/leads/${reference}/cancel`, {
    headers: { origin: baseURL },
    data: { version: lead.version, reason: "The lender could not verify your income." },
  });
  expect(cancelled.status()).toBe(200);
  await context.close();
}

const consentOf = (page: Page, reference: string, purpose: string) =>
  page.locator(`[data-testid=ledger-consent][data-reference=${reference}][data-purpose=${purpose}]`);

test(
  "each journey consent is withdrawn by itself, with its ledger entry and its effect",
  { tag: "@one-width" },
  async ({ page, browser, baseURL }, info) => {
    allowTime(150_000);
    const mobile = freshMobile();
    const quiet = await freshLead(page, mobile);
    const updated = await freshLead(page, mobile);
    const withdrawn = await freshLead(page, mobile);
    const customer = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");

    await gotoReady(customer, "/dashboard/my-data");
    for (const purpose of ["bureauCheck", "shareWithLenders", "contact"]) {
      await expect(consentOf(customer, quiet, purpose).getByTestId("withdraw-one")).toHaveCount(1);
    }
    const contact = consentOf(customer, quiet, "contact");
    await expect(contact.getByTestId("withdraw-one")).toContainText(
      "We stop sending you updates about this application by WhatsApp or SMS.",
    );
    expect(await axeViolations(customer)).toEqual([]);
    await contact.getByRole("button", { name: "Withdraw this consent" }).click();
    await expect(customer.getByTestId("my-data-result")).toHaveText("Your consent has been withdrawn.");
    // The ledger's entry, and that consent alone ends: the application's other consents stay in force.
    const entry = customer.locator("[data-testid=ledger-withdrawal][data-purpose=contact]");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(quiet);
    await expect(consentOf(customer, quiet, "contact").getByTestId("withdraw-one")).toHaveCount(0);
    await expect(consentOf(customer, quiet, "bureauCheck").getByTestId("withdraw-one")).toHaveCount(1);
    await expect(consentOf(customer, quiet, "shareWithLenders").getByTestId("withdraw-one")).toHaveCount(1);
    await expect(consentOf(customer, updated, "contact").getByTestId("withdraw-one")).toHaveCount(1);
    await gotoReady(customer, "/dashboard");
    const status = (reference: string) =>
      customer.locator(`[data-testid=lead-card][data-lead=${reference}]`).getByTestId("lead-status");
    await expect(status(quiet)).toHaveText("In progress");

    // Its effect: the back office cancels both applications; only the other one's text message goes out.
    await cancelInStudio(browser, baseURL!, quiet);
    await cancelInStudio(browser, baseURL!, updated);
    const notice = async (reference: string) =>
      (
        (await (await customer.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
          channel: string;
          body: string;
          status: string;
        }[]
      )
        .filter((m) => m.channel === "sms" && m.body.includes("cancelled") && m.body.includes(reference))
        .map((m) => m.status);
    await expect.poll(() => notice(quiet)).toEqual(["withdrawn"]);
    await expect.poll(() => notice(updated)).toEqual(["sent"]);

    // In Hindi: the sharing with lenders, withdrawn by itself, withdraws that application.
    await gotoReady(customer, "/hi/dashboard/my-data");
    const sharing = consentOf(customer, withdrawn, "shareWithLenders");
    await expect(sharing.getByTestId("withdraw-one")).toContainText(
      "इससे आवेदन वापस ले लिया जाता है: लेंडर इस पर काम बंद कर देते हैं",
    );
    await sharing.getByRole("button", { name: "यह सहमति वापस लें" }).click();
    await expect(customer.getByTestId("my-data-result")).toHaveText("आपकी सहमति वापस ले ली गई है।");
    await expect(
      customer.locator("[data-testid=ledger-withdrawal][data-purpose=applicationSharing]"),
    ).toContainText(withdrawn);
    // Once the application is withdrawn, none of its consents offers a withdrawal any more.
    await expect(consentOf(customer, withdrawn, "contact").getByTestId("withdraw-one")).toHaveCount(0);
    await gotoReady(customer, "/hi/dashboard");
    await expect(status(withdrawn)).toHaveText("सहमति वापस ली गई");
    await customer.context().close();
  },
);

test(
  "the lender consent page's WhatsApp opt-in and loan-initiation consent are withdrawn each by itself",
  { tag: "@one-width" },
  async ({ page, browser, baseURL }, info) => {
    allowTime(120_000);
    // A fresh applicant accepts a lender's terms through the consent link, ticking the WhatsApp opt-in.
    const link = (await (await page.request.get("/dev/consent-link?ckycFlag=false")).json()).data as {
      lead: string;
      mobile: string;
      url: string;
    };
    const url = new URL(link.url);
    await gotoReady(page, `${url.pathname}${url.search}`);
    await page.getByRole("button", { name: "Send OTP" }).click();
    // The fourth digit sends the code by itself.
    await page.getByLabel("Enter 4 Digit OTP").fill(await otpSentTo(page, link.mobile));
    await expect(page.getByTestId("otp-verified")).toBeVisible();
    await page.getByTestId("consent-whatsapp").check();
    await page.getByTestId("consent-loan-initiated").check();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("consent-accepted")).toBeVisible();

    const customer = await customerPage(browser, baseURL!, link.mobile, info.project.name === "mobile");
    await gotoReady(customer, "/dashboard/my-data");
    const fromLink = (purpose: string) =>
      customer.locator(`[data-testid=ledger-consent][data-reference=${link.lead}][data-purpose=${purpose}]`);
    const whatsapp = fromLink("whatsappUpdates");
    await expect(whatsapp.getByTestId("withdraw-one")).toContainText(
      "We stop sending you updates by WhatsApp or SMS.",
    );
    await whatsapp.getByRole("button", { name: "Withdraw this consent" }).click();
    await expect(customer.getByTestId("my-data-result")).toHaveText("Your consent has been withdrawn.");
    // In force at once: WhatsApp updates are withdrawn (the notices stop, my-data.spec.ts), the loan goes on.
    await expect(
      customer
        .locator("[data-testid=withdraw-card][data-purpose=whatsappUpdates]")
        .getByTestId("withdrawn-on"),
    ).toBeVisible();
    await expect(whatsapp.getByTestId("withdraw-one")).toHaveCount(0);
    const terms = fromLink("lenderTerms");
    await expect(terms.getByTestId("withdraw-one")).toContainText("This withdraws the application");

    await terms.getByRole("button", { name: "Withdraw this consent" }).click();
    await expect(customer.getByTestId("my-data-result")).toHaveText("Your consent has been withdrawn.");
    await expect(
      customer.locator("[data-testid=ledger-withdrawal][data-purpose=applicationSharing]"),
    ).toContainText(link.lead);
    await gotoReady(customer, "/dashboard");
    await expect(
      customer.locator(`[data-testid=lead-card][data-lead=${link.lead}]`).getByTestId("lead-status"),
    ).toHaveText("Consent withdrawn");
    await customer.context().close();
  },
);
