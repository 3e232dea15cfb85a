import { verifyInChat } from "./support/chat.ts";
import { customerPage, freshLead, freshMobile } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// In the browser: a logged-in customer asks the chat about their application and gets its status
// without typing an OTP, the conversation is still there after a reload, and a Hindi question on the
// Hindi site gets a Hindi answer with Hindi links.

test(
  "a logged-in customer gets their application's status in the chat, and a reload keeps the conversation",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(90_000);
    const mobile = freshMobile();
    const page = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");
    const reference = await freshLead(page, mobile);

    await page.clock.install();
    await gotoReady(page, "/");
    await page.getByTestId("chat-open").click();
    const chat = page.getByTestId("chat-widget");
    await expect(chat).toContainText("automated assistant");
    await chat.getByRole("button", { name: "Start chat" }).click();
    await expect(chat.locator("#chat-otp")).toHaveCount(0);
    // Only what the account does not have yet is asked (a name and an email), never a mobile or an OTP.
    await expect(chat.locator("#chat-mobile")).toHaveCount(0);
    for (const [box, value] of [
      ["#chat-name", "Asha Verma"],
      ["#chat-email", "asha@example.in"],
    ] as const) {
      if (await chat.locator(box).isVisible()) await chat.locator(box).fill(value);
    }
    await chat.getByRole("checkbox").check();
    await chat.getByRole("button", { name: "Continue to chat" }).click();
    await expect(chat).toHaveAttribute("data-step", "chat");

    await chat.getByLabel("Your question").fill("what is the status of my application?");
    await chat.getByRole("button", { name: "Send" }).click();
    const answer = chat.locator('[data-sender="bot"]').last();
    await expect(answer).toContainText(reference);
    await expect(answer).toContainText("In progress");
    await expect(answer.getByRole("link", { name: `Details of ${reference}` })).toHaveAttribute(
      "href",
      `/loan-details/${reference}`,
    );

    // Once the answer has finished streaming (the chat takes questions again), a reload: the chat opens
    // on the same conversation, with no details asked again.
    await expect(chat.getByTestId("chat-talk-to-person")).toBeEnabled();
    await page.reload();
    // The chat button opens the chat once the page has hydrated: a tap before that is not the case tested.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("chat-open").click();
    await expect(chat).toHaveAttribute("data-step", "chat");
    await expect(chat.locator('[data-sender="user"]')).toHaveText([/what is the status of my application\?/]);
    await expect(chat.locator('[data-sender="bot"]').last()).toContainText(reference);

    // Only the login's OTP was ever sent.
    const sent = (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
      body: string;
    }[];
    expect(sent.filter((m) => / is your .* OTP\./.test(m.body))).toHaveLength(1);
    await page.context().close();
  },
);

test("a Hindi question on the Hindi site gets a Hindi answer with Hindi links", async ({ page }) => {
  allowTime(60_000);
  const mobile = freshMobile();
  await page.clock.install();
  await gotoReady(page, "/hi/");
  await page.getByTestId("chat-open").click();
  const chat = page.getByTestId("chat-widget");
  await expect(chat).toContainText("स्वचालित सहायक");
  await verifyInChat(page, chat, mobile, { lang: "hi", name: "आशा वर्मा" });

  await chat.getByLabel("आपका सवाल").fill("यूज़्ड कार लोन के लिए कौन से कागज़ात चाहिए?");
  await chat.getByRole("button", { name: "भेजें" }).click();
  const answer = chat.locator('[data-sender="bot"]').last();
  await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/hi\//);
  await expect(answer).toContainText("दस्तावेज़");
  // Every link of the answer stays on the Hindi site, and its words are Hindi.
  const hrefs = await answer
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.every((href) => href?.startsWith("/hi/"))).toBe(true);
  await expect(answer).not.toContainText(/\b(the|and|documents|Read more)\b/);
});

