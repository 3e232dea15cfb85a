import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";
import {
  applyThroughLink,
  fillPartnerSignUp,
  freshMobile,
  newContext,
  partnerLogIn,
  verifyPartnerSignUp,
} from "./support/partners.ts";
import { disburseWithTwoEmployees, signInToStudio } from "./support/studio.ts";

// The channel partner's whole path as one journey, for ONE newly signed-up partner: sign-up with an OTP, approval in the
// studio, the share link, a customer who applies through it; operations disburses that lead in the studio,
// finance approves and pays its payout with remarks; the partner then sees the payout (Paid, its amount) in
// /partner, in English and Hindi, and the Sales Grand Prix ranks them by their disbursed amount.
// partners.spec.ts and payouts.spec.ts test each half in more detail (validation, masking, status links).
// The stages between the customer's first details and "Sanctioned" (choosing an offer, documents, credit
// assessment, the customer's acceptance) are studio-pipeline.spec.ts's: here /dev/sanction-lead does them.

test(
  "a new partner's customer is disbursed; finance pays the payout; the partner sees it Paid and is ranked",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(300_000);
    const dealerMobile = freshMobile(info.workerIndex, "8");
    // A first word of its own, so the leaderboard's shortened name ("Journey123456 C.") is this partner's.
    const word = `Journey${Date.now() % 1_000_000}`;
    const business = `${word} Cars`;

    // 1. The partner signs up with an OTP.
    const partnerContext = await newContext(browser, baseURL!, info);
    const partner = await partnerContext.newPage();
    const signUp = await fillPartnerSignUp(partner, {
      business,
      name: "Kiran Joshi",
      mobile: dealerMobile,
      email: "kiran@example.com",
      city: "Indore",
      taxId: "abcpj1234k",
    });
    await verifyPartnerSignUp(partner, signUp, dealerMobile);

    // 2. Operations approve them in the studio.
    const studioContext = await newContext(browser, baseURL!, info);
    const studio = await studioContext.newPage();
    await signInToStudio(studio, ["operations"], "/studio/partners");
    const card = studio.getByTestId("studio-partner").filter({ hasText: business });
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(studio.getByTestId("partner-decision-result")).toHaveText("Partner approved.");

    // 3. The partner logs in, has no payout yet, and reads their share link.
    await partnerLogIn(partner, dealerMobile);
    await expect(partner.getByTestId("partner-payouts")).not.toContainText("Lead LS");
    const link = (await partner.getByTestId("share-link-personal-loan").textContent())!.trim();
    const code = (await partner.getByTestId("partner-code").textContent())!.trim();
    expect(link).toMatch(new RegExp(`/apply/personal-loan\\?ref=${code}$`));

    // 4. A customer opens the link and applies (their first details make the lead, attributed to the partner).
    const { context: customerContext, reference } = await applyThroughLink(browser, baseURL!, info, link, {
      fullName: "Sunita Yadav",
      email: "sunita@example.in",
      dateOfBirth: "21/07/1990",
      pan: "BQRPY5432N",
      pin: "452001",
      income: "80,000",
    });
    await customerContext.close();

    // 5. The stages before disbursal (the customer's offer, documents, assessment, acceptance, sanction).
    const sanctioned = await studio.request.post(`/dev/sanction-lead?reference=${reference}`);
    expect(sanctioned.ok()).toBe(true);
    expect((await sanctioned.json()).data.loanAmount).toBe(300_000);

    // 6. Operations enter its disbursal on the studio's lead page, which names the partner; a second
    // employee approves it.
    await gotoReady(studio, `/studio/leads/${reference}`);
    await expect(studio.getByTestId("lead-partner")).toContainText(
      `${business} (${code}), through their link`,
    );
    await disburseWithTwoEmployees(studio, reference);
    await expect(studio.getByTestId("lead-summary")).toHaveText("Status: Completed · Stage: Disbursed");

    // 7. Finance finds its payout, approves it, then pays it with remarks and the amount paid.
    await signInToStudio(studio, ["finance"], "/studio/payouts");
    await studio.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const row = studio.getByTestId(`payout-${reference}`);
    await expect(row.getByTestId("payout-status")).toHaveText("Pending");
    await row.getByRole("link", { name: `Open payout ${reference}` }).click();
    await expect(studio.getByRole("heading", { level: 1 })).toHaveText(`Payout for lead ${reference}`);
    // 1.5 % of ₹3,00,000; a partner without a GSTIN gets no GST; no TDS: the partner's first commission of the
    // financial year is within the section 194H threshold of ₹20,000, and the page says so.
    const figures = studio.getByTestId("payout-figures");
    await expect(figures).toContainText("₹4,500.00");
    await expect(figures).toContainText(
      /TDS u\/s 194H \(2%\)− ₹0\.00\(none: the commission of FY \d{4}-\d{2} is within ₹20,000\)/,
    );
    await expect(figures).toContainText("Net payable₹4,500.00");
    await studio.getByLabel("New status").selectOption("Approved");
    await studio.getByLabel("Remarks").fill("Invoice checked");
    await studio.getByRole("button", { name: "Save status" }).click();
    await expect(studio.getByTestId("payout-current-status")).toHaveText("Approved");
    // Not paid while the partner has given no bank account (decision 0049).
    const pay = async () => {
      await studio.getByLabel("New status").selectOption("Paid");
      await studio.getByLabel("Remarks").fill("NEFT UTR 445566");
      await studio.getByLabel("Paid amount (₹, optional)").fill("4500");
      await studio.getByLabel("UTR of the transfer (needed for Paid)").fill("hdfcn52026112844556");
      await studio.getByRole("button", { name: "Save status" }).click();
    };
    await pay();
    await expect(
      studio.getByText(
        "The partner has not given their bank account yet, so the payout cannot be marked paid.",
      ),
    ).toBeVisible();
    await expect(studio.getByTestId("payout-current-status")).toHaveText("Approved");

    // 7b. The partner adds their bank account in the partner area: the IFSC is checked, the number masked.
    await gotoReady(partner, "/partner");
    const bank = partner.getByTestId("partner-bank");
    await expect(bank.getByTestId("partner-bank-missing")).toHaveText(
      "Add your bank account: we cannot pay your payouts until it is here.",
    );
    const bankForm = bank.getByTestId("partner-bank-form");
    await bankForm.getByLabel("Account number", { exact: true }).fill("50100987654321");
    await bankForm.getByLabel("Account number again").fill("50100987654321");
    await bankForm.getByLabel("IFSC").fill("HDFC1234567");
    await bankForm.getByLabel("Account holder's name").fill("Kiran Joshi");
    await bankForm.getByRole("button", { name: "Save bank account" }).click();
    await expect(
      bankForm.getByText("Please enter a valid IFSC: 4 letters, 0, then 6 letters or digits."),
    ).toBeVisible();
    await bankForm.getByLabel("Account number again").fill("50100987654321");
    await bankForm.getByLabel("IFSC").fill("hdfc0001234");
    await bankForm.getByRole("button", { name: "Save bank account" }).click();
    await expect(bank.getByTestId("partner-bank-message")).toHaveText("Your bank account is saved.");
    await expect(bank.getByTestId("partner-bank-account")).toHaveText("XXXXXXXXXX4321");
    await expect(bank).toContainText("HDFC0001234");
    await expect(partner.locator("body")).not.toContainText("50100987654321");

    // 7c. Now finance pays it, with the transfer's UTR and date.
    await gotoReady(studio, `/studio/payouts/${reference}`);
    await pay();
    await expect(studio.getByTestId("payout-current-status")).toHaveText("Paid");
    await expect(studio.getByTestId("payout-history")).toContainText("NEFT UTR 445566");
    await expect(studio.getByTestId("payout-transfer")).toContainText("UTR HDFCN52026112844556");

    // 8. The partner reloads /partner: the lead's payout is Paid, with the amount; the same in Hindi.
    await gotoReady(partner, "/partner");
    const payout = partner.getByTestId("partner-payouts").getByTestId(`partner-payout-${reference}`);
    await expect(payout.getByTestId("partner-payout-status")).toHaveText("Paid");
    await expect(payout.getByTestId("partner-payout-amount")).toHaveText("₹4,500.00");
    await expect(payout.getByTestId("partner-payout-transfer")).toHaveText(
      /^Paid on \d{1,2} [A-Z][a-z]{2} \d{4} · UTR HDFCN52026112844556$/,
    );
    await expect(payout.getByTestId("partner-payout-tds")).toHaveText(
      /^− ₹0\.00none: the commission of FY \d{4}-\d{2} is within ₹20,000$/,
    );
    await expect(partner.getByTestId("partner-tds-rule")).toContainText(
      /exceeds ₹20,000; .* Your commission in FY \d{4}-\d{2} so far: ₹4,500\.00\./,
    );
    await gotoReady(partner, "/hi/partner");
    const payoutHi = partner.getByTestId("partner-payouts").getByTestId(`partner-payout-${reference}`);
    await expect(payoutHi.getByTestId("partner-payout-status")).toHaveText("भुगतान हो गया");
    await expect(payoutHi.getByTestId("partner-payout-amount")).toHaveText("₹4,500.00");
    await expect(payoutHi.getByTestId("partner-payout-transfer")).toContainText("यूटीआर HDFCN52026112844556");
    await expect(partner.getByTestId("partner-bank-account")).toHaveText("XXXXXXXXXX4321");
    await expect(payoutHi.getByTestId("partner-payout-tds")).toHaveText(
      /^− ₹0\.00नहीं: वित्त वर्ष \d{4}-\d{2} का कमीशन ₹20,000 के भीतर है$/,
    );
    await expect(partner.getByTestId("partner-tds-rule")).toContainText(
      /₹20,000 से अधिक .* वित्त वर्ष \d{4}-\d{2} में अब तक आपका कमीशन: ₹4,500\.00।/,
    );

    // 9. The Sales Grand Prix ranks them by the amount disbursed (its standings are cached up to a minute, so
    // the page is reloaded until they include this disbursal).
    await gotoReady(partner, "/partner");
    await partner.getByRole("link", { name: "Sales Grand Prix: see your rank" }).click();
    await expect(partner).toHaveURL(/\/sales-grand-prix$/);
    await expect(partner.getByRole("heading", { level: 1 })).toHaveText("Sales Grand Prix");
    const own = partner.getByTestId("gp-own-rank");
    const ownRank = /^You are number (\d+) this month, with ₹3 Lakh disbursed on 1 loans?\.$/;
    await expect(async () => {
      await partner.reload();
      await expect(own).toHaveText(ownRank, { timeout: 2_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
    const rank = Number(ownRank.exec((await own.textContent())!.trim())![1]);
    const mine = partner.getByTestId("gp-row").nth(rank - 1);
    await expect(mine.getByTestId("gp-row-name")).toHaveText(`${word} C.`);
    await expect(mine).toContainText("₹3 Lakh");
    await gotoReady(partner, "/hi/sales-grand-prix");
    await expect(partner.getByTestId("gp-own-rank")).toHaveText(
      `इस महीने आप ${rank} नंबर पर हैं, 1 लोन पर ₹3 लाख वितरित।`,
    );

    await partnerContext.close();
    await studioContext.close();
  },
);
