// A channel partner's payout on a disbursed loan: a percentage of the disbursed amount with a cap,
// from the payout grid of the lender and product; GST on the payout and TDS under section 194H shown
// separately. Integer arithmetic only: amounts in paise, rates in basis points (1 % = 100 bps).
//
// Tax rules (dated; see docs/decisions "payout grid, GST and TDS"):
// - GST on a commission is 18 % (SAC 9961/9971 intermediary services), charged by a GST-registered
//   partner on top of the payout. A partner without a GSTIN charges none.
// - TDS under section 194H (commission or brokerage) is deducted on the payout before GST (CBDT circular
//   23/2017): 5 % until 30 September 2024, 2 % from 1 October 2024 (Finance (No. 2) Act 2024), and only once
//   the partner's commission in the financial year (1 April–31 March) exceeds the yearly threshold: ₹15,000,
//   ₹20,000 from 1 April 2025 (Finance Act 2025). The payout that crosses it also bears the TDS of the year's
//   earlier payouts that had none, so a year over the threshold is taxed on all of its commission once; what
//   a payout cannot bear (its TDS never exceeds payout + GST) passes to the year's next payout.
// - Net payable = payout + GST − TDS.
// Rounding: each figure is rounded half up to the paisa once, from exact integers.

/** GST on a commission, basis points. */
export const PAYOUT_GST_BPS = 1800;

/** Section 194H TDS rates, newest first: `from` is the first day (ISO date, India) a rate applies. */
export const TDS_194H_RATES: readonly { from: string; bps: number }[] = [
  { from: "2024-10-01", bps: 200 },
  { from: "1961-04-01", bps: 500 },
];

/**
 * Section 194H yearly thresholds, newest first: `from` is the first day of the first financial year it applies
 * to; `rupees` is the year's commission up to which no TDS is deducted. Indicative, as of TDS_194H_AS_OF.
 */
export const TDS_194H_THRESHOLDS: readonly { from: string; rupees: number }[] = [
  { from: "2025-04-01", rupees: 20_000 },
  { from: "2016-06-01", rupees: 15_000 },
];

/** When the TDS rates and thresholds above were last checked (indicative figures; finance confirms them). */
export const TDS_194H_AS_OF = "2026-11-01";

/** The largest payout rate the grid may hold (10 %): a guard against a typo of 150 for 1.50 %. */
export const PAYOUT_RATE_MAX_BPS = 1000;

export interface PayoutTerms {
  /** The disbursed loan amount, whole rupees. */
  disbursedRupees: number;
  /** The grid's rate for the lender and product, basis points (125 = 1.25 %). */
  rateBps: number;
  /** The grid's cap on the payout before taxes, whole rupees. */
  capRupees: number;
  /** Whether the partner charges GST (has a GSTIN). */
  gstRegistered: boolean;
  /** The disbursal date in India (YYYY-MM-DD): picks the TDS rate, threshold and financial year. */
  on: string;
  /** The partner's earlier payouts (before GST) of the same financial year, not counting rejected ones. */
  yearToDate: YearToDate;
}

/** A partner's commission so far in a financial year, paise. */
export interface YearToDate {
  /** Every earlier payout of the year, before GST. */
  payoutPaise: number;
  /** The part of it TDS was charged on (the sum of their `tdsBasePaise`). */
  tdsBasePaise: number;
}

export interface PayoutFigures {
  rateBps: number;
  capRupees: number;
  /** The payout before taxes: min(disbursed × rate, cap). */
  payoutPaise: number;
  /** True when the cap decided the payout. */
  capped: boolean;
  gstBps: number;
  gstPaise: number;
  tdsBps: number;
  /** The financial year's threshold, whole rupees. */
  tdsThresholdRupees: number;
  /** What TDS was charged on: 0 within the threshold, this payout plus the year's untaxed ones when it crosses. */
  tdsBasePaise: number;
  tdsPaise: number;
  /** What the partner is paid: payout + GST − TDS. */
  netPaise: number;
}

const isWholeNonNegative = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** `amount × bps / 10 000`, rounded half up, for non-negative integers. */
export function applyBps(amount: number, bps: number): number {
  return Math.floor((amount * bps + 5000) / 10_000);
}

/** The section 194H TDS rate on a date (YYYY-MM-DD). */
export function tdsRateBps(on: string): number {
  const oldest = TDS_194H_RATES[TDS_194H_RATES.length - 1] as { bps: number };
  return (TDS_194H_RATES.find((rate) => on >= rate.from) ?? oldest).bps;
}

/** The largest amount whose TDS at `bps` (> 0) is at most `paise` (applyBps rounds half up). */
const largestBaseFor = (paise: number, bps: number) => Math.ceil(((paise + 1) * 10_000 - 5000) / bps) - 1;

/** The section 194H threshold (whole rupees) of the financial year a date (YYYY-MM-DD) falls in. */
export function tdsThresholdRupees(on: string): number {
  const oldest = TDS_194H_THRESHOLDS[TDS_194H_THRESHOLDS.length - 1] as { rupees: number };
  const yearStart = financialYearOf(on).start;
  return (TDS_194H_THRESHOLDS.find((t) => yearStart >= t.from) ?? oldest).rupees;
}

