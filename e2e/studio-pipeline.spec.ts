import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import type { Page } from "@playwright/test";
import { customerPage, newestId, newestOtp } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { disburseWithTwoEmployees, sanctionWithTwoEmployees, signInToStudio } from "./support/studio.ts";

// The studio pipeline: operations finds a fresh application of the demo customer by its
// reference, moves it through every stage to disbursed, makes two offers, sends the consent link for one,
// sanctions it once the customer accepted through that link; the customer's dashboard shows each step and
// the outbox holds the SMS and the email. Each run takes its own fresh lead (/dev/pipeline-lead).

const mobile = DEMO_CUSTOMER.mobile;

/** The customer's dashboard card of this lead: its completed stages and its status badge. */
async function expectDashboard(customer: Page, reference: string, completed: number, status: string) {
  await gotoReady(customer, "/dashboard");
  const card = customer.getByTestId("lead-card").filter({ hasText: reference });
  await expect(card.locator("li[data-complete=true]")).toHaveCount(completed);
  await expect(card.getByTestId("lead-status")).toHaveText(status);
}

test(
  "operations takes a lead from submitted to disbursed; the customer accepts through the consent link",
  { tag: "@desktop-only" },
  async ({ page, browser, baseURL, outbox }, testInfo) => {
    allowTime(240_000);
    const created = await (await page.request.post("/dev/pipeline-lead")).json();
    const reference = created.data.reference as string;
    const customer = await customerPage(browser, baseURL!, mobile, testInfo.project.name === "mobile");
    await expectDashboard(customer, reference, 1, "In progress");

    // Find it by reference.
    await signInToStudio(page, ["operations"], "/studio/leads");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Reference or mobile").fill(reference);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lead ${reference}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);

    const summary = page.getByTestId("lead-summary");
    const act = async (form: string, button: string) => {
      await page.getByTestId(form).getByRole("button", { name: button }).click();
      await expect(page.getByTestId("lead-done")).toBeVisible();
    };

    // Documents, then credit assessment.
    await act("form-next", "Move to the next stage");
    await expect(summary).toContainText("Stage: Documents");
    await act("form-next", "Move to the next stage");
    await expect(summary).toContainText("Stage: Credit assessment");
    // The next stage is the customer's (accepting the offer): the move is not offered.
    await expect(page.getByTestId("form-next")).toHaveCount(0);
    await expectDashboard(customer, reference, 3, "In progress");

    // Two offers, for two lenders other than the one the customer chose.
    await gotoReady(page, `/studio/leads/${reference}`);
    const current = (await page.getByTestId("offer-row").first().getByRole("rowheader").innerText()).split(
      "\n",
    )[0]!;
    const lenders = (
      await page.getByTestId("form-offer").getByLabel("Lender").locator("option").allInnerTexts()
    )
      .map((name) => name.trim())
      .filter((name) => name !== current.trim());
    const offers = [
      { lender: lenders[0]!, amount: "450000", rate: "12", tenure: "36", fee: "4000" },
      { lender: lenders[1]!, amount: "500000", rate: "11.25", tenure: "48", fee: "5000" },
    ];
    for (const offer of offers) {
      const form = page.getByTestId("form-offer");
      await form.getByLabel("Lender").selectOption({ label: offer.lender });
      await form.getByLabel("Amount (₹)").fill(offer.amount);
      await form.getByLabel("Interest rate (% a year)").fill(offer.rate);
      await form.getByLabel("Tenure (months)").fill(offer.tenure);
      await form.getByLabel("Processing fee before GST (₹)").fill(offer.fee);
      await act("form-offer", "Make the offer");
    }
    await expect(page.getByTestId("offer-row")).toHaveCount(3);
    const chosenRow = page.getByTestId("offer-row").filter({ hasText: offers[1]!.lender });
    await expect(chosenRow).toContainText("₹5,00,000");
    await expect(chosenRow.getByTestId("offer-apr")).toHaveText(/^1[12]\.\d+%$/);

    // The consent link for the second offer, by SMS to the applicant.
    const beforeLink = await newestId(page);
    await chosenRow.getByRole("button", { name: "Send the consent link for this offer" }).click();
    await expect(page.getByTestId("lead-done")).toBeVisible();
    await expect(page.getByTestId("consent-link-status")).toContainText("Waiting for the customer");
    let consentUrl = "";
    await expect
      .poll(async () => {
        const sms = (await outbox()).find(
          (m) => m.id > beforeLink && m.recipient === mobile && m.body.includes("needs your consent"),
        );
        // The SMS carries a short link (/l/{code}) that redirects to the consent page.
        consentUrl = sms?.body.includes(reference) ? /https?:\/\/\S+\/l\/\w+/.exec(sms.body)![0] : "";
        return consentUrl;
      })
      .toMatch(/\/l\/\w{8}$/);

    // The applicant accepts through the link.
    const consent = await customer.context().newPage();
    const short = new URL(consentUrl);
    const beforeOtp = await newestId(consent);
    await gotoReady(consent, short.pathname);
    await expect(consent).toHaveURL(new RegExp(`/consent\\?id=${reference}&token=`));
    const link = new URL(consent.url());
    await consent.getByRole("button", { name: "Send OTP" }).click();
    await consent.getByLabel("Enter 4 Digit OTP").fill(await newestOtp(consent, mobile, beforeOtp));
    await expect(consent.getByTestId("otp-verified")).toBeVisible();
    await expect(consent.getByText(offers[1]!.lender).first()).toBeVisible();
    await consent.getByTestId("consent-loan-initiated").check();
    await consent.getByRole("button", { name: "Accept" }).click();
    await expect(consent.getByTestId("consent-accepted")).toBeVisible({ timeout: 15_000 });
    await expectDashboard(customer, reference, 4, "In progress");
    // Accepted, not sanctioned: there is no sanction letter yet, by the link or on the dashboard.
    const letter = () =>
      consent.request.get(`/api/consent/sanction-letter/${reference}`, {
        headers: { "x-consent-token": link.searchParams.get("token")! },
      });
    expect((await letter()).status()).toBe(409);
    await expect(consent.getByRole("link", { name: /sanction letter/i })).toHaveCount(0);

    // The lead page shows the acceptance; operations enters the lender's sanction of the accepted offer
    // (no one-click sanction any more) and a second employee approves it.
    await gotoReady(page, `/studio/leads/${reference}`);
    await expect(page.getByTestId("consent-link-status")).toContainText("Accepted");
    await expect(summary).toContainText("Stage: Offer accepted");
    await expect(page.getByRole("button", { name: "Sanction this offer" })).toHaveCount(0);
    await sanctionWithTwoEmployees(page, reference, {
      amount: Number(offers[1]!.amount),
      ratePercent: Number(offers[1]!.rate),
      tenureMonths: Number(offers[1]!.tenure),
    });
    await expect(summary).toContainText("Stage: Sanctioned");
    await expect(page.getByTestId("sanction-letter")).toBeVisible();
    await expectDashboard(customer, reference, 5, "Sanctioned");
    // Once sanctioned, the letter is there.
    expect((await letter()).status()).toBe(200);

    await disburseWithTwoEmployees(page, reference);
    await expect(summary).toHaveText("Status: Completed · Stage: Disbursed");
    await expect(page.getByTestId("lead-actions")).toContainText("This lead is closed");
    await expect(page.getByTestId("lead-timeline")).toContainText(
      "Customer accepted the offer (consent link)",
    );
    await expectDashboard(customer, reference, 6, "Disbursed");

    // The outbox holds the SMS and the email of the sanction and of the disbursal, each with a single-use
    // auto-login link to the loan's details.
    const messages = (await outbox()).filter((m) => m.body.includes(reference));
    for (const word of ["sanctioned", "disbursed"]) {
      expect(messages.find((m) => m.channel === "sms" && m.body.includes(word))?.body).toMatch(/\/l\/\w{8}$/);
      expect(messages.find((m) => m.channel === "email" && m.body.includes(word))?.body).toMatch(
        /\/l\/\w{8}\n/,
      );
    }
    // The disbursal email's link (the short link its SMS carries) opens the loan's details in a browser that
    // was not logged in: /l/{code} redirects to the auto-login, which opens the details.
    const email = messages.find((m) => m.channel === "email" && m.body.includes("disbursed"))!;
    const autoLogin = new URL(/https?:\/\/\S+/.exec(email.body)![0]);
    const fresh = await (await browser.newContext({ baseURL })).newPage();
    await fresh.goto(`${autoLogin.pathname}${autoLogin.search}${autoLogin.hash}`);
    await expect(fresh).toHaveURL(new RegExp(`/loan-details/${reference}$`));
    await fresh.context().close();
    await customer.context().close();
  },
);

test("a viewer reads the pipeline masked and sees no action", { tag: "@desktop-only" }, async ({ page }) => {
  await signInToStudio(page, ["viewer"], "/hi/studio/leads?q=7000000102");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("लीड");
  await expect(page.getByTestId("lead-mobile")).toHaveText("70XXXXXX02");
  await page.getByRole("link", { name: "LS2611000102" }).click();
  await expect(page.getByTestId("lead-actions")).toContainText("आपकी भूमिका इस लीड को देख सकती है");
  await expect(page.getByTestId("form-next")).toHaveCount(0);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await axeViolations(page)).toEqual([]);
});
