import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  applications,
  auditLog,
  dataSharings,
  lenderShareEvents,
  lenderShares,
  lenderWebhookDeliveries,
} from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import { Webhook as SvixWebhook } from "svix";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLenderKey, revokeLenderKey } from "../src/lenders/keys.ts";
import { lenderProgressOf } from "../src/lenders/progress.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { type Api, openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The lender API (decision 0066) over HTTP, as a lender's system calls it: scope, idempotency, each step,
// bad input changing nothing, withdrawal cutting access at once, and signed webhooks with retries.

type Deps = ReturnType<typeof createTestDeps>;

/** A receiver of webhooks that can be told to fail; keeps every request it got. */
function receiver() {
  const got: { headers: Record<string, string>; body: string }[] = [];
  let failing = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      got.push({ headers: req.headers as Record<string, string>, body });
      if (failing > 0) {
        failing--;
        res.statusCode = 503;
      } else res.statusCode = 204;
      res.end();
    });
  });
  return {
    got,
    server,
    failNext(n: number) {
      failing = n;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
  };
}

describe.each(ENGINES)("lender API on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: Api;
  let at = new Date("2026-11-20T06:00:00Z");
  const hook = receiver();
  let hookUrl = "";

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => at }));
    hookUrl = await hook.start();
  });
  afterAll(async () => {
    hook.server.close();
    await database.dispose();
  });

  const customer = (token: string, method: string, path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
        ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };

  /** A lender system's call: its key, an Idempotency-Key on writes, no Origin (a server, not a browser). */
  const lender = (key: string, method: string, path: string, body?: unknown, idempotencyKey?: string) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost/api/lender/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(text
          ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) }
          : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };

  let n = 0;
  const idem = () => `test-key-${++n}-${Math.random().toString(36).slice(2)}`;

  /** A borrower who applied and chose the first eligible offer; answers the reference and its lender. */
  async function chosenApplication(mobile: string, lenderId?: number) {
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (await customer(token, "GET", `/api/journey/${reference}/offers`)).json();
    const eligible = offers.data.eligible as { lenderId: number }[];
    const chosen = lenderId ?? eligible[0]!.lenderId;
    const res = await customer(token, "POST", `/api/journey/${reference}/choose`, { lenderId: chosen });
    expect(res.status).toBe(200);
    return {
      reference,
      lenderId: chosen,
      token,
      otherLenderId: eligible.find((o) => o.lenderId !== chosen)!.lenderId,
    };
  }

  const terms = { amount: 250_000, ratePercent: 14.25, tenureMonths: 36, processingFeeBase: 2500 };
  const keys: Record<number, string> = {};
  async function keyFor(lenderId: number) {
    keys[lenderId] ??= (await createLenderKey(deps.database.db, { lenderId, name: "test", now: at })).key;
    return keys[lenderId]!;
  }

  const shareOf = async (reference: string) => {
    const [row] = await deps.database.db
      .select({ share: lenderShares })
      .from(lenderShares)
      .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
      .where(eq(applications.reference, reference));
    return row!.share;
  };

  const shareApp = async (reference: string) =>
    (await deps.database.db.select().from(applications).where(eq(applications.reference, reference)))[0]!;

  it("refuses a call without a valid key before anything else", async () => {
    const none = await api.request("http://localhost/api/lender/v1/applications");
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ status: false, code: "UNAUTHORIZED" });
    expect((await lender(`lsl_abcdefgh_${"x".repeat(43)}`, "GET", "/applications")).status).toBe(401);
  });

  it("shares on choosing, with its consent; takes a counter-offer through acceptance, sanction and disbursal", async () => {
    const app = await chosenApplication("9811100001");
    const key = await keyFor(app.lenderId);
    const share = await shareOf(app.reference);
    expect(share).toMatchObject({ status: "shared", consentTextVersion: "2026-11-lender-v1" });

    const list = await (await lender(key, "GET", "/applications?status=shared")).json();
    expect(list.data.items.map((i: { applicationId: string }) => i.applicationId)).toContain(app.reference);

    const read = await lender(key, "GET", `/applications/${app.reference}`);
    expect(read.status).toBe(200);
    const body = await read.json();
    expect(body.data.applicant).toMatchObject({
      name: "Ravi Kumar",
      mobile: "9811100001",
      pan: goodPan("9811100001"),
    });
    // The borrower's ledger lists the lender's read.
    const sharings = await deps.database.db
      .select()
      .from(dataSharings)
      .where(and(eq(dataSharings.occasion, "lenderAccess"), eq(dataSharings.lenderId, app.lenderId)));
    expect(sharings.length).toBeGreaterThan(0);

    // Every write needs an Idempotency-Key.
    expect(
      (await lender(key, "POST", `/applications/${app.reference}/decision`, { decision: "counter", terms }))
        .status,
    ).toBe(400);
    // Sanction before the borrower accepted: out of order, nothing changes.
    const early = await lender(
      key,
      "POST",
      `/applications/${app.reference}/sanction`,
      { date: "2026-11-20" },
      idem(),
    );
    expect(early.status).toBe(409);

    const counterKey = idem();
    const first = await lender(
      key,
      "POST",
      `/applications/${app.reference}/decision`,
      { decision: "counter", terms },
      counterKey,
    );
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody.data.status).toBe("countered");
    expect(firstBody.data.terms).toMatchObject({ amount: 250_000, ratePercent: 14.25, tenureMonths: 36 });
    expect(firstBody.data.terms.apr).toBeGreaterThan(14.25);
    // The same key again: the first answer, one effect.
    const again = await lender(
      key,
      "POST",
      `/applications/${app.reference}/decision`,
      { decision: "counter", terms },
      counterKey,
    );
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    const events = await deps.database.db
      .select()
      .from(lenderShareEvents)
      .where(and(eq(lenderShareEvents.shareId, share.id), eq(lenderShareEvents.kind, "countered")));
    expect(events).toHaveLength(1);
    // The same key with another body: refused, nothing changes.
    const other = await lender(
      key,
      "POST",
      `/applications/${app.reference}/decision`,
      { decision: "reject", reason: "income" },
      counterKey,
    );
    expect(other.status).toBe(422);
    expect((await other.json()).code).toBe("IDEMPOTENCY_MISMATCH");
    expect((await shareOf(app.reference)).status).toBe("countered");

    // The borrower is told, in their language, and follows the lender on the dashboard.
    const sms = (await deps.outbox.list(50)).filter(
      (m) => m.channel === "sms" && m.recipient === "9811100001",
    );
    expect(sms[0]!.body).toMatch(/has sent its terms for your loan LS\d+\. Read the KFS and accept/);
    const [progress] = await lenderProgressOf(deps, (await shareApp(app.reference)).userId, at);
    expect(progress).toMatchObject({
      status: "countered",
      nextAction: "acceptTerms",
      terms: { amount: 250_000 },
    });
    const kfs = await customer(app.token, "GET", `/api/applications/${app.reference}/lender-terms/kfs.pdf`);
    expect(kfs.status).toBe(200);
    expect(kfs.headers.get("content-type")).toBe("application/pdf");
    // The borrower accepts the counter-offer: it becomes the lead's voucher.
    const accepted = await customer(
      app.token,
      "POST",
      `/api/applications/${app.reference}/lender-terms/accept`,
    );
    expect(accepted.status).toBe(200);
    const [lead] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, app.reference));
    expect(lead!.voucher).toMatchObject({ loanAmount: 250_000, roi: 14.25, tenure: 36 });
    expect(lead!.sanctionedAt).toBe(null);

    const sanctioned = await lender(
      key,
      "POST",
      `/applications/${app.reference}/sanction`,
      { date: "2026-11-20" },
      idem(),
    );
    expect(sanctioned.status).toBe(200);
    expect((await sanctioned.json()).data.sanction).toMatchObject({ amount: 250_000 });

    // The lender asks for a video KYC at its own https link: the borrower's dashboard shows it as the next
    // step, naming the site, and an SMS points to the dashboard (not to the lender's link). Plain http is
    // refused and changes nothing; the lender reports it done and it leaves the dashboard.
    const borrowerId = lead!.userId;
    const stepPath = `/applications/${app.reference}/borrower-step`;
    const http = await lender(
      key,
      "POST",
      stepPath,
      { kind: "videoKyc", url: "http://vkyc.lender.example/s/1" },
      idem(),
    );
    expect(http.status).toBe(400);
    expect((await lenderProgressOf(deps, borrowerId, at))[0]).toMatchObject({
      nextAction: null,
      stepUrl: null,
    });
    const asked = await lender(
      key,
      "POST",
      stepPath,
      { kind: "videoKyc", url: "https://vkyc.lender.example/s/8f3k2" },
      idem(),
    );
    expect(asked.status).toBe(200);
    expect((await lenderProgressOf(deps, borrowerId, at))[0]).toMatchObject({
      nextAction: "videoKyc",
      stepUrl: "https://vkyc.lender.example/s/8f3k2",
      stepSite: "vkyc.lender.example",
    });
    const kyc = (await deps.outbox.list(50)).filter(
      (m) => m.recipient === "9811100001" && /video KYC/.test(m.body),
    );
    expect(kyc).toHaveLength(1);
    expect(kyc[0]!.body).not.toContain("lender.example");
    expect((await lender(key, "POST", `${stepPath}/done`, {}, idem())).status).toBe(200);
    expect((await lenderProgressOf(deps, borrowerId, at))[0]).toMatchObject({ nextAction: null });

    // A disbursal above the sanction changes nothing.
    const above = await lender(
      key,
      "POST",
      `/applications/${app.reference}/disbursal`,
      { amount: 250_001, date: "2026-11-21", utr: "HDFCN52026112101" },
      idem(),
    );
    expect(above.status).toBe(400);
    expect((await shareOf(app.reference)).status).toBe("sanctioned");

    const paid = await lender(
      key,
      "POST",
      `/applications/${app.reference}/disbursal`,
      { amount: 250_000, date: "2026-11-21", utr: "HDFCN52026112101" },
      idem(),
    );
    expect(paid.status).toBe(200);
    const [done] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, app.reference));
    const told = (await deps.outbox.list(50)).filter((m) => m.recipient === "9811100001").map((m) => m.body);
    expect(told.some((body) => /has sanctioned your loan/.test(body))).toBe(true);
    expect(told.some((body) => /has been disbursed/.test(body))).toBe(true);
    expect(done).toMatchObject({ status: "Completed" });
    expect(done!.stages.every((stage) => stage.isComplete)).toBe(true);

    const schedule = await lender(
      key,
      "POST",
      `/applications/${app.reference}/repayment-schedule`,
      {
        instalments: [
          { number: 1, dueDate: "2026-12-21", emi: 8575, principal: 5606, interest: 2969, balance: 244394 },
        ],
      },
      idem(),
    );
    expect(schedule.status).toBe(200);
    const audit = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lender.disbursed"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorType).toBe("lender");

    // A repeated UTR on another application is refused and changes nothing.
    const second = await chosenApplication("9811100002", app.lenderId);
    for (const [path, payload] of [["decision", { decision: "approve", terms }]] as const) {
      expect(
        (await lender(key, "POST", `/applications/${second.reference}/${path}`, payload, idem())).status,
      ).toBe(200);
    }
    expect(
      (await customer(second.token, "POST", `/api/applications/${second.reference}/lender-terms/accept`))
        .status,
    ).toBe(200);
    expect(
      (
        await lender(
          key,
          "POST",
          `/applications/${second.reference}/sanction`,
          { date: "2026-11-20" },
          idem(),
        )
      ).status,
    ).toBe(200);
    const repeated = await lender(
      key,
      "POST",
      `/applications/${second.reference}/disbursal`,
      { amount: 200_000, date: "2026-11-21", utr: "HDFCN52026112101" },
      idem(),
    );
    expect(repeated.status).toBe(409);
    expect((await shareOf(second.reference)).status).toBe("sanctioned");
  });

  it("never lets another lender read or act on an application, over every call", async () => {
    const app = await chosenApplication("9811100003");
    const stranger = await keyFor(app.otherLenderId);
    const list = await (await lender(stranger, "GET", "/applications")).json();
    expect(list.data.items.map((i: { applicationId: string }) => i.applicationId)).not.toContain(
      app.reference,
    );
    // Every operation of the lender API that names an application, read from the API's own OpenAPI document,
    // each with its documented example body (valid, so the answer is about scope, not validation): a call
    // added later is in the matrix without anyone listing it here.
    const part = await (await api.request("/api/lender/v1/openapi.json")).json();
    type Schema = { $ref?: string; example?: unknown };
    type Operation = {
      requestBody?: { content: Record<string, { example?: unknown; schema?: Schema }> };
    };
    const exampleOf = (media: { example?: unknown; schema?: Schema } | undefined) => {
      const schema = media?.schema?.$ref
        ? (part.components.schemas[media.schema.$ref.replace("#/components/schemas/", "")] as Schema)
        : media?.schema;
      return media?.example ?? schema?.example;
    };
    const calls = Object.entries(part.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.includes("{applicationId}"))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: path
            .replace("/api/lender/v1", "")
            .replace("{applicationId}", app.reference)
            .replace(/\{[A-Za-z]+\}/g, "0b7e6f0e-3f7a-4c59-9d8e-2a41f7c0d5a1"),
          content: operation.requestBody?.content ?? {},
        })),
      );
    expect(calls.length).toBeGreaterThanOrEqual(11);
    // Each write's body is documented with an example a lender can copy.
    expect(
      calls
        .filter(
          ({ content }) =>
            content["application/json"] && exampleOf(content["application/json"]) === undefined,
        )
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    for (const { method, path, content } of calls) {
      const write = method !== "GET";
      const res = content["application/pdf"]
        ? await api.request(`http://localhost/api/lender/v1${path}`, {
            method,
            headers: {
              authorization: `Bearer ${stranger}`,
              "content-type": "application/pdf",
              "idempotency-key": idem(),
            },
            body: "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n",
          })
        : await lender(
            stranger,
            method,
            path,
            exampleOf(content["application/json"]),
            write ? idem() : undefined,
          );
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(404);
    }
    expect((await shareOf(app.reference)).status).toBe("shared");
  });

  it("cuts access the moment the borrower withdraws, and tells the lender by a signed webhook", async () => {
    const app = await chosenApplication("9811100004");
    const key = await keyFor(app.lenderId);
    const endpoint = await lender(key, "PUT", "/webhook-endpoint", { url: hookUrl }, idem());
    expect(endpoint.status).toBe(200);
    const { secret } = (await endpoint.json()).data;
    expect(secret).toMatch(/^whsec_/);

    const withdrawn = await customer(app.token, "POST", "/api/my-data/withdrawals", {
      purpose: "applicationSharing",
      reference: app.reference,
    });
    expect(withdrawn.status).toBe(200);
    expect((await lender(key, "GET", `/applications/${app.reference}`)).status).toBe(410);
    const decision = await lender(
      key,
      "POST",
      `/applications/${app.reference}/decision`,
      { decision: "approve", terms },
      idem(),
    );
    expect(decision.status).toBe(410);
    expect((await shareOf(app.reference)).status).toBe("withdrawn");

    // The receiver fails twice, then recovers: delivered once, after the queue's backoff.
    hook.failNext(2);
    const before = hook.got.length;
    await deps.queue.runDue();
    for (let i = 0; i < 2; i++) {
      at = new Date(at.getTime() + 3_600_000);
      await deps.queue.runDue();
    }
    at = new Date(at.getTime() + 3_600_000);
    await deps.queue.runDue();
    const received = hook.got.slice(before);
    expect(received).toHaveLength(3);
    const [delivery] = await deps.database.db
      .select()
      .from(lenderWebhookDeliveries)
      .where(eq(lenderWebhookDeliveries.eventType, "consent.withdrawn"));
    expect(delivery).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 204 });
    // Each attempt carries the same message id; the signature checks out with an independent implementation.
    const last = received.at(-1)!;
    expect(last.headers["webhook-id"]).toBe(delivery!.id);
    // The verifier refuses messages more than five minutes from its own clock: it reads the moment sent.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Number(last.headers["webhook-timestamp"]) * 1000);
    const verified = new SvixWebhook(secret).verify(last.body, {
      "svix-id": last.headers["webhook-id"]!,
      "svix-timestamp": last.headers["webhook-timestamp"]!,
      "svix-signature": last.headers["webhook-signature"]!,
    }) as { type: string; data: { applicationId: string } };
    expect(verified).toMatchObject({ type: "consent.withdrawn", data: { applicationId: app.reference } });
    // A tampered body fails verification.
    expect(() =>
      new SvixWebhook(secret).verify(last.body.replace(app.reference, "LS0000000000"), {
        "svix-id": last.headers["webhook-id"]!,
        "svix-timestamp": last.headers["webhook-timestamp"]!,
        "svix-signature": last.headers["webhook-signature"]!,
      }),
    ).toThrow();
    vi.useRealTimers();

    // Nothing more goes out for it; a replay by hand sends it once more.
    await deps.queue.runDue();
    expect(hook.got.length - before).toBe(3);
    const replay = await lender(key, "POST", `/webhook-deliveries/${delivery!.id}/replay`, undefined, idem());
    expect(replay.status).toBe(200);
    await deps.queue.runDue();
    expect(hook.got.length - before).toBe(4);
    const log = await (await lender(key, "GET", "/webhook-deliveries")).json();
    expect(log.data.items[0]).toMatchObject({ id: delivery!.id, status: "delivered" });
    // Another lender cannot replay it.
    const stranger = await keyFor(app.otherLenderId);
    expect(
      (await lender(stranger, "POST", `/webhook-deliveries/${delivery!.id}/replay`, undefined, idem()))
        .status,
    ).toBe(404);
  });

  it("keeps two keys for rotation; a revoked key opens nothing", async () => {
    const app = await chosenApplication("9811100005");
    const db = deps.database.db;
    const first = await keyFor(app.lenderId);
    const second = await createLenderKey(db, { lenderId: app.lenderId, name: "rotation", now: at });
    await expect(createLenderKey(db, { lenderId: app.lenderId, name: "third", now: at })).rejects.toThrow(
      /Two keys/,
    );
    expect((await lender(second.key, "GET", `/applications/${app.reference}`)).status).toBe(200);
    expect((await lender(first, "GET", "/applications")).status).toBe(200);
    expect(await revokeLenderKey(db, app.lenderId, second.id, at)).toBe(true);
    expect((await lender(second.key, "GET", "/applications")).status).toBe(401);
  });

  it("shows the studio every lender's progress, late first; an admin makes keys and operations replay webhooks", async () => {
    const app = await chosenApplication("9811100006");
    const studio = (
      who: { headers: Record<string, string> },
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      return api.request(`http://localhost/api/studio/lenders${path}`, {
        method,
        headers: { ...who.headers, ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}) },
        ...(text ? { body: text } : {}),
      });
    };
    // Two days on, the lender has not decided: late, and first in the queue.
    at = new Date(at.getTime() + 2 * 86_400_000);
    const ops = await signedInEmployee(deps, ["operations"]);
    const admin = await signedInEmployee(deps, ["admin"]);
    const queue = await (await studio(ops, "GET", "/progress?late=true")).json();
    expect(queue.data.items).toContainEqual(
      expect.objectContaining({ reference: app.reference, status: "shared", late: true }),
    );
    const all = (await (await studio(ops, "GET", "/progress")).json()).data.items as { late: boolean }[];
    expect(all.findIndex((row) => !row.late)).toBeGreaterThanOrEqual(all.filter((row) => row.late).length);
    const [progress] = (await lenderProgressOf(deps, (await shareApp(app.reference)).userId, at)).filter(
      (p) => p.reference === app.reference,
    );
    expect(progress).toMatchObject({ status: "shared", late: true });
    // The dashboard times the step with this lender's own promise, as the queue does: a lender promising
    // a decision in 100 hours is not late after two days.
    const lendersFile = await deps.data.get("lenders.json");
    const patient = {
      ...deps,
      data: {
        ...deps.data,
        get: (async (name: string) =>
          name === "lenders.json"
            ? {
                ...lendersFile,
                lenders: lendersFile.lenders.map((l) =>
                  l.id === app.lenderId
                    ? {
                        ...l,
                        promisedHours: { decision: 100, sanction: 48, disbursal: 72, placeholder: false },
                      }
                    : l,
                ),
              }
            : deps.data.get(name as "lenders.json")) as typeof deps.data.get,
      },
    };
    const [patientProgress] = (
      await lenderProgressOf(patient, (await shareApp(app.reference)).userId, at)
    ).filter((p) => p.reference === app.reference);
    expect(patientProgress).toMatchObject({ status: "shared", late: false });

    // Keys: operations may not make them; an admin may, and the key works at once.
    expect((await studio(ops, "POST", `/${app.otherLenderId}/keys`, { name: "ops" })).status).toBe(403);
    const made = await studio(admin, "POST", `/${app.lenderId}/keys`, { name: "from the studio" });
    if (made.status === 409) {
      // The lender already holds two active keys from the earlier tests: revoke the oldest first.
      const keysList = await (await studio(admin, "GET", `/${app.lenderId}/keys`)).json();
      const active = keysList.data.items.filter((k: { revokedAt: string | null }) => k.revokedAt === null);
      await studio(admin, "POST", `/${app.lenderId}/keys/${active.at(-1).id}/revoke`);
    }
    const key =
      made.status === 200
        ? (await made.json()).data.key
        : (await (await studio(admin, "POST", `/${app.lenderId}/keys`, { name: "again" })).json()).data.key;
    expect((await lender(key, "GET", `/applications/${app.reference}`)).status).toBe(200);

    const log = await (await studio(ops, "GET", "/webhook-deliveries")).json();
    const delivery = log.data.items[0];
    expect(delivery).toBeDefined();
    expect((await studio(ops, "POST", `/webhook-deliveries/${delivery.id}/replay`)).status).toBe(200);
    const audit = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lender.webhook.replay"));
    expect(audit).toHaveLength(1);
  });

  it("lists the API in the OpenAPI document with its security scheme", async () => {
    const res = await api.request("/api/openapi.json");
    const doc = await res.json();
    expect(res.status, JSON.stringify(doc).slice(0, 500)).toBe(200);
    expect(doc.components.securitySchemes.lenderKey).toMatchObject({ type: "http", scheme: "bearer" });
    const decision = doc.paths["/api/lender/v1/applications/{applicationId}/decision"].post;
    expect(decision.security).toEqual([{ lenderKey: [] }]);
    expect(decision.parameters.map((p: { name: string }) => p.name)).toContain("idempotency-key");
  });
});
