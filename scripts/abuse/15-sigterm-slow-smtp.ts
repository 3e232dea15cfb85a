import { freePort, startServer } from "../../e2e/support/server.ts";
import { startRecordingSmtp } from "../../packages/api/test/support/smtp.ts";

// SIGTERM while the mail server has the e-mail and has not acknowledged it. Before: the worker waited
// without a bound, the grace ran out, exit 1 with the lease held. Now: exit 0 within the grace, the job
// handed back for another instance. Starts a server (grace 5 s) and a mail server of its own.
export default {
  name: "SIGTERM during a slow SMTP acknowledgement",
  async run(_base: string) {
    const smtpPort = await freePort();
    const smtp = await startRecordingSmtp(smtpPort, { ackDelayMs: 60_000 });
    const server = await startServer({
      env: {
        LOG_LEVEL: "error",
        EMAIL_PROVIDER: "smtp",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
        SHUTDOWN_GRACE_SECONDS: "5",
      },
    });
    try {
      const call = async (method: string, path: string, body: unknown) =>
        (await (
          await fetch(`${server.url}${path}`, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).json()) as { data: { id: string; body: string }[] & { id: string } };
      const mobile = "9822399011";
      const sent = await call("POST", "/api/contact/otp", { mobile, retries: 1, type: "contact" });
      const outbox = (await (await fetch(`${server.url}/dev/outbox.json?to=${mobile}`)).json()) as {
        data: { body: string }[];
      };
      const otp = /\b(\d{4})\b/.exec(outbox.data[0]!.body)![1]!;
      await call("PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId: sent.data.id });
      await call("POST", "/api/contact/email", {
        name: "Slow Mail",
        email: "slow@example.in",
        mobile,
        message: "A message the mail server is slow to acknowledge.",
        referenceId: sent.data.id,
      });
      for (let waited = 0; smtp.received.length === 0 && waited < 30_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const code = await server.stop("SIGTERM");
      return `exit ${code} in ${Math.round(performance.now() - started)} ms (grace 5000 ms)`;
    } finally {
      await server.stop();
      await smtp.close();
    }
  },
};
