import { summarizeLoan } from "@loansetu/domain/emi";
import { z } from "zod";
import type { ContentLocale } from "../content/schemas.ts";
import { maskTranscript } from "./mask.ts";

// The optional language model, used safely: with an OpenAI-compatible endpoint configured
// (CHATBOT_LLM=openai-tools, CHATBOT_LLM_URL, CHATBOT_LLM_API_KEY, CHATBOT_LLM_MODEL), the model may plan
// and phrase an answer using only the tools given here — work out an EMI with the domain's function,
// search our knowledge, list the asker's own applications, open a support ticket — and nothing else. It
// never sees an OTP or a full PAN (the question is masked first), and its answer is kept only when it
// called a tool and every figure in it comes from a tool's result; otherwise the local engine's answer
// stands. The local engine stays the default.

export interface ToolSource {
  id: string;
  title: string;
  path: string;
}

export interface ToolImplementations {
  /** The best passages for a query, with their links (the local retriever). */
  searchKnowledge(query: string): { text: string; source: ToolSource }[];
  /** The asker's own applications as text (empty when not logged in: the tool says so). */
  myApplications(): Promise<string>;
  /** Opens a support ticket for the asker; answers its reference and promised date as text. */
  openTicket(): Promise<string>;
}

export interface ToolAnswer {
  text: string;
  sources: ToolSource[];
  /** The tools called, in order (for tests and logs). */
  calls: string[];
}

const TOOLS = [
  {
    type: "function",
    function: {
      name: "compute_emi",
      description: "The monthly EMI, total interest and total payment of a loan (reducing balance).",
      parameters: {
        type: "object",
        properties: {
          amount: { type: "number", description: "Loan amount in rupees" },
          annual_rate_percent: { type: "number" },
          months: { type: "integer" },
        },
        required: ["amount", "annual_rate_percent", "months"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "search_knowledge",
      description: "Search LoanSetu's guides, FAQs, legal pages and lender data; answers passages with ids.",
      parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    },
  },
  {
    type: "function",
    function: {
      name: "my_applications",
      description: "The logged-in customer's own loan applications: status and next step.",
      parameters: { type: "object", properties: {} },
    },
  },
  {
    type: "function",
    function: {
      name: "open_ticket",
      description:
        "Open a support ticket so a person from LoanSetu replies. Only when the customer asks for a person.",
      parameters: { type: "object", properties: {} },
    },
  },
] as const;

const emiArgs = z.object({
  amount: z.number().positive().max(100_000_000),
  annual_rate_percent: z.number().positive().max(60),
  months: z.number().int().min(1).max(480),
});
const searchArgs = z.object({ query: z.string().min(1).max(300) });

const SYSTEM: Record<ContentLocale, string> = {
  en: "You are LoanSetu's automated support assistant for loans in India. Answer only from the results of the tools you are given; call a tool before answering. Cite each passage you use by its id in square brackets, like [faq:en:pl-5]. Never state a figure that is not in a tool result. Answer in English, in at most four short sentences of plain text.",
  hi: "आप भारत में लोन के लिए LoanSetu के स्वचालित सहायक हैं। केवल दिए गए टूल के नतीजों से जवाब दें; जवाब से पहले कोई टूल इस्तेमाल करें। जिस अंश का उपयोग करें, उसकी आईडी वर्गाकार कोष्ठक में लिखें, जैसे [faq:hi:pl-5]। कोई ऐसा आँकड़ा न लिखें जो टूल के नतीजे में न हो। हिंदी में, अधिकतम चार छोटे वाक्यों में, सादे पाठ में जवाब दें।",
};

type Message =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };
interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, "")).filter((n) => n.length > 0);

/**
 * One answer planned by the model with our tools, or null when it cannot be trusted (no tool called, a
 * figure not from a tool, an unknown tool, an endpoint failure): the caller then keeps the local answer.
 */
export async function answerWithTools(
  endpoint: { url: string; apiKey?: string | undefined; model: string },
  input: { question: string; locale: ContentLocale; tools: ToolImplementations },
  fetchImpl: typeof fetch = fetch,
): Promise<ToolAnswer | null> {
  const base = endpoint.url.replace(/\/+$/, "");
  const messages: Message[] = [
    { role: "system", content: SYSTEM[input.locale] },
    // The model never sees an OTP, a full PAN or a card number the customer typed.
    { role: "user", content: maskTranscript(input.question) },
  ];
  const calls: string[] = [];
  const results: string[] = [];
  const sources = new Map<string, ToolSource>();
  for (let round = 0; round < 4; round++) {
    const response = await fetchImpl(`${base}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.1,
        max_tokens: 400,
        messages,
        tools: TOOLS,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as {
      choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
    };
    const message = body.choices?.[0]?.message;
    if (!message) return null;
    if (message.tool_calls?.length) {
      messages.push({ role: "assistant", content: message.content ?? null, tool_calls: message.tool_calls });
      for (const call of message.tool_calls) {
        const result = await runTool(call, input.tools, sources);
        if (result === null) return null;
        calls.push(call.function.name);
        results.push(result);
        messages.push({ role: "tool", tool_call_id: call.id, content: result });
      }
      continue;
    }
    const text = typeof message.content === "string" ? message.content.trim().slice(0, 2000) : "";
    if (!text || calls.length === 0) return null;
    // Every figure of the answer must be one a tool gave (a citation's digits are part of its id).
    const known = new Set(results.flatMap(numbersIn));
    const withoutCitations = text.replace(/\[[^\]]+\]/g, "");
    if (numbersIn(withoutCitations).some((figure) => !known.has(figure))) return null;
    const cited = [...text.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] as string);
    const citedSources = cited.flatMap((id) => (sources.has(id) ? [sources.get(id) as ToolSource] : []));
    return {
      text: withoutCitations
        .replace(/\s+([.,;:!?।])/g, "$1")
        .replace(/\s{2,}/g, " ")
        .trim(),
      sources: [...new Map(citedSources.map((source) => [source.path, source])).values()],
      calls,
    };
  }
  return null;
}

async function runTool(
  call: ToolCall,
  tools: ToolImplementations,
  sources: Map<string, ToolSource>,
): Promise<string | null> {
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments || "{}");
  } catch {
    return null;
  }
  switch (call.function.name) {
    case "compute_emi": {
      const parsed = emiArgs.safeParse(args);
      if (!parsed.success) return null;
      const loan = summarizeLoan({
        principal: parsed.data.amount,
        annualRatePercent: parsed.data.annual_rate_percent,
        months: parsed.data.months,
      });
      return JSON.stringify({
        emi: loan.emi,
        totalInterest: loan.totalInterest,
        totalPayment: loan.totalPayment,
      });
    }
    case "search_knowledge": {
      const parsed = searchArgs.safeParse(args);
      if (!parsed.success) return null;
      const found = tools.searchKnowledge(parsed.data.query);
      for (const hit of found) sources.set(hit.source.id, hit.source);
      return JSON.stringify(found.map((hit) => ({ id: hit.source.id, text: hit.text.slice(0, 1500) })));
    }
    case "my_applications":
      return tools.myApplications();
    case "open_ticket":
      return tools.openTicket();
    default:
      return null;
  }
}
