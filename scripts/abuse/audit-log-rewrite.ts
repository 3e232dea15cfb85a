import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DbHandle, openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { sql } from "@loansetu/db/sql";
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresMissing,
} from "../../packages/api/test/support/throwaway-postgres.ts";

/**
 * The audit log under a careless operator or an injected statement. Before: the application's own database
 * role could UPDATE, DELETE and TRUNCATE `audit_log`, and reads of personal data (a lead opened, the audit
 * log read) left no entry. Now triggers refuse all three for everyone, and reads are recorded (decision 0056).
 * (1) Against the running server's database when DATABASE_URL names it, else a throwaway PostgreSQL of its
 * own (else a PGlite folder), migrated as the server migrates it: each statement runs as the application's
 * role inside a transaction that is always rolled back, so a log that takes it is left as it was.
 * (2) Against the running server: an employee opens a lead and reads the audit log. Figure: statements the
 * database refused, and the read entries written.
 */
const ATTEMPTS = {
  UPDATE: sql`update audit_log set action = 'rewritten' where id = (select max(id) from audit_log)`,
  DELETE: sql`delete from audit_log where id = (select max(id) from audit_log)`,
  TRUNCATE: sql`truncate audit_log`,
};

class RolledBack extends Error {}

async function rewriteAttempts(): Promise<{ where: string; refused: string[]; taken: string[] }> {
  let pg: ThrowawayPostgres | undefined;
  let folder: string | undefined;
  let where: string;
  let handle: DbHandle;
  if (process.env.DATABASE_URL) {
    where = "the server's database";
    handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: tmpdir(),
      maxConnections: 1,
    });
  } else {
    folder = await mkdtemp(join(tmpdir(), "loansetu-audit-"));
    if (throwawayPostgresMissing() === null) {
      pg = await startThrowawayPostgres();
      where = "a throwaway PostgreSQL";
    } else {
      where = "a PGlite folder";
    }
    handle = await openDatabase({ databaseUrl: pg?.url, dataDir: folder, maxConnections: 1 });
    await migrate(handle);
    await handle.db.execute(
      sql`insert into audit_log (actor_type, actor_id, action) values ('system', 'abuse-case', 'abuse.probe')`,
    );
  }
  const refused: string[] = [];
  const taken: string[] = [];
  try {
    for (const [name, statement] of Object.entries(ATTEMPTS)) {
      try {
        await handle.db.transaction(async (tx) => {
          await tx.execute(statement);
          throw new RolledBack();
        });
      } catch (error) {
        if (error instanceof RolledBack) taken.push(name);
        else refused.push(name);
      }
    }
  } finally {
    await handle.close();
    await pg?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
  return { where, refused, taken };
}

async function readsRecorded(baseUrl: string): Promise<string> {
  const json = async (res: Response) => ((await res.json()) as { data: Record<string, unknown> }).data;
  const session = await json(
    await fetch(new URL("/dev/studio-session?roles=operations,admin&json=1", baseUrl)),
  );
  const headers = { cookie: `ls_studio=${session.token as string}` };
  const mobile = `83${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const lead = await json(
    await fetch(new URL(`/dev/pipeline-lead?mobile=${mobile}`, baseUrl), { method: "POST" }),
  );
  const reference = lead.reference as string;
  const opened = await fetch(new URL(`/api/studio/leads/${reference}`, baseUrl), { headers });
  await opened.arrayBuffer();
  const views = await json(
    await fetch(new URL(`/api/studio/audit?action=lead.view&lead=${reference}`, baseUrl), { headers }),
  );
  const reads = await json(
    await fetch(new URL(`/api/studio/audit?action=audit.view&actor=${session.email as string}`, baseUrl), {
      headers,
    }),
  );
  return `a lead opened once: ${views.total} lead.view entr${views.total === 1 ? "y" : "ies"}; the audit log read twice: ${reads.total} audit.view entr${reads.total === 1 ? "y" : "ies"}`;
}

export default {
  name: "audit log rewritten by the application's role",
  async run(baseUrl: string): Promise<string> {
    const { where, refused, taken } = await rewriteAttempts();
    const reads = await readsRecorded(baseUrl);
    return `on ${where}: ${refused.length} of 3 rewrites refused (${refused.join(", ") || "none"}${taken.length ? `; taken, then rolled back: ${taken.join(", ")}` : ""}); ${reads}`;
  },
};