test(
  "talk to a person: the ticket is answered in the studio's support queue and the answer reaches the dashboard",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(120_000);
    const mobile = freshMobile();
    const page = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");
    await freshLead(page, mobile);
    await page.clock.install();
    await gotoReady(page, "/");
    await page.getByTestId("chat-open").click();
    const chat = page.getByTestId("chat-widget");
    await chat.getByRole("button", { name: "Start chat" }).click();
    for (const [box, value] of [
      ["#chat-name", "Asha Verma"],
      ["#chat-email", "asha@example.in"],
    ] as const) {
      if (await chat.locator(box).isVisible()) await chat.locator(box).fill(value);
    }
    await chat.getByRole("checkbox").check();
    await chat.getByRole("button", { name: "Continue to chat" }).click();
    await chat.getByLabel("Your question").fill("my otp is 4821, why was my loan not sanctioned yet?");
    await chat.getByRole("button", { name: "Send" }).click();
    await expect(chat.locator('[data-sender="bot"]').last()).not.toBeEmpty();
    await chat.getByTestId("chat-talk-to-person").click();
    const said = chat.locator('[data-sender="bot"]').last();
    await expect(said).toContainText(/Your ticket ST\d{8} is open/);
    const reference = /ST\d{8}/.exec((await said.textContent()) ?? "")![0];

    // An employee of the support role answers it in the studio.
    const studio = await browser.newContext({ baseURL: baseURL! });
    const desk = await studio.newPage();
    await signInToStudio(desk, ["support"], "/studio/support");
    const ticket = desk.locator(`[data-testid="studio-support-ticket"][data-reference="${reference}"]`);
    await expect(ticket).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await ticket.getByText("The chat").click();
    await expect(ticket.getByTestId("support-transcript")).toContainText("my otp is XXXX");
    await expect(ticket.getByTestId("support-transcript")).not.toContainText("4821");
    await ticket
      .getByLabel("Your reply to the customer")
      .fill("The lender is checking your documents; expect news within 3 days.");
    await ticket.getByRole("button", { name: "Send reply" }).click();
    await expect(desk.getByTestId("support-desk-result")).toContainText(`${reference} · Answered`);
    await studio.close();

    // The customer reads it on the dashboard, and was told by SMS.
    await gotoReady(page, "/dashboard");
    const mine = page.locator(`[data-testid="support-ticket"][data-ticket="${reference}"]`);
    await expect(mine.getByTestId("support-reply")).toHaveText(
      "The lender is checking your documents; expect news within 3 days.",
    );
    expect(await axeViolations(page)).toEqual([]);
    const sent = (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
      body: string;
    }[];
    expect(sent.some((m) => m.body.includes(reference) && m.body.includes("replied"))).toBe(true);
    await page.context().close();
  },
);

test("an OTP that did not come: the chat explains the OTP, its link opens the login page, and Back returns to the chat's page", {
  tag: "@one-width",
}, async ({ page }) => {
  allowTime(60_000);
  const mobile = freshMobile();
  await page.clock.install();
  await gotoReady(page, "/emi-calculator");
  await page.getByTestId("chat-open").click();
  const chat = page.getByTestId("chat-widget");
  await verifyInChat(page, chat, mobile);

  await chat.getByLabel("Your question").fill("i tried to log in but i didnt get the otp");
  await chat.getByRole("button", { name: "Send" }).click();
  const answer = chat.locator('[data-sender="bot"]').last();
  // The OTP policy's own figures: 4 digits, 10 minutes, the 30-second resend timer, 5 an hour.
  await expect(answer).toContainText("4-digit OTP");
  await expect(answer).toContainText("valid for 10 minutes");
  await expect(answer).toContainText("30-second timer");
  await expect(answer).toContainText("5 OTPs an hour");
  await expect(chat.getByTestId("chat-talk-to-person")).toBeEnabled();

  await answer.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in to LoanSetu");
  await page.goBack();
  await expect(page).toHaveURL(/\/emi-calculator$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("chat-open").click();
  await expect(chat.locator('[data-sender="user"]').last()).toContainText("didnt get the otp");
});
