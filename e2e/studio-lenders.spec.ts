import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// The studio's lenders page: an admin makes a lender's API key (shown once, never again), rotates it (a new
// key beside the old one) and revokes the old one; operations see the ageing queue and the webhook log but
// no keys; a finance employee is refused. In English and in Hindi.

test("an admin makes, rotates and revokes a lender's API key; the key is shown once", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL }) => {
  await signInToStudio(page, ["admin"], "/studio/lenders");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lenders");
  await expect(page.getByTestId("ageing-queue")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A lender without a key (staff enter its steps), so its key count starts at none.
  const lender = page
    .getByTestId("lender-organisations")
    .locator("li[data-testid^='lender-']")
    .filter({ hasText: "No API key" })
    .first();
  const lenderId = await lender.getAttribute("data-testid");
  const sameLender = page.getByTestId(lenderId!);
  await sameLender.getByTestId("form-create-key").getByLabel("Name of a new key").fill("E2E production");
  await sameLender.getByRole("button", { name: "Make a key" }).click();
  const shown = page.getByTestId("new-key-value");
  await expect(shown).toHaveText(/^lsl_[a-z0-9]{8}_/);
  const key = (await shown.textContent())!;
  const prefix = key.slice(4, 12);

  // Reloaded, the key is listed by its prefix only.
  await gotoReady(page, "/studio/lenders");
  await expect(page.getByTestId("new-key")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  const listed = page.getByTestId("lender-key").filter({ hasText: `${prefix}…` });
  await expect(listed).toContainText("E2E production");

  // Rotate: a new key beside the old one, shown once; then revoke the old one.
  await listed.getByRole("button", { name: "Rotate" }).click();
  await expect(page.getByTestId("new-key-value")).toHaveText(/^lsl_[a-z0-9]{8}_/);
  await expect(page.getByTestId("new-key-value")).not.toHaveText(key);
  await gotoReady(page, "/studio/lenders");
  await expect(page.getByTestId("lender-key").filter({ hasText: `replaces ${prefix}` })).toHaveCount(1);
  await page
    .getByTestId("lender-key")
    .filter({ hasText: `${prefix}…` })
    .filter({ hasText: "E2E production" })
    .first()
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(page.getByTestId("lenders-done")).toContainText("revoked");
  await expect(
    page.getByTestId("lender-key").filter({ hasText: `E2E production (${prefix}…), revoked` }),
  ).toHaveCount(1);
  await expect(sameLender.getByTestId("lender-key")).toHaveCount(2);

  // Hindi.
  await gotoReady(page, "/hi/studio/lenders");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("लेंडर");
  await expect(page.getByTestId("ageing-queue").getByRole("heading")).toHaveText("देरी की कतार");

  // Operations: the queue and the log, no keys. Finance: refused.
  const other = await browser.newContext({ baseURL: baseURL! });
  try {
    const ops = await other.newPage();
    await signInToStudio(ops, ["operations"], "/studio/lenders");
    await expect(ops.getByTestId("ageing-queue")).toBeVisible();
    await expect(ops.getByTestId("webhook-deliveries")).toBeVisible();
    await expect(ops.getByTestId("lender-organisations")).toHaveCount(0);
    await signInToStudio(ops, ["finance"], "/studio");
    const refused = await ops.goto("/studio/lenders");
    expect(refused?.status()).toBe(403);
  } finally {
    await other.close();
  }
});
