import { customerPage, freshMobile } from "./support/customer.ts";
import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";

// What a customer already told us is not asked again: the details of the free credit score check (name,
// date of birth, PAN, email) start a later application's details step, the PAN only as its mask (the full
// PAN never reaches the page, and the application gets it from the server); a logged-in customer starts the
// chatbot without typing their name, mobile or an OTP.

const PAN = "PRFLX4321K";
const MASKED = "XXXXXX321K";

test(
  "the free credit score check's details pre-fill a later application, the PAN masked (English, Hindi)",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(120_000);
    const mobile = freshMobile();
    const page = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");

    // The free credit score check.
    await gotoReady(page, "/free-credit-score/cibil");
    const form = page.getByTestId("score-check-form");
    await form.locator("input[name=fullName]").fill("Meera Nair");
    await form.locator("input[name=dateOfBirth]").fill("14/03/1992");
    await form.locator("input[name=pan]").fill(PAN);
    await form.locator("input[name=email]").fill("meera.nair@example.in");
    await page.getByTestId("score-consent").check();
    await page.getByTestId("score-submit").click();
    await expect(page).toHaveURL(/\/credit-insights$/);

    // A later application starts with those details.
    await gotoReady(page, "/apply/personal-loan");
    await expect(page.getByTestId("details-prefilled")).toHaveText(
      "We filled in what you gave us for your free credit score check. Check it and change anything that is not right.",
    );
    await expect(page.locator("[name=fullName]")).toHaveValue("Meera Nair");
    await expect(page.locator("[name=email]")).toHaveValue("meera.nair@example.in");
    await expect(page.locator("[name=dateOfBirth]")).toHaveValue("14/03/1992");
    await expect(page.locator("[name=pan]")).toHaveValue(MASKED);
    expect(await page.content()).not.toContain(PAN);

    // Saved as it is, the application has the check's PAN (a mask alone would not pass as a PAN).
    await page.locator("[name=pincode]").fill("560001");
    await page.locator("[name=employment]").selectOption("salaried");
    await page.locator("[name=netMonthlyIncome]").fill("80000");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.locator("[name=amount]")).toBeVisible();
    const reference = /LS\d+/.exec((await page.getByTestId("journey-reference").textContent()) ?? "")![0];
    const state = (await (await page.request.get(`/api/journey/${reference}`)).json()).data;
    expect(state.details).toMatchObject({
      fullName: "Meera Nair",
      email: "meera.nair@example.in",
      dateOfBirth: "1992-03-14",
      panMasked: MASKED,
    });

    // In Hindi, a new application of another product starts the same way.
    await gotoReady(page, "/hi/apply/used-car-loan");
    await expect(page.getByTestId("details-prefilled")).toHaveText(
      "मुफ़्त क्रेडिट स्कोर जाँच के लिए आपने जो विवरण दिए थे, वे हमने भर दिए हैं। इन्हें जाँच लें और जो सही न हो उसे बदल दें।",
    );
    await expect(page.locator("[name=pan]")).toHaveValue(MASKED);
    await expect(page.getByText(`आपकी मुफ़्त क्रेडिट स्कोर जाँच से: ${MASKED}।`)).toBeVisible();
    await page.context().close();
  },
);

test(
  "a logged-in customer starts the chatbot without their name, mobile or an OTP (English, Hindi)",
  { tag: "@one-width" },
  async ({ page: helper, browser, baseURL }, info) => {
    allowTime(90_000);
    const mobile = freshMobile();
    // The account has a name and email from an application made before this login.
    const created = await helper.request.post(`/dev/pipeline-lead?mobile=${mobile}`);
    expect(created.ok()).toBe(true);
    const page = await customerPage(browser, baseURL!, mobile, info.project.name === "mobile");

    for (const [prefix, texts] of [
      [
        "",
        { start: "Start chat", submit: "Continue to chat", hello: "Hi Asha, what would you like to know?" },
      ],
      [
        "/hi",
        {
          start: "चैट शुरू करें",
          submit: "चैट पर आगे बढ़ें",
          hello: "नमस्ते Asha, आप क्या जानना चाहेंगे?",
        },
      ],
    ] as const) {
      await page.clock.install();
      await gotoReady(page, `${prefix}/`);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      await page.getByTestId("chat-open").click();
      const chat = page.getByTestId("chat-widget");
      await chat.getByRole("button", { name: texts.start }).click();
      await expect(chat.getByTestId("chat-signed-in")).toContainText(
        `Asha Verma (XXXXXX${mobile.slice(-4)})`,
      );
      // Nothing to type: no name, mobile or OTP box; the session stands for the verified mobile.
      await expect(chat.locator("#chat-name")).toHaveCount(0);
      await expect(chat.locator("#chat-mobile")).toHaveCount(0);
      await expect(chat.locator("#chat-otp")).toHaveCount(0);
      await expect(chat).toHaveAttribute("data-chatbot-otp", "true");
      // The email is asked only because this account has none yet (a journey's details would give it).
      await chat.locator("#chat-email").fill("asha@example.in");
      await chat.getByRole("checkbox").check();
      await chat.getByRole("button", { name: texts.submit }).click();
      await expect(chat).toHaveAttribute("data-step", "chat");
      await expect(chat.getByTestId("chat-log")).toContainText(texts.hello);
    }
    // No OTP was sent for the chats: the only one is the login's.
    const sent = (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()).data as {
      body: string;
    }[];
    expect(sent.filter((m) => / is your .* OTP\./.test(m.body))).toHaveLength(1);
    await page.context().close();
  },
);
