import type { Context } from "hono";
import { clientInfo } from "../lib/client-address.ts";
import type { ApiEnv } from "../lib/types.ts";
import type { AuditActor, AuditEntry } from "./record.ts";

/**
 * The actor, request id and IP of a back-office call, to spread into an entry:
 * `recordAudit(tx, { ...auditFrom(c), action: "lead.offer.create", leadId, after: offer })`.
 */
export function auditFrom(c: Context<ApiEnv>): Pick<AuditEntry, "actor" | "requestId" | "ip"> {
  const employee = c.get("employee");
  const customer = c.get("customer");
  const actor: AuditActor = employee
    ? employee
    : customer
      ? { kind: "customer", id: customer.user.id }
      : { kind: "system" };
  return { actor, requestId: c.get("requestId"), ip: clientInfo(c).ip };
}
