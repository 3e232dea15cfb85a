import { createHash } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { lenderIdempotency } from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { RETENTION } from "@loansetu/domain/retention";
import { withKeyLock } from "../auth/rate-limit.ts";
import { AppError } from "../lib/errors.ts";

// `Idempotency-Key` on every write of the lender API (decision 0066): the first answer to a key is kept with
// a hash of its request, in the transaction of the write itself, so a key has one effect or none. The same
// key again gets that first answer; the same key with another request is refused (422). Two requests with
// one key at once are ordered by a lock on the key. Kept 24 hours: the daily retention purge deletes older
// ones (retention/purge.ts, docs/retention.md).

export const IDEMPOTENCY_KEEP_MS = RETENTION.lenderIdempotencyMs;

export interface KeptAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export async function idempotent(
  db: Database,
  input: { lenderId: number; key: string; request: string },
  write: (tx: Database) => Promise<unknown>,
): Promise<KeptAnswer> {
  const requestHash = createHash("sha256").update(input.request).digest("base64url");
  return withKeyLock(db, `lender-idem:${input.lenderId}:${input.key}`, async (tx) => {
    const [kept] = await tx
      .select()
      .from(lenderIdempotency)
      .where(and(eq(lenderIdempotency.lenderId, input.lenderId), eq(lenderIdempotency.key, input.key)));
    if (kept) {
      if (kept.requestHash !== requestHash)
        throw new AppError(
          "IDEMPOTENCY_MISMATCH",
          "This Idempotency-Key was used with a different request. Use a new key for a new request.",
        );
      return { status: kept.status, body: kept.response, replayed: true };
    }
    const body = await write(tx);
    await tx.insert(lenderIdempotency).values({
      lenderId: input.lenderId,
      key: input.key,
      requestHash,
      status: 200,
      response: body as object,
    });
    return { status: 200, body, replayed: false };
  });
}
