import { describe, expect, it } from "vitest";
import {
  ageOn,
  amountDigits,
  type CatalogueVehicle,
  canOpenStep,
  checkApplicantDetails,
  checkConsents,
  checkProductDetails,
  checkScoreCheckDetails,
  firstIncompleteStep,
  JOURNEY_PRODUCTS,
  type JourneyProduct,
  journeyProduct,
  kolkataDate,
  leadStages,
  maskPan,
  normalisePan,
} from "../src/application.ts";

const TODAY = "2026-11-22";
const DETAILS = {
  fullName: "  Asha   Verma ",
  email: "asha@example.in",
  dateOfBirth: "1994-05-10",
  pan: "abcde1234f",
  pincode: "110001",
  employment: "salaried",
  netMonthlyIncome: "60,000",
};

const product = (slug: string): JourneyProduct => journeyProduct(slug)!;
const CAR: CatalogueVehicle = { variantId: 10002, type: "car", exShowroomPrice: 419_900 };
const find = (id: number) => (id === CAR.variantId ? CAR : undefined);
const messages = (result: { ok: boolean; errors?: Record<string, { message: string }> }) =>
  Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, error]) => [field, error.message]));

describe("journey products and steps", () => {
  it("covers every product of §1 that is applied for, with §7's journey ids", () => {
    expect(JOURNEY_PRODUCTS.map((p) => p.slug)).toEqual([
      "personal-loan",
      "used-car-loan",
      "new-car-loan",
      "two-wheeler-loan",
      "ev-loan",
      "refinance",
      "business-loan",
      "commercial-vehicle-loan",
      "balance-transfer",
    ]);
    expect(product("new-car-loan").ids).toMatchObject({ productsId: 1, vendorsId: 5 });
    expect(product("balance-transfer").ids).toMatchObject({ productsId: 3 });
    expect(product("two-wheeler-loan").ids).toMatchObject({ productsId: 7, vendorsId: 7 });
    expect(product("personal-loan").ids).toMatchObject({ productsId: 5, vendorsId: 5 });
    expect(journeyProduct("gold-loan")).toBeUndefined();
  });

  it("opens the first incomplete step, and no step after it", () => {
    const none = { loggedIn: false, details: false, product: false, consents: false, offerChosen: false };
    expect(firstIncompleteStep(none)).toBe("login");
    expect(firstIncompleteStep({ ...none, loggedIn: true })).toBe("details");
    expect(firstIncompleteStep({ ...none, loggedIn: true, details: true })).toBe("product");
    expect(firstIncompleteStep({ ...none, loggedIn: true, details: true, product: true })).toBe("consents");
    const done = { loggedIn: true, details: true, product: true, consents: true, offerChosen: false };
    expect(firstIncompleteStep(done)).toBe("offers");
    expect(canOpenStep("details", { ...none, loggedIn: true })).toBe(true);
    expect(canOpenStep("consents", { ...none, loggedIn: true })).toBe(false);
    expect(canOpenStep("offers", done)).toBe(true);
  });

  it("has the lead's six stages, the first done once an offer is chosen", () => {
    expect(leadStages(0).every((s) => !s.isComplete)).toBe(true);
    expect(leadStages(1)).toEqual([
      { name: "Application submitted", isComplete: true },
      { name: "Documents", isComplete: false },
      { name: "Credit assessment", isComplete: false },
      { name: "Offer accepted", isComplete: false },
      { name: "Sanctioned", isComplete: false },
      { name: "Disbursed", isComplete: false },
    ]);
  });
});

describe("small helpers", () => {
  it("counts age in whole years, in India's calendar", () => {
    expect(ageOn("2005-11-22", TODAY)).toBe(21);
    expect(ageOn("2005-11-23", TODAY)).toBe(20);
    expect(ageOn("2005-12-01", TODAY)).toBe(20);
    expect(ageOn("2005-10-30", TODAY)).toBe(21);
    expect(kolkataDate(new Date("2026-11-21T19:00:00Z"))).toBe("2026-11-22");
  });

  it("normalises and masks a PAN; reads typed amounts", () => {
    expect(normalisePan(" abcde1234f ")).toBe("ABCDE1234F");
    expect(maskPan("ABCDE1234F")).toBe("XXXXXX234F");
    expect(maskPan("12")).toBe("12");
    expect(amountDigits("₹ 3,00,000")).toBe("300000");
    expect(amountDigits(undefined)).toBe("");
  });
});

