import { randomInt } from "node:crypto";
import { applicantDetails, applicationConsents, applications, users } from "@loansetu/db/schema";
import { and, asc, desc, eq, isNull, ne } from "@loansetu/db/sql";
import {
  ageOn,
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  type ConsentPurpose,
  checkApplicantDetails,
  checkConsents,
  checkProductDetails,
  type FieldErrors,
  type Form,
  firstIncompleteStep,
  type JourneyProduct,
  type JourneyProgress,
  type JourneyStep,
  journeyProduct,
  kolkataDate,
  type LeadStage,
  leadStages,
  maskPan,
  type ProductDetails,
} from "@loansetu/domain/application";
import type { EligibilityReason } from "@loansetu/domain/eligibility";
import { LEAD_STATUS_AT_CREATION } from "@loansetu/domain/journey";
import {
  type CreditBand,
  commonReasons,
  creditBandOf,
  type IneligibleOffer,
  matchOffers,
  type Offer,
  type OfferApplicant,
  type OfferSort,
} from "@loansetu/domain/offers";
import { type BureauReport, type CreditBureau, createBureau } from "../adapters/bureau.ts";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";
import type { Lender, LenderProduct } from "../data/schemas.ts";
import { AppError } from "../errors.ts";
import type { ApiDeps } from "../types.ts";
import { journeyMessage } from "./messages.ts";
import { decryptPan, encryptPan } from "./pan-crypto.ts";
import { vehiclesFor } from "./vehicles.ts";

type ApplicationRow = typeof applications.$inferSelect;
type DetailsRow = typeof applicantDetails.$inferSelect;

/** A bureau score is good for this long; after it the lead shows `isScoreExpire` (§3). */
export const SCORE_VALID_DAYS = 30;
/** How long a chosen offer's voucher stays valid (§9 "Approval valid-till date shown"). */
export const VOUCHER_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

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

export interface StoredProductDetails extends ProductDetails {
  vehicleLabel?: string;
}

export interface ConsentState {
  bureauCheck: boolean;
  shareWithLenders: boolean;
  contact: boolean;
  textVersion: string;
  givenAt: string;
}

export interface CreditScoreView {
  score: number | null;
  bureau: string;
  checkedAt: string;
}

/** The chosen offer as the lead's voucher: §3 fields, plus the KFS figures and the offer it came from. */
export interface Voucher {
  loanAmount: number;
  roi: number;
  emi: number;
  /** Months. */
  tenure: number;
  /** Base processing fee before GST, as §3 carries it (§9 adds 18 % when shown). */
  processingFee: number;
  processingFeeWithGst: number;
  stampDuty: number;
  serviceCharges: number;
  valuationCharges: number;
  documentationCharges: number;
  netDisbursedAmount: number;
  apr: number;
  loanId: string;
  voucherExpiryDate: string;
  offerType: "indicative";
  imgColor: string;
  lenderId: number;
  lenderName: string;
  penalCharges: string;
  offer?: Offer;
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
  /** Where the journey resumes (the first incomplete step), or null once submitted. */
  resume: { step: JourneyStep; path: string } | null;
}

export type SaveResult = { ok: true; state: JourneyState } | { ok: false; errors: FieldErrors };

/** A voucher saved without its offer (seeded, or from an older release) read back as an offer. */
export function offerFromVoucher(voucher: Voucher, product: string, creditBand: CreditBand): Offer {
  const totalRepayment = voucher.emi * voucher.tenure;
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
    processingFeeBase: voucher.processingFee,
    processingFee: voucher.processingFeeWithGst,
    stampDuty: voucher.stampDuty,
    valuationCharges: voucher.valuationCharges,
    documentationCharges: voucher.documentationCharges,
    serviceCharges: voucher.serviceCharges,
    totalDeductions: voucher.loanAmount - voucher.netDisbursedAmount,
    netDisbursed: voucher.netDisbursedAmount,
    apr: voucher.apr,
    totalInterest: totalRepayment - voucher.loanAmount,
    totalRepayment,
    penalCharges: voucher.penalCharges,
  };
}

/** Offer id in a KFS link: the application's reference and the lender's id. */
export const OFFER_ID_PATTERN = /^(LS\d{6,18})-(\d{1,6})$/;

