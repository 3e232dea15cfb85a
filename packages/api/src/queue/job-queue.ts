import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { jobs } from "@loansetu/db/schema";
import { and, asc, eq, lte, or, sql } from "@loansetu/db/sql";
import type { Logger } from "../lib/logger.ts";
import { RETRY_POLICY, retryDelayMs } from "./retry-policy.ts";

export type Job = typeof jobs.$inferSelect;

/** Does one job's work. Throwing means "try again later"; it must be safe to run twice (keyed by job id). */
export type JobHandler = (job: Job) => Promise<void>;

export interface JobKind {
  run: JobHandler;
  /** Told of each failure (after the job's row is updated); `gaveUp` on the last one. */
  onFailure?: (job: Job, error: unknown, gaveUp: boolean) => Promise<void>;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job exists only if the change that calls for it commits. */
  tx?: Database | undefined;
  runAt?: Date | undefined;
  /** At most one job per key; a second enqueue with the same key is ignored. */
  key?: string | undefined;
}

export interface Recurring {
  /** The period: the job runs once per period, at its start (plus `offsetMs`), on one instance. */
  everyMs: number;
  /** Shifts the period's start, e.g. −5 h 30 min for midnight in India with a one-day period. */
  offsetMs?: number;
  payload?: Record<string, unknown>;
}

export interface JobQueue {
  /** Names the handler for a kind of job. */
  define(kind: string, handler: JobKind): void;
  /** A job run once per period (a daily purge); every instance declares it, one job per period is made. */
  recurring(kind: string, schedule: Recurring): void;
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<Job | undefined>;
  /** Claims and runs due jobs until none is due (or `limit` ran); answers how many succeeded. */
  runDue(limit?: number): Promise<number>;
  /** Polls every `intervalMs` (PGlite has no LISTEN across processes, so every engine polls). */
  start(intervalMs?: number): void;
  /** Asks a started worker to look at once, e.g. after a request committed a job. */
  kick(): void;
  /**
   * Stops claiming and waits for the job in hand: without `waitMs` until it ends; with it, at most that
   * long, then hands the job back (pending, due now) so another instance runs it instead of waiting out a
   * lease held by a process that is about to exit.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * A small durable queue on `SELECT … FOR UPDATE SKIP LOCKED` that runs on PGlite and PostgreSQL alike
 * (docs/decisions/0008-job-queue-on-skip-locked.md). Time comes from `clock`, so tests and the dev clock
 * move retries and schedules. Delivery is exactly once across instances as long as a handler finishes within
 * the lease: the claim is a row lock plus a lease, and handlers are idempotent by job id for the rare case
 * of a worker dying after its work and before recording it.
 */
export function createJobQueue(deps: {
  db: Database;
  clock: () => Date;
  logger: Logger;
  /** How long a claim holds; a handler's own timeouts must be shorter. */
  leaseMs?: number;
}): JobQueue {
  const { db, clock, logger } = deps;
  const leaseMs = deps.leaseMs ?? RETRY_POLICY.leaseMs;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const kinds = new Map<string, JobKind>();
  const schedules = new Map<string, Recurring>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let started = false;
  let stopping = false;
  /** The job this worker is running now, to hand back if a shutdown cannot wait for it. */
  let inHand: Job | undefined;

  async function enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
    const [job] = await (options.tx ?? db)
      .insert(jobs)
      .values({ kind, payload, key: options.key, runAt: options.runAt ?? clock(), createdAt: clock() })
      .onConflictDoNothing({ target: jobs.key })
      .returning();
    return job;
  }

  /** Makes this period's job of each recurring kind; the unique key lets one instance win. */
  async function scheduleRecurring() {
    const now = clock().getTime();
    for (const [kind, { everyMs, offsetMs = 0, payload = {} }] of schedules) {
      const period = Math.floor((now - offsetMs) / everyMs);
      const key = `${kind}@${period}`;
      const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
      if (!exists) await enqueue(kind, payload, { key, runAt: new Date(period * everyMs + offsetMs) });
    }
  }

