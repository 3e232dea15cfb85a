import { CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import { expect } from "vitest";
import { sandboxScore } from "../../src/adapters/bureau.ts";
import type { createApi } from "../../src/app.ts";

// The application journey's set-up that the API tests share (journey.test.ts, kfs-all.test.ts): a PAN the
// sandbox bureau scores as wanted, the details step's body, and an application saved up to the offers.

/** The test applicant's date of birth (30 at the tests' fixed clock). */
export const DOB_30 = "1996-01-15";

/** A PAN whose sandbox score for this mobile passes `want` (a number, or null for no history). */
export function panWithScore(mobile: string, want: (score: number | null) => boolean): string {
  for (let n = 1000; n < 10_000; n++) {
    const pan = `ABCDE${n}F`;
    if (want(sandboxScore(pan, mobile))) return pan;
  }
  throw new Error("no PAN found");
}

/** A PAN scored 760 or more for this mobile, so most lenders can offer. */
export const goodPan = (mobile: string) => panWithScore(mobile, (score) => score !== null && score >= 760);

/** The details step's body for a salaried applicant in Bengaluru earning ₹80,000 a month. */
export const detailsStep = (pan: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Ravi Kumar",
  email: "ravi@example.in",
  dateOfBirth: DOB_30,
  pan,
  pincode: "560001",
  employment: "salaried",
  netMonthlyIncome: 80_000,
  ...extra,
});

/** Starts an application over HTTP and saves every step up to the offers; answers its reference. */
export async function throughConsents(
  api: ReturnType<typeof createApi>,
  token: string,
  pan: string,
  product = "personal-loan",
  productStep: Record<string, unknown> = { amount: 300_000, tenureMonths: 36 },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const send = (method: string, path: string, body: unknown) =>
    api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
  const start = await send("POST", "/api/journey/start", { product });
  expect(start.status).toBe(200);
  const reference = (await start.json()).data.reference as string;
  const consents = {
    bureauCheck: true,
    shareWithLenders: true,
    contact: false,
    textVersion: CONSENT_TEXT_VERSION,
  };
  for (const [step, body] of [
    ["details", detailsStep(pan, extra)],
    ["product", productStep],
    ["consents", consents],
  ] as const) {
    expect((await send("PUT", `/api/journey/${reference}/${step}`, body)).status, step).toBe(200);
  }
  return reference;
}
