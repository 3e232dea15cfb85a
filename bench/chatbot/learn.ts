// `npx node bench/chatbot/learn.ts`: writes packages/api/src/chatbot/learned-phrasings.ts, the questions
// of the question sets whose right answer is a passage of our content or a service request, by that
// passage or request and by language. The chatbot's retrieval lifts the passage that answered questions
// much like a new one (retrieve.ts, `nearestAsked`): people's questions resemble each other more than
// the text that answers them; and a question nothing else answers that is much like a service request
// made before is taken as that request (answer.ts, `learnedAction`).
//
// Learned from: the curated set (questions.ts), the people's set and the fresh set (both halves), and
// the TUNE HALVES ONLY of the third to sixth sets, whose held-out halves stay the honest measure
// of questions nobody has seen. A question of a thread (a follow-up) is left out: it means something only with its thread.
// A question goes to the passage the engine (without anything learned) ranks first among those the
// question's expectation accepts, else to the first passage of the first source it names.
//
// `--check`: no file is written; instead a cross-validation, each learnable set split into five folds
// by a hash of the question, each fold answered with only the other folds learned, beside the same
// questions answered with nothing learned. `--check-misses` lists the cross-validated misses too (the
// third to sixth sets' tune halves only, like every set learned from).
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { answerQuestion, type Knowledge, type Reply } from "@loansetu/api/chatbot/answer";
import { normaliseQuestion } from "@loansetu/api/chatbot/normalise";
import { createRetriever, type LearnedPhrasings } from "@loansetu/api/chatbot/retrieve";
import type { ContentLocale } from "@loansetu/api/content/schemas";
import { FIFTH_QUESTIONS } from "./fifth-questions.ts";
import { FOURTH_QUESTIONS } from "./fourth-questions.ts";
import { FRESH_QUESTIONS } from "./fresh-questions.ts";
import { judge, judgePeople } from "./judge.ts";
import { fileKnowledge } from "./knowledge.ts";
import { PEOPLE_QUESTIONS, type PeopleExpectation } from "./people-questions.ts";
import { type Expectation, QUESTIONS } from "./questions.ts";
import { SIXTH_QUESTIONS } from "./sixth-questions.ts";
import { THIRD_QUESTIONS } from "./third-questions.ts";

const OUT = new URL("../../packages/api/src/chatbot/learned-phrasings.ts", import.meta.url);

interface Labelled {
  set: string;
  q: string;
  lang: ContentLocale;
  thread?: string[];
  expect: Expectation | PeopleExpectation;
  /** Right or not, for a reply. */
  judge: (reply: Reply, knowledge: Knowledge) => boolean;
}

// The third to sixth sets' held-out halves are never read here: only their tune halves are learned from.
const LABELLED: Labelled[] = [
  ...QUESTIONS.map((question) => ({
    set: "curated",
    q: question.q,
    lang: question.lang,
    ...(question.thread ? { thread: question.thread } : {}),
    expect: question.expect,
    judge: (reply: Reply) => judge(question, reply),
  })),
  ...(
    [
      ["people", PEOPLE_QUESTIONS],
      ["fresh", FRESH_QUESTIONS],
      ["third (tune half)", THIRD_QUESTIONS.filter((question) => question.set === "tune")],
      ["fourth (tune half)", FOURTH_QUESTIONS.filter((question) => question.set === "tune")],
      ["fifth (tune half)", FIFTH_QUESTIONS.filter((question) => question.set === "tune")],
      ["sixth (tune half)", SIXTH_QUESTIONS.filter((question) => question.set === "tune")],
    ] as const
  ).flatMap(([set, questions]) =>
    questions.map((question) => ({
      set,
      q: question.q,
      lang: question.lang,
      ...(question.thread ? { thread: question.thread } : {}),
      expect: question.expect,
      judge: (reply: Reply, knowledge: Knowledge) => judgePeople(question.expect, reply, knowledge.reference),
    })),
  ),
];

const knowledge = await fileKnowledge();
const withLearned = (learned: LearnedPhrasings): Knowledge => ({
  ...knowledge,
  retriever: createRetriever(knowledge.content, knowledge.support.pages, learned),
});
const unlearned = withLearned({});

const accepts = (sources: readonly string[], id: string) =>
  sources.some((source) => id === source || id.startsWith(`${source}:`));

/**
 * What a labelled question is a phrasing of: a passage, or a service request ("action:…"; the curated
 * set's questions about one's own application are the status request); or nothing (a rate table, a
 * figure, a refusal, a thread's follow-up). Questions we rightly cannot answer are not learned: tried as
 * phrasings of "I don't know", they changed no reply in the cross-validation.
 */
