import type { DbHandle } from "@loansetu/db/client";
import { applications, grandPrixWinners, partners } from "@loansetu/db/schema";
import { and, desc, eq, gte, isNotNull, lt, sql } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { type RankedEntry, rankGrandPrix, shortBusinessName, tierProgress } from "@loansetu/domain/partners";
import { LEAD_STATUS } from "@loansetu/domain/pipeline";
import type { GrandPrixTier } from "../data/schemas.ts";
import type { ApiDeps } from "../lib/types.ts";

// The Sales Grand Prix: each month (Asia/Kolkata) partners are ranked by the disbursed amount of
// their attributed loans, ties broken by the number of loans. The live month is computed from the leads
// and cached briefly; once a month is over, its top three are kept in grand_prix_winners.

export const LEADERBOARD_TTL_MS = 60_000;
export const LEADERBOARD_SIZE = 10;
export const WINNERS_KEPT = 3;

export interface LeaderboardRow {
  rank: number;
  name: string;
  city: string;
  amount: number;
  count: number;
}

interface Standings {
  month: string;
  ranked: (RankedEntry & { name: string; city: string })[];
}

const cache = new WeakMap<DbHandle, Map<string, { at: number; standings: Standings }>>();

/** "2026-11" for a time in November 2026 in India. */
export const kolkataMonth = (at: Date): string => kolkataDate(at).slice(0, 7);

/** The instants a Kolkata month starts and ends. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, "0")}`;
  return { start: new Date(`${month}-01T00:00:00+05:30`), end: new Date(`${next}-01T00:00:00+05:30`) };
}

export function previousMonth(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, "0")}`;
}

async function computeStandings(db: DbHandle["db"], month: string): Promise<Standings> {
  const { start, end } = monthRange(month);
  const rows = await db
    .select({
      partnerId: applications.partnerId,
      name: partners.businessName,
      city: partners.city,
      amount: sql<string>`coalesce(sum(case when ${applications.voucher} ->> 'loanAmount' ~ '^[0-9]{1,12}$' then (${applications.voucher} ->> 'loanAmount')::bigint else 0 end), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(applications)
    .innerJoin(partners, eq(partners.id, applications.partnerId))
    .where(
      and(
        eq(applications.status, LEAD_STATUS.completed),
        gte(applications.disbursedAt, start),
        lt(applications.disbursedAt, end),
        eq(partners.status, "approved"),
        // Only attributed leads: not a partner-started one still waiting for its customer's confirmation.
        isNotNull(applications.attributedAt),
      ),
    )
    .groupBy(applications.partnerId, partners.businessName, partners.city);
  const byId = new Map(rows.map((row) => [row.partnerId!, row]));
  const ranked = rankGrandPrix(
    rows.map((row) => ({ partnerId: row.partnerId!, amount: Number(row.amount), count: Number(row.count) })),
  ).map((entry) => ({
    ...entry,
    name: byId.get(entry.partnerId)!.name,
    city: byId.get(entry.partnerId)!.city,
  }));
  return { month, ranked };
}

/** The month's standings, counted at most once a minute per database. */
export async function grandPrixStandings(deps: Pick<ApiDeps, "database" | "clock">, month: string) {
  const now = deps.clock().getTime();
  let months = cache.get(deps.database);
  if (!months) {
    months = new Map();
    cache.set(deps.database, months);
  }
  const hit = months.get(month);
  if (hit && now - hit.at < LEADERBOARD_TTL_MS && now >= hit.at) return hit.standings;
  const standings = await computeStandings(deps.database.db, month);
  months.set(month, { at: now, standings });
  return standings;
}

/** The public top ten: shortened business names and city, never a customer. */
export function leaderboard(standings: Standings): LeaderboardRow[] {
  return standings.ranked.slice(0, LEADERBOARD_SIZE).map((entry) => ({
    rank: entry.rank,
    name: shortBusinessName(entry.name),
    city: entry.city,
    amount: entry.amount,
    count: entry.count,
  }));
}

/** A signed-in partner's own place: rank (null before their first disbursal), total, and the next tier. */
export function ownStanding(standings: Standings, partnerId: string, tiers: readonly GrandPrixTier[]) {
  const mine = standings.ranked.find((entry) => entry.partnerId === partnerId);
  const amount = mine?.amount ?? 0;
  const progress = tierProgress(
    amount,
    tiers.map((tier) => ({ ...tier, minAmount: tier.minAmount })),
  );
  return {
    rank: mine?.rank ?? null,
    amount,
    count: mine?.count ?? 0,
    reached: progress.reached,
    next: progress.next,
    needed: progress.needed,
  };
}

/** The tiers of a month: its own entry, else the latest earlier one. */
export function tiersFor(
  file: { months: { month: string; tiers: GrandPrixTier[] }[] },
  month: string,
): GrandPrixTier[] {
  const entry = file.months
    .filter((m) => m.month <= month)
    .toSorted((a, b) => b.month.localeCompare(a.month))[0];
  return (entry ?? file.months[0])!.tiers;
}

/**
 * Keeps last month's top three once the month is over (idempotent: the primary key is month and rank).
 * Called when the programme page loads, so nothing needs scheduling.
 */
export async function keepLastMonthsWinners(
  deps: Pick<ApiDeps, "database" | "clock" | "data">,
): Promise<void> {
  const db = deps.database.db;
  const month = previousMonth(kolkataMonth(deps.clock()));
  const [kept] = await db
    .select({ rank: grandPrixWinners.rank })
    .from(grandPrixWinners)
    .where(eq(grandPrixWinners.month, `${month}-01`))
    .limit(1);
  if (kept) return;
  const standings = await computeStandings(db, month);
  const tiers = tiersFor(await deps.data.get("sales-grand-prix.json"), month);
  const winners = standings.ranked.filter((entry) => entry.rank <= WINNERS_KEPT);
  if (winners.length === 0) return;
  await db
    .insert(grandPrixWinners)
    .values(
      winners.map((entry, index) => ({
        month: `${month}-01`,
        // Shared ranks are kept as the rank plus their order, so the key stays unique.
        rank: index + 1,
        partnerId: entry.partnerId,
        disbursedAmount: entry.amount,
        disbursedCount: entry.count,
        prize: tierProgress(entry.amount, tiers).reached?.id ?? null,
      })),
    )
    .onConflictDoNothing();
}

export interface PastWinner {
  month: string;
  rank: number;
  name: string;
  city: string;
  amount: number;
  count: number;
  prize: string | null;
}

/** The kept winners of the last `months` months, newest first. */
export async function pastWinners(db: DbHandle["db"], months = 6): Promise<PastWinner[]> {
  const rows = await db
    .select({
      month: grandPrixWinners.month,
      rank: grandPrixWinners.rank,
      name: partners.businessName,
      city: partners.city,
      amount: grandPrixWinners.disbursedAmount,
      count: grandPrixWinners.disbursedCount,
      prize: grandPrixWinners.prize,
    })
    .from(grandPrixWinners)
    .innerJoin(partners, eq(partners.id, grandPrixWinners.partnerId))
    .orderBy(desc(grandPrixWinners.month), grandPrixWinners.rank)
    .limit(months * WINNERS_KEPT);
  return rows.map((row) => ({ ...row, month: row.month.slice(0, 7), name: shortBusinessName(row.name) }));
}
