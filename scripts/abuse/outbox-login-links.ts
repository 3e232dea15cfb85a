import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DbHandle, openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { outboxMessages, partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { startServer } from "../../e2e/support/server.ts";
import { PARTNER_COOKIE } from "../../packages/api/src/partners/policy.ts";
import { startPartnerSession } from "../../packages/api/src/partners/sessions.ts";
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresMissing,
} from "../../packages/api/test/support/throwaway-postgres.ts";

/**
 * Queued SMS and e-mails kept in `outbox_messages.body` for 180 days. Before: the kept copy of a sent SMS
 * held its 24-hour auto-login link, so anyone reading the table (a backup, a support query) could log in as
 * the customer. Now, outside development, the kept copy loses every link secret once the message is settled.
 * Starts a production-mode server of its own (real secrets, an SMS gateway of its own that records what it
 * receives) on a throwaway PostgreSQL (else a PGlite folder, read after the server stops); an approved
 * partner starts an application for a customer, whose SMS carries a login link. Figure: the link the
 * customer received, and the secrets left in the kept copies.
 */
const SECRET_IN_LINK = /(?:[?&](?:userToken|token|key)=|\/l\/)(?!\[redacted\])[^\s&#"'<>/]+/g;

export default {
  name: "login links kept in the outbox",
  async run(_base: string): Promise<string> {
    const received: string[] = [];
    const gateway = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push(body);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", () => resolve()));
    const folder = await mkdtemp(join(tmpdir(), "loansetu-outbox-"));
    let pg: ThrowawayPostgres | undefined;
    if (throwawayPostgresMissing() === null) pg = await startThrowawayPostgres();
    const open = () => openDatabase({ databaseUrl: pg?.url, dataDir: folder, maxConnections: 2 });
    try {
      // An approved partner and their session, written before the server starts (PGlite allows one process).
      let handle: DbHandle = await open();
      await migrate(handle);
      const code = `ABUSE${randomBytes(2).toString("hex").toUpperCase()}`;
      const [partner] = await handle.db
        .insert(partners)
        .values({
          code,
          kind: "dealer",
          businessName: "Outbox Motors",
          contactName: "Test Partner",
          mobile: "9000000990",
          city: "Pune",
          gstin: "27AAFCT1234K1Z9",
          status: "approved",
        })
        .returning();
      const { token } = await startPartnerSession(handle.db, partner!.id, { ip: "127.0.0.1" }, new Date());
      await handle.close();

      const publicUrl = "https://loansetu.example";
      const secret = () => randomBytes(32).toString("hex");
      const server = await startServer({
        dataDir: folder,
        env: {
          LOG_LEVEL: "fatal",
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PUBLIC_URL: publicUrl,
          SESSION_SECRET: secret(),
          OTP_SECRET: secret(),
          LINK_SECRET: secret(),
          CONSENT_API_KEY: secret(),
          AUDIT_HASH_SECRET: secret(),
          PAN_ENCRYPTION_KEY: secret(),
          DOCUMENT_ENCRYPTION_KEY: secret(),
          SMS_PROVIDER: "http",
          SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        },
      });
      const customer = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      try {
        const started = await fetch(`${server.url}/api/partner/applications`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: publicUrl,
            cookie: `${PARTNER_COOKIE}=${token}`,
          },
          body: JSON.stringify({ mobile: customer, name: "Asha Verma", product: "personal-loan" }),
        });
        if (!started.ok)
          throw new Error(`the partner's start answered ${started.status}: ${await started.text()}`);
        for (
          let waited = 0;
          !received.some((body) => body.includes(customer)) && waited < 30_000;
          waited += 200
        )
          await new Promise((resolve) => setTimeout(resolve, 200));
        // The outbox marks the message sent right after the gateway's answer.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      } finally {
        await server.stop("SIGTERM", { keepDataDir: true });
      }
      const delivered = received
        .map((body) => JSON.parse(body) as { to: string; text: string })
        .find((sms) => sms.to.endsWith(customer));
      const link = /https?:\/\/\S+/.exec(delivered?.text ?? "")?.[0] ?? "none";

      handle = await open();
      try {
        const kept = await handle.db
          .select({ body: outboxMessages.body, status: outboxMessages.status })
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, customer));
        const secrets = kept.flatMap((row) => row.body.match(SECRET_IN_LINK) ?? []);
        const statuses = [...new Set(kept.map((row) => row.status))].join("/");
        return `the customer's SMS carried ${link}; ${kept.length} kept cop${kept.length === 1 ? "y" : "ies"} (${statuses}) in outbox_messages.body hold ${secrets.length} link secret${secrets.length === 1 ? "" : "s"}${secrets.length ? ` (${secrets.join(", ")})` : ""} on ${pg ? "PostgreSQL" : "PGlite"}`;
      } finally {
        await handle.close();
      }
    } finally {
      await pg?.dispose();
      await rm(folder, { recursive: true, force: true });
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  },
};
