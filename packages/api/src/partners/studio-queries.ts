import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { employees, type PartnerStatus, partners } from "@loansetu/db/schema";
import { asc, desc, eq } from "@loansetu/db/sql";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { freePartnerCode } from "./codes.ts";

/** The statuses a partner can be in, for the studio page's tabs (pages take them from here, not the schema). */
export { PARTNER_STATUSES, type PartnerStatus } from "@loansetu/db/schema";

// The studio's view of partners (operations): the list by status, and codes for sales employees.
// PAN only as its mask; the mobile in full (operations call partners before approving them).

export interface StudioPartner {
  id: string;
  code: string;
  kind: "dealer" | "dsa" | "sales_employee";
  businessName: string;
  contactName: string;
  mobile: string | null;
  email: string | null;
  city: string;
  panMasked: string | null;
  gstin: string | null;
  status: PartnerStatus;
  decisionRemarks: string | null;
  createdAt: string;
}

export async function studioPartners(db: Database, status: PartnerStatus | "all"): Promise<StudioPartner[]> {
  const query = db
    .select({
      id: partners.id,
      code: partners.code,
      kind: partners.kind,
      businessName: partners.businessName,
      contactName: partners.contactName,
      mobile: partners.mobile,
      email: partners.email,
      city: partners.city,
      panMasked: partners.panMasked,
      gstin: partners.gstin,
      status: partners.status,
      decisionRemarks: partners.decisionRemarks,
      createdAt: partners.createdAt,
    })
    .from(partners)
    .$dynamic();
  const rows = await (status === "all" ? query : query.where(eq(partners.status, status)))
    .orderBy(status === "pending" ? asc(partners.createdAt) : desc(partners.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A code for a sales employee (approved at once; one per employee, answered again if it exists). */
export async function salesEmployeeCode(
  deps: ApiDeps,
  request: {
    email: string;
    city: string;
    actor: Extract<AuditActor, { roles: unknown }>;
    requestId?: string | undefined;
    ip?: string | undefined;
    locale: ApiLocale;
  },
): Promise<{ code: string; created: boolean }> {
  const db = deps.database.db;
  const [employee] = await db
    .select({ id: employees.id, name: employees.name, status: employees.status })
    .from(employees)
    .where(eq(employees.email, request.email.toLowerCase()));
  if (employee?.status !== "active")
    throw new AppError(
      "NOT_FOUND",
      request.locale === "hi" ? "इस ईमेल का कोई सक्रिय कर्मचारी नहीं है।" : "No active employee has this email.",
    );
  const [existing] = await db
    .select({ code: partners.code })
    .from(partners)
    .where(eq(partners.employeeId, employee.id));
  if (existing) return { code: existing.code, created: false };
  const now = deps.clock();
  const id = randomUUID();
  const code = await freePartnerCode(db);
  await transaction(db, async (tx) => {
    await tx.insert(partners).values({
      id,
      code,
      kind: "sales_employee",
      employeeId: employee.id,
      businessName: `${employee.name} (LoanSetu sales)`,
      contactName: employee.name,
      city: request.city,
      status: "approved",
      approvedBy: request.actor.id,
      approvedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor: request.actor,
      action: "partner.sales-code",
      subjectType: "partner",
      subjectId: id,
      after: { code, employeeId: employee.id, city: request.city },
      requestId: request.requestId,
      ip: request.ip,
    });
  });
  return { code, created: true };
}

/** The partner a lead is attributed to, for the studio's lead page. */
export async function leadPartner(db: Database, partnerId: string | null) {
  if (!partnerId) return null;
  const [row] = await db
    .select({
      code: partners.code,
      businessName: partners.businessName,
      kind: partners.kind,
      city: partners.city,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row ?? null;
}
