import type { Page } from "@playwright/test";
import { XSS_PAYLOADS } from "../packages/api/test/support/xss-payloads.ts";
import { verifyInChat } from "./support/chat.ts";
import { allowTime, axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";

let counter = 0;
/** A fresh mobile per chat (the OTP send limits are per mobile). */
function newMobile(workerIndex: number): string {
  counter += 1;
  return `97${String(workerIndex).padStart(2, "0")}${String(Date.now() % 10_000).padStart(4, "0")}${String(counter).padStart(2, "0")}`.slice(
    0,
    10,
  );
}

const widget = (page: Page) => page.getByTestId("chat-widget");

/** Opens the widget on a page and goes through the details form to the chat. */
async function startChat(page: Page, mobile: string, path = "/") {
  await page.clock.install();
  await gotoReady(page, path);
  // The chat's timers (idle close, prompts) run only when a test moves the page's time: real seconds of a
  // busy machine would otherwise eat into their margins.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByTestId("chat-open").click();
  const chat = widget(page);
  await verifyInChat(page, chat, mobile);
  await expect(chat.getByTestId("chat-log")).toContainText("Hi Asha, what would you like to know?");
  return chat;
}

async function ask(page: Page, question: string) {
  const input = widget(page).getByLabel("Your question");
  await input.fill(question);
  await input.press("Enter");
}

test.describe("support chatbot", () => {
  test("welcome, details with each message, OTP, then an answer streamed piece by piece with a link to its source", async ({
    page,
  }, info) => {
    await page.clock.install();
    await gotoReady(page, "/");
    // The closed widget is one small button; its code loads on the first open.
    const launcher = page.getByTestId("chat-open");
    await expect(launcher).toHaveAccessibleName("Chat with us");
    const widgetChunk = page.waitForRequest((r) => /chat-widget/.test(r.url()));
    await launcher.click();
    await widgetChunk;
    const chat = widget(page);
    await expect(chat).toHaveAttribute("data-step", "welcome");
    await chat.getByRole("button", { name: "Start chat" }).click();

    // Minimise and restore keep the form.
    await chat.getByRole("button", { name: "Minimise chat" }).click();
    await expect(chat.getByLabel("Full name")).toBeHidden();
    await chat.getByRole("button", { name: "Open chat" }).click();

    await chat.getByLabel("Full name").fill("R2D2");
    await chat.getByLabel("Email").fill("asha@");
    await chat.getByLabel("Mobile number").fill("12345");
    await chat.getByRole("button", { name: "Get OTP" }).click();
    await expect(chat.locator("#chat-mobile-error")).toHaveText("Mobile Number is not valid");
    await chat.getByLabel("Full name").blur();
    await chat.getByLabel("Email").focus();
    await chat.getByLabel("Email").blur();
    await expect(chat.locator("#chat-name-error")).toHaveText("Please enter a valid name");
    await expect(chat.locator("#chat-email-error")).toHaveText("Please enter valid email ID.");
    await expect(chat.getByRole("button", { name: "Continue to chat" })).toBeDisabled();

    const mobile = newMobile(info.workerIndex);
    await chat.getByLabel("Full name").fill("Asha Verma");
    await chat.getByLabel("Email").fill("asha@example.in");
    await chat.getByLabel("Mobile number").fill(mobile);
    await chat.getByRole("button", { name: "Get OTP" }).click();
    const otp = chat.getByLabel("Enter 4 Digit OTP");
    await otp.fill("12");
    await otp.press("Enter");
    await expect(chat.locator("#chat-otp-error")).toHaveText("Please enter a valid Otp.");
    const code = await otpSentTo(page, mobile);
    await otp.fill(String((Number(code) + 1) % 10_000).padStart(4, "0"));
    await expect(chat.locator("#chat-otp-error")).toContainText("Incorrect OTP");
    await expect(chat).toHaveAttribute("data-chatbot-otp", "false");
    await otp.fill(code);
    await expect(chat).toHaveAttribute("data-chatbot-otp", "true");
    // Submit needs the consent too.
    await expect(chat.getByRole("button", { name: "Continue to chat" })).toBeDisabled();
    await chat.getByRole("checkbox").check();
    await chat.getByRole("button", { name: "Continue to chat" }).click();
    await expect(chat).toHaveAttribute("data-step", "chat");

    // §5 question rules, each with its message; the allowed short phrases skip them.
    const rules: [string, string][] = [
      ["   ", "Please type a valid question."],
      ["emi", "Your question seems too short. Could you please provide more details?"],
      [
        "<img src=x> what is emi",
        "Your message contains unsupported content. Please remove HTML or links and try again.",
      ],
      ["???? !!!!", "Please ask a specific question so I can assist you better."],
    ];
    for (const [question, message] of rules) {
      await ask(page, question);
      await expect(chat.locator("#chat-question-error")).toHaveText(message);
    }
    // Over 300 characters cannot be typed (the input holds 255), so the too-long rule is the API's (tested there).
    await chat.getByLabel("Your question").fill("a ".repeat(200));
    await expect(chat.getByLabel("Your question")).toHaveValue("a ".repeat(200).slice(0, 255));

    // The answer arrives piece by piece: count the distinct texts the bot's message goes through.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { __pieces: Set<string> }).__pieces = seen;
      new MutationObserver(() => {
        const last = document.querySelector('[data-testid="chat-log"] li[data-sender="bot"]:last-child');
        if (last?.textContent) seen.add(last.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await ask(page, "How is the EMI calculated?");
    const answer = chat.locator('li[data-sender="bot"]').last();
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /\/resources\//);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pieces: Set<string> }).__pieces.size))
      .toBeGreaterThan(2);
    await expect(answer).not.toContainText("【");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("closes after 30 s of page inactivity, but not while an input is focused", {
    tag: "@one-width",
  }, async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    // Only the test moves the page's time: real seconds passing on a busy machine would add to the 29 s.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByTestId("chat-open").click();
    await expect(widget(page)).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(widget(page)).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(widget(page)).toBeHidden();
    await expect(page.getByTestId("chat-open")).toBeVisible();

    await page.getByTestId("chat-open").click();
    await widget(page).getByRole("button", { name: "Start chat" }).click();
    await widget(page).getByLabel("Full name").focus();
    await page.clock.runFor(45_000);
    await expect(widget(page)).toBeVisible();
    await widget(page).getByLabel("Full name").blur();
    await page.clock.runFor(31_000);
    await expect(widget(page)).toBeHidden();
  });

  test(
    "after 120 s asks if there is anything else: Yes continues; No → helpful? Yes thanks and ends; closes 60 s later",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const chat = await startChat(page, newMobile(info.workerIndex));
      await page.clock.runFor(119_000);
      await expect(chat).not.toContainText("Is there anything else I can assist you with?");
      await page.clock.runFor(1_500);
      await expect(chat.getByTestId("chat-log")).toContainText(
        "Is there anything else I can assist you with?",
      );
      await chat.getByRole("button", { name: "Yes" }).click();
      await expect(chat.getByTestId("chat-log")).toContainText("Sure, please type your question.");
      await expect(chat.getByLabel("Your question")).toBeVisible();

      await page.clock.runFor(120_500);
      await chat.getByRole("button", { name: "No" }).click();
      await expect(chat.getByTestId("chat-log")).toContainText("Was this conversation helpful?");
      const feedback = page.waitForRequest((r) => r.url().endsWith("/api/chatbot-feedback"));
      await chat.getByRole("button", { name: "Yes" }).click();
      expect((await feedback).postDataJSON()).toMatchObject({ user: { feedback: "Yes" } });
      await expect(chat.getByTestId("chat-log")).toContainText("Thank you for chatting with us.");
      await expect(chat.getByTestId("chat-closed")).toContainText("This conversation has been closed");
      await page.clock.runFor(59_000);
      await expect(chat).toBeVisible();
      await page.clock.runFor(1_500);
      await expect(chat).toBeHidden();
    },
  );

  test(
    "helpful? No asks what went wrong and sends the comment as feedback; no answer within 60 s shows the away message",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const chat = await startChat(page, newMobile(info.workerIndex));
      await page.clock.runFor(120_500);
      await chat.getByRole("button", { name: "No" }).click();
      await chat.getByRole("button", { name: "No" }).click();
      await expect(chat.getByTestId("chat-log")).toContainText("Please tell us what went wrong.");
      const feedback = page.waitForRequest((r) => r.url().endsWith("/api/chatbot-feedback"));
      const input = chat.getByLabel("What went wrong?");
      await input.fill("The answers were too short");
      await input.press("Enter");
      expect((await feedback).postDataJSON()).toMatchObject({
        user: { feedback: "No", feedbackComment: "The answers were too short" },
      });
      await expect(chat.getByTestId("chat-closed")).toContainText("This conversation has been closed");

      // A new chat, left unanswered after the prompt: the away message, then closed.
      await chat.getByRole("button", { name: "Start a new chat" }).click();
      await expect(chat).toHaveAttribute("data-step", "welcome");
      const again = await startChatInOpenWidget(page, newMobile(info.workerIndex));
      await page.clock.runFor(120_500);
      await expect(again.getByTestId("chat-log")).toContainText(
        "Is there anything else I can assist you with?",
      );
      await page.clock.runFor(60_500);
      await expect(again.getByTestId("chat-log")).toContainText("You seem to be away");
      await expect(again.getByTestId("chat-closed")).toContainText("This conversation has been closed");
    },
  );

  test(
    "a server that never answers times out after 25 s; another failure shows its own message",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const chat = await startChat(page, newMobile(info.workerIndex));
      await page.route("**/api/chatbot-v2", () => {
        // Never answers.
      });
      await ask(page, "What is a good credit score?");
      await expect(chat.getByTestId("chat-log")).toContainText("Looking through our guides");
      await page.clock.runFor(24_000);
      await expect(chat.getByTestId("chat-closed")).toHaveCount(0);
      await page.clock.runFor(1_500);
      await expect(chat.getByTestId("chat-log")).toContainText(
        "Sorry, the request is taking longer than expected. Please try again.",
      );
      await expect(chat.getByTestId("chat-closed")).toContainText(
        "We’re experiencing some delays. Please try again in a moment.",
      );
      await expect(chat.getByTestId("chat-closed")).toContainText("This conversation has been closed");

      await page.unroute("**/api/chatbot-v2");
      await page.route("**/api/chatbot-v2", (route) => route.fulfill({ status: 500, body: "oops" }));
      await chat.getByRole("button", { name: "Start a new chat" }).click();
      await startChatInOpenWidget(page, newMobile(info.workerIndex));
      await ask(page, "What is a good credit score?");
      await expect(chat.getByTestId("chat-log")).toContainText(
        "An error occurred while processing your request.",
      );
      await expect(chat.getByTestId("chat-closed")).toContainText("We’re experiencing some delays.");
    },
  );

  test(
    `runs none of ${XSS_PAYLOADS.length} OWASP payloads, as questions or as streamed answers`,
    { tag: "@one-width" },
    async ({ page }, info) => {
      allowTime(120_000);
      const crashes: string[] = [];
      page.on("pageerror", (error) => crashes.push(error.message));
      const chat = await startChat(page, newMobile(info.workerIndex));
      let next = 0;
      // A fake answer stream: each answer is a payload split into pieces, as an unsafe model might write it.
      await page.route("**/api/chatbot-v2", (route) => {
        const payload = XSS_PAYLOADS[next++ % XSS_PAYLOADS.length]!;
        const half = Math.ceil(payload.length / 2);
        const lines = [payload.slice(0, half), payload.slice(half), "【1†source】"]
          .map((text) => JSON.stringify({ text, done: false, threadId: "t" }))
          .concat(JSON.stringify({ text: "", done: true, threadId: "t" }));
        return route.fulfill({
          status: 200,
          contentType: "application/x-ndjson",
          body: `${lines.join("\n")}\n`,
        });
      });
      // Each question waits for the previous answer: a question typed while one streams is not sent.
      const send = chat.getByRole("button", { name: "Send", exact: true });
      for (const payload of XSS_PAYLOADS) {
        for (const question of [payload, "Tell me about personal loans"]) {
          await ask(page, question);
          await expect(send).toBeEnabled();
        }
      }
      // Every question got exactly one answer (plus the greeting); `next` counts the answers served.
      const bots = chat.locator('li[data-sender="bot"]');
      await expect.poll(async () => (await bots.count()) - next).toBe(1);
      expect(next).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
      const log = chat.getByTestId("chat-log");
      const handlers = await log
        .locator("*")
        .evaluateAll((elements) =>
          elements.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => /^on/i.test(name)),
        );
      expect(handlers).toEqual([]);
      // Let any deferred handler (onerror, onload, ontoggle…) have its chance.
      await page.clock.runFor(2_000);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(crashes).toEqual([]);
      await expect(
        log.locator("script, img, svg, iframe, object, embed, style, form, input, base, meta"),
      ).toHaveCount(0);
      for (const href of await log
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        expect(href).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    },
  );

  test(
    "speaks Hindi on Hindi pages and answers a Hindi question with Hindi links",
    { tag: "@one-width" },
    async ({ page }, info) => {
      const mobile = newMobile(info.workerIndex);
      await page.clock.install();
      await gotoReady(page, "/hi");
      await page.getByTestId("chat-open").click();
      const chat = widget(page);
      await expect(chat).toContainText("नमस्ते!");
      await chat.getByRole("button", { name: "चैट शुरू करें" }).click();
      expect(await axeViolations(page)).toEqual([]);
      // A name written in Devanagari is a name; a wrong e-mail stops the OTP before it is sent (each send
      // counts against the mobile's five an hour).
      await chat.getByLabel("पूरा नाम").fill("आशा वर्मा");
      await chat.getByLabel("ईमेल").fill("asha@");
      await chat.getByLabel("मोबाइल नंबर").fill(mobile);
      await chat.getByRole("button", { name: "ओटीपी पाएँ" }).click();
      await expect(chat.locator("#chat-email-error")).not.toBeEmpty();
      await expect(chat.locator("#chat-name-error")).toBeEmpty();
      await expect(chat.getByLabel("4 अंकों का ओटीपी डालें")).toHaveCount(0);
      expect((await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data).toEqual([]);
      await chat.getByLabel("ईमेल").fill("asha@example.in");
      await chat.getByRole("button", { name: "ओटीपी पाएँ" }).click();
      await chat.getByLabel("4 अंकों का ओटीपी डालें").fill(await otpSentTo(page, mobile));
      await chat.getByRole("checkbox").check();
      await chat.getByRole("button", { name: "चैट पर आगे बढ़ें" }).click();
      const input = chat.getByLabel("आपका सवाल");
      await input.fill("क्रेडिट स्कोर क्या होता है?");
      await input.press("Enter");
      await expect(chat.locator('li[data-sender="bot"]').last().getByRole("link").first()).toHaveAttribute(
        "href",
        /^\/hi\//,
      );
    },
  );
});

/** The details form again, in a widget that is already open at its welcome step. */
async function startChatInOpenWidget(page: Page, mobile: string) {
  const chat = widget(page);
  await verifyInChat(page, chat, mobile);
  return chat;
}
