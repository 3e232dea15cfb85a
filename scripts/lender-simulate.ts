// A lender that exists: a separate process that integrates with LoanSetu only through the public lender API
// and its webhooks, as a bank's system would (docs/lender-integration.md). It registers its webhook
// endpoint, receives shared applications, decides by the simple published rules below after a realistic
// delay, sometimes counters or rejects, and once the borrower accepts, sanctions, disburses and posts the
// repayment schedule. It also polls the list now and then, as a careful integration does, so a missed
// webhook only delays it.
//
// Usage: npm run lender:simulate -- --base http://127.0.0.1:3000 (--key lsl_… | --lender 1) [--delay-ms 20000]
//        [--port 0] [--poll-ms 15000] [--ask-documents]
// --lender asks a development server for a key (`POST /dev/lender-key`); a real deployment gives the key.
//
// The published rules, in order:
// 0. With --ask-documents: before deciding, the bank statement must be on file. If it is not, ask the
//    borrower for it (with the reason below) and decide once `documents.updated` says it arrived.
// 1. No credit score, or a score below 700: reject (reason `creditScore`).
// 2. A loan of ₹2 lakh or more: counter-offer 90 % of it (rounded down to ₹1,000) on the chosen offer's
//    rate, tenure and fee.
// 3. Otherwise: approve the chosen offer's terms as they are.
import { randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { Webhook } from "standardwebhooks";

export interface SimulatorOptions {
  base: string;
  key: string;
  /** The pause before each step, as a lender's systems and people take. */
  delayMs: number;
  port: number;
  pollMs: number;
  /** Published rule 0: the bank statement on file before a decision. */
  askDocuments?: boolean;
  log?: (line: string) => void;
}

/** The reason the borrower reads on their dashboard when rule 0 asks for the statement. */
export const STATEMENT_REASON = "We need your bank statement for the last 6 months to check your income.";

interface Terms {
  amount: number;
  ratePercent: number;
  tenureMonths: number;
  processingFeeBase: number;
  emi?: number;
}

interface Application {
  applicationId: string;
  status: string;
  creditScore: number | null;
  chosenOffer: (Terms & { processingFeeBase: number }) | null;
  terms: Terms | null;
  sanction: { amount: number; date: string } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The decision the published rules make for an application. */
export function decide(app: Pick<Application, "creditScore" | "chosenOffer">) {
  if (app.creditScore === null || app.creditScore < 700 || !app.chosenOffer)
    return { decision: "reject" as const, reason: "creditScore" as const };
  const { amount, ratePercent, tenureMonths, processingFeeBase } = app.chosenOffer;
  const terms = { amount, ratePercent, tenureMonths, processingFeeBase };
  if (amount >= 200_000)
    return {
      decision: "counter" as const,
      terms: { ...terms, amount: Math.floor((amount * 0.9) / 1000) * 1000 },
    };
  return { decision: "approve" as const, terms };
}

/** A repayment schedule of the terms: equal EMIs on a reducing balance, the last one squaring the balance. */
export function scheduleOf(terms: Terms & { emi: number }, firstDue: Date) {
  const r = terms.ratePercent / 1200;
  let balance = terms.amount;
  return Array.from({ length: terms.tenureMonths }, (_, i) => {
    const interest = Math.round(balance * r);
    const last = i === terms.tenureMonths - 1;
    const principal = last ? balance : Math.min(balance, terms.emi - interest);
    balance -= principal;
    const due = new Date(firstDue);
    due.setUTCMonth(due.getUTCMonth() + i);
    return {
      number: i + 1,
      dueDate: due.toISOString().slice(0, 10),
      emi: principal + interest,
      principal,
      interest,
      balance,
    };
  });
}

export async function startLenderSimulator(options: SimulatorOptions) {
  const log = options.log ?? ((line: string) => console.log(`[lender] ${line}`));
  const api = async (method: string, path: string, body?: unknown, idempotencyKey?: string) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await fetch(`${options.base}/api/lender/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.key}`,
        ...(text ? { "content-type": "application/json" } : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      ...(text ? { body: text } : {}),
    });
    const json = (await res.json()) as { status: boolean; data?: unknown; message?: string; code?: string };
    return { status: res.status, json };
  };

  // One piece of work per application at a time; a step done (or refused for good) is not done again. An
  // event that arrives while the application's work is still finishing (the borrower accepted a counter-offer
  // before the answer to the decision came back here) runs the work once more afterwards, not never.
  const busy = new Set<string>();
  const again = new Set<string>();
  const done = new Set<string>();

  async function work(applicationId: string) {
    if (busy.has(applicationId)) {
      again.add(applicationId);
      return;
    }
    busy.add(applicationId);
    try {
      await sleep(options.delayMs);
      const read = await api("GET", `/applications/${applicationId}`);
      if (read.status !== 200) return;
      const app = read.json.data as Application;
      const step = async (name: string, path: string, body: unknown) => {
        if (done.has(`${applicationId}:${name}`)) return true;
        // A key per application and step: a retry after a lost answer is answered, not applied twice.
        const res = await api(
          "POST",
          `/applications/${applicationId}/${path}`,
          body,
          `sim-${applicationId}-${name}`,
        );
        log(`${applicationId} ${name}: ${res.status}${res.json.code ? ` ${res.json.code}` : ""}`);
        if (res.status === 200 || res.status === 409 || res.status === 410)
          done.add(`${applicationId}:${name}`);
        return res.status === 200 ? (res.json.data as Application) : null;
      };
      if (app.status === "shared") {
        if (options.askDocuments) {
          const documents = await api("GET", `/applications/${applicationId}/documents`);
          if (documents.status !== 200) return;
          const checklist = (documents.json.data as { checklist: { kind: string; document: unknown }[] })
            .checklist;
          const statement = checklist.find((item) => item.kind === "bankStatement");
          if (!statement?.document) {
            // Asked once (the key makes a repeat the same request); documents.updated brings us back.
            await step("document-request", "document-requests", {
              kind: "bankStatement",
              reason: STATEMENT_REASON,
            });
            return;
          }
        }
        await step("decision", "decision", decide(app));
        return;
      }
      if (app.status === "accepted") {
        const sanctioned = await step("sanction", "sanction", { date: today() });
        if (!sanctioned || sanctioned === true) return;
        await sleep(options.delayMs);
        const amount = sanctioned.sanction!.amount;
        const utr = `SIML${String(randomInt(1e11, 1e12))}`;
        const paid = await step("disbursal", "disbursal", { amount, date: today(), utr });
        if (!paid || paid === true) return;
        const terms = paid.terms as Terms & { emi: number };
        const first = new Date(`${today()}T00:00:00Z`);
        first.setUTCMonth(first.getUTCMonth() + 1);
        await step("schedule", "repayment-schedule", { instalments: scheduleOf(terms, first).slice(0, 360) });
      }
    } catch (error) {
      log(`${applicationId}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy.delete(applicationId);
      if (again.delete(applicationId)) void work(applicationId);
    }
  }

  async function poll() {
    for (const status of ["shared", "accepted"]) {
      const list = await api("GET", `/applications?status=${status}&limit=100`);
      if (list.status !== 200) continue;
      for (const item of (list.json.data as { items: { applicationId: string }[] }).items)
        void work(item.applicationId);
    }
  }

  let signer: Webhook | null = null;
  const seen = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      try {
        const event = signer!.verify(body, req.headers as Record<string, string>) as {
          type: string;
          data: { applicationId: string };
        };
        res.statusCode = 204;
        res.end();
        const id = String(req.headers["webhook-id"]);
        if (seen.has(id)) return;
        seen.add(id);
        log(`webhook ${event.type} ${event.data.applicationId}`);
        if (
          event.type === "application.shared" ||
          event.type === "offer.accepted" ||
          event.type === "documents.updated"
        )
          void work(event.data.applicationId);
      } catch {
        // A message that does not verify is not from LoanSetu.
        res.statusCode = 400;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const endpoint = await api("PUT", "/webhook-endpoint", { url }, `sim-endpoint-${url}-${Date.now()}`);
  if (endpoint.status !== 200)
    throw new Error(`could not set the webhook endpoint: ${JSON.stringify(endpoint.json)}`);
  signer = new Webhook((endpoint.json.data as { secret: string }).secret);
  log(`receiving webhooks at ${url}`);
  await poll();
  const timer = setInterval(() => void poll().catch(() => {}), options.pollMs);
  return {
    url,
    async stop() {
      clearInterval(timer);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: process.env.LOANSETU_URL ?? "http://127.0.0.1:3000" },
      key: { type: "string", default: process.env.LENDER_API_KEY },
      lender: { type: "string" },
      "delay-ms": { type: "string", default: "20000" },
      port: { type: "string", default: "0" },
      "poll-ms": { type: "string", default: "15000" },
      "ask-documents": { type: "boolean", default: false },
    },
  });
  let key = values.key;
  if (!key && values.lender) {
    const res = await fetch(`${values.base}/dev/lender-key?lenderId=${values.lender}`, { method: "POST" });
    key = ((await res.json()) as { key?: string }).key;
  }
  if (!key) {
    console.error(
      "Usage: npm run lender:simulate -- --base URL (--key lsl_… | --lender 1) [--delay-ms 20000]",
    );
    process.exit(1);
  }
  const simulator = await startLenderSimulator({
    base: values.base!,
    key,
    delayMs: Number(values["delay-ms"]),
    port: Number(values.port),
    pollMs: Number(values["poll-ms"]),
    askDocuments: values["ask-documents"] === true,
  });
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