/** The Indian financial year (1 April–31 March) of a date: first and last day, and its name ("2025-26"). */
export function financialYearOf(on: string): { start: string; end: string; label: string } {
  const year = Number(on.slice(0, 4));
  const first = on.slice(5, 7) >= "04" ? year : year - 1;
  return {
    start: `${first}-04-01`,
    end: `${first + 1}-03-31`,
    label: `${first}-${String((first + 1) % 100).padStart(2, "0")}`,
  };
}

/** The payout, GST, TDS and net of one disbursed loan. Throws on figures no grid or loan can have. */
export function payoutFigures(terms: PayoutTerms): PayoutFigures {
  const { disbursedRupees, rateBps, capRupees } = terms;
  if (!isWholeNonNegative(disbursedRupees) || disbursedRupees > 100_000_000_000) {
    throw new RangeError("disbursedRupees must be whole rupees");
  }
  if (!isWholeNonNegative(rateBps) || rateBps > PAYOUT_RATE_MAX_BPS)
    throw new RangeError("rateBps out of range");
  if (!isWholeNonNegative(capRupees) || capRupees > 10_000_000)
    throw new RangeError("capRupees out of range");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(terms.on)) throw new RangeError("on must be YYYY-MM-DD");
  const { yearToDate } = terms;
  if (
    !isWholeNonNegative(yearToDate.payoutPaise) ||
    !isWholeNonNegative(yearToDate.tdsBasePaise) ||
    yearToDate.tdsBasePaise > yearToDate.payoutPaise
  )
    throw new RangeError("yearToDate out of range");
  const uncapped = applyBps(disbursedRupees * 100, rateBps);
  const capPaise = capRupees * 100;
  const payoutPaise = Math.min(uncapped, capPaise);
  const gstBps = terms.gstRegistered ? PAYOUT_GST_BPS : 0;
  const tdsBps = tdsRateBps(terms.on);
  const gstPaise = applyBps(payoutPaise, gstBps);
  const threshold = tdsThresholdRupees(terms.on);
  // "Exceeds": a year that ends exactly on the threshold bears no TDS.
  const overThreshold = yearToDate.payoutPaise + payoutPaise > threshold * 100;
  const untaxedPaise = yearToDate.payoutPaise - yearToDate.tdsBasePaise;
  const tdsBasePaise = overThreshold
    ? Math.min(payoutPaise + untaxedPaise, largestBaseFor(payoutPaise + gstPaise, tdsBps))
    : 0;
  const tdsPaise = applyBps(tdsBasePaise, tdsBps);
  return {
    rateBps,
    capRupees,
    payoutPaise,
    capped: uncapped > capPaise,
    gstBps,
    gstPaise,
    tdsBps,
    tdsThresholdRupees: threshold,
    tdsBasePaise,
    tdsPaise,
    netPaise: payoutPaise + gstPaise - tdsPaise,
  };
}

/** Paise to whole rupees, rounded half up (what a bank transfer of the net would carry). */
export const paiseToRupees = (paise: number) => Math.floor((paise + 50) / 100);

// --- statuses ---

/** A payout's statuses, as saved by `savePayoutStatus` and shown on every page (translated there). */
export const PAYOUT_STATUSES = ["Pending", "Approved", "Paid", "On hold", "Rejected"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What the holder of a payout status link saves: the lender's operations contact confirms that the payout
 * claim reached them. It is kept in the payout's history; it does not move the finance status.
 */
export const PAYOUT_RECEIPT_STATUS = "Received";

/** Finance's moves: Pending → Approved → Paid, or On hold / Rejected on the way; Paid and Rejected end it. */
const MOVES: Record<PayoutStatus, readonly PayoutStatus[]> = {
  Pending: ["Approved", "On hold", "Rejected"],
  Approved: ["Paid", "On hold", "Rejected"],
  "On hold": ["Pending", "Approved", "Rejected"],
  Paid: [],
  Rejected: [],
};

export const nextPayoutStatuses = (from: PayoutStatus): readonly PayoutStatus[] => MOVES[from];

/** A status as typed by a caller ("paid", "On Hold", "on_hold") or null when it is none of them. */
export function payoutStatusOf(value: string): PayoutStatus | null {
  const key = value.trim().toLowerCase().replace(/[_-]+/g, " ");
  return PAYOUT_STATUSES.find((status) => status.toLowerCase() === key) ?? null;
}

export type PayoutMove =
  | { ok: true; status: PayoutStatus; paidRupees: number | null }
  | { ok: false; reason: "sameStatus" | "notAllowed" | "paidTooMuch" | "paidOnlyWhenPaid" };

/**
 * Checks one finance move. The paid amount goes with Paid only; without one, Paid records the net payable
 * (rupees); with one, it may be less than the net (a part payment is named in the remarks) but never more.
 */
export function movePayout(
  from: PayoutStatus,
  to: PayoutStatus,
  netPaise: number,
  paidRupees?: number,
): PayoutMove {
  if (from === to) return { ok: false, reason: "sameStatus" };
  if (!MOVES[from].includes(to)) return { ok: false, reason: "notAllowed" };
  if (to !== "Paid") {
    return paidRupees === undefined
      ? { ok: true, status: to, paidRupees: null }
      : { ok: false, reason: "paidOnlyWhenPaid" };
  }
  const net = paiseToRupees(netPaise);
  if (paidRupees === undefined) return { ok: true, status: to, paidRupees: net };
  if (!isWholeNonNegative(paidRupees) || paidRupees > net) return { ok: false, reason: "paidTooMuch" };
  return { ok: true, status: to, paidRupees };
}
