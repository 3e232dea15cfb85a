import { lenderRatings, reviews } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { LENDER_RATING_MIN } from "@loansetu/domain/lender-ratings";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApi } from "../src/app.ts";
import { createLenderRatingService } from "../src/lender-ratings/service.ts";
import { createReviewService } from "../src/reviews/service.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loanCalls } from "./support/loans.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// Ratings of lenders (decision 0080): only the borrower of a disbursed loan rates its lender, once a stage,
// closure only once the last EMI date passed; ratings go through the reviews' moderation, and a lender's
// summary exists only from LENDER_RATING_MIN approved ones.

type Deps = ReturnType<typeof createTestDeps>;

describe.each(ENGINES)("Ratings of lenders on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  let at = new Date("2026-11-21T06:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const { call, lender, loanThrough } = loanCalls(() => ({ api, deps, now: at }));
  /** A loan disbursed on the 24th, three days after it was shared at the clock's time. */
  const disbursedLoan = (mobile: string, utr: string, lenderId?: number) =>
    loanThrough(mobile, utr, { disbursedOn: "2026-11-24", ...(lenderId ? { lenderId } : {}) });

  const rating = {
    stage: "disbursal",
    stars: 4,
    rateAsPromised: true,
    unexpectedFees: true,
    feesWhich: "Stamp duty",
    comment: "Quick.",
  };

  it("lets only the borrower of a disbursed loan rate its lender, once a stage, and closure only at closure", async () => {
    const loan = await disbursedLoan("9811300001", "HDFCN52026112301");
    const path = `/api/my-loans/${loan.reference}/lender-rating`;

    // Not signed in: refused before the body is read.
    expect((await call(null, "POST", path, rating)).status).toBe(401);
    // Another customer's loan answers like a missing one.
    const stranger = await loginApp(api, deps, "9811300009");
    expect((await call(stranger.token, "POST", path, rating)).status).toBe(404);
    expect((await call(stranger.token, "GET", path)).status).toBe(404);
    // No disbursed loan: an application that never reached disbursal is refused too, in Hindi for Hindi.
    const pending = await throughConsents(api, stranger.token, goodPan("9811300009"));
    const refused = await call(
      stranger.token,
      "POST",
      `/api/my-loans/${pending}/lender-rating`,
      rating,
      "hi",
    );
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe("इस रेफ़रेंस का कोई वितरित लोन नहीं मिला।");

    // The borrower sees the days to the money worked out from the recorded times, and the stage open.
    const state = await (await call(loan.token, "GET", path)).json();
    expect(state.data).toMatchObject({ open: ["disbursal"], rated: [] });
    expect(state.data.daysToMoney).toBe(3);

    // Bad input changes nothing: fees said yes without naming them, no stars.
    const bad = await call(loan.token, "POST", path, { ...rating, feesWhich: "", stars: 0 });
    expect(bad.status).toBe(400);
    const saved = await call(loan.token, "POST", path, rating);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ stage: "disbursal", stars: 4, status: "pending" });
    // Twice at the same stage: refused.
    const twice = await call(loan.token, "POST", path, { ...rating, stars: 1 });
    expect(twice.status).toBe(409);
    // Closure before the lender reported the loan closed: refused.
    expect((await call(loan.token, "POST", path, { ...rating, stage: "closure" })).status).toBe(409);

    const rows = await deps.database.db
      .select()
      .from(reviews)
      .innerJoin(lenderRatings, eq(lenderRatings.reviewId, reviews.id))
      .where(eq(reviews.stage, "disbursal"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lender_ratings).toMatchObject({
      lenderId: loan.lenderId,
      rateAsPromised: true,
      unexpectedFees: true,
      feesWhich: "Stamp duty",
      daysToMoney: 3,
    });
    // The borrower's review of the loan (the home page's) is a separate thing: still open to them.
    const review = await (await call(loan.token, "GET", `/api/application/${loan.reference}/review`)).json();
    expect(review.data).toMatchObject({ canReview: true, review: null });

    // Once the lender reports the loan closed, the closure stage opens.
    const before = at;
    at = new Date("2026-11-26T06:00:00Z");
    onTestFinished(() => {
      at = before;
    });
    const closed = await lender(loan.key, `/applications/${loan.reference}/closure`, {
      date: "2026-11-25",
      reason: "foreclosed",
    });
    expect(closed.status).toBe(200);
    // Five days on, the borrower signs in again (the first sign-in's access token has expired).
    const later = await loginApp(api, deps, "9811300001");
    expect((await (await call(later.token, "GET", path)).json()).data.open).toEqual(["closure"]);
    expect((await call(later.token, "POST", path, { ...rating, stage: "closure" })).status).toBe(200);
  });

  it("goes through the reviews' moderation and shows a summary only from the threshold", async () => {
    const ratings = createLenderRatingService(deps);
    const first = await disbursedLoan("9811300011", "HDFCN52026112311");
    const loans = [first];
    for (let i = 2; i <= LENDER_RATING_MIN; i++)
      loans.push(await disbursedLoan(`98113000${10 + i}`, `HDFCN520261123${10 + i}`, first.lenderId));
    for (const [index, loan] of loans.entries()) {
      const res = await call(loan.token, "POST", `/api/my-loans/${loan.reference}/lender-rating`, {
        ...rating,
        stars: 5,
        rateAsPromised: index > 0,
        unexpectedFees: false,
        feesWhich: "",
      });
      expect(res.status).toBe(200);
    }
    // Pending ratings count for nothing.
    expect((await ratings.summaries()).get(first.lenderId)).toBeUndefined();

    // The studio's one queue holds them, with their facts, and approves them as it approves reviews.
    const ops = await signedInEmployee(deps, ["operations"]);
    const queue = await (
      await api.request("http://localhost/api/studio/reviews", { headers: ops.headers })
    ).json();
    const mine = queue.data.items.filter(
      // This test's ratings (5 stars); the first test's rating of 4 stars stays pending.
      (item: { rating: number; stage?: string; lenderRating: { lenderId: number } | null }) =>
        item.rating === 5 && item.stage === "disbursal" && item.lenderRating?.lenderId === first.lenderId,
    );
    expect(mine).toHaveLength(LENDER_RATING_MIN);
    for (const [index, item] of mine.entries()) {
      if (index === LENDER_RATING_MIN - 1) break;
      const res = await api.request(`http://localhost/api/studio/reviews/${item.id}/approve`, {
        method: "POST",
        headers: ops.headers,
      });
      expect(res.status).toBe(200);
    }
    // One short of the threshold: nothing to show.
    expect((await ratings.summaries()).get(first.lenderId)).toBeUndefined();
    const last = mine[LENDER_RATING_MIN - 1];
    expect(
      (
        await api.request(`http://localhost/api/studio/reviews/${last.id}/approve`, {
          method: "POST",
          headers: ops.headers,
        })
      ).status,
    ).toBe(200);
    const summary = (await ratings.summaries()).get(first.lenderId);
    expect(summary).toMatchObject({
      count: LENDER_RATING_MIN,
      stars: 5,
      noUnexpectedFees: LENDER_RATING_MIN,
    });
    expect(summary!.rateAsPromised).toBe(LENDER_RATING_MIN - 1);
    // Ratings of lenders never show as reviews of the site.
    const published = await createReviewService(deps).published();
    expect(published.items.some((item) => item.city === "")).toBe(false);
  });
});
