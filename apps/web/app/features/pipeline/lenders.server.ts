import { disputesForStaff } from "@loansetu/api/lenders/servicing";
import { createLenderStudioActions } from "@loansetu/api/lenders/studio-actions";
import { ageingQueue, lenderOrganisationsView } from "@loansetu/api/lenders/studio-queries";
import { deliveryLog } from "@loansetu/api/lenders/webhooks";
import type { ApiDeps } from "@loansetu/api/lib/types";

// The studio's lenders page on the server: the same queries and audited actions as /api/studio/lenders.

const services = new WeakMap<ApiDeps, ReturnType<typeof build>>();

function build(deps: ApiDeps) {
  return {
    actions: createLenderStudioActions(deps),
    queue: () => ageingQueue(deps, false, 200),
    organisations: () => lenderOrganisationsView(deps),
    async disputes() {
      const lenders = (await deps.data.get("lenders.json")).lenders;
      return (await disputesForStaff(deps.database.db, deps.clock())).map((row) => ({
        ...row,
        lenderName: lenders.find((lender) => lender.id === row.lenderId)?.shortName ?? String(row.lenderId),
      }));
    },
    async deliveries() {
      const lenders = (await deps.data.get("lenders.json")).lenders;
      const rows = await deliveryLog(deps.database.db, null, 50);
      return rows.map((row) => ({
        id: row.id,
        lenderName: lenders.find((lender) => lender.id === row.lenderId)?.shortName ?? String(row.lenderId),
        eventType: row.eventType,
        status: (["pending", "delivered", "failed"].includes(row.status) ? row.status : "pending") as
          | "pending"
          | "delivered"
          | "failed",
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export function lenderStudio(deps: ApiDeps) {
  let found = services.get(deps);
  if (!found) {
    found = build(deps);
    services.set(deps, found);
  }
  return found;
}
