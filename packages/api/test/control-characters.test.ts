import { Writable } from "node:stream";
import { sql } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { createLogger } from "../src/lib/logger.ts";
import { post } from "./support/login.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// A NUL byte in a text field gave a 500 and wrote the failed SQL, with names and e-mails,
// into the log. Control characters are refused at validation (400); the log never carries SQL parameters.

describe.each(ENGINES)("control characters on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const deps = createTestDeps(database);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = createApi({ ...deps, logger: createLogger("info", sink) });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const NUL = "\u0000";
  const cases: [string, unknown][] = [
    ["/api/contact/otp", { mobile: "9876543210", extraInfo: { note: `a${NUL}b` } }],
    ["/api/contact/otp", { mobile: "9876543210", type: `x${NUL}` }],
    ["/api/otp-v2", { mobile: "9876543210", product: "usedcar", type: `login${NUL}` }],
    [
      "/api/chatbot-feedback",
      { user: { leadId: "LS2610000001", feedback: "Yes", feedbackComment: `ok${NUL}` } },
    ],
    [
      "/api/contact/email",
      {
        name: `Asha${NUL}Rao`,
        email: "asha@example.in",
        mobile: "9876543210",
        message: "Please call me about a loan",
        referenceId: "00000000-0000-4000-8000-000000000000",
      },
    ],
    ["/api/chatbot/send-otp", { mobile: "9876543210", referenceId: `r${NUL}`, retries: 1, type: "chat" }],
  ];

  it("refuses NUL and other control characters with 400 at validation", async () => {
    for (const [path, body] of cases) {
      const res = await post(api, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_FAILED");
    }
    const bell = await api.request("http://localhost/api/resources/search?blog=emi%07");
    expect(bell.status).toBe(400);
  });

  it("keeps newlines and tabs where text may have several lines", async () => {
    const res = await post(api, "/api/chatbot-feedback", {
      user: { leadId: "LS2610000001", feedback: "Yes", feedbackComment: "line one\n\tline two" },
    });
    expect(res.status).not.toBe(400);
  });

  it("a database error's log line carries no parameter values", async () => {
    // Break the analytics table, then send a batch: the insert fails in the database.
    await database.handle.db.execute(sql`alter table analytics_events rename to analytics_events_gone`);
    try {
      lines.length = 0;
      const res = await post(api, "/api/events", {
        events: [
          {
            event: "journey_start",
            page: "/secret-path-value-7731",
            source: "direct",
            platform: "mobile",
            online: true,
            buttonType: "hero",
            buttonNumber: 1,
            product: "personal-loan",
          },
        ],
      });
      expect(res.status).toBe(500);
      const log = lines.join("");
      expect(log).toContain("unhandled API error");
      expect(log).not.toContain("secret-path-value-7731");
      expect(log).not.toMatch(/params:/);
    } finally {
      await database.handle.db.execute(sql`alter table analytics_events_gone rename to analytics_events`);
    }
  });
});
