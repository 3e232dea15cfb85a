import type { Database } from "@loansetu/db/client";
import { outboxMessages } from "@loansetu/db/schema";
import { desc, eq } from "@loansetu/db/sql";
import type { EmailMessage, EmailTransport } from "../adapters/email.ts";
import type { SmsTransport } from "../adapters/sms.ts";
import type { Logger } from "../lib/logger.ts";
import { type MessagePurpose, messageWithdrawn } from "../privacy/withdrawals.ts";
import type { Job, JobQueue } from "../queue/job-queue.ts";

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface QueueOptions {
  /** The caller's transaction: the message is kept, and will be sent, only if the caller's change commits. */
  tx?: Database | undefined;
  /**
   * The consent the message depends on: withdrawn when it is queued, the message is kept as
   * "withdrawn" and never sent; withdrawn after, the worker drops it instead of sending it.
   */
  purpose?: MessagePurpose | undefined;
}

/**
 * Every SMS and email passes through here and is kept in `outbox_messages`. Emails and notice SMS are
 * queued: the row and its delivery job are written (in the caller's transaction when given) and the job
 * queue's worker sends them, retrying for a day, exactly once across instances; the caller waits for no
 * mail server. OTP texts are the exception: `sendSms` sends at once and throws when the gateway refuses, so
 * the customer can be told to try again. SMS bodies carry OTPs, so outside development they are not kept.
 */
export interface Outbox {
  /** Sends an OTP text now; throws when the gateway refused it (nothing was sent). */
  sendSms(to: string, text: string): Promise<void>;
  /** Queues a notice text (a sanction or disbursal notice): durable, retried, sent once. */
  queueSms(to: string, text: string, options?: QueueOptions): Promise<OutboxRow>;
  /** Queues an email; answers its row (status "pending" until the worker has sent it). */
  sendEmail(message: EmailMessage, options?: QueueOptions): Promise<OutboxRow>;
  /** Runs the queue's due jobs now (the worker's pass); answers how many succeeded. */
  deliverPending(): Promise<number>;
  list(limit?: number, recipient?: string): Promise<OutboxRow[]>;
}

export const OUTBOX_JOBS = { email: "outbox.email", sms: "outbox.sms" } as const;

/**
 * The parts of our links that carry a secret: an auto-login, consent or set-up token, a payout key, and a
 * short link's code (it opens the same page as the token it stands for).
 */
const LINK_SECRET = /([?&](?:userToken|token|key)=|\/l\/)[^\s&#"'<>/]+/g;

/**
 * A kept message's text with every link secret replaced: once the message has left (or will never leave),
 * the copy kept for the record must not log anyone in for the 180 days it is kept.
 */
export function redactLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, "$1[redacted]");
}

/** The Message-ID an email keeps across retries, so a receiving system can drop a rare duplicate. */
export const outboxMessageId = (id: number, brand = "loansetu") =>
  `<outbox-${id}@${brand.toLowerCase()}.mail>`;

