import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastOtp, loginApp } from "./support/login.ts";
import { type Api, apiOver, openTestApi, type TestDeps } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// A logged-in customer asks the chat about their applications and gets their own (status, next step,
// details link) without an OTP; a visitor holding only the chat's cookie gets the dashboard pointer; another
// customer's application never appears. Mobiles are drawn per run: the PostgreSQL test database is shared.

let counter = Math.floor(Math.random() * 9_000_000);
const nextMobile = () => `97${String(10_000_000 + (counter++ % 89_999_999)).padStart(8, "0")}`;

describe.each(ENGINES)("the support assistant and a customer's own applications on %s", (engine) => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  /** A JSON post as the site's own pages send it (same origin, with its length), to this file's API or another. */
  const callOn = async (target: Api, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    return target.request(`http://localhost${path}`, {
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
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    callOn(api, path, body, headers);
  /** A question to the support assistant in a chat, as a new thread. */
  const ask = (chat: string, question: string, headers: Record<string, string>) =>
    call("/api/chatbot-v2", { question, thread_id: null, leads_id: chat }, headers);
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
      await ask(mine.chat, "what is the status of my application?", { ...mine.auth, "x-locale": "en" }),
    );
    expect(english).toContain(mine.reference);
    expect(english).toContain("In progress");
    expect(english).toContain("continue where you left off");
    expect(english).not.toContain(other.reference);
    expect(english).not.toContain("I can't see your applications");

    const hindi = await answerText(
      await ask(mine.chat, "मेरे आवेदन की स्थिति क्या है?", { ...mine.auth, "x-locale": "hi" }),
    );
    expect(hindi).toContain(mine.reference);
    expect(hindi).toContain("प्रक्रिया में");
    expect(hindi).toContain('href="/hi/apply/new-car-loan');
    expect(hindi).not.toMatch(/In progress|Next stage/);
  });

  it("reads a thread back to its own chat only, oldest message first", async () => {
    const mine = await customerWithApplication();
    const other = await customerWithApplication();
    const asked = await ask(mine.chat, "what is a green loan", mine.auth);
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
    const res = await ask(mine.chat, "what is the status of my application?", other.auth);
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
      const { deps: modelDeps, api: modelApi } = apiOver(database, {
        env: { CHATBOT_LLM: "openai-tools", CHATBOT_LLM_URL: url },
      });
      const mobile = nextMobile();
      const { token } = await loginApp(modelApi, modelDeps, mobile);
      const auth = { authorization: `Bearer ${token}` };
      const post = (path: string, body: unknown) => callOn(modelApi, path, body, auth);
      const askModel = async (question: string, chat: string) =>
        answerText(await post("/api/chatbot-v2", { question, thread_id: null, leads_id: chat }));
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
      expect(await askModel("where is my loan", chat)).toContain(
        `From your account: Personal loan ${reference}`,
      );
      // The endpoint down: the local engine answers.
      broken = true;
      expect(await askModel("what is a green loan", chat)).toContain("green loan");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
