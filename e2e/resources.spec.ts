import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
import { DISPLAY } from "@loansetu/domain/display";
import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { EN_SLUGS, ENGLISH_ONLY, RESOURCE_PAGES } from "./support/site-pages.ts";

// FAQ centre, articles with search, media and news, credit-score guides, in English and Hindi.
// Every resource page's served HTML (status, language, h1, title, canonical, hreflang) is checked over HTTP in
// e2e/served-site.spec.ts; here each is loaded at 360 px, and one per template and language is run in full.

/**
 * One page per template and language gets axe, at both widths: the other pages of a template render the same
 * components with other words (every article, FAQ category, bureau and news page is still loaded at 360 px below,
 * and its HTML checked over HTTP).
 */
const TEMPLATES = [
  "/resources",
  "/resources/search?blog=loan",
  "/resources/search?blog=",
  "/resources/faq",
  "/resources/news",
  "/cibil-score",
  "/cibil-score-check",
  "/resources/how-emi-is-calculated",
];
const AXE_PAGES = [
  ...TEMPLATES,
  ...TEMPLATES.map((path) => `/hi${path}`),
  // The Hindi address of an English-only article: a "not in Hindi yet" page of its own.
  `/hi/resources/${ENGLISH_ONLY}`,
];

/** Watches the console: a hydration mismatch or a failed script shows up here. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** No sideways scroll, once the fonts are in (so the width measured is the one the reader gets). */
async function sidewaysScroll(page: Page, path?: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect.soft
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: path,
    })
    .toBeLessThanOrEqual(0);
}

const visibleFaqs = (page: Page, testId = "faq-list") =>
  page.getByTestId(testId).getByTestId("faq-item").filter({ visible: true });

