import { serve } from "@hono/node-server";
import { applications, lenderShares } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decide,
  STATEMENT_REASON,
  scheduleOf,
  startLenderSimulator,
} from "../../../scripts/lender-simulate.ts";
import { createLenderKey } from "../src/lenders/keys.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { type Api, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// `npm run lender:simulate` against a real HTTP server: the simulator knows only the public lender API and
// its webhooks, and takes a loan from the share through a counter-offer the borrower accepts to the
// disbursal and the repayment schedule.

describe.each(ENGINES)("the lender simulator on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  let server: ReturnType<typeof serve>;
  let base = "";

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    deps.queue.start(100);
  });
  afterAll(async () => {
    await deps.queue.stop();
    server.close();
    await database.dispose();
  });

  it("decides by its published rules", () => {
    const offer = { amount: 300_000, ratePercent: 12, tenureMonths: 36, processingFeeBase: 3000 };
    expect(decide({ creditScore: 650, chosenOffer: offer })).toEqual({
      decision: "reject",
      reason: "creditScore",
    });
    expect(decide({ creditScore: null, chosenOffer: offer }).decision).toBe("reject");
    expect(decide({ creditScore: 780, chosenOffer: offer })).toEqual({
      decision: "counter",
      terms: { ...offer, amount: 270_000 },
    });
    expect(decide({ creditScore: 780, chosenOffer: { ...offer, amount: 150_000 } })).toEqual({
      decision: "approve",
      terms: { ...offer, amount: 150_000 },
    });
    const schedule = scheduleOf({ ...offer, emi: 9965 }, new Date("2026-12-01T00:00:00Z"));
    expect(schedule).toHaveLength(36);
    expect(schedule.at(-1)!.balance).toBe(0);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(300_000);
  });

  it("takes a loan from the share to the disbursal through the public API and webhooks only", async () => {
    const mobile = "9822200001";
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const offers = (await (await call("GET", `/api/journey/${reference}/offers`)).json()) as {
      data: { eligible: { lenderId: number }[] };
    };
    const lenderId = offers.data.eligible[0]!.lenderId;
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "simulator", now: new Date() });
    const lines: string[] = [];
    const simulator = await startLenderSimulator({
      base,
      key,
      delayMs: 50,
      port: 0,
      pollMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      expect((await call("POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
      const status = async () => {
        const [row] = await deps.database.db
          .select({ share: lenderShares })
          .from(lenderShares)
          .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
          .where(eq(applications.reference, reference));
        return row?.share;
      };
      // The share's webhook reaches the simulator, which reads the application and counters (₹3 lakh asked).
      await expect.poll(async () => (await status())?.status, { timeout: 20_000 }).toBe("countered");
      expect((await status())!.terms).toMatchObject({ amount: 270_000 });
      expect((await call("POST", `/api/applications/${reference}/lender-terms/accept`)).status).toBe(200);
      // offer.accepted → sanction → disbursal → schedule.
      await expect
        .poll(async () => (await status())?.schedule?.length ?? 0, {
          timeout: 20_000,
          message: lines.join("\n"),
        })
        .toBe(36);
      const share = (await status())!;
      expect(share).toMatchObject({ status: "disbursed", disbursal: { amount: 270_000 } });
      const [lead] = await deps.database.db
        .select()
        .from(applications)
        .where(eq(applications.reference, reference));
      expect(lead).toMatchObject({ status: "Completed" });
      expect(lines.some((line) => line.startsWith("webhook application.shared"))).toBe(true);
      expect(lines.some((line) => line.startsWith("webhook offer.accepted"))).toBe(true);
    } finally {
      await simulator.stop();
    }
  });

  it("with --ask-documents, asks for the bank statement and decides once the borrower uploads it", async () => {
    const mobile = "9822200011";
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const offers = (await (await call("GET", `/api/journey/${reference}/offers`)).json()) as {
      data: { eligible: { lenderId: number }[] };
    };
    const lenderId = offers.data.eligible[0]!.lenderId;
    const { key } = await createLenderKey(deps.database.db, { lenderId, name: "sim-docs", now: new Date() });
    const lines: string[] = [];
    const simulator = await startLenderSimulator({
      base,
      key,
      delayMs: 50,
      port: 0,
      pollMs: 60_000,
      askDocuments: true,
      log: (line) => lines.push(line),
    });
    const checklist = async () =>
      (
        (await (await call("GET", `/api/applications/${reference}/documents`)).json()) as {
          data: { lenders: { status: string; items: { kind: string; reason: string | null }[] }[] };
        }
      ).data.lenders[0];
    try {
      expect((await call("POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
      // The request reaches the borrower's checklist with its reason; no decision before the statement.
      await expect
        .poll(async () => (await checklist())?.items.find((item) => item.kind === "bankStatement")?.reason, {
          timeout: 20_000,
          message: lines.join("\n"),
        })
        .toBe(STATEMENT_REASON);
      expect((await checklist())!.status).toBe("shared");
      const form = new FormData();
      form.set("kind", "bankStatement");
      form.set(
        "file",
        new File([new TextEncoder().encode("%PDF-1.4\n% statement\ntrailer <<>>\n%%EOF\n")], "statement.pdf"),
      );
      const uploaded = await fetch(`${base}/api/applications/${reference}/documents`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      await expect
        .poll(async () => (await checklist())?.status, { timeout: 20_000, message: lines.join("\n") })
        .toBe("countered");
      expect(lines.some((line) => line.startsWith("webhook documents.updated"))).toBe(true);
    } finally {
      await simulator.stop();
    }
  });
});
