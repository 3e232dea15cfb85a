import type { Database } from "@loansetu/db/client";
import { auditLog } from "@loansetu/db/schema";
import type { Employee } from "../studio/employee.ts";
import { maskSensitive } from "./mask.ts";

/** Who acted: an employee or API client of the back office, a customer, or the system itself. */
export type AuditActor =
  | Pick<Employee, "id" | "roles" | "kind">
  | { kind: "customer"; id: string }
  | { kind: "partner"; id: string }
  /** A lender's system over the lender API: `<lender id>:<key prefix>`. */
  | { kind: "lender"; id: string }
  /** A person in the lender portal: their lender user id. */
  | { kind: "lender-user"; id: string }
  | { kind: "system"; id?: string };

export interface AuditEntry {
  actor: AuditActor;
  /** What happened, dotted: `lead.stage.advance`, `employee.invite`, `studio.sign-in`… */
  action: string;
  /** The application the action touched (applications.id). */
  leadId?: string | null | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  /** The changed fields before and after; masked here, so callers pass plain values. */
  before?: unknown;
  after?: unknown;
  details?: unknown;
  requestId?: string | undefined;
  ip?: string | undefined;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the change
 * and its entry are written together or not at all. The audit log is append-only: nothing in the code
 * updates or deletes it (a test reads the source to keep it so).
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  const actorType =
    actor.kind === "employee" ? "employee" : actor.kind === "apiClient" ? "api-client" : actor.kind;
  await tx.insert(auditLog).values({
    actorType,
    actorId: actor.id ?? null,
    actorRole: "roles" in actor ? actor.roles.join(",") : null,
    action: entry.action,
    leadId: entry.leadId ?? null,
    subjectType: entry.subjectType ?? (entry.leadId ? "lead" : null),
    subjectId: entry.subjectId ?? entry.leadId ?? null,
    before: entry.before === undefined ? null : maskSensitive(entry.before),
    after: entry.after === undefined ? null : maskSensitive(entry.after),
    details: entry.details === undefined ? null : maskSensitive(entry.details),
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
}
