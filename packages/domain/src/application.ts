import { validateEmail, validateFullName } from "./contact-fields.ts";
import { parseDateOfBirth, validateDateOfBirth } from "./date-of-birth.ts";
import { digitsOnly } from "./digits.ts";
import {
  BALANCE_TRANSFER_JOURNEY,
  CAR_CALCULATOR_JOURNEY,
  DEFAULT_JOURNEY,
  type JourneyIds,
  NEW_CAR_JOURNEY,
  REFINANCE_JOURNEY,
  TWO_WHEELER_CALCULATOR_JOURNEY,
} from "./journey.ts";
import {
  BUSINESS_TYPES,
  type BusinessType,
  type ConsentPurpose,
  JOURNEY_STEPS,
  type JourneyStep,
  LEAD_STAGES,
  type LeadStageName,
  REQUIRED_CONSENTS,
  tenureChoices,
} from "./journey-steps.ts";
import { IST_OFFSET_MINUTES } from "./kolkata-time.ts";
import type { Employment, VehicleType } from "./offers.ts";
import { fail, PASS, type ValidationFailure, type ValidationResult } from "./validation-result.ts";
import { validateField } from "./validators.ts";

export { ageOn, MAX_APPLICANT_AGE, MIN_APPLICANT_AGE } from "./date-of-birth.ts";
export {
  BUSINESS_TYPES,
  type BusinessType,
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  type ConsentPurpose,
  JOURNEY_STEPS,
  type JourneyStep,
  LEAD_STAGES,
  type LeadStageName,
  REQUIRED_CONSENTS,
  tenureChoices,
} from "./journey-steps.ts";

// The loan application journey: its products, steps, the lead's stages (§3 "stages (list of
// stage name and isComplete)") and the rules of every field it asks for, with the spec's messages (§5).

export type JourneyProductSlug =
  | "personal-loan"
  | "used-car-loan"
  | "new-car-loan"
  | "two-wheeler-loan"
  | "ev-loan"
  | "refinance"
  | "business-loan"
  | "commercial-vehicle-loan"
  | "balance-transfer";

export type JourneyProduct = {
  readonly slug: JourneyProductSlug;
  /** The lender data's product key. */
  readonly key: string;
  /** Which catalogue the vehicle comes from; null for loans without a vehicle. */
  readonly vehicle: "car" | "two-wheeler" | "electric" | null;
  /** Whether the applicant states the vehicle's value (a used car's price or valuation). */
  readonly asksVehicleValue: boolean;
  /** Balance transfer and refinance: the current lender, outstanding amount and EMIs paid. */
  readonly asksCurrentLoan: boolean;
  readonly asksBusiness: boolean;
  /** §7 Journey start values for the product when the entry point sends none. */
  readonly ids: JourneyIds;
  readonly tenure: { readonly min: number; readonly max: number; readonly default: number };
  readonly defaultAmount: number;
};

const PERSONAL_TENURE = { min: 12, max: 60, default: 36 };
const CAR_TENURE = { min: 12, max: 84, default: 60 };
const TWO_WHEELER_TENURE = { min: 12, max: 48, default: 24 };