test.describe("every resource page", () => {
  // Independent page checks: both workers share them rather than one worker taking the whole file.
  test.describe.configure({ mode: "parallel" });

  // The same HTML at every width, and the width that can overflow is 360 px: the desktop project leaves these
  // out by their tag (playwright.config.ts).
  test.describe("each of them", { tag: "@phone-only" }, () => {
    // The page as the server sends it, the way a slow phone first shows it: no script time per page. The
    // scripted page (hydration, console errors, axe) is checked once per template and language below.
    test.use({ javaScriptEnabled: false });

    // A few pages a test, one after another in one tab: a test's own browser context cost more than loading
    // the page (1.8 s against 0.5 s a page, measured with the machine loaded), and the pages share nothing.
    const PER_TEST = 20;
    for (let first = 0; first < RESOURCE_PAGES.length; first += PER_TEST) {
      const paths = RESOURCE_PAGES.slice(first, first + PER_TEST);
      test(`${paths[0]} and ${paths.length - 1} more: each fits 360 px as served, its h1 in view`, async ({
        page,
      }) => {
        for (const path of paths) {
          const response = await page.goto(path);
          expect.soft(response?.status(), path).toBe(200);
          await expect.soft(page.locator("h1"), path).toBeVisible();
          await sidewaysScroll(page, path);
        }
      });
    }
  });

  for (const path of AXE_PAGES) {
    test(`${path}: one h1, no console errors, no sideways scroll, no axe violations`, async ({ page }) => {
      const errors = consoleErrors(page);
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/hi") ? "hi" : "en");
      await expect(page.locator("h1")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await sidewaysScroll(page);
      expect(errors).toEqual([]);
    });
  }

  test("unknown articles, FAQ categories and bureaus are 404s", { tag: "@one-width" }, async ({
    request,
  }) => {
    for (const path of [
      "/resources/no-such-article",
      "/resources/faq/home-loan",
      "/hi/resources/nope",
      "/acme-score",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("FAQ centre", { tag: "@one-width" }, () => {
  test("first 5 shown; View More shows all, View Less returns; several open at once", async ({ page }) => {
    await page.goto("/resources/faq/personal-loan");
    const list = page.getByTestId("faq-list");
    await expect(list).toHaveAttribute("data-ready");
    const total = await list.getByTestId("faq-item").count();
    expect(total).toBeGreaterThan(DISPLAY.faqVisible);
    await expect(visibleFaqs(page)).toHaveCount(DISPLAY.faqVisible);

    const more = page.getByRole("button", { name: "View More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(visibleFaqs(page)).toHaveCount(total);
    const less = page.getByRole("button", { name: "View Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(visibleFaqs(page)).toHaveCount(DISPLAY.faqVisible);

    // Open two answers: both stay open.
    const first = visibleFaqs(page).nth(0).locator("details");
    const second = visibleFaqs(page).nth(1).locator("details");
    await first.locator("summary").click();
    await second.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(second).toHaveAttribute("open");
    await expect(first.getByText(/21 years/)).toBeVisible();
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(second).toHaveAttribute("open");
  });

  test("category tabs and topic sub-tabs filter the list", async ({ page }) => {
    await page.goto("/resources/faq");
    const categories = page.getByTestId("faq-categories");
    await expect(categories.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await categories.getByRole("link", { name: "Used car loan" }).click();
    await expect(page).toHaveURL(/\/resources\/faq\/used-car-loan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Used car loan: frequently asked questions",
    );
    await expect(categories.getByRole("link", { name: "Used car loan" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const allUsed = await page.getByTestId("faq-item").count();

    const topics = page.getByTestId("faq-tags");
    await topics.getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/resources\/faq\/used-car-loan\?tag=documents$/);
    await expect(topics.getByRole("link", { name: "Documents" })).toHaveAttribute("aria-current", "page");
    const docs = await page.getByTestId("faq-item").count();
    expect(docs).toBeGreaterThan(0);
    expect(docs).toBeLessThan(allUsed);
    await expect(page.getByTestId("faq-item").first()).toContainText(/document|RC|salar/i);

    // Another category: the list (and its View More state) starts over, the topic filter is dropped.
    await categories.getByRole("link", { name: "Green loan" }).click();
    await expect(page).toHaveURL(/\/resources\/faq\/green-loan$/);
    await expect(page.getByTestId("faq-list")).toHaveAttribute("data-ready");
    await expect(visibleFaqs(page)).toHaveCount(DISPLAY.faqVisible);
    await expect(page.getByTestId("faq-tags").getByRole("link", { name: "EV basics" })).toBeVisible();
  });

  test("Hindi tabs are in Hindi and the FAQ carries FAQPage structured data", async ({ page }) => {
    await page.goto("/hi/resources/faq/personal-loan?tag=repayment");
    await expect(page.getByTestId("faq-categories").getByRole("link", { name: "पर्सनल लोन" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByTestId("faq-tags").getByRole("link", { name: "लोन चुकाना" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.length).toBe(await page.getByTestId("faq-item").count());
    expect(data.mainEntity[0].acceptedAnswer.text).toMatch(/[\u0900-\u097F]/);
  });

  test("a link to one answer opens it, even beyond the first five", async ({ page }) => {
    await page.goto("/resources/faq/personal-loan#faq-pl-12");
    await expect(page.getByTestId("faq-list")).toHaveAttribute("data-ready");
    await expect(page.locator("#faq-pl-12")).toHaveAttribute("open");
    await expect(page.locator("#faq-pl-12")).toBeVisible();
  });
});

test.describe("articles and search", () => {
  test("Enter in the search box opens /resources/search?blog=… with matching results", {
    tag: "@one-width",
  }, async ({ page }) => {
    await gotoReady(page, "/resources");
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("Credit Score");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/resources\/search\?blog=Credit\+Score$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “Credit Score”");
    const titles = page.getByTestId("search-results").getByRole("heading");
    await expect(titles.first()).toBeVisible();
    await expect(page.getByTestId("search-count")).toHaveText(`${await titles.count()} articles found`);
    // The rule is a substring of the metaTitle, ignoring case; the card's title links to a matching page.
    await titles.first().getByRole("link").click();
    await expect(page).toHaveTitle(/credit score/i);
  });

  test("an empty query shows none, with 'No items to display.'", { tag: "@one-width" }, async ({ page }) => {
    await gotoReady(page, "/resources/search?blog=emi");
    await expect(page.getByTestId("search-results").getByTestId("article-card").first()).toBeVisible();
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/resources\/search\?blog=$/);
    await expect(page.getByTestId("article-card")).toHaveCount(0);
    await expect(page.getByTestId("search-empty")).toHaveText("No items to display.");
    await page.goto("/hi/resources/search?blog=zzzz");
    await expect(page.getByTestId("search-empty")).toHaveText("दिखाने के लिए कोई आइटम नहीं है।");
  });

  test("Hindi search stays in Hindi", { tag: "@one-width" }, async ({ page }) => {
    await gotoReady(page, "/hi/resources");
    const box = page.getByRole("combobox", { name: "लेख खोजें" });
    await box.fill("EMI");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hi\/resources\/search\?blog=EMI$/);
    await expect(page.getByTestId("search-results").getByTestId("article-card").first()).toContainText(
      /[\u0900-\u097F]/,
    );
  });

  test("suggestions appear as the visitor types; arrows and Enter open one", { tag: "@one-width" }, async ({
    page,
  }) => {
    await page.goto("/resources");
    await expect(page.getByTestId("resource-search").first()).toHaveAttribute("data-ready");
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.pressSequentially("balance tra", { delay: 20 });
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toContainText(/balance transfer/i);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/resources\/personal-loan-balance-transfer$/);
  });

  test("an article has its banner, share links, contents, tips, author and JSON-LD", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/resources/how-emi-is-calculated");
    await expect(page.getByTestId("category-tag")).toHaveText("EMI");
    await expect(page.getByTestId("article-meta")).toHaveText("By Team LoanSetu · 14 Oct 2026 · 4 min read");
    const share = page.getByTestId("share-buttons");
    for (const [name, host] of [
      ["WhatsApp", "api.whatsapp.com"],
      ["X", "x.com"],
      ["Facebook", "www.facebook.com"],
      ["LinkedIn", "www.linkedin.com"],
    ] as const) {
      const link = share.getByRole("link", { name: `Share on ${name}` });
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^https://${host.replace(/\./g, "\\.")}/.*how-emi-is-calculated`),
      );
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // 'On this Page' on phones; a table of contents beside the article on desktop.
    if (isMobile) {
      await expect(page.getByTestId("toc")).toBeHidden();
      await page.getByTestId("on-this-page").getByText("On this Page").click();
      await page
        .getByRole("navigation", { name: "On this Page" })
        .getByRole("link", { name: "The EMI formula" })
        .click();
    } else {
      await expect(page.getByTestId("on-this-page")).toBeHidden();
      await page.getByTestId("toc").getByRole("link", { name: "The EMI formula" }).click();
    }
    await expect(page).toHaveURL(/#the-emi-formula$/);
    await expect(page.getByRole("heading", { name: "The EMI formula" })).toBeInViewport();

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const article = data.find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "How Your EMI Is Calculated: The Formula, Explained in Rupees",
      datePublished: "2026-10-14",
      author: { "@type": "Organization", name: "Team LoanSetu" },
      inLanguage: "en-IN",
    });
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("the reading progress bar fills as the reader scrolls", async ({ page }) => {
    await page.goto("/resources/how-emi-is-calculated");
    await expect(page.getByTestId("share-buttons")).toHaveAttribute("data-ready");
    const bar = page.getByTestId("reading-progress");
    await expect(bar).toHaveAttribute("style", /scaleX\(0\)/);
    await page.getByTestId("article-body").evaluate((body) => body.scrollIntoView({ block: "end" }));
    await expect(bar).toHaveAttribute("style", /scaleX\((0\.9\d*|1)\)/);
  });

  // Desktop share links simply open the web page in a new tab: the desktop project leaves @phone-only out.
  test("on a phone, share tries the app and falls back to the web page after 500 ms", {
    tag: "@phone-only",
  }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { opened: string[] };
      w.opened = [];
      window.open = ((url: string) => {
        w.opened.push(url);
        return null;
      }) as typeof window.open;
    });
    await page.clock.install();
    await page.goto("/resources/how-emi-is-calculated");
    await expect(page.getByTestId("share-buttons")).toHaveAttribute("data-ready");
    // Stop the clock, so only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

    await page.getByRole("link", { name: "Share on WhatsApp" }).click();
    await page.clock.runFor(499);
    expect(await opened()).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(opened).toEqual([expect.stringMatching(/^https:\/\/api\.whatsapp\.com\/send\?text=/)]);
    await expect(page).toHaveURL(/\/resources\/how-emi-is-calculated$/);

    // When the app takes over (the page is hidden), no web page opens.
    await page.getByRole("link", { name: "Share on X" }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(600);
    expect(await opened()).toHaveLength(1);
  });

  test("'Recommended for you' shows 6 a page; a new article starts again at page 1", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/resources/how-emi-is-calculated");
    const cards = page.getByTestId("recommended").getByTestId("article-card");
    await expect(cards).toHaveCount(DISPLAY.blogRecommendationsPerPage);
    await expect(cards.first()).toContainText("Team LoanSetu");
    const firstPage = await cards.allTextContents();
    const pages = page.getByTestId("recommended-pagination");
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/resources\/how-emi-is-calculated\?page=2#recommended$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(DISPLAY.blogRecommendationsPerPage);
    const secondPage = await cards.allTextContents();
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    const lastPage = Math.ceil((EN_SLUGS.length - 1) / DISPLAY.blogRecommendationsPerPage);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(pages.getByRole("link", { name: `Page ${lastPage}` })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Open a recommended article: its own list starts at page 1.
    await cards.first().getByRole("link").click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(
      page.getByTestId("recommended-pagination").getByRole("link", { name: "Page 1" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the resource centre shows featured articles and pages its list, back to page 1 on a new topic", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.goto("/resources?page=2");
    await expect(page.getByTestId("featured-articles").getByTestId("article-card").first()).toBeVisible();
    await expect(page.getByTestId("article-list").getByTestId("article-card")).toHaveCount(6);
    await page.getByTestId("article-topics").getByRole("link", { name: "Credit score" }).click();
    await expect(page).toHaveURL(/\/resources\?category=credit-score$/);
    const cards = page.getByTestId("article-list").getByTestId("article-card");
    await expect(
      page.getByTestId("article-topics").getByRole("link", { name: "Credit score" }),
    ).toHaveAttribute("aria-current", "page");
    for (const text of await cards.allTextContents()) expect(text).toMatch(/^Credit score/i);
  });

  test("a Hindi address for an article we have only in English says so in Hindi and links to it", {
    tag: "@one-width",
  }, async ({ page }) => {
    const english = ENGLISH_ONLY;
    const response = await page.goto(`/hi/resources/${english}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("यह लेख अभी हिंदी में नहीं है");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByTestId("read-in-english").click();
    await expect(page).toHaveURL(new RegExp(`/resources/${english}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a Hindi article is in Hindi, with Hindi links and a Hindi date", { tag: "@one-width" }, async ({
    page,
  }) => {
    await page.goto("/hi/resources/how-emi-is-calculated");
    await expect(page.getByTestId("article-meta")).toContainText("टीम LoanSetu");
    await expect(page.getByTestId("article-meta")).toContainText("4 मिनट में पढ़ें");
    for (const href of await page
      .getByTestId("article-body")
      .locator("a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/hi\//);
    }
  });
});

test.describe("media and news", { tag: "@one-width" }, () => {
  test("lists real coverage only: with none, the page says so in each language and is not indexed", async ({
    page,
  }) => {
    for (const [path, text] of [
      [
        "/resources/news",
        "No press coverage to show yet. This page lists only real articles about LoanSetu, each with its link.",
      ],
      [
        "/hi/resources/news",
        "अभी दिखाने के लिए कोई मीडिया कवरेज नहीं है। इस पेज पर LoanSetu के बारे में सिर्फ़ असली लेख, उनके लिंक के साथ, दिखाए जाते हैं।",
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId("news-empty")).toHaveText(text);
      await expect(page.getByTestId("news-item")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('a[href*="example.com"]')).toHaveCount(0);
    }
  });
});

test.describe("credit-score guides", { tag: "@one-width" }, () => {
  test("the explainer covers the scale, bands, factors, notice, free check, and FAQs of 8 then 10 and 6", async ({
    page,
  }) => {
    await page.goto("/cibil-score");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CIBIL score explained");
    await expect(page.getByTestId("scale-summary")).toHaveText(
      "Scores run from 300 to 900. Most lenders treat 700 or more as good.",
    );
    await expect(page.getByTestId("bands").getByRole("heading")).toHaveText([
      "300-599 · Poor",
      "600-699 · Fair",
      "700-749 · Good",
      "750-900 · Excellent",
      "NA/NH · No history",
    ]);
    for (const heading of [
      "What affects your score",
      "Why keep an eye on your score",
      "Benefits of a high score",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByTestId("notice")).toContainText("up to 4 months");
    await expect(page.getByTestId("free-check")).toContainText("free one-time credit score check");

    const creditFaq = page.getByTestId("credit-faq");
    await expect(creditFaq).toHaveAttribute("data-ready");
    await expect(visibleFaqs(page, "credit-faq")).toHaveCount(DISPLAY.creditFaqVisible);
    await creditFaq.getByRole("button", { name: "View More" }).click();
    await expect(visibleFaqs(page, "credit-faq")).toHaveCount(DISPLAY.creditFaqTotal);
    await creditFaq.getByRole("button", { name: "View Less" }).click();
    await expect(visibleFaqs(page, "credit-faq")).toHaveCount(DISPLAY.creditFaqVisible);
    // The FAQ gives 30 to 45 days.
    await creditFaq.getByText("How long does it take").click();
    await expect(creditFaq.getByText(/30 to 45 days/)).toBeVisible();

    await expect(visibleFaqs(page, "calculator-faq")).toHaveCount(DISPLAY.emiFaqTotal);
    await expect(page.getByTestId("calculator-faq").getByRole("button")).toHaveCount(0);

    await page.getByRole("link", { name: "Check your CIBIL score free" }).click();
    await expect(page).toHaveURL(/\/cibil-score-check$/);
  });

  test("every bureau has its guide and check page, in Hindi too", async ({ page }) => {
    for (const bureau of CREDIT_BUREAUS) {
      await page.goto(`/hi/${bureau.slug}-score-check`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`अपना ${bureau.name.hi} स्कोर मुफ़्त देखें`);
      // The button starts the free check, in the page's language.
      await expect(page.getByTestId("check-score")).toHaveAttribute(
        "href",
        `/hi/free-credit-score/${bureau.slug}`,
      );
      await expect(page.getByTestId("notice")).toContainText("4 महीने");
      await expect(visibleFaqs(page, "credit-faq")).toHaveCount(DISPLAY.creditFaqVisible);
      await page.goto(`/${bureau.slug}-score`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${bureau.name.en} score explained`);
    }
  });
});
