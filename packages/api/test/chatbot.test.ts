import { createServer, type Server } from "node:http";
import { applications, chatMessages, chatThreads } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { lastOtp } from "./support/login.ts";
import { apiOver } from "./support/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";
import { UNSAFE, XSS_PAYLOADS } from "./support/xss-payloads.ts";

type Api = ReturnType<typeof createApi>;

/** A browser of its own: its IP and its cookies. */
function browser(ip = "10.0.0.1") {
  const jar = new Map<string, string>();
  return async (api: Api, path: string, body: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await api.request(
      `http://localhost${path}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost",
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
    return res;
  };
}
type Browser = ReturnType<typeof browser>;
type Piece = { text: string; done: boolean; threadId: string };

async function readPieces(res: Response): Promise<Piece[]> {
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  const text = await res.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Piece);
}

/** The widget's path: OTP send and verify, then the chatbot lead. Answers the lead id. */
async function chatLead(api: Api, deps: ReturnType<typeof createTestDeps>, mobile: string, post: Browser) {
  const sent = await post(api, "/api/chatbot/send-otp", {
    mobile,
    retries: 0,
    type: "chatbot",
    otpLength: 4,
  });
  const sentBody = await sent.json();
  expect(sentBody).toMatchObject({ status: true, data: { retries: 0 } });
  const referenceId = sentBody.data.id as string;
  const verified = await post(api, "/api/chatbot/verify-otp", {
    otp: await lastOtp(deps, mobile),
    referenceId,
    mobile,
  });
  expect(await verified.json()).toMatchObject({
    status: true,
    data: { status: true, data: { status: true } },
  });
  const lead = await post(api, "/api/create-lead", {
    productsId: 26,
    vendorsId: 5,
    mobile,
    name: "Asha Verma",
    personalEmail: "asha@example.com",
    utmSource: "chatbot",
    status: "active",
    referenceId,
  });
  const leadBody = await lead.json();
  expect(lead.status, JSON.stringify(leadBody)).toBe(200);
  expect(leadBody.data).toMatchObject({ productsId: 26, vendorsId: 5, leadStatus: "active" });
  expect(leadBody.data.id).toMatch(/^LS\d+$/);
  return leadBody.data.id as string;
}

function fakeModel(answer: (question: string) => string) {
  const requests: { auth?: string; body: { messages: { content: string }[] } }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      const question = String(body.messages.at(-1).content).split("Question: ").at(-1) ?? "";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: answer(question) } }] }));
    });
  });
  return {
    requests,
    server,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          const { port } = server.address() as { port: number };
          resolve(`http://127.0.0.1:${port}/v1`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)("support chatbot on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("verifies the OTP, creates the chatbot lead and streams an answer linking the source, stored per lead", async () => {
    const { deps, api } = apiOver(database);
    const mobile = "9876500001";
    const post = browser();
    const wrong = await post(api, "/api/chatbot/verify-otp", {
      otp: "12a4",
      referenceId: "00000000-0000-4000-8000-000000000000",
      mobile,
    });
    expect((await wrong.json()).message).toBe("Please enter a valid Otp.");
    const leadId = await chatLead(api, deps, mobile, post);

    const res = await post(api, "/api/chatbot-v2", {
      question: "How is my EMI calculated?",
      thread_id: null,
      leads_id: leadId,
    });
    expect(res.status).toBe(200);
    const pieces = await readPieces(res);
    expect(pieces.length).toBeGreaterThan(2);
    const last = pieces.at(-1)!;
    expect(last.done).toBe(true);
    const threadId = last.threadId;
    expect(threadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pieces.some((p) => /^【.*】$/.test(p.text))).toBe(true);
    const html = pieces
      .filter((p) => !p.done && !/^【.*】$/.test(p.text))
      .map((p) => p.text)
      .join("");
    expect(html).toMatch(/<a href="\/resources\/[^"]*(emi|calc)/);

    // The same thread continues; a Hindi question is answered in Hindi with Hindi links.
    const hindi = await readPieces(
      await post(api, "/api/chatbot-v2", {
        question: "क्रेडिट स्कोर क्या होता है?",
        thread_id: threadId,
        leads_id: leadId,
      }),
    );
    expect(hindi.at(-1)!.threadId).toBe(threadId);
    expect(hindi.map((p) => p.text).join("")).toContain('href="/hi/');

    const stored = await database.handle.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, threadId));
    expect(stored.map((m) => m.sender)).toEqual(["user", "bot", "user", "bot"]);
    const [thread] = await database.handle.db
      .select({ reference: applications.reference })
      .from(chatThreads)
      .innerJoin(applications, eq(applications.id, chatThreads.applicationId))
      .where(eq(chatThreads.id, threadId));
    expect(thread?.reference).toBe(leadId);

    const unknown = await readPieces(
      await post(api, "/api/chatbot-v2", {
        question: "Who won the football match yesterday?",
        leads_id: leadId,
      }),
    );
    expect(unknown.map((p) => p.text).join("")).toContain('href="/contact"');

    const feedback = await post(api, "/api/chatbot-feedback", {
      user: { leadId, feedback: "No", feedbackComment: "Too <b>short</b> answers" },
    });
    expect(await feedback.json()).toMatchObject({ status: true, message: "Thank you for your feedback." });
    // A chat leaves a few pieces of feedback an hour, not a flood into the back office.
    const more = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(api, "/api/chatbot-feedback", { user: { leadId, feedback: "Yes" } }).then((res) => res.status),
      ),
    );
    expect(more.sort()).toEqual([200, 200, 429, 429, 429]);
  });

  it("answers each question rule with its spec message, and refuses a lead that is not the chatbot's", async () => {
    const { deps, api } = apiOver(database);
    const post = browser();
    const leadId = await chatLead(api, deps, "9876500002", post);
    const cases: [string, string][] = [
      ["   ", "Please type a valid question."],
      ["emi", "Your question seems too short. Could you please provide more details?"],
      ["a".repeat(301), "Your question is too long. Can you please ask something more specific?"],
      [
        "see www.example.com now",
        "Your message contains unsupported content. Please remove HTML or links and try again.",
      ],
      ["???? !!!!", "Please ask a specific question so I can assist you better."],
    ];
    for (const [question, message] of cases) {
      const res = await post(api, "/api/chatbot-v2", { question, leads_id: leadId });
      expect(res.status, question).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    // An allowed short phrase skips validation.
    expect((await post(api, "/api/chatbot-v2", { question: "hi", leads_id: leadId })).status).toBe(200);

    // Another browser cannot chat as this lead, nor ask about a lead that does not exist.
    const other = browser("10.9.9.9");
    const stranger = await other(api, "/api/chatbot-v2", {
      question: "What is a credit score?",
      leads_id: leadId,
    });
    expect(stranger.status).toBe(403);
    expect((await other(api, "/api/chatbot-feedback", { user: { leadId, feedback: "Yes" } })).status).toBe(
      403,
    );
    const missing = await post(api, "/api/chatbot-v2", {
      question: "What is a credit score?",
      leads_id: "LS000",
    });
    expect(missing.status).toBe(403);

    // Creating a lead needs a verified chatbot OTP (or a login).
    const anon = browser("10.3.3.3");
    const noOtp = await anon(api, "/api/create-lead", {
      productsId: 26,
      vendorsId: 5,
      mobile: "9876500003",
      referenceId: "00000000-0000-4000-8000-000000000000",
    });
    expect(noOtp.status).toBe(403);
    expect(
      (await anon(api, "/api/create-lead", { productsId: 26, vendorsId: 5, mobile: "9876500003" })).status,
    ).toBe(401);
  });

  it("limits questions per lead and per IP", async () => {
    const { deps, api } = apiOver(database, {
      env: { CHATBOT_QUESTIONS_PER_LEAD_HOUR: "2", CHATBOT_QUESTIONS_PER_IP_HOUR: "3" },
    });
    const one = browser("10.1.1.1");
    const first = await chatLead(api, deps, "9876500004", one);
    const ask = (post: Browser, leadId: string) =>
      post(api, "/api/chatbot-v2", { question: "What is a credit score?", leads_id: leadId });
    expect((await ask(one, first)).status).toBe(200);
    expect((await ask(one, first)).status).toBe(200);
    const limited = await ask(one, first);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toContain("many questions");

    const two = browser("10.2.2.2");
    const second = await chatLead(api, deps, "9876500005", two);
    expect((await ask(two, second)).status).toBe(200);
    expect((await ask(two, second)).status).toBe(200);
    // A third lead from the same IP: the IP's limit (3) stops it even though the lead is fresh.
    const three = browser("10.2.2.2");
    const third = await chatLead(api, deps, "9876500006", three);
    expect((await ask(three, third)).status).toBe(200);
    expect((await ask(three, third)).status).toBe(429);
  });

  it("phrases answers with a configured OpenAI-compatible model, keeping retrieval's links; falls back when it fails", async () => {
    let fail = false;
    const model = fakeModel(() => {
      if (fail) throw new Error("down");
      return "Your EMI depends on the amount, the rate and the tenure.";
    });
    const url = await model.start();
    try {
      const { deps, api } = apiOver(database, {
        env: { CHATBOT_LLM: "openai", CHATBOT_LLM_URL: url, CHATBOT_LLM_API_KEY: "test-key" },
      });
      const post = browser();
      const leadId = await chatLead(api, deps, "9876500007", post);
      const pieces = await readPieces(
        await post(api, "/api/chatbot-v2", { question: "How is EMI calculated?", leads_id: leadId }),
      );
      const html = pieces.map((p) => p.text).join("");
      expect(html).toContain("Your EMI depends on the amount, the rate and the tenure.");
      expect(html).toMatch(/<a href="\/resources\//);
      expect(model.requests[0]?.auth).toBe("Bearer test-key");
      expect(model.requests[0]?.body.messages[1]?.content).toContain("Passages:");

      model.server.removeAllListeners("request");
      model.server.on("request", (_req, res) => {
        res.writeHead(500);
        res.end();
      });
      fail = true;
      const fallback = await readPieces(
        await post(api, "/api/chatbot-v2", { question: "How is EMI calculated?", leads_id: leadId }),
      );
      expect(fallback.at(-1)?.done).toBe(true);
      expect(fallback.map((p) => p.text).join("")).toMatch(/<a href="\/resources\//);
    } finally {
      await model.stop();
    }
  });

  it(`stores and streams nothing unsafe for ${XSS_PAYLOADS.length} OWASP payloads as questions and as model answers`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    let next = 0;
    const model = fakeModel(() => XSS_PAYLOADS[next++ % XSS_PAYLOADS.length]!);
    const url = await model.start();
    try {
      const { deps, api } = apiOver(database, {
        env: {
          CHATBOT_LLM: "openai",
          CHATBOT_LLM_URL: url,
          CHATBOT_QUESTIONS_PER_LEAD_HOUR: "1000",
          CHATBOT_QUESTIONS_PER_IP_HOUR: "1000",
        },
      });
      const post = browser();
      const leadId = await chatLead(api, deps, "9876500008", post);
      let threadId: string | undefined;
      for (const payload of XSS_PAYLOADS) {
        // As a question (refused or stripped of tags) and, through the fake model, as an answer.
        const asked = await post(api, "/api/chatbot-v2", {
          question: payload,
          thread_id: threadId,
          leads_id: leadId,
        });
        expect([200, 400]).toContain(asked.status);
        if (asked.status === 200) {
          const pieces = await readPieces(asked);
          threadId = pieces.at(-1)!.threadId;
          expect(pieces.map((p) => p.text).join(""), payload).not.toMatch(UNSAFE);
        } else {
          await asked.json();
        }
        const answered = await readPieces(
          await post(api, "/api/chatbot-v2", {
            question: "How is EMI calculated?",
            thread_id: threadId,
            leads_id: leadId,
          }),
        );
        threadId = answered.at(-1)!.threadId;
        expect(answered.map((p) => p.text).join(""), payload).not.toMatch(UNSAFE);
      }
      const stored = await database.handle.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId!));
      expect(stored.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length * 2);
      for (const message of stored) expect(message.text).not.toMatch(UNSAFE);
    } finally {
      await model.stop();
    }
  });
});
