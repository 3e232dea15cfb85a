import type { applicantDetails, applications } from "@loansetu/db/schema";
import type {
  FieldErrors,
  JourneyProgress,
  JourneyStep,
  LeadStage,
  ProductDetails,
} from "@loansetu/domain/application";
import { kolkataDate } from "@loansetu/domain/application";
import type { EligibilityReason } from "@loansetu/domain/eligibility";
import type { LenderRatingSummary } from "@loansetu/domain/lender-ratings";
import type { ChargeRule } from "@loansetu/domain/loan-planner";
import { FALLBACK_PROCESSING_FEE_RATE, voucherCharges } from "@loansetu/domain/voucher";
import type { Voucher } from "./voucher.ts";

export type { Voucher } from "./voucher.ts";

import type { CreditBand, IneligibleOffer, Offer, OfferSort } from "@loansetu/domain/offers";
import type { Lender } from "../data/schemas.ts";

export type ApplicationRow = typeof applications.$inferSelect;
export type DetailsRow = typeof applicantDetails.$inferSelect;

/** A bureau score is good for this long; after it the lead shows `isScoreExpire` (§3). */
export const SCORE_VALID_DAYS = 30;
/** How long a chosen offer's voucher stays valid (§9 "Approval valid-till date shown"). */
export const VOUCHER_VALID_DAYS = 30;
export const DAY_MS = 86_400_000;

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export interface StartInput {
  product: string;
  productsId?: number | undefined;
  vendorsId?: number | undefined;
  backBtnSlug?: string | undefined;
  formSource?: string | undefined;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>> | undefined;
  /** Resume this application (from the dashboard) instead of the latest open one. */
  reference?: string | undefined;
  /** The partner share link's first touch (the signed `ls_ref` cookie), for attribution. */
  referral?: import("../partners/attribution.ts").ReferralTouch | null | undefined;
}

export interface SavedDetails {
  fullName: string;
  email: string;
  dateOfBirth: string;
  panMasked: string;
  pincode: string;
  employment: string;
  netMonthlyIncome: number;
  business: { type: string; years: number; annualTurnover: number } | null;
}

/** A new application's details, started from what the customer gave on the free credit score check. */
export type DetailsPrefill = Pick<SavedDetails, "fullName" | "email" | "dateOfBirth" | "panMasked"> & {
  /** Where it came from: the free credit score check, or the name a partner typed when starting it. */
  source: "freeScore" | "partner";
};

export interface StoredProductDetails extends ProductDetails {
  vehicleLabel?: string;
}

export interface ConsentState {
  bureauCheck: boolean;
  shareWithLenders: boolean;
  contact: boolean;
  /** Name and status shared with the partner whose link brought the customer (false when none did). */
  shareWithPartner: boolean;
  textVersion: string;
  givenAt: string;
}

export interface CreditScoreView {
  score: number | null;
  bureau: string;
  checkedAt: string;
}

export interface JourneyState {
  reference: string;
  product: string;
  productsId: number;
  vendorsId: number;
  status: string;
  stages: LeadStage[];
  backBtnSlug: string | null;
  utm: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  step: JourneyStep;
  progress: JourneyProgress;
  details: SavedDetails | null;
  productDetails: StoredProductDetails | null;
  consents: ConsentState | null;
  /**
   * The partner whose link brought the customer to this application: the consent step asks, unticked and
   * optional, whether to share the customer's name and status with them. Null otherwise.
   */
  referringPartner: { business: string } | null;
  creditScore: CreditScoreView | null;
  voucher: Voucher | null;
}

export interface LenderView {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  initials: string;
  color: string;
  logo: string;
  rbiRegistrationType: string;
}

export interface OfferView extends Offer {
  lender: LenderView;
  /** Borrowers' verified rating of this lender, null below the threshold; it never changes the order. */
  rating: LenderRatingSummary | null;
  /** The pre-payment and foreclosure charge this loan would carry, by the one rule (decision 0081). */
  prepayment: { rule: ChargeRule; percent: number };
  /** `${reference}-${lenderId}`: the KFS is at /api/offers/{offerId}/kfs.pdf. */
  offerId: string;
  kfsUrl: string;
}

export interface OffersView {
  reference: string;
  sort: OfferSort;
  creditBand: CreditBand | null;
  creditScore: CreditScoreView;
  eligible: OfferView[];
  ineligible: (Omit<IneligibleOffer, "reasons"> & { reasons: EligibilityReason[]; lender: LenderView })[];
  /** When no lender makes an offer: each reason once, with the most reachable figure (what would help). */
  reasons: EligibilityReason[];
  chosenLenderId: number | null;
}

