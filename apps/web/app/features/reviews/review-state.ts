import type { OwnReview } from "@loansetu/api/reviews/service";
import { isDisbursed } from "@loansetu/domain/reviews";
import type { ReviewState } from "./review-prompt.tsx";

/** A lead card's review prompt: none before disbursal; the form, or what became of the review written. */
export function reviewStateOf(leadStatus: string, own: OwnReview | undefined): ReviewState | null {
  if (!isDisbursed(leadStatus)) return null;
  return { canReview: own === undefined, own: own ? { rating: own.rating, status: own.status } : null };
}
