import { rm } from "node:fs/promises";
import { startRecordingSmtp } from "../packages/api/test/support/smtp.ts";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { freePort, type RunningServer, startServer } from "./support/server.ts";

// SIGTERM while a slow mail server acknowledges an e-mail. The queue's worker used to wait for the send
// without a bound: past the grace the process was cut off with exit 1, its lease still held, and the next
// instance sent the e-mail again. Now it claims nothing more, gives the e-mail in hand the grace minus a
// margin, and hands its lease back only if the send did not finish.

const GRACE_SECONDS = 5;

async function contactMessage(server: RunningServer, mobile: string, text: string) {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: { id: string } } };
  };
  const sent = await call("POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
  expect(sent.status).toBe(200);
  const texts = (await (await fetch(`${server.url}/dev/outbox.json?to=${mobile}`)).json()) as {
    data: { body: string }[];
  };
  const otp = /\b(\d{4})\b/.exec(texts.data[0]!.body)![1]!;
  const referenceId = sent.body.data.id;
  expect((await call("PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId })).status).toBe(200);
  const mailed = await call("POST", "/api/contact/email", {
    name: "Slow Mail",
    email: "slow@example.in",
    mobile,
    message: text,
    referenceId,
  });
  expect(mailed.status).toBe(200);
}

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("shutdown with a slow mail server", { tag: "@desktop-only" }, () => {
  test("SIGTERM during a slow send: exit 0 within the grace, the e-mail sent once overall", async () => {
    allowTime(240_000);
    const smtpPort = await freePort();
    // The server keeps the message at once and acknowledges it two seconds later.
    const smtp = await startRecordingSmtp(smtpPort, { ackDelayMs: 2_000 });
    const env = {
      EMAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    const first = await startServer({ env });
    let second: RunningServer | undefined;
    const text = "Sent while the mail server was slow to acknowledge.";
    try {
      await contactMessage(first, "9822399001", text);
      await expect.poll(() => smtp.count(text), { timeout: 30_000 }).toBe(1);
      const signalled = performance.now();
      const code = await first.stop("SIGTERM", { keepDataDir: true });
      expect(code).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000);
      // The next instance on the same data finds the e-mail sent and does not send it again.
      second = await startServer({ env, dataDir: first.dataDir });
      const outbox = async () =>
        (
          (await (await fetch(`${second!.url}/dev/outbox.json`)).json()) as {
            data: { channel: string; body: string; status: string }[];
          }
        ).data.filter((m) => m.channel === "email" && m.body.includes(text));
      expect((await outbox()).map((m) => m.status)).toEqual(["sent"]);
      // Its worker polls every second: a few passes, and still one message.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.count(text)).toBe(1);
    } finally {
      await second?.stop();
      await first.stop();
      await rm(first.dataDir, { recursive: true, force: true });
      await smtp.close();
    }
  });

  test("SIGTERM while the mail server never acknowledges in time: exit 0 within the grace, the job handed back", async () => {
    allowTime(240_000);
    const smtpPort = await freePort();
    const smtp = await startRecordingSmtp(smtpPort, { ackDelayMs: 60_000 });
    const env = {
      EMAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    const server = await startServer({ env });
    const text = "Sent while the mail server hung after the data.";
    try {
      await contactMessage(server, "9822399002", text);
      await expect.poll(() => smtp.count(text), { timeout: 30_000 }).toBe(1);
      const signalled = performance.now();
      const code = await server.stop("SIGTERM");
      expect(code).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
