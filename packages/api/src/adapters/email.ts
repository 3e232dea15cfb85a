import nodemailer from "nodemailer";
import type { Config } from "../lib/config.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  /** Kept the same across retries of one message (see services/outbox.ts). */
  messageId?: string | undefined;
}

/** Delivers one email. Implementations: the development outbox (keeps it only) and SMTP. */
export interface EmailTransport {
  readonly name: "outbox" | "smtp";
  send(message: EmailMessage): Promise<void>;
}

export const outboxEmail: EmailTransport = { name: "outbox", async send() {} };

/**
 * SMTP delivery. Every wait is bounded (connect, greeting, each reply) and well inside the job queue's lease,
 * so a hanging server fails a try instead of holding the job; the visitor never waits for it.
 */
export function smtpEmail(config: Config, options: { timeoutMs?: number } = {}): EmailTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 3 * timeoutMs,
  });
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail({ from: config.EMAIL_FROM, ...message });
    },
  };
}

export function createEmailTransport(config: Config): EmailTransport {
  return config.EMAIL_PROVIDER === "smtp" ? smtpEmail(config) : outboxEmail;
}
