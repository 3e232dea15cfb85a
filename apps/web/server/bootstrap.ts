import { createEmailTransport } from "@loansetu/api/adapters/email";
import { createSmsTransport } from "@loansetu/api/adapters/sms";
import { setAuditHashKey } from "@loansetu/api/audit/mobile-hash";
import { documentStorageFor } from "@loansetu/api/borrower-documents/storage";
import { createContentCache } from "@loansetu/api/content/service";
import { createDataStore } from "@loansetu/api/data/store";
import { seedDemoLenderUsers } from "@loansetu/api/lenders/demo-users";
import type { Config } from "@loansetu/api/lib/config";
import { createLogger, type Logger } from "@loansetu/api/lib/logger";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { createOutbox } from "@loansetu/api/messaging/outbox";
import { scheduleLoanReminders } from "@loansetu/api/my-loan/reminders";
import { createPageStore } from "@loansetu/api/pages/page-store";
import { seedPartnersDemo } from "@loansetu/api/partners/demo-seed";
import { seedPayoutDemo } from "@loansetu/api/payouts/demo-seed";
import { createJobQueue } from "@loansetu/api/queue/job-queue";
import { scheduleRetentionPurge } from "@loansetu/api/retention/schedule";
import { seedDemoEmployees } from "@loansetu/api/studio/demo-employees";
import { seedPipelineDemo } from "@loansetu/api/studio/pipeline/demo-seed";
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import { devClock } from "./dev-clock.ts";

/** Opens the database, brings its schema up to date, fills an empty one, and wires the adapters. */
export async function bootstrap(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
): Promise<ApiDeps> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    await seed(database.db, { demoReviews: !config.isProduction, demoCustomer: !config.isProduction });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The dev clock can be moved by browser tests; production always reads real time.
  const clock = config.devOutbox ? devClock.now : () => new Date();
  // Audit entries name a mobile only by its keyed hash, with this server's key.
  setAuditHashKey(config.AUDIT_HASH_SECRET);
  const queue = createJobQueue({ db: database.db, clock, logger });
  // The retention schedule's daily purge (docs/retention.md), done jobs included.
  scheduleRetentionPurge(queue, {
    db: database.db,
    clock,
    logger,
    documents: () => documentStorageFor(config),
  });
  const outbox = createOutbox({
    db: database.db,
    sms: createSmsTransport(config, logger),
    email: createEmailTransport(config),
    keepSmsBody: config.devOutbox,
    logger,
    queue,
  });
  const data = createDataStore(database.db);
  await data.check(); // fail at start, not on a page, if the reference data is broken
  const deps: ApiDeps = {
    config,
    database,
    logger,
    outbox,
    queue,
    data,
    pages: createPageStore(),
    content: createContentCache(data),
    clock,
  };
  // EMI reminders of disbursed loans, looked for every half hour (decision 0077). Scheduled here beside the
  // retention purge, not in createApi, so an API built for a test runs only the jobs its test asks for.
  scheduleLoanReminders(queue, deps);
  // Outside production the studio's leads list starts with applicants in every stage.
  if (!config.isProduction) await seedPipelineDemo(deps);
  // Outside production: two approved channel partners with leads in several stages (README).
  if (!config.isProduction) await seedPartnersDemo(deps);
  if (!config.isProduction) await seedPayoutDemo(deps);
  // Outside production only: one demo employee per back-office role (README, "Back office").
  if (!config.isProduction) await seedDemoEmployees(deps);
  // Outside production only: a manager, a credit officer and a read-only user per lender (README).
  if (!config.isProduction) await seedDemoLenderUsers(deps);
  return deps;
}
