import type { Locator, Page } from "@playwright/test";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// Issue 24: the floating chat button never hides content. On a 360 px phone it steps aside while the page
// scrolls (back once scrolling stops or at the top), and the page ends with room for it, so the last lines
// can always be scrolled clear of it.

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The boxes of an element's text, line by line, as the reader sees them (not the elements' boxes). */
async function textBoxes(target: Locator): Promise<Box[]> {
  return target.evaluate((element) => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.height > 0)
          boxes.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      }
    }
    return boxes;
  });
}

async function boxOf(target: Locator): Promise<Box> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
}

/** Whether the launcher, where it is drawn now, covers any line of the target's text. */
async function covers(page: Page, target: Locator): Promise<boolean> {
  const launcher = await boxOf(page.getByTestId("chat-open"));
  return (await textBoxes(target)).some((line) => overlaps(line, launcher));
}

/**
 * Scrolls the window to `top` (or by `by`) and waits for its scroll event, which the browser sends a frame
 * later: the button reacts to that event, so the test's next step must not come before it.
 */
async function scrollPage(page: Page, to: { top: number } | { by: number } | "end") {
  await page.evaluate(async (to) => {
    const before = window.scrollY;
    const scrolled = new Promise((resolve) => window.addEventListener("scroll", resolve, { once: true }));
    if (to === "end") window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    else if ("top" in to) window.scrollTo({ top: to.top, behavior: "instant" });
    else window.scrollBy({ top: to.by, behavior: "instant" });
    if (window.scrollY !== before) await scrolled;
  }, to);
}

/** Lets the paused clock run past the button's "scrolling has stopped" wait. */
async function settle(page: Page) {
  await page.clock.runFor(1_000);
  await expect(page.getByTestId("chat-open")).not.toHaveAttribute("data-aside");
}

for (const path of ["/personal-loan", "/hi/personal-loan"]) {
  test(`${path} at 360 px: the chat button never covers a heading or the footer's last lines`, {
    tag: "@phone-only",
  }, async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, path);
    const launcher = page.getByTestId("chat-open");
    await expect(launcher).toBeInViewport();
    // Time stands still from here: the button's "scrolling has stopped" timer fires only when the test says.
    await page.clock.pauseAt(Date.now() + 60_000);
    const rest = await boxOf(launcher);

    const headings = page.locator("main h2:visible");
    const count = await headings.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      if ((await textBoxes(heading)).length === 0) continue;
      // Scroll so the heading's last line sits where the button rests (as far as the page allows).
      const last = (await textBoxes(heading)).at(-1)!;
      await scrollPage(page, { by: Math.round(last.bottom - rest.bottom) });
      await expect
        .poll(() => covers(page, heading), { message: `the button covers "${await heading.textContent()}"` })
        .toBe(false);
    }

    // Scrolling stopped: the button comes back.
    await settle(page);
    await expect(launcher).toBeInViewport();

    // At the page end, with the button back in place, the footer's small print (grievance officer, rates,
    // copyright) is clear of it, line by line.
    await scrollPage(page, "end");
    await settle(page);
    const lastLine = page.locator("footer > div").last();
    await expect(lastLine).toBeInViewport();
    await expect.poll(() => covers(page, lastLine)).toBe(false);
    await expect(launcher).toBeInViewport();

    // Back at the top it is there at once, without waiting for the timer.
    await scrollPage(page, { by: -200 });
    await expect(launcher).toHaveAttribute("data-aside", "true");
    await scrollPage(page, { top: 0 });
    await expect(launcher).not.toHaveAttribute("data-aside");
    await expect(launcher).toBeInViewport();
  });
}

test("with reduced motion the button steps aside without sliding, and carousels hold still", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await gotoReady(page, "/personal-loan");
  const launcher = page.getByTestId("chat-open");
  const longest = (value: string) => Math.max(...value.split(",").map((v) => Number.parseFloat(v)));
  await expect
    .poll(async () => longest(await launcher.evaluate((e) => getComputedStyle(e).transitionDuration)))
    .toBeLessThan(0.001);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
    .toBe("auto");
  // Several auto-advance periods pass: the lenders' carousel stays on its first slide.
  const track = page.locator('[aria-roledescription="carousel"] ul').first();
  await expect(track).toBeAttached();
  await page.clock.runFor(15_000);
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBe(0);
});

// The tokens' colours and the shared components' focus and pressed styles, on the pages that show most of
// them: axe's WCAG 2.1 AA rules (colour contrast among them) in both languages.
test("the design's pages have no accessibility violations in either language", async ({ page }) => {
  allowTime(120_000);
  for (const path of ["/", "/personal-loan", "/emi-calculator", "/apply/personal-loan", "/studio"]) {
    for (const localised of [path, path === "/" ? "/hi" : `/hi${path}`]) {
      await gotoReady(page, localised);
      expect(await axeViolations(page), localised).toEqual([]);
    }
  }
});
