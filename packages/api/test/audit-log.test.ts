import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditLog } from "@loansetu/db/schema";
import { eq, sql } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskSensitive } from "../src/audit/mask.ts";
import { hashMobileForAudit } from "../src/audit/mobile-hash.ts";
import { recordAudit } from "../src/audit/record.ts";
import { transaction } from "../src/lib/transaction.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SOURCE_DIRS = [
  "packages/api/src",
  "packages/db/src",
  "packages/domain/src",
  "apps/web/app",
  "apps/web/server",
  "scripts",
];

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|sql)$/.test(entry.name)) yield path;
  }
}

/** The one writer allowed to rewrite entries: it replaces old entries' mobiles by their hash. */
const MOBILE_PSEUDONYMISATION = "packages/api/src/retention/audit-mobiles.ts";
/** The abuse case that tries to rewrite entries as the application's role, to show the database refuses it. */
const REWRITE_ATTEMPT = "scripts/abuse/audit-log-rewrite.ts";

describe("the audit log is append-only", () => {
  it("no source file updates or deletes audit_log (but the mobiles' pseudonymisation)", async () => {
    const offending: string[] = [];
    const patterns = [
      /\.(update|delete)\(\s*auditLog\b/,
      /\b(update|delete\s+from|truncate(\s+table)?)\s+"?audit_log"?/i,
    ];
    let files = 0;
    for (const dir of SOURCE_DIRS) {
      for await (const file of sourceFiles(join(ROOT, dir))) {
        files++;
        const text = await readFile(file, "utf8");
        const name = file.slice(ROOT.length).replaceAll("\\", "/");
        if (name === MOBILE_PSEUDONYMISATION) {
          expect(text).not.toMatch(/\.delete\(\s*auditLog\b/);
          continue;
        }
        if (name === REWRITE_ATTEMPT) continue;
        for (const pattern of patterns) if (pattern.test(text)) offending.push(name);
      }
    }
    expect(files).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it("masks PAN and email, keeps a mobile only as its keyed hash, and drops secrets", () => {
    expect(
      maskSensitive({
        pan: "ABCDE1234F",
        mobile: "9876543210",
        personalEmail: "asha.verma@example.in",
        password: "hunter2",
        totpSecret: "JBSWY3DP",
        nested: { note: "PAN ABCDE1234F inside text", other: "ABCDE1234F", amount: 300000 },
        list: [{ phone: "9123456789" }],
      }),
    ).toEqual({
      pan: "XXXXXX234F",
      mobile: hashMobileForAudit("9876543210"),
      personalEmail: "a***@example.in",
      password: "[redacted]",
      totpSecret: "[redacted]",
      nested: { note: "PAN XXXXXX234F inside text", other: "XXXXXX234F", amount: 300000 },
      list: [{ phone: hashMobileForAudit("9123456789") }],
    });
    expect(hashMobileForAudit("9876543210")).toMatch(/^mh:[0-9a-f]{32}$/);
    expect(hashMobileForAudit("+91 98765-43210")).toBe(hashMobileForAudit("9876543210"));
    expect(maskSensitive({ mobileMasked: "98XXXXXX10", phone: 9876543210 })).toEqual({
      mobileMasked: "[mobile removed]",
      phone: hashMobileForAudit("9876543210"),
    });
  });
});

describe.each(ENGINES)("recordAudit on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("the database itself refuses to update, delete or truncate it; only the flagged redaction passes", async () => {
    const db = database.handle.db;
    await recordAudit(db, {
      actor: { kind: "system" },
      action: "append-only.check",
      subjectType: "mobile",
      subjectId: "9876543210",
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "append-only.check"));
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (failure: unknown) => failure,
      );
      return String((error as { cause?: unknown } | null)?.cause ?? error);
    };
    const where = sql`where id = ${entry!.id}`;
    expect(await refused(sql`update audit_log set action = 'rewritten' ${where}`)).toMatch(/append-only/);
    expect(await refused(sql`delete from audit_log ${where}`)).toMatch(/append-only/);
    expect(await refused(sql`truncate audit_log`)).toMatch(/append-only/);
    // The retention job's redaction says what it is, and may change the subject and details only.
    const redact = (change: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('loansetu.audit_redaction', 'on', true)`);
        await tx.execute(sql`update audit_log set ${change} ${where}`);
      });
    await redact(sql`subject_id = 'mh:redacted'`);
    await expect(redact(sql`action = 'rewritten'`)).rejects.toThrow();
    // The flag ends with its transaction.
    expect(await refused(sql`update audit_log set subject_id = 'again' ${where}`)).toMatch(/append-only/);
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toMatchObject({ action: "append-only.check", subjectId: "mh:redacted" });
  });

  it("writes one masked entry with the change, and none when the change rolls back", async () => {
    const db = database.handle.db;
    const actor = {
      kind: "employee" as const,
      id: "00000000-0000-4000-8000-000000000001",
      roles: ["operations" as const],
    };
    await transaction(db, (tx) =>
      recordAudit(tx, {
        actor,
        action: "test.kept",
        before: { mobile: "9876543210" },
        after: { mobile: "9123456789" },
        requestId: "r1",
        ip: "10.0.0.1",
      }),
    );
    await expect(
      transaction(db, async (tx) => {
        await recordAudit(tx, { actor, action: "test.rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const kept = await db.select().from(auditLog).where(eq(auditLog.action, "test.kept"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      actorType: "employee",
      actorRole: "operations",
      before: { mobile: hashMobileForAudit("9876543210") },
      after: { mobile: hashMobileForAudit("9123456789") },
      requestId: "r1",
      ip: "10.0.0.1",
    });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "test.rolled-back"))).toHaveLength(0);
  });
});
