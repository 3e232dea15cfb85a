import { expect, gotoReady, test } from "./support/fixtures.ts";

// The marketing pages' journey starts reach the first-party collector (POST /api/events)
// and its table, with the page, the button's type and number, and nothing personal.

interface StoredEvent {
  event: string;
  page: string;
  source: string;
  platform: string;
  online: boolean;
  buttonType: string | null;
  buttonNumber: number | null;
  product: string | null;
}

async function storedEvents(page: import("@playwright/test").Page, source: string) {
  const body = (await (await page.request.get("/dev/analytics-events.json")).json()) as {
    data: StoredEvent[];
  };
  return body.data.filter((row) => row.source === source);
}

test("clicking Check Offers on /personal-loan stores a journey start, without the query", async ({
  page,
}, info) => {
  const source = `e2e-${info.project.name}-pl`;
  // A mobile number in the address must never reach the table: only the path is sent.
  await gotoReady(page, `/personal-loan?utm_source=${source}&mobile=9876543210`);
  await page.getByRole("link", { name: "Check Offers" }).first().click();
  await expect(page).toHaveURL(/\/apply\/personal-loan/);

  await expect
    .poll(async () => (await storedEvents(page, source)).filter((row) => row.event === "journey_start"))
    .toEqual([
      expect.objectContaining({
        page: "/personal-loan",
        buttonType: "cta",
        buttonNumber: 1,
        product: "personal-loan",
        platform: info.project.name === "mobile" ? "mobile" : "desktop",
        online: true,
      }),
    ]);
  const rows = await storedEvents(page, source);
  expect(JSON.stringify(rows)).not.toContain("9876543210");
});

test("a home page product card sends its button type and its number on the page", async ({ page }, info) => {
  const source = `e2e-${info.project.name}-home`;
  await gotoReady(page, `/?utm_source=${source}`);
  // The hero's "Compare loan offers" is button 1, the personal loan card 2, the used car loan card 3.
  await page.getByRole("link", { name: "Apply Now: Used car loan" }).click();
  await expect(page).toHaveURL(/\/apply\/used-car-loan/);

  await expect
    .poll(async () => (await storedEvents(page, source)).filter((row) => row.event === "journey_start"))
    .toEqual([
      expect.objectContaining({
        page: "/",
        buttonType: "product_card",
        buttonNumber: 3,
        product: "used-car-loan",
      }),
    ]);
});
