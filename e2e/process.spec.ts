import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@loansetu/db/client";
import { outboxMessages } from "@loansetu/db/schema";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { GOLDEN_DATA_DIR_ENV, startServer } from "./support/server.ts";

const MAIN = "apps/web/server/main.ts";

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("server process", { tag: "@desktop-only" }, () => {
  test("PORT=abc stops the start at once with one clear line", () => {
    allowTime(150_000);
    const run = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
      // Only the config check runs, but loading the modules takes a while on a busy two-core machine.
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT="abc"/);
  });

  test("a production start with the development secrets refuses to run", () => {
    allowTime(150_000);
    const run = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
      // Only the config check runs, but loading the modules takes a while on a busy two-core machine.
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Invalid configuration: SESSION_SECRET must be set to a real secret in production",
    );
  });

  test("SIGTERM lets in-flight requests finish, exits 0, and a restart keeps the data", async () => {
    // Two starts on a busy 2-core CI machine.
    allowTime(120_000);
    const dataDir = await mkdtemp(join(tmpdir(), "loansetu-sigterm-"));
    try {
      // The run's migrated and seeded directory (global setup), so neither start migrates and seeds from
      // nothing: a cold start took most of this test's 113 s on a loaded machine.
      const golden = process.env[GOLDEN_DATA_DIR_ENV];
      if (golden) await cp(golden, dataDir, { recursive: true });
      // Put a row in the database while no server holds it (PGlite is single-process).
      const db = await openDatabase({ dataDir });
      const { migrate } = await import("@loansetu/db/migrate");
      await migrate(db);
      await db.db
        .insert(outboxMessages)
        .values({ channel: "sms", recipient: "9876543210", body: "kept across restarts", status: "sent" });
      await db.close();

      const server = await startServer({ dataDir });
      const requests = Array.from({ length: 40 }, () =>
        fetch(`${server.url}/`).then(
          async (res) => ({ status: res.status, length: (await res.text()).length }),
          () => ({ status: 0, length: 0 }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const code = await server.stop("SIGTERM");
      const results = await Promise.all(requests);
      expect(code).toBe(0);
      // Every request the server had accepted completed in full; none was cut off with a partial page.
      const completed = results.filter((r) => r.status === 200);
      expect(completed.length).toBeGreaterThan(0);
      for (const r of completed) expect(r.length).toBeGreaterThan(5_000);
      expect(results.every((r) => r.status === 200 || r.status === 0)).toBe(true);

      const again = await startServer({ dataDir });
      const outbox = (await (await fetch(`${again.url}/dev/outbox.json`)).json()) as {
        data: { body: string }[];
      };
      expect(outbox.data.map((m) => m.body)).toContain("kept across restarts");
      expect(await again.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // Decision 0028: the page server imports the workspace packages from Node, like the API does. A bundled copy
  // gave one process two of every module-level state (the statistics cache showed two sets of figures).
  test("the page build imports the workspace packages instead of bundling a second copy", async () => {
    const server = await readFile("apps/web/build/server/index.js", "utf8");
    expect(server).toContain('from "@loansetu/api/site/statistics"');
    expect(server).toContain('from "@loansetu/domain/');
    expect(server).not.toContain("function countPlatformFigures");
    expect(server).not.toContain("function payoutFigures");
  });
});
