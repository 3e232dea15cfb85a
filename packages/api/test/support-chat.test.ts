import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../src/app.ts";
import { lastOtp, loginApp } from "./support/login.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// A logged-in customer asks the chat about their applications and gets their own (status, next step,
// details link) without an OTP; a visitor holding only the chat's cookie gets the dashboard pointer; another
// customer's application never appears. Mobiles are drawn per run: the PostgreSQL test database is shared.

let counter = Math.floor(Math.random() * 9_000_000);
const nextMobile = () => `97${String(10_000_000 + (counter++ % 89_999_999)).padStart(8, "0")}`;

describe.each(ENGINES)("the support assistant and a customer's own applications on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database);
    api = createApi(deps);
  });
  afterAll(() => database.dispose());

  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    return api.request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(text)),
        origin: "http://localhost",
        ...headers,
      },
      body: text,
    });
  };
  const answerText = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { text: string }).text)
      .join("");
  };

  async function customerWithApplication() {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const auth = { authorization: `Bearer ${token}` };
    const started = await call("/api/journey/start", { product: "new-car-loan" }, auth);
    const reference = ((await started.json()) as { data: { reference: string } }).data.reference;
    const lead = await call(
      "/api/create-lead",
      { productsId: 26, vendorsId: 5, mobile, name: "Asha Verma", utmSource: "chatbot", status: "active" },
      auth,
    );
    expect(lead.status).toBe(200);
    const chat = ((await lead.json()) as { data: { id: string } }).data.id;
    return { auth, reference, chat };
  }

  it("tells a logged-in customer their own applications' status and next step, in English and Hindi", async () => {
    const mine = await customerWithApplication();
    const other = await customerWithApplication();
    const english = await answerText(
      await call(
        "/api/chatbot-v2",
        { question: "what is the status of my application?", thread_id: null, leads_id: mine.chat },
        { ...mine.auth, "x-locale": "en" },
      ),
    );
    expect(english).toContain(mine.reference);
    expect(english).toContain("In progress");
    expect(english).toContain("continue where you left off");
    expect(english).not.toContain(other.reference);
    expect(english).not.toContain("I can't see your applications");

    const hindi = await answerText(
      await call(
        "/api/chatbot-v2",
        { question: "मेरे आवेदन की स्थिति क्या है?", thread_id: null, leads_id: mine.chat },
        { ...mine.auth, "x-locale": "hi" },
      ),
    );
    expect(hindi).toContain(mine.reference);
    expect(hindi).toContain("प्रक्रिया में");
    expect(hindi).toContain('href="/hi/apply/new-car-loan');
    expect(hindi).not.toMatch(/In progress|Next stage/);
  });

  it("reads a thread back to its own chat only, oldest message first", async () => {
    const mine = await customerWithApplication();
    const other = await customerWithApplication();
    const asked = await call(
      "/api/chatbot-v2",
      { question: "what is a green loan", thread_id: null, leads_id: mine.chat },
      mine.auth,
    );
    const lines = (await asked.text()).split("\n").filter(Boolean);
    const threadId = (JSON.parse(lines[0] as string) as { threadId: string }).threadId;
    const read = (auth: Record<string, string>) =>
      api.request(`http://localhost/api/chatbot/thread?leads_id=${mine.chat}&thread_id=${threadId}`, {
        headers: { origin: "http://localhost", ...auth },
      });
    const own = await read(mine.auth);
    expect(own.status).toBe(200);
    const body = (await own.json()) as { data: { messages: { sender: string; text: string }[] } };
    expect(body.data.messages.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(body.data.messages[0]?.text).toBe("what is a green loan");
    expect(body.data.messages[1]?.text).toContain("green loan");
    expect((await read(other.auth)).status).toBe(403);
    expect((await read({})).status).toBe(403);
  });

  it("never shows applications to a chat that is not the logged-in owner's", async () => {
    const mine = await customerWithApplication();
    const other = await customerWithApplication();
    // Another customer's session naming this chat is refused outright.
    const res = await call(
      "/api/chatbot-v2",
      { question: "what is the status of my application?", thread_id: null, leads_id: mine.chat },
      other.auth,
    );
    expect(res.status).toBe(403);

    // A visitor who verified by OTP (not logged in) is pointed to the dashboard instead.
    const mobile = nextMobile();
    const jar: string[] = [];
    const visitor = async (path: string, body: unknown) => {
      const res = await call(path, body, jar.length ? { cookie: jar.join("; ") } : {});
      for (const set of res.headers.getSetCookie()) jar.push(set.split(";")[0] as string);
      return res;
    };
    const sent = await visitor("/api/chatbot/send-otp", {
      mobile,
      retries: 0,
      type: "chatbot",
      otpLength: 4,
    });
    const referenceId = ((await sent.json()) as { data: { id: string } }).data.id;
    await visitor("/api/chatbot/verify-otp", { otp: await lastOtp(deps, mobile), referenceId, mobile });
    const lead = await visitor("/api/create-lead", {
      productsId: 26,
      vendorsId: 5,
      mobile,
      name: "Ravi",
      utmSource: "chatbot",
      status: "active",
      referenceId,
    });
    const chat = ((await lead.json()) as { data: { id: string } }).data.id;
    const text = await answerText(
      await visitor("/api/chatbot-v2", {
        question: "has my loan been approved",
        thread_id: null,
        leads_id: chat,
      }),
    );
    expect(text).toContain("Log in to your dashboard");
    expect(text).not.toContain(mine.reference);
  });

  it("with the tool model configured, answers from its tools through the chat, and falls back to the local engine", async () => {
    let turn = 0;
    let broken = false;
    const server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        if (broken) {
          res.writeHead(500).end();
          return;
        }
        const body = JSON.parse(raw) as { messages: { role: string; content: string | null }[] };
        const message =
          turn++ % 2 === 0
            ? {
                role: "assistant",
                content: null,
                tool_calls: [
                  { id: "a", type: "function", function: { name: "my_applications", arguments: "{}" } },
                ],
              }
            : {
                role: "assistant",
                content: `From your account: ${body.messages.at(-1)?.content?.split("\n")[1] ?? ""}`,
              };
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message }] }));
      });
    });
    const url = await new Promise<string>((resolve) =>
      server.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/v1`),
      ),
    );
    try {
      const modelDeps = createTestDeps(database, {
        env: { CHATBOT_LLM: "openai-tools", CHATBOT_LLM_URL: url },
      });
      const modelApi = createApi(modelDeps);
      const mobile = nextMobile();
      const { token } = await loginApp(modelApi, modelDeps, mobile);
      const auth = { authorization: `Bearer ${token}` };
      const ask = async (question: string, chat: string) => {
        const text = JSON.stringify({ question, thread_id: null, leads_id: chat });
        const res = await modelApi.request("http://localhost/api/chatbot-v2", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(text)),
            origin: "http://localhost",
            ...auth,
          },
          body: text,
        });
        return answerText(res);
      };
      const post = async (path: string, body: unknown) => {
        const text = JSON.stringify(body);
        return modelApi.request(`http://localhost${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(text)),
            origin: "http://localhost",
            ...auth,
          },
          body: text,
        });
      };
      const started = await post("/api/journey/start", { product: "personal-loan" });
      const reference = ((await started.json()) as { data: { reference: string } }).data.reference;
      const lead = await post("/api/create-lead", {
        productsId: 26,
        vendorsId: 5,
        mobile,
        name: "Asha",
        utmSource: "chatbot",
        status: "active",
      });
      const chat = ((await lead.json()) as { data: { id: string } }).data.id;
      expect(await ask("where is my loan", chat)).toContain(`From your account: Personal loan ${reference}`);
      // The endpoint down: the local engine answers.
      broken = true;
      expect(await ask("what is a green loan", chat)).toContain("green loan");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