export const JOURNEY_PRODUCTS: readonly JourneyProduct[] = [
  {
    slug: "personal-loan",
    key: "personal",
    vehicle: null,
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: false,
    ids: DEFAULT_JOURNEY,
    tenure: PERSONAL_TENURE,
    defaultAmount: 300_000,
  },
  {
    slug: "used-car-loan",
    key: "usedCar",
    vehicle: "car",
    asksVehicleValue: true,
    asksCurrentLoan: false,
    asksBusiness: false,
    ids: CAR_CALCULATOR_JOURNEY,
    tenure: { min: 12, max: 60, default: 48 },
    defaultAmount: 400_000,
  },
  {
    slug: "new-car-loan",
    key: "newCar",
    vehicle: "car",
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: false,
    ids: NEW_CAR_JOURNEY,
    tenure: CAR_TENURE,
    defaultAmount: 600_000,
  },
  {
    slug: "two-wheeler-loan",
    key: "twoWheeler",
    vehicle: "two-wheeler",
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: false,
    ids: TWO_WHEELER_CALCULATOR_JOURNEY,
    tenure: TWO_WHEELER_TENURE,
    defaultAmount: 80_000,
  },
  {
    slug: "ev-loan",
    key: "ev",
    vehicle: "electric",
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: false,
    ids: DEFAULT_JOURNEY,
    tenure: { min: 12, max: 84, default: 36 },
    defaultAmount: 120_000,
  },
  {
    slug: "refinance",
    key: "refinance",
    vehicle: "car",
    asksVehicleValue: true,
    asksCurrentLoan: true,
    asksBusiness: false,
    ids: REFINANCE_JOURNEY,
    tenure: { min: 12, max: 60, default: 36 },
    defaultAmount: 300_000,
  },
  {
    slug: "business-loan",
    key: "business",
    vehicle: null,
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: true,
    ids: DEFAULT_JOURNEY,
    tenure: PERSONAL_TENURE,
    defaultAmount: 1_000_000,
  },
  {
    // A goods carrier, bus or taxi bought to earn from: the business details are asked, no car catalogue.
    slug: "commercial-vehicle-loan",
    key: "commercialVehicle",
    vehicle: null,
    asksVehicleValue: false,
    asksCurrentLoan: false,
    asksBusiness: true,
    ids: DEFAULT_JOURNEY,
    tenure: { min: 12, max: 60, default: 48 },
    defaultAmount: 800_000,
  },
  {
    slug: "balance-transfer",
    key: "balanceTransfer",
    vehicle: null,
    asksVehicleValue: false,
    asksCurrentLoan: true,
    asksBusiness: false,
    ids: BALANCE_TRANSFER_JOURNEY,
    tenure: PERSONAL_TENURE,
    defaultAmount: 500_000,
  },
];

export function journeyProduct(slug: string): JourneyProduct | undefined {
  return JOURNEY_PRODUCTS.find((product) => product.slug === slug);
}

/** What has been saved of an application, step by step. */
export type JourneyProgress = {
  readonly loggedIn: boolean;
  readonly details: boolean;
  readonly product: boolean;
  readonly consents: boolean;
  readonly offerChosen: boolean;
};

/** The first step not yet done (resume opens it); "offers" once everything before it is saved. */
export function firstIncompleteStep(progress: JourneyProgress): JourneyStep {
  if (!progress.loggedIn) return "login";
  if (!progress.details) return "details";
  if (!progress.product) return "product";
  return progress.consents ? "offers" : "consents";
}

/** Whether a step may be opened: every step before it is done (going back is always allowed). */
export function canOpenStep(step: JourneyStep, progress: JourneyProgress): boolean {
  return JOURNEY_STEPS.indexOf(step) <= JOURNEY_STEPS.indexOf(firstIncompleteStep(progress));
}

export type LeadStage = { readonly name: LeadStageName; readonly isComplete: boolean };

/** Stages with the first `completed` of them done: 0 while the journey runs, 1 once an offer is chosen. */
export function leadStages(completed: number): LeadStage[] {
  return LEAD_STAGES.map((name, index) => ({ name, isComplete: index < completed }));
}

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

export type FieldErrors = Readonly<Record<string, ValidationFailure>>;
export type Form = Readonly<Record<string, string | undefined>>;

export const EMPLOYMENT_TYPES: readonly Employment[] = ["salaried", "self-employed"];

/** §9 "Loan amount slider 10,000 …": the smallest amount any form of ours takes. */
export const MIN_LOAN_AMOUNT = 10_000;
/** The largest lender cap in the data (₹50 lakh). */
export const MAX_LOAN_AMOUNT = 5_000_000;
export const MAX_EMIS_PAID = 120;

/** Today's date in India as YYYY-MM-DD. */
export function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** §5 PAN "5 letters, 4 digits, 1 letter", typed in any case and stored upper-cased. */
export function normalisePan(value: string): string {
  return value.trim().toUpperCase();
}

