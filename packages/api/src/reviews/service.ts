import type { Database } from "@loansetu/db/client";
import { applications, lenderRatings, reviews } from "@loansetu/db/schema";
import { and, count, desc, eq, isNotNull, sql } from "@loansetu/db/sql";
import {
  type ComputedRating,
  computedRating,
  displayFirstName,
  isDisbursed,
  type ReviewStatus,
} from "@loansetu/domain/reviews";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { reviewMessage } from "./messages.ts";

// Customer reviews: the owner of a disbursed loan rates it once; operations approve or reject
// it; the home page shows approved ones and a rating computed from them. Only the first name and the city
// the customer gave are kept for display (copied onto the review), so nothing else about them is shown.
// Public pages show verified reviews only (decision 0044): approved, written by the customer of a real
// application, never a demo row of the development seed, which exists only for the studio's queue.

/** What the customer sees of their own review of a loan. */
export interface OwnReview {
  rating: number;
  text: string | null;
  status: ReviewStatus;
  createdAt: string;
}

/** A review as the public (home page) and the moderators see it: no customer or application ids. */
export interface ShownReview {
  id: string;
  rating: number;
  text: string | null;
  /** The language of the text. */
  locale: "en" | "hi";
  firstName: string;
  city: string;
  /** The journey product slug of the reviewed loan. */
  product: string;
  createdAt: string;
  demo: boolean;
}

/** A pending rating of a lender, as the moderators see it beside its stars and comment. */
export interface PendingReview extends ShownReview {
  /** `service` for a review of the loan; `disbursal` or `closure` for a rating of the lender. */
  stage: "service" | "disbursal" | "closure";
  lenderRating: {
    lenderId: number;
    rateAsPromised: boolean;
    unexpectedFees: boolean;
    feesWhich: string | null;
    daysToMoney: number;
  } | null;
}

/** A verified review as the public sees it: no demo flag, since no demo review is ever public. */
export type PublicReview = Omit<ShownReview, "demo">;

export interface PublishedReviews {
  items: PublicReview[];
  /** Null until RATING_MIN_REVIEWS verified reviews are approved. */
  rating: ComputedRating | null;
}

export interface ModerationChange {
  reviewId: string;
  /** The reviewed application (applications.id); null for a demo review. */
  applicationId: string | null;
  decision: "approved" | "rejected";
  before: { status: ReviewStatus };
  after: { status: ReviewStatus; reason: string | null };
  reference: string | null;
}

/** Writes the moderation's audit entry inside the moderation's own transaction (the studio's recordAudit). */
export type ModerationAudit = (tx: Database, change: ModerationChange) => Promise<void>;

const shownColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  locale: reviews.locale,
  firstName: reviews.firstName,
  city: reviews.city,
  product: reviews.product,
  createdAt: reviews.createdAt,
  demo: reviews.demo,
};

type ShownRow = Omit<ShownReview, "locale" | "createdAt"> & { locale: string; createdAt: Date };

const shown = (row: ShownRow): ShownReview => ({
  ...row,
  locale: row.locale === "hi" ? "hi" : "en",
  createdAt: row.createdAt.toISOString(),
});

