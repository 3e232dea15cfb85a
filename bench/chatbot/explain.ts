// `npm exec -- node bench/chatbot/explain.ts "question" [en|hi]`: how the chatbot reads one question (the
// normalised text, the terms it searches for) and the passages it ranks, with their coverage and score.
// For tuning on the tune half: run it on a question the evaluation lists as a miss. `--unlearned`: with
// no question asked before learned, as the cross-validation (learn.ts --check) first answers it.
import { answerQuestion } from "@loansetu/api/chatbot/answer";
import { normaliseQuestion } from "@loansetu/api/chatbot/normalise";
import { createRetriever } from "@loansetu/api/chatbot/retrieve";
import { fileKnowledge } from "./knowledge.ts";

const unlearned = process.argv.includes("--unlearned");
const [question = "", lang = "en"] = process.argv.slice(2).filter((arg) => arg !== "--unlearned");
const locale = lang === "hi" ? "hi" : "en";
const filed = await fileKnowledge();
const knowledge = unlearned
  ? { ...filed, retriever: createRetriever(filed.content, filed.support.pages, {}) }
  : filed;
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
