// §7 "Journey start and analytics": the product and vendor ids each entry point sends to the
// journey-start helper (productsId, backBtnSlug, vendorsId), and the back slugs of §2.
// The spec gives the numbers, not what they stand for; each is named for the entry point that uses it.

export type JourneyIds = { readonly productsId: number; readonly vendorsId: number };

/** §7 "Defaults: productsId 5, vendorsId 5." */
export const DEFAULT_JOURNEY: JourneyIds = { productsId: 5, vendorsId: 5 };

/** §7 "balance transfer product 3" (vendor not given: the default). */
export const BALANCE_TRANSFER_JOURNEY: JourneyIds = { productsId: 3, vendorsId: DEFAULT_JOURNEY.vendorsId };

/** §7 "calculator product 2 (new or used car, vendor 5)". */
export const CAR_CALCULATOR_JOURNEY: JourneyIds = { productsId: 2, vendorsId: 5 };

/** §7 "calculator product … 7 (two-wheeler, vendor 7)"; §9 "Other constants: … 7/7". */
export const TWO_WHEELER_CALCULATOR_JOURNEY: JourneyIds = { productsId: 7, vendorsId: 7 };

/**
 * §7 "credit score product 17 or 2": 17 is the credit score product; 2, the car loan product, is sent
 * when the score check starts from a car loan page. Vendor not given: the default.
 */
export const CREDIT_SCORE_JOURNEY: JourneyIds = { productsId: 17, vendorsId: DEFAULT_JOURNEY.vendorsId };
export const CAR_CREDIT_SCORE_JOURNEY: JourneyIds = { productsId: 2, vendorsId: DEFAULT_JOURNEY.vendorsId };

/** §7 "new car product 1"; §2 back slug "/emi-calculator (new car)". */
export const NEW_CAR_JOURNEY: JourneyIds & { readonly backBtnSlug: string } = {
  productsId: 1,
  vendorsId: DEFAULT_JOURNEY.vendorsId,
  backBtnSlug: "/emi-calculator",
};

/** §7 "refinance 3"; §2 back slug "/refinance (refinance calculator)". */
export const REFINANCE_JOURNEY: JourneyIds & { readonly backBtnSlug: string } = {
  productsId: 3,
  vendorsId: DEFAULT_JOURNEY.vendorsId,
  backBtnSlug: "/refinance",
};

/** §7 "resume uses product 2 with vendor 5 or 6" and formSource 'userDashboard'; §2 back slug /dashboard. */
export const RESUME_PRODUCT_ID = 2;
export const RESUME_VENDOR_IDS = [5, 6] as const;
export const RESUME_FORM_SOURCE = "userDashboard";
export const DASHBOARD_PATH = "/dashboard";

/** §9 "Chatbot lead productsId 26, vendorsId 5." */
export const CHATBOT_LEAD: JourneyIds = { productsId: 26, vendorsId: 5 };

/** §9 "Other constants: 9/5 and 7/7" — listed with the chatbot's without saying where they are used. */
export const OTHER_PRODUCT_VENDOR_PAIRS: readonly JourneyIds[] = [
  { productsId: 9, vendorsId: 5 },
  TWO_WHEELER_CALCULATOR_JOURNEY,
];

/** §4 "Lead status at creation is active." */
export const LEAD_STATUS_AT_CREATION = "active";

/** §7 login: "product 'usedcar'". */
export const LOGIN_OTP_PRODUCT = "usedcar";

/** §2 "/{bureau}-score-check (also the back target of credit journeys)". */
export function creditScoreBackSlug(bureau: string): string {
  return `/${bureau}-score-check`;
}
