import { beforeAll, describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { answerQuestion, type Knowledge } from "../src/chatbot/answer.ts";
import { isHinglishHelper, readHinglish } from "../src/chatbot/hinglish.ts";
import { normaliseQuestion } from "../src/chatbot/normalise.ts";
import { terms } from "../src/chatbot/retrieve.ts";

// Capabilities meant to carry over to phrasings nobody has tried yet: a romanised Hindi verb read in any
// of its forms, the everyday nouns and question words of Hinglish. The phrasings here are in no
// evaluation set (bench/chatbot/).

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await fileKnowledge();
});
const first = (question: string, locale: "en" | "hi" = "en") =>
  answerQuestion(knowledge, question, locale).sources[0]?.id ?? "";

describe("romanised Hindi verbs in all their forms", () => {
  it("reads every tense and person of a verb as the one English word", () => {
    for (const form of ["chukana", "chukaya", "chukayenge", "chukaunga", "chukate", "chukao"])
      expect(readHinglish(form)).toBe("repay");
    for (const form of ["bharna", "bhara", "bharunga", "bharenge", "bharte"])
      expect(readHinglish(form)).toBe("pay");
    for (const form of ["hatana", "hatwaya", "hatwaun", "hatao"]) expect(readHinglish(form)).toBe("remove");
    for (const form of ["badhega", "badhana", "badhaya"]) expect(readHinglish(form)).toBe("increase");
  });

  it("reads lena as taking and giving a loan as lending", () => {
    expect(readHinglish("loan liya tha")).toContain("take");
    expect(readHinglish("kya aap loan dete ho")).toContain("lend");
  });

  it("keeps helping verbs in the text but makes no search term of them", () => {
    for (const form of ["karwaya", "sakte", "rahega", "hoti", "jayega", "banegi"])
      expect(isHinglishHelper(form)).toBe(true);
    expect(isHinglishHelper("bank")).toBe(false);
    expect(terms(normaliseQuestion("emi kam karwa sakte hai kya"))).not.toContain("karwa");
  });

  it("reads the everyday nouns and question words", () => {
    expect(normaliseQuestion("tankhwah kitni honi chahiye")).toContain("salary");
    expect(normaliseQuestion("kahan apply karu")).toContain("where");
    expect(normaliseQuestion("data kab tak rakhte ho")).toContain("how long");
    expect(normaliseQuestion("maine kabhi credit card nahi liya")).toContain("never");
  });

  it("answers Hinglish phrasings from the passage written for them", () => {
    expect(first("emi ka hisab kaise nikalte hain")).toMatch(
      /^(faq:en:calc-1|faq:en:pl-12|article:en:how-emi)/,
    );
    expect(first("kabhi koi loan nahi liya to bhi personal loan mil sakta hai")).toMatch(
      /^faq:en:(pl-4|cs-5)/,
    );
  });
});