export function createOutbox(deps: {
  db: Database;
  sms: SmsTransport;
  email: EmailTransport;
  keepSmsBody: boolean;
  logger: Logger;
  queue: JobQueue;
}): Outbox {
  const { db, sms, email, keepSmsBody, queue } = deps;

  async function rowOf(job: Job): Promise<OutboxRow | undefined> {
    const [row] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, Number(job.payload.outboxId)));
    return row;
  }

  // Outside development the kept copy loses its link secrets as soon as the message is settled (sent, given
  // up or withdrawn); the development outbox keeps them, as it is where a developer reads the links.
  const settledBody = (body: string) => (keepSmsBody ? {} : { body: redactLinkSecrets(body) });

  async function markSent(row: OutboxRow, job: Job) {
    await db
      .update(outboxMessages)
      .set({
        status: "sent",
        sentAt: new Date(),
        attempts: job.attempts,
        lastError: null,
        ...settledBody(row.body),
      })
      .where(eq(outboxMessages.id, row.id));
  }

  /** The message's purpose, carried in its job; withdrawn now means it must not be sent. */
  async function withdrawnNow(row: OutboxRow, job: Job): Promise<boolean> {
    const purpose = job.payload.purpose as MessagePurpose["purpose"] | undefined;
    if (!purpose) return false;
    const applicationId = job.payload.applicationId as string | undefined;
    if (!(await messageWithdrawn(db, row.recipient, { purpose, applicationId }))) return false;
    await db
      .update(outboxMessages)
      .set({ status: "withdrawn", ...settledBody(row.body) })
      .where(eq(outboxMessages.id, row.id));
    return true;
  }

  async function markFailed(job: Job, error: unknown, gaveUp: boolean) {
    const row = gaveUp ? await rowOf(job) : undefined;
    await db
      .update(outboxMessages)
      .set({
        attempts: job.attempts,
        lastError: String(error).slice(0, 500),
        status: gaveUp ? "failed" : "pending",
        ...(row ? settledBody(row.body) : {}),
      })
      .where(eq(outboxMessages.id, Number(job.payload.outboxId)));
  }

  // Idempotent by message: a row already sent (a worker died after sending, before recording) is not resent.
  queue.define(OUTBOX_JOBS.email, {
    async run(job) {
      const row = await rowOf(job);
      if (!row || row.status === "sent" || (await withdrawnNow(row, job))) return;
      await email.send({
        to: row.recipient,
        subject: row.subject ?? "",
        text: row.body,
        messageId: outboxMessageId(row.id),
      });
      await markSent(row, job);
    },
    onFailure: markFailed,
  });
  queue.define(OUTBOX_JOBS.sms, {
    async run(job) {
      const row = await rowOf(job);
      if (!row || row.status === "sent" || (await withdrawnNow(row, job))) return;
      await sms.send(row.recipient, row.body);
      await markSent(row, job);
    },
    onFailure: markFailed,
  });

  async function keep(
    values: typeof outboxMessages.$inferInsert,
    kind: string,
    options: QueueOptions,
  ): Promise<OutboxRow> {
    const { purpose } = options;
    const write = async (tx: Database) => {
      if (purpose && (await messageWithdrawn(tx, values.recipient, purpose))) {
        const [kept] = await tx
          .insert(outboxMessages)
          .values({ ...values, status: "withdrawn", ...settledBody(values.body) })
          .returning();
        return kept!;
      }
      const [row] = await tx.insert(outboxMessages).values(values).returning();
      const tag = purpose
        ? {
            purpose: purpose.purpose,
            ...(purpose.applicationId ? { applicationId: purpose.applicationId } : {}),
          }
        : {};
      await queue.enqueue(kind, { outboxId: row!.id, ...tag }, { tx });
      return row!;
    };
    const row = options.tx ? await write(options.tx) : await db.transaction((tx) => write(tx as Database));
    // Outside a caller's transaction the job is committed now; a caller with its own kicks after its commit.
    if (!options.tx) queue.kick();
    return row;
  }

  return {
    async sendSms(to, text) {
      await sms.send(to, text);
      if (keepSmsBody || sms.name === "console") {
        await db.insert(outboxMessages).values({
          channel: "sms",
          recipient: to,
          body: text,
          status: "sent",
          attempts: 1,
          sentAt: new Date(),
        });
      }
    },
    queueSms(to, text, options = {}) {
      return keep({ channel: "sms", recipient: to, body: text }, OUTBOX_JOBS.sms, options);
    },
    sendEmail(message, options = {}) {
      return keep(
        { channel: "email", recipient: message.to, subject: message.subject, body: message.text },
        OUTBOX_JOBS.email,
        options,
      );
    },
    deliverPending() {
      return queue.runDue();
    },
    list(limit = 100, recipient) {
      return db
        .select()
        .from(outboxMessages)
        .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
