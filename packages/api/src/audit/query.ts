import type { Database } from "@loansetu/db/client";
import { apiClients, applications, auditLog, employees } from "@loansetu/db/schema";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "@loansetu/db/sql";

export interface AuditFilters {
  /** An employee's email (exact, any case) or an actor id. */
  actor?: string | undefined;
  /** An action, or its start (`lead.` finds every lead action). */
  action?: string | undefined;
  /** A lead's reference (LS…) or id. */
  lead?: string | undefined;
  /** Days in India (YYYY-MM-DD), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

export interface AuditRow {
  id: number;
  at: string;
  actorType: string;
  actorId: string | null;
  actorLabel: string | null;
  actorRole: string | null;
  action: string;
  leadId: string | null;
  leadReference: string | null;
  subjectType: string | null;
  subjectId: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  requestId: string | null;
  ip: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** Midnight in India of a YYYY-MM-DD day, as an instant. */
const indianDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The audit log, newest first, a page at a time, for admins (read only: nothing here writes). */
export async function queryAudit(db: Database, filters: AuditFilters) {
  const where: SQL[] = [];
  if (filters.actor) {
    const needle = filters.actor.trim().toLowerCase();
    const [employee] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.email, needle));
    where.push(eq(auditLog.actorId, employee?.id ?? filters.actor.trim()));
  }
  if (filters.action) {
    const action = filters.action.trim();
    where.push(
      action.endsWith(".") ? sql`${auditLog.action} like ${`${action}%`}` : eq(auditLog.action, action),
    );
  }
  if (filters.lead) {
    const lead = filters.lead.trim();
    const [found] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        /^[0-9a-f-]{36}$/i.test(lead)
          ? eq(applications.id, lead)
          : eq(applications.reference, lead.toUpperCase()),
      );
    where.push(found ? eq(auditLog.leadId, found.id) : sql`false`);
  }
  if (filters.from) where.push(gte(auditLog.at, indianDayStart(filters.from)));
  if (filters.to) where.push(lt(auditLog.at, new Date(indianDayStart(filters.to).getTime() + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;
  const page = Math.max(1, filters.page ?? 1);
  const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
  const rows = await db
    .select({
      entry: auditLog,
      employeeEmail: employees.email,
      clientName: apiClients.name,
      leadReference: applications.reference,
    })
    .from(auditLog)
    .leftJoin(
      employees,
      sql`${auditLog.actorType} = 'employee' and ${employees.id}::text = ${auditLog.actorId}`,
    )
    .leftJoin(
      apiClients,
      sql`${auditLog.actorType} = 'api-client' and ${apiClients.id}::text = ${auditLog.actorId}`,
    )
    .leftJoin(applications, eq(applications.id, auditLog.leadId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const items: AuditRow[] = rows.map(({ entry, employeeEmail, clientName, leadReference }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actorType: entry.actorType,
    actorId: entry.actorId,
    actorLabel: employeeEmail ?? clientName ?? null,
    actorRole: entry.actorRole,
    action: entry.action,
    leadId: entry.leadId,
    leadReference: leadReference ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
    details: entry.details,
    requestId: entry.requestId,
    ip: entry.ip,
  }));
  const totalCount = Number(total?.n ?? 0);
  return { items, page, pageCount: Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE)), total: totalCount };
}
