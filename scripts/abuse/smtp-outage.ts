import { freePort, startServer } from "../../e2e/support/server.ts";
import { startHangingSmtp, startRecordingSmtp } from "../../packages/api/test/support/smtp.ts";
import { call, freshMobile, lastOtp } from "../abuse-support/http.ts";

/**
 * With SMTP hanging the visitor waited 10 s, and a message was lost after ~200 s of outage.
 * Starts its own server (mail settings are the server's) with the mail server hanging, sends a contact
 * message, brings SMTP back, moves the server's dev clock past the retry, and counts deliveries.
 */
export default {
  name: "contact message while SMTP hangs",
  async run(): Promise<string> {
    const smtpPort = await freePort();
    const hanging = await startHangingSmtp(smtpPort);
    const server = await startServer({
      env: { EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtpPort) },
    });
    let smtp: Awaited<ReturnType<typeof startRecordingSmtp>> | undefined;
    try {
      const mobile = freshMobile("95");
      const sent = await call(server.url, "POST", "/api/contact/otp", {
        mobile,
        retries: 1,
        type: "contact",
      });
      const referenceId = sent.body.data?.id;
      const otp = await lastOtp(server.url, mobile);
      await call(server.url, "PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId });
      const text = `Abuse runner: sent while SMTP hangs (${mobile}).`;
      const answer = await call(server.url, "POST", "/api/contact/email", {
        name: "Abuse Runner",
        email: "abuse@example.in",
        mobile,
        message: text,
        referenceId,
      });
      // Mail comes back: the hanging server goes, a real one listens on its port.
      await hanging.close();
      const mail = await startRecordingSmtp(smtpPort);
      smtp = mail;
      const deadline = Date.now() + 60_000;
      let delivered = 0;
      while (Date.now() < deadline) {
        await fetch(`${server.url}/dev/clock?days=0.01`, { method: "POST" }); // past the retry's 30 s
        delivered = mail.count(text);
        if (delivered > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return `visitor answered ${answer.status} in ${Math.round(answer.ms)} ms with SMTP hanging; delivered ${delivered} time(s) once SMTP was back`;
    } finally {
      await server.stop();
      await smtp?.close();
    }
  },
};
