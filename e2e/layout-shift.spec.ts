import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./support/fixtures.ts";
import { applicantMobile, reachOffers } from "./support/visual.ts";

// Nothing on the main pages moves once shown: cumulative layout shift at most 0.02 on a 360 px
// phone (npm run bench reports Lighthouse's figure for the pages it measures; this is the quick check).
// Every shift is summed from the first paint through hydration, the fonts and a scroll to the page end
// (lazy images), which is stricter than Lighthouse's worst five-second window.
const CLS_BUDGET = 0.02;

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/** Records each layout shift not caused by the visitor's input, from the page's first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ").slice(0, 3).join(".")}` : ""}`;
        });
        window.__layoutShifts!.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits for the fonts, scrolls to the end a screen at a time (lazy images load) and back, then sums. */
async function layoutShift(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: "CLS", description: total.toFixed(4) });
  return { total, shifts };
}

for (const path of ["/", "/personal-loan", "/emi-calculator", "/hi", "/hi/personal-loan"]) {
  test(`${path} does not shift its layout (CLS ≤ ${CLS_BUDGET}) @phone-only`, async ({ page, isMobile }) => {
    test.skip(!isMobile, "measured at 360 px");
    await recordShifts(page);
    await gotoReady(page, path);
    const { total, shifts } = await layoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

test(`the offers step does not shift its layout (CLS ≤ ${CLS_BUDGET}) @phone-only`, async ({
  page,
  baseURL,
  isMobile,
}, info) => {
  test.skip(!isMobile, "measured at 360 px");
  test.slow(); // a login and three journey steps first
  // A number range of its own, apart from the screenshot tests' applicants (e2e/visual.spec.ts).
  await reachOffers(
    page,
    baseURL!,
    "en",
    applicantMobile(info.workerIndex + 50, info.repeatEachIndex, info.retry, "en"),
  );
  // The offers page as it loads afresh (the steps before it were the visitor's own input).
  await recordShifts(page);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("offer-row").first()).toBeVisible();
  const { total, shifts } = await layoutShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
});
