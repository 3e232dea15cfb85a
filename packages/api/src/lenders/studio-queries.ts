import {
  applicationOptouts,
  applications,
  lenderApiKeys,
  lenderOrganisations,
  lenderShares,
  lenderStaffEntries,
  lenderWebhookEndpoints,
} from "@loansetu/db/schema";
import { and, asc, count, desc, eq, gt, isNull } from "@loansetu/db/sql";
import {
  ageingOrder,
  moveShare,
  promisedHoursOf,
  type ShareStatus,
  stepDue,
} from "@loansetu/domain/lender-share";
import type { ApiDeps } from "../lib/types.ts";

// What the studio reads about lenders: the ageing queue of every shared application at its lender (each
// step timed against that lender's promised hours in data/lenders.json), and the lender organisations with
// their keys and webhook endpoint for the lenders page.

export interface AgeingRow {
  reference: string;
  lenderId: number;
  lenderName: string;
  status: ShareStatus;
  statusAt: string;
  due: string | null;
  late: boolean;
  /** The lender reports through the lender API (an active key): staff enter nothing for it. */
  integrated: boolean;
  /** What staff may enter for it now (maker-checker), only what the share's state allows. */
  staffActions: ("sanction" | "disbursal")[];
}

/** Lenders holding a key that works now. */
async function integratedLenders(deps: ApiDeps): Promise<Set<number>> {
  const rows = await deps.database.db
    .selectDistinct({ lenderId: lenderApiKeys.lenderId })
    .from(lenderApiKeys)
    .where(and(isNull(lenderApiKeys.revokedAt), gt(lenderApiKeys.expiresAt, deps.clock())));
  return new Set(rows.map((row) => row.lenderId));
}

/** Every share, late steps first (the most overdue first), then those in time, then those owing nothing. */
export async function ageingQueue(deps: ApiDeps, lateOnly: boolean, limit = 500): Promise<AgeingRow[]> {
  const now = deps.clock();
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const integrated = await integratedLenders(deps);
  const waiting = await deps.database.db
    .select({ applicationId: lenderStaffEntries.applicationId, kind: lenderStaffEntries.kind })
    .from(lenderStaffEntries)
    .where(eq(lenderStaffEntries.status, "pending"));
  const rows = await deps.database.db
    .select({
      applicationId: applications.id,
      reference: applications.reference,
      appStatus: applications.status,
      lenderId: lenderShares.lenderId,
      lenderName: lenderOrganisations.name,
      status: lenderShares.status,
      statusAt: lenderShares.statusAt,
      optedOut: applicationOptouts.applicationId,
    })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .innerJoin(lenderOrganisations, eq(lenderOrganisations.id, lenderShares.lenderId))
    .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
    .orderBy(asc(lenderShares.statusAt))
    .limit(limit);
  const timed = rows.map((row) => {
    const status = (row.optedOut ? "withdrawn" : row.status) as ShareStatus;
    const due = stepDue(status, row.statusAt, now, promisedHoursOf(lenders, row.lenderId));
    const isIntegrated = integrated.has(row.lenderId);
    const pending = waiting.filter((entry) => entry.applicationId === row.applicationId).map((e) => e.kind);
    const staffActions =
      isIntegrated || row.appStatus !== "active"
        ? []
        : (
            [
              ["sanction", "sanction"],
              ["disbursal", "disburse"],
            ] as const
          )
            .filter(([kind, action]) => moveShare(status, action).ok && !pending.includes(kind))
            .map(([kind]) => kind);
    return {
      reference: row.reference,
      lenderId: row.lenderId,
      lenderName: row.lenderName,
      status,
      since: row.statusAt,
      dueAt: due?.due ?? null,
      late: due?.late ?? false,
      integrated: isIntegrated,
      staffActions,
    };
  });
  return ageingOrder(timed.map((row) => ({ ...row, due: row.dueAt })))
    .filter((row) => !lateOnly || row.late)
    .map((row) => ({
      reference: row.reference,
      lenderId: row.lenderId,
      lenderName: row.lenderName,
      status: row.status,
      statusAt: row.since.toISOString(),
      due: row.dueAt ? row.dueAt.toISOString() : null,
      late: row.late,
      integrated: row.integrated,
      staffActions: row.staffActions,
    }));
}

/** The lender organisations with their keys (never the keys themselves) and webhook endpoint. */
export async function lenderOrganisationsView(deps: ApiDeps) {
  const db = deps.database.db;
  const now = deps.clock();
  const orgs = await db.select().from(lenderOrganisations).orderBy(asc(lenderOrganisations.name));
  const keys = await db
    .select({
      id: lenderApiKeys.id,
      lenderId: lenderApiKeys.lenderId,
      name: lenderApiKeys.name,
      keyPrefix: lenderApiKeys.keyPrefix,
      createdAt: lenderApiKeys.createdAt,
      lastUsedAt: lenderApiKeys.lastUsedAt,
      revokedAt: lenderApiKeys.revokedAt,
      expiresAt: lenderApiKeys.expiresAt,
    })
    .from(lenderApiKeys)
    .orderBy(desc(lenderApiKeys.createdAt));
  const endpoints = await db
    .select({ lenderId: lenderWebhookEndpoints.lenderId, url: lenderWebhookEndpoints.url })
    .from(lenderWebhookEndpoints)
    .where(isNull(lenderWebhookEndpoints.disabledAt));
  const shares = await db
    .select({ lenderId: lenderShares.lenderId, shares: count() })
    .from(lenderShares)
    .groupBy(lenderShares.lenderId);
  return orgs.map((org) => ({
    id: org.id,
    name: org.name,
    shares: shares.find((row) => row.lenderId === org.id)?.shares ?? 0,
    webhookUrl: endpoints.find((row) => row.lenderId === org.id)?.url ?? null,
    keys: keys
      .filter((key) => key.lenderId === org.id)
      .map((key) => ({
        id: key.id,
        name: key.name,
        keyPrefix: key.keyPrefix,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        expiresAt: key.expiresAt.toISOString(),
        active: key.revokedAt === null && key.expiresAt.getTime() > now.getTime(),
      })),
  }));
}
