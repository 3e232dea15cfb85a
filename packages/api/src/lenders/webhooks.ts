import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { jobs, lenderWebhookDeliveries, lenderWebhookEndpoints } from "@loansetu/db/schema";
import { and, desc, eq, isNull } from "@loansetu/db/sql";
import { Webhook } from "standardwebhooks";
import { decryptPan, encryptPan } from "../journey/pan-crypto.ts";
import type { Logger } from "../lib/logger.ts";
import type { JobQueue } from "../queue/job-queue.ts";

// Webhooks to lenders (decision 0066), signed as the Standard Webhooks specification says (`webhook-id`,
// `webhook-timestamp`, `webhook-signature: v1,<HMAC-SHA256>`) by the maintained `standardwebhooks` package.
// An event becomes one delivery row per endpoint of the lender and one `lender.webhook` job, written in the
// transaction of the change that caused it, so an event exists only if its change committed. The job queue
// retries a failed delivery with its backoff (30 s doubling to an hour, for a day); the row is the delivery
// log, and a delivered row is never sent again by a retry of the same job.

export const LENDER_WEBHOOK_EVENTS = [
  "application.shared",
  "documents.updated",
  "offer.accepted",
  "consent.withdrawn",
  "loan.dispute_opened",
] as const;
export type LenderWebhookEvent = (typeof LENDER_WEBHOOK_EVENTS)[number];

export const LENDER_WEBHOOK_JOB = "lender.webhook";
/** A receiver gets this long to answer; well within the queue's two-minute lease. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** The endpoint's signing secret is encrypted at rest with the PAN key, bound to the endpoint's id. */
const sealSecret = (secret: string, keyHex: string, endpointId: string) =>
  encryptPan(secret, keyHex, endpointId);
const openSecret = (stored: string, keyHex: string, endpointId: string) =>
  decryptPan(stored, keyHex, endpointId);

/**
 * Sets the lender's webhook endpoint (one per lender: a new URL replaces the old one) and answers its new
 * signing secret, shown once.
 */
export async function setWebhookEndpoint(
  db: Database,
  input: { lenderId: number; url: string; keyHex: string; now: Date },
): Promise<{ id: string; url: string; secret: string }> {
  const id = randomUUID();
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx
      .update(lenderWebhookEndpoints)
      .set({ disabledAt: input.now })
      .where(
        and(eq(lenderWebhookEndpoints.lenderId, input.lenderId), isNull(lenderWebhookEndpoints.disabledAt)),
      );
    await tx.insert(lenderWebhookEndpoints).values({
      id,
      lenderId: input.lenderId,
      url: input.url,
      secretEncrypted: sealSecret(secret, input.keyHex, id),
      createdAt: input.now,
    });
  });
  return { id, url: input.url, secret };
}

/**
 * Queues one event for every active endpoint of the lender, in the caller's transaction. `data` must hold
 * no more than the lender may see (references and statuses; the application itself is read over the API).
 */
export async function queueLenderEvent(
  tx: Database,
  event: { lenderId: number; type: LenderWebhookEvent; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const endpoints = await tx
    .select({ id: lenderWebhookEndpoints.id })
    .from(lenderWebhookEndpoints)
    .where(
      and(eq(lenderWebhookEndpoints.lenderId, event.lenderId), isNull(lenderWebhookEndpoints.disabledAt)),
    );
  for (const endpoint of endpoints) {
    const [delivery] = await tx
      .insert(lenderWebhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventType: event.type,
        payload: { type: event.type, timestamp: event.at.toISOString(), data: event.data },
        createdAt: event.at,
      })
      .returning({ id: lenderWebhookDeliveries.id });
    await enqueueDelivery(tx, delivery!.id, event.at, `${LENDER_WEBHOOK_JOB}:${delivery!.id}`);
  }
  return endpoints.length;
}

/** The job row as the queue's own `enqueue` writes it (callers here hold a transaction, not the queue). */
const enqueueDelivery = (tx: Database, deliveryId: string, at: Date, key: string) =>
  tx
    .insert(jobs)
    .values({ kind: LENDER_WEBHOOK_JOB, payload: { deliveryId }, key, runAt: at, createdAt: at })
    .onConflictDoNothing({ target: jobs.key });

