import { createServer as createNetServer } from "node:net";
import { jobs } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpEmail } from "../src/adapters/email.ts";
import { loadConfig } from "../src/lib/config.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createJobQueue, type JobQueue } from "../src/queue/job-queue.ts";
import { startRecordingSmtp } from "./support/smtp.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-database.ts";

// Shutdown while a slow mail server acknowledges: the stopping worker claims nothing more, gives the e-mail
// in hand a bounded wait, and hands it back if that runs out, so the server's exit is not cut off (exit 1)
// and another instance sends it at once instead of after the lease.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("job queue shutdown with a slow mail server", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  async function setUp(ackDelayMs: number) {
    const port = await freePort();
    const smtp = await startRecordingSmtp(port, { ackDelayMs });
    const config = loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    const transport = smtpEmail(config, { timeoutMs: 5_000 });
    const logger = createLogger("silent");
    const kind = `test.mail-${port}`;
    const sent: number[] = [];
    const worker = (): JobQueue => {
      const queue = createJobQueue({ db: database.handle.db, clock: () => new Date(), logger });
      queue.define(kind, {
        async run(job) {
          await transport.send({ to: "asha@example.in", subject: "Your application", text: `job ${job.id}` });
          sent.push(job.id);
        },
      });
      return queue;
    };
    /** Resolves once the mail server holds `n` messages (the send is then waiting for its acknowledgement). */
    const received = async (n: number) => {
      await expect
        .poll(() => smtp.received.length, { timeout: 10_000, interval: 20 })
        .toBeGreaterThanOrEqual(n);
    };
    return { smtp, kind, worker, sent, received };
  }

  it("waits for the e-mail in hand, claims nothing more, and the other instance finds the rest", async () => {
    const { smtp, kind, worker, sent, received } = await setUp(600);
    try {
      const first = worker();
      const a = await first.enqueue(kind, {});
      const b = await first.enqueue(kind, {});
      first.start(60_000);
      await received(1);
      const started = performance.now();
      await first.stop({ waitMs: 5_000 });
      // Done when the acknowledgement came, not when the wait ran out.
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(sent).toHaveLength(1);
      const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.id, sent[0]!));
      expect(row!.status).toBe("done");
      // The second job was left for another instance, which sends it; nothing is sent twice.
      const other = worker();
      expect(await other.runDue()).toBe(1);
      expect([...sent].sort((x, y) => x - y)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.filter((raw) => raw.includes(`job ${a!.id}`))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("hands the job back when the wait runs out, and another instance sends it without waiting out the lease", async () => {
    const { smtp, kind, worker, sent, received } = await setUp(4_000);
    try {
      const first = worker();
      const job = await first.enqueue(kind, {});
      first.start(60_000);
      await received(1);
      const started = performance.now();
      await first.stop({ waitMs: 300 });
      expect(performance.now() - started).toBeLessThan(2_000);
      const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(row).toMatchObject({ status: "pending", lockedBy: null, lockedUntil: null });
      expect(row!.lastError).toMatch(/handed back/);
      // The lease (two minutes) has not run out, yet the other instance runs the job now.
      const other = worker();
      const running = other.runDue();
      await received(2);
      expect(await running).toBe(1);
      expect(sent.filter((id) => id === job!.id).length).toBeGreaterThanOrEqual(1);
      const [after] = await database.handle.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(after!.status).toBe("done");
    } finally {
      await smtp.close();
    }
  }, 30_000);
});
