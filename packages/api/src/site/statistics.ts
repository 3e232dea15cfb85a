import type { DbHandle } from "@loansetu/db/client";
import { applicantDetails, applications, partners } from "@loansetu/db/schema";
import { and, count, eq, ne, sql } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { formatCompactAmount, formatThousandsPlus } from "@loansetu/domain/format";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";
import type { ApiDeps } from "../lib/types.ts";
import { cityOfPincode } from "../studio/pipeline/queries.ts";

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
  /** The figures large enough to be shown on a public page (MEANINGFUL_FROM), in the page's order. */
  shown: StatisticKey[];
}

/**
 * Decision 0044: a counter is proof only when it is large. "12 customers" or "₹3 Lakh applied for" reads as
 * a joke or a boast, so each figure is shown from its own floor on, and the home page leaves the block out
 * while no figure reaches it.
 */
export const MEANINGFUL_FROM: Record<StatisticKey, number> = {
  total_customer: 1_000,
  total_applied_amount: 10_00_00_000, // ₹10 crore
  total_channel_partner: 100,
  total_launch_cities: 10,
};

/**
 * The figures at or above their floor, in the home page's order (customers, amount, partners, cities); none
 * until the customers reach theirs, since the other figures say little about a platform few people use (a
 * handful of applicants from ten cities is not reach).
 */
export function meaningfulFigures(values: Record<StatisticKey, number>): StatisticKey[] {
  if (values.total_customer < MEANINGFUL_FROM.total_customer) return [];
  return (Object.keys(MEANINGFUL_FROM) as StatisticKey[]).filter(
    (key) => values[key] >= MEANINGFUL_FROM[key],
  );
}

/** The figures are counted at most this often per database (the home page and /api/statistics share them). */
export const PLATFORM_STATS_TTL_MS = 5 * 60_000;

type Entry = { at: number; asOf: string; values: Record<StatisticKey, number> };
// One cache per database handle: the home page and /api/statistics share it because the page server loads this
// module from Node like the API (decision 0028), not a bundled copy of its own.
const cache = new WeakMap<DbHandle, Entry>();

/**
 * The platform figures from the database: approved channel partners (dealers and DSAs, not our
 * own sales staff), the sum of the amounts customers applied for, distinct customers with an application,
 * and the cities we serve that have an applicant: a lead records a PIN code, not a city, so each PIN code is
 * named by the reference map of PIN sorting districts to cities (the studio's city filter uses the same);
 * a PIN code of no listed city counts for none, and two districts of one city count once (decision 0028).
 * Chatbot leads are not applications.
 */
export async function countPlatformFigures(db: DbHandle["db"]): Promise<Record<StatisticKey, number>> {
  const [partnerCount] = await db
    .select({ n: count() })
    .from(partners)
    .where(and(eq(partners.status, "approved"), ne(partners.kind, "sales_employee")));
  const [leadFigures] = await db
    .select({
      applied: sql<string>`coalesce(sum(case when ${applications.steps} -> 'product' ->> 'amount' ~ '^[0-9]{1,12}$' then (${applications.steps} -> 'product' ->> 'amount')::bigint else 0 end), 0)`,
      customers: sql<string>`count(distinct ${applications.userId})`,
    })
    .from(applications)
    .where(ne(applications.productsId, CHATBOT_PRODUCTS_ID));
  // At most a thousand sorting districts exist (three digits), so the naming happens here, not in SQL.
  const districts = await db
    .selectDistinct({ prefix: sql<string>`left(${applicantDetails.pincode}, 3)` })
    .from(applicantDetails);
  const cities = new Set(districts.map((d) => cityOfPincode(d.prefix)).filter((city) => city !== null));
  return {
    total_channel_partner: Number(partnerCount?.n ?? 0),
    total_applied_amount: Number(leadFigures?.applied ?? 0),
    total_customer: Number(leadFigures?.customers ?? 0),
    total_launch_cities: cities.size,
  };
}

/** The §9 display forms of the figures in a language. */
export function displayFigures(
  values: Record<StatisticKey, number>,
  locale: "en" | "hi",
): Record<StatisticKey, string> {
  return {
    total_channel_partner: formatThousandsPlus(values.total_channel_partner),
    total_applied_amount: formatCompactAmount(values.total_applied_amount, { locale, rupee: true }),
    total_customer: formatThousandsPlus(values.total_customer),
    total_launch_cities: `${values.total_launch_cities}+`,
  };
}

/** The platform figures (cached for PLATFORM_STATS_TTL_MS), with their display forms in a language. */
export async function platformStatistics(
  deps: Pick<ApiDeps, "database" | "clock">,
  locale: "en" | "hi" = "en",
): Promise<PlatformStatistics> {
  const now = deps.clock();
  let entry = cache.get(deps.database);
  if (!entry || now.getTime() - entry.at >= PLATFORM_STATS_TTL_MS || now.getTime() < entry.at) {
    entry = {
      at: now.getTime(),
      asOf: kolkataDate(now),
      values: await countPlatformFigures(deps.database.db),
    };
    cache.set(deps.database, entry);
  }
  return {
    asOf: entry.asOf,
    values: entry.values,
    display: displayFigures(entry.values, locale),
    shown: meaningfulFigures(entry.values),
  };
}
