import type { Database } from "@loansetu/db/client";
import { applications, lenderRatings, lenderShares, reviews } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import {
  daysToMoney,
  LENDER_RATING_FEES_MAX,
  LENDER_RATING_STAGES,
  type LenderRatingStage,
  openRatingStages,
} from "@loansetu/domain/lender-ratings";
import { kolkataDay } from "@loansetu/domain/loan-planner";
import {
  displayFirstName,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  type ReviewStatus,
  reviewTextProblem,
} from "@loansetu/domain/reviews";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { createMyLoanService } from "../my-loan/service.ts";
import { type RatingMessage, ratingMessage } from "./messages.ts";
import { lenderRatingSummaries } from "./summaries.ts";

// Ratings of lenders on what happened (decision 0080): the borrower of a disbursed loan rates its lender from
// My loan once after disbursal and once at closure (the lender reported the loan closed). A rating
// is a review row of stage `disbursal` or `closure` (stars, comment, moderation in the one reviews queue)
// with its facts in `lender_ratings`; verified because it is tied to the borrower's real disbursed share.
// Offer cards read `summaries()`, which counts only approved ratings and nothing below LENDER_RATING_MIN.

/** Rating submissions (accepted or not) a borrower may make an hour: a person needs one or two. */
const SUBMITS_PER_HOUR = 20;

export interface OwnLenderRating {
  stage: LenderRatingStage;
  stars: number;
  rateAsPromised: boolean;
  unexpectedFees: boolean;
  feesWhich: string | null;
  comment: string | null;
  daysToMoney: number;
  status: ReviewStatus;
}

export interface LenderRatingState {
  /** Stages the borrower may rate now. */
  open: LenderRatingStage[];
  rated: OwnLenderRating[];
  /** Days from the application reaching the lender to the money, from the recorded times. */
  daysToMoney: number;
}

/** The form's fields as typed (strings, from a form post or JSON). */
export interface RatingFields {
  stage: string;
  stars: string;
  rateAsPromised: string;
  unexpectedFees: string;
  feesWhich: string;
  comment: string;
}

export type RatingField = "stage" | "stars" | "rateAsPromised" | "unexpectedFees" | "feesWhich" | "comment";

export interface RatingInput {
  stage: LenderRatingStage;
  stars: number;
  rateAsPromised: boolean;
  unexpectedFees: boolean;
  feesWhich: string | null;
  comment: string | null;
}

const yesNo = (value: string): boolean | null => (value === "yes" ? true : value === "no" ? false : null);

/** Reads the form's fields; bad ones answer errors in the borrower's language, field by field. */
export function parseRatingFields(
  fields: RatingFields,
  locale: ApiLocale,
): { ok: true; input: RatingInput } | { ok: false; errors: Partial<Record<RatingField, string>> } {
  const errors: Partial<Record<RatingField, string>> = {};
  const fail = (field: RatingField, key: RatingMessage) => {
    errors[field] = ratingMessage(key, locale);
  };
  const stage = LENDER_RATING_STAGES.find((one) => one === fields.stage);
  if (!stage) fail("stage", "notFound");
  const stars = /^\d$/.test(fields.stars.trim()) ? Number(fields.stars.trim()) : Number.NaN;
  if (!(stars >= REVIEW_RATING_MIN && stars <= REVIEW_RATING_MAX)) fail("stars", "stars");
  const rateAsPromised = yesNo(fields.rateAsPromised);
  if (rateAsPromised === null) fail("rateAsPromised", "rateAsPromised");
  const unexpectedFees = yesNo(fields.unexpectedFees);
  if (unexpectedFees === null) fail("unexpectedFees", "unexpectedFees");
  const feesWhich = fields.feesWhich.replace(/\s+/g, " ").trim();
  if (
    unexpectedFees === true &&
    (feesWhich === "" || reviewTextProblem(feesWhich, LENDER_RATING_FEES_MAX) !== null)
  )
    fail("feesWhich", "feesWhich");
  const comment = fields.comment.replace(/\r\n?/g, "\n").trim();
  if (reviewTextProblem(comment) !== null) fail("comment", "comment");
  if (Object.keys(errors).length > 0 || !stage || rateAsPromised === null || unexpectedFees === null)
    return { ok: false, errors };
  return {
    ok: true,
    input: {
      stage,
      stars,
      rateAsPromised,
      unexpectedFees,
      feesWhich: unexpectedFees ? feesWhich : null,
      comment: comment === "" ? null : comment,
    },
  };
}

