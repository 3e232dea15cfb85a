import type { Page } from "@playwright/test";
import { customerPage, freshMobile } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { goodPan } from "./support/journey.ts";
import { newContext, partnerLogIn } from "./support/partners.ts";

// A customer a partner's link brought sees, at the consent step, one more box: unticked, optional, naming
// the partner. Only when it is ticked does the partner's list show the customer's name (the mobile stays
// masked); My data lists the consent, naming the partner, and withdrawing it masks the name again at once
// (decision 0057). One customer in English, one in Hindi, the same partner's list.

const PARTNER = { mobile: "9000000202", code: "VERMALP7", business: "Verma Loan Point" };

const TEXT = {
  en: {
    box: `Share my name and application status with ${PARTNER.business}, who referred me. (Optional)`,
    save: "Save and continue",
    partnerLine: `Partner: ${PARTNER.business}`,
    withdraw: "Withdraw this consent",
    effect: "The partner who referred you no longer sees your name",
    done: "Your consent has been withdrawn.",
  },
  hi: {
    box: `मेरा नाम और आवेदन की स्थिति ${PARTNER.business} के साथ साझा करें, जिन्होंने मुझे यहाँ भेजा। (वैकल्पिक)`,
    save: "सेव करें और आगे बढ़ें",
    partnerLine: `पार्टनर: ${PARTNER.business}`,
    withdraw: "यह सहमति वापस लें",
    effect: "आपको भेजने वाले पार्टनर को आपका नाम नहीं दिखेगा",
    done: "आपकी सहमति वापस ले ली गई है।",
  },
} as const;

/** Opens the partner's link logged in, fills the details and the loan, and stops at the consent step. */
async function toConsentStep(page: Page, lang: "en" | "hi", mobile: string, fullName: string) {
  const prefix = lang === "hi" ? "/hi" : "";
  const text = TEXT[lang];
  await gotoReady(page, `${prefix}/apply/personal-loan?ref=${PARTNER.code}`);
  const details = page.locator("form").filter({ has: page.locator("input[name=fullName]") });
  await details.locator("input[name=fullName]").fill(fullName);
  await details.locator("input[name=email]").fill("customer@example.in");
  await details.locator("input[name=dateOfBirth]").fill("15/06/1995");
  await details.locator("input[name=pan]").fill(goodPan(mobile));
  await details.locator("input[name=pincode]").fill("302001");
  await details.locator("select[name=employment]").selectOption("salaried");
  await details.locator("input[name=netMonthlyIncome]").fill("60,000");
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.locator("input[name=amount]")).toBeVisible();
  await page.locator("input[name=amount]").fill("3,00,000");
  await page.locator("select[name=tenureMonths]").selectOption("36");
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByTestId("consent-shareWithLenders")).toBeVisible();
  return /reference=(LS\d+)/.exec(page.url())![1]!;
}

test(
  "a link customer's name reaches the partner only with their consent, and is masked again once withdrawn, in both languages",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(240_000);
    const isMobile = info.project.name === "mobile";
    const partnerContext = await newContext(browser, baseURL!, info);
    const partner = await partnerContext.newPage();
    await partnerLogIn(partner, PARTNER.mobile);
    const leadName = (reference: string) =>
      partner
        .getByTestId("partner-lead")
        .filter({ has: partner.getByText(reference, { exact: true }) })
        .getByTestId("partner-lead-name");

    for (const [lang, fullName, masked] of [
      ["en", "Kavita Rao", "K***** R**"],
      ["hi", "Pooja Nair", "P**** N***"],
    ] as const) {
      const text = TEXT[lang];
      const prefix = lang === "hi" ? "/hi" : "";
      const mobile = freshMobile();
      const customer = await customerPage(browser, baseURL!, mobile, isMobile);
      const reference = await toConsentStep(customer, lang, mobile, fullName);

      // The box names the partner, starts unticked, and is optional.
      const box = customer.getByTestId("consent-shareWithPartner");
      await expect(box).not.toBeChecked();
      await expect(customer.locator("label").filter({ has: box })).toHaveText(text.box);
      expect(await axeViolations(customer)).toEqual([]);
      await customer.getByTestId("consent-bureauCheck").check();
      await customer.getByTestId("consent-shareWithLenders").check();
      await box.check();
      await customer.getByRole("button", { name: text.save }).click();
      await expect(customer).toHaveURL(/step=offers/);

      // The partner sees the name; the mobile stays masked.
      await gotoReady(partner, "/partner");
      await expect(leadName(reference)).toHaveText(fullName);
      const lead = partner
        .getByTestId("partner-lead")
        .filter({ has: partner.getByText(reference, { exact: true }) });
      await expect(lead.getByTestId("partner-lead-mobile")).toHaveText(
        `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`,
      );

      // My data lists the consent, naming the partner, and withdraws it by itself.
      await gotoReady(customer, `${prefix}/dashboard/my-data`);
      const entry = customer.locator(
        `[data-testid=ledger-consent][data-reference=${reference}][data-purpose=shareWithPartner]`,
      );
      await expect(entry.getByTestId("ledger-consent-partner")).toHaveText(text.partnerLine);
      await expect(entry.getByTestId("withdraw-one")).toContainText(text.effect);
      await entry.getByRole("button", { name: text.withdraw }).click();
      await expect(customer.getByTestId("my-data-result")).toHaveText(text.done);
      await expect(entry.getByTestId("withdraw-one")).toHaveCount(0);

      // The partner's next look shows the masked form again.
      await gotoReady(partner, "/partner");
      await expect(leadName(reference)).toHaveText(masked);
      await customer.context().close();
    }
    await partnerContext.close();
  },
);
