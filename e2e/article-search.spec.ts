import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// The article search found titles only ("credit score improve" → 0, "emi kaise" → 0).
// Title matches (spec §5) come first; then a labelled group of articles that mention the words.

test.describe("article search beyond titles", { tag: "@one-width" }, () => {
  test("Enter shows the title matches first, then 'Also mentioned in articles'", async ({ page }) => {
    await gotoReady(page, "/resources");
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("emi");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/resources\/search\?blog=emi$/);
    const titleCards = page.getByTestId("search-results").getByTestId("article-card");
    await expect(titleCards.first()).toBeVisible();
    await expect(page.getByTestId("search-count")).toHaveText(/^[1-9]\d* articles? found$/);
    const mentions = page.getByTestId("search-mentions");
    await expect(mentions.getByRole("heading", { level: 2 })).toHaveText("Also mentioned in articles");
    await expect(mentions.getByTestId("article-card").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("“credit score improve” finds the guide although no title contains those words", async ({ page }) => {
    await gotoReady(page, "/resources");
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("credit score improve");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/resources\/search\?blog=credit\+score\+improve$/);
    await expect(page.getByTestId("search-count")).toHaveText(
      "No article has “credit score improve” in its title.",
    );
    await expect(page.getByTestId("search-empty")).toHaveCount(0);
    await expect(
      page.getByTestId("search-mentions").locator('a[href="/resources/how-to-improve-credit-score"]'),
    ).toHaveCount(1);
  });

  test("romanised Hindi on the Hindi page finds Hindi articles", async ({ page }) => {
    await gotoReady(page, "/hi/resources");
    const box = page.getByRole("combobox", { name: "लेख खोजें" });
    await box.fill("emi kaise");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hi\/resources\/search\?blog=emi\+kaise$/);
    const mentions = page.getByTestId("search-mentions");
    await expect(mentions.getByRole("heading", { level: 2 })).toHaveText("इन लेखों में भी इसका ज़िक्र है");
    await expect(mentions.locator('a[href="/hi/resources/how-emi-is-calculated"]')).toHaveCount(1);
    await expect(mentions.getByTestId("article-card").first()).toContainText(/[\u0900-\u097F]/);
  });

  test("a word no article has still shows 'No items to display.'", async ({ page }) => {
    await gotoReady(page, "/resources/search?blog=zzqx");
    await expect(page.getByTestId("search-empty")).toHaveText("No items to display.");
    await expect(page.getByTestId("search-mentions")).toHaveCount(0);
  });
});
