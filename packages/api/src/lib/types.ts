import type { DbHandle } from "@loansetu/db/client";
import type { ContentCache } from "../content/service.ts";
import type { DataStore } from "../data/store.ts";
import type { Outbox } from "../messaging/outbox.ts";
import type { PageStore } from "../pages/page-store.ts";
import type { JobQueue } from "../queue/job-queue.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

/** What the API needs from the process that hosts it. Built once at start (see apps/web/server). */
export interface ApiDeps {
  config: Config;
  database: DbHandle;
  logger: Logger;
  outbox: Outbox;
  /** The durable job queue (emails, notices, purges); its worker runs in every server process. */
  queue: JobQueue;
  /** Reference data from `data/` (lenders, rates, cars, cities, site facts), validated and cached. */
  data: DataStore;
  /** Legal and programme pages from `content/{en,hi}/pages/`. */
  pages: PageStore;
  /** Articles, FAQs, the credit-score guide, news and their search index, loaded once on first use. */
  content: ContentCache;
  /** The time, injectable so tests can step it (OTP resend at 29 s and 30 s, expiry). */
  clock: () => Date;
}

export interface ApiEnv {
  Variables: {
    requestId: string;
    customer?: import("../auth/session-service.ts").Customer | undefined;
    /** The back-office principal, set by `requireEmployee` (packages/api/src/studio/middleware.ts). */
    employee?: import("../studio/employee.ts").Employee | undefined;
  };
}
