import type { Page } from "@playwright/test";
import { logInThroughApi } from "./support/customer.ts";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// Defects found walking the site that only a browser shows (server and domain side):
// the dashboard's grouping over pages (4) and the resume link's ids and Back (3).

let counter = 0;
/** A fresh mobile per test (this file's own series), so OTP limits never carry over. */
const freshMobile = (worker: number) =>
  `6${String(410_000_000 + worker * 100_000 + ++counter * 61).slice(-9)}`;

/** Applications made through §7 create-lead, in this order (so the last is the newest). */
async function createLeads(page: Page, baseURL: string, mobile: string, products: string[]) {
  const ids: string[] = [];
  for (const product of products) {
    const res = await page.request.post("/api/create-lead", {
      data: { productsId: 5, vendorsId: 5, mobile, product },
      headers: { origin: baseURL },
    });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  return ids;
}

test(
  "the dashboard groups over all applications: each product shows on one page only",
  { tag: "@one-width" },
  async ({ page, baseURL }, info) => {
    const mobile = freshMobile(info.workerIndex);
    await logInThroughApi(page.request, baseURL!, mobile);
    // Interleaved: newest first the list reads used, personal, used, personal, used, personal, personal.
    await createLeads(page, baseURL!, mobile, [
      "personal-loan",
      "personal-loan",
      "used-car-loan",
      "personal-loan",
      "used-car-loan",
      "personal-loan",
      "used-car-loan",
    ]);
    const seen: Record<string, number[]> = {};
    for (const pageNumber of [1, 2]) {
      await gotoReady(page, `/dashboard?page=${pageNumber}`);
      await expect(page.getByTestId("lead-group").first()).toBeVisible();
      for (const product of await page
        .getByTestId("lead-group")
        .evaluateAll((groups) => groups.map((g) => g.getAttribute("data-product")!))) {
        seen[product] = [...(seen[product] ?? []), pageNumber];
      }
    }
    // Three used-car and four personal loans do not fit one page of 6: each group fills a page of its own.
    expect(Object.keys(seen).sort()).toEqual(["personal", "usedCar"]);
    expect(seen.personal).toHaveLength(1);
    expect(seen.usedCar).toHaveLength(1);
    expect(seen.personal).not.toEqual(seen.usedCar);
    await gotoReady(page, `/dashboard?page=${seen.personal![0]}`);
    await expect(
      page.locator("[data-testid=lead-group][data-product=personal] [data-testid=lead-card]"),
    ).toHaveCount(4);
  },
);

test(
  "Resume carries the spec's ids and Back returns to the dashboard",
  { tag: "@one-width" },
  async ({ page, baseURL }, info) => {
    const mobile = freshMobile(info.workerIndex);
    await logInThroughApi(page.request, baseURL!, mobile);
    const [reference] = await createLeads(page, baseURL!, mobile, ["personal-loan"]);
    await gotoReady(page, "/dashboard");
    await page.locator(`[data-testid=lead-card][data-lead=${reference}]`).getByTestId("resume").click();
    await expect(page.locator("[name=fullName]")).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/apply/personal-loan");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      reference,
      productsId: "2",
      vendorsId: "5",
      formSource: "userDashboard",
      backBtnSlug: "/dashboard",
    });
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  },
);

test("the contact page lists phone, WhatsApp and the postal address, in both languages", async ({ page }) => {
  for (const [path, phone] of [
    ["/contact", "Phone"],
    ["/hi/contact", "फ़ोन"],
  ] as const) {
    await gotoReady(page, path);
    await expect(page.getByTestId("contact-phone")).toContainText(phone);
    await expect(page.getByTestId("contact-phone").getByRole("link")).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(page.getByTestId("contact-whatsapp").getByRole("link")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}$/,
    );
    await expect(page.getByTestId("contact-address")).toContainText("Bengaluru");
  }
});

test("the blog form hands its mobile to the journey's login without putting it in the address", {
  tag: "@one-width",
}, async ({ page }) => {
  await gotoReady(page, "/personal-loan");
  const form = page.getByTestId("blog-form");
  await form.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
  await form.getByRole("button").click();
  await expect(page).toHaveURL(
    /\/apply\/personal-loan\?productsId=5&vendorsId=5&backBtnSlug=%2Fpersonal-loan#myaccount$/,
  );
  await expect(page.locator("dialog[open]").getByLabel("Mobile number")).toHaveValue("9876543210");
  expect(page.url()).not.toContain("9876543210");
  // The number is held in an HttpOnly cookie only, for the journey, for minutes.
  const cookie = (await page.context().cookies()).find((c) => c.name === "ls_prefill_mobile");
  expect(cookie).toMatchObject({ value: "9876543210", httpOnly: true, path: "/apply", sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("9876543210");
});
