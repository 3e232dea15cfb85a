import { readFile } from "node:fs/promises";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { axeViolations, expect, gotoReady, type OutboxMessage, test } from "./support/fixtures.ts";

// The demo customer's dashboard, loan details, credit insights and opt-out. One login per worker
// (the demo mobile may be sent 5 OTPs an hour), shared by the tests through the saved cookies; the tests run
// in file order (opt-out of LS2610000005 and the ended session come late; no other test relies on them).

type State = Awaited<ReturnType<BrowserContext["storageState"]>>;
let saved: State | undefined;

async function loggedIn(browser: Browser, baseURL: string, outbox: () => Promise<OutboxMessage[]>) {
  if (!saved) {
    const context = await browser.newContext({ baseURL });
    const mobile = DEMO_CUSTOMER.mobile;
    const headers = { origin: baseURL };
    const sent = await (await context.request.post("/api/otp-v2", { data: { mobile }, headers })).json();
    const code = /\b(\d{4})\b/.exec((await outbox()).find((m) => m.recipient === mobile)!.body)![1]!;
    const verified = await context.request.post("/api/verify", {
      data: { mobile, referenceId: sent.data.id, value: { otp: code } },
      headers,
    });
    expect(verified.ok()).toBe(true);
    saved = await context.storageState();
    await context.close();
  }
  return saved;
}

