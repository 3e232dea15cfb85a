// `npm run eval:chatbot`: the chatbot's answers to the question set (bench/chatbot/questions.ts), scored.
// Prints, for the tune and holdout halves and in all: top-1 source accuracy, computed-answer accuracy,
// honest answers (don't know / refusal / dashboard) where expected, don't-know precision, and the median
// and p95 time to compose an answer (before streaming starts). `--misses` lists each wrong answer of the tune half (`--misses=all`: both halves);
// `--slow` lists the slowest; `--baseline` scores the first answerer (MiniSearch passages ranked by word coverage) instead.
// Then the people's set (bench/chatbot/people-questions.ts; `--people-misses`, `--people-misses=all`) and the
// fresh set (bench/chatbot/fresh-questions.ts; `--fresh-misses`, `--fresh-misses=all`: both halves were tuned
// on once the third set existed), the third set (bench/chatbot/third-questions.ts; `--third-misses`, its
// tune half's misses only, never the held-out half's) and the fourth set (bench/chatbot/fourth-questions.ts,
// written blind to the engine after the third set's tune half was tuned on; `--fourth-misses`, its tune
// half's misses only) and the fifth set (bench/chatbot/fifth-questions.ts, written blind after the fourth
// set's tune half was tuned on; `--fifth-misses`, its tune half's misses only) and the sixth set
// (bench/chatbot/sixth-questions.ts, written blind after the fifth set's tune half was tuned on;
// `--sixth-misses`, its tune half's misses only), each by half, in all and by category.
// The chatbot learns from every question here but the held-out halves of the third to sixth sets
// (bench/chatbot/learn.ts): only their figures say how it answers questions it has not seen; `learn.ts
// --check` cross-validates the rest.
import { performance } from "node:perf_hooks";
import { answerQuestion, type Reply } from "@loansetu/api/chatbot/answer";
import { composeAnswer } from "@loansetu/api/chatbot/compose";
import { FIFTH_QUESTIONS } from "./fifth-questions.ts";
import { FOURTH_QUESTIONS } from "./fourth-questions.ts";
import { FRESH_QUESTIONS } from "./fresh-questions.ts";
import { judge, judgePeople } from "./judge.ts";
import { fileKnowledge } from "./knowledge.ts";
import { PEOPLE_QUESTIONS, type PeopleExpectation, type PeopleQuestion } from "./people-questions.ts";
import { type EvalQuestion, QUESTIONS } from "./questions.ts";
import { SIXTH_QUESTIONS } from "./sixth-questions.ts";
import { THIRD_QUESTIONS } from "./third-questions.ts";

type Result = { question: EvalQuestion; reply: Reply; ms: number; firstMs: number; ok: boolean };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const share = (results: { ok: boolean }[]) =>
  results.length
    ? `${((100 * results.filter((r) => r.ok).length) / results.length).toFixed(1)} % (${results.filter((r) => r.ok).length}/${results.length})`
    : "–";

const knowledge = await fileKnowledge();
// Build the indexes and warm the code before timing (questions not in the set): the server builds its
// indexes once per process, at the first question of each language (about a second).
for (const [question, locale] of [
  ["What fees are charged on a car refinance?", "en"],
  ["EMI for 4 lakh at 10% for 2 years", "en"],
  ["बिज़नेस लोन के लिए कौन से दस्तावेज़ चाहिए?", "hi"],
  ["4 लाख 10% 2 साल EMI", "hi"],
] as const) {
  answerQuestion(knowledge, question, locale);
}

const baseline = process.argv.includes("--baseline");
function baselineReply(question: EvalQuestion): Reply {
  const composed = composeAnswer(
    question.q,
    knowledge.content.search(question.q, question.lang, 6),
    question.lang,
  );
  return {
    kind: composed.found ? "source" : "unknown",
    blocks: [],
    sources: composed.sources,
    passages: [],
    found: composed.found,
  };
}

// Each question is answered RUNS times and its time is the median run: the machine is shared, and one
// garbage collection or a neighbour's build would otherwise decide the p95.
const RUNS = 5;
const results: Result[] = [];
for (const question of QUESTIONS) {
  const times: number[] = [];
  let reply: Reply | undefined;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    reply = baseline
      ? baselineReply(question)
      : answerQuestion(knowledge, question.q, question.lang, question.thread ?? []);
    times.push(performance.now() - start);
  }
  results.push({
    question,
    reply: reply!,
    ms: percentile(times, 50),
    firstMs: times[0]!,
    ok: judge(question, reply!),
  });
}

