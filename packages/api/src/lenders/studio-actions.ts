import { lenderApiKeys } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import type { AuditEntry } from "../audit/record.ts";
import { recordAudit } from "../audit/record.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { createLenderKey, LenderKeyRefused, revokeLenderKey } from "./keys.ts";
import { replayDelivery } from "./webhooks.ts";

// What the back office does to a lender's integration, each audited, for both the studio API
// (lenders/studio-routes.ts) and the studio's lenders page: make a key (answered once), revoke one, rotate
// (a new key beside the old, which stays valid until it is revoked, so the lender switches without a gap),
// and send a webhook again.

export type StudioAudit = Pick<AuditEntry, "actor" | "requestId" | "ip">;

export function createLenderStudioActions(deps: ApiDeps) {
  const db = deps.database.db;

  async function createKey(
    audit: StudioAudit,
    input: { lenderId: number; name: string; expiresInDays?: number | undefined },
  ) {
    try {
      const made = await createLenderKey(db, {
        lenderId: input.lenderId,
        name: input.name,
        now: deps.clock(),
        createdBy: audit.actor.id ?? undefined,
        ...(input.expiresInDays ? { expiresInDays: input.expiresInDays } : {}),
      });
      await recordAudit(db, {
        ...audit,
        action: "lender.key.create",
        subjectType: "lender",
        subjectId: String(input.lenderId),
        after: { keyPrefix: made.keyPrefix, expiresAt: made.expiresAt.toISOString() },
      });
      return made;
    } catch (error) {
      if (error instanceof LenderKeyRefused) throw new AppError("CONFLICT", error.message);
      throw error;
    }
  }

  return {
    createKey,

    async revokeKey(audit: StudioAudit, lenderId: number, keyId: string) {
      const revoked = await revokeLenderKey(db, lenderId, keyId, deps.clock());
      if (!revoked) throw new AppError("NOT_FOUND", "No such active key.");
      await recordAudit(db, {
        ...audit,
        action: "lender.key.revoke",
        subjectType: "lender",
        subjectId: String(lenderId),
        details: { keyId },
      });
      return revoked;
    },

    /** A new key named after the old one; the old stays valid until an admin revokes it. */
    async rotateKey(audit: StudioAudit, lenderId: number, keyId: string) {
      const [old] = await db
        .select({ name: lenderApiKeys.name, prefix: lenderApiKeys.keyPrefix })
        .from(lenderApiKeys)
        .where(and(eq(lenderApiKeys.id, keyId), eq(lenderApiKeys.lenderId, lenderId)));
      if (!old) throw new AppError("NOT_FOUND", "No such key.");
      const name = `${old.name.slice(0, 60)} (replaces ${old.prefix})`;
      return createKey(audit, { lenderId, name });
    },

    async replay(audit: StudioAudit, deliveryId: string) {
      const replayed = await transaction(db, async (tx) => {
        const done = await replayDelivery(tx, deliveryId, deps.clock());
        if (done)
          await recordAudit(tx, {
            ...audit,
            action: "lender.webhook.replay",
            subjectType: "webhook",
            subjectId: deliveryId,
          });
        return done;
      });
      if (!replayed) throw new AppError("NOT_FOUND", "No such webhook delivery.");
      deps.queue.kick();
      return replayed;
    },
  };
}