describe("applicant details", () => {
  it("accepts a complete form and normalises it", () => {
    expect(checkApplicantDetails(DETAILS, { today: TODAY, business: false })).toEqual({
      ok: true,
      value: {
        fullName: "Asha Verma",
        email: "asha@example.in",
        dateOfBirth: "1994-05-10",
        pan: "ABCDE1234F",
        pincode: "110001",
        employment: "salaried",
        netMonthlyIncome: 60_000,
      },
    });
  });

  it("checks the free credit score's four details with the same rules", () => {
    // The date as people type it (DD/MM/YYYY) is stored as YYYY-MM-DD.
    expect(
      checkScoreCheckDetails({ ...DETAILS, pan: "abcde1234f", dateOfBirth: "10/05/1994" }, { today: TODAY }),
    ).toEqual({
      ok: true,
      value: {
        fullName: "Asha Verma",
        email: "asha@example.in",
        dateOfBirth: "1994-05-10",
        pan: "ABCDE1234F",
      },
    });
    const empty = checkScoreCheckDetails({}, { today: TODAY });
    expect(Object.keys(messages(empty)).sort()).toEqual(["dateOfBirth", "email", "fullName", "pan"]);
  });

  it("says 'Field cannot be left empty.' for every empty field", () => {
    const result = checkApplicantDetails({}, { today: TODAY, business: true });
    expect(result.ok).toBe(false);
    expect(Object.values(messages(result)).every((m) => m === "Field cannot be left empty.")).toBe(true);
    expect(Object.keys(messages(result)).sort()).toEqual(
      [
        "fullName",
        "email",
        "dateOfBirth",
        "pan",
        "pincode",
        "employment",
        "netMonthlyIncome",
        "businessType",
        "businessYears",
        "annualTurnover",
      ].sort(),
    );
  });

  it("gives each invalid field the spec's or the shared validator's message", () => {
    const result = checkApplicantDetails(
      {
        fullName: "Asha 123",
        email: "asha@",
        dateOfBirth: "2026-02-30",
        pan: "ABCD1234F",
        pincode: "012345",
        employment: "student",
        netMonthlyIncome: "sixty",
      },
      { today: TODAY, business: false },
    );
    expect(messages(result)).toEqual({
      fullName: "Please enter a valid name",
      email: "Please enter valid email.",
      dateOfBirth: "Please enter a valid date of birth.",
      pan: "Please enter a valid PAN.",
      pincode: "Please enter a valid 6-digit PIN code.",
      employment: "Field cannot be left empty.",
      netMonthlyIncome: "Please enter numbers only.",
    });
    const future = checkApplicantDetails(
      { ...DETAILS, dateOfBirth: "2027-01-01", netMonthlyIncome: "0" },
      {
        today: TODAY,
        business: false,
      },
    );
    expect(messages(future)).toEqual({
      dateOfBirth: "You must be at least 18 years old to apply.",
      netMonthlyIncome: "Value must be at least 1.",
    });
    const old = checkApplicantDetails(
      { ...DETAILS, dateOfBirth: "1900-01-01", netMonthlyIncome: "₹ ," },
      {
        today: TODAY,
        business: false,
      },
    );
    expect(messages(old)).toEqual({
      dateOfBirth: "Please check the year: that makes you older than 100.",
      netMonthlyIncome: "Field cannot be left empty.",
    });
  });

  it("asks business loans for the business type, years and turnover", () => {
    const result = checkApplicantDetails(
      {
        ...DETAILS,
        employment: "self-employed",
        businessType: "partnership",
        businessYears: "5",
        annualTurnover: "60,00,000",
      },
      { today: TODAY, business: true },
    );
    expect(result.ok && result.value.business).toEqual({
      type: "partnership",
      years: 5,
      annualTurnover: 6_000_000,
    });
  });
});

