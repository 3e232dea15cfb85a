import type { Page } from "@playwright/test";
import { allowTime, axeViolations, expect, gotoReady, type OutboxMessage, test } from "./support/fixtures.ts";
import { disburseWithTwoEmployees, signInToStudio } from "./support/studio.ts";

// Payouts in the browser: operations enters a partner's lead's disbursal and a second employee approves it; finance finds its payout
// (GST and TDS apart), approves it and pays it with remarks; finance sends the lender's operations contact a
// payout status link, which shows the payout and confirms receipt; a tampered link lands on the
// expired-link page. English and Hindi. Each run takes its own fresh lead (/dev/payout-lead).

async function freshPayoutLead(page: Page): Promise<string> {
  const created = await (await page.request.post("/dev/payout-lead")).json();
  return created.data.reference as string;
}

async function disburse(page: Page, reference: string) {
  await signInToStudio(page, ["operations"], `/studio/leads/${reference}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await disburseWithTwoEmployees(page, reference);
  await expect(page.getByTestId("lead-summary")).toHaveText("Status: Completed · Stage: Disbursed");
}

/** The payout status link emailed to `to`, once it is in the outbox. */
async function statusLinkFor(outbox: () => Promise<OutboxMessage[]>, to: string): Promise<URL> {
  let found = "";
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((m) => m.recipient === to && m.body.includes("/payout-status?"));
      found = mail ? /https?:\/\/\S+\/payout-status\?\S+/.exec(mail.body)![0] : "";
      return found;
    })
    .not.toBe("");
  return new URL(found);
}

test("operations disburses, finance approves and pays with remarks; the lender confirms receipt through the link", {
  tag: "@desktop-only",
}, async ({ page, outbox }) => {
  allowTime(240_000);
  const reference = await freshPayoutLead(page);
  await disburse(page, reference);

  await signInToStudio(page, ["finance"], "/studio/payouts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payouts");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await axeViolations(page)).toEqual([]);
  const row = page.getByTestId(`payout-${reference}`);
  await expect(row.getByTestId("payout-status")).toHaveText("Pending");
  await row.getByRole("link", { name: `Open payout ${reference}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Payout for lead ${reference}`);
  await expect(page.getByTestId("payout-figures")).toContainText("GST (18%)");
  await expect(page.getByTestId("payout-figures")).toContainText("TDS u/s 194H (2%)");
  expect(await axeViolations(page)).toEqual([]);

  // Approve, then pay, each with remarks.
  await page.getByLabel("New status").selectOption("Approved");
  await page.getByLabel("Remarks").fill("Invoice checked");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByTestId("payout-current-status")).toHaveText("Approved");
  await page.getByLabel("New status").selectOption("Paid");
  await page.getByLabel("Remarks").fill("NEFT UTR 998877");
  // Paid needs the transfer's UTR (decision 0049).
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(
    page.getByText("To mark a payout paid, enter the bank transfer's UTR (12 to 22 letters and digits)."),
  ).toBeVisible();
  await page.getByLabel("New status").selectOption("Paid");
  await page.getByLabel("Remarks").fill("NEFT UTR 998877");
  await page.getByLabel("UTR of the transfer (needed for Paid)").fill("SBINN52026112899887");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByTestId("payout-current-status")).toHaveText("Paid");
  await expect(page.getByTestId("payout-transfer")).toContainText("UTR SBINN52026112899887");
  await expect(page.getByTestId("payout-history")).toContainText("NEFT UTR 998877");
  await expect(page.getByTestId("payout-figures")).toContainText("Paid");

  // The payout status link, to the lender's operations contact.
  const to = `ops-${Date.now()}@lender.example`;
  await page.getByLabel("Their email").fill(to);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toHaveText("The link is on its way.");
  const link = await statusLinkFor(outbox, to);

  const lender = await page.context().browser()!.newContext({ baseURL: link.origin });
  const holder = await lender.newPage();
  await gotoReady(holder, `${link.pathname}${link.search}`);
  await expect(holder.getByRole("heading", { level: 1 })).toHaveText("Payout status");
  await expect(holder.getByTestId("link-payout-status")).toHaveText("Paid");
  expect(await axeViolations(holder)).toEqual([]);
  await holder.getByLabel("Remarks").fill("Claim received by lender operations");
  await holder.getByRole("button", { name: "Confirm receipt" }).click();
  await expect(holder.getByRole("status")).toHaveText("Thank you. The receipt is confirmed.");
  await expect(holder.getByTestId("link-receipt")).toBeVisible();

  // Finance sees the confirmation in the payout's history.
  await gotoReady(page, `/studio/payouts/${reference}`);
  await expect(page.getByTestId("payout-receipt")).toBeVisible();
  await expect(page.getByTestId("payout-history")).toContainText("Claim received by lender operations");

  // A tampered key or token lands on the expired-link page.
  const key = link.searchParams.get("key")!;
  const tampered = new URL(link);
  tampered.searchParams.set("key", `${key.slice(0, -4)}${key.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
  await gotoReady(holder, `${tampered.pathname}${tampered.search}`);
  await expect(holder).toHaveURL(/\/expired-link$/);
  await expect(holder.getByRole("heading", { level: 1 })).toHaveText("Whoops! Link Expired");
  const forged = new URL(link);
  forged.searchParams.set("token", `${link.searchParams.get("token")}x`);
  await gotoReady(holder, `${forged.pathname}${forged.search}`);
  await expect(holder).toHaveURL(/\/expired-link$/);
  await lender.close();
});

test("in Hindi: finance holds a payout with remarks, and the status link page speaks Hindi", {
  tag: "@desktop-only",
}, async ({ page, outbox }) => {
  allowTime(240_000);
  const reference = await freshPayoutLead(page);
  await disburse(page, reference);

  await signInToStudio(page, ["finance"], `/hi/studio/payouts/${reference}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`लीड ${reference} का पेआउट`);
  await expect(page.getByTestId("payout-current-status")).toHaveText("लंबित");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("नई स्थिति").selectOption("On hold");
  await page.getByLabel("टिप्पणी").fill("पार्टनर का इनवॉइस बाकी है");
  await page.getByRole("button", { name: "स्थिति सहेजें" }).click();
  await expect(page.getByTestId("payout-current-status")).toHaveText("रोका गया");

  const to = `ops-hi-${Date.now()}@lender.example`;
  await page.getByLabel("उनका ईमेल").fill(to);
  await page.getByRole("button", { name: "लिंक भेजें" }).click();
  const link = await statusLinkFor(outbox, to);
  expect(link.pathname).toBe("/hi/payout-status");
  await gotoReady(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेआउट की स्थिति");
  await expect(page.getByTestId("link-payout-status")).toHaveText("रोका गया");
  await expect(page.getByTestId("payout-figures")).toContainText("धारा 194H के तहत टीडीएस");
  expect(await axeViolations(page)).toEqual([]);

  const forged = new URL(link);
  forged.searchParams.set("token", `${link.searchParams.get("token")}x`);
  await gotoReady(page, `${forged.pathname}${forged.search}`);
  await expect(page).toHaveURL(/\/hi\/expired-link$/);
});
