import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpEmail } from "../src/adapters/email.ts";
import type { createApi } from "../src/app.ts";
import { loadConfig } from "../src/lib/config.ts";
import { lastOtp, wrongOtp } from "./support/login.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const send = (api: ReturnType<typeof createApi>, method: string, path: string, body: unknown) =>
  api.request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost" },
    body: JSON.stringify(body),
  });

describe.each(ENGINES)("contact form on %s", (engine) => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string; raw: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    port = await freePort();
    smtp = new SMTPServer({
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
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  });

  it("verifies the mobile by OTP and delivers the message to the support inbox over SMTP", async () => {
    const config = loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    const { deps, api } = apiOver(database, { email: smtpEmail(config) });
    const mobile = "9812345670";
    const message = {
      name: "Ravi Kumar",
      email: "ravi@example.in",
      mobile,
      message: "Please call me about a used car loan.",
    };

    const sent = await send(api, "POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
    const referenceId = (await sent.json()).data.id;

    // Not verified yet: refused, nothing sent.
    expect((await send(api, "POST", "/api/contact/email", { ...message, referenceId })).status).toBe(403);

    const code = await lastOtp(deps, mobile);
    const wrong = await send(api, "PUT", "/api/contact/otp", {
      value: { otp: wrongOtp(code) },
      mobile,
      referenceId,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("The OTP you have entered is incorrect");

    const right = await send(api, "PUT", "/api/contact/otp", { value: { otp: code }, mobile, referenceId });
    expect(await right.json()).toMatchObject({ status: true, data: { status: true } });

    const mailed = await send(api, "POST", "/api/contact/email", { ...message, referenceId });
    expect(mailed.status).toBe(200);
    // The server's job queue worker delivers it; here the test runs the worker's pass.
    expect(await deps.outbox.deliverPending()).toBe(1);
    const mail = received.find((m) => m.raw.includes("Please call me about a used car loan."));
    expect(mail?.to).toBe("support@loansetu.in");
    expect(mail?.raw).toContain("Ravi Kumar");
  });

  it("keeps the message when the SMTP server is down and sends it once it is back", async () => {
    const downPort = await freePort();
    const config = loadConfig({
      EMAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(downPort),
    });
    let now = Date.now();
    const { deps, api } = apiOver(database, { email: smtpEmail(config), clock: () => new Date(now) });
    const mobile = "9812345681";
    const sent = await send(api, "POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
    const referenceId = (await sent.json()).data.id;
    const code = await lastOtp(deps, mobile);
    await send(api, "PUT", "/api/contact/otp", { value: { otp: code }, mobile, referenceId });
    const text = "Mail is down but this message must not be lost.";
    const mailed = await send(api, "POST", "/api/contact/email", {
      name: "Kiran Rao",
      email: "kiran@example.in",
      mobile,
      message: text,
      referenceId,
    });
    // The visitor is told it reached the team: it is stored and will be sent.
    expect(mailed.status).toBe(200);
    const id = (await mailed.json()).data.id as number;
    expect(await deps.outbox.deliverPending()).toBe(0);
    const [kept] = (await deps.outbox.list(20)).filter((row) => row.id === id);
    expect(kept).toMatchObject({ status: "pending", attempts: 1 });
    expect(kept?.lastError).toBeTruthy();
    expect(received.some((m) => m.raw.includes(text))).toBe(false);

    // The mail server comes back on that port; the job queue's next try (30 s later) delivers it.
    const back = new SMTPServer({
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
    await new Promise<void>((resolve) => back.listen(downPort, "127.0.0.1", () => resolve()));
    try {
      now += 30_000;
      expect(await deps.outbox.deliverPending()).toBeGreaterThanOrEqual(1);
      const mail = received.find((m) => m.raw.includes(text));
      expect(mail?.to).toBe("support@loansetu.in");
      expect(mail?.raw).toContain("Kiran Rao");
      const [delivered] = (await deps.outbox.list(20)).filter((row) => row.id === id);
      expect(delivered?.status).toBe("sent");
      // Sent once: a later pass does not send it again.
      now += 3600_000;
      await deps.outbox.deliverPending();
      expect(received.filter((m) => m.raw.includes(text))).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });

  it("answers each invalid field with the spec's message", async () => {
    const api = apiOver(database).api;
    const res = await send(api, "POST", "/api/contact/email", {
      name: "",
      email: "not-an-email",
      mobile: "12345",
      message: "too short",
      referenceId: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(400);
    const messages = (await res.json()).errors.map(
      (e: { path: string; message: string }) => `${e.path}: ${e.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        "name: Field cannot be left empty.",
        "email: Please enter valid email.",
        "mobile: Mobile Number is not valid",
        "message: Write at least 10 characters in the message.",
      ]),
    );
  });
});
