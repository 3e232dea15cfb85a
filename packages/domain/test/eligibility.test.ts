import { describe, expect, it } from "vitest";
import {
  type Applicant,
  checkEligibility,
  DECENT_CREDIT_SCORE,
  ELIGIBILITY_RULES,
  HEALTHY_CREDIT_SCORE,
} from "../src/eligibility.ts";

const salaried: Applicant = { age: 30, netMonthlyIncome: 25_000, employment: "salaried", creditScore: 760 };

describe("eligibility (§5 Eligibility text)", () => {
  it("holds the spec's rules as data", () => {
    expect(ELIGIBILITY_RULES["personal-loan"]).toEqual([
      { kind: "minAge", min: 21 },
      { kind: "minCreditScore", min: 700 },
      { kind: "employment", allowed: ["salaried", "self-employed"] },
      { kind: "minIncome", min: 10_000 },
    ]);
    expect(ELIGIBILITY_RULES["two-wheeler-loan"]).toEqual([{ kind: "minAge", min: 18 }]);
    expect(ELIGIBILITY_RULES["used-car-loan"]).toEqual([{ kind: "minAge", min: 21 }]);
    expect(HEALTHY_CREDIT_SCORE).toBe(700);
    expect(DECENT_CREDIT_SCORE).toBe(600);
  });

  it("passes a salaried 30-year-old earning ₹25,000 with a 760 score for a personal loan", () => {
    expect(checkEligibility("personal-loan", salaried)).toEqual({ eligible: true });
    expect(checkEligibility("personal-loan", { ...salaried, employment: "self-employed" })).toEqual({
      eligible: true,
    });
  });

  it("checks the personal loan's edges: age 21, income 10,000", () => {
    expect(checkEligibility("personal-loan", { ...salaried, age: 21, netMonthlyIncome: 10_000 })).toEqual({
      eligible: true,
    });
    expect(checkEligibility("personal-loan", { ...salaried, age: 20, netMonthlyIncome: 9_999 })).toEqual({
      eligible: false,
      reasons: [
        { id: "eligibility.minAge", message: "You must be at least 21 years old.", params: { min: 21 } },
        {
          id: "eligibility.minIncome",
          message: "Your net monthly income must be at least ₹10,000.",
          params: { min: "10,000" },
        },
      ],
    });
  });

  it("lists every unmet rule, and counts unknown facts as unmet", () => {
    const result = checkEligibility("personal-loan", { employment: "student" });
    expect(result.eligible).toBe(false);
    expect(result.eligible ? [] : result.reasons.map((reason) => reason.id)).toEqual([
      "eligibility.minAge",
      "eligibility.creditScore",
      "eligibility.employment",
      "eligibility.minIncome",
    ]);
  });

  it("needs a healthy score for a personal loan and a decent one for a green loan; NA/NH has neither", () => {
    expect(checkEligibility("personal-loan", { ...salaried, creditScore: 699 })).toMatchObject({
      reasons: [{ id: "eligibility.creditScore", params: { min: 700 } }],
    });
    const green = { age: 18, creditScore: 600, hasDefaultWithProvider: false };
    expect(checkEligibility("green-loan", green)).toEqual({ eligible: true });
    expect(checkEligibility("green-loan", { ...green, creditScore: 599 })).toMatchObject({ eligible: false });
    expect(checkEligibility("green-loan", { ...green, creditScore: null })).toMatchObject({
      eligible: false,
    });
  });

  it("refuses a green loan to someone with a default with the provider (or unknown)", () => {
    const green = { age: 40, creditScore: 800 };
    expect(checkEligibility("green-loan", { ...green, hasDefaultWithProvider: true })).toEqual({
      eligible: false,
      reasons: [
        {
          id: "eligibility.noDefault",
          message: "You must have no default on existing loans with the provider.",
        },
      ],
    });
    expect(checkEligibility("green-loan", green)).toMatchObject({ eligible: false });
  });

  it("two-wheeler from 18, used car from 21", () => {
    expect(checkEligibility("two-wheeler-loan", { age: 18 })).toEqual({ eligible: true });
    expect(checkEligibility("two-wheeler-loan", { age: 17 })).toMatchObject({ eligible: false });
    expect(checkEligibility("used-car-loan", { age: 21 })).toEqual({ eligible: true });
    expect(checkEligibility("used-car-loan", { age: 20 })).toMatchObject({ eligible: false });
  });

  it("refinance: owns a car; with a running loan, at least 12 EMIs paid", () => {
    expect(checkEligibility("refinance", { ownsCar: true, hasRunningCarLoan: false })).toEqual({
      eligible: true,
    });
    expect(checkEligibility("refinance", { ownsCar: true, hasRunningCarLoan: true, emisPaid: 12 })).toEqual({
      eligible: true,
    });
    expect(checkEligibility("refinance", { ownsCar: true, hasRunningCarLoan: true, emisPaid: 11 })).toEqual({
      eligible: false,
      reasons: [
        {
          id: "eligibility.minEmisPaid",
          message: "You must have paid at least 12 EMIs on your car loan.",
          params: { min: 12 },
        },
      ],
    });
    expect(checkEligibility("refinance", { ownsCar: false, hasRunningCarLoan: false })).toMatchObject({
      reasons: [{ id: "eligibility.ownsCar", message: "You must own a car." }],
    });
  });
});
