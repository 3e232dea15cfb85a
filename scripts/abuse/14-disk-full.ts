import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../../e2e/support/server.ts";

/**
 * The embedded database's disk fills up. Starts a server of its own whose data directory is on a small
 * tmpfs, fills the rest of it, and asks for writes. Before: 500 for each write, /api/health 200. Now: 503
 * with Retry-After, health 503, and health 200 again by itself once space is freed. Needs root (mount).
 */
export default {
  name: "disk full under the embedded database",
  async run(_base: string): Promise<string> {
    if (process.getuid?.() !== 0) return "skipped (needs root to mount a tmpfs)";
    const mountPoint = await mkdtemp(join(tmpdir(), "loansetu-diskfull-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=400m", "tmpfs", mountPoint]);
    const dataDir = join(mountPoint, "data");
    try {
      await mkdir(dataDir);
      const golden = process.env.LOANSETU_E2E_GOLDEN_DATA_DIR;
      if (golden) await cp(golden, dataDir, { recursive: true });
      const server = await startServer({ dataDir, env: { LOG_LEVEL: "fatal" } });
      try {
        // Fill what is left, a megabyte at a time, until the file system refuses.
        const chunk = Buffer.alloc(1024 * 1024, 1);
        for (let n = 0; ; n++) {
          try {
            await writeFile(join(mountPoint, `filler-${n}`), chunk);
          } catch {
            break;
          }
        }
        const statuses: number[] = [];
        let retryAfter: string | null = null;
        for (let i = 0; i < 20; i++) {
          const res = await fetch(`${server.url}/api/contact/otp`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              mobile: `98111${String(i).padStart(5, "0")}`,
              retries: 1,
              type: "contact",
            }),
          });
          statuses.push(res.status);
          retryAfter ??= res.headers.get("retry-after");
          await res.arrayBuffer();
        }
        const health = (await fetch(`${server.url}/api/health`)).status;
        execFileSync("sh", ["-c", `rm -f '${mountPoint}'/filler-*`]);
        await new Promise((resolve) => setTimeout(resolve, 10_500));
        const recovered = (await fetch(`${server.url}/api/health`)).status;
        const counts = new Map<number, number>();
        for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
        const tally = [...counts].map(([status, count]) => `${count}×${status}`).join(", ");
        return `20 writes on a full disk: ${tally} (Retry-After ${retryAfter ?? "none"}); health ${health}; after freeing space ${recovered}`;
      } finally {
        await server.stop();
      }
    } finally {
      execFileSync("umount", ["-l", mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    }
  },
};