/** §3 lead card, as `GET /api/application` lists it. */
export interface LeadCard {
  id: string;
  loanId: string;
  leadStatus: string;
  product: string;
  productsId: number;
  vendorsId: number;
  name: string | null;
  personalEmail: string | null;
  createdAt: string;
  updatedAt: string;
  stages: LeadStage[];
  systemId: number;
  systems: never[];
  isUjActive: boolean;
  isNbfcLead: boolean;
  isScoreExpire: boolean;
  isconsentCreated: boolean;
  consentOptedout: boolean;
  creditScore: CreditScoreView | null;
  voucher: Voucher | null;
  lender: LenderView | null;
  /** Why the back office cancelled it, in the plain words the customer reads. */
  cancelReason: string | null;
  /** Where the journey resumes (the first incomplete step), or null once submitted. */
  resume: { step: JourneyStep; path: string } | null;
}

export type SaveResult = { ok: true; state: JourneyState } | { ok: false; errors: FieldErrors };

/**
 * A voucher saved without its offer (seeded, or from an older release) read back as an offer. A figure the
 * voucher lacks is the one §9 shows for it (`voucherCharges`), and penal charges come from the lender's data.
 */
export function offerFromVoucher(
  voucher: Voucher,
  product: string,
  creditBand: CreditBand,
  lenderPenalCharges: string,
): Offer {
  const totalRepayment = voucher.emi * voucher.tenure;
  const charges = voucherCharges(voucher);
  const netDisbursed = voucher.netDisbursedAmount ?? charges.netDisbursedAmount;
  return {
    id: `${voucher.lenderId}-${product}`,
    lenderId: voucher.lenderId,
    lenderName: voucher.lenderName,
    product,
    creditBand,
    requestedAmount: voucher.loanAmount,
    amount: voucher.loanAmount,
    tenureMonths: voucher.tenure,
    amountReduced: false,
    tenureAdjusted: false,
    ratePercent: voucher.roi,
    emi: voucher.emi,
    processingFeeBase: voucher.processingFee ?? voucher.loanAmount * FALLBACK_PROCESSING_FEE_RATE,
    processingFee: voucher.processingFeeWithGst ?? charges.processingFee,
    stampDuty: charges.stampDuty,
    valuationCharges: charges.valuationCharges,
    documentationCharges: voucher.documentationCharges ?? 0,
    serviceCharges: charges.serviceCharges,
    totalDeductions: voucher.loanAmount - netDisbursed,
    netDisbursed,
    // The schema requires the EMI and tenure, so §9 always works an APR out.
    apr: voucher.apr ?? charges.apr!,
    totalInterest: totalRepayment - voucher.loanAmount,
    totalRepayment,
    penalCharges: voucher.penalCharges ?? lenderPenalCharges,
  };
}

/** Offer id in a KFS link: the application's reference and the lender's id. */
export const OFFER_ID_PATTERN = /^(LS\d{6,18})-(\d{1,6})$/;

export function lenderView(lender: Lender): LenderView {
  return {
    id: lender.id,
    slug: lender.slug,
    name: lender.name,
    shortName: lender.shortName,
    initials: lender.initials,
    color: lender.color,
    logo: lender.logo,
    rbiRegistrationType: lender.rbiRegistrationType,
  };
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An offer as the lead's voucher (§3), valid for VOUCHER_VALID_DAYS from `at`. */
export function voucherFrom(offer: Offer, lender: Lender, reference: string, at: Date): Voucher {
  return {
    loanAmount: offer.amount,
    roi: offer.ratePercent,
    emi: offer.emi,
    tenure: offer.tenureMonths,
    processingFee: offer.processingFeeBase,
    processingFeeWithGst: offer.processingFee,
    stampDuty: offer.stampDuty,
    serviceCharges: offer.serviceCharges,
    valuationCharges: offer.valuationCharges,
    documentationCharges: offer.documentationCharges,
    netDisbursedAmount: offer.netDisbursed,
    apr: offer.apr,
    loanId: reference,
    voucherExpiryDate: kolkataDate(new Date(at.getTime() + VOUCHER_VALID_DAYS * DAY_MS)),
    offerType: "indicative",
    imgColor: lender.color,
    lenderId: lender.id,
    lenderName: lender.shortName,
    penalCharges: offer.penalCharges,
    offer,
  };
}
