import { allowTime, axeViolations, expect, test } from "./support/fixtures.ts";
import { freshUtr, signInToStudio, todayInIndia } from "./support/studio.ts";

// Maker-checker in the studio: a lender without an integration reports a disbursal; one operations employee
// enters it (a wrong amount is refused with the field marked and nothing typed lost), cannot approve it
// themself, and a second employee in another browser approves it: only then is the lead disbursed.

test("one employee enters a disbursal, a different one approves it, and the lead shows Disbursed", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL }) => {
  allowTime(180_000);
  const created = await (await page.request.post("/dev/payout-lead")).json();
  const reference = created.data.reference as string;

  await signInToStudio(page, ["operations"], `/studio/leads/${reference}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const summary = page.getByTestId("lead-summary");
  await expect(summary).toHaveText("Status: Active · Stage: Sanctioned");
  const lead = (await (await page.request.get(`/api/studio/leads/${reference}`)).json()).data as {
    offers: { loanAmount: number }[];
  };
  const amount = lead.offers[0]!.loanAmount;
  const utr = freshUtr();

  // Above the sanctioned amount: refused, the amount marked, the date and UTR kept.
  const form = page.getByTestId("form-entry-disbursal");
  await form.getByLabel("Amount (₹)").fill(String(amount + 1000));
  await form.getByLabel("Date").fill(todayInIndia());
  await form.getByLabel("UTR").fill(utr);
  await form.getByRole("button", { name: "Enter the disbursal" }).click();
  await expect(page.getByTestId("lead-error")).toContainText("above the sanctioned amount");
  await expect(form.getByLabel("Amount (₹)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("UTR")).toHaveValue(utr);
  await expect(form.getByLabel("Date")).toHaveValue(todayInIndia());

  await form.getByLabel("Amount (₹)").fill(String(amount));
  await form.getByRole("button", { name: "Enter the disbursal" }).click();
  await expect(page.getByTestId("lead-done")).toBeVisible();
  const pending = page.getByTestId("entry-pending-disbursal");
  await expect(pending).toContainText("waiting for approval");
  await expect(pending.getByTestId("entry-figures")).toContainText(`UTR ${utr}`);
  // The maker sees no approve button on their own entry, and the lead has not moved.
  await expect(page.getByTestId("entry-own")).toBeVisible();
  await expect(page.getByTestId("form-approve-entry")).toHaveCount(0);
  await expect(summary).toHaveText("Status: Active · Stage: Sanctioned");
  expect(await axeViolations(page)).toEqual([]);

  // A second employee, in a browser of their own, approves it.
  const other = await browser.newContext({ baseURL: baseURL! });
  try {
    const checker = await other.newPage();
    await signInToStudio(checker, ["operations"], `/studio/leads/${reference}`);
    await checker.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(checker.getByTestId("entry-pending-disbursal")).toContainText("waiting for approval");
    await checker.getByTestId("form-approve-entry").getByRole("button", { name: "Approve" }).click();
    await expect(checker.getByTestId("lead-summary")).toHaveText("Status: Completed · Stage: Disbursed");
    await expect(checker.getByTestId("entries-decided")).toContainText("approved by");
    expect(await axeViolations(checker)).toEqual([]);
  } finally {
    await other.close();
  }

  // The maker's page shows the same once reloaded.
  await page.reload();
  await expect(summary).toHaveText("Status: Completed · Stage: Disbursed");
  await expect(page.getByTestId("entry-pending-disbursal")).toHaveCount(0);
});
