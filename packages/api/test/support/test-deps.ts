import type { EmailTransport } from "../../src/adapters/email.ts";
import { outboxEmail } from "../../src/adapters/email.ts";
import type { SmsTransport } from "../../src/adapters/sms.ts";
import { createContentCache } from "../../src/content/service.ts";
import { createDataStore } from "../../src/data/store.ts";
import { type Config, loadConfig } from "../../src/lib/config.ts";
import { createLogger } from "../../src/lib/logger.ts";
import type { ApiDeps } from "../../src/lib/types.ts";
import { createOutbox } from "../../src/messaging/outbox.ts";
import { createPageStore } from "../../src/pages/page-store.ts";
import { createJobQueue } from "../../src/queue/job-queue.ts";
import type { TestDatabase } from "./test-database.ts";

/** The API's dependencies over a test database, with the sandbox adapters and a silent logger. */
export function createTestDeps(
  database: TestDatabase,
  overrides: {
    env?: Record<string, string>;
    email?: EmailTransport;
    sms?: SmsTransport;
    clock?: () => Date;
    /** For tests that read the log (the job queue's alert). */
    logger?: ReturnType<typeof createLogger>;
  } = {},
): ApiDeps & { config: Config } {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: database.dataDir,
    CHATBOT_STREAM_DELAY_MS: "0",
    // Every test request comes from one address; the per-address limit has its own test.
    SOFT_CHECKS_PER_IP_HOUR: "100000",
    CREATE_LEADS_PER_IP_HOUR: "100000",
    ...overrides.env,
  });
  const logger = createLogger("silent");
  const sms: SmsTransport = overrides.sms ?? { name: "console", async send() {} };
  const clock = overrides.clock ?? (() => new Date());
  // Not started: a test runs the worker's passes itself (`outbox.deliverPending()` / `queue.runDue()`).
  const queue = createJobQueue({ db: database.handle.db, clock, logger: overrides.logger ?? logger });
  const outbox = createOutbox({
    db: database.handle.db,
    sms,
    email: overrides.email ?? outboxEmail,
    keepSmsBody: true,
    logger,
    queue,
  });
  const data = createDataStore(database.handle.db);
  return {
    config,
    database: database.handle,
    logger,
    outbox,
    queue,
    data,
    pages: createPageStore(),
    content: createContentCache(data),
    clock,
  };
}
