import { createServer, type Server } from "node:http";
import { summarizeLoan } from "@loansetu/domain/emi";
import { afterEach, describe, expect, it } from "vitest";
import { answerWithTools, type ToolImplementations } from "../src/support/tool-model.ts";

// Contract test of the optional tool-using model against a local fake of the OpenAI chat completions API:
// the fake plans with tool calls the way the documented API returns them (`tool_calls` with JSON
// `arguments`), then answers. What we send it, what our tools answer and what we keep are checked.

type Request = {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
};

function fakeEndpoint(script: (request: Request, turn: number) => unknown) {
  const requests: Request[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as Request;
      requests.push(body);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: script(body, requests.length - 1) }] }));
    });
  });
  return {
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/v1`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const call = (id: string, name: string, args: unknown) => ({
  id,
  type: "function",
  function: { name, arguments: JSON.stringify(args) },
});

const tools = (opened: string[] = []): ToolImplementations => ({
  searchKnowledge: () => [
    {
      text: "Usually: PAN card, Aadhaar, last 3 months' salary slips and 6 months' bank statements.",
      source: {
        id: "faq:en:pl-5",
        title: "What documents do I need for a personal loan?",
        path: "/resources/faq/personal-loan#faq-pl-5",
      },
    },
  ],
  myApplications: async () => "Personal loan LS2611000001: In progress. Next stage: Documents.",
  openTicket: async () => {
    opened.push("ticket");
    return "Ticket ST12345678 is open; a person will reply by 30 Nov 2026.";
  },
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe("the optional tool-using model", () => {
  it("plans with our tools, never sees the OTP or PAN, and keeps an answer whose figures come from the tools", async () => {
    const emi = summarizeLoan({ principal: 500_000, annualRatePercent: 11, months: 36 }).emi;
    const fake = fakeEndpoint((request, turn) => {
      if (turn === 0)
        return {
          role: "assistant",
          content: null,
          tool_calls: [
            call("a", "compute_emi", { amount: 500000, annual_rate_percent: 11, months: 36 }),
            call("b", "search_knowledge", { query: "personal loan documents" }),
          ],
        };
      const emiResult = JSON.parse(request.messages.find((m) => m.tool_call_id === "a")?.content ?? "{}");
      return {
        role: "assistant",
        content: `The EMI is ₹${emiResult.emi}. You need PAN, Aadhaar, 3 months' salary slips and 6 months' bank statements [faq:en:pl-5].`,
      };
    });
    stop = fake.stop;
    const url = await fake.start();
    const answer = await answerWithTools(
      { url, apiKey: "k", model: "m" },
      {
        question: "my otp is 4821 and pan ABCDE1234F. emi for 5 lakh at 11% for 3 years, and documents?",
        locale: "en",
        tools: tools(),
      },
    );
    expect(answer).not.toBeNull();
    expect(answer!.calls).toEqual(["compute_emi", "search_knowledge"]);
    expect(answer!.text).toContain(`₹${emi}`);
    expect(answer!.text).not.toContain("[faq:en:pl-5]");
    expect(answer!.sources.map((s) => s.id)).toEqual(["faq:en:pl-5"]);
    const sent = JSON.stringify(fake.requests);
    expect(sent).not.toMatch(/4821|ABCDE1234F/);
    expect(fake.requests[0]!.tools.map((t) => t.function.name)).toEqual([
      "compute_emi",
      "search_knowledge",
      "my_applications",
      "open_ticket",
    ]);
  });

  it("drops an answer with a figure no tool gave, one without a tool, and an unknown tool", async () => {
    for (const script of [
      (_: Request, turn: number) =>
        turn === 0
          ? { role: "assistant", content: null, tool_calls: [call("a", "my_applications", {})] }
          : { role: "assistant", content: "Your loan of ₹7,00,000 is in progress." },
      () => ({ role: "assistant", content: "The EMI is about ₹10,000." }),
      () => ({ role: "assistant", content: null, tool_calls: [call("a", "transfer_money", { to: "x" })] }),
      () => ({ role: "assistant", content: null, tool_calls: [call("a", "compute_emi", { amount: -1 })] }),
    ]) {
      const fake = fakeEndpoint(script);
      stop = fake.stop;
      const url = await fake.start();
      expect(
        await answerWithTools(
          { url, model: "m" },
          { question: "status of my loan", locale: "en", tools: tools() },
        ),
      ).toBeNull();
      await fake.stop();
      stop = null;
    }
  });

  it("opens a ticket only through the tool, and says so from its result", async () => {
    const opened: string[] = [];
    const fake = fakeEndpoint((_request, turn) =>
      turn === 0
        ? { role: "assistant", content: null, tool_calls: [call("t", "open_ticket", {})] }
        : { role: "assistant", content: "Ticket ST12345678 is open; a person will reply by 30 Nov 2026." },
    );
    stop = fake.stop;
    const url = await fake.start();
    const answer = await answerWithTools(
      { url, model: "m" },
      { question: "I want to talk to a person", locale: "en", tools: tools(opened) },
    );
    expect(opened).toEqual(["ticket"]);
    expect(answer?.text).toContain("ST12345678");
  });
});
