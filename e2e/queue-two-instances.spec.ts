import { randomBytes } from "node:crypto";
import pg from "pg";
import { startRecordingSmtp } from "../packages/api/test/support/smtp.ts";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { freePort, startServer } from "./support/server.ts";

// With two instances, 2 of 10 contact messages used to arrive twice. Two real server
// processes on one PostgreSQL, a real SMTP server that is down while the messages come in and back after:
// both instances' job queue workers race for the retries, and each message arrives exactly once.
const adminUrl = process.env.TEST_DATABASE_URL;
const N = 10;

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("the job queue with two server instances on one PostgreSQL", { tag: "@desktop-only" }, () => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL");

  test("delivers each of 10 contact messages exactly once", async () => {
    allowTime(360_000);
    const name = `loansetu_e2e_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const smtpPort = await freePort();
    const env = {
      DATABASE_URL: url.toString(),
      EMAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
    };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    let smtp: Awaited<ReturnType<typeof startRecordingSmtp>> | undefined;
    const call = async (base: string, method: string, path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: { id: string } } };
    };
    const outbox = async (base: string, to?: string) =>
      (
        (await (await fetch(`${base}/dev/outbox.json${to ? `?to=${to}` : ""}`)).json()) as {
          data: { channel: string; body: string; status: string }[];
        }
      ).data;
    const texts = Array.from({ length: N }, (_, n) => `Two instances, message number ${n + 1}.`);
    try {
      for (const [n, text] of texts.entries()) {
        const base = (n % 2 ? b : a).url;
        const mobile = `98223${String(n).padStart(5, "0")}`;
        const sent = await call(base, "POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
        expect(sent.status).toBe(200);
        const otp = /\b(\d{4})\b/.exec((await outbox(base, mobile))[0]!.body)![1]!;
        const referenceId = sent.body.data.id;
        expect(
          (await call(base, "PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId })).status,
        ).toBe(200);
        const mailed = await call(base, "POST", "/api/contact/email", {
          name: "Two Instances",
          email: "two@example.in",
          mobile,
          message: text,
          referenceId,
        });
        expect(mailed.status).toBe(200);
      }
      // The mail server comes back; the retries fall due in real time (30 s, then 60 s, after a failure),
      // and both workers, polling every second, race for each. (Moving each instance's dev clock in turn
      // would make a claim taken just before the move look lapsed to the other instance: a test artefact.)
      const mail = await startRecordingSmtp(smtpPort);
      smtp = mail;
      const ours = async () =>
        (await outbox(a.url)).filter((m) => m.channel === "email" && texts.some((t) => m.body.includes(t)));
      await expect
        .poll(async () => (await ours()).map((m) => m.status), { timeout: 180_000 })
        .toEqual(texts.map(() => "sent"));
      expect(texts.map((text) => mail.count(text))).toEqual(texts.map(() => 1));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await smtp?.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
