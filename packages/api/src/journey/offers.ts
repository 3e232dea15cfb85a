import { applications } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { ageOn, kolkataDate, leadStages } from "@loansetu/domain/application";
import { LEAD_STATUS_AT_CREATION } from "@loansetu/domain/journey";
import { BUSINESS_PURPOSE_PRODUCTS, kolkataDay, prepaymentChargeRule } from "@loansetu/domain/loan-planner";
import {
  commonReasons,
  creditBandOf,
  matchOffers,
  type Offer,
  type OfferApplicant,
  type OfferSort,
} from "@loansetu/domain/offers";
import type { BureauReport, CreditBureau } from "../adapters/bureau.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record, startOfIndianDay, withKeyLock } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import type { Lender, LenderProduct } from "../data/schemas.ts";
import { lenderRatingSummaries } from "../lender-ratings/summaries.ts";
import { shareWithChosenLender } from "../lenders/shares.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import { recordSharing } from "../privacy/sharing-ledger.ts";
import type { JourneyContext } from "./context.ts";
import type { LeadCards } from "./lead-cards.ts";
import { journeyMessage } from "./messages.ts";
import {
  type ApplicationRow,
  type LeadCard,
  lenderView,
  OFFER_ID_PATTERN,
  type OffersView,
  offerFromVoucher,
  voucherFrom,
} from "./model.ts";
import { decryptPan } from "./pan-crypto.ts";
import { readOtherVouchers, readVoucher } from "./voucher.ts";

/** Where an offers request came from: the address its soft bureau check counts against. */
export interface OfferSource {
  ip: string;
}

/** How many soft bureau checks the journey runs for one customer a day (see spendSoftCheck). */
export const SOFT_CHECKS_PER_CUSTOMER_DAY = 3;

