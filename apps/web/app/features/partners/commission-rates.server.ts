import type { ApiDeps } from "@loansetu/api/lib/types";
import { createPayoutGrid } from "@loansetu/api/payouts/grid";
import { formatLongDate, formatPercent, formatRupees } from "@loansetu/domain/format";
import type { Locale } from "../../i18n/locale.ts";

// The commission a partner can expect, shown on the sign-up page before anyone signs up: the payout grid
// in force today (data/payout-grid.json with the admin's dated edits), per product the lowest and highest
// rate across lenders and the highest cap per loan. Grid rates are agreed per lender and change, so the
// page states the date they hold from and that they are indicative.

export interface CommissionRow {
  product: string;
  rate: string;
  cap: string;
}

export interface CommissionRates {
  rows: CommissionRow[];
  asOf: string;
}

export async function commissionRates(deps: ApiDeps, locale: Locale): Promise<CommissionRates> {
  const { cells, asOf } = await createPayoutGrid(deps).overview();
  const byProduct = new Map<string, { min: number; max: number; cap: number }>();
  let newest = asOf;
  for (const cell of cells) {
    const seen = byProduct.get(cell.product);
    byProduct.set(cell.product, {
      min: Math.min(seen?.min ?? cell.rateBps, cell.rateBps),
      max: Math.max(seen?.max ?? cell.rateBps, cell.rateBps),
      cap: Math.max(seen?.cap ?? 0, cell.capRupees),
    });
    if (cell.effectiveFrom > newest) newest = cell.effectiveFrom;
  }
  const percent = (bps: number) => formatPercent(bps / 100);
  return {
    rows: [...byProduct].map(([product, { min, max, cap }]) => ({
      product,
      rate: min === max ? percent(max) : `${percent(min)}–${percent(max)}`,
      cap: formatRupees(cap),
    })),
    asOf: formatLongDate(new Date(`${newest}T00:00:00+05:30`), locale),
  };
}
