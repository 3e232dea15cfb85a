import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { nextTotpCode, signInToStudio, studioInvite } from "./support/studio.ts";

// Studio access: an admin enrols TOTP and invites an operations employee, who enrols and signs in;
// roles decide what the studio shows; a deactivated employee's session dies; axe on every page of this part.

const PASSWORD = "a long enough studio password";

/** Completes a set-up page: password twice, a code from the secret shown, then the recovery codes. */
async function completeSetup(page: Page, url: string): Promise<string> {
  await gotoReady(page, new URL(url).pathname + new URL(url).search);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("The 6-digit code the app shows now").fill(nextTotpCode(secret, Date.now() - 30_000));
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(8);
  return secret;
}

/** Signs in through the `/uj-business?popup=1` dialog: email and password, then the next TOTP code. */
async function signInThroughDialog(page: Page, email: string, secret: string) {
  await gotoReady(page, "/uj-business?popup=1");
  const dialog = page.getByTestId("employee-login");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Work email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await dialog.getByLabel("6-digit code or recovery code").fill(nextTotpCode(secret));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/studio$/);
}

test("an admin enrols TOTP and invites an operations employee, who signs in", {
  tag: "@desktop-only",
}, async ({ page, browser, baseURL, outbox }) => {
  // Two enrolments, two sign-ins and an invite: longer than one page's default time on a busy machine.
  test.slow();
  const admin = await studioInvite(page, ["admin"], "Asha Admin");
  await gotoReady(page, new URL(admin.url).pathname + new URL(admin.url).search);
  await expect(page.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page)).toEqual([]);
  const adminSecret = await completeSetup(page, admin.url);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Go to employee sign-in" }).click();
  await signInThroughDialog(page, admin.email, adminSecret);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Asha Admin");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
    "Home",
    "Leads",
    "Employees",
    "Audit log",
    "Payouts",
    "Payout grid",
    "Lenders",
  ]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Employees" }).click();
  const opsEmail = `ops-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@studio.example`;
  await page.getByLabel("Work email").fill(opsEmail);
  await page.getByLabel("Name", { exact: true }).fill("Ravi Ops");
  await page.getByRole("group", { name: "Roles", exact: true }).getByLabel("Operations").check();
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invite sent" })).toContainText(opsEmail);
  await expect(page.getByTestId("employee-row").filter({ hasText: opsEmail })).toContainText("Invited");
  expect(await axeViolations(page)).toEqual([]);

  let link = "";
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((m) => m.channel === "email" && m.recipient === opsEmail);
      link = /https?:\/\/\S+token=[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
      return link;
    })
    .toContain("/studio-setup?token=");

  const opsContext = await browser.newContext({ baseURL });
  const opsPage = await opsContext.newPage();
  const opsSecret = await completeSetup(opsPage, link);
  await signInThroughDialog(opsPage, opsEmail, opsSecret);
  await expect(opsPage.getByTestId("studio-employee")).toContainText("Operations");
  await expect(opsPage.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
    "Home",
    "Leads",
    "Reviews",
    "Data requests",
    "Support queue",
    "Partners",
    "Lenders",
  ]);
  await gotoReady(opsPage, "/studio/employees");
  await expect(opsPage.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  await opsContext.close();

  await gotoReady(page, "/studio/audit?action=employee.");
  await expect(page.getByTestId("audit-row").filter({ hasText: "employee.invite" }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a wrong code keeps the dialog open with the reason; without a session /studio asks for sign-in", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await gotoReady(page, "/studio");
  await expect(page).toHaveURL(/\/uj-business\?popup=1&next=%2Fstudio$/);
  const dialog = page.getByTestId("employee-login");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter your work email and password.");
  await dialog.getByLabel("Work email").fill("nobody@studio.example");
  await dialog.getByLabel("Password").fill("not the password");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The email or password is not correct");
  expect(await axeViolations(page)).toEqual([]);
});

test("a deactivated employee's session ends at once", { tag: "@desktop-only" }, async ({
  page,
  browser,
  baseURL,
}) => {
  const viewerContext = await browser.newContext({ baseURL });
  const viewer = await viewerContext.newPage();
  const viewerEmail = await signInToStudio(viewer, ["viewer"]);
  await expect(viewer.getByTestId("studio-employee")).toContainText("Viewer");

  await signInToStudio(page, ["admin"], "/studio/employees");
  const row = page.getByTestId("employee-row").filter({ hasText: viewerEmail });
  await row.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(page.getByTestId("employee-row").filter({ hasText: viewerEmail })).toContainText(
    "Deactivated",
  );

  await viewer.reload();
  await expect(viewer).toHaveURL(/\/uj-business\?popup=1/);
  await viewerContext.close();
});

test("the studio in Hindi, with the navigation the role allows", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await signInToStudio(page, ["admin"], "/hi/studio");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("navigation", { name: "बैक ऑफ़िस" }).getByRole("link")).toHaveText([
    "होम",
    "लीड",
    "कर्मचारी",
    "ऑडिट लॉग",
    "पेआउट",
    "पेआउट ग्रिड",
    "लेंडर",
  ]);
  await gotoReady(page, "/hi/studio/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऑडिट लॉग");
  expect(await axeViolations(page)).toEqual([]);
});

