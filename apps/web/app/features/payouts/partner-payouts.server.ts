import type { ApiDeps } from "@loansetu/api/lib/types";
import { kolkataDate } from "@loansetu/domain/application";
import { formatDate, formatRupees } from "@loansetu/domain/format";
import { financialYearOf, tdsThresholdRupees } from "@loansetu/domain/payout";
import type { Locale } from "../../i18n/locale.ts";
import { badgesByShortName } from "../../ui/lender-badge.tsx";
import { payoutServices, rupeesOfPaise, tdsNote } from "./payouts.server.ts";

// The partner area's payouts section: the signed-in partner's own payouts (never another's: the
// partner id comes from their session only), with the payout, GST, TDS, net and status of each, and the
// months that have a statement.

export async function partnerPayoutsView(deps: ApiDeps, partnerId: string, locale: Locale = "en") {
  const { payouts } = payoutServices(deps);
  const today = kolkataDate(deps.clock());
  const [mine, months, lenders, year] = await Promise.all([
    payouts.forPartner(partnerId),
    payouts.partnerMonths(partnerId),
    deps.data.get("lenders.json"),
    payouts.yearToDate(partnerId, today),
  ]);
  return {
    months,
    // Section 194H: TDS only once the financial year's commission exceeds the threshold (decision 0028).
    tdsYear: {
      year: financialYearOf(today).label,
      threshold: formatRupees(tdsThresholdRupees(today)),
      commission: rupeesOfPaise(year.payoutPaise),
    },
    // The badges of the lenders named in the list.
    badges: badgesByShortName(
      lenders.lenders,
      mine.items.map((p) => p.lenderName),
    ),
    totals: { count: mine.totals.count, net: rupeesOfPaise(mine.totals.netPaise) },
    items: mine.items.map((p) => ({
      reference: p.reference,
      month: p.month,
      lender: p.lenderName,
      product: p.product,
      status: p.status,
      payout: rupeesOfPaise(p.payoutPaise),
      gst: rupeesOfPaise(p.gstPaise),
      tds: rupeesOfPaise(p.tdsPaise),
      ...tdsNote({ payoutPaise: p.payoutPaise, tdsBasePaise: p.tdsBasePaise, month: p.month }),
      net: rupeesOfPaise(p.netPaise),
      paid: p.paidRupees === null ? null : rupeesOfPaise(p.paidRupees * 100),
      // A paid payout's transfer, so the partner can find it in their bank statement.
      transfer:
        p.status === "Paid" && p.utr
          ? {
              utr: p.utr,
              date: p.paidOn ? formatDate(new Date(`${p.paidOn}T00:00:00+05:30`), locale) : "",
            }
          : null,
    })),
  };
}

export type PartnerPayoutsView = Awaited<ReturnType<typeof partnerPayoutsView>>;
