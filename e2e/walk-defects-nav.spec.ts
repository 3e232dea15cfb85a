import { expect, gotoReady, test } from "./support/fixtures.ts";

// Defects found walking the site: orphaned pages, the bureau partner page, View All to the FAQ page
// and empty lists with a way on. Each is walked by clicking in the hydrated page.

test("commercial vehicle loan is on the home page and its button starts its own journey", async ({
  page,
}) => {
  await gotoReady(page, "/");
  const loanTypes = page.locator("section[aria-labelledby=loan-types]");
  await loanTypes.getByRole("link", { name: "Commercial vehicle loan", exact: true }).click();
  await expect(page).toHaveURL(/\/commercial-vehicle-loan$/);
  await expect(page.locator("h1")).toHaveText(/Commercial Vehicle Loan/);
  await page.getByTestId("journey-button").first().click();
  await expect(page).toHaveURL(/\/apply\/commercial-vehicle-loan\?productsId=5&vendorsId=5/);
  await expect(page.locator("h1")).toHaveText("Apply for a Commercial vehicle loan");
});

test("the header menus reach the pages that only the sitemap listed", async ({ page }) => {
  await gotoReady(page, "/");
  for (const path of ["/instant-loan", "/personal-loan-interest-rate", "/what-is-a-personal-loan-emi"]) {
    await expect(page.locator(`header a[href="${path}"]`).first()).toBeAttached();
  }
  await expect(page.locator('header a[href="/refinance-calculator"]').first()).toBeAttached();
  await expect(page.locator('footer a[href="/refinance-calculator"]')).toHaveCount(1);
  await expect(page.locator('footer a[href="/commercial-vehicle-loan"]')).toHaveCount(1);
});

test("a bureau partner page per bureau, from the credit pages and the footer", async ({ page }) => {
  await gotoReady(page, "/cibil-score");
  await page.getByTestId("bureau-partner-link").click();
  await expect(page).toHaveURL(/\/credit-bureaus\/cibil$/);
  await expect(page.locator("h1")).toHaveText("CIBIL, our credit bureau partner");
  await expect(page.getByTestId("bureau-facts")).toContainText("TransUnion CIBIL Limited");
  await expect(page.getByTestId("bureau-facts")).toContainText(
    "Credit Information Companies (Regulation) Act, 2005",
  );
  await expect(page.getByTestId("bureau-sources")).toContainText(/Checked on \d{1,2} \w{3} \d{4}/);
  await expect(page.getByTestId("footer-bureaus").getByRole("link")).toHaveCount(4);
  await page.getByTestId("footer-bureaus").getByRole("link", { name: "Experian" }).click();
  await expect(page.locator("h1")).toHaveText("Experian, our credit bureau partner");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/hi\/credit-bureaus\/experian$/);
  await expect(page.locator("h1")).toHaveText("एक्सपीरियन, हमारा क्रेडिट ब्यूरो साझेदार");
});

test("the FAQ blocks link to all FAQs (View All)", { tag: "@one-width" }, async ({ page }) => {
  await gotoReady(page, "/personal-loan");
  await page.getByTestId("faq-view-all").first().click();
  await expect(page).toHaveURL(/\/resources\/faq$/);
  await expect(page.locator("h1")).toHaveText("Frequently asked questions");
  // The FAQ page itself is the target: no link to itself.
  await expect(page.getByTestId("faq-view-all")).toHaveCount(0);
  await gotoReady(page, "/hi/cibil-score");
  await expect(page.getByTestId("faq-view-all").first()).toHaveText("सभी देखें");
  await expect(page.getByTestId("faq-view-all").first()).toHaveAttribute("href", "/hi/resources/faq");
});

test("an empty list says 'No items to display.' and offers a next step", {
  tag: "@one-width",
}, async ({ page }) => {
  await gotoReady(page, "/resources/search?blog=zzqx");
  await expect(page.getByTestId("search-empty")).toHaveText("No items to display.");
  await page.getByTestId("empty-list").getByRole("link", { name: "Browse all articles" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.locator("h1")).toHaveCount(1);
  await gotoReady(page, "/hi/resources/search?blog=zzqx");
  await expect(page.getByTestId("search-empty")).toHaveText("दिखाने के लिए कोई आइटम नहीं है।");
  await expect(page.getByTestId("empty-list-next")).toHaveAttribute("href", "/hi/resources");
});
