import { auditLog } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskTranscript } from "../src/support/mask.ts";
import { ticketSms } from "../src/support/messages.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { type Api, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// "Talk to a person": a ticket opened from the chat with its transcript masked, the reference
// by SMS in the customer's language, the studio's support queue (support and operations only) replying,
// and the reply on the customer's dashboard; every step in the audit log. Mobiles are drawn per run (the
// PostgreSQL test database is shared).

let counter = Math.floor(Math.random() * 9_000_000);
const nextMobile = () => `95${String(10_000_000 + (counter++ % 89_999_999)).padStart(8, "0")}`;

describe("masking a transcript", () => {
  it("masks PANs, card and Aadhaar numbers and OTPs, and keeps loan figures", () => {
    const text = maskTranscript(
      "Customer: my pan is ABCDE1234F and card 4111 1111 1111 1111, otp 4821, aadhaar 1234 5678 9012. EMI for 500000 at 11% for 36 months?",
    );
    expect(text).not.toMatch(/ABCDE1234F|4111 1111|4821|1234 5678/);
    expect(text).toContain("XXXXXX234F");
    expect(text).toContain("XXXXXXXXXXXX1111");
    expect(text).toContain("otp XXXX");
    expect(text).toContain("500000 at 11% for 36 months");
  });

  it("never lets a PAN or a 16-digit card number through (property)", () => {
    const pan = fc
      .tuple(fc.stringMatching(/^[A-Z]{5}$/), fc.stringMatching(/^\d{4}$/), fc.stringMatching(/^[A-Z]$/))
      .map((parts) => parts.join(""));
    const card = fc.stringMatching(/^\d{16}$/);
    fc.assert(
      fc.property(pan, card, fc.string({ maxLength: 20 }), (p, c, filler) => {
        const masked = maskTranscript(`${filler} ${p} and ${c} ${filler}`);
        expect(masked).not.toContain(p);
        expect(masked).not.toContain(c);
      }),
    );
  });

  it("fits each SMS in two segments with the longest values", () => {
    const values = {
      brand: "LoanSetu",
      reference: "ST99999999",
      by: "30 Nov 2026",
      link: "https://www.loansetu.in/hi/l/ABCDEFGHIJ",
    };
    for (const locale of ["en", "hi"] as const) {
      for (const text of [ticketSms.opened(locale, values), ticketSms.replied(locale, values)]) {
        // UCS-2 for Hindi (134 units in two segments), GSM-7 for English (306).
        expect(text.length, text).toBeLessThanOrEqual(locale === "hi" ? 134 : 306);
      }
    }
  });
});