  /** One job due now (pending, or running with a lapsed lease), locked, leased to this worker. */
  async function claim(): Promise<Job | undefined> {
    const now = clock();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
            and(eq(jobs.status, "running"), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      const [job] = await tx
        .update(jobs)
        .set({
          status: "running",
          lockedBy: worker,
          lockedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(eq(jobs.id, due.id))
        .returning();
      return job;
    });
  }

  async function complete(job: Job) {
    await db
      .update(jobs)
      .set({ status: "done", finishedAt: clock(), lockedBy: null, lockedUntil: null, lastError: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
  }

  /** Schedules the next try, or gives up (with an alert in the log) once the job is older than the policy. */
  async function fail(job: Job, error: unknown) {
    const now = clock();
    const gaveUp = now.getTime() - job.createdAt.getTime() >= RETRY_POLICY.giveUpAfterMs;
    const lastError = String(error).slice(0, 500);
    await db
      .update(jobs)
      .set({
        status: gaveUp ? "failed" : "pending",
        runAt: gaveUp ? job.runAt : new Date(now.getTime() + retryDelayMs(job.attempts)),
        lockedBy: null,
        lockedUntil: null,
        lastError,
        finishedAt: gaveUp ? now : null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
    if (gaveUp) {
      logger.error(
        { alert: "job-gave-up", jobId: job.id, kind: job.kind, attempts: job.attempts, err: lastError },
        "ALERT: a job failed for 24 hours and was given up; it needs a person",
      );
    } else {
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: lastError },
        "job failed; will retry",
      );
    }
    await kinds.get(job.kind)?.onFailure?.(job, error, gaveUp);
  }

  /** Gives a claimed job back to the queue, due now, unless this worker no longer holds it. */
  async function release(job: Job) {
    const [released] = await db
      .update(jobs)
      .set({
        status: "pending",
        runAt: clock(),
        lockedBy: null,
        lockedUntil: null,
        lastError: "handed back: the process stopped before the job finished",
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.status, "running")))
      .returning({ id: jobs.id });
    if (released)
      logger.warn(
        { jobId: job.id, kind: job.kind },
        "job handed back at shutdown; another worker will run it",
      );
  }

  async function runOne(job: Job): Promise<boolean> {
    const kind = kinds.get(job.kind);
    inHand = job;
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      await kind.run(job);
    } catch (error) {
      await fail(job, error);
      return false;
    } finally {
      inHand = undefined;
    }
    await complete(job);
    return true;
  }

  async function runDue(limit = 50): Promise<number> {
    await scheduleRecurring();
    let succeeded = 0;
    for (let n = 0; n < limit; n++) {
      // A stopping worker claims nothing more: a job claimed now could not finish before the exit.
      if (stopping) break;
      const job = await claim();
      if (!job) break;
      if (await runOne(job)) succeeded++;
    }
    return succeeded;
  }

  /** One pass at a time per process; a kick during a pass asks for another right after it. */
  function pass() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .catch((error) => logger.warn({ err: String(error) }, "job queue pass failed"))
      .finally(() => {
        running = undefined;
        if (again && started) {
          again = false;
          pass();
        }
      });
  }

  return {
    define(kind, handler) {
      kinds.set(kind, handler);
    },
    recurring(kind, schedule) {
      schedules.set(kind, schedule);
    },
    enqueue,
    runDue,
    start(intervalMs = 1000) {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(pass, intervalMs);
      timer.unref();
      pass();
    },
    kick() {
      if (started) setImmediate(pass);
    },
    async stop(options = {}) {
      started = false;
      stopping = true;
      clearInterval(timer);
      const pending = running;
      if (!pending) return;
      if (options.waitMs === undefined) {
        await pending;
        return;
      }
      let wait: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        pending.then(() => true),
        new Promise<false>((resolve) => {
          wait = setTimeout(() => resolve(false), options.waitMs);
        }),
      ]);
      clearTimeout(wait);
      const job = inHand;
      if (!finished && job) await release(job);
    },
  };
}
