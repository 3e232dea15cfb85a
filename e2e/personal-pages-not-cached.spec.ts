import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { logInThroughApi } from "./support/customer.ts";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// Personal pages were cached by the browser: after logout, Back showed the dashboard
// with the mobile. Personal pages and the API's personal answers are `Cache-Control: private, no-store`.

test("after logout, Back does not show the dashboard's mobile", { tag: "@one-width" }, async ({
  page,
  baseURL,
}) => {
  const mobile = DEMO_CUSTOMER.mobile;
  await logInThroughApi(page.request, baseURL!, mobile);

  const response = await gotoReady(page, "/dashboard");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText(mobile).first()).toBeVisible();
  // Log out, then leave for another page with a full load (a shared phone's next user types an address).
  await page.getByTestId("user-button").click();
  await page
    .getByRole("menuitem", { name: /log ?out/i })
    .or(page.getByRole("button", { name: /log ?out/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await gotoReady(page, "/contact");
  await page.goBack();
  await page.goBack();
  await expect(page.getByText(mobile)).toHaveCount(0);
});

// Headers only, the same at every width: the mobile project leaves @desktop-only out (playwright.config.ts).
test("the API's personal answers and the personal pages say private, no-store", {
  tag: "@desktop-only",
}, async ({ request }) => {
  for (const path of ["/api/user", "/api/application", "/api/consent?id=LS2610000004"]) {
    const res = await request.get(path);
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
  }
  for (const path of [
    "/dashboard",
    "/hi/dashboard",
    "/credit-insights",
    "/apply/used-car-loan",
    "/consent",
    "/sanction-letter",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
  }
});
