// A lender that exists: a separate process that integrates with LoanSetu only through the public lender API
// and its webhooks, as a bank's system would (docs/lender-integration.md). It registers its webhook
// endpoint, receives shared applications, decides by the simple published rules below after a realistic
// delay, sometimes counters or rejects, and once the borrower accepts, sanctions, disburses and posts the
// repayment schedule. After that it services the loan as the published servicing rules below say: EMIs paid,
// the loan closed and its no-dues certificate, borrowers' disputes answered. It also polls the lists now and
// then, as a careful integration does, so a missed webhook only delays it.
//
// Usage: npm run lender:simulate -- --base http://127.0.0.1:3000 (--key lsl_… | --lender 1) [--delay-ms 20000]
//        [--port 0] [--poll-ms 15000] [--ask-documents] [--close-after-ms N] [--lender-name "Its name"]
// --lender asks a development server for a key (`POST /dev/lender-key`); a real deployment gives the key.
//
// The published rules, in order:
// 0. With --ask-documents: before deciding, the bank statement must be on file. If it is not, ask the
//    borrower for it (with the reason below) and decide once `documents.updated` says it arrived.
// 1. No credit score, or a score below 700: reject (reason `creditScore`).
// 2. A loan of ₹2 lakh or more: counter-offer 90 % of it (rounded down to ₹1,000) on the chosen offer's
//    rate, tenure and fee.
// 3. Otherwise: approve the chosen offer's terms as they are.
//
// The published servicing rules, on each poll of its disbursed loans (by the simulator's own clock, today in
// India; a loan it did not disburse in this run is read once to learn its schedule):
// 4. Each EMI of the schedule it posted is reported paid, on its due date, once that date has come.
// 5. With --close-after-ms N: that long after the disbursal the loan is reported closed as "foreclosed"
//    (the borrower paid it off) on that day; then, after --delay-ms, the no-dues certificate is uploaded, a
//    one-page PDF the simulator writes naming the loan and the lender (--lender-name).
// 6. Each open dispute (GET /disputes, or the loan.dispute_opened webhook) is answered after --delay-ms
//    with DISPUTE_ANSWER.
// Every write carries an Idempotency-Key per application (or dispute) and step.
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
  /** Servicing rule 5: a disbursed loan is reported closed this long after its disbursal. */
  closeAfterMs?: number;
  /** The lender's name on the no-dues certificate. */
  lenderName?: string;
  /** The simulator's own clock (the time now unless a test moves it). */
  clock?: () => Date;
  log?: (line: string) => void;
}

/** The reason the borrower reads on their dashboard when rule 0 asks for the statement. */
export const STATEMENT_REASON = "We need your bank statement for the last 6 months to check your income.";

/** Servicing rule 6: the answer the borrower reads on My loan. */
export const DISPUTE_ANSWER =
  "Thank you for writing to us. We have checked your loan account and our team will call you within 2 working days to resolve this.";

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
  disbursal?: { amount: number; date: string } | null;
  schedule?: Instalment[] | null;
  closure?: { date: string; certificate: unknown } | null;
}

