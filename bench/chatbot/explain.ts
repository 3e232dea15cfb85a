// `npm exec -- node bench/chatbot/explain.ts "question" [en|hi]`: how the chatbot reads one question (the
// normalised text, the terms it searches for) and the passages it ranks, with their coverage and score.
// For tuning on the tune half: run it on a question the evaluation lists as a miss.
import { answerQuestion } from "@loansetu/api/chatbot/answer";
import { normaliseQuestion } from "@loansetu/api/chatbot/normalise";
import { fileKnowledge } from "./knowledge.ts";

const [question = "", lang = "en"] = process.argv.slice(2);
const locale = lang === "hi" ? "hi" : "en";
const knowledge = await fileKnowledge();
const normalised = normaliseQuestion(question);
console.log(`normalised: ${normalised}`);
console.log(`terms: ${knowledge.retriever.questionTerms(normalised, locale).join(" ")}`);
for (const entry of knowledge.retriever.retrieve(normalised, locale, 8)) {
  console.log(
    `${entry.score.toFixed(2)}  cov ${entry.coverage.toFixed(2)}  title ${entry.titleCoverage.toFixed(2)}  learned ${entry.learned.toFixed(2)}  ${entry.passage.id}  ${entry.passage.heading || entry.passage.title}`,
  );
}
const reply = answerQuestion(knowledge, question, locale);
console.log(
  `reply: ${reply.kind}${reply.action ? ` ${reply.action}` : ""} ${reply.sources.map((s) => s.id).join(", ")}`,
);
