import { formatCompactAmount, formatThousandsPlus } from "@loansetu/domain/format";
import type { DataStore } from "../data/store.ts";

export type StatisticKey =
  | "total_channel_partner"
  | "total_applied_amount"
  | "total_customer"
  | "total_launch_cities";

export interface PlatformStatistics {
  asOf: string;
  /** The raw figures (spec §3 field names). */
  values: Record<StatisticKey, number>;
  /** As the site shows them (§9): amounts as 'Lakh'/'Cr+', customers and partners as thousands with '+'. */
  display: Record<StatisticKey, string>;
}

/** The platform figures of `data/site.json`, with their display forms in a language. */
export async function platformStatistics(
  data: DataStore,
  locale: "en" | "hi" = "en",
): Promise<PlatformStatistics> {
  const site = await data.get("site.json");
  const values = site.platformStats;
  return {
    asOf: site.asOf,
    values,
    display: {
      total_channel_partner: formatThousandsPlus(values.total_channel_partner),
      total_applied_amount: formatCompactAmount(values.total_applied_amount, { locale, rupee: true }),
      total_customer: formatThousandsPlus(values.total_customer),
      total_launch_cities: `${values.total_launch_cities}+`,
    },
  };
}