interface Instalment {
  number: number;
  dueDate: string;
  emi: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The day in India at a time. */
const dayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

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

/** Servicing rule 4: the instalments due by `day` (YYYY-MM-DD) that were not reported yet, in order. */
export function paymentsDue(schedule: Instalment[], day: string, reported: ReadonlySet<number>) {
  return schedule.filter((row) => row.dueDate <= day && !reported.has(row.number));
}

/** PDF's literal strings escape backslashes and parentheses; anything outside printable ASCII becomes "?". */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * Servicing rule 5's certificate: a one-page PDF, written by hand (objects, cross-reference table with
 * each object's byte offset, trailer), so the simulator needs nothing beyond Node. The same loan, lender and
 * date give the same bytes: a retried upload is the same file under the same Idempotency-Key.
 */
export function noDuesCertificatePdf(input: { applicationId: string; lenderName: string; closedOn: string }) {
  const lines = [
    "No-dues certificate",
    `Lender: ${input.lenderName}`,
    `Loan (LoanSetu application): ${input.applicationId}`,
    `Closed on ${input.closedOn}: the borrower has paid everything owed on this loan. Nothing is due.`,
  ];
  const content = ["BT /F1 12 Tf 56 780 Td 16 TL", ...lines.map((line) => `(${pdfText(line)}) '`), "ET"].join(
    "\n",
  );
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export async function startLenderSimulator(options: SimulatorOptions) {
  const clock = options.clock ?? (() => new Date());
  const today = () => dayOf(clock());
  const log = options.log ?? ((line: string) => console.log(`[lender] ${line}`));
  const api = async (method: string, path: string, body?: unknown, idempotencyKey?: string) => {
    // JSON, or a PDF's bytes (the no-dues certificate).
    const pdf = body instanceof Uint8Array;
    const payload =
      body === undefined ? undefined : pdf ? new Blob([new Uint8Array(body)]) : JSON.stringify(body);
    const res = await fetch(`${options.base}/api/lender/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.key}`,
        ...(payload ? { "content-type": pdf ? "application/pdf" : "application/json" } : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      ...(payload ? { body: payload } : {}),
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

  /** One write of an application's step, with a key per application and step: a retry after a lost answer
   * is answered, not applied twice. Its data on success, true when done before, null when refused. */
  async function write(applicationId: string, name: string, path: string, body: unknown, method = "POST") {
    if (done.has(`${applicationId}:${name}`)) return true;
    const res = await api(
      method,
      `/applications/${applicationId}/${path}`,
      body,
      `sim-${applicationId}-${name}`,
    );
    log(`${applicationId} ${name}: ${res.status}${res.json.code ? ` ${res.json.code}` : ""}`);
    if (res.status === 200 || res.status === 409 || res.status === 410) done.add(`${applicationId}:${name}`);
    return res.status === 200 ? (res.json.data as Application) : null;
  }

  // What the simulator knows of each loan it services, so a poll reads nothing again (each read of an
  // application is shown to its borrower as the lender's access).
  interface Loan {
    schedule: Instalment[];
    disbursedAt: number;
    paid: Set<number>;
    closedOn: string | null;
    certificate: boolean;
  }
  const loans = new Map<string, Loan>();
  const servicing = new Set<string>();

  /** Servicing rules 4 and 5 for one disbursed loan. */
  async function service(applicationId: string) {
    if (servicing.has(applicationId) || busy.has(applicationId)) return;
    servicing.add(applicationId);
    try {
      let loan = loans.get(applicationId);
      if (!loan) {
        // A loan disbursed before this run (or closed by someone else): read once; a loan this run disburses
        // is known from the work above. One without a schedule gets no EMIs, but may still be closed.
        const read = await api("GET", `/applications/${applicationId}`);
        if (read.status !== 200) return;
        const app = read.json.data as Application;
        if (!app.disbursal) return;
        loan = {
          schedule: app.schedule ?? [],
          disbursedAt: Date.parse(`${app.disbursal.date}T00:00:00+05:30`),
          paid: new Set(),
          closedOn: app.closure?.date ?? null,
          certificate: Boolean(app.closure?.certificate),
        };
        loans.set(applicationId, loan);
      }
      if (loan.certificate) return;
      if (!loan.closedOn) {
        for (const row of paymentsDue(loan.schedule, today(), loan.paid)) {
          const paid = await write(applicationId, `payment-${row.number}`, "payments", {
            instalment: row.number,
            status: "paid",
            date: row.dueDate,
            amount: row.emi,
          });
          if (!paid) return;
          loan.paid.add(row.number);
        }
        if (options.closeAfterMs === undefined || clock().getTime() - loan.disbursedAt < options.closeAfterMs)
          return;
        const closedOn = today();
        const closed = await write(applicationId, "closure", "closure", {
          date: closedOn,
          reason: "foreclosed",
        });
        if (!closed) {
          // Closed already (409): the next poll reads the closure's own date for the certificate.
          if (done.has(`${applicationId}:closure`)) loans.delete(applicationId);
          return;
        }
        loan.closedOn = closed === true ? closedOn : (closed.closure?.date ?? closedOn);
      }
      await sleep(options.delayMs);
      const pdf = noDuesCertificatePdf({
        applicationId,
        lenderName: options.lenderName ?? "Simulated lender",
        closedOn: loan.closedOn,
      });
      if (await write(applicationId, "certificate", "no-dues-certificate", pdf, "PUT"))
        loan.certificate = true;
    } catch (error) {
      log(`${applicationId}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      servicing.delete(applicationId);
    }
  }

  /** Servicing rule 6: each open dispute answered once, after the delay. */
  const answering = new Set<string>();
  async function answerDisputes() {
    const list = await api("GET", "/disputes");
    if (list.status !== 200) return;
    const open = (list.json.data as { items: { reference: string; status: string }[] }).items.filter(
      (item) =>
        item.status === "open" && !answering.has(item.reference) && !done.has(`${item.reference}:answer`),
    );
    await Promise.all(
      open.map(async ({ reference }) => {
        answering.add(reference);
        try {
          await sleep(options.delayMs);
          const res = await api(
            "POST",
            `/disputes/${reference}/answer`,
            { answer: DISPUTE_ANSWER },
            `sim-${reference}-answer`,
          );
          log(`${reference} answer: ${res.status}${res.json.code ? ` ${res.json.code}` : ""}`);
          if (res.status === 200 || res.status === 409) done.add(`${reference}:answer`);
        } finally {
          answering.delete(reference);
        }
      }),
    );
  }

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
      const step = (name: string, path: string, body: unknown) => write(applicationId, name, path, body);
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
        // The disbursal's time, taken as it is paid (not when the answer comes back): rule 5 counts from it.
        const disbursedAt = clock().getTime();
        const paid = await step("disbursal", "disbursal", {
          amount,
          date: dayOf(new Date(disbursedAt)),
          utr,
        });
        if (!paid || paid === true) return;
        const terms = paid.terms as Terms & { emi: number };
        const first = new Date(`${dayOf(new Date(disbursedAt))}T00:00:00Z`);
        first.setUTCMonth(first.getUTCMonth() + 1);
        const instalments = scheduleOf(terms, first).slice(0, 360);
        if (await step("schedule", "repayment-schedule", { instalments }))
          loans.set(applicationId, {
            schedule: instalments,
            disbursedAt,
            paid: new Set(),
            closedOn: null,
            certificate: false,
          });
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
    // Every disbursed loan, page by page (a bank services many), then the disputes.
    let after: string | null = null;
    do {
      const list = await api(
        "GET",
        `/applications?status=disbursed&limit=100${after ? `&cursor=${after}` : ""}`,
      );
      if (list.status !== 200) {
        log(`poll of disbursed loans: ${list.status}${list.json.code ? ` ${list.json.code}` : ""}`);
        break;
      }
      const page = list.json.data as { items: { applicationId: string }[]; next: string | null };
      for (const item of page.items) void service(item.applicationId);
      after = page.next;
    } while (after);
    void answerDisputes().catch(() => {});
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
        if (event.type === "loan.dispute_opened") void answerDisputes().catch(() => {});
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
      "close-after-ms": { type: "string" },
      "lender-name": { type: "string" },
    },
  });
  let key = values.key;
  if (!key && values.lender) {
    const res = await fetch(`${values.base}/dev/lender-key?lenderId=${values.lender}`, { method: "POST" });
    key = ((await res.json()) as { key?: string }).key;
  }
  if (!key) {
    console.error(
      "Usage: npm run lender:simulate -- --base URL (--key lsl_… | --lender 1) [--delay-ms 20000] [--port 0]\n" +
        "       [--poll-ms 15000] [--ask-documents] [--close-after-ms N] [--lender-name NAME]",
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
    ...(values["close-after-ms"] ? { closeAfterMs: Number(values["close-after-ms"]) } : {}),
    ...(values["lender-name"] ? { lenderName: values["lender-name"] } : {}),
  });
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
