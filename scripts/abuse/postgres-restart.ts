import { startServer } from "../../e2e/support/server.ts";
import {
  startThrowawayPostgres,
  throwawayPostgresMissing,
} from "../../packages/api/test/support/throwaway-postgres.ts";

/**
 * PostgreSQL restarts (or fails over) while requests keep coming. Before: an `error` event on a checked-out
 * client had no listener and killed the process in 3 of 4 restarts, taking every instance down at once. Now:
 * the process lives, answers 503 with Retry-After while the database is away, and serves again by itself.
 * Starts a throwaway PostgreSQL cluster of its own (it may not restart the machine's) and a server on it,
 * then restarts the database four times under load. Figure: restarts survived, answers by status.
 */
const RESTARTS = 4;

export default {
  name: "PostgreSQL restart under load",
  async run(_base: string): Promise<string> {
    const missing = throwawayPostgresMissing();
    if (missing) return `skipped (${missing})`;
    const pg = await startThrowawayPostgres();
    try {
      const server = await startServer({ env: { LOG_LEVEL: "fatal", DATABASE_URL: pg.url } });
      const counts = new Map<number, number>();
      const retryAfter = new Set<string>();
      let survived = 0;
      let recoveredMs = 0;
      try {
        let running = true;
        // Six callers in a loop: health (a query), reference data (read from the database) and a write (an
        // OTP send), so connections are both busy and idle when the server goes away.
        const paths = ["/api/health", "/api/interest-rate?product=usedCar", "/api/health"];
        const load = Array.from({ length: 6 }, async (_, worker) => {
          while (running) {
            let status = 0;
            try {
              const answer = await fetch(`${server.url}${paths[worker % paths.length]}`);
              status = answer.status;
              if (status === 503) retryAfter.add(answer.headers.get("retry-after") ?? "none");
              await answer.arrayBuffer();
            } catch {
              // Connection refused or reset: counted as 0 (the process is gone, or going).
            }
            counts.set(status, (counts.get(status) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        });
        for (let n = 0; n < RESTARTS; n++) {
          await new Promise((resolve) => setTimeout(resolve, 700));
          pg.stop();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          pg.start();
          const back = performance.now();
          // Served again by itself, with no restart of the app (or the process died).
          for (;;) {
            if (server.process.exitCode !== null || server.process.signalCode !== null) break;
            const health = await fetch(`${server.url}/api/health`).then(
              (res) => res.status,
              () => 0,
            );
            if (health === 200) {
              survived++;
              recoveredMs = Math.max(recoveredMs, Math.round(performance.now() - back));
              break;
            }
            if (performance.now() - back > 30_000) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          if (server.process.exitCode !== null || server.process.signalCode !== null) break;
        }
        running = false;
        await Promise.all(load);
      } finally {
        await server.stop();
      }
      const tally = [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status}`)
        .join(", ");
      return `process alive after ${survived} of ${RESTARTS} restarts under load; answers ${tally} (0 = no answer); 503 Retry-After ${[...retryAfter].join("/") || "none"}; served again within ${recoveredMs} ms of the restart`;
    } finally {
      await pg.dispose();
    }
  },
};
