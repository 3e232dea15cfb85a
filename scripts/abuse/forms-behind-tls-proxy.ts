import { request } from "node:https";
import { startBehindTls, tlsFrontMissing } from "../../e2e/support/tls-front.ts";

/**
 * Production's shape: nginx terminates TLS in front of the server (the README's set-up). The browser posts
 * a page form from `https://host`; Node sees `http://host/...`. Before: React Router compared the two, so
 * every page form answered 400 "Something went wrong" (log-in, sign-ups, studio actions, My data). Now the
 * public URL is the request's origin. Starts a server and nginx with a throwaway certificate (the same front
 * as the TLS-proxy browser suite); posts the log-in page's form through it from its own origin and from a
 * foreign one. Figure: the statuses, and whether the form went on to its next step.
 */
function postForm(url: string, origin: string, body: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        rejectUnauthorized: false,
        headers: {
          origin,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let html = "";
        res.on("data", (chunk: Buffer) => (html += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export default {
  name: "page forms behind a TLS proxy",
  async run(_base: string): Promise<string> {
    const missing = tlsFrontMissing();
    if (missing) return `skipped (${missing})`;
    const front = await startBehindTls({ LOG_LEVEL: "fatal" });
    try {
      const body = "intent=send&mobile=9822300417";
      const own = await postForm(`${front.url}/login`, front.url, body);
      // The OTP field appears only when the action ran and sent the code.
      const nextStep = /name="otp"/.test(own.html);
      const foreign = await postForm(`${front.url}/login`, "https://evil.example", body);
      return `log-in form posted over https from ${new URL(front.url).host}: ${own.status}${nextStep ? " (OTP step shown)" : " (no OTP step)"}; from https://evil.example: ${foreign.status}`;
    } finally {
      await front.stop();
    }
  },
};