describe("product details", () => {
  it("takes amount and tenure for a personal loan", () => {
    expect(
      checkProductDetails(product("personal-loan"), { amount: "3,00,000", tenureMonths: "36" }, find),
    ).toEqual({
      ok: true,
      value: { amount: 300_000, tenureMonths: 36 },
    });
    const bad = checkProductDetails(product("personal-loan"), { amount: "5000", tenureMonths: "72" }, find);
    expect(messages(bad)).toEqual({
      amount: "Value must be at least 10000.",
      tenureMonths: "Value must be at most 60.",
    });
  });

  it("needs a catalogue vehicle; a used car also its value, a new car takes the catalogue price", () => {
    const used = checkProductDetails(
      product("used-car-loan"),
      { amount: "300000", tenureMonths: "48" },
      find,
    );
    expect(messages(used)).toEqual({
      variantId: "Field cannot be left empty.",
      vehicleValue: "Field cannot be left empty.",
    });
    expect(
      checkProductDetails(
        product("used-car-loan"),
        { amount: "300000", tenureMonths: "48", variantId: "10002", vehicleValue: "3,50,000" },
        find,
      ),
    ).toEqual({
      ok: true,
      value: {
        amount: 300_000,
        tenureMonths: 48,
        vehicle: { variantId: 10002, type: "car", value: 350_000 },
      },
    });
    const fresh = checkProductDetails(
      product("new-car-loan"),
      { amount: "300000", tenureMonths: "60", variantId: "10002" },
      find,
    );
    expect(fresh.ok && fresh.value.vehicle).toEqual({ variantId: 10002, type: "car", value: 419_900 });
  });

  it("asks balance transfer for the current loan, and refinance whether one runs", () => {
    const transfer = checkProductDetails(
      product("balance-transfer"),
      { amount: "500000", tenureMonths: "36" },
      find,
    );
    expect(messages(transfer)).toEqual({
      currentLender: "Field cannot be left empty.",
      outstanding: "Field cannot be left empty.",
      emisPaid: "Field cannot be left empty.",
    });
    const filled = checkProductDetails(
      product("balance-transfer"),
      {
        amount: "500000",
        tenureMonths: "36",
        currentLender: " Some Bank ",
        outstanding: "4,00,000",
        emisPaid: "14",
      },
      find,
    );
    expect(filled.ok && filled.value.currentLoan).toEqual({
      hasRunningLoan: true,
      lender: "Some Bank",
      outstanding: 400_000,
      emisPaid: 14,
    });
    const base = { amount: "300000", tenureMonths: "36", variantId: "10002", vehicleValue: "400000" };
    expect(messages(checkProductDetails(product("refinance"), base, find))).toEqual({
      hasRunningLoan: "Field cannot be left empty.",
    });
    const free = checkProductDetails(product("refinance"), { ...base, hasRunningLoan: "no" }, find);
    expect(free.ok && free.value.currentLoan).toEqual({
      hasRunningLoan: false,
      lender: "",
      outstanding: 0,
      emisPaid: 0,
    });
    const running = checkProductDetails(product("refinance"), { ...base, hasRunningLoan: "yes" }, find);
    expect(Object.keys(messages(running))).toEqual(["currentLender", "outstanding", "emisPaid"]);
  });
});

describe("consents", () => {
  it("needs the bureau check and sharing ticked; contact is a free choice", () => {
    expect(messages(checkConsents({}))).toEqual({
      bureauCheck: "Please tick this box to continue.",
      shareWithLenders: "Please tick this box to continue.",
    });
    expect(checkConsents({ bureauCheck: "on", shareWithLenders: "true" })).toEqual({
      ok: true,
      value: { bureauCheck: true, shareWithLenders: true, contact: false },
    });
    expect(checkConsents({ bureauCheck: "on", shareWithLenders: "on", contact: "on" })).toMatchObject({
      value: { contact: true },
    });
  });
});