export function createLenderRatingService(deps: ApiDeps) {
  const db = deps.database.db;
  const myLoans = createMyLoanService(deps);

  /** The borrower's disbursed loan with its share's times, or 404 in their language. */
  async function loanOf(user: User, reference: string, locale: ApiLocale) {
    const loan = await myLoans.loan(user, reference).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND")
        throw new AppError("NOT_FOUND", ratingMessage("notFound", locale));
      throw error;
    });
    const [row] = await db
      .select({
        shareId: lenderShares.id,
        sharedAt: lenderShares.sharedAt,
        applicationId: applications.id,
        product: applications.product,
        name: applications.name,
      })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .where(
        and(
          eq(applications.reference, reference),
          eq(applications.userId, user.id),
          eq(lenderShares.status, "disbursed"),
        ),
      );
    if (!row) throw new AppError("NOT_FOUND", ratingMessage("notFound", locale));
    return { loan, ...row };
  }

  async function ratedOn(applicationId: string): Promise<OwnLenderRating[]> {
    const rows = await db
      .select({
        stage: reviews.stage,
        stars: reviews.rating,
        comment: reviews.text,
        status: reviews.status,
        rateAsPromised: lenderRatings.rateAsPromised,
        unexpectedFees: lenderRatings.unexpectedFees,
        feesWhich: lenderRatings.feesWhich,
        daysToMoney: lenderRatings.daysToMoney,
      })
      .from(reviews)
      .innerJoin(lenderRatings, eq(lenderRatings.reviewId, reviews.id))
      .where(eq(reviews.applicationId, applicationId))
      .orderBy(reviews.createdAt);
    return rows.map((row) => ({
      ...row,
      stage: row.stage as LenderRatingStage,
      status: row.status as ReviewStatus,
    }));
  }

  async function state(user: User, reference: string, locale: ApiLocale) {
    const found = await loanOf(user, reference, locale);
    const rated = await ratedOn(found.applicationId);
    // At closure: when the lender has reported the loan closed (lender API or portal, decision 0078).
    const closed = found.loan.closure !== null;
    return {
      found,
      answer: {
        open: openRatingStages({ disbursed: true, closed, rated: rated.map((one) => one.stage) }),
        rated,
        daysToMoney: daysToMoney(kolkataDay(found.sharedAt), found.loan.disbursedOn),
      } satisfies LenderRatingState,
    };
  }

  return {
    /** What the borrower may rate on this loan now, and what they rated. */
    async forLoan(user: User, reference: string, locale: ApiLocale): Promise<LenderRatingState> {
      return (await state(user, reference, locale)).answer;
    },

    /** Every submission counts, valid or not, so guessing at it is limited as much as using the form. */
    async limit(user: User, locale: ApiLocale) {
      const key = `lender-rating:user:${user.id}`;
      const at = deps.clock();
      if (await exceeded(db, key, [{ limit: SUBMITS_PER_HOUR, since: new Date(at.getTime() - 3_600_000) }]))
        throw new AppError("RATE_LIMITED", ratingMessage("rateLimited", locale));
      await record(db, key, at);
    },

    /**
     * A rating of the loan's lender at a stage, pending moderation. Refused for a loan that is not the
     * borrower's or not disbursed (404), at closure before the lender reported it closed (409), and a second time at a
     * stage (409; the unique index on application and stage makes two at once end the same way).
     */
    async submit(
      user: User,
      reference: string,
      input: RatingInput,
      locale: ApiLocale,
      client: { ip: string; requestId?: string },
    ): Promise<OwnLenderRating> {
      const { found, answer } = await state(user, reference, locale);
      if (answer.rated.some((one) => one.stage === input.stage))
        throw new AppError("CONFLICT", ratingMessage("alreadyRated", locale));
      if (!answer.open.includes(input.stage))
        throw new AppError("CONFLICT", ratingMessage("closureNotYet", locale));
      const at = deps.clock();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx
          .insert(reviews)
          .values({
            applicationId: found.applicationId,
            userId: user.id,
            rating: input.stars,
            text: input.comment,
            locale,
            firstName: displayFirstName(user.firstName, found.name) ?? "",
            // Ratings of lenders ask no city: they are shown only as counts beside offers.
            city: "",
            product: found.product,
            status: "pending",
            stage: input.stage,
            createdAt: at,
          })
          .onConflictDoNothing({ target: [reviews.applicationId, reviews.stage] })
          .returning({ id: reviews.id });
        if (!row) throw new AppError("CONFLICT", ratingMessage("alreadyRated", locale));
        await tx.insert(lenderRatings).values({
          reviewId: row.id,
          shareId: found.shareId,
          lenderId: found.loan.lender.id,
          rateAsPromised: input.rateAsPromised,
          unexpectedFees: input.unexpectedFees,
          feesWhich: input.feesWhich,
          daysToMoney: answer.daysToMoney,
        });
        await recordAudit(tx, {
          actor: { kind: "customer", id: user.id },
          action: "review.submit",
          leadId: found.applicationId,
          subjectType: "review",
          subjectId: row.id,
          after: { rating: input.stars, status: "pending", stage: input.stage },
          details: { reference },
          ip: client.ip,
          requestId: client.requestId,
        });
        return { ...input, comment: input.comment, daysToMoney: answer.daysToMoney, status: "pending" };
      });
    },

    /** Each lender's verified rating, from LENDER_RATING_MIN approved ones (see summaries.ts). */
    summaries: () => lenderRatingSummaries(db),
  };
}

export type LenderRatingService = ReturnType<typeof createLenderRatingService>;
