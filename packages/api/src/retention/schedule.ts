import type { Database } from "@loansetu/db/client";
import { sweepOrphanedDocuments } from "../borrower-documents/service.ts";
import type { DocumentStorage } from "../borrower-documents/storage.ts";
import type { Logger } from "../lib/logger.ts";
import type { JobQueue } from "../queue/job-queue.ts";
import { runRetentionPurge } from "./purge.ts";

export const RETENTION_JOB = "retention.purge";

/** Daily; 02:30 in India is 21:00 UTC the day before: one day's period shifted by −3 h. */
export const RETENTION_SCHEDULE = { everyMs: 24 * 3600_000, offsetMs: -3 * 3600_000 } as const;

/**
 * Declares the daily retention purge on the durable job queue (docs/retention.md). Every instance declares
 * it; the queue makes one job per day (its key) and one instance claims it under a row lock, so the purge
 * runs once a day however many instances run. The log line carries counts only, never a row.
 */
export function scheduleRetentionPurge(
  queue: JobQueue,
  deps: {
    db: Database;
    clock: () => Date;
    logger: Logger;
    /** The borrowers' document store: files of applications the purge removed are deleted after it. */
    documents?: () => Promise<DocumentStorage>;
  },
): void {
  queue.define(RETENTION_JOB, {
    async run(job) {
      const started = deps.clock();
      const purged = await runRetentionPurge(deps.db, started);
      // The database drops document rows with their application; their encrypted files go here.
      const documentFolders = deps.documents
        ? await sweepOrphanedDocuments(deps.db, await deps.documents())
        : 0;
      const total = Object.values(purged).reduce((sum, n) => sum + n, 0);
      deps.logger.info(
        { event: "retention-purge", jobId: job.id, purged, documentFolders, total },
        `retention purge removed or rewrote ${total} rows`,
      );
    },
  });
  queue.recurring(RETENTION_JOB, RETENTION_SCHEDULE);
  // The queue's own daily cleanup of done jobs before the retention schedule existed: a job of it made by an older version
  // finishes at once (the purge deletes done jobs now) instead of failing for a day with an alert.
  queue.define("jobs.cleanup", { async run() {} });
}
