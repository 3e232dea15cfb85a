import { beforeAll, describe, expect, it } from "vitest";
import { FRESH_QUESTIONS } from "../../../bench/chatbot/fresh-questions.ts";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { PEOPLE_QUESTIONS } from "../../../bench/chatbot/people-questions.ts";
import { QUESTIONS } from "../../../bench/chatbot/questions.ts";
import { THIRD_QUESTIONS } from "../../../bench/chatbot/third-questions.ts";
import { answerQuestion, type Knowledge } from "../src/chatbot/answer.ts";
import { normaliseQuestion } from "../src/chatbot/normalise.ts";
import { createRetriever, type LearnedPhrasings } from "../src/chatbot/retrieve.ts";

// Learning from questions people asked before (learned-phrasings.ts, written by bench/chatbot/learn.ts):
// a new question worded like one of them, though not the same, reaches what answered it. Every question
// asked here is in no evaluation set (checked below), so these are phrasings nobody has tried yet.

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await fileKnowledge();
});
/** The knowledge with only these questions learned (none: `{}`). */
const taught = (learned: LearnedPhrasings): Knowledge => ({
  ...knowledge,
  retriever: createRetriever(knowledge.content, knowledge.support.pages, learned),
});
const first = (k: Knowledge, question: string, locale: "en" | "hi" = "en") =>
  answerQuestion(k, question, locale).sources[0]?.id ?? "";

const ASKED = new Set(
  [...QUESTIONS, ...PEOPLE_QUESTIONS, ...FRESH_QUESTIONS, ...THIRD_QUESTIONS].map((q) => q.q.toLowerCase()),
);
const unseen = (question: string) => {
  expect(ASKED.has(question.toLowerCase())).toBe(false);
  return question;
};

describe("questions learned from people who asked before", () => {
  it("lifts the passage that answered a question much like a new one, over the passage's own words", () => {
    const question = unseen("chai stall owner here, business loan milega?");
    // Alone, the engine reads only "business loan" in it, and the guide's MSME section wins.
    expect(first(taught({}), question)).not.toBe("faq:en:bl-1");
    const k = taught({ en: { "faq:en:bl-1": ["can a chai stall owner get a business loan"] } });
    expect(first(k, question)).toBe("faq:en:bl-1");
    const best = k.retriever.retrieve(normaliseQuestion(question), "en", 1)[0];
    expect(best?.passage.id).toBe("faq:en:bl-1");
    expect(best?.learned).toBeGreaterThan(0.6);
  });

  it("does not lift a passage for a question that is only a little like one asked before", () => {
    const k = taught({ en: { "faq:en:bl-1": ["can a chai stall owner get a business loan"] } });
    const ranked = k.retriever.retrieve(normaliseQuestion(unseen("business loan interest rate")), "en", 40);
    expect(ranked.find((entry) => entry.passage.id === "faq:en:bl-1")?.learned ?? 0).toBe(0);
  });

  it("does not take a question asking what something is for one asking about a side of it", () => {
    const k = taught({ en: { "faq:en:rf-8": ["steps to refinance my car"] } });
    const question = unseen("what is refinance of a car");
    expect(first(k, question)).toBe("faq:en:rf-1");
    const ranked = k.retriever.retrieve(normaliseQuestion(question), "en", 40);
    expect(ranked.find((entry) => entry.passage.id === "faq:en:rf-8")?.learned ?? 0).toBe(0);
  });

  it("skips a learned question about a passage the content no longer has", () => {
    const k = taught({ en: { "faq:en:no-such-faq": ["can a chai stall owner get a business loan"] } });
    expect(k.retriever.asked("chai stall owner business loan", "en")).toBeUndefined();
    expect(first(k, "chai stall owner here, business loan milega?")).not.toBe("faq:en:no-such-faq");
  });

  it("answers new wordings of learned questions from the generated file, in English, Hinglish and Hindi", () => {
    expect(first(knowledge, unseen("how do i get the total interest from my emi"))).toBe("faq:en:calc-4");
    expect(first(taught({}), "how do i get the total interest from my emi")).not.toBe("faq:en:calc-4");
    expect(first(knowledge, unseen("bank ki emi aur calculator ki emi alag kyu hai"))).toBe("faq:en:calc-3");
    expect(first(knowledge, unseen("RBI के लाइसेंस वाले क्रेडिट ब्यूरो कौन कौन से हैं"), "hi")).toMatch(
      /^page:hi:certified-cic/,
    );
  });

  it("takes a request worded like one made before when nothing else answers it, and no more", () => {
    const question = unseen("whatsapp pe message mat bhejiye");
    expect(answerQuestion(taught({}), question, "en").kind).toBe("refusal");
    expect(answerQuestion(knowledge, question, "en").action).toBe("withdraw-consent");
    expect(answerQuestion(knowledge, unseen("aapke saath kaun se bank jude hue hai"), "en").action).toBe(
      "partners",
    );
    // Questions we cannot answer stay honest "I don't know"s.
    for (const other of [
      "what is the share price of hdfc bank",
      "how do i invest in mutual funds for my daughter",
    ])
      expect(answerQuestion(knowledge, unseen(other), "en").kind).toBe("unknown");
  });
});
