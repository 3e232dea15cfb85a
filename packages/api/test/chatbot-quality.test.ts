import { describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { answerQuestion } from "../src/chatbot/answer.ts";
import { questionLocale } from "../src/chatbot/compose.ts";

/**
 * Answer quality of the sandbox answerer: paraphrased questions written from the FAQs and
 * articles, in English and Hindi. An answer counts when one of its links goes to an expected FAQ or article.
 */
export const QUALITY_SET: { question: string; expect: string[] }[] = [
  { question: "Am I eligible to take a personal loan?", expect: ["faq-pl-1", "personal-loan-eligibility"] },
  {
    question: "Which papers must I submit for a personal loan?",
    expect: ["faq-pl-5", "loan-documents-checklist"],
  },
  {
    question: "Minimum credit score required for personal loan",
    expect: ["faq-pl-3", "personal-loan-eligibility"],
  },
  { question: "I never had a credit card or loan, can I still get a personal loan?", expect: ["faq-pl-4"] },
  { question: "Can my small business borrow without giving collateral?", expect: ["faq-bl-4"] },
  { question: "Tell me about Mudra loans", expect: ["faq-bl-5", "business-loan-small-business-udyam"] },
  {
    question: "Is Udyam registration needed and is there a fee?",
    expect: ["faq-bl-2", "business-loan-small-business-udyam"],
  },
  {
    question: "How is my EMI worked out by the calculator?",
    expect: ["faq-calc-1", "how-emi-is-calculated"],
  },
  { question: "Are processing fees part of the EMI shown?", expect: ["faq-calc-2", "processing-fee-gst"] },
  { question: "What counts as a good credit score?", expect: ["faq-cs-2", "credit-score-basics"] },
  { question: "Does checking my own score reduce it?", expect: ["faq-cs-3", "soft-vs-hard-credit-enquiry"] },
  { question: "What does NH or NA mean in my credit report?", expect: ["faq-cs-5", "credit-score-basics"] },
  { question: "Ways to improve my credit score", expect: ["faq-cs-6", "how-to-improve-credit-score"] },
  { question: "What exactly is a green loan?", expect: ["faq-gl-1", "ev-loan-green-finance"] },
  {
    question: "Do electric vehicles get lower interest rates?",
    expect: ["faq-gl-4", "ev-loan-green-finance"],
  },
  {
    question: "Does a new car loan cover the on-road price?",
    expect: ["faq-nc-2", "new-car-loan-on-road-price"],
  },
  { question: "Fixed or floating rate for my car loan, which is better?", expect: ["faq-nc-5"] },
  { question: "How much money can I raise against my car?", expect: ["faq-rf-3", "loan-against-car"] },
  { question: "Can a student in college get a bike loan?", expect: ["faq-tw-2", "two-wheeler-loan-guide"] },
  {
    question: "Is a driving licence required for a two-wheeler loan?",
    expect: ["faq-tw-5", "two-wheeler-loan-guide"],
  },
  { question: "How old can a used car be for a loan?", expect: ["faq-uc-3", "used-car-loan-guide"] },
  {
    question: "How much can I borrow to buy a second-hand car?",
    expect: ["faq-uc-2", "used-car-loan-guide"],
  },
  {
    question: "What is the difference between APR and interest rate?",
    expect: ["apr-vs-interest-rate-key-fact-statement"],
  },
  { question: "How can I spot a fake loan app?", expect: ["spot-loan-app-fraud", "digital-lending-rights"] },
  { question: "पर्सनल लोन लेने के लिए कौन योग्य है?", expect: ["faq-pl-1", "personal-loan-eligibility"] },
  { question: "पर्सनल लोन में कौन से दस्तावेज़ लगते हैं?", expect: ["faq-pl-5", "loan-documents-checklist"] },
  { question: "पर्सनल लोन पर ब्याज दर कितनी होगी?", expect: ["faq-pl-7"] },
  { question: "पर्सनल लोन पर कौन सी फीस देनी पड़ती है?", expect: ["faq-pl-8", "processing-fee-gst"] },
  { question: "पुरानी कार के लिए कितना लोन मिलेगा?", expect: ["faq-uc-2", "used-car-loan-guide"] },
  { question: "क्रेडिट स्कोर क्या होता है?", expect: ["faq-cs-1", "credit-score-basics"] },
  { question: "अपना क्रेडिट स्कोर कैसे सुधारें?", expect: ["faq-cs-6", "how-to-improve-credit-score"] },
  { question: "ईएमआई की गणना कैसे होती है?", expect: ["faq-calc-1", "how-emi-is-calculated"] },
];

describe("chatbot answer quality", () => {
  it("links the right FAQ or article for at least 80 % of 30+ paraphrased questions", async () => {
    const knowledge = await fileKnowledge();
    const misses: string[] = [];
    for (const { question, expect: targets } of QUALITY_SET) {
      const locale = questionLocale(question);
      const answer = answerQuestion(knowledge, question, locale);
      const hit = answer.sources.some((s) => targets.some((t) => s.path.includes(t)));
      if (!hit) misses.push(`${question} → ${answer.sources.map((s) => s.path).join(", ") || "(no answer)"}`);
    }
    const share = (QUALITY_SET.length - misses.length) / QUALITY_SET.length;
    console.info(
      `chatbot answer quality: ${QUALITY_SET.length - misses.length}/${QUALITY_SET.length} (${Math.round(share * 100)} %)`,
    );
    if (misses.length) console.info(`misses:\n${misses.join("\n")}`);
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(30);
    // The current answerer (the first composer reached 80 %); these questions were not used to tune it.
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it("says so and offers the contact page when nothing matches", async () => {
    const knowledge = await fileKnowledge();
    const answer = answerQuestion(knowledge, "Who won the cricket world cup yesterday?", "en");
    expect(answer.found).toBe(false);
    expect(answer.sources.map((s) => s.path)).toEqual(["/contact"]);
  });
});