async function open(
  browser: Browser,
  baseURL: string,
  outbox: () => Promise<OutboxMessage[]>,
  project: string,
) {
  const mobile = project === "mobile";
  const context = await browser.newContext({
    baseURL,
    storageState: await loggedIn(browser, baseURL, outbox),
    viewport: mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

const card = (page: Page, id: string) => page.locator(`[data-testid=lead-card][data-lead=${id}]`);
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("the dashboard greets, groups the leads by product and styles them by status", async ({
  browser,
  baseURL,
  outbox,
}, info) => {
  const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
  await gotoReady(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Asha Verma");
  await expect(page.getByText("Access and track all your loan applications")).toBeVisible();
  // Page 1: whole product groups, newest first, six cards (a product never spans two pages).
  await expect(page.getByTestId("lead-card")).toHaveCount(6);
  await expect(card(page, "LS2610000002")).toHaveCount(1); // the older personal loan, with its group
  await expect(card(page, "LS2610000004")).toHaveAttribute("data-style", "inProgress");
  await expect(card(page, "LS2610000004").locator("li[data-complete=true]")).toHaveCount(5);
  // The badge says where each application is: sanctioned, consent withdrawn, or only then in progress.
  await expect(card(page, "LS2610000004").getByTestId("lead-status")).toHaveText("Sanctioned");
  await expect(card(page, "LS2610000005").getByTestId("lead-status")).toHaveText("In progress");
  await expect(card(page, "LS2610000008").getByTestId("opted-out")).toBeDisabled();
  await expect(card(page, "LS2610000008").getByTestId("lead-status")).toHaveText("Consent withdrawn");
  await expect(card(page, "LS2610000006").getByTestId("opt-out")).toHaveCount(0); // §6 not for the green loan
  const groups = page.getByTestId("lead-group");
  await expect(groups.filter({ has: page.getByRole("heading", { name: "Used car loan" }) })).toHaveCount(1);
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // Page 2 has the cancelled and the disbursed leads; choosing a product lists afresh from page 1.
  await page.getByTestId("dashboard-pagination").getByRole("link", { name: "2" }).click();
  await expect(card(page, "LS2610000007")).toHaveAttribute("data-style", "cancelled");
  await expect(card(page, "LS2610000007").getByTestId("lead-status")).toHaveText("Cancelled");
  await expect(card(page, "LS2610000003")).toHaveAttribute("data-style", "disbursed");
  await expect(card(page, "LS2610000003").getByTestId("lead-status")).toHaveText("Disbursed");
  await page
    .getByRole("navigation", { name: "Show applications for" })
    .getByRole("link", { name: "Used car loan" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?product=usedCar$/);
  await expect(page.getByTestId("lead-card")).toHaveCount(2);

  await gotoReady(page, "/hi/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Welcome, Asha Verma".replace("Welcome", "स्वागत है"),
  );
  await expect(card(page, "LS2610000004").getByTestId("lead-status")).toHaveText("लोन मंज़ूर");
  await context.close();
});

test(
  "View details shows vouchers that flip, the vehicle and a sanction letter PDF",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
    await gotoReady(page, "/dashboard");
    await card(page, "LS2610000004").getByRole("link", { name: "View details LS2610000004" }).click();
    await expect(page).toHaveURL(/\/loan-details\/LS2610000004\?systemId=2&product=usedCar&systems=$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const vouchers = page.getByTestId("voucher");
    await expect(vouchers).toHaveCount(2);
    const second = vouchers.nth(1);
    await expect(second).toHaveAttribute("data-side", "front");
    await expect(second.getByTestId("voucher-amount")).toHaveText("₹4,50,000");
    await second.getByRole("button").click();
    await expect(second).toHaveAttribute("data-side", "back");
    // No fee, stamp duty or valuation from this lender: 1.25 % + 18 % GST and the §9 defaults.
    await expect(second.getByTestId("voucher-fee")).toHaveText("₹6,638");
    await expect(second.getByTestId("voucher-stamp")).toHaveText("₹300");
    await expect(second.getByTestId("voucher-valuation")).toHaveText("₹943");
    await expect(second.getByTestId("voucher-net")).toHaveText("₹4,42,119");
    await second.getByRole("button").click();
    await expect(second).toHaveAttribute("data-side", "front");
    await expect(page.getByTestId("vehicle-name")).toHaveText("Grand i10 Nios Sportz AMT");
    await expect.poll(() => noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByTestId("sanction-download").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Sanction-Letter-LS2610000004.pdf");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(new Uint8Array(bytes))).toContain("LS2610000004");
    await context.close();
  },
);

test(
  "the sanction letter link is hidden silently when its fetch fails",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
    let asked = false;
    await page.route("**/api/sanction/download/**", (route) => {
      asked = true;
      return route.fulfill({ status: 500, json: { status: false, message: "down" } });
    });
    await gotoReady(page, "/loan-details/LS2610000004?systemId=2&product=usedCar&systems=");
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByTestId("vehicle-name")).toBeVisible();
    await expect(page.getByTestId("sanction-download")).toHaveCount(0);
    await context.close();
  },
);

test(
  "opt-out: the No path, the error path and the happy path closing after 3 s",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
    await page.clock.install();
    await gotoReady(page, "/dashboard");
    const lead = card(page, "LS2610000005");
    const overlay = lead.getByTestId("optout-overlay");
    const confirm = lead.getByTestId("optout-confirm");
    const startOptOut = async () => {
      await lead.getByTestId("opt-out").click();
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText("support@")).toBeVisible();
      const submit = overlay.getByRole("button", { name: "Submit" });
      await expect(submit).toBeDisabled();
      await overlay.getByLabel("Withdraw consent").check();
      await submit.click();
      await expect(overlay).toBeHidden();
      await expect(confirm.getByRole("heading")).toHaveText("Are you sure you want to proceed?");
    };

    await startOptOut();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(lead.getByTestId("opt-out")).toBeVisible();

    await page.route("**/api/update-optout", (route) =>
      route.fulfill({ status: 500, json: { status: false, message: "Something went wrong" } }),
    );
    await startOptOut();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(confirm.getByTestId("optout-error")).toHaveText("Error in opting out!");
    await confirm.getByRole("button", { name: "No" }).click();
    await page.unroute("**/api/update-optout");

    await startOptOut();
    await expect(confirm.getByTestId("optout-error")).toHaveCount(0);
    // Stop the page's clock flowing, so only runFor moves it past the 3 s.
    await page.clock.pauseAt(Date.now() + 60_000);
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(confirm.getByTestId("optout-success")).toHaveText("You have successfully opted out!");
    await page.clock.runFor(2900);
    await expect(confirm).toBeVisible();
    await page.clock.runFor(200);
    await expect(confirm).toBeHidden();
    await expect(lead.getByTestId("opted-out")).toBeDisabled();
    await expect(lead.getByTestId("opted-out")).toHaveText("Opted-out");
    await page.reload();
    await expect(card(page, "LS2610000005").getByTestId("opted-out")).toBeDisabled();
    await context.close();
  },
);

test("the credit score card and the insights page show the band and gauge at band edges", async ({
  browser,
  baseURL,
  outbox,
}, info) => {
  const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
  await gotoReady(page, "/dashboard");
  const gauge = page.getByTestId("credit-card").getByTestId("credit-gauge");
  // The newest check is the green loan's 650: Fair.
  await expect(gauge).toHaveAttribute("data-band", "fair");
  await expect(gauge.getByTestId("credit-band")).toHaveText("Fair");
  await page.getByRole("link", { name: "View Credit Insights" }).click();
  await expect(page).toHaveURL(/\/credit-insights\/LS2610000006$/);
  await expect(page.getByTestId("detail-band")).toHaveText([
    "Poor300–599",
    "Fair600–699",
    "Good700–749",
    "Excellent750–900",
  ]);
  await expect(page.getByTestId("your-band")).toHaveText("Your band: Fair");
  await expect(page.getByTestId("factor")).toHaveCount(5);
  await expect(page.locator("[data-testid=history] tbody tr")).toHaveCount(6);
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  const arc = async () => {
    const [filled, total] = (await page.getByTestId("gauge-fill").getAttribute("stroke-dasharray"))!
      .split(" ")
      .map(Number);
    return filled! / total!;
  };
  for (const [id, score, band, label] of [
    ["LS2610000005", 700, "good", "Good"],
    ["LS2610000007", 599, "poor", "Poor"],
    ["LS2610000004", 812, "excellent", "Excellent"],
  ] as const) {
    await gotoReady(page, `/credit-insights/${id}`);
    const shown = page.getByTestId("credit-gauge");
    await expect(shown).toHaveAttribute("data-score", String(score));
    await expect(shown).toHaveAttribute("data-band", band);
    await expect(shown.getByTestId("credit-band")).toHaveText(label);
    await expect(page.getByTestId("your-band")).toHaveText(`Your band: ${label}`);
    // 70 % of the circle is the scale; the fill is the score's share of 300–900.
    await expect.poll(arc).toBeCloseTo(0.7 * ((score - 300) / 600), 3);
  }
  await page.getByRole("link", { name: "Back to My Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test("a boundary score has one band on every screen, in both languages (decision 0046)", async ({
  browser,
  baseURL,
  outbox,
}, info) => {
  // 650 was "Good" on the guide page and in the chatbot and "Fair" on the card and the insights page.
  const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
  for (const [prefix, fair, yourBand] of [
    ["", "Fair", "Your band: Fair"],
    ["/hi", "ठीक-ठाक", "आपकी श्रेणी: ठीक-ठाक"],
  ] as const) {
    await gotoReady(page, `${prefix}/dashboard`);
    const gauge = page.getByTestId("credit-card").getByTestId("credit-gauge");
    await expect(gauge).toHaveAttribute("data-score", "650");
    await expect(gauge.getByTestId("credit-band")).toHaveText(fair);
    await gotoReady(page, `${prefix}/credit-insights/LS2610000006`);
    await expect(page.getByTestId("credit-gauge").getByTestId("credit-band")).toHaveText(fair);
    await expect(page.getByTestId("your-band")).toHaveText(yourBand);
    await expect(page.locator('[data-testid=detail-band][aria-current="true"]')).toContainText(fair);
    await gotoReady(page, `${prefix}/cibil-score`);
    await expect(page.locator('[data-testid=guide-band][data-band="fair"]').getByRole("heading")).toHaveText(
      `600-699 · ${fair}`,
    );
  }
  await context.close();
});

test(
  "Resume re-enters the application journey at its first incomplete step",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
    await gotoReady(page, "/dashboard");
    await card(page, "LS2610000001").getByTestId("resume").click();
    await expect(page).toHaveURL(/\/apply\/used-car-loan\?reference=LS2610000001&formSource=userDashboard/);
    await expect(page.getByText("LS2610000001").first()).toBeVisible();
    await expect(page.locator("[name=fullName]")).toBeVisible();
    await context.close();
  },
);

test(
  "an ended session sends the customer to /#myaccount",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const { context, page } = await open(browser, baseURL!, outbox, info.project.name);
    await gotoReady(page, "/dashboard");
    // The session ends elsewhere (logout in another tab): the next call answers 'Session Token has expired'.
    const cookies = await context.cookies();
    expect((await page.request.post("/api/logout", { headers: { origin: baseURL! } })).ok()).toBe(true);
    await context.addCookies(cookies); // this tab still holds the ended session's cookies
    const lead = card(page, "LS2610000004");
    await lead.getByTestId("opt-out").click();
    await lead.getByTestId("optout-overlay").getByLabel("Withdraw consent").check();
    await lead.getByTestId("optout-overlay").getByRole("button", { name: "Submit" }).click();
    let message = "";
    await page.route("**/api/update-optout", async (route) => {
      const response = await route.fetch();
      message = (await response.json()).message;
      await route.fulfill({ response });
    });
    await lead.getByTestId("optout-confirm").getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => message).toBe("Session Token has expired");
    await expect(page).toHaveURL(/\/#myaccount$/);
    await expect(page.getByTestId("login-modal")).toBeVisible();
    // And the page itself, without a session, goes there too.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/#myaccount$/);
    saved = undefined;
    await context.close();
  },
);

test(
  "a new customer sees the empty state with a next step and the free credit check",
  { tag: "@one-width" },
  async ({ browser, baseURL, outbox }, info) => {
    const context = await browser.newContext({ baseURL: baseURL! });
    const mobile = `7${String(410_000_000 + info.workerIndex * 1000 + (info.project.name === "mobile" ? 1 : 2)).slice(-9)}`;
    const headers = { origin: baseURL! };
    const sent = await (await context.request.post("/api/otp-v2", { data: { mobile }, headers })).json();
    const code = /\b(\d{4})\b/.exec((await outbox()).find((m) => m.recipient === mobile)!.body)![1]!;
    await context.request.post("/api/verify", {
      data: { mobile, referenceId: sent.data.id, value: { otp: code } },
      headers,
    });
    const page = await context.newPage();
    await gotoReady(page, "/dashboard");
    await expect(page.getByTestId("dashboard-empty")).toContainText("You have no loan applications yet");
    await expect(
      page.getByTestId("dashboard-empty").getByRole("link", { name: "Compare loan offers" }),
    ).toHaveAttribute("href", "/apply/personal-loan");
    await expect(page.getByTestId("free-check")).toHaveText("Get my free score");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  },
);
