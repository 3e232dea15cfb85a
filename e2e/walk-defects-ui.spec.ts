import { sandboxScore } from "@loansetu/api/adapters/bureau";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { balanceTransferSaving, calculateBalanceTransfer } from "@loansetu/domain/balance-transfer";
import { formatRupees } from "@loansetu/domain/format";
import { logInThroughApi } from "./support/customer.ts";
import { expect, gotoReady, test } from "./support/fixtures.ts";

let counter = 0;
/**
 * A fresh mobile per test (each worker has its own server and database). Its own range: my-data.spec.ts,
 * which can run before this file in the same worker and on the same server, counts 7410000071, 7410000142…
 * for worker 0 and chooses an offer for each, so the same numbers here began with a voucher already.
 */
const freshMobile = () => `7${String(460_000_000 + ++counter * 71).slice(-9)}`;

/** A PAN whose sandbox bureau score for this mobile is good enough for most lenders. */
function goodPan(mobile: string): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `BQRPK${n}M`;
    if ((sandboxScore(pan, mobile) ?? 0) >= 760) return pan;
  }
  throw new Error("no PAN with a good sandbox score");
}

// Defects found walking the site, the UI side: one test per defect, each clicking through the hydrated
// page as a visitor would.

test.describe("defects found walking the site (UI)", () => {
  test("the login dialog focuses the mobile field, Escape returns to Login, Terms and Privacy are links", {
    tag: "@one-width",
  }, async ({ page }) => {
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

  test("the amount slider reaches ₹25,00,000 by End and by sliding; a clamped typed value says why", {
    tag: "@one-width",
  }, async ({ page }) => {
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

  test(
    "a touch swipe over 5 px moves a carousel by one item; 5 px or less does not",
    { tag: "@one-width" },
    async ({ page }, info) => {
      test.skip(info.project.name !== "mobile", "touch swipes are a phone's");
      // Reduced motion: no auto-advance while the test swipes, and each step scrolls at once.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoReady(page, "/");
      const list = page.getByTestId("partner-carousel").locator("ul").first();
      await list.scrollIntoViewIfNeeded();
      const swipe = (dx: number) =>
        list.evaluate((element, distance) => {
          const box = element.getBoundingClientRect();
          const y = box.top + box.height / 2;
          const x = box.left + box.width / 2;
          const touch = (clientX: number) =>
            new Touch({ identifier: 1, target: element, clientX, clientY: y });
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
    },
  );

  test("the balance-transfer calculator leads with what moving saves or costs, net of the fees", {
    tag: "@one-width",
  }, async ({ page }) => {
    const query = {
      currentEmi: 15_000,
      originalAmount: 600_000,
      originalTenure: 60,
      emisPaid: 18,
      tenure: 5,
    };
    const path = (rate: number, fee: number) =>
      `/bt-calculator?${new URLSearchParams(Object.entries({ ...query, rate, fee }).map(([k, v]) => [k, String(v)]))}`;
    const saving = (rate: number, fee: number) =>
      balanceTransferSaving({
        currentEmi: query.currentEmi,
        originalLoanAmount: query.originalAmount,
        originalTenureMonths: query.originalTenure,
        emisPaid: query.emisPaid,
        newTenureMonths: query.tenure * 12,
        annualRatePercent: rate,
        processingFeePercent: fee,
      });
    const block = page.getByTestId("bt-saving");

    // A saving: the heading says how much, after the foreclosure charge and the fee.
    const lower = saving(9, 1.5);
    expect(lower.saving).toBeGreaterThan(0);
    expect(lower.processingFee).toBeGreaterThan(0);
    await gotoReady(page, path(9, 1.5));
    await expect(block).toHaveAttribute("data-verdict", "saves");
    await expect(block.getByTestId("bt-verdict")).toHaveText(
      `Moving saves you ${formatRupees(lower.saving)}`,
    );
    await expect(block).toContainText(`processing fee of ${formatRupees(lower.processingFee)} (with GST)`);
    await expect(block.getByTestId("saving-current-emi")).toHaveText(formatRupees(15_000));
    await expect(block.getByTestId("saving-new-emi")).toHaveText(formatRupees(lower.newEmi));
    await expect(block.getByTestId("saving-new-total")).toHaveText(formatRupees(lower.newTotal));
    // The verdict comes first in the result.
    const first = page.getByTestId("bt-result").locator("h2").first();
    await expect(first).toHaveText(`Moving saves you ${formatRupees(lower.saving)}`);

    // Costs more, said plainly: a rate cut that would save before the fee costs once the fee is counted.
    const rates = Array.from({ length: 150 }, (_, i) => 8 + i / 10);
    const tipped = rates.find((rate) => saving(rate, 0).saving > 0 && saving(rate, 3).saving < 0)!;
    expect(tipped).toBeDefined();
    const higher = saving(tipped, 3);
    await gotoReady(page, path(tipped, 3));
    await expect(block).toHaveAttribute("data-verdict", "costs");
    await expect(block.getByTestId("bt-verdict")).toHaveText(
      `Moving costs you ${formatRupees(-higher.saving)} more`,
    );
    await expect(block).toContainText("Staying with your current lender is cheaper");

    await gotoReady(page, `/hi${path(9, 1.5)}`);
    await expect(block.getByTestId("bt-verdict")).toHaveText(
      `लोन ट्रांसफ़र करने से आपके ${formatRupees(lower.saving)} बचेंगे`,
    );
    await gotoReady(page, `/hi${path(tipped, 3)}`);
    await expect(block.getByTestId("bt-verdict")).toHaveText(
      `लोन ट्रांसफ़र करने पर आपको ${formatRupees(-higher.saving)} ज़्यादा चुकाने होंगे`,
    );
    await expect(block).toContainText("मौजूदा लेंडर के साथ रहना सस्ता है");
  });

  test("a top-up is the person's choice: none until they ask, up to what the loan allows", {
    tag: "@one-width",
  }, async ({ page }) => {
    // The calculator's opening figures (decision 0045).
    const input = {
      currentEmi: 17_500,
      originalLoanAmount: 700_000,
      originalTenureMonths: 60,
      emisPaid: 18,
      newTenureMonths: 60,
      annualRatePercent: 11.5,
      processingFeePercent: 1.5,
    };
    const none = calculateBalanceTransfer(input);
    expect(none.maxCashInHand).toBeGreaterThan(0);
    // At its opening figures the calculator shows moving an expensive loan to the typical rate: a saving.
    expect(balanceTransferSaving(input).saving).toBeGreaterThan(0);
    await gotoReady(page, "/bt-calculator");
    const result = page.getByTestId("bt-result");
    await expect(page.getByRole("textbox", { name: "Top-up (cash in hand, optional)" })).toHaveValue("0");
    await expect(result.getByTestId("result-cash-in-hand")).toHaveText("₹0");
    await expect(result.getByTestId("result-total-loan")).toHaveText(formatRupees(none.totalLoanAmount));
    await expect(page.getByTestId("cash-in-hand-rule")).toContainText(
      `you can take up to ${formatRupees(none.maxCashInHand)}`,
    );
    // Asking for ₹1,00,000 adds exactly that to the loan; asking for more than allowed is held to the most.
    const box = page.getByRole("textbox", { name: "Top-up (cash in hand, optional)" });
    await box.fill("1,00,000");
    await box.blur();
    const some = calculateBalanceTransfer({ ...input, topUp: 100_000 });
    await expect(result.getByTestId("result-cash-in-hand")).toHaveText(formatRupees(100_000));
    await expect(result.getByTestId("result-total-loan")).toHaveText(formatRupees(some.totalLoanAmount));
    await expect(result.getByTestId("result-emi")).toHaveText(`${formatRupees(some.emi)} /month`);
    await expect(page).toHaveURL(/topUp=100000/);
    // The verdict does not change: a top-up is new borrowing, not part of the saving.
    await expect(page.getByTestId("bt-verdict")).toHaveText(
      `Moving saves you ${formatRupees(balanceTransferSaving(input).saving)}`,
    );
    await box.fill("9,00,000");
    await box.blur();
    await expect(result.getByTestId("result-cash-in-hand")).toHaveText(formatRupees(none.maxCashInHand));
  });

  test("choosing an offer shows a summary to confirm; Back keeps the customer on the offers", {
    tag: "@one-width",
  }, async ({ page, baseURL }) => {
    test.slow(); // a login and four steps before the offers
    const mobile = freshMobile();
    await logInThroughApi(page.request, baseURL!, mobile);

    await gotoReady(page, "/apply/personal-loan");
    await page.getByLabel("Full name (as on PAN)").fill("Ravi Kumar");
    await page.getByLabel("Email").fill("ravi.kumar@example.in");
    await page.getByLabel("Date of birth").fill("15/06/1995");
    await page.getByLabel("PAN", { exact: true }).fill(goodPan(mobile));
    await page.getByLabel("PIN code").fill("560001");
    await page.getByLabel("Employment type").selectOption("salaried");
    await page.getByLabel("Net monthly income (₹)").fill("80,000");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("heading", { name: "Loan details" })).toBeVisible();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
    await page.getByTestId("consent-bureauCheck").check();
    await page.getByTestId("consent-shareWithLenders").check();
    await page.getByRole("button", { name: "Save and continue" }).click();

    // The comparison row opens to the full card.
    await page.getByTestId("offer-summary").first().click();
    const card = page.getByTestId("offer-card").first();
    await expect(card).toBeVisible();
    const cardText = async (id: string) => (await card.getByTestId(id).textContent())!;
    const lender = (await card.locator("h3").textContent())!;
    const figures = {
      amount: await cardText("offer-amount"),
      emi: await cardText("offer-emi"),
      apr: await cardText("offer-apr"),
      net: await cardText("offer-net"),
    };
    const kfs = (await card.getByTestId("offer-kfs").getAttribute("href"))!;

    // One tap shows the summary; nothing has gone to the lender.
    await card.getByRole("link", { name: /^Choose this offer/ }).click();
    const summary = page.getByTestId("offer-confirm");
    await expect(summary.getByRole("heading", { name: "Check before you send" })).toBeFocused();
    await expect(summary.getByTestId("confirm-lender")).toHaveText(lender);
    for (const [key, text] of Object.entries(figures)) {
      await expect(summary.getByTestId(`confirm-${key}`)).toHaveText(text);
    }
    await expect(summary.getByTestId("confirm-kfs")).toHaveAttribute("href", kfs);
    // A chosen offer is the lead's voucher: none until the customer confirms.
    const chosen = async () =>
      (
        (await (await page.request.get("/api/application")).json()).data as {
          voucher: { lenderId: number } | null;
        }[]
      ).filter((lead) => lead.voucher).length;
    expect(await chosen()).toBe(0);

    // Changing one's mind: back on the offers, still nothing sent.
    await summary.getByRole("link", { name: "Back to all offers" }).click();
    await expect(summary).toHaveCount(0);
    await expect(page.getByTestId("offer-row").first()).toBeVisible();
    expect(await chosen()).toBe(0);

    await page.getByTestId("offer-summary").first().click();
    await page
      .getByTestId("offer-card")
      .first()
      .getByRole("link", { name: /^Choose this offer/ })
      .click();
    await page.getByRole("button", { name: `Confirm and send to ${lender}` }).click();
    await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
    await expect.poll(chosen).toBe(1);
  });

  test("the vehicle block shows our drawing for the body type, and a two-wheeler lead a two-wheeler block", async ({
    page,
    baseURL,
  }) => {
    const mobile = DEMO_CUSTOMER.mobile;
    await logInThroughApi(page.request, baseURL!, mobile);

    const loaded = (image: ReturnType<typeof page.getByTestId>) =>
      expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);

    // A used Grand i10 Nios (a hatchback in the catalogue).
    await gotoReady(page, "/loan-details/LS2610000004?systemId=2&product=usedCar&systems=");
    const vehicle = page.getByTestId("vehicle");
    await expect(vehicle.getByRole("heading", { name: "Vehicle" })).toBeVisible();
    await expect(vehicle.getByTestId("vehicle-image")).toHaveAttribute(
      "src",
      "/images/vehicles/hatchback.svg",
    );
    await loaded(vehicle.getByTestId("vehicle-image"));

    // The disbursed two-wheeler loan: an Activa e: scooter, in a two-wheeler block, in both languages.
    await gotoReady(page, "/loan-details/LS2610000003");
    await expect(vehicle.getByRole("heading", { name: "Two-wheeler" })).toBeVisible();
    await expect(vehicle.getByTestId("vehicle-name")).toHaveText("Activa e: Standard");
    await expect(vehicle.getByTestId("vehicle-image")).toHaveAttribute("src", "/images/vehicles/scooter.svg");
    await loaded(vehicle.getByTestId("vehicle-image"));
    await gotoReady(page, "/hi/loan-details/LS2610000003");
    await expect(vehicle.getByRole("heading", { name: "टू-व्हीलर" })).toBeVisible();
  });
});