/** Sends a delivery again by hand (the studio, the lender): a new job; answers false for an unknown id. */
export async function replayDelivery(
  db: Database,
  deliveryId: string,
  at: Date,
  lenderId?: number,
): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [row] = await tx
      .select({ id: lenderWebhookDeliveries.id, lenderId: lenderWebhookEndpoints.lenderId })
      .from(lenderWebhookDeliveries)
      .innerJoin(lenderWebhookEndpoints, eq(lenderWebhookEndpoints.id, lenderWebhookDeliveries.endpointId))
      .where(eq(lenderWebhookDeliveries.id, deliveryId));
    if (!row || (lenderId !== undefined && row.lenderId !== lenderId)) return false;
    await tx
      .update(lenderWebhookDeliveries)
      .set({ status: "pending", deliveredAt: null })
      .where(eq(lenderWebhookDeliveries.id, deliveryId));
    await enqueueDelivery(tx, deliveryId, at, `${LENDER_WEBHOOK_JOB}:${deliveryId}:replay:${at.getTime()}`);
    return true;
  });
}

/** A lender's delivery log, newest first. */
export async function deliveryLog(db: Database, lenderId: number | null, limit = 50) {
  return db
    .select({
      id: lenderWebhookDeliveries.id,
      lenderId: lenderWebhookEndpoints.lenderId,
      url: lenderWebhookEndpoints.url,
      eventType: lenderWebhookDeliveries.eventType,
      status: lenderWebhookDeliveries.status,
      attempts: lenderWebhookDeliveries.attempts,
      lastStatus: lenderWebhookDeliveries.lastStatus,
      lastError: lenderWebhookDeliveries.lastError,
      lastAttemptAt: lenderWebhookDeliveries.lastAttemptAt,
      deliveredAt: lenderWebhookDeliveries.deliveredAt,
      createdAt: lenderWebhookDeliveries.createdAt,
    })
    .from(lenderWebhookDeliveries)
    .innerJoin(lenderWebhookEndpoints, eq(lenderWebhookEndpoints.id, lenderWebhookDeliveries.endpointId))
    .where(lenderId === null ? undefined : eq(lenderWebhookEndpoints.lenderId, lenderId))
    .orderBy(desc(lenderWebhookDeliveries.createdAt))
    .limit(limit);
}

/** Declares the delivery job on the queue (every instance does; one runs each job). */
export function defineLenderWebhookJob(
  queue: JobQueue,
  deps: { db: Database; clock: () => Date; logger: Logger; keyHex: string },
): void {
  const { db, clock, logger } = deps;
  queue.define(LENDER_WEBHOOK_JOB, {
    async run(job) {
      const deliveryId = String(job.payload.deliveryId);
      const [row] = await db
        .select({ delivery: lenderWebhookDeliveries, endpoint: lenderWebhookEndpoints })
        .from(lenderWebhookDeliveries)
        .innerJoin(lenderWebhookEndpoints, eq(lenderWebhookEndpoints.id, lenderWebhookDeliveries.endpointId))
        .where(eq(lenderWebhookDeliveries.id, deliveryId));
      // Delivered already (a job run twice, or a replay racing a retry): the receiver has it.
      if (!row || row.delivery.status === "delivered") return;
      const at = clock();
      const body = JSON.stringify(row.delivery.payload);
      const signer = new Webhook(openSecret(row.endpoint.secretEncrypted, deps.keyHex, row.endpoint.id));
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(row.endpoint.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "webhook-id": row.delivery.id,
            "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
            "webhook-signature": signer.sign(row.delivery.id, at, body),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
        if (status < 200 || status > 299) error = `answered ${status}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message.slice(0, 200) : "failed";
      }
      await db
        .update(lenderWebhookDeliveries)
        .set({
          attempts: row.delivery.attempts + 1,
          lastStatus: status,
          lastError: error,
          lastAttemptAt: at,
          ...(error === null ? { status: "delivered", deliveredAt: at } : {}),
        })
        .where(eq(lenderWebhookDeliveries.id, deliveryId));
      if (error !== null) {
        logger.warn({ event: "lender-webhook-failed", deliveryId, status }, "lender webhook not delivered");
        throw new Error(`webhook ${deliveryId} ${error}`);
      }
    },
    async onFailure(job, _error, gaveUp) {
      if (!gaveUp) return;
      await db
        .update(lenderWebhookDeliveries)
        .set({ status: "failed" })
        .where(eq(lenderWebhookDeliveries.id, String(job.payload.deliveryId)));
    },
  });
}
