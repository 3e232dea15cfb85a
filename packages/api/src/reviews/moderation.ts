import { z } from "@hono/zod-openapi";
import { REVIEW_REASON_MAX, reviewTextProblem } from "@loansetu/domain/reviews";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import type { ApiDeps } from "../lib/types.ts";
import { REVIEW_FIELD_TEXTS } from "./messages.ts";
import { createReviewService, type ShownReview } from "./service.ts";

// Operations approve or reject a pending review, from the studio page or the studio API; both go
// through this one function, so each decision writes exactly one audit entry in its own transaction.

/** A rejection's reason: required, trimmed, no control characters, at most REVIEW_REASON_MAX characters. */
export const rejectReason = z
  .string({ message: REVIEW_FIELD_TEXTS.reasonNeeded })
  .max(REVIEW_REASON_MAX * 4, REVIEW_FIELD_TEXTS.reasonLong)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    if (value === "") {
      ctx.addIssue({ code: "custom", message: REVIEW_FIELD_TEXTS.reasonNeeded });
      return;
    }
    const problem = reviewTextProblem(value, REVIEW_REASON_MAX);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message: problem === "tooLong" ? REVIEW_FIELD_TEXTS.reasonLong : REVIEW_FIELD_TEXTS.reasonControl,
      });
  });

export interface ModerationRequest {
  reviewId: string;
  decision: "approved" | "rejected";
  reason: string | null;
  actor: Extract<AuditActor, { roles: unknown }>;
  requestId?: string | undefined;
  ip?: string | undefined;
  locale: ApiLocale;
}

/** Approves or rejects a pending review with its audit entry (`review.approve` / `review.reject`). */
export function moderateReview(deps: ApiDeps, request: ModerationRequest): Promise<ShownReview> {
  const service = createReviewService(deps);
  return service.moderate(
    request.reviewId,
    { status: request.decision, reason: request.decision === "rejected" ? request.reason : null },
    request.actor.id,
    request.locale,
    (tx, change) =>
      recordAudit(tx, {
        actor: request.actor,
        action: change.decision === "approved" ? "review.approve" : "review.reject",
        leadId: change.applicationId,
        subjectType: "review",
        subjectId: change.reviewId,
        before: change.before,
        after: change.after,
        details: change.reference ? { reference: change.reference } : undefined,
        requestId: request.requestId,
        ip: request.ip,
      }),
  );
}
