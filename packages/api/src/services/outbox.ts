import type { Database } from "@loansetu/db/client";
import { outboxMessages } from "@loansetu/db/schema";
import { and, asc, desc, eq, lt } from "@loansetu/db/sql";
import type { EmailMessage, EmailTransport } from "../adapters/email.ts";
import type { SmsTransport } from "../adapters/sms.ts";
import type { Logger } from "../logger.ts";

export type OutboxRow = typeof outboxMessages.$inferSelect;

const MAX_ATTEMPTS = 8;

/**
 * Every SMS and email passes through here. Emails are written first and delivered after, so a message
 * survives an SMTP outage and `deliverPending` sends it later. SMS bodies carry OTPs, so outside
 * development they are not kept once sent.
 */
export interface Outbox {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(message: EmailMessage): Promise<OutboxRow>;
  deliverPending(): Promise<number>;
  list(limit?: number, recipient?: string): Promise<OutboxRow[]>;
}

export function createOutbox(deps: {
  db: Database;
  sms: SmsTransport;
  email: EmailTransport;
  keepSmsBody: boolean;
  logger: Logger;
}): Outbox {
  const { db, sms, email, keepSmsBody, logger } = deps;

  async function deliverEmail(row: OutboxRow): Promise<OutboxRow> {
    try {
      await email.send({ to: row.recipient, subject: row.subject ?? "", text: row.body });
      const [sent] = await db
        .update(outboxMessages)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(outboxMessages.id, row.id))
        .returning();
      return sent!;
    } catch (error) {
      const attempts = row.attempts + 1;
      logger.warn(
        { outboxId: row.id, attempts, err: String(error) },
        "email delivery failed; kept for retry",
      );
      const [kept] = await db
        .update(outboxMessages)
        .set({
          attempts,
          lastError: String(error).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        })
        .where(eq(outboxMessages.id, row.id))
        .returning();
      return kept!;
    }
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
    async sendEmail(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: "email", recipient: message.to, subject: message.subject, body: message.text })
        .returning();
      return deliverEmail(row!);
    },
    async deliverPending() {
      const pending = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, "email"),
            eq(outboxMessages.status, "pending"),
            lt(outboxMessages.attempts, MAX_ATTEMPTS),
          ),
        )
        .orderBy(asc(outboxMessages.id))
        .limit(50);
      let sent = 0;
      for (const row of pending) if ((await deliverEmail(row)).status === "sent") sent++;
      return sent;
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
