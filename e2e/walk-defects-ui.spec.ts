import { balanceTransferSaving } from "@loansetu/domain/balance-transfer";
import { formatRupees } from "@loansetu/domain/format";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// Issue 16, "Defects found walking the site", the UI side: one test per defect (7, 9, 11, 14, 18, 19, 20,
// 21), each clicking through the hydrated page as a visitor would.

test.describe("issue 16: defects found walking the site (UI)", () => {
  test("18: the login dialog focuses the mobile field, Escape returns to Login, Terms and Privacy are links", async ({
    page,
  }) => {
    for (const [prefix, terms, privacy] of [
      ["", "Terms and conditions", "Privacy policy"],
      ["/hi", "नियम और शर्तों", "गोपनीयता नीति"],
    ] as const) {
      await gotoReady(page, prefix || "/");
      const loginButton = page.getByTestId("login-button");
      await loginButton.click();
      await page.getByTestId("login-options").locator('a[href="#myaccount"]').click();
      const modal = page.getByTestId("login-modal");
      await expect(modal).toBeVisible();
      await expect(modal.locator("#login-mobile")).toBeFocused();
      await expect(modal.getByRole("link", { name: terms })).toHaveAttribute(
        "href",
        `${prefix}/terms-and-conditions`,
      );
      await expect(modal.getByRole("link", { name: privacy })).toHaveAttribute(
        "href",
        `${prefix}/privacy-policy`,
      );
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();
      await expect(loginButton).toBeFocused();
    }
  });

  test("21: the amount slider reaches ₹25,00,000 by End and by sliding; a clamped typed value says why", async ({
    page,
  }) => {
    await gotoReady(page, "/emi-calculator?tab=used");
    const slider = page.getByRole("slider", { name: "Loan Amount" });
    const box = page.getByRole("textbox", { name: "Loan Amount" });
    await slider.focus();
    await page.keyboard.press("End");
    await expect(box).toHaveValue("25,00,000");
    await page.keyboard.press("Home");
    await expect(box).toHaveValue("10,000");

    // A press at the right end of the track slides the thumb there.
    const track = slider.locator("xpath=ancestor::div[contains(@class,'touch-none')][1]");
    const area = (await track.boundingBox())!;
    await page.mouse.click(area.x + area.width - 1, area.y + area.height / 2);
    await expect(box).toHaveValue("25,00,000");

    await box.fill("5000");
    await box.press("Tab");
    await expect(box).toHaveValue("10,000");
    await expect(page.getByTestId("amount-clamped")).toHaveText(
      "Changed to ₹10,000, the lowest this calculator takes (you typed ₹5,000).",
    );
    await box.fill("3000000");
    await box.press("Tab");
    await expect(box).toHaveValue("25,00,000");
    await expect(page.getByTestId("amount-clamped")).toContainText("the highest this calculator takes");

    await gotoReady(page, "/hi/emi-calculator?tab=used");
    const hindiBox = page.locator('input[name="amount"]');
    await hindiBox.fill("5000");
    await hindiBox.press("Tab");
    await expect(page.getByTestId("amount-clamped")).toContainText("यह कैलकुलेटर इससे कम नहीं लेता");
  });

  test("14: a touch swipe over 5 px moves a carousel by one item; 5 px or less does not", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "mobile", "touch swipes are a phone's");
    // Reduced motion: no auto-advance while the test swipes, and each step scrolls at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    const list = page.getByTestId("testimonials").locator("ul").first();
    await list.scrollIntoViewIfNeeded();
    const swipe = (dx: number) =>
      list.evaluate((element, distance) => {
        const box = element.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const x = box.left + box.width / 2;
        const touch = (clientX: number) => new Touch({ identifier: 1, target: element, clientX, clientY: y });
        const start = touch(x);
        const end = touch(x - distance);
        element.dispatchEvent(
          new TouchEvent("touchstart", { touches: [start], changedTouches: [start], bubbles: true }),
        );
        element.dispatchEvent(
          new TouchEvent("touchmove", { touches: [end], changedTouches: [end], bubbles: true }),
        );
        element.dispatchEvent(
          new TouchEvent("touchend", { touches: [], changedTouches: [end], bubbles: true }),
        );
      }, dx);
    const itemWidth = await list.evaluate(
      (element) => (element.firstElementChild as HTMLElement).offsetWidth,
    );
    await swipe(5);
    await swipe(6);
    await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(itemWidth);
    await swipe(-6);
    await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(0);
  });

  test("20: the balance-transfer calculator shows the new EMI against the current one and the saving", async ({
    page,
  }) => {
    const query = {
      currentEmi: 15_000,
      originalAmount: 600_000,
      originalTenure: 60,
      emisPaid: 18,
      tenure: 5,
    };
    const path = (rate: number) =>
      `/bt-calculator?${new URLSearchParams(Object.entries({ ...query, rate }).map(([k, v]) => [k, String(v)]))}`;
    const saving = (rate: number) =>
      balanceTransferSaving({
        currentEmi: query.currentEmi,
        originalLoanAmount: query.originalAmount,
        originalTenureMonths: query.originalTenure,
        emisPaid: query.emisPaid,
        newTenureMonths: query.tenure * 12,
        annualRatePercent: rate,
      });
    const lower = saving(9);
    expect(lower.saving).toBeGreaterThan(0);
    await gotoReady(page, path(9));
    const block = page.getByTestId("bt-saving");
    await expect(block.getByTestId("saving-current-emi")).toHaveText(formatRupees(15_000));
    await expect(block.getByTestId("saving-new-emi")).toHaveText(formatRupees(lower.newEmi));
    await expect(block.getByTestId("saving-total")).toHaveText(formatRupees(lower.saving));
    await expect(block).toContainText("You save");

    const higher = saving(24);
    expect(higher.saving).toBeLessThan(0);
    await gotoReady(page, path(24));
    await expect(block.getByTestId("saving-total")).toHaveText(formatRupees(-higher.saving));
    await expect(block).toContainText("Extra cost");

    await gotoReady(page, `/hi${path(9)}`);
    await expect(block.getByTestId("saving-total")).toHaveText(formatRupees(lower.saving));
    await expect(block).toContainText("आपकी बचत");
  });
});
