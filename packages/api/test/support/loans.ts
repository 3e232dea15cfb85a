import { buildRepaymentSchedule } from "@loansetu/domain/repayment-schedule";
import { expect } from "vitest";
import type { createApi } from "../../src/app.ts";
import { createLenderKey } from "../../src/lenders/keys.ts";
import type { ApiDeps } from "../../src/lib/types.ts";
import { goodPan, throughConsents } from "./journey.ts";
import { loginApp } from "./login.ts";

// The set-up the loan's API tests share (my-loan, loan-closure, lender-ratings): the borrower's and the
// lender's calls, and a borrower's loan taken through the lender API to a disbursal with a posted schedule.

type Api = ReturnType<typeof createApi>;

/** The terms the lender approves: ₹2.5 lakh at 14.25 % for 36 months. */
export const LOAN_TERMS = { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 };

/** The schedule a lender posts: 36 EMIs from 5 December 2026, as the domain's schedule works them out. */
export const POSTED_SCHEDULE = buildRepaymentSchedule({
  principal: 250_000,
  annualRatePercent: 14.25,
  months: 36,
  start: { year: 2026, month: 12 },
}).rows.map((row) => ({
  number: row.paymentNumber,
  dueDate: `${row.month.year}-${String(row.month.month).padStart(2, "0")}-05`,
  emi: row.totalPayment,
  principal: row.principalPayment,
  interest: row.interestPayment,
  balance: row.remainingBalance,
}));

/**
 * The calls of a loan's tests over the file's app, read when called (a file builds its app in `beforeAll`);
 * `now` is the test's clock, at which lender keys are made.
 */
export function loanCalls(context: () => { api: Api; deps: ApiDeps; now: Date }) {
  const api = { request: (...args: Parameters<Api["request"]>) => context().api.request(...args) };
  /** A borrower's call from the site: same origin, a language, the bearer token. */
  const call = (token: string | null, method: string, path: string, body?: unknown, locale = "en") => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost${path}`, {
      method,
      headers: {
        origin: "http://localhost",
        "x-locale": locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(text
          ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) }
          : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };

  let n = 0;
  const newIdempotencyKey = () => `loan-${++n}-${Math.random().toString(36).slice(2)}`;
  /** A lender system's write: its key, an Idempotency-Key, JSON or a PDF's bytes. */
  const lender = (key: string, path: string, body: unknown, idem = newIdempotencyKey(), method = "POST") =>
    api.request(`http://localhost/api/lender/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        "idempotency-key": idem,
        "content-type": body instanceof Buffer ? "application/pdf" : "application/json",
      },
      body: body instanceof Buffer ? body : JSON.stringify(body),
    });
  const lenderGet = (key: string, path: string) =>
    api.request(`http://localhost/api/lender/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

  // A lender holds at most two active keys: one a lender serves every loan of a file.
  const keys = new Map<number, string>();
  async function keyOf(lenderId: number) {
    const known = keys.get(lenderId);
    if (known) return known;
    const { deps, now } = context();
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "test", now });
    keys.set(lenderId, key);
    return key;
  }

  /**
   * A borrower's loan taken through the lender API: chosen, approved and, unless `until` is "approved",
   * accepted, sanctioned on the 20th, disbursed on `disbursedOn` and given the posted schedule.
   */
  async function loanThrough(
    mobile: string,
    utr: string,
    options: { until?: "approved" | "scheduled"; lenderId?: number; disbursedOn?: string } = {},
  ) {
    const { api, deps } = context();
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (await call(token, "GET", `/api/journey/${reference}/offers`)).json();
    const lenderId = options.lenderId ?? (offers.data.eligible as { lenderId: number }[])[0]!.lenderId;
    expect((await call(token, "POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
    const key = await keyOf(lenderId);
    const path = `/applications/${reference}`;
    expect((await lender(key, `${path}/decision`, { decision: "approve", terms: LOAN_TERMS })).status).toBe(
      200,
    );
    if (options.until !== "approved") {
      expect((await call(token, "POST", `/api/applications/${reference}/lender-terms/accept`)).status).toBe(
        200,
      );
      expect((await lender(key, `${path}/sanction`, { date: "2026-11-20" })).status).toBe(200);
      const date = options.disbursedOn ?? "2026-11-21";
      expect((await lender(key, `${path}/disbursal`, { amount: 250_000, date, utr })).status).toBe(200);
      expect((await lender(key, `${path}/repayment-schedule`, { instalments: POSTED_SCHEDULE })).status).toBe(
        200,
      );
    }
    return { token, reference, lenderId, key, path };
  }

  return { call, lender, lenderGet, keyOf, loanThrough };
}