export function createReviewService(deps: ApiDeps) {
  const db = deps.database.db;

  async function ownedApplication(user: User, reference: string, locale: ApiLocale) {
    const [row] = await db
      .select({
        id: applications.id,
        reference: applications.reference,
        status: applications.status,
        product: applications.product,
        name: applications.name,
      })
      .from(applications)
      .where(and(eq(applications.reference, reference), eq(applications.userId, user.id)));
    // Another customer's application answers exactly like a missing one.
    if (!row) throw new AppError("NOT_FOUND", reviewMessage("notFound", locale));
    return row;
  }

  async function ownReview(applicationId: string): Promise<OwnReview | null> {
    const [row] = await db
      .select({
        rating: reviews.rating,
        text: reviews.text,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.applicationId, applicationId), eq(reviews.stage, "service")));
    return row
      ? { ...row, status: row.status as ReviewStatus, createdAt: row.createdAt.toISOString() }
      : null;
  }

  return {
    /** Whether the customer may review this loan of theirs, and their review if they wrote one. */
    async forApplication(user: User, reference: string, locale: ApiLocale) {
      const application = await ownedApplication(user, reference, locale);
      const review = await ownReview(application.id);
      return { canReview: isDisbursed(application.status) && review === null, review };
    },

    /** The customer's reviews by application reference (for the dashboard's cards, in one query). */
    async byReference(user: User): Promise<Map<string, OwnReview>> {
      const rows = await db
        .select({
          reference: applications.reference,
          rating: reviews.rating,
          text: reviews.text,
          status: reviews.status,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(applications, eq(applications.id, reviews.applicationId))
        .where(and(eq(reviews.userId, user.id), eq(reviews.stage, "service")));
      return new Map(
        rows.map(({ reference, ...row }) => [
          reference,
          { ...row, status: row.status as ReviewStatus, createdAt: row.createdAt.toISOString() },
        ]),
      );
    },

    /**
     * A customer's review of their disbursed loan, pending moderation. Refused for another customer's
     * application (404), before disbursal (409) and a second time (409; the unique index makes two
     * submissions at once end the same way).
     */
    async submit(
      user: User,
      input: { reference: string; rating: number; text: string | null; city: string; locale: ApiLocale },
      client: { ip: string; requestId?: string },
    ): Promise<OwnReview> {
      const { locale } = input;
      const application = await ownedApplication(user, input.reference, locale);
      if (!isDisbursed(application.status))
        throw new AppError("CONFLICT", reviewMessage("notDisbursed", locale));
      const firstName = displayFirstName(user.firstName, application.name) ?? "";
      const at = deps.clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            applicationId: application.id,
            userId: user.id,
            rating: input.rating,
            text: input.text,
            locale,
            firstName,
            city: input.city,
            product: application.product,
            status: "pending",
            createdAt: at,
          })
          .onConflictDoNothing({ target: [reviews.applicationId, reviews.stage] })
          .returning();
        if (!row) throw new AppError("CONFLICT", reviewMessage("alreadyReviewed", locale));
        await recordAudit(tx as unknown as Database, {
          actor: { kind: "customer", id: user.id },
          action: "review.submit",
          leadId: application.id,
          subjectType: "review",
          subjectId: row.id,
          after: { rating: row.rating, status: "pending" },
          details: { reference: application.reference },
          ip: client.ip,
          requestId: client.requestId,
        });
        return {
          rating: row.rating,
          text: row.text,
          status: "pending" as const,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /**
     * Verified reviews (approved, of a real application, not demo), newest first, and the rating computed
     * from all of them.
     */
    async published(limit = 12): Promise<PublishedReviews> {
      // Ratings of lenders (stages disbursal and closure) are shown beside offers, not as reviews of the site.
      const verified = and(
        eq(reviews.stage, "service"),
        eq(reviews.status, "approved"),
        eq(reviews.demo, false),
        isNotNull(reviews.applicationId),
      );
      const [items, [totals]] = await Promise.all([
        db
          .select(shownColumns)
          .from(reviews)
          .where(verified)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit),
        db
          .select({ count: count(), sum: sql<string | number | null>`sum(${reviews.rating})` })
          .from(reviews)
          .where(verified),
      ]);
      return {
        items: items.map((row) => {
          const { demo: _demo, ...item } = shown(row);
          return item;
        }),
        rating: computedRating({ count: Number(totals?.count ?? 0), sum: Number(totals?.sum ?? 0) }),
      };
    },

    /** Reviews waiting for moderation, oldest first (first come, first checked), a page at a time. */
    async pending(page: number, size: number): Promise<{ items: PendingReview[]; total: number }> {
      const waiting = eq(reviews.status, "pending");
      const [items, [total]] = await Promise.all([
        db
          .select({
            ...shownColumns,
            stage: reviews.stage,
            lenderId: lenderRatings.lenderId,
            rateAsPromised: lenderRatings.rateAsPromised,
            unexpectedFees: lenderRatings.unexpectedFees,
            feesWhich: lenderRatings.feesWhich,
            daysToMoney: lenderRatings.daysToMoney,
          })
          .from(reviews)
          .leftJoin(lenderRatings, eq(lenderRatings.reviewId, reviews.id))
          .where(waiting)
          .orderBy(reviews.createdAt, reviews.id)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reviews).where(waiting),
      ]);
      return {
        items: items.map(
          ({ stage, lenderId, rateAsPromised, unexpectedFees, feesWhich, daysToMoney, ...row }) => ({
            ...shown(row),
            stage: stage as PendingReview["stage"],
            lenderRating:
              lenderId === null
                ? null
                : {
                    lenderId,
                    rateAsPromised: rateAsPromised === true,
                    unexpectedFees: unexpectedFees === true,
                    feesWhich,
                    daysToMoney: daysToMoney ?? 0,
                  },
          }),
        ),
        total: Number(total?.n ?? 0),
      };
    },

    /**
     * Approves or rejects a pending review, and writes its audit entry in the same transaction. Only a
     * pending review changes: a second moderator acting on the same review gets a conflict, not a second
     * change or a second audit entry.
     */
    async moderate(
      reviewId: string,
      decision: { status: "approved" | "rejected"; reason: string | null },
      moderator: string,
      locale: ApiLocale,
      audit: ModerationAudit,
    ): Promise<ShownReview> {
      const at = deps.clock();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx
          .update(reviews)
          .set({
            status: decision.status,
            moderatedBy: moderator,
            moderatedAt: at,
            rejectReason: decision.status === "rejected" ? decision.reason : null,
          })
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
          .returning({ ...shownColumns, applicationId: reviews.applicationId });
        if (!row) {
          const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
          throw exists
            ? new AppError("CONFLICT", reviewMessage("alreadyModerated", locale))
            : new AppError("NOT_FOUND", reviewMessage("reviewNotFound", locale));
        }
        const [application] = row.applicationId
          ? await tx
              .select({ reference: applications.reference })
              .from(applications)
              .where(eq(applications.id, row.applicationId))
          : [];
        await audit(tx, {
          reviewId,
          decision: decision.status,
          before: { status: "pending" },
          after: { status: decision.status, reason: decision.reason },
          reference: application?.reference ?? null,
          applicationId: row.applicationId,
        });
        const { applicationId: _applicationId, ...rest } = row;
        return shown(rest);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