function target(question: Labelled): string | undefined {
  if (question.thread) return undefined;
  if ("action" in question.expect) return `action:${question.expect.action}`;
  if ("account" in question.expect) return "action:status";
  if (!("source" in question.expect)) return undefined;
  const sources = question.expect.source;
  const ranked = unlearned.retriever.retrieve(normaliseQuestion(question.q), question.lang, 40);
  const first = ranked.find((entry) => accepts(sources, entry.passage.id));
  if (first) return first.passage.id;
  const ids = unlearned.retriever.passageIds(question.lang);
  for (const source of sources) {
    const id = ids.find((candidate) => accepts([source], candidate));
    if (id) return id;
  }
  return undefined;
}

const targets = new Map(LABELLED.map((question) => [question, target(question)]));

function phrasings(questions: readonly Labelled[]): Record<ContentLocale, Record<string, string[]>> {
  const learned: Record<ContentLocale, Record<string, string[]>> = { en: {}, hi: {} };
  for (const question of questions) {
    const id = targets.get(question);
    if (!id) continue;
    const list = learned[question.lang][id] ?? [];
    if (!list.includes(question.q)) list.push(question.q);
    learned[question.lang][id] = list;
  }
  for (const locale of ["en", "hi"] as const) {
    learned[locale] = Object.fromEntries(
      Object.entries(learned[locale]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  return learned;
}

/** A stable fold of five (FNV-1a of the text): the same question always falls in the same fold. */
function fold(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return Math.floor(hash / 7) % 5;
}

const kind = (expect: Expectation | PeopleExpectation) =>
  "source" in expect || "action" in expect || "both" in expect
    ? "answer"
    : "unknown" in expect || "refusal" in expect || "account" in expect
      ? "honest"
      : "computed";

if (process.argv.some((arg) => arg.startsWith("--check"))) {
  const learnedOk = new Map<Labelled, boolean>();
  const learnedReply = new Map<Labelled, Reply>();
  for (let f = 0; f < 5; f++) {
    const folded = withLearned(phrasings(LABELLED.filter((question) => fold(question.q) !== f)));
    for (const question of LABELLED.filter((q) => fold(q.q) === f)) {
      const reply = answerQuestion(folded, question.q, question.lang, question.thread ?? []);
      learnedOk.set(question, question.judge(reply, folded));
      learnedReply.set(question, reply);
    }
  }
  const plainOk = new Map(
    LABELLED.map((question) => [
      question,
      question.judge(answerQuestion(unlearned, question.q, question.lang, question.thread ?? []), unlearned),
    ]),
  );
  const cell = (questions: Labelled[], ok: Map<Labelled, boolean>) => {
    const right = questions.filter((question) => ok.get(question)).length;
    return questions.length
      ? `${((100 * right) / questions.length).toFixed(1)} % (${right}/${questions.length})`
      : "–";
  };
  console.log(
    `cross-validated, 5 folds: ${[...targets.values()].filter(Boolean).length} of ${LABELLED.length} questions are phrasings of a passage or a service request`,
  );
  console.log(`${"set".padEnd(28)}${"nothing learned".padEnd(22)}other folds learned`);
  for (const set of [...new Set(LABELLED.map((question) => question.set))]) {
    for (const group of ["answer", "computed", "honest", "all"]) {
      const questions = LABELLED.filter(
        (question) => question.set === set && (group === "all" || kind(question.expect) === group),
      );
      console.log(
        `${`${set}: ${group}`.padEnd(28)}${cell(questions, plainOk).padEnd(22)}${cell(questions, learnedOk)}`,
      );
    }
  }
  if (process.argv.includes("--check-misses")) {
    for (const question of LABELLED) {
      const was = plainOk.get(question);
      const now = learnedOk.get(question);
      if (now && was) continue;
      const reply = learnedReply.get(question) as Reply;
      console.log(
        `${now ? "+" : was ? "−" : "✗"} [${question.set}] ${question.q} → ${reply.kind}${reply.action ? ` ${reply.action}` : ""} ${reply.sources.map((source) => source.id).join(", ")}  (want ${JSON.stringify(question.expect)})`,
      );
    }
  }
} else {
  const learned = phrasings(LABELLED);
  const lists = Object.values(learned).flatMap((byTarget) => Object.entries(byTarget));
  const text = `// Generated by bench/chatbot/learn.ts from the labelled questions of bench/chatbot/ (the curated
// set, the people's and fresh sets, and the tune halves of the third to sixth sets) whose right answer is a passage
// or a service request: do not edit, run \`npx node bench/chatbot/learn.ts\` again. The questions, by
// language and by what answered them: a passage's id, or "action:" and the request (read by retrieve.ts).
export const LEARNED_PHRASINGS: Record<string, Record<string, string[]>> = ${JSON.stringify(learned, null, 2)};
`;
  const path = fileURLToPath(OUT);
  await writeFile(path, text);
  execFileSync("npx", ["biome", "format", "--write", path], { stdio: "ignore" });
  console.log(
    `${lists.reduce((n, [, list]) => n + list.length, 0)} questions learned, of ${lists.filter(([id]) => !id.startsWith("action:")).length} passages and ${lists.filter(([id]) => id.startsWith("action:")).length} service requests (both languages): ${path.replace(/.*\/(packages\/)/, "$1")}`,
  );
}
