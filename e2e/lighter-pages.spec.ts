// Lighter pages: the calculators' native range and our own car combobox, the login modal loaded on
// first interaction, the stylesheet inlined and the Devanagari font kept off English pages.
import { AMOUNT_SLIDER, INTEREST_SLIDER, sliderTrackMax } from "@loansetu/domain/calculator-input";
import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

/** The Devanagari font files the page asks for from now on (a list that fills as requests go out). */
function devanagariFontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2") && request.url().includes("devanagari")) fonts.push(request.url());
  });
  return fonts;
}

test.describe("lighter pages", { tag: "@one-width" }, () => {
  test("the slider is a native range: attributes from the server, arrow keys step without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/emi-calculator?tab=used&amount=100000&tenure=5&rate=10");
    const amount = page.getByRole("slider", { name: "Loan Amount" });
    await expect(amount).toHaveAttribute("type", "range");
    await expect(amount).toHaveAttribute("min", String(AMOUNT_SLIDER.minSlider));
    await expect(amount).toHaveAttribute("max", String(sliderTrackMax(AMOUNT_SLIDER)));
    await expect(amount).toHaveAttribute("step", String(AMOUNT_SLIDER.sliderStep));
    await expect(amount).toHaveAttribute("aria-valuetext", "₹1,00,000");
    const rate = page.getByRole("slider", { name: "Interest Rate" });
    await expect(rate).toHaveAttribute("aria-valuetext", "10%");
    await rate.focus();
    await page.keyboard.press("ArrowRight");
    await expect(rate).toHaveJSProperty("value", String(10 + INTEREST_SLIDER.sliderStep));
    // The range has no name: the GET form sends the text boxes only.
    await expect(page.locator('input[type="range"][name]')).toHaveCount(0);
    await context.close();
  });

  test("the Hindi slider announces its value in Hindi and is styled, not the browser's default", async ({
    page,
  }) => {
    await gotoReady(page, "/hi/emi-calculator?tab=used&amount=100000&tenure=5&rate=10");
    const tenure = page.getByRole("slider", { name: "लोन की अवधि" });
    await expect(tenure).toHaveAttribute("aria-valuetext", "5 साल");
    await expect(tenure).toHaveCSS("appearance", "none");
    await tenure.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("textbox", { name: "लोन की अवधि" })).toHaveValue("6");
    await expect(tenure).toHaveAttribute("aria-valuetext", "6 साल");
  });

  test("car combobox: Escape closes, a mouse press chooses, no match says so in both languages", async ({
    page,
  }) => {
    await page.goto("/emi-calculator");
    const city = page.getByRole("combobox", { name: "City" });
    await expect(city).toBeEnabled();
    await city.focus();
    await expect(city).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox", { name: "City" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(city).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "City" })).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(city).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(city).toHaveAttribute("aria-activedescendant", /-0$/);

    await city.pressSequentially("Pun");
    await page.getByRole("option", { name: "Pune" }).click();
    await expect(city).toHaveValue("Pune");
    await expect(city).toHaveAttribute("aria-expanded", "false");
    // Leaving a half-typed box puts back the chosen city.
    await city.pressSequentially("xyz");
    await expect(page.getByRole("status").filter({ hasText: "No match. Try fewer letters." })).toBeVisible();
    await page.getByRole("combobox", { name: "Brand" }).focus();
    await expect(city).toHaveValue("Pune");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/hi/emi-calculator");
    const hindiCity = page.getByRole("combobox", { name: "शहर" });
    await expect(hindiCity).toBeEnabled();
    await hindiCity.pressSequentially("Qqq");
    await expect(page.getByText("कुछ नहीं मिला। कम अक्षर लिखकर देखें।")).toBeVisible();
  });

  test("the login modal's code loads on the first interaction, and at once for #myaccount", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/login-modal-[^/]+\.js$/.test(request.url())) loaded.push(request.url());
    });
    await gotoReady(page, "/resources/faq");
    await expect(page.getByTestId("login-modal")).toHaveCount(0);
    expect(loaded).toEqual([]);
    await page.getByTestId("login-button").click();
    await page.getByRole("link", { name: "As a Customer" }).click();
    await expect(page.getByTestId("login-modal")).toBeVisible();
    expect(loaded).toHaveLength(1);

    await gotoReady(page, "/hi/resources/faq#myaccount");
    await expect(page.getByTestId("login-modal")).toBeVisible();
    await expect(page.getByTestId("login-modal").getByRole("heading", { level: 2 })).toHaveText(
      "LoanSetu में लॉग इन करें",
    );
  });

  test("the stylesheet is in the head and its link does not hold up the first paint", async ({ request }) => {
    for (const path of ["/", "/hi/emi-calculator"]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<style data-href="\/assets\/root-[^"]+\.css">/);
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"(?![^>]*media="print")[^>]*>/);
      expect(head, path).toMatch(/<link[^>]*rel="preload"[^>]*noto-sans-latin-400-normal[^>]*as="font"/);
      // The semibold face too: asked for late, it arrived after the first paint and the page was laid out again.
      expect(head, path).toMatch(/<link[^>]*rel="preload"[^>]*noto-sans-latin-600-normal[^>]*as="font"/);
    }
  });

  test("an English article downloads no Devanagari font; its stylesheet link never applies a second copy of the rules", async ({
    page,
  }) => {
    const fonts = devanagariFontRequests(page);
    await gotoReady(page, "/resources/how-emi-is-calculated");
    // The late script has run, a few preloads a task, until every one the server listed is in the head, and
    // left the inlined sheet's link for print only.
    const html = await (await page.request.get("/resources/how-emi-is-calculated")).text();
    const listed = JSON.parse(/const q=(\[[^\]]*\])/.exec(html)?.[1] ?? "[]") as string[];
    expect(listed.length).toBeGreaterThan(4);
    await expect(page.locator('head link[rel="modulepreload"]')).toHaveCount(listed.length);
    // Asked for with low priority, so that they do not count as blocking the first paint (decision 0005).
    await expect(page.locator('head link[rel="modulepreload"]:not([fetchpriority="low"])')).toHaveCount(0);
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/root-"]')).toHaveAttribute(
      "media",
      "print",
    );
    await expect(page.locator('head style[data-href^="/assets/root-"]')).toHaveCount(1);
    // The page shows amounts in rupees (the sign that used to pull in the Devanagari face).
    await expect(page.getByRole("heading", { name: /Worked example: ₹1,00,000/ })).toBeVisible();
    expect(fonts).toEqual([]);
  });

  test("a Hindi page's headings use the device's Noto Sans Devanagari Bold before they download the semibold file", async ({
    page,
  }) => {
    // The browsers of this suite have Debian's fonts-noto-core (Regular and Bold, as most phones): the
    // semibold face (54 kB) is never fetched, while the headings are still drawn in Noto Sans Devanagari.
    const fonts = devanagariFontRequests(page);
    await gotoReady(page, "/hi/used-car-loan");
    // Semibold Hindi text is on the page (headings of sections, buttons) and its face is ready.
    const semibold = await page.evaluate(
      () =>
        [...document.querySelectorAll("h2, h3, button, a")].filter(
          (element) =>
            getComputedStyle(element).fontWeight === "600" &&
            /[\u0900-\u097F]/.test(element.textContent ?? ""),
        ).length,
    );
    expect(semibold).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', "ऋण")))
      .toBe(true);
    expect(fonts).toEqual([]);
  });
});
