import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "./support/fixtures.ts";
import { startServer } from "./support/server.ts";

// Runs where CI provides PostgreSQL (TEST_DATABASE_URL): all state lives in the database, so two server
// processes behave as one.
const adminUrl = process.env.TEST_DATABASE_URL;

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("two server instances on one PostgreSQL", { tag: "@desktop-only" }, () => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL");

  test("a session from one works on the other, and the OTP try limit is shared", async () => {
    const name = `loansetu_e2e_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const lastOtp = async (base: string, mobile: string) => {
      const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${mobile}`)).json()) as {
        data: { body: string }[];
      };
      return /\b(\d{4})\b/.exec(outbox.data[0]!.body)![1]!;
    };
    try {
      const mobile = "9822233344";
      const sent = (await (await post(a.url, "/api/otp-v2", { mobile })).json()) as { data: { id: string } };
      // The SMS written by A is read through B: one outbox, one database.
      const code = await lastOtp(b.url, mobile);
      const login = (await (
        await post(a.url, "/api/verify", {
          mobile,
          referenceId: sent.data.id,
          value: { otp: code },
          client: "app",
        })
      ).json()) as { data: { token: string } };
      const me = await fetch(`${b.url}/api/user`, {
        headers: { authorization: `Bearer ${login.data.token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { mobile: string } }).data.mobile).toBe(mobile);

      const other = "9822233355";
      const second = (await (await post(b.url, "/api/otp-v2", { mobile: other })).json()) as {
        data: { id: string };
      };
      const right = await lastOtp(a.url, other);
      const wrong = String((Number(right) + 1) % 10_000).padStart(4, "0");
      for (const server of [a, b, a, b, a]) {
        const res = await post(server.url, "/api/verify", {
          mobile: other,
          referenceId: second.data.id,
          value: { otp: wrong },
        });
        expect(res.status).toBe(400);
      }
      const sixth = await post(b.url, "/api/verify", {
        mobile: other,
        referenceId: second.data.id,
        value: { otp: right },
      });
      expect(sixth.status).toBe(429);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
