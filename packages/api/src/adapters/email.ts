import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
}

/** Delivers one email. Implementations: the development outbox (keeps it only) and SMTP. */
export interface EmailTransport {
  readonly name: "outbox" | "smtp";
  send(message: EmailMessage): Promise<void>;
}

export const outboxEmail: EmailTransport = { name: "outbox", async send() {} };

export function smtpEmail(config: Config): EmailTransport {
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
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
