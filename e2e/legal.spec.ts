import { axeViolations, expect, test } from "./support/fixtures.ts";

const PAGES = [
  ["/privacy-policy", "Privacy"],
  ["/terms-and-conditions", "Terms"],
  ["/consent-declaration", "Consent"],
  ["/certified-CIC", "Credit Information"],
  ["/grievance-redressal", "Grievance"],
  ["/sales-grand-prix", "Sales Grand Prix"],
  ["/lending-partners", "Our lending partners"],
] as const;

test.describe("legal, regulatory and partner pages", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} in English and Hindi: 200, one h1, right lang, no console errors, no axe violations`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
      const en = await page.goto(path);
      expect(en?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toContainText(heading);
      expect(await axeViolations(page)).toEqual([]);

      const hi = await page.goto(`/hi${path}`);
      expect(hi?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]/);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("the privacy notice lists what is collected, why, and how to withdraw consent", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/privacy-policy");
    const body = page.locator("article");
    await expect(body).toContainText("PAN");
    await expect(body).toContainText("Aadhaar");
    await expect(body.getByRole("heading", { level: 2 })).not.toHaveCount(0);
    await expect(body).toContainText(/withdraw/i);
  });

  test("the grievance page names the officer and the escalation to RBI after 30 days", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/grievance-redressal");
    const body = page.locator("article");
    await expect(body).toContainText("Kavitha Raghunathan");
    await expect(body).toContainText("grievance@loansetu.in");
    await expect(body).toContainText("30 days");
    await expect(body).toContainText("cms.rbi.org.in");
  });

  test("lending partners lists every regulated lender with customer care and grievance contacts", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/lending-partners");
    const cards = page.getByTestId("lender-card");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    const first = cards.first();
    await expect(first).toContainText("RBI registration");
    await expect(first.getByRole("link", { name: "Complaints and feedback" })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(first.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", /^https:\/\//);
  });
});