/** A PAN shown masked: only the last four characters stay ("XXXXXX234F"). */
export function maskPan(pan: string): string {
  return `${"X".repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}

/** Rupee or count input as people type it ("3,00,000", "₹ 25000"): its digits, or "" when it has none. */
export function amountDigits(value: string | undefined): string {
  return digitsOnly(value ?? "");
}

type Collector = {
  errors: Record<string, ValidationFailure>;
  check(field: string, result: ValidationResult): void;
};

function collector(): Collector {
  const errors: Record<string, ValidationFailure> = {};
  return {
    errors,
    check(field, result) {
      if (!result.ok) errors[field] = result;
    },
  };
}

function choice(value: string | undefined, allowed: readonly string[]): ValidationResult {
  return allowed.includes(value ?? "") ? PASS : fail("field.empty");
}

/** A whole number of rupees (commas and ₹ allowed) between min and max. */
function wholeNumber(value: string | undefined, min: number, max: number): ValidationResult {
  const raw = (value ?? "").trim();
  if (raw === "") return fail("field.empty");
  if (!/^[₹\s\d,]+$/.test(raw)) return fail("validation.number");
  return validateField(
    amountDigits(raw),
    [
      { kind: "minValue", min },
      { kind: "maxValue", max },
    ],
    { required: true },
  );
}

export type ApplicantDetails = {
  readonly fullName: string;
  readonly email: string;
  readonly dateOfBirth: string;
  readonly pan: string;
  readonly pincode: string;
  readonly employment: Employment;
  readonly netMonthlyIncome: number;
  readonly business?: {
    readonly type: BusinessType;
    readonly years: number;
    readonly annualTurnover: number;
  };
};

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors };

/**
 * The applicant details step: name, email, date of birth, PAN, PIN code, employment type, net monthly
 * income; for business loans the business type, years in business and annual turnover. Every field is
 * required and gets the spec's message ('Field cannot be left empty.', 'Please enter a valid name',
 * 'Please enter valid email.') or the shared validator's.
 */
export function checkApplicantDetails(
  form: Form,
  options: { readonly today: string; readonly business: boolean },
): Checked<ApplicantDetails> {
  const { errors, check } = collector();
  check("fullName", validateFullName(form.fullName ?? "", { required: true }));
  check("email", validateEmail(form.email ?? "", { required: true }));
  check("dateOfBirth", validateDateOfBirth(form.dateOfBirth, options.today));
  check("pan", validateField(form.pan ?? "", [{ kind: "pan" }], { required: true }));
  check("pincode", validateField(form.pincode ?? "", [{ kind: "postcode" }], { required: true }));
  check("employment", choice(form.employment, EMPLOYMENT_TYPES));
  check("netMonthlyIncome", wholeNumber(form.netMonthlyIncome, 1, 100_000_000));
  if (options.business) {
    check("businessType", choice(form.businessType, BUSINESS_TYPES));
    check("businessYears", wholeNumber(form.businessYears, 0, 100));
    check("annualTurnover", wholeNumber(form.annualTurnover, 0, 100_000_000_000));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: (form.fullName as string).trim().replace(/\s+/g, " "),
      email: (form.email as string).trim(),
      // Stored as YYYY-MM-DD whichever way it was typed.
      dateOfBirth: parseDateOfBirth(form.dateOfBirth as string) as string,
      pan: normalisePan(form.pan as string),
      pincode: (form.pincode as string).trim(),
      employment: form.employment as Employment,
      netMonthlyIncome: Number(amountDigits(form.netMonthlyIncome)),
      ...(options.business
        ? {
            business: {
              type: form.businessType as BusinessType,
              years: Number(amountDigits(form.businessYears)),
              annualTurnover: Number(amountDigits(form.annualTurnover)),
            },
          }
        : {}),
    },
  };
}

/** What the free credit score check asks (a bureau matches a person on these four). */
export type ScoreCheckDetails = Pick<ApplicantDetails, "fullName" | "email" | "dateOfBirth" | "pan">;

/** The free credit score check's details, with the same rules as the application's details step. */
export function checkScoreCheckDetails(
  form: Form,
  options: { readonly today: string },
): Checked<ScoreCheckDetails> {
  const { errors, check } = collector();
  check("fullName", validateFullName(form.fullName ?? "", { required: true }));
  check("email", validateEmail(form.email ?? "", { required: true }));
  check("dateOfBirth", validateDateOfBirth(form.dateOfBirth, options.today));
  check("pan", validateField(form.pan ?? "", [{ kind: "pan" }], { required: true }));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: (form.fullName as string).trim().replace(/\s+/g, " "),
      email: (form.email as string).trim(),
      // Stored as YYYY-MM-DD whichever way it was typed.
      dateOfBirth: parseDateOfBirth(form.dateOfBirth as string) as string,
      pan: normalisePan(form.pan as string),
    },
  };
}

/** A vehicle picked from the catalogue, as the product step needs it. */
export type CatalogueVehicle = {
  readonly variantId: number;
  readonly type: VehicleType;
  readonly exShowroomPrice: number;
};

export type ProductDetails = {
  readonly amount: number;
  readonly tenureMonths: number;
  readonly vehicle?: {
    readonly variantId: number;
    readonly type: VehicleType;
    /** The value the loan-to-value applies to: the price stated, or the catalogue's ex-showroom price. */
    readonly value: number;
  };
  readonly currentLoan?: {
    readonly hasRunningLoan: boolean;
    readonly lender: string;
    readonly outstanding: number;
    readonly emisPaid: number;
  };
};

/**
 * The product details step: amount and tenure; the vehicle (from the catalogue, found by `findVehicle`)
 * for vehicle loans, and its value for a used car or refinance; the current lender, outstanding amount
 * and EMIs paid for balance transfer and refinance (a refinanced car may have no loan running).
 */
export function checkProductDetails(
  product: JourneyProduct,
  form: Form,
  findVehicle: (variantId: number) => CatalogueVehicle | undefined,
): Checked<ProductDetails> {
  const { errors, check } = collector();
  check("amount", wholeNumber(form.amount, MIN_LOAN_AMOUNT, MAX_LOAN_AMOUNT));
  check("tenureMonths", wholeNumber(form.tenureMonths, product.tenure.min, product.tenure.max));
  let vehicle: CatalogueVehicle | undefined;
  if (product.vehicle !== null) {
    vehicle = findVehicle(Number(amountDigits(form.variantId)));
    check("variantId", vehicle === undefined ? fail("field.empty") : PASS);
    if (product.asksVehicleValue) {
      check("vehicleValue", wholeNumber(form.vehicleValue, MIN_LOAN_AMOUNT, 100_000_000));
    }
  }
  const hasRunningLoan = product.slug === "balance-transfer" || form.hasRunningLoan === "yes";
  if (product.asksCurrentLoan) {
    if (product.slug === "refinance") check("hasRunningLoan", choice(form.hasRunningLoan, ["yes", "no"]));
    if (hasRunningLoan) {
      check(
        "currentLender",
        validateField(form.currentLender ?? "", [{ kind: "maxLength", max: 80 }], { required: true }),
      );
      check("outstanding", wholeNumber(form.outstanding, 1, MAX_LOAN_AMOUNT * 2));
      check("emisPaid", wholeNumber(form.emisPaid, 0, MAX_EMIS_PAID));
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      amount: Number(amountDigits(form.amount)),
      tenureMonths: Number(amountDigits(form.tenureMonths)),
      ...(vehicle !== undefined
        ? {
            vehicle: {
              variantId: vehicle.variantId,
              type: vehicle.type,
              value: product.asksVehicleValue
                ? Number(amountDigits(form.vehicleValue))
                : vehicle.exShowroomPrice,
            },
          }
        : {}),
      ...(product.asksCurrentLoan
        ? {
            currentLoan: hasRunningLoan
              ? {
                  hasRunningLoan,
                  lender: (form.currentLender as string).trim(),
                  outstanding: Number(amountDigits(form.outstanding)),
                  emisPaid: Number(amountDigits(form.emisPaid)),
                }
              : { hasRunningLoan, lender: "", outstanding: 0, emisPaid: 0 },
          }
        : {}),
    },
  };
}

/** The consent step: the two consents offers need must be ticked; contact is a free choice. */
export function checkConsents(form: Form): Checked<Readonly<Record<ConsentPurpose, boolean>>> {
  const ticked = (purpose: ConsentPurpose) => form[purpose] === "on" || form[purpose] === "true";
  const errors: Record<string, ValidationFailure> = {};
  for (const purpose of REQUIRED_CONSENTS) {
    if (!ticked(purpose)) errors[purpose] = fail("consent.required");
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { bureauCheck: true, shareWithLenders: true, contact: ticked("contact") },
  };
}

/** Amount and tenure a journey was started with (the home quick start's `?amount=&tenure=`). */
export type LoanPrefill = { readonly amount?: number; readonly tenureMonths?: number };

/**
 * The quick start's amount and tenure, kept only when the loan details step would take them: a whole
 * amount within MIN_LOAN_AMOUNT..MAX_LOAN_AMOUNT and one of the product's tenure choices. Anything
 * else is ignored (the step then starts from the product's defaults).
 */
export function loanPrefill(
  product: JourneyProduct,
  amount: string | null | undefined,
  tenure: string | null | undefined,
): LoanPrefill {
  const rupees = /^\d{1,9}$/.test(amount ?? "") ? Number(amount) : Number.NaN;
  const months = /^\d{1,3}$/.test(tenure ?? "") ? Number(tenure) : Number.NaN;
  return {
    ...(rupees >= MIN_LOAN_AMOUNT && rupees <= MAX_LOAN_AMOUNT ? { amount: rupees } : {}),
    ...(tenureChoices(product.tenure).includes(months) ? { tenureMonths: months } : {}),
  };
}
