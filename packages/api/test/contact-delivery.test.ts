import { createServer as createNetServer } from "node:net";
import { openDatabase } from "@loansetu/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpEmail } from "../src/adapters/email.ts";
import { loadConfig } from "../src/lib/config.ts";
import { lastOtp } from "./support/login.ts";
import { startHangingSmtp, startRecordingSmtp } from "./support/smtp.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A gate sends wait at while closed; opening it lets every waiting and later send through. */
function heldGate() {
  let release = () => {};
  let passed = Promise.resolve();
  return {
    get passed() {
      return passed;
    },
    close() {
      passed = new Promise<void>((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

function steppedClock(start = new Date("2026-11-25T05:00:00Z")) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe.each(ENGINES)("contact messages through the job queue on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("answers the visitor at once while SMTP is down or hanging, and delivers each message once when it is back", async () => {
    const port = await freePort();
    const config = loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    const clock = steppedClock();
    // Every send waits at this gate until the visitor has had the answer: an answer that waited for the
    // mail server could never arrive, so the test proves "waits for nothing" without reading a clock.
    const gate = heldGate();
    const smtp = smtpEmail(config, { timeoutMs: 1000 });
    const { deps, api } = apiOver(database, {
      email: {
        name: smtp.name,
        async send(message) {
          await gate.passed;
          return smtp.send(message);
        },
      },
      clock: clock.now,
    });
    const request = (method: string, path: string, body: unknown) =>
      api.request(`http://localhost${path}`, {
        method,
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    /** The visitor's whole path, with every mail send held until the last answer has arrived. */
    async function contact(mobile: string, text: string) {
      const sent = await request("POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
      const referenceId = (await sent.json()).data.id;
      const otp = await lastOtp(deps, mobile);
      await request("PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId });
      gate.close();
      const res = await request("POST", "/api/contact/email", {
        name: "Kiran Rao",
        email: "kiran@example.in",
        mobile,
        message: text,
        referenceId,
      });
      const answer = { status: res.status, body: await res.json() };
      gate.open();
      return answer;
    }
    // Down: nothing listens on the port.
    const whileDown = await contact("9812300001", "Sent while the mail server was down.");
    expect(whileDown.status).toBe(200);
    // Stored, not yet mailed: the answer says it was received, not that it reached the team.
    expect(whileDown.body.message).toMatch(/^Thank you! We have received your message\./);
    expect(whileDown.body.message).not.toContain("reached our team");
    expect(await deps.outbox.deliverPending()).toBe(0);

    // Hanging: the server accepts and never greets. The visitor still waits for nothing.
    const hanging = await startHangingSmtp(port);
    clock.advance(31_000);
    const whileHanging = await contact("9812300002", "Sent while the mail server was hanging.");
    expect(whileHanging.status).toBe(200);
    expect(await deps.outbox.deliverPending()).toBe(0);
    await hanging.close();

    // Back: the next due tries deliver both, once each, however often the worker looks again.
    const recording = await startRecordingSmtp(port);
    try {
      for (let pass = 0; pass < 4; pass++) {
        clock.advance(5 * 60_000);
        await deps.outbox.deliverPending();
      }
      expect(recording.count("Sent while the mail server was down.")).toBe(1);
      expect(recording.count("Sent while the mail server was hanging.")).toBe(1);
      const rows = (await deps.outbox.list(20)).filter((row) => row.channel === "email");
      expect(rows.slice(0, 2).map((row) => row.status)).toEqual(["sent", "sent"]);
    } finally {
      await recording.close();
    }
  }, 60_000);

  it("delivers each of 20 messages exactly once with two instances' workers racing", async () => {
    const port = await freePort();
    const config = loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    const clock = steppedClock();
    // On PostgreSQL the second instance has its own connection pool to the same database; PGlite is one
    // process's database, so there the two workers share it.
    const secondHandle =
      engine === "postgres"
        ? await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir })
        : undefined;
    const first = createTestDeps(database, {
      email: smtpEmail(config, { timeoutMs: 1000 }),
      clock: clock.now,
    });
    const second = createTestDeps(secondHandle ? { ...database, handle: secondHandle } : database, {
      email: smtpEmail(config, { timeoutMs: 1000 }),
      clock: clock.now,
    });
    const texts = Array.from({ length: 20 }, (_, n) => `Race message number ${n + 1}.`);
    // Written while the mail server is down, half on each instance.
    for (const [n, text] of texts.entries()) {
      await (n % 2 ? second : first).outbox.sendEmail({ to: "support@loansetu.in", subject: "Race", text });
    }
    const smtp = await startRecordingSmtp(port);
    try {
      for (let pass = 0; pass < 6 && smtp.received.length < texts.length; pass++) {
        clock.advance(5 * 60_000);
        await Promise.all([first.outbox.deliverPending(), second.outbox.deliverPending()]);
      }
      for (let pass = 0; pass < 2; pass++) {
        clock.advance(60 * 60_000);
        await Promise.all([first.outbox.deliverPending(), second.outbox.deliverPending()]);
      }
      expect(texts.map((text) => smtp.count(text))).toEqual(texts.map(() => 1));
    } finally {
      await smtp.close();
      await secondHandle?.close();
    }
  }, 60_000);
});
