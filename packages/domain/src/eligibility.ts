import { GOOD_SCORE_FROM, SCORE_BANDS } from "./credit-score.ts";
import { formatIndianNumber } from "./format.ts";
import { type MessageId, type MessageParams, messageText } from "./messages.ts";

// §5 "Eligibility text: personal loan needs age at least 21, healthy credit history, salaried or
// self-employed, net monthly income at least 10,000. Green loan: age at least 18, decent bureau score,
// no default on existing loans with the provider. Two-wheeler age 18; used car age 21. Refinance: own a
// car, cars with or without a running loan are funded, at least 12 EMIs paid."
// The rules are data (what the eligibility blocks list), and one function checks an applicant.

export type LoanProduct = "personal-loan" | "green-loan" | "two-wheeler-loan" | "used-car-loan" | "refinance";

export type Employment = "salaried" | "self-employed";

/** What is known of an applicant; an unknown fact never counts as meeting a rule. */
export type Applicant = {
  readonly age?: number;
  readonly netMonthlyIncome?: number;
  readonly employment?: string;
  /** Bureau score; null when the bureau has none (NA/NH). */
  readonly creditScore?: number | null;
  readonly hasDefaultWithProvider?: boolean;
  readonly ownsCar?: boolean;
  /** Whether the car still has a loan running on it. */
  readonly hasRunningCarLoan?: boolean;
  /** EMIs paid on the running car loan. */
  readonly emisPaid?: number;
};

export type EligibilityRule =
  | { readonly kind: "minAge"; readonly min: number }
  | { readonly kind: "minIncome"; readonly min: number }
  | { readonly kind: "employment"; readonly allowed: readonly Employment[] }
  | { readonly kind: "minCreditScore"; readonly min: number }
  | { readonly kind: "noDefaultWithProvider" }
  | { readonly kind: "ownsCar" }
  | { readonly kind: "minEmisPaidOnRunningLoan"; readonly min: number };

/** "Healthy credit history": §1 "A good score is from 700." */
export const HEALTHY_CREDIT_SCORE = GOOD_SCORE_FROM;
/**
 * "Decent bureau score": where the fair band starts (600). §1's "550-649 decent" band is gone from the one
 * scale of decision 0046, and no lender in the data prices a score below 600.
 */
export const DECENT_CREDIT_SCORE = SCORE_BANDS.find((band) => band.id === "fair")!.min;

export const ELIGIBILITY_RULES: Readonly<Record<LoanProduct, readonly EligibilityRule[]>> = {
  "personal-loan": [
    { kind: "minAge", min: 21 },
    { kind: "minCreditScore", min: HEALTHY_CREDIT_SCORE },
    { kind: "employment", allowed: ["salaried", "self-employed"] },
    { kind: "minIncome", min: 10_000 },
  ],
  "green-loan": [
    { kind: "minAge", min: 18 },
    { kind: "minCreditScore", min: DECENT_CREDIT_SCORE },
    { kind: "noDefaultWithProvider" },
  ],
  "two-wheeler-loan": [{ kind: "minAge", min: 18 }],
  "used-car-loan": [{ kind: "minAge", min: 21 }],
  // "Cars with or without a running loan are funded": the 12 EMIs apply to a car with a loan running.
  refinance: [{ kind: "ownsCar" }, { kind: "minEmisPaidOnRunningLoan", min: 12 }],
};

export type EligibilityReason = {
  readonly id: MessageId;
  readonly message: string;
  readonly params?: MessageParams;
};

export type EligibilityResult =
  | { readonly eligible: true }
  | { readonly eligible: false; readonly reasons: readonly EligibilityReason[] };

function atLeast(value: number | null | undefined, min: number): boolean {
  return typeof value === "number" && value >= min;
}

/** The reason a rule is not met, or null when it is. */
export function unmetReason(rule: EligibilityRule, applicant: Applicant): EligibilityReason | null {
  const reason = (id: MessageId, params?: MessageParams): EligibilityReason =>
    params === undefined
      ? { id, message: messageText(id) }
      : { id, message: messageText(id, params), params };
  switch (rule.kind) {
    case "minAge":
      return atLeast(applicant.age, rule.min) ? null : reason("eligibility.minAge", { min: rule.min });
    case "minIncome":
      return atLeast(applicant.netMonthlyIncome, rule.min)
        ? null
        : reason("eligibility.minIncome", { min: formatIndianNumber(rule.min) });
    case "employment":
      return rule.allowed.some((kind) => kind === applicant.employment)
        ? null
        : reason("eligibility.employment");
    case "minCreditScore":
      return atLeast(applicant.creditScore, rule.min)
        ? null
        : reason("eligibility.creditScore", { min: rule.min });
    case "noDefaultWithProvider":
      return applicant.hasDefaultWithProvider === false ? null : reason("eligibility.noDefault");
    case "ownsCar":
      return applicant.ownsCar === true ? null : reason("eligibility.ownsCar");
    case "minEmisPaidOnRunningLoan":
      return applicant.hasRunningCarLoan === false || atLeast(applicant.emisPaid, rule.min)
        ? null
        : reason("eligibility.minEmisPaid", { min: rule.min });
  }
}

/** Pass, or every rule of the product the applicant does not meet, in the order the rules are listed. */
export function checkEligibility(product: LoanProduct, applicant: Applicant): EligibilityResult {
  const reasons = ELIGIBILITY_RULES[product].flatMap((rule) => unmetReason(rule, applicant) ?? []);
  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}