function report(label: string, subset: Result[]) {
  const source = subset.filter((r) => "source" in r.question.expect);
  const computed = subset.filter((r) => "computed" in r.question.expect);
  const honest = subset.filter((r) => ["unknown", "refusal", "account"].some((k) => k in r.question.expect));
  const saidUnknown = subset.filter((r) => r.reply.kind === "unknown");
  const rightUnknown = saidUnknown.filter((r) => "unknown" in r.question.expect);
  const times = subset.map((r) => r.ms);
  console.log(
    `${label.padEnd(8)} top-1 ${share(source)} · computed ${share(computed)} · honest ${share(honest)} · ` +
      `don't-know precision ${saidUnknown.length ? `${((100 * rightUnknown.length) / saidUnknown.length).toFixed(1)} % (${rightUnknown.length}/${saidUnknown.length})` : "–"} · ` +
      `median ${percentile(times, 50).toFixed(2)} ms · p95 ${percentile(times, 95).toFixed(2)} ms ` +
      `(first asking: p95 ${percentile(
        subset.map((r) => r.firstMs),
        95,
      ).toFixed(2)} ms)`,
  );
}

console.log(
  `chatbot eval${baseline ? " (baseline: the first answerer)" : ""}: ${QUESTIONS.length} questions (${QUESTIONS.filter((q) => q.lang === "hi").length} in Hindi)`,
);
report(
  "tune",
  results.filter((r) => r.question.set === "tune"),
);
report(
  "holdout",
  results.filter((r) => r.question.set === "holdout"),
);
report("all", results);
// Tuning looks at the tune half only; `--misses=all` shows the holdout's misses too (after tuning).
const misses = process.argv.find((arg) => arg.startsWith("--misses"));
if (misses) {
  for (const r of results.filter((x) => !x.ok && (misses === "--misses=all" || x.question.set === "tune"))) {
    console.log(
      `✗ [${r.question.set}] ${r.question.q} → ${r.reply.kind} ${r.reply.computed ? JSON.stringify(r.reply.computed) : ""} ${r.reply.sources.map((s) => s.id).join(", ")}  (want ${JSON.stringify(r.question.expect)})`,
    );
  }
}
if (process.argv.includes("--slow")) {
  for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(`${r.ms.toFixed(2)} ms  ${r.question.q}`);
}

type PeopleResult = { question: PeopleQuestion; reply: Reply; ms: number; ok: boolean };
function answerPeople(questions: PeopleQuestion[]): PeopleResult[] {
  const answered: PeopleResult[] = [];
  for (const question of questions) {
    const times: number[] = [];
    let reply: Reply | undefined;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      reply = baseline
        ? baselineReply({ q: question.q, lang: question.lang, expect: { unknown: true }, set: question.set })
        : answerQuestion(knowledge, question.q, question.lang, question.thread ?? []);
      times.push(performance.now() - start);
    }
    answered.push({
      question,
      reply: reply!,
      ms: percentile(times, 50),
      ok: judgePeople(question.expect, reply!, knowledge.reference),
    });
  }
  return answered;
}

const group = (expect: PeopleExpectation) =>
  "emi" in expect || "band" in expect || "ask" in expect
    ? "computed"
    : "unknown" in expect || "refusal" in expect
      ? "honest"
      : "answer";
function peopleReport(label: string, subset: PeopleResult[]) {
  const of = (name: string) => subset.filter((r) => group(r.question.expect) === name);
  const saidUnknown = subset.filter((r) => r.reply.kind === "unknown");
  const rightUnknown = saidUnknown.filter((r) => "unknown" in r.question.expect);
  console.log(
    `${label.padEnd(8)} answer/action ${share(of("answer"))} · computed ${share(of("computed"))} · ` +
      `honest ${share(of("honest"))} · all ${share(subset)} · ` +
      `don't-know precision ${saidUnknown.length ? `${((100 * rightUnknown.length) / saidUnknown.length).toFixed(1)} % (${rightUnknown.length}/${saidUnknown.length})` : "–"} · ` +
      `p95 ${percentile(
        subset.map((r) => r.ms),
        95,
      ).toFixed(2)} ms`,
  );
}
const kindOf = (expect: PeopleExpectation): string =>
  "both" in expect
    ? "two in one"
    : "source" in expect
      ? "answer from content"
      : "action" in expect
        ? "service action"
        : "emi" in expect
          ? typeof expect.emi[1] === "number"
            ? "figure, rate given"
            : "figure, site's rate"
          : "band" in expect
            ? "score band"
            : "ask" in expect
              ? "asks for input"
              : "unknown" in expect
                ? "honest don't know"
                : "refusal";
