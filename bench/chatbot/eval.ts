// `npm run eval:chatbot`: the chatbot's answers to the question set (bench/chatbot/questions.ts), scored.
// Prints, for the tune and holdout halves and in all: top-1 source accuracy, computed-answer accuracy,
// honest answers (don't know / refusal / dashboard) where expected, don't-know precision, and the median
// and p95 time to compose an answer (before streaming starts). `--misses` lists each wrong answer of the tune half (`--misses=all`: both halves);
// `--baseline` scores the answerer before issue 22 (MiniSearch passages ranked by word coverage) instead.
import { performance } from "node:perf_hooks";
import { answerQuestion, type Reply } from "@loansetu/api/chatbot/answer";
import { composeAnswer } from "@loansetu/api/chatbot/compose";
import { fileKnowledge } from "./knowledge.ts";
import { type EvalQuestion, QUESTIONS } from "./questions.ts";

type Result = { question: EvalQuestion; reply: Reply; ms: number; ok: boolean };

function judge(question: EvalQuestion, reply: Reply): boolean {
  const expect = question.expect;
  if ("source" in expect) {
    const first = reply.sources[0]?.id ?? "";
    return expect.source.some((id) => first === id || first.startsWith(`${id}:`));
  }
  if ("computed" in expect) {
    if (expect.computed === "ask") return reply.kind === "ask";
    return reply.computed?.kind === expect.computed && reply.computed.value === expect.value;
  }
  if ("unknown" in expect) return reply.kind === "unknown";
  if ("refusal" in expect) return reply.kind === "refusal";
  return reply.kind === "account";
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const share = (results: Result[]) =>
  results.length
    ? `${((100 * results.filter((r) => r.ok).length) / results.length).toFixed(1)} % (${results.filter((r) => r.ok).length}/${results.length})`
    : "–";

const knowledge = await fileKnowledge();
// Build the indexes before timing: the server builds them once, at the first question.
answerQuestion(knowledge, "warm up the index", "en");
answerQuestion(knowledge, "इंडेक्स तैयार करें", "hi");

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

const results: Result[] = [];
for (const question of QUESTIONS) {
  const start = performance.now();
  const reply = baseline
    ? baselineReply(question)
    : answerQuestion(knowledge, question.q, question.lang, question.thread ?? []);
  const ms = performance.now() - start;
  results.push({ question, reply, ms, ok: judge(question, reply) });
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
      `median ${percentile(times, 50).toFixed(2)} ms · p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

console.log(
  `chatbot eval${baseline ? " (baseline: the answerer before issue 22)" : ""}: ${QUESTIONS.length} questions (${QUESTIONS.filter((q) => q.lang === "hi").length} in Hindi)`,
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
