import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// A loan taken past the offers by the lender's own system, as the browser tests of the time after the
// disbursal need one (My loan, closure, ratings of lenders): the borrower chooses the first offer in the
// page; the lender, with a development key (as the simulator gets one), approves, sanctions, disburses
// and posts a schedule over the public lender API.

/** Today in India, or the day `days` before it, as YYYY-MM-DD. */
export const indiaDay = (daysBefore = 0) =>
  new Date(Date.now() + 330 * 60_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);

/** A lender system's write over the lender API (JSON, or a PDF's bytes); it must succeed. */
export async function lenderCall(
  request: APIRequestContext,
  base: string,
  key: string,
  path: string,
  data: unknown,
  method: "POST" | "PUT" = "POST",
) {
  const res = await request.fetch(`${base}/api/lender/v1/applications${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      "idempotency-key": crypto.randomUUID(),
      ...(Buffer.isBuffer(data) ? { "content-type": "application/pdf" } : {}),
    },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The borrower, on the offers step, chooses the first offer: its reference and lender. */
export async function chooseFirstOffer(page: Page) {
  const row = page.getByTestId("offer-row").first();
  const lenderId = Number(await row.getAttribute("data-lender-id"));
  await row.locator("summary").first().click();
  await row.getByTestId("offer-choose").click();
  await page.locator("form:has(input[name=intent][value=choose]) button[type=submit]").click();
  // The reference shows on the offers step too: only the journey's last step says the choice was sent (the
  // lender can see the application from then), so a lender call made before it could find nothing shared.
  await expect(page).toHaveURL(/[?&]step=done(&|$)/);
  await expect(page.getByTestId("journey-reference")).toBeVisible();
  const reference = /LS\d+/.exec((await page.getByTestId("journey-reference").textContent()) ?? "")![0];
  return { reference, lenderId };
}

/** `months` EMIs at 14.25 % of `amount`, due on the 5th from the month after `start` (YYYY-MM-DD). */
export function scheduleFrom(start: string, amount: number, months: number) {
  const [year, month] = start.split("-").map(Number) as [number, number];
  const rate = 14.25 / 1200;
  const emi = Math.floor((amount * rate * (1 + rate) ** months) / ((1 + rate) ** months - 1));
  let balance = amount;
  return Array.from({ length: months }, (_, index) => {
    const at = year * 12 + month + index; // the month after `start`'s, counted from 0
    const dueDate = `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}-05`;
    const interest = Math.round(balance * rate);
    const principal = index === months - 1 ? balance : emi - interest;
    balance -= principal;
    return { number: index + 1, dueDate, emi: principal + interest, principal, interest, balance };
  });
}

/**
 * The lender approves `amount` over `months` at 14.25 %, the borrower accepts, the lender sanctions and
 * disburses on `on` with `utr`, and (unless `schedule: false`) posts the schedule. Answers the key and
 * the schedule.
 */
export async function disburseOverLenderApi(
  page: Page,
  base: string,
  loan: { reference: string; lenderId: number },
  options: {
    amount: number;
    months: number;
    on: string;
    utr: string;
    schedule?: boolean;
    /** Runs after the sanction, before the disbursal, with the lender's key (a step the borrower takes then). */
    afterSanction?: (key: string) => Promise<void>;
  },
) {
  const request = page.request;
  const { reference } = loan;
  const key = (await (await request.post(`${base}/dev/lender-key?lenderId=${loan.lenderId}`)).json())
    .key as string;
  const terms = {
    amount: options.amount,
    ratePercent: 14.25,
    tenureMonths: options.months,
    processingFeeBase: options.amount / 100,
  };
  await lenderCall(request, base, key, `/${reference}/decision`, { decision: "approve", terms });
  const accepted = await request.post(`${base}/api/applications/${reference}/lender-terms/accept`, {
    headers: { origin: base },
  });
  expect(accepted.status()).toBe(200);
  await lenderCall(request, base, key, `/${reference}/sanction`, { date: options.on });
  await options.afterSanction?.(key);
  await lenderCall(request, base, key, `/${reference}/disbursal`, {
    amount: options.amount,
    date: options.on,
    utr: options.utr,
  });
  const schedule = scheduleFrom(options.on, options.amount, options.months);
  if (options.schedule !== false)
    await lenderCall(request, base, key, `/${reference}/repayment-schedule`, { instalments: schedule });
  return { key, schedule };
}
