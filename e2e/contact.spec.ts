import { axeViolations, expect, gotoReady, otpSentTo, test } from "./support/fixtures.ts";

test.describe("contact page", () => {
  test(
    "shows each field's message, then verifies the mobile by OTP and sends the message",
    { tag: "@one-width" },
    async ({ page, outbox }, info) => {
      const mobile = `98${String(10_000_000 + info.workerIndex * 1_000 + Math.floor(Math.random() * 999)).slice(-8)}`;
      await gotoReady(page, "/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reach Our Team");
      const form = page.getByRole("main");
      await form.getByRole("button", { name: "Get OTP" }).click();
      await expect(page.locator("#contact-name-error")).toHaveText("Field cannot be left empty.");
      await expect(page.locator("#contact-message-error")).toHaveText("Field cannot be left empty.");

      await form.getByLabel("Full name").fill("Meera Iyer");
      await form.getByLabel("Email").fill("meera@");
      await form.getByLabel("Mobile number").fill("12345");
      await form.getByLabel("Your message").fill("Hello");
      await form.getByRole("button", { name: "Get OTP" }).click();
      await expect(page.locator("#contact-email-error")).toHaveText("Please enter valid email.");
      await expect(page.locator("#contact-mobile-error")).toHaveText("Mobile Number is not valid");
      await expect(page.locator("#contact-message-error")).toHaveText(
        "Write at least 10 characters in the message.",
      );

      await form.getByLabel("Email").fill("meera@example.in");
      await form.getByLabel("Mobile number").fill(mobile);
      await form
        .getByLabel("Your message")
        .fill("I would like to know the documents for a two-wheeler loan.");
      await form.getByRole("button", { name: "Get OTP" }).click();
      const otpInput = form.getByLabel("Enter 4 Digit OTP");
      await expect(otpInput).toBeVisible();
      const code = await otpSentTo(page, mobile);

      await otpInput.fill(String((Number(code) + 1) % 10_000).padStart(4, "0"));
      await expect(page.locator("#contact-otp-error")).toHaveText("The OTP you have entered is incorrect");
      await otpInput.fill(code);
      // The thank-you replaces the form: it is announced, on the screen of a 360 px phone, and has the focus
      // the form's button had.
      const done = page.getByTestId("contact-done");
      await expect(done).toContainText("Thank you!");
      await expect(done).toHaveRole("status");
      await expect(done).toBeInViewport();
      await expect(done).toBeFocused();

      const mail = async () =>
        (await outbox()).find((m) => m.channel === "email" && m.body.includes("two-wheeler loan"));
      await expect.poll(async () => (await mail())?.recipient).toBe("support@loansetu.in");
      expect((await mail())?.body).toContain("Meera Iyer");
    },
  );

  test("is in Hindi on /hi/contact and has no accessibility violations", async ({ page }) => {
    await gotoReady(page, "/hi/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारी टीम तक पहुँचें");
    await page.getByRole("main").getByRole("button", { name: "ओटीपी पाएँ" }).click();
    await expect(page.locator("#contact-name-error")).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    // A name in Devanagari is accepted as it is written.
    await page.getByRole("main").getByLabel("पूरा नाम").fill("मीरा अय्यर");
    await page.getByRole("main").getByRole("button", { name: "ओटीपी पाएँ" }).click();
    await expect(page.locator("#contact-email-error")).not.toBeEmpty();
    await expect(page.locator("#contact-name-error")).toBeEmpty();
    await gotoReady(page, "/contact");
    expect(await axeViolations(page)).toEqual([]);
  });
});
