import { applications, auditLog, reviews } from "@loansetu/db/schema";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { seedDisbursedDemoLoan } from "@loansetu/db/seed-disbursed";
import { and, eq, ne, sql } from "@loansetu/db/sql";
import { RATING_MIN_REVIEWS } from "@loansetu/domain/reviews";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { createReviewService } from "../src/reviews/service.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Customer reviews: only the owner of a disbursed loan reviews it, once; the public list and
// rating hold verified reviews only (approved, of a real application; never the seed's demo reviews,
// decision 0044), and the rating appears from 20 of them; moderation is audited in the same transaction
// and happens once.

const DISBURSED = "LS2610000003";
const ACTIVE = "LS2610000002";

describe.each(ENGINES)("reviews API on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  let demo: string;
  let stranger: string;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    demo = (await loginApp(api, deps, DEMO_CUSTOMER.mobile)).token;
    const other = await seedDisbursedDemoLoan(deps.database.db);
    stranger = (await loginApp(api, deps, other.mobile)).token;
  });
  afterAll(() => database.dispose());

  const call = async (
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
  const review = (reference: string, token: string | undefined, body: unknown, headers = {}) =>
    call("POST", `/api/application/${reference}/review`, token, body, headers);
  const db = () => deps.database.db;
  /** Approved reviews of real applications: the ones the public list and rating are made of. */
  const verifiedTotals = async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
      .from(reviews)
      .where(and(eq(reviews.status, "approved"), eq(reviews.demo, false)));
    return row!;
  };

  it("lists verified reviews only: the seed's approved demo reviews are neither listed nor rated", async () => {
    const { status, body } = await call("GET", "/api/reviews");
    expect(status).toBe(200);
    const { items, rating } = body.data;
    expect(Object.keys(body.data).sort()).toEqual(["items", "rating"]);
    // The development seed approved more demo reviews than the rating needs; none of them is public.
    const [demo] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.status, "approved"), eq(reviews.demo, true)));
    expect(demo!.n).toBeGreaterThanOrEqual(RATING_MIN_REVIEWS);
    expect(items).toEqual([]);
    expect(rating).toBeNull();
  });

  it("refuses without a session and for another customer's loan, as if it did not exist", async () => {
    expect((await review(DISBURSED, undefined, { rating: 5, city: "Pune" })).status).toBe(401);
    expect((await call("GET", `/api/application/${DISBURSED}/review`)).status).toBe(401);
    const foreign = await review(DISBURSED, stranger, { rating: 5, city: "Pune" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("NOT_FOUND");
    expect((await call("GET", `/api/application/${DISBURSED}/review`, stranger)).status).toBe(404);
  });

  it("refuses a review before disbursal", async () => {
    expect((await call("GET", `/api/application/${ACTIVE}/review`, demo)).body.data).toEqual({
      canReview: false,
      review: null,
    });
    const early = await review(ACTIVE, demo, { rating: 4, city: "Pune" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("You can review a loan once it has been disbursed.");
  });

  it("validates the rating, the text and the city, in the caller's language", async () => {
    const cases: [unknown, string][] = [
      [{ rating: 6, city: "Pune" }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: 0, city: "Pune" }, "Please choose a rating from 1 to 5 stars."],
      [{ rating: 4.5, city: "Pune" }, "Please choose a rating from 1 to 5 stars."],
      [
        { rating: 5, city: "Pune", text: "Great\u0000service" },
        "Please remove unusual characters from your review.",
      ],
      [
        { rating: 5, city: "Pune", text: "Great \u202Eecivres" },
        "Please remove unusual characters from your review.",
      ],
      [{ rating: 5, city: "Pune", text: "a".repeat(501) }, "Please keep your review under 500 characters."],
      [{ rating: 5, city: "<script>" }, "Please enter the city you live in."],
      [{ rating: 5 }, "Please enter the city you live in."],
    ];
    for (const [body, message] of cases) {
      const answer = await review(DISBURSED, demo, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    const hindi = await review(DISBURSED, demo, { rating: 9, city: "Pune" }, { "x-locale": "hi" });
    expect(hindi.body.message).toBe("कृपया 1 से 5 सितारों के बीच रेटिंग चुनें।");
    const huge = await review(
      DISBURSED,
      demo,
      JSON.stringify({ rating: 5, city: "Pune", text: "x".repeat(5000) }),
    );
    expect(huge.status).toBe(413);
    expect((await call("GET", `/api/application/${DISBURSED}/review`, demo)).body.data.canReview).toBe(true);
  });

  it("takes one review per disbursed loan, pending until moderated, and audits it", async () => {
    const first = await review(DISBURSED, demo, {
      rating: 4,
      city: " Navi  Mumbai ",
      text: "  Clear offers.\r\nFast. ",
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ rating: 4, text: "Clear offers.\nFast.", status: "pending" });
    const again = await review(DISBURSED, demo, { rating: 5, city: "Pune" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already reviewed this loan.");
    expect((await call("GET", `/api/application/${DISBURSED}/review`, demo)).body.data).toMatchObject({
      canReview: false,
      review: { rating: 4, status: "pending" },
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.text, "Clear offers.\nFast."));
    expect(row).toMatchObject({
      firstName: "Asha",
      city: "Navi Mumbai",
      product: "two-wheeler-loan",
      demo: false,
    });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.submit"), eq(auditLog.subjectId, row!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorType: "customer", after: { rating: 4, status: "pending" } });
    // Pending: not on the public list.
    const list = (await call("GET", "/api/reviews?limit=24")).body.data.items as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(row!.id);
  });

  it("moderates once in the studio, with exactly one audit entry in the same transaction", async () => {
    const service = createReviewService(deps);
    const [row] = await db().select().from(reviews).where(eq(reviews.text, "Clear offers.\nFast."));
    const id = row!.id;
    const entries = () =>
      db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.subjectType, "review"),
            eq(auditLog.subjectId, id),
            ne(auditLog.action, "review.submit"),
          ),
        );
    const ops = await signedInEmployee(deps, ["operations"]);
    const studio = (path: string, headers: Record<string, string>, body?: unknown) =>
      api.request(`http://localhost/api/studio/reviews${path}`, {
        method: body === undefined && !path.includes("/approve") ? "GET" : "POST",
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    // The queue shows the review with the first name and city only.
    const queue = await (await studio("", ops.headers)).json();
    const queued = queue.data.items.find((r: { id: string }) => r.id === id);
    expect(queued).toMatchObject({ firstName: "Asha", city: "Navi Mumbai", rating: 4 });
    expect(JSON.stringify(queue)).not.toContain(DEMO_CUSTOMER.mobile);
    expect(JSON.stringify(queue)).not.toContain("Verma");

    // Refused to a customer session and to roles other than operations.
    expect(
      (await studio(`/${id}/approve`, { authorization: `Bearer ${demo}`, origin: "http://localhost" }))
        .status,
    ).toBe(401);
    const viewer = await signedInEmployee(deps, ["viewer"]);
    expect((await studio(`/${id}/approve`, viewer.headers)).status).toBe(403);
    expect((await studio(`/${id}/reject`, ops.headers, { reason: "" })).status).toBe(400);
    expect((await studio(`/${id}/reject`, ops.headers, { reason: "bad\u0007" })).status).toBe(400);

    // An audit that fails undoes the change: both happen or neither.
    await expect(
      service.moderate(id, { status: "approved", reason: null }, "ops-1", "en", async () => {
        throw new Error("audit down");
      }),
    ).rejects.toThrow("audit down");
    expect((await db().select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe("pending");
    expect(await entries()).toHaveLength(0);

    const before = await verifiedTotals();
    const approved = await studio(`/${id}/approve`, ops.headers);
    expect(approved.status).toBe(200);
    expect((await approved.json()).data).toMatchObject({ firstName: "Asha", city: "Navi Mumbai" });
    const late = await studio(`/${id}/reject`, ops.headers, { reason: "Spam" });
    expect(late.status).toBe(409);
    expect((await studio(`/${id}/approve`, ops.headers)).status).toBe(409);
    expect((await studio("/00000000-0000-4000-8000-999999999999/approve", ops.headers)).status).toBe(404);
    const written = await entries();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: "review.approve",
      actorType: "employee",
      actorId: ops.id,
      actorRole: "operations",
      before: { status: "pending" },
      after: { status: "approved", reason: null },
    });
    expect((await db().select().from(reviews).where(eq(reviews.id, id)))[0]).toMatchObject({
      status: "approved",
      moderatedBy: ops.id,
    });
    // Now public, newest first, and counted in the rating.
    const { body } = await call("GET", "/api/reviews");
    expect(body.data.items[0]).toEqual({
      id,
      rating: 4,
      text: "Clear offers.\nFast.",
      locale: "en",
      firstName: "Asha",
      city: "Navi Mumbai",
      product: "two-wheeler-loan",
      createdAt: expect.any(String),
    });
    expect(body.data.items).toHaveLength(before.n + 1);
    // One verified review is far from the 20 a rating needs.
    expect(body.data.rating).toBeNull();
    expect((await call("GET", `/api/application/${DISBURSED}/review`, demo)).body.data.review.status).toBe(
      "approved",
    );
  });

  it("rejects with a reason the public never sees", async () => {
    const ops = await signedInEmployee(deps, ["operations"]);
    const [pending] = await db().select().from(reviews).where(eq(reviews.status, "pending"));
    const res = await api.request(`http://localhost/api/studio/reviews/${pending!.id}/reject`, {
      method: "POST",
      headers: ops.headers,
      body: JSON.stringify({ reason: "  Mentions a phone number.  " }),
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, pending!.id));
    expect(row).toMatchObject({ status: "rejected", rejectReason: "Mentions a phone number." });
    const list = await call("GET", "/api/reviews?limit=24");
    expect(JSON.stringify(list.body)).not.toContain("phone number");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, pending!.id), eq(auditLog.action, "review.reject")));
    expect(entry!.after).toEqual({ status: "rejected", reason: "Mentions a phone number." });
  });

  it("shows the rating only from 20 verified reviews, each written and approved through the real flow", async () => {
    const ops = await signedInEmployee(deps, ["operations"]);
    const approve = async (rating: number) => {
      const loan = await seedDisbursedDemoLoan(db());
      const token = (await loginApp(api, deps, loan.mobile)).token;
      const written = await review(loan.reference, token, { rating, city: "Pune" });
      expect(written.status).toBe(200);
      const [row] = await db()
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(applications, eq(applications.id, reviews.applicationId))
        .where(eq(applications.reference, loan.reference));
      const res = await api.request(`http://localhost/api/studio/reviews/${row!.id}/approve`, {
        method: "POST",
        headers: ops.headers,
      });
      expect(res.status).toBe(200);
    };
    const start = await verifiedTotals();
    expect(start.n).toBeLessThan(RATING_MIN_REVIEWS - 1);
    for (let n = start.n; n < RATING_MIN_REVIEWS - 1; n++) await approve(5);
    const below = (await call("GET", "/api/reviews?limit=24")).body.data;
    expect(below.items).toHaveLength(RATING_MIN_REVIEWS - 1);
    expect(below.rating).toBeNull();
    await approve(3);
    const totals = await verifiedTotals();
    expect(totals.n).toBe(RATING_MIN_REVIEWS);
    const { rating } = (await call("GET", "/api/reviews")).body.data;
    // The average of the verified reviews alone: the seed's demo reviews would move it.
    expect(rating).toEqual({
      value: Math.round((totals.sum / totals.n) * 10) / 10,
      outOf: 5,
      reviewCount: RATING_MIN_REVIEWS,
    });
  });

  it("limits how often a customer submits", async () => {
    const fresh = await seedDisbursedDemoLoan(db());
    const token = (await loginApp(api, deps, fresh.mobile)).token;
    for (let i = 0; i < 20; i++)
      expect((await review(fresh.reference, token, { rating: 7, city: "Pune" })).status).toBe(400);
    const limited = await review(fresh.reference, token, { rating: 5, city: "Pune" });
    expect(limited.status).toBe(429);
  });
});
