import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../src/client.ts";

// Two processes on one PGlite directory both ran and each lost the other's writes. The
// first holds a lock file; a second open fails at once with one clear line; a dead holder's lock is taken.

describe("one process per PGlite directory", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "loansetu-lock-"));
    dirs.push(dir);
    return dir;
  };

  it("a second open of a held directory fails with one line naming the holder", async () => {
    const dataDir = await newDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`^Another LoanSetu process \\(pid ${process.pid}\\) is using the database in `),
      );
    } finally {
      await first.close();
    }
    // Closed: the lock is released and the directory opens again.
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it("takes over the lock of a process that died without releasing it", async () => {
    const dataDir = await newDir();
    // A real pid that is certainly dead: a child that has already exited.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    await writeFile(join(dataDir, "pglite.lock"), `${dead}\n`);
    const db = await openDatabase({ dataDir });
    expect((await readFile(join(dataDir, "pglite.lock"), "utf8")).trim()).toBe(String(process.pid));
    await db.close();
  });
});
