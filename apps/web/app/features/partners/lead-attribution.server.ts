import { leadAttributionRow } from "@loansetu/api/partners/attribution";
import type { Database } from "@loansetu/db/client";
import { formatDate } from "@loansetu/domain/format";
import type { Locale } from "../../i18n/locale.ts";
import type { LeadAttributionView } from "./lead-attribution.tsx";

/** Who sourced a lead, for the studio's lead page (null: no partner). */
export async function leadAttribution(
  db: Database,
  reference: string,
  locale: Locale,
): Promise<LeadAttributionView | null> {
  const row = await leadAttributionRow(db, reference);
  if (!row) return null;
  // A partner-started lead whose customer has not answered is not attributed yet: it says so, dated on the start.
  const waiting = row.source === "partner_started" && row.at === null;
  return {
    business: row.business,
    code: row.code,
    source: waiting ? "partner_waiting" : (row.source ?? "link"),
    date: formatDate(row.at ?? row.createdAt, locale),
  };
}
