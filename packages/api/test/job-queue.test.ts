import { Writable } from "node:stream";
import { jobs } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.ts";
import { createJobQueue } from "../src/queue/job-queue.ts";
import { RETRY_POLICY } from "../src/queue/retry-policy.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";

function steppedClock(start = new Date("2026-11-25T05:00:00Z")) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms: number) => (at += ms),
    set: (date: Date) => (at = date.getTime()),
  };
}

/** A real pino logger whose lines the test can read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

describe.each(ENGINES)("job queue on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it("retries with exponential backoff for 24 hours, then gives up with an alert", async () => {
    const clock = steppedClock();
    const { logger, lines } = capturedLogger();
    const queue = createJobQueue({ db: database.handle.db, clock: clock.now, logger });
    const tries: number[] = [];
    const start = clock.now().getTime();
    queue.define("test.always-fails", {
      async run() {
        tries.push(clock.now().getTime() - start);
        throw new Error("provider down");
      },
    });
    const job = await queue.enqueue("test.always-fails", {});
    await queue.runDue();
    for (let guard = 0; guard < 100; guard++) {
      const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.id, job!.id));
      if (row!.status === "failed") break;
      // One millisecond early nothing runs; on time, the next try does.
      clock.set(new Date(row!.runAt.getTime() - 1));
      await queue.runDue();
      expect(tries.at(-1)).not.toBe(clock.now().getTime() - start);
      clock.advance(1);
      await queue.runDue();
    }
    const gaps = tries.slice(1).map((at, n) => (at - tries[n]!) / 1000);
    expect(gaps.slice(0, 9)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(tries.at(-1)!).toBeGreaterThanOrEqual(RETRY_POLICY.giveUpAfterMs);
    expect(tries.at(-2)!).toBeLessThan(RETRY_POLICY.giveUpAfterMs);
    expect(tries).toHaveLength(31);
    const alert = lines.find((line) => line.alert === "job-gave-up");
    expect(alert).toMatchObject({ level: 50, jobId: job!.id, kind: "test.always-fails", attempts: 31 });
    // Given up means given up: no more tries.
    clock.advance(7 * 24 * 3600_000);
    await queue.runDue();
    expect(tries).toHaveLength(31);
  });

  it("lets another worker take over a job only once its claim's lease has lapsed", async () => {
    const clock = steppedClock();
    const { logger } = capturedLogger();
    const db = database.handle.db;
    const first = createJobQueue({ db, clock: clock.now, logger });
    const second = createJobQueue({ db, clock: clock.now, logger });
    const ran: string[] = [];
    let release: () => void = () => {};
    first.define("test.slow", {
      run: () =>
        new Promise<void>((resolve) => {
          ran.push("first");
          release = resolve;
        }),
    });
    second.define("test.slow", {
      async run() {
        ran.push("second");
      },
    });
    await first.enqueue("test.slow", {});
    const firstPass = first.runDue(1);
    await expect.poll(() => ran).toEqual(["first"]);
    // Claimed and leased: the other instance does not touch it.
    expect(await second.runDue()).toBe(0);
    // The first worker is presumed dead once the lease lapses.
    clock.advance(RETRY_POLICY.leaseMs + 1);
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual(["first", "second"]);
    release();
    await firstPass;
  });

  it("runs a recurring job once per period however many instances declare it", async () => {
    const clock = steppedClock(new Date("2026-11-25T18:29:00Z")); // 23:59 in India
    const { logger } = capturedLogger();
    const db = database.handle.db;
    const runs: string[] = [];
    const instances = [0, 1, 2].map(() => {
      const queue = createJobQueue({ db, clock: clock.now, logger });
      queue.define("test.daily-purge", {
        async run() {
          runs.push(clock.now().toISOString());
        },
      });
      // Daily at midnight in India (UTC+5:30).
      queue.recurring("test.daily-purge", { everyMs: 24 * 3600_000, offsetMs: -330 * 60_000 });
      return queue;
    });
    for (const queue of instances) await queue.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(2 * 60_000); // 00:01 the next day in India
    for (const queue of instances) await queue.runDue();
    for (const queue of instances) await queue.runDue();
    expect(runs).toHaveLength(2);
  });

  it("keeps a job only if the transaction that made it commits", async () => {
    const clock = steppedClock();
    const { logger } = capturedLogger();
    const db = database.handle.db;
    const queue = createJobQueue({ db, clock: clock.now, logger });
    const ran: number[] = [];
    queue.define("test.tx", {
      async run(job) {
        ran.push(Number(job.payload.n));
      },
    });
    await db
      .transaction(async (tx) => {
        await queue.enqueue("test.tx", { n: 1 }, { tx: tx as unknown as typeof db });
        throw new Error("the request failed");
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await queue.enqueue("test.tx", { n: 2 }, { tx: tx as unknown as typeof db });
    });
    await queue.runDue();
    expect(ran).toEqual([2]);
  });
});
