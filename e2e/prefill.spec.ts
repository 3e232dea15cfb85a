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
    await form.locator("input[name=dateOfBirth]").fill("1992-03-14");
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
    await expect(page.locator("[name=dateOfBirth]")).toHaveValue("1992-03-14");
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