function lenderView(lender: Lender): LenderView {
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

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createJourneyService(deps: ApiDeps, bureau: CreditBureau = createBureau(deps.config)) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const key = deps.config.PAN_ENCRYPTION_KEY;

  const fail = (
    code: "NOT_FOUND" | "CONFLICT" | "BAD_REQUEST",
    message: Parameters<typeof journeyMessage>[0],
    locale: ApiLocale,
  ) => new AppError(code, journeyMessage(message, locale));

  function productOf(slug: string, locale: ApiLocale): JourneyProduct {
    const product = journeyProduct(slug);
    if (!product) throw fail("NOT_FOUND", "unknownProduct", locale);
    return product;
  }

  async function lenders(): Promise<Lender[]> {
    return (await deps.data.get("lenders.json")).lenders;
  }

  async function newReference(): Promise<string> {
    // "LS" + yymmdd in India + 6 random digits: readable on the phone, unguessable enough with ownership checks.
    const day = kolkataDate(now()).replace(/-/g, "").slice(2);
    for (;;) {
      const reference = `LS${day}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
      const [taken] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.reference, reference));
      if (!taken) return reference;
    }
  }

  /** Gives an unnamed account the name a person typed (first word first name, the rest last name). */
  async function nameIfUnnamed(user: User, fullName: string): Promise<void> {
    const [firstName, ...others] = fullName.trim().split(/\s+/);
    if (!firstName) return;
    await db
      .update(users)
      .set({ firstName, lastName: others.join(" ") || null, updatedAt: now() })
      .where(and(eq(users.id, user.id), isNull(users.firstName), isNull(users.lastName)));
  }

  async function owned(user: User, reference: string, locale: ApiLocale): Promise<ApplicationRow> {
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.reference, reference), eq(applications.userId, user.id)));
    // Another customer's application is "not found", never "forbidden": its existence is not disclosed.
    if (!row) throw fail("NOT_FOUND", "notFound", locale);
    return row;
  }

  async function detailsOf(row: ApplicationRow): Promise<DetailsRow | undefined> {
    const [details] = await db
      .select()
      .from(applicantDetails)
      .where(eq(applicantDetails.applicationId, row.id));
    return details;
  }

  async function consentsOf(row: ApplicationRow): Promise<ConsentState | null> {
    const rows = await db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, row.id))
      .orderBy(asc(applicationConsents.id));
    if (rows.length === 0) return null;
    const latest = new Map<string, (typeof rows)[number]>();
    for (const consent of rows) latest.set(consent.purpose, consent);
    const granted = (purpose: ConsentPurpose) => latest.get(purpose)?.granted === true;
    const last = rows[rows.length - 1]!;
    return {
      bureauCheck: granted("bureauCheck"),
      shareWithLenders: granted("shareWithLenders"),
      contact: granted("contact"),
      textVersion: last.textVersion,
      givenAt: last.givenAt.toISOString(),
    };
  }

  function productDetailsOf(row: ApplicationRow): StoredProductDetails | null {
    return (row.steps.product as StoredProductDetails | undefined) ?? null;
  }

  function creditScoreOf(row: ApplicationRow): CreditScoreView | null {
    return row.creditCheckedAt
      ? {
          score: row.creditScore,
          bureau: row.creditBureau ?? "",
          checkedAt: row.creditCheckedAt.toISOString(),
        }
      : null;
  }

  function progressOf(
    row: ApplicationRow,
    details: DetailsRow | undefined,
    consents: ConsentState | null,
  ): JourneyProgress {
    return {
      loggedIn: true,
      details: details !== undefined && row.name !== null,
      product: productDetailsOf(row) !== null,
      consents: consents?.bureauCheck === true && consents.shareWithLenders,
      offerChosen: row.voucher !== null,
    };
  }

  async function stateOf(row: ApplicationRow): Promise<JourneyState> {
    const details = await detailsOf(row);
    const consents = await consentsOf(row);
    const progress = progressOf(row, details, consents);
    return {
      reference: row.reference,
      product: row.product,
      productsId: row.productsId,
      vendorsId: row.vendorsId,
      status: row.status,
      stages: row.stages as LeadStage[],
      backBtnSlug: row.backBtnSlug,
      utm: row.utm,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      step: firstIncompleteStep(progress),
      progress,
      details:
        details && row.name !== null
          ? {
              fullName: row.name,
              email: row.personalEmail ?? "",
              dateOfBirth: details.dateOfBirth,
              panMasked: details.panMasked,
              pincode: details.pincode,
              employment: details.employment,
              netMonthlyIncome: details.netMonthlyIncome,
              business: details.business,
            }
          : null,
      productDetails: productDetailsOf(row),
      consents,
      creditScore: creditScoreOf(row),
      voucher: (row.voucher as Voucher | null) ?? null,
    };
  }

  function assertOpen(row: ApplicationRow, locale: ApiLocale) {
    if (row.submittedAt !== null) throw fail("CONFLICT", "submitted", locale);
  }

  async function touch(row: ApplicationRow, values: Partial<typeof applications.$inferInsert>) {
    const [updated] = await db
      .update(applications)
      .set({ ...values, updatedAt: now() })
      .where(eq(applications.id, row.id))
      .returning();
    return updated!;
  }

  /** The applicant as the offer engine sees them; runs the soft bureau check once consent allows it. */
  async function applicantFor(row: ApplicationRow, locale: ApiLocale) {
    const details = await detailsOf(row);
    const consents = await consentsOf(row);
    const progress = progressOf(row, details, consents);
    if (!progress.details || !progress.product || !progress.consents)
      throw fail("BAD_REQUEST", "earlierSteps", locale);
    let current = row;
    if (!row.creditCheckedAt) {
      let report: BureauReport;
      try {
        report = await bureau.softCheck({
          pan: decryptPan(details!.panEncrypted, key, row.id),
          mobile: (await mobileOf(row)) ?? "",
          fullName: row.name ?? "",
          dateOfBirth: details!.dateOfBirth,
        });
      } catch (error) {
        deps.logger.error({ err: String(error), bureau: bureau.name }, "credit bureau check failed");
        throw new AppError("UNAVAILABLE", journeyMessage("bureauUnavailable", locale));
      }
      current = await touch(row, {
        creditScore: report.score,
        creditBureau: report.bureau,
        creditCheckedAt: now(),
      });
    }
    const product = productOf(row.product, locale);
    const stored = productDetailsOf(current)!;
    const applicant: OfferApplicant = {
      age: ageOn(details!.dateOfBirth, kolkataDate(now())),
      netMonthlyIncome: details!.netMonthlyIncome,
      employment: details!.employment as OfferApplicant["employment"],
      creditScore: current.creditScore,
      product: product.key,
      amount: stored.amount,
      tenureMonths: stored.tenureMonths,
      vehicleValue: stored.vehicle?.value,
      vehicleType: stored.vehicle?.type,
      emisPaid: stored.currentLoan?.emisPaid,
      hasRunningLoan: stored.currentLoan?.hasRunningLoan,
      businessYears: details!.business?.years,
      annualTurnover: details!.business?.annualTurnover,
    };
    return { row: current, applicant };
  }

  async function mobileOf(row: ApplicationRow): Promise<string | undefined> {
    const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
    return user?.mobile;
  }

  async function offersFor(row: ApplicationRow, sort: OfferSort, locale: ApiLocale): Promise<OffersView> {
    const { row: current, applicant } = await applicantFor(row, locale);
    const all = await lenders();
    const byId = new Map(all.map((lender) => [lender.id, lender]));
    const result = matchOffers(all, applicant, sort);
    return {
      reference: current.reference,
      sort,
      creditBand: result.creditBand,
      creditScore: creditScoreOf(current)!,
      eligible: result.eligible.map((offer) => {
        const offerId = `${current.reference}-${offer.lenderId}`;
        return {
          ...offer,
          lender: lenderView(byId.get(offer.lenderId)!),
          offerId,
          kfsUrl: `/api/offers/${offerId}/kfs.pdf`,
        };
      }),
      ineligible: result.ineligible.map((entry) => ({
        ...entry,
        reasons: [...entry.reasons],
        lender: lenderView(byId.get(entry.lenderId)!),
      })),
      reasons: result.eligible.length === 0 ? commonReasons(result.ineligible) : [],
      chosenLenderId: current.lenderId,
    };
  }

  function voucherFrom(offer: Offer, lender: Lender, reference: string): Voucher {
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
      voucherExpiryDate: kolkataDate(new Date(now().getTime() + VOUCHER_VALID_DAYS * DAY_MS)),
      offerType: "indicative",
      imgColor: lender.color,
      lenderId: lender.id,
      lenderName: lender.shortName,
      penalCharges: offer.penalCharges,
      offer,
    };
  }

  async function leadCard(row: ApplicationRow, byId: Map<number, Lender>): Promise<LeadCard> {
    const consents = await consentsOf(row);
    const details = await detailsOf(row);
    const progress = progressOf(row, details, consents);
    const lender = row.lenderId !== null ? byId.get(row.lenderId) : undefined;
    const score = creditScoreOf(row);
    const step = firstIncompleteStep(progress);
    return {
      id: row.reference,
      loanId: row.reference,
      leadStatus: row.status,
      product: row.product,
      productsId: row.productsId,
      vendorsId: row.vendorsId,
      name: row.name,
      personalEmail: row.personalEmail,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      stages: row.stages as LeadStage[],
      systemId: 2,
      systems: [],
      isUjActive: false,
      isNbfcLead: lender?.rbiRegistrationType.startsWith("NBFC") ?? false,
      isScoreExpire:
        score !== null && now().getTime() - Date.parse(score.checkedAt) > SCORE_VALID_DAYS * DAY_MS,
      isconsentCreated: progress.consents || row.submittedAt !== null,
      consentOptedout: false,
      creditScore: score,
      voucher: (row.voucher as Voucher | null) ?? null,
      lender: lender ? lenderView(lender) : null,
      resume:
        row.submittedAt === null
          ? { step, path: `/apply/${row.product}?reference=${encodeURIComponent(row.reference)}` }
          : null,
    };
  }

  /** The application a start resumes: the one named, else the latest open one of the product. */
  async function resumable(user: User, input: StartInput, locale: ApiLocale) {
    const product = productOf(input.product, locale);
    if (input.reference) {
      const row = await owned(user, input.reference, locale);
      if (row.product !== product.slug) throw fail("NOT_FOUND", "notFound", locale);
      return { product, row, utm: {} };
    }
    const [open] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.userId, user.id),
          eq(applications.product, product.slug),
          ne(applications.productsId, CHATBOT_PRODUCTS_ID),
          isNull(applications.submittedAt),
          eq(applications.status, LEAD_STATUS_AT_CREATION),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    const utm = Object.fromEntries(
      Object.entries(input.utm ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    if (!open) return { product, row: undefined, utm };
    // First touch wins: a resumed application keeps the campaign that started it.
    const fresh = Object.keys(open.utm).length === 0 && Object.keys(utm).length > 0;
    return { product, row: fresh ? await touch(open, { utm }) : open, utm };
  }

  const service = {
    /** Resumes the customer's open application for the product (or the one named), or starts one. */
    async start(user: User, input: StartInput, locale: ApiLocale): Promise<JourneyState> {
      const { product, row: open, utm } = await resumable(user, input, locale);
      if (open) return stateOf(open);
      const at = now();
      const [row] = await db
        .insert(applications)
        .values({
          reference: await newReference(),
          userId: user.id,
          product: product.slug,
          productsId: input.productsId ?? product.ids.productsId,
          vendorsId: input.vendorsId ?? product.ids.vendorsId,
          status: LEAD_STATUS_AT_CREATION,
          stages: leadStages(0),
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
          personalEmail: user.email,
          utm,
          backBtnSlug: input.backBtnSlug ?? null,
          formSource: input.formSource ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return stateOf(row!);
    },

    /**
     * What the journey page shows: the application a start would resume, else a draft with no reference
     * that nothing stores. Opening the page (a GET) never creates an application; the first submitted
     * step does (`saveFirstDetails`) (issue 16, defect 2).
     */
    async open(user: User, input: StartInput, locale: ApiLocale): Promise<JourneyState> {
      const { product, row, utm } = await resumable(user, input, locale);
      if (row) return stateOf(row);
      const at = now().toISOString();
      const progress: JourneyProgress = {
        loggedIn: true,
        details: false,
        product: false,
        consents: false,
        offerChosen: false,
      };
      return {
        reference: "",
        product: product.slug,
        productsId: input.productsId ?? product.ids.productsId,
        vendorsId: input.vendorsId ?? product.ids.vendorsId,
        status: LEAD_STATUS_AT_CREATION,
        stages: leadStages(0),
        backBtnSlug: input.backBtnSlug ?? null,
        utm,
        createdAt: at,
        updatedAt: at,
        submittedAt: null,
        step: firstIncompleteStep(progress),
        progress,
        details: null,
        productDetails: null,
        consents: null,
        creditScore: null,
        voucher: null,
      };
    },

    /**
     * The details step of a draft: the application is created only once the details are valid, then
     * they are saved on it.
     */
    async saveFirstDetails(
      user: User,
      input: StartInput,
      form: Form,
      locale: ApiLocale,
    ): Promise<SaveResult> {
      const product = productOf(input.product, locale);
      const checked = checkApplicantDetails(form, {
        today: kolkataDate(now()),
        business: product.asksBusiness,
      });
      if (!checked.ok) return checked;
      const started = await service.start(user, input, locale);
      return service.saveDetails(user, started.reference, form, locale);
    },

    async state(user: User, reference: string, locale: ApiLocale): Promise<JourneyState> {
      return stateOf(await owned(user, reference, locale));
    },

    /** The applicant details step. A PAN sent back as its mask keeps the stored PAN. */
    async saveDetails(user: User, reference: string, form: Form, locale: ApiLocale): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      const product = productOf(row.product, locale);
      const existing = await detailsOf(row);
      const keepPan = existing !== undefined && form.pan?.trim().toUpperCase() === existing.panMasked;
      const pan = keepPan ? decryptPan(existing.panEncrypted, key, row.id) : form.pan;
      const checked = checkApplicantDetails(
        { ...form, pan },
        { today: kolkataDate(now()), business: product.asksBusiness },
      );
      if (!checked.ok) return checked;
      const value = checked.value;
      const values = {
        dateOfBirth: value.dateOfBirth,
        panEncrypted: encryptPan(value.pan, key, row.id),
        panMasked: maskPan(value.pan),
        pincode: value.pincode,
        employment: value.employment,
        netMonthlyIncome: value.netMonthlyIncome,
        business: value.business
          ? {
              type: value.business.type,
              years: value.business.years,
              annualTurnover: value.business.annualTurnover,
            }
          : null,
        updatedAt: now(),
      };
      await db
        .insert(applicantDetails)
        .values({ applicationId: row.id, ...values })
        .onConflictDoUpdate({ target: applicantDetails.applicationId, set: values });
      const panChanged =
        existing === undefined || decryptPan(existing.panEncrypted, key, row.id) !== value.pan;
      const updated = await touch(row, {
        name: value.fullName,
        personalEmail: value.email,
        // A new PAN is a new bureau enquiry: the old score is not this person's.
        ...(panChanged ? { creditScore: null, creditBureau: null, creditCheckedAt: null } : {}),
      });
      // The account takes the name and email of its first application (the dashboard greets by name).
      await nameIfUnnamed(user, value.fullName);
      await db
        .update(users)
        .set({ email: value.email, updatedAt: now() })
        .where(and(eq(users.id, user.id), isNull(users.email)));
      return { ok: true, state: await stateOf(updated) };
    },

    /** The product details step (amount, tenure, vehicle, current loan). */
    async saveProduct(user: User, reference: string, form: Form, locale: ApiLocale): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      if (!(await stateOf(row)).progress.details) throw fail("BAD_REQUEST", "earlierSteps", locale);
      const product = productOf(row.product, locale);
      const vehicles = product.vehicle ? vehiclesFor(await deps.data.get("car-catalogue.json"), product) : [];
      const checked = checkProductDetails(product, form, (id) => vehicles.find((v) => v.variantId === id));
      if (!checked.ok) return checked;
      const label = vehicles.find((v) => v.variantId === checked.value.vehicle?.variantId)?.label;
      const stored: StoredProductDetails = { ...checked.value, ...(label ? { vehicleLabel: label } : {}) };
      const updated = await touch(row, { steps: { ...row.steps, product: stored } });
      return { ok: true, state: await stateOf(updated) };
    },

    /** The consent step: one row per purpose, given or not, with the text version, language and time. */
    async saveConsents(
      user: User,
      reference: string,
      form: Form & { textVersion?: string },
      locale: ApiLocale,
    ): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      const state = await stateOf(row);
      if (!state.progress.details || !state.progress.product)
        throw fail("BAD_REQUEST", "earlierSteps", locale);
      if (form.textVersion !== undefined && form.textVersion !== CONSENT_TEXT_VERSION) {
        throw fail("CONFLICT", "consentVersion", locale);
      }
      const checked = checkConsents(form);
      if (!checked.ok) return checked;
      const givenAt = now();
      await db.insert(applicationConsents).values(
        CONSENT_PURPOSES.map((purpose) => ({
          applicationId: row.id,
          purpose,
          granted: checked.value[purpose],
          textVersion: CONSENT_TEXT_VERSION,
          locale,
          givenAt,
        })),
      );
      return { ok: true, state: await stateOf(await touch(row, {})) };
    },

    async offers(user: User, reference: string, sort: OfferSort, locale: ApiLocale): Promise<OffersView> {
      return offersFor(await owned(user, reference, locale), sort, locale);
    },

    /** Choosing an offer submits the application: the lead gets its voucher and its first stage. */
    async choose(user: User, reference: string, lenderId: number, locale: ApiLocale): Promise<LeadCard> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      const view = await offersFor(row, "apr", locale);
      const offer = view.eligible.find((candidate) => candidate.lenderId === lenderId);
      if (!offer) throw fail("BAD_REQUEST", "offerUnavailable", locale);
      const all = await lenders();
      const lender = all.find((candidate) => candidate.id === lenderId)!;
      const { lender: _view, offerId: _id, kfsUrl: _url, ...plain } = offer;
      const at = now();
      const [updated] = await db
        .update(applications)
        .set({
          lenderId,
          voucher: voucherFrom(plain, lender, row.reference) as unknown as Record<string, unknown>,
          stages: leadStages(1),
          status: LEAD_STATUS_AT_CREATION,
          submittedAt: at,
          updatedAt: at,
        })
        .where(eq(applications.id, row.id))
        .returning();
      return leadCard(updated!, new Map(all.map((l) => [l.id, l])));
    },

    /** §7 create-lead: a lead for the logged-in customer, status active (§4), stages not started. */
    async createLead(
      user: User,
      input: {
        product: string;
        productsId: number;
        vendorsId: number;
        name?: string | undefined;
        personalEmail?: string | undefined;
        utmSource?: string | undefined;
      },
      locale: ApiLocale,
    ): Promise<LeadCard> {
      const product = productOf(input.product, locale);
      const at = now();
      const [row] = await db
        .insert(applications)
        .values({
          reference: await newReference(),
          userId: user.id,
          product: product.slug,
          productsId: input.productsId,
          vendorsId: input.vendorsId,
          status: LEAD_STATUS_AT_CREATION,
          stages: leadStages(0),
          name: input.name ?? null,
          personalEmail: input.personalEmail ?? null,
          utm: input.utmSource ? { utm_source: input.utmSource } : {},
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      // The name given in the chat greets the customer on the dashboard, as the journey's name does;
      // a name the customer already has is never overwritten.
      if (input.productsId === CHATBOT_PRODUCTS_ID && input.name) await nameIfUnnamed(user, input.name);
      return leadCard(row!, new Map());
    },

    /**
     * The customer's loan applications, newest first (optionally one product's), for the dashboard.
     * Chatbot leads (productsId 26) are support contacts, not applications (issue 16, defect 1).
     */
    async leads(user: User, product?: string): Promise<LeadCard[]> {
      const rows = await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.userId, user.id),
            ne(applications.productsId, CHATBOT_PRODUCTS_ID),
            product ? eq(applications.product, product) : undefined,
          ),
        )
        .orderBy(desc(applications.createdAt));
      const byId = new Map((await lenders()).map((lender) => [lender.id, lender]));
      return Promise.all(rows.map((row) => leadCard(row, byId)));
    },

    /** The offer behind a KFS link: the chosen voucher's own figures, or the offer as it stands now. */
    async kfsOffer(user: User, offerId: string, locale: ApiLocale) {
      const match = OFFER_ID_PATTERN.exec(offerId);
      if (!match) throw fail("NOT_FOUND", "offerNotFound", locale);
      const row = await owned(user, match[1]!, locale);
      const lenderId = Number(match[2]);
      const lender = (await lenders()).find((candidate) => candidate.id === lenderId);
      const product = productOf(row.product, locale);
      const lenderProduct: LenderProduct | undefined =
        lender?.products[product.key as keyof Lender["products"]];
      if (!lender || !lenderProduct) throw fail("NOT_FOUND", "offerNotFound", locale);
      const voucher = row.voucher as Voucher | null;
      let offer: Offer | undefined;
      if (voucher?.lenderId === lenderId) {
        offer =
          voucher.offer ?? offerFromVoucher(voucher, product.key, creditBandOf(row.creditScore) ?? "NA");
      } else {
        const view = await offersFor(row, "apr", locale);
        offer = view.eligible.find((candidate) => candidate.lenderId === lenderId);
      }
      if (!offer) throw fail("NOT_FOUND", "offerNotFound", locale);
      return { offer, lender, lenderProduct, reference: row.reference, applicantName: row.name, at: now() };
    },
  };
  return service;
}

export type JourneyService = ReturnType<typeof createJourneyService>;
