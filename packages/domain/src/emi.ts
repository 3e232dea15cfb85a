// §9 Calculators: "EMI is rounded to the nearest rupee; monthly rate is annual divided by 1200. Interest
// total = EMI times months minus principal. Sample: EMI Rs. 2,124 for 1,00,000 at 10% over 5 years."

export type LoanTerms = {
  /** Rupees borrowed. */
  readonly principal: number;
  /** Nominal yearly rate in percent, e.g. 10 for 10 %. */
  readonly annualRatePercent: number;
  /** Number of monthly instalments (a whole number). */
  readonly months: number;
};

export type DurationUnit = "years" | "months";

export type LoanSummary = {
  readonly emi: number;
  readonly months: number;
  readonly totalPayment: number;
  readonly totalInterest: number;
};

// Paise of an exact EMI closer than this to the next rupee are floating-point noise, not paise.
const FLOATING_POINT_SLACK = 1e-6;

/** §9 "monthly rate is annual divided by 1200" (percent per year → fraction per month). */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

/**
 * §9 durations: "The two-wheeler calculator treats duration as months (multiplier 1, not 12); new car
 * uses years times 12." Every calculator other than the two-wheeler one takes years.
 */
export function durationToMonths(duration: number, unit: DurationUnit): number {
  return unit === "years" ? duration * 12 : duration;
}

/**
 * The unrounded reducing-balance instalment P·r·(1+r)^n / ((1+r)^n − 1). At 0 % there is no
 * interest, so it is principal / months (the sliders start at 2 %, but the API may be asked for 0).
 * Nothing to repay (no principal, not a whole number of months) gives 0.
 */
export function exactEmi({ principal, annualRatePercent, months }: LoanTerms): number {
  if (!(principal > 0) || !Number.isInteger(months) || months < 1) {
    return 0;
  }
  const rate = monthlyRate(annualRatePercent);
  if (!(rate > 0)) {
    return principal / months;
  }
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/**
 * The EMI in whole rupees, as the calculators show it.
 * The spec says "rounded to the nearest rupee", but its own sample is ₹2,124 for 1,00,000 at 10 % over
 * 5 years, whose exact EMI is ₹2,124.70: the paise are dropped (rounded down). We follow the sample.
 * One guard on top: the EMI is never below principal / months rounded up, so the instalments always
 * repay the principal (at 0 %, or for a tiny loan whose whole interest is under a rupee a month,
 * dropping the paise alone would leave a shortfall). For every slider value the guard changes nothing.
 */
export function calculateEmi(terms: LoanTerms): number {
  const exact = exactEmi(terms);
  if (exact === 0) {
    return 0;
  }
  return Math.max(Math.floor(exact + FLOATING_POINT_SLACK), Math.ceil(terms.principal / terms.months));
}

/** EMI, total payment and §9 "Interest total = EMI times months minus principal". */
export function summarizeLoan(terms: LoanTerms): LoanSummary {
  const emi = calculateEmi(terms);
  if (emi === 0) {
    return { emi, months: 0, totalPayment: 0, totalInterest: 0 };
  }
  const totalPayment = emi * terms.months;
  return { emi, months: terms.months, totalPayment, totalInterest: totalPayment - terms.principal };
}

/**
 * The largest loan, in whole rupees, that an EMI of `emi` repays at this rate over these months, as the
 * calculators work an EMI out (calculateEmi drops the paise, so a loan whose exact EMI is ₹2,124.70 has an
 * EMI of ₹2,124). The EMI formula solved for the principal, P = EMI·((1+r)^n − 1) / (r·(1+r)^n), gives the
 * loans whose exact EMI is `emi` and `emi + 1`; the answer lies between them. Nothing to repay with (no
 * EMI, not a whole number of months) gives 0.
 */
export function principalForEmi(emi: number, annualRatePercent: number, months: number): number {
  if (!(emi > 0) || !Number.isInteger(months) || months < 1) {
    return 0;
  }
  const rate = monthlyRate(annualRatePercent);
  const exact = (instalment: number) =>
    rate > 0
      ? (instalment * ((1 + rate) ** months - 1)) / (rate * (1 + rate) ** months)
      : instalment * months;
  const within = (principal: number) => calculateEmi({ principal, annualRatePercent, months }) <= emi;
  // Largest whole principal whose EMI is within `emi`: `low` is within (its exact EMI is at most `emi`,
  // and at most `emi` × months it is repaid), `high` is not (its exact EMI is over `emi + 1`).
  let low = Math.floor(exact(emi));
  let high = Math.floor(exact(emi + 1)) + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (within(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * How many monthly EMIs of `emi` repay `principal` at this rate (the last one smaller): the tenure a
 * chosen EMI implies. Null when the EMI does not cover even a month's interest (the loan is never repaid)
 * or when nothing is borrowed.
 */
export function monthsForEmi(principal: number, emi: number, annualRatePercent: number): number | null {
  const rate = monthlyRate(annualRatePercent);
  if (!(principal > 0) || !(emi > principal * rate)) {
    return null;
  }
  const exact = rate > 0 ? -Math.log(1 - (rate * principal) / emi) / Math.log(1 + rate) : principal / emi;
  return Math.ceil(exact - FLOATING_POINT_SLACK);
}

/**
 * The EMI of a flat-rate loan ("10% flat"), as some lenders and dealers quote one: interest on the whole
 * principal for the whole tenure, repaid with it in equal parts (unrounded). Its reducing-balance rate,
 * the one the calculators and a Key Fact Statement use, is far higher (annualPercentageRate in apr.ts). Nothing to repay
 * gives 0.
 */
export function flatRateEmi({ principal, annualRatePercent, months }: LoanTerms): number {
  if (!(principal > 0) || !Number.isInteger(months) || months < 1) {
    return 0;
  }
  return (principal * (1 + (annualRatePercent / 100) * (months / 12))) / months;
}
