import { recordAudit } from "@loansetu/api/audit/record";
import { createLenderRatingService } from "@loansetu/api/lender-ratings/service";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { createReviewService } from "@loansetu/api/reviews/service";
import { applications, lenderShares, reviews, users } from "@loansetu/db/schema";
import { seedDisbursedDemoLoan } from "@loansetu/db/seed-disbursed";
import { and, eq } from "@loansetu/db/sql";
import { kolkataDay } from "@loansetu/domain/loan-planner";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): a fresh customer with one disbursed loan, so a loan
 * review can be tried (and browser-tested) as many times as needed; each loan takes one review.
 */
export function devReviewRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/disbursed-loan", async (c) => {
    const fresh = await seedDisbursedDemoLoan(deps.database.db);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: fresh });
  });
  // `count` approved ratings of a lender, each by a fresh borrower of a loan disbursed by it, made through
  // the rating service and approved through the reviews' moderation, so a browser test can reach the
  // threshold offer cards need. Each rating is real in every way but the seeded loan behind it.
  app.post("/lender-ratings", async (c) => {
    const lenderId = Number(c.req.query("lenderId"));
    const count = Math.min(Number(c.req.query("count") ?? 1), 20);
    const stars = Math.min(Math.max(Number(c.req.query("stars") ?? 4), 1), 5);
    const db = deps.database.db;
    const ratings = createLenderRatingService(deps);
    const moderation = createReviewService(deps);
    const now = deps.clock();
    const today = kolkataDay(now);
    for (let index = 0; index < count; index++) {
      const { reference } = await seedDisbursedDemoLoan(db);
      const [application] = await db
        .update(applications)
        .set({ lenderId })
        .where(eq(applications.reference, reference))
        .returning({ id: applications.id, userId: applications.userId });
      await db.insert(lenderShares).values({
        applicationId: application!.id,
        lenderId,
        status: "disbursed",
        statusAt: now,
        consentTextVersion: "development",
        terms: { amount: 100_000, ratePercent: 13, tenureMonths: 24, apr: 14, emi: 4754 },
        sanction: { date: today, ratePercent: 13, tenureMonths: 24 },
        disbursal: { amount: 100_000, date: today },
        sharedAt: new Date(now.getTime() - 3 * 86_400_000),
        updatedAt: now,
      });
      const [user] = await db.select().from(users).where(eq(users.id, application!.userId!));
      await ratings.submit(
        user!,
        reference,
        {
          stage: "disbursal",
          stars,
          rateAsPromised: true,
          unexpectedFees: false,
          feesWhich: null,
          comment: null,
        },
        "en",
        { ip: "127.0.0.1" },
      );
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.applicationId, application!.id), eq(reviews.stage, "disbursal")));
      await moderation.moderate(
        review!.id,
        { status: "approved", reason: null },
        "development",
        "en",
        (tx, change) =>
          recordAudit(tx, {
            actor: { kind: "system", id: "development" },
            action: "review.approve",
            leadId: change.applicationId,
            subjectType: "review",
            subjectId: change.reviewId,
            before: change.before,
            after: change.after,
          }),
      );
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { count } });
  });
  return app;
}
