import { summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import type { Page } from "@playwright/test";
import { verifyInChat } from "./support/chat.ts";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// The chatbot answers a calculation with the calculator's figure and a link that opens the
// calculator pre-filled with the same inputs; its first screen suggests questions for the page.

let counter = 0;
/** A fresh mobile per chat (the OTP send limits are per mobile). */
function newMobile(workerIndex: number): string {
  counter += 1;
  return `96${String(workerIndex).padStart(2, "0")}${String(Date.now() % 10_000).padStart(4, "0")}${String(counter).padStart(2, "0")}`.slice(
    0,
    10,
  );
}

const SEND_HI = "भेजें";

/** Opens the widget on a page and goes through the details form to the chat. */
async function startChat(page: Page, mobile: string, path: string, locale: "en" | "hi" = "en") {
  await page.clock.install();
  await gotoReady(page, path);
  await page.getByTestId("chat-open").click();
  const chat = page.getByTestId("chat-widget");
  await verifyInChat(page, chat, mobile, { lang: locale });
  return chat;
}

test.describe("chatbot answers", { tag: "@one-width" }, () => {
  test("a calculation gets the calculator's EMI, and its link opens the calculator showing the same EMI", async ({
    page,
  }, info) => {
    const chat = await startChat(page, newMobile(info.workerIndex), "/emi-calculator");
    // On a calculator the suggestions are about EMIs.
    const suggestions = chat.getByRole("navigation", { name: "Suggested questions" });
    await expect(suggestions.getByRole("button")).toHaveCount(5);
    await expect(suggestions.getByRole("button").first()).toHaveText("EMI for 5 lakh at 11% for 3 years");

    const input = chat.getByLabel("Your question");
    await input.fill("EMI for ₹8,00,000 at 9.5% for 5 years");
    await input.press("Enter");
    const emi = formatRupees(summarizeLoan({ principal: 800_000, annualRatePercent: 9.5, months: 60 }).emi);
    const answer = chat.locator('[data-sender="bot"]').last();
    await expect(answer).toContainText(`is ${emi}`);
    await expect(suggestions).toHaveCount(0);

    const link = answer.getByRole("link", { name: "Open the EMI calculator with these figures" });
    await expect(link).toHaveAttribute("href", "/emi-calculator?amount=800000&tenure=5&rate=9.5");
    await link.click();
    await expect(page).toHaveURL(/\/emi-calculator\?amount=800000&tenure=5&rate=9\.5$/);
    await expect(page.getByTestId("result-emi")).toHaveText(`${emi} /month`);
  });

  test("a follow-up reuses the thread's inputs, and a Hindi page suggests Hindi questions answered in Hindi", async ({
    page,
  }, info) => {
    const chat = await startChat(page, newMobile(info.workerIndex), "/hi/cibil-score", "hi");
    const suggestions = chat.getByRole("navigation", { name: "सुझाए गए सवाल" });
    await expect(suggestions.getByRole("button").first()).toHaveText("अच्छा क्रेडिट स्कोर कितना होता है?");
    await suggestions.getByRole("button", { name: "मेरा क्रेडिट स्कोर 720 है, क्या यह अच्छा है?" }).click();
    const bot = chat.locator('[data-sender="bot"]');
    await expect(bot.last()).toContainText("720 का क्रेडिट स्कोर");
    await expect(bot.last().getByRole("link")).toHaveAttribute("href", "/hi/cibil-score");

    const input = chat.getByLabel("आपका सवाल");
    // The box takes the next question once the answer has finished streaming (Send is enabled again).
    const send = chat.getByRole("button", { name: SEND_HI, exact: true });
    await expect(send).toBeEnabled();
    await input.fill("5 लाख का लोन 11% पर 3 साल, EMI कितनी?");
    await input.press("Enter");
    await expect(bot.last()).toContainText(
      formatRupees(summarizeLoan({ principal: 500_000, annualRatePercent: 11, months: 36 }).emi),
    );
    await expect(send).toBeEnabled();
    await input.fill("और 5 साल के लिए?");
    await input.press("Enter");
    await expect(bot.last()).toContainText(
      formatRupees(summarizeLoan({ principal: 500_000, annualRatePercent: 11, months: 60 }).emi),
    );
    await expect(bot.last().getByRole("link")).toHaveAttribute(
      "href",
      "/hi/emi-calculator?amount=500000&tenure=5&rate=11",
    );
  });
});
