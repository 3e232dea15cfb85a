import type { ApiDeps } from "@loansetu/api/lib/types";
import { createPayoutService, type PayoutFilter, type PayoutService } from "@loansetu/api/payouts/service";
import { createPayoutStatusLinks } from "@loansetu/api/payouts/status-link";
import { payoutFilterSchema } from "@loansetu/api/payouts/studio-routes";
import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { financialYearOf, tdsThresholdRupees } from "@loansetu/domain/payout";

// What the payout pages use on the server: the same service as /api/studio/payouts (one per process) and
// the URL's filters read with the API's own schema.

const services = new WeakMap<
  ApiDeps,
  { payouts: PayoutService; links: ReturnType<typeof createPayoutStatusLinks> }
>();

export function payoutServices(deps: ApiDeps) {
  let found = services.get(deps);
  if (!found) {
    found = { payouts: createPayoutService(deps), links: createPayoutStatusLinks(deps) };
    services.set(deps, found);
  }
  return found;
}

export const PAYOUT_FILTER_KEYS = ["status", "partnerId", "lenderId", "month"] as const;

/** The list's filters from the URL; an invalid one is left out (and said so). */
export function payoutFilterOf(url: URL): { filter: PayoutFilter; invalid: boolean; page: number } {
  const filter: PayoutFilter = {};
  let invalid = false;
  for (const key of PAYOUT_FILTER_KEYS) {
    const raw = url.searchParams.get(key);
    if (!raw) continue;
    const parsed = payoutFilterSchema.shape[key].safeParse(raw);
    if (parsed.success) (filter as Record<string, unknown>)[key] = parsed.data;
    else invalid = true;
  }
  const asked = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 10_000) : 1;
  return { filter, invalid, page };
}

/** Paise as rupees with paise, Indian grouping: ₹1,23,456.78. */
export const rupeesOfPaise = (paise: number) => formatRupees(paise / 100, 2);

/** The figures of one payout row, formatted for PayoutFigures. */
export function figureTexts(p: {
  disbursedRupees: number;
  rateBps: number;
  capRupees: number;
  payoutPaise: number;
  gstBps: number;
  gstPaise: number;
  tdsBps: number;
  tdsBasePaise: number;
  tdsPaise: number;
  netPaise: number;
  paidRupees: number | null;
  month: string;
}) {
  return {
    disbursed: formatRupees(p.disbursedRupees),
    rate: formatPercent(p.rateBps / 100, 2),
    cap: formatRupees(p.capRupees),
    capped: p.payoutPaise === p.capRupees * 100 && p.disbursedRupees * p.rateBps > p.capRupees * 10_000,
    payout: rupeesOfPaise(p.payoutPaise),
    gstRate: formatPercent(p.gstBps / 100, 0),
    gst: rupeesOfPaise(p.gstPaise),
    tdsRate: formatPercent(p.tdsBps / 100, 0),
    tds: rupeesOfPaise(p.tdsPaise),
    ...tdsNote(p),
    net: rupeesOfPaise(p.netPaise),
    paid: p.paidRupees === null ? null : formatRupees(p.paidRupees),
  };
}

/**
 * Why a payout's TDS is what it is (section 194H threshold, decision 0028): "within" the financial year's
 * threshold (no TDS), "catchUp" when it crossed it and bore the year's earlier TDS too, else nothing to say.
 */
export function tdsNote(p: { payoutPaise: number; tdsBasePaise: number; month: string }) {
  const on = `${p.month}-01`;
  const tdsNote =
    p.tdsBasePaise === 0 && p.payoutPaise > 0
      ? ("within" as const)
      : p.tdsBasePaise > p.payoutPaise
        ? ("catchUp" as const)
        : null;
  return {
    tdsNote,
    tdsBase: rupeesOfPaise(p.tdsBasePaise),
    tdsThreshold: formatRupees(tdsThresholdRupees(on)),
    tdsYear: financialYearOf(on).label,
  };
}