const categories: [string, (r: PeopleResult) => string][] = [
  ["kind", (r) => kindOf(r.question.expect)],
  ["written", (r) => r.question.style],
  ["thread", (r) => (r.question.thread ? "follow-up" : "first question")],
];
const cell = (subset: PeopleResult[]) => {
  const right = subset.filter((r) => r.ok).length;
  return subset.length ? `${((100 * right) / subset.length).toFixed(1)} % (${right}/${subset.length})` : "–";
};
// One question set's scores: each half, both together, then finer categories with both halves side by
// side: what kind of reply is wanted, how the question is written, and whether it is a follow-up.
function setReport(title: string, questions: PeopleQuestion[], answered: PeopleResult[]) {
  console.log(
    `\n${title}: ${questions.length} questions (${questions.filter((q) => q.lang === "hi").length} on the Hindi site)`,
  );
  peopleReport(
    "tune",
    answered.filter((r) => r.question.set === "tune"),
  );
  peopleReport(
    "holdout",
    answered.filter((r) => r.question.set === "holdout"),
  );
  peopleReport("all", answered);
  console.log(`\n${"category".padEnd(28)}${"tune".padEnd(20)}holdout`);
  for (const [axis, keyOf] of categories) {
    const keys = [...new Set(answered.map(keyOf))].sort();
    for (const key of keys) {
      const of = (set: string) => answered.filter((r) => r.question.set === set && keyOf(r) === key);
      console.log(`${`${axis}: ${key}`.padEnd(28)}${cell(of("tune")).padEnd(20)}${cell(of("holdout"))}`);
    }
  }
}
const missLine = (r: PeopleResult) =>
  `✗ [${r.question.set}] ${r.question.q} → ${r.reply.kind}${r.reply.action ? ` ${r.reply.action}` : ""} ${r.reply.computed ? JSON.stringify(r.reply.computed) : ""} ${r.reply.sources.map((x) => x.id).join(", ")}  (want ${JSON.stringify(r.question.expect)})`;

// The sets written the way people write, each scored the same way, in the order they were written. Each
// newer blind set became the honest held-out measure once the one before it had been tuned on, so both halves
// of the older ones may be tuned on (`--people-misses=all`, `--fresh-misses=all`); the newest set's
// held-out half is the measure now, so its flag lists the tune half's misses only and there is deliberately
// no way to list the held-out half's.
const PEOPLE_SETS: { title: string; questions: PeopleQuestion[]; flag: string; heldOutListable: boolean }[] =
  [
    { title: "people's set", questions: PEOPLE_QUESTIONS, flag: "--people-misses", heldOutListable: true },
    { title: "fresh set", questions: FRESH_QUESTIONS, flag: "--fresh-misses", heldOutListable: true },
    { title: "third set", questions: THIRD_QUESTIONS, flag: "--third-misses", heldOutListable: false },
    { title: "fourth set", questions: FOURTH_QUESTIONS, flag: "--fourth-misses", heldOutListable: false },
    { title: "fifth set", questions: FIFTH_QUESTIONS, flag: "--fifth-misses", heldOutListable: false },
    { title: "sixth set", questions: SIXTH_QUESTIONS, flag: "--sixth-misses", heldOutListable: false },
  ];
for (const { title, questions, flag, heldOutListable } of PEOPLE_SETS) {
  const answered = answerPeople(questions);
  setReport(title, questions, answered);
  const asked = process.argv.find((arg) => arg === flag || arg === `${flag}=all`);
  if (!asked) continue;
  const both = heldOutListable && asked === `${flag}=all`;
  for (const r of answered.filter((x) => !x.ok && (both || x.question.set === "tune")))
    console.log(missLine(r));
}
