// Whether a reply is right for a question of the question sets: shared by the evaluation (eval.ts) and the
// cross-validation of learned phrasings (learn.ts).
import type { CalculatorReference } from "@loansetu/api/calculators/reference";
import type { Reply } from "@loansetu/api/chatbot/answer";
import { summarizeLoan } from "@loansetu/domain/emi";
import type { PeopleExpectation } from "./people-questions.ts";
import type { EvalQuestion } from "./questions.ts";

/** The curated set (questions.ts). */
export function judge(question: EvalQuestion, reply: Reply): boolean {
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

/**
 * The people's, fresh and third sets: right answer or action, computed figures, honest "I don't know" /
 * refusals. A default-rate EMI counts only when the reply says which rate it assumed.
 */
export function judgePeople(
  expect: PeopleExpectation,
  reply: Reply,
  reference: CalculatorReference,
): boolean {
  if ("both" in expect) {
    const parts = reply.parts ?? [reply];
    return expect.both.every((wanted) => parts.some((part) => judgePeople(wanted, part, reference)));
  }
  if ("source" in expect) {
    const first = reply.sources[0]?.id ?? "";
    return reply.kind !== "unknown" && expect.source.some((id) => first === id || first.startsWith(`${id}:`));
  }
  if ("emi" in expect) {
    const [amount, rate, months] = expect.emi;
    const annual = typeof rate === "number" ? rate : reference.openingRate(rate);
    const loan = summarizeLoan({ principal: amount, annualRatePercent: annual, months });
    const kind = expect.interest ? "interest" : "emi";
    return (
      reply.computed?.kind === kind &&
      reply.computed.value === (expect.interest ? loan.totalInterest : loan.emi) &&
      (typeof rate === "number"
        ? reply.computed.assumedRate === undefined
        : reply.computed.assumedRate === annual)
    );
  }
  if ("band" in expect) return reply.computed?.kind === "band" && reply.computed.value === expect.band;
  if ("ask" in expect) return reply.kind === "ask";
  if ("action" in expect) return reply.action === expect.action;
  if ("unknown" in expect) return reply.kind === "unknown";
  return reply.kind === "refusal";
}
