import { employeeRoles, employees } from "@loansetu/db/schema";
import { and, asc, eq, ne } from "@loansetu/db/sql";
import { type AuditEntry, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { Employee } from "./employee.ts";
import { endAllEmployeeSessions, rolesOf } from "./employee-sessions.ts";
import { insertEmployee, normaliseEmail, setRoles } from "./employee-store.ts";
import { studioMessage } from "./messages.ts";
import type { Role } from "./policy.ts";
import { createStudioSetup } from "./setup-service.ts";

export interface EmployeeListItem {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  status: "invited" | "active" | "deactivated";
  totpEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

type Context = Pick<AuditEntry, "requestId" | "ip"> & { locale: ApiLocale };

const INVITE_EMAIL = {
  en: {
    subject: "Your LoanSetu Studio account",
    body: (name: string, by: string, url: string, hours: number) =>
      `Hello ${name},\n\n${by} has invited you to LoanSetu Studio, the back office.\n\nSet your password and your authenticator app here (the link works once, for ${hours} hours):\n${url}\n\nIf you did not expect this, ignore this email.`,
  },
  hi: {
    subject: "आपका LoanSetu स्टूडियो खाता",
    body: (name: string, by: string, url: string, hours: number) =>
      `नमस्ते ${name},\n\n${by} ने आपको LoanSetu स्टूडियो (बैक ऑफ़िस) में आमंत्रित किया है।\n\nयहाँ अपना पासवर्ड और ऑथेंटिकेटर ऐप सेट करें (लिंक एक ही बार, ${hours} घंटे तक काम करता है):\n${url}\n\nअगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।`,
  },
} as const;

/** The admin's work on employees: list, invite, change roles, deactivate. Each change is audited with it. */
export function createEmployeeAdmin(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const setup = createStudioSetup(deps);

  async function loadRow(id: string, locale: ApiLocale) {
    const [row] = await db.select().from(employees).where(eq(employees.id, id));
    if (!row) throw new AppError("NOT_FOUND", studioMessage("notFound", locale));
    return row;
  }

  /** Refuses a change that would leave no active admin (nobody could manage employees any more). */
  async function keepAnAdmin(tx: typeof db, exceptId: string, locale: ApiLocale) {
    const others = await tx
      .select({ id: employees.id })
      .from(employees)
      .innerJoin(employeeRoles, eq(employeeRoles.employeeId, employees.id))
      .where(
        and(eq(employeeRoles.role, "admin"), eq(employees.status, "active"), ne(employees.id, exceptId)),
      );
    if (others.length === 0) throw new AppError("CONFLICT", studioMessage("lastAdmin", locale));
  }

  return {
    async list(): Promise<EmployeeListItem[]> {
      const rows = await db.select().from(employees).orderBy(asc(employees.email));
      const roles = await db.select().from(employeeRoles);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        roles: roles.filter((r) => r.employeeId === row.id).map((r) => r.role),
        status: row.status as EmployeeListItem["status"],
        totpEnabled: row.totpEnabledAt !== null,
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Adds an invited employee and emails them a single-use set-up link through the outbox. */
    async invite(
      actor: Employee,
      input: { email: string; name: string; roles: Role[] },
      base: string,
      ctx: Context,
    ): Promise<{ id: string; setupUrl: string }> {
      const email = normaliseEmail(input.email);
      const { id, url } = await transaction(db, async (tx) => {
        const [taken] = await tx
          .select({ id: employees.id })
          .from(employees)
          .where(eq(employees.email, email));
        if (taken) throw new AppError("CONFLICT", studioMessage("emailTaken", ctx.locale));
        const row = await insertEmployee(tx, { email, name: input.name, roles: input.roles });
        const link = await setup.issueLink(
          tx,
          row.id,
          base,
          actor.kind === "employee" ? actor.id : undefined,
        );
        await recordAudit(tx, {
          actor,
          action: "employee.invite",
          subjectType: "employee",
          subjectId: row.id,
          after: { email, name: input.name, roles: input.roles, status: "invited" },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
        return { id: row.id, url: link.url };
      });
      const text = INVITE_EMAIL[ctx.locale];
      await deps.outbox.sendEmail({
        to: email,
        subject: text.subject,
        text: text.body(input.name, actor.name, url, 72),
      });
      return { id, setupUrl: url };
    },

    async changeRoles(actor: Employee, id: string, roles: Role[], ctx: Context): Promise<Role[]> {
      const row = await loadRow(id, ctx.locale);
      return transaction(db, async (tx) => {
        const before = await rolesOf(tx, id);
        if (before.includes("admin") && !roles.includes("admin") && row.status === "active") {
          await keepAnAdmin(tx, id, ctx.locale);
        }
        await setRoles(tx, id, roles);
        await tx.update(employees).set({ updatedAt: now() }).where(eq(employees.id, id));
        await recordAudit(tx, {
          actor,
          action: "employee.roles",
          subjectType: "employee",
          subjectId: id,
          before: { roles: before },
          after: { roles },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
        return roles;
      });
    },

    /** Deactivates an employee: they cannot sign in, and every session of theirs ends at once. */
    async deactivate(actor: Employee, id: string, ctx: Context): Promise<void> {
      const row = await loadRow(id, ctx.locale);
      if (row.status === "deactivated") return;
      await transaction(db, async (tx) => {
        if ((await rolesOf(tx, id)).includes("admin")) await keepAnAdmin(tx, id, ctx.locale);
        const at = now();
        await tx
          .update(employees)
          .set({ status: "deactivated", deactivatedAt: at, updatedAt: at })
          .where(eq(employees.id, id));
        const ended = await endAllEmployeeSessions(tx, id, at);
        await recordAudit(tx, {
          actor,
          action: "employee.deactivate",
          subjectType: "employee",
          subjectId: id,
          before: { status: row.status },
          after: { status: "deactivated" },
          details: { sessionsEnded: ended },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
      });
    },
  };
}

export type EmployeeAdmin = ReturnType<typeof createEmployeeAdmin>;
