import { createServer } from "node:http";
import { startServer } from "../../e2e/support/server.ts";
import { call, freshMobile } from "../abuse-support/http.ts";

/**
 * A send the SMS gateway refused answered 500 and still counted toward 5 an hour, so an
 * outage locked customers out. Starts its own server against a gateway that refuses, then recovers.
 */
export default {
  name: "OTP sends during an SMS gateway outage",
  async run(): Promise<string> {
    let refusing = true;
    const gateway = createServer((req, res) => {
      req.resume();
      req.on("end", () =>
        res.writeHead(refusing ? 503 : 200, { "content-type": "application/json" }).end("{}"),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", () => resolve()));
    const { port } = gateway.address() as { port: number };
    const server = await startServer({
      env: { SMS_PROVIDER: "http", SMS_HTTP_URL: `http://127.0.0.1:${port}/send` },
    });
    try {
      const mobile = freshMobile("94");
      const statuses: number[] = [];
      let message = "";
      for (let n = 0; n < 6; n++) {
        const res = await call(server.url, "POST", "/api/otp-v2", { mobile, type: "login" });
        statuses.push(res.status);
        message = res.body.message ?? "";
      }
      refusing = false;
      const after = await call(server.url, "POST", "/api/otp-v2", { mobile, type: "login" });
      return `6 refused sends answered ${[...new Set(statuses)].join("/")} "${message}"; first send after the outage: ${after.status}`;
    } finally {
      await server.stop();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  },
};
