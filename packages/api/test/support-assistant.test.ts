import { summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import { readQuantities } from "@loansetu/domain/indian-amount";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { answerQuestion, type Knowledge, replyHtml, splitQuestions } from "../src/chatbot/answer.ts";
import { normaliseQuestion } from "../src/chatbot/normalise.ts";
import { type SupportAction, supportIntent } from "../src/support/intents.ts";

// The assistant's reading of how people ask: normalisation (typos, Hinglish, amount shorthand), service
// requests, the site's typical rate for a calculation that gives none, and two questions in one message.
// The phrasings here are not in the evaluation set (bench/chatbot/people-questions.ts).

describe("normalising a question", () => {
  it("reads lakh shorthand and words as the amount they say (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom("lac", "lacs", "lakh", "lakhs", "L", " lac", " lkh"),
        (amount, unit) => {
          const text = normaliseQuestion(`loan of ${amount}${unit} for 3 years`);
          const money = readQuantities(text).find((quantity) => quantity.kind !== "years");
          expect(money?.value).toBe(amount * 100_000);
        },
      ),
    );
  });

  it("corrects a one-letter slip in a loan word to that word (property)", () => {
    const words = ["documents", "interest", "calculator", "personal", "eligibility", "grievance"];
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.nat(), fc.constantFrom("x", "q", "z"), (word, at, letter) => {
        const index = 1 + (at % (word.length - 2));
        const typo = word.slice(0, index) + letter + word.slice(index + 1);
        expect(normaliseQuestion(`what about ${typo} please`)).toContain(word);
      }),
    );
  });

  it("reads rates and tenures written the short way", () => {
    expect(normaliseQuestion("5 lac 12 percnt 4 yrs")).toBe("5 lakh 12 % 4 years");
    expect(normaliseQuestion("rs 800000 @ 9.5 pa for 7 years")).toContain("9.5%");
    expect(normaliseQuestion("10k salary")).toBe("10000 salary");
  });

  it("leaves Devanagari alone and puts Hinglish into the guides' English", () => {
    const hindi = "पुरानी कार के लोन के लिए कौन से दस्तावेज़ चाहिए?";
    expect(normaliseQuestion(hindi)).toBe(hindi);
    expect(normaliseQuestion("purani gaadi pe loan kitna milega")).toBe("old car loan how much get borrow");
  });
});

describe("service requests", () => {
  const cases: [string, SupportAction][] = [
    ["Please stop calling my number", "withdraw-consent"],
    ["mujhe whatsapp message band karo", "withdraw-consent"],
    ["कृपया मुझे कॉल करना बंद करें", "withdraw-consent"],
    ["Can I speak with a human?", "talk-to-person"],
    ["kisi agent se baat karni hai", "talk-to-person"],
    ["I have a complaint about my lender", "grievance"],
    ["मुझे शिकायत करनी है", "grievance"],
    ["Does LoanSetu take any fee from me?", "charges"],
    ["which lenders do you work with", "partners"],
    ["has my application been approved yet", "status"],
    ["I changed my email, how do I update it", "change-contact"],
    ["please delete all my data", "delete-data"],
  ];
  it.each(cases)("%s → %s", (question, action) => {
    expect(supportIntent(question)).toBe(action);
  });

  it("does not take a question about a lender's fee or a guide for a service request", () => {
    for (const question of [
      "What fees are charged on a personal loan?",
      "Is the processing fee included in the EMI shown?",
      "Will checking my own credit score lower it?",
      "How do I become a channel partner?",
    ]) {
      expect(supportIntent(question), question).toBeNull();
    }
  });
});

describe("answers", () => {
  let knowledge: Knowledge;
  beforeAll(async () => {
    knowledge = await fileKnowledge();
  });

  it("works out an EMI at the typical published rate when none is given, and says so", () => {
    const reply = answerQuestion(knowledge, "EMI for 3 lakh over 3 years", "en");
    const rate = knowledge.reference.openingRate("personal");
    const emi = summarizeLoan({ principal: 300_000, annualRatePercent: rate, months: 36 }).emi;
    expect(reply.computed).toEqual({ kind: "emi", value: emi, assumedRate: rate });
    const text = reply.blocks.map((block) => ("text" in block ? block.text : "")).join(" ");
    expect(text).toContain("the typical personal-loan rate today");
    expect(text).toContain(formatRupees(emi));
    expect(text).toContain("check your offers");
    const hindi = answerQuestion(knowledge, "3 लाख का लोन 3 साल की EMI", "hi");
    expect(hindi.computed?.assumedRate).toBe(rate);
    expect(replyHtml(hindi, "hi")).toContain('href="/hi/emi-calculator');
  });

  it("answers a service request with its action and the site's facts, in the question's language", () => {
    const grievance = answerQuestion(knowledge, "who is your grievance officer", "en");
    expect(grievance.action).toBe("grievance");
    expect(replyHtml(grievance, "en")).toContain("grievance@loansetu.in");
    const hindi = answerQuestion(knowledge, "मुझे किसी व्यक्ति से बात करनी है", "hi");
    expect(hindi.action).toBe("talk-to-person");
    const html = replyHtml(hindi, "hi");
    expect(html).toContain('href="/hi/contact"');
    expect(html).not.toMatch(/\b(Monday|support team)\b/);
  });

  it("answers both questions of one message, and keeps a single question whole", () => {
    expect(splitQuestions("what is a green loan")).toBeNull();
    const reply = answerQuestion(
      knowledge,
      "EMI for 2 lakh at 12% for 2 years. and do you charge any fee?",
      "en",
    );
    expect(reply.parts?.map((part) => part.computed?.kind ?? part.action)).toEqual(["emi", "charges"]);
  });

  it("asks for figures only when the EMI asked for is the person's own, not when an EMI was missed", () => {
    expect(answerQuestion(knowledge, "what will be my emi", "en").kind).toBe("ask");
    expect(answerQuestion(knowledge, "I missed my EMI last month, what now?", "en").kind).not.toBe("ask");
    expect(answerQuestion(knowledge, "How is my EMI worked out?", "en").kind).not.toBe("ask");
  });

  it("answers from the legal pages with their link", () => {
    const reply = answerQuestion(knowledge, "how long do you keep my data", "en");
    expect(reply.sources[0]?.path).toBe("/privacy-policy");
  });
});
