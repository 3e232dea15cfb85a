import type { ApiDeps } from "@loansetu/api/lib/types";
import type { Employee } from "@loansetu/api/studio/employee";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import {
  createStaffEntries,
  ENTRY_APPROVE_ROLES,
  ENTRY_PROPOSE_ROLES,
  type EntryInput,
  type StaffEntries,
} from "@loansetu/api/studio/pipeline/entries";
import { z } from "zod";

// The lead page's maker-checker part on the server: the entries service (one per process), what the page
// shows of it, and the entry form read with the limits of the API (field by field, so a bad field is named
// and the others are kept).

const services = new WeakMap<ApiDeps, StaffEntries>();

export function staffEntries(deps: ApiDeps): StaffEntries {
  let found = services.get(deps);
  if (!found) {
    found = createStaffEntries(deps);
    services.set(deps, found);
  }
  return found;
}

/** The lead's entries as the page shows them, with who may do what. */
export async function entriesView(deps: ApiDeps, reference: string, employee: Employee) {
  const view = await staffEntries(deps).view(reference);
  if (!view) return null;
  return {
    state: view.state,
    promised: view.promised,
    timers: view.timers.map((timer) => ({
      step: timer.step,
      promisedHours: timer.promisedHours,
      startedAt: timer.startedAt?.toISOString() ?? null,
      doneAt: timer.doneAt?.toISOString() ?? null,
      dueAt: timer.dueAt?.toISOString() ?? null,
      minutes: timer.minutes,
      late: timer.late,
    })),
    entries: view.entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind as "sanction" | "disbursal",
      status: entry.status as "pending" | "approved" | "rejected",
      figures: entry.figures as {
        amount: number;
        date: string;
        ratePercent?: number;
        tenureMonths?: number;
        utr?: string;
      },
      proposedByName: entry.proposedByName,
      proposedAt: entry.proposedAt.toISOString(),
      own: entry.proposedBy === employee.id,
      decidedByName: entry.decidedByName,
      decidedAt: entry.decidedAt?.toISOString() ?? null,
      rejectReason: entry.rejectReason,
    })),
    canPropose: employee.kind === "employee" && hasAnyRole(employee, ENTRY_PROPOSE_ROLES),
    canApprove: employee.kind === "employee" && hasAnyRole(employee, ENTRY_APPROVE_ROLES),
  };
}

export type EntriesView = NonNullable<Awaited<ReturnType<typeof entriesView>>>;

const whole = z.coerce.number().int().min(1).max(100_000_000);
const FIELDS = {
  amount: whole,
  ratePercent: z.coerce.number().min(1).max(60),
  tenureMonths: z.coerce.number().int().min(3).max(360),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  utr: z
    .string()
    .trim()
    .max(40)
    .transform((value) => value.toUpperCase().replace(/\s+/g, "")),
} as const;
const KIND_FIELDS = {
  sanction: ["amount", "ratePercent", "tenureMonths", "date"],
  disbursal: ["amount", "date", "utr"],
} as const;

/** The entry form as the service takes it, or the fields that are not valid (and what was typed). */
export function readEntryForm(
  form: Record<string, string>,
): { ok: true; input: EntryInput } | { ok: false; fields: string[]; values: Record<string, string> } {
  const kind = form.kind === "sanction" || form.kind === "disbursal" ? form.kind : null;
  const values: Record<string, string> = {};
  for (const key of ["kind", "amount", "ratePercent", "tenureMonths", "date", "utr"])
    if (form[key] !== undefined) values[key] = String(form[key]).slice(0, 40);
  if (!kind) return { ok: false, fields: ["kind"], values };
  const fields: string[] = [];
  const parsed: Record<string, unknown> = { kind };
  for (const field of KIND_FIELDS[kind]) {
    const one = FIELDS[field].safeParse(form[field] ?? "");
    if (one.success && !(field === "utr" && one.data === "")) parsed[field] = one.data;
    else fields.push(field);
  }
  if (fields.length > 0) return { ok: false, fields, values };
  return { ok: true, input: parsed as unknown as EntryInput };
}
