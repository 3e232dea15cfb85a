import type { Database } from "@loansetu/db/client";
import { lenderRatings, reviews } from "@loansetu/db/schema";
import { and, eq, inArray, isNotNull, sql } from "@loansetu/db/sql";
import {
  LENDER_RATING_STAGES,
  type LenderRatingSummary,
  lenderRatingSummary,
} from "@loansetu/domain/lender-ratings";

/**
 * Each lender's verified rating for offer cards: approved ratings of real loans (never a demo row), summed
 * by the database; a lender below LENDER_RATING_MIN of them is left out, so nothing is shown for it. Apart
 * from the rating service so the offers read it without the My loan service behind it.
 */
export async function lenderRatingSummaries(db: Database): Promise<Map<number, LenderRatingSummary>> {
  const rows = await db
    .select({
      lenderId: lenderRatings.lenderId,
      count: sql<number>`count(*)::int`,
      starsSum: sql<number>`sum(${reviews.rating})::int`,
      rateAsPromised: sql<number>`(count(*) filter (where ${lenderRatings.rateAsPromised}))::int`,
      noUnexpectedFees: sql<number>`(count(*) filter (where not ${lenderRatings.unexpectedFees}))::int`,
      daysSum: sql<number>`sum(${lenderRatings.daysToMoney})::int`,
    })
    .from(lenderRatings)
    .innerJoin(reviews, eq(reviews.id, lenderRatings.reviewId))
    .where(
      and(
        eq(reviews.status, "approved"),
        eq(reviews.demo, false),
        isNotNull(reviews.applicationId),
        inArray(reviews.stage, [...LENDER_RATING_STAGES]),
      ),
    )
    .groupBy(lenderRatings.lenderId);
  const summaries = new Map<number, LenderRatingSummary>();
  for (const row of rows) {
    const summary = lenderRatingSummary({
      count: Number(row.count),
      starsSum: Number(row.starsSum),
      rateAsPromised: Number(row.rateAsPromised),
      noUnexpectedFees: Number(row.noUnexpectedFees),
      daysSum: Number(row.daysSum),
    });
    if (summary) summaries.set(row.lenderId, summary);
  }
  return summaries;
}