describe.each(ENGINES)("support tickets on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        ...(text ? { "content-length": String(Buffer.byteLength(text)) } : {}),
        ...headers,
      },
      ...(text ? { body: text } : {}),
    });
    const json = (res.headers.get("content-type") ?? "").startsWith("application/json");
    return {
      status: res.status,
      text: json ? "" : await res.text(),
      body: json ? await res.json() : null,
    };
  };

  async function customerChat(locale: "en" | "hi") {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const auth = { authorization: `Bearer ${token}`, "x-locale": locale };
    const lead = await request(
      "POST",
      "/api/create-lead",
      {
        productsId: 26,
        vendorsId: 5,
        mobile,
        name: "Asha Verma",
        personalEmail: "asha@example.in",
        utmSource: "chatbot",
        status: "active",
      },
      auth,
    );
    const chat = lead.body.data.id as string;
    const asked = await request(
      "POST",
      "/api/chatbot-v2",
      {
        question: "my otp 4821 and pan ABCDE1234F, I want to file a complaint",
        thread_id: null,
        leads_id: chat,
      },
      auth,
    );
    const threadId = (JSON.parse(asked.text.split("\n")[0] as string) as { threadId: string }).threadId;
    return { mobile, auth, chat, threadId };
  }

  it("opens a ticket from the chat, masked, told by SMS; the studio replies and the customer reads it", async () => {
    const customer = await customerChat("hi");
    const opened = await request(
      "POST",
      "/api/support/tickets",
      { leads_id: customer.chat, thread_id: customer.threadId },
      customer.auth,
    );
    expect(opened.status).toBe(200);
    const reference = opened.body.data.reference as string;
    expect(reference).toMatch(/^ST\d{8}$/);
    // A complaint in the chat makes it a grievance: 30 days.
    expect(opened.body.data.kind).toBe("grievance");
    const sms = (await deps.outbox.list(50)).find(
      (m) => m.channel === "sms" && m.recipient === customer.mobile && m.body.includes(reference),
    );
    expect(sms?.body).toContain("सपोर्ट टिकट");

    // A second click within the hour is not a second ticket; another customer cannot use this chat.
    await request(
      "POST",
      "/api/support/tickets",
      { leads_id: customer.chat, thread_id: customer.threadId },
      customer.auth,
    );
    expect(
      (await request("POST", "/api/support/tickets", { leads_id: customer.chat }, customer.auth)).status,
    ).toBe(429);
    const stranger = await customerChat("en");
    expect(
      (await request("POST", "/api/support/tickets", { leads_id: customer.chat }, stranger.auth)).status,
    ).toBe(403);

    // The queue: support and operations only; the mobile and the transcript masked.
    const support = await signedInEmployee(deps, ["support"]);
    const viewer = await signedInEmployee(deps, ["viewer"]);
    expect((await request("GET", "/api/studio/support", undefined, viewer.headers)).status).toBe(403);
    const queue = await request("GET", "/api/studio/support", undefined, support.headers);
    expect(queue.status).toBe(200);
    const listed = queue.body.data.open.find((t: { reference: string }) => t.reference === reference);
    expect(listed).toMatchObject({ kind: "grievance", status: "open", locale: "hi" });
    expect(listed.mobile).not.toBe(customer.mobile);
    expect(listed.transcript).toContain("XXXXXX234F");
    expect(listed.transcript).not.toMatch(/4821|ABCDE1234F/);

    expect(
      (await request("POST", `/api/studio/support/${reference}/assign`, undefined, support.headers)).status,
    ).toBe(200);
    const replied = await request(
      "POST",
      `/api/studio/support/${reference}/reply`,
      { text: "We have written to the lender; you will hear within 7 days." },
      support.headers,
    );
    expect(replied.status).toBe(200);
    expect(replied.body.data.status).toBe("answered");
    expect(
      (await request("POST", `/api/studio/support/${reference}/reply`, { text: " " }, support.headers))
        .status,
    ).toBe(400);
    expect(
      (await request("POST", `/api/studio/support/${reference}/reopen`, undefined, support.headers)).status,
    ).toBe(409);

    // The customer's dashboard reads the reply; another customer's does not see the ticket.
    const mine = await request("GET", "/api/support/tickets", undefined, customer.auth);
    const ticket = mine.body.data.tickets.find((t: { reference: string }) => t.reference === reference);
    expect(ticket.replies.map((r: { text: string }) => r.text)).toEqual([
      "We have written to the lender; you will hear within 7 days.",
    ]);
    expect(
      JSON.stringify((await request("GET", "/api/support/tickets", undefined, stranger.auth)).body.data),
    ).not.toContain(reference);
    expect((await request("GET", "/api/support/tickets")).status).toBe(401);
    const told = (await deps.outbox.list(80)).filter(
      (m) => m.channel === "sms" && m.recipient === customer.mobile,
    );
    expect(told.some((m) => m.body.includes(reference) && m.body.includes("जवाब"))).toBe(true);

    expect(
      (await request("POST", `/api/studio/support/${reference}/close`, undefined, support.headers)).status,
    ).toBe(200);
    expect(
      (await request("POST", `/api/studio/support/${reference}/reopen`, undefined, support.headers)).status,
    ).toBe(200);

    const actions = (
      await deps.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subjectId, reference))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "support.ticket.open",
        "support.ticket.assign",
        "support.ticket.reply",
        "support.ticket.close",
        "support.ticket.reopen",
      ]),
    );
  });

  it("opens no more than two tickets a chat an hour, even when the clicks arrive together", async () => {
    const customer = await customerChat("en");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request("POST", "/api/support/tickets", { leads_id: customer.chat }, customer.auth),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429]);
  });

  it("marks a support request a grievance with its 30-day clock and tells the grievance officer", async () => {
    const customer = await customerChat("en");
    // A thread without a complaint: an ordinary support request, promised within a day.
    const plain = await request("POST", "/api/support/tickets", { leads_id: customer.chat }, customer.auth);
    expect(plain.body.data.kind).toBe("support");
    const reference = plain.body.data.reference as string;
    const ops = await signedInEmployee(deps, ["operations"]);
    const marked = await request(
      "POST",
      `/api/studio/support/${reference}/grievance`,
      undefined,
      ops.headers,
    );
    expect(marked.body.data.kind).toBe("grievance");
    const queue = await request("GET", "/api/studio/support", undefined, ops.headers);
    const listed = queue.body.data.open.find((t: { reference: string }) => t.reference === reference);
    const days = (Date.parse(listed.promisedBy) - Date.parse(listed.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    const site = await deps.data.get("site.json");
    const mail = (await deps.outbox.list(80)).find(
      (m) =>
        m.channel === "email" && m.recipient === site.grievanceOfficer.email && m.body.includes(reference),
    );
    expect(mail).toBeDefined();
    expect(
      (await request("POST", `/api/studio/support/${reference}/grievance`, undefined, ops.headers)).status,
    ).toBe(409);
    expect((await request("POST", "/api/studio/support/ST1/close", undefined, ops.headers)).status).toBe(400);
    expect(
      (await request("POST", "/api/studio/support/ST00000000/close", undefined, ops.headers)).status,
    ).toBe(404);
  });
});
