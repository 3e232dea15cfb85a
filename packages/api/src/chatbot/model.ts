import type { ContentLocale } from "../content/schemas.ts";
import type { SearchHit } from "../content/search-index.ts";
import type { Config } from "../lib/config.ts";

/** Phrases an answer from retrieved passages. Retrieval stays the source of truth: it chooses the passages and links. */
export interface AnswerModel {
  name: string;
  phrase(input: { question: string; locale: ContentLocale; passages: SearchHit[] }): Promise<string>;
}

const SYSTEM: Record<ContentLocale, string> = {
  en: "You answer questions for a loan marketplace in India. Use only the passages given. Answer in two or three short sentences of plain text in English, without links or markup, citing the passage you used as [1] or [2]. Do not add figures that are not in the passages. If the passages do not answer the question, say so.",
  hi: "आप भारत के एक लोन मार्केटप्लेस के लिए सवालों के जवाब देते हैं। केवल दिए गए अंशों का उपयोग करें। दो-तीन छोटे वाक्यों में सादे हिंदी पाठ में जवाब दें, बिना लिंक या मार्कअप के, और जिस अंश से जवाब लिया उसे [1] या [2] लिखकर बताएँ। अंशों में न दिए गए आँकड़े न जोड़ें। अगर अंशों में जवाब नहीं है, तो यह बताएँ।",
};

/**
 * An OpenAI-compatible chat completions endpoint (`{CHATBOT_LLM_URL}/chat/completions`). Its answer is
 * used as plain text only; the caller escapes it and the widget sanitises it again.
 */
export function openAiModel(config: Config, fetchImpl: typeof fetch = fetch): AnswerModel {
  const base = (config.CHATBOT_LLM_URL ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("CHATBOT_LLM_URL must be set when CHATBOT_LLM=openai");
  return {
    name: "openai",
    async phrase({ question, locale, passages }) {
      const context = passages
        .map((p, i) => `[${i + 1}] ${p.title}${p.heading ? ` — ${p.heading}` : ""}\n${p.text.slice(0, 1500)}`)
        .join("\n\n");
      const response = await fetchImpl(`${base}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.CHATBOT_LLM_API_KEY ? { authorization: `Bearer ${config.CHATBOT_LLM_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          model: config.CHATBOT_LLM_MODEL,
          temperature: 0.2,
          max_tokens: 300,
          messages: [
            { role: "system", content: SYSTEM[locale] },
            { role: "user", content: `Passages:\n${context}\n\nQuestion: ${question}` },
          ],
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim()) throw new Error("model endpoint gave no answer");
      return content.trim().slice(0, 2000);
    },
  };
}

export function answerModelFor(config: Config): AnswerModel | null {
  return config.CHATBOT_LLM === "openai" ? openAiModel(config) : null;
}