test("sign out, and sign out everywhere, end the studio session", { tag: "@desktop-only" }, async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToStudio(page, ["operations"]);
  // A page of another origin (a sibling subdomain's posts carry the Lax cookie) cannot sign the employee out.
  const forged = await page.request.post("/studio/sign-out", {
    headers: { origin: "http://news.localhost:8080" },
    form: { intent: "everywhere" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await gotoReady(page, "/studio");
  await expect(page.getByTestId("studio-employee")).toContainText("Operations");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/uj-business\?popup=1$/);
  await gotoReady(page, "/studio");
  await expect(page).toHaveURL(/\/uj-business\?popup=1&next=/);

  // Two browsers of one employee: "everywhere" from one ends the other too.
  const email = await signInToStudio(page, ["finance"]);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  const session = await page.context().cookies();
  await other.addCookies(session.filter((cookie) => cookie.name === "ls_studio"));
  await second.goto("/studio");
  await expect(second.getByTestId("studio-employee")).toContainText("Finance");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/uj-business\?popup=1$/);
  await second.reload();
  await expect(second).toHaveURL(/\/uj-business\?popup=1/);
  expect(email).toContain("@studio.example");
  await other.close();
});

test("an API key is made with an expiry and addresses, and the list marks it expired once past", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signInToStudio(page, ["admin"], "/studio/employees");
  const name = `Expiring system ${Date.now()}`;
  await page.getByLabel("Client name").fill(name);
  await page.getByLabel(/^Valid for/).fill("1");
  await page.getByLabel("Allowed addresses (optional)").fill("203.0.113.0/24, 2001:db8::7");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("api-key")).toHaveText(/^lsk_/);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Valid until");
  await expect(row).toContainText("Only from 203.0.113.0/24, 2001:db8::7");
  // An address that is not one refuses the form with the reason.
  await page.getByLabel("Client name").fill(`${name} bad`);
  await page.getByLabel("Allowed addresses (optional)").fill("203.0.113.0/33");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText(/Enter up to 20 IP addresses or CIDR ranges/)).toBeVisible();
  try {
    // Two days on, the one-day key is listed as expired (a fresh session: the old one timed out).
    expect((await page.request.post("/dev/clock?days=2")).ok()).toBe(true);
    await signInToStudio(page, ["admin"], "/studio/employees");
    await expect(
      page.getByRole("listitem").filter({ hasText: name }).getByTestId("client-expired"),
    ).toHaveText(/^Expired on /);
  } finally {
    await page.request.post("/dev/clock?days=0");
  }
});