/** Offers: the soft bureau check, matching lenders, choosing one (which submits the application) and KFS. */
export function createOfferSteps(ctx: JourneyContext, cards: LeadCards, bureau: CreditBureau) {
  const {
    deps,
    db,
    now,
    key,
    fail,
    productOf,
    lenders,
    owned,
    detailsOf,
    consentsOf,
    progressOf,
    productDetailsOf,
    creditScoreOf,
    assertOpen,
    mobileOf,
  } = ctx;
  const { leadCard } = cards;

  /**
   * Each soft bureau check is an enquiry on a person's file, and each costs us: a customer gets
   * SOFT_CHECKS_PER_CUSTOMER_DAY a day (a changed PAN asks again) and an address SOFT_CHECKS_PER_IP_HOUR
   * an hour, counted under the customer's lock so parallel requests cannot all pass.
   */
  async function spendSoftCheck(row: ApplicationRow, source: OfferSource | undefined, locale: ApiLocale) {
    const at = now();
    const customerKey = `soft-check:user:${row.userId}`;
    const addressKey = source ? `soft-check:ip:${source.ip}` : null;
    await withKeyLock(db, customerKey, async (tx) => {
      const overCustomer = await exceeded(tx, customerKey, [
        { limit: SOFT_CHECKS_PER_CUSTOMER_DAY, since: startOfIndianDay(at) },
      ]);
      const overAddress =
        addressKey &&
        (await exceeded(tx, addressKey, [
          { limit: deps.config.SOFT_CHECKS_PER_IP_HOUR, since: new Date(at.getTime() - 3_600_000) },
        ]));
      if (overCustomer || overAddress)
        throw new AppError("RATE_LIMITED", journeyMessage("tooManyBureauChecks", locale), {
          headers: { "Retry-After": overCustomer ? "86400" : "3600" },
        });
      await record(tx, customerKey, at);
      if (addressKey) await record(tx, addressKey, at);
    });
  }

  /** The applicant as the offer engine sees them; runs the soft bureau check once consent allows it. */
  async function applicantFor(row: ApplicationRow, locale: ApiLocale, source?: OfferSource) {
    const details = await detailsOf(row);
    const consents = await consentsOf(row);
    const progress = progressOf(row, details, consents);
    if (!progress.details || !progress.product || !progress.consents)
      throw fail("BAD_REQUEST", "earlierSteps", locale);
    let current = row;
    if (!row.creditCheckedAt) {
      await spendSoftCheck(row, source, locale);
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
      const checkedAt = now();
      current = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as typeof db;
        const [updated] = await tx
          .update(applications)
          .set({
            creditScore: report.score,
            creditBureau: report.bureau,
            creditCheckedAt: checkedAt,
            updatedAt: checkedAt,
          })
          .where(eq(applications.id, row.id))
          .returning();
        await recordSharing(tx, {
          userId: row.userId,
          applicationId: row.id,
          occasion: "softCheck",
          recipientKind: "bureau",
          recipientName: report.bureau,
          at: checkedAt,
        });
        return updated!;
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

  async function offersFor(
    row: ApplicationRow,
    sort: OfferSort,
    locale: ApiLocale,
    source?: OfferSource,
  ): Promise<OffersView> {
    const { row: current, applicant } = await applicantFor(row, locale, source);
    const all = await lenders();
    const byId = new Map(all.map((lender) => [lender.id, lender]));
    const result = matchOffers(all, applicant, sort);
    const ratings = await lenderRatingSummaries(db);
    // A loan from these offers would be sanctioned today or later: the charge rule reads today's date.
    const today = kolkataDay(now());
    return {
      reference: current.reference,
      sort,
      creditBand: result.creditBand,
      creditScore: creditScoreOf(current)!,
      eligible: result.eligible.map((offer) => {
        const offerId = `${current.reference}-${offer.lenderId}`;
        const product = byId.get(offer.lenderId)!.products[applicant.product as keyof Lender["products"]] as
          | LenderProduct
          | undefined;
        return {
          ...offer,
          lender: lenderView(byId.get(offer.lenderId)!),
          rating: ratings.get(offer.lenderId) ?? null,
          prepayment: prepaymentChargeRule({
            rateType: product?.rateType ?? "fixed",
            borrower: "individual",
            businessPurpose: BUSINESS_PURPOSE_PRODUCTS.has(applicant.product),
            sanctionedOn: today,
            disclosedPercent: product?.foreclosure.chargePercent ?? 0,
          }),
          offerId,
          kfsUrl: `/api/offers/${offerId}/kfs.pdf?lang=${locale}`,
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

  return {
    async offers(
      user: User,
      reference: string,
      sort: OfferSort,
      locale: ApiLocale,
      source?: OfferSource,
    ): Promise<OffersView> {
      return offersFor(await owned(user, reference, locale), sort, locale, source);
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
      const {
        lender: _view,
        offerId: _id,
        kfsUrl: _url,
        rating: _rating,
        prepayment: _charge,
        ...plain
      } = offer;
      const at = now();
      const [updated] = await transaction(db, async (tx) => {
        // Choosing sends the application to the lender: the sharing is recorded with the change.
        await recordSharing(tx, {
          userId: row.userId,
          applicationId: row.id,
          occasion: "offerRequest",
          recipientKind: "lender",
          recipientName: lender.name,
          lenderId,
          at,
        });
        // Choosing the offer is the borrower's consent to share with this lender (the button says so):
        // the lender's share, its consent record and its webhook (decision 0066).
        await shareWithChosenLender(tx, { application: row, lenderId, locale, at });
        return tx
          .update(applications)
          .set({
            lenderId,
            voucher: voucherFrom(plain, lender, row.reference, at),
            stages: leadStages(1),
            status: LEAD_STATUS_AT_CREATION,
            submittedAt: at,
            updatedAt: at,
          })
          .where(eq(applications.id, row.id))
          .returning();
      });
      return leadCard(updated!, new Map(all.map((l) => [l.id, l])));
    },

    /** The offer behind a KFS link: the chosen voucher's own figures, or the offer as it stands now. */
    async kfsOffer(user: User, offerId: string, locale: ApiLocale) {
      const match = OFFER_ID_PATTERN.exec(offerId);
      if (!match) throw fail("NOT_FOUND", "offerNotFound", locale);
      return kfsOfferOf(await owned(user, match[1]!, locale), Number(match[2]), locale);
    },

    /**
     * Every offer's KFS input for one download, in the order the offers page shows them: the
     * applicant's own application only, each offer resolved as its single KFS link would be.
     */
    async allKfsOffers(user: User, reference: string, sort: OfferSort, locale: ApiLocale) {
      const row = await owned(user, reference, locale);
      const view = await offersFor(row, sort, locale);
      if (view.eligible.length === 0) throw fail("NOT_FOUND", "offerNotFound", locale);
      const found = [];
      for (const offer of view.eligible) found.push(await kfsOfferOf(row, offer.lenderId, locale, view));
      return found;
    },

    /** The offer behind a KFS of any application (the back office's lead page; the caller checks the role). */
    kfsOfferOf,
  };

  async function kfsOfferOf(row: ApplicationRow, lenderId: number, locale: ApiLocale, listed?: OffersView) {
    const lender = (await lenders()).find((candidate) => candidate.id === lenderId);
    const product = productOf(row.product, locale);
    const lenderProduct: LenderProduct | undefined =
      lender?.products[product.key as keyof Lender["products"]];
    if (!lender || !lenderProduct) throw fail("NOT_FOUND", "offerNotFound", locale);
    const voucher = readVoucher(row.voucher);
    let offer: Offer | undefined;
    // Offers the back office made for the lead are kept with their figures.
    const made = readOtherVouchers(row.steps.vouchers).find(
      (candidate) => candidate.lenderId === lenderId && candidate.offer,
    );
    if (voucher?.lenderId === lenderId) {
      offer =
        voucher.offer ??
        offerFromVoucher(
          voucher,
          product.key,
          creditBandOf(row.creditScore) ?? "NA",
          lenderProduct.penalCharges,
        );
    } else if (made?.offer) {
      offer = made.offer;
    } else {
      const view = listed ?? (await offersFor(row, "apr", locale));
      offer = view.eligible.find((candidate) => candidate.lenderId === lenderId);
    }
    if (!offer) throw fail("NOT_FOUND", "offerNotFound", locale);
    return { offer, lender, lenderProduct, reference: row.reference, applicantName: row.name, at: now() };
  }
}
