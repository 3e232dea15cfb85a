import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpEmail } from "../src/adapters/email.ts";
import { loadConfig } from "../src/lib/config.ts";
import { createOutbox } from "../src/messaging/outbox.ts";
import { createJobQueue } from "../src/queue/job-queue.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startSmtp(port: number, received: { to: string; raw: string }[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

describe("outbox with a real SMTP server", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  it("keeps an email while SMTP is down and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const config = loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    let now = Date.now();
    const deps = createTestDeps(database, { email: smtpEmail(config), clock: () => new Date(now) });

    const queued = await deps.outbox.sendEmail({
      to: "support@loansetu.in",
      subject: "Contact form",
      text: "Please call me back about my loan.",
    });
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    expect(await deps.outbox.deliverPending()).toBe(0);
    const [kept] = await deps.outbox.list(1);
    expect(kept).toMatchObject({ id: queued.id, status: "pending", attempts: 1 });
    expect(kept?.lastError).toBeTruthy();

    const received: { to: string; raw: string }[] = [];
    const smtp = await startSmtp(port, received);
    try {
      now += 30_000; // the first retry is due 30 s after the failed try
      expect(await deps.outbox.deliverPending()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toBe("support@loansetu.in");
      expect(received[0]?.raw).toContain("Please call me back about my loan.");
      const [row] = await deps.outbox.list(1);
      expect(row?.status).toBe("sent");
      expect(received[0]?.raw).toContain(`Message-ID: <outbox-${queued.id}@`);
      now += 3600_000;
      expect(await deps.outbox.deliverPending()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("records SMS in the dev outbox, newest first", async () => {
    const deps = createTestDeps(database);
    await deps.outbox.sendSms("9876543210", "first");
    await deps.outbox.sendSms("9876543210", "second");
    const rows = await deps.outbox.list(2);
    expect(rows.map((r) => r.body)).toEqual(["second", "first"]);
    expect(rows[0]?.channel).toBe("sms");
  });
});

describe("kept messages outside development", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  it("lose their link secrets once sent: the copy kept 180 days logs no one in", async () => {
    const deps = createTestDeps(database);
    const sentMail: string[] = [];
    const sentSms: string[] = [];
    const outbox = createOutbox({
      db: database.handle.db,
      sms: { name: "http", send: async (_to, text) => void sentSms.push(text) },
      email: { name: "smtp", send: async (message) => void sentMail.push(message.text) },
      keepSmsBody: false,
      logger: deps.logger,
      queue: createJobQueue({ db: database.handle.db, clock: () => new Date(), logger: deps.logger }),
    });
    const link =
      "https://www.loansetu.example/?userToken=eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl&userMobile=9876500001&next=%2Floan-details%2FLS1#myaccount";
    const consent = "https://www.loansetu.example/consent?id=LS1&token=eyJ.eyJ.sig&ckyc=true";
    const payout = "https://www.loansetu.example/payout-status?key=abc123&token=def456";
    const mail = await outbox.sendEmail({
      to: "asha@example.in",
      subject: "Sanctioned",
      text: `Open ${link}`,
    });
    const sms = await outbox.queueSms("9876500001", `Accept the terms: ${consent} or see ${payout}`);
    expect(await outbox.deliverPending()).toBe(2);
    // Sent whole…
    expect(sentMail).toEqual([`Open ${link}`]);
    expect(sentSms).toEqual([`Accept the terms: ${consent} or see ${payout}`]);
    // …kept without the secrets, the rest of each link as it was.
    const kept = await outbox.list(10);
    expect(kept.find((row) => row.id === mail.id)?.body).toBe(
      "Open https://www.loansetu.example/?userToken=[redacted]&userMobile=9876500001&next=%2Floan-details%2FLS1#myaccount",
    );
    expect(kept.find((row) => row.id === sms.id)?.body).toBe(
      "Accept the terms: https://www.loansetu.example/consent?id=LS1&token=[redacted]&ckyc=true or see https://www.loansetu.example/payout-status?key=[redacted]&token=[redacted]",
    );
  });
});
