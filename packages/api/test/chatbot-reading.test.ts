import { beforeAll, describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { answerQuestion, type Knowledge } from "../src/chatbot/answer.ts";
import { normaliseQuestion } from "../src/chatbot/normalise.ts";
import { terms } from "../src/chatbot/retrieve.ts";
import { screenQuestion } from "../src/chatbot/screen.ts";

// How the chatbot reads a question to find the passage that answers it, or to say honestly that none
// does: Hinglish verbs, a word with two meanings read in its context, a figure that is the asker's own
// detail, concepts said in other words, and pages written for someone other than a borrower. The
// phrasings here are not in the evaluation sets (bench/chatbot/).

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await fileKnowledge();
});
const first = (question: string, locale: "en" | "hi" = "en") =>
  answerQuestion(knowledge, question, locale).sources[0]?.id ?? "";

describe("reading Hinglish verbs", () => {
  it("reads not paying, a score falling and the vehicle taken back as the guides say them", () => {
    expect(normaliseQuestion("emi nahi bhar paya to kya hoga")).toContain("cannot repay");
    expect(normaliseQuestion("loan band karne se score girta hai kya")).toContain("lower");
    expect(normaliseQuestion("score gir jayega kya")).toContain("lower");
    expect(normaliseQuestion("bank gaadi utha lega kya")).toContain("repossess");
  });

  it("answers a Hinglish question from the FAQ written for it", () => {
    expect(first("car loan ki emi nahi bhar paya to kya hoga")).toMatch(/^faq:en:rf-9|^faq:en:nc-/);
    expect(first("bank ne jo emi quote ki wo calculator se zyada kyu hai")).toBe("faq:en:calc-3");
  });
});

describe("a word read in its context", () => {
  it("reads PF as the provident fund when it is withdrawn or has a balance, else as a processing fee", () => {
    expect(normaliseQuestion("pf balance kaise check kare")).toContain("provident fund");
    expect(normaliseQuestion("need to withdraw PF money")).toContain("provident fund");
    expect(normaliseQuestion("pf on 3 lakh loan")).toContain("processing fee");
  });

  it("does not know about the provident fund, which LoanSetu has no guide for", () => {
    expect(answerQuestion(knowledge, "need to withdraw PF money for a wedding", "en").kind).toBe("unknown");
  });

  it("reads asking whether a loan was approved yet as asking its status, with or without 'my'", () => {
    expect(screenQuestion("loan sanction hua ki nahi kaise check karu")).toBe("account");
    expect(screenQuestion("is the loan approved or not")).toBe("account");
    expect(screenQuestion("how to get loan approval faster")).toBeNull();
  });

  it("reads a game's score as off-topic and a lender's name as a money word", () => {
    expect(screenQuestion("ipl match ka score kya hai")).toBe("offTopic");
    expect(screenQuestion("what is a good cibil score")).toBeNull();
    // A bank's opening hours are a question we cannot answer, not one we refuse.
    expect(answerQuestion(knowledge, "kotak bank branch timing", "en").kind).toBe("unknown");
  });
});

describe("weighing the words of a question", () => {
  it("answers a question with the asker's own figure in it rather than saying it does not know", () => {
    const reply = answerQuestion(
      knowledge,
      "my take-home pay is 23,500, can i apply for a personal loan",
      "en",
    );
    expect(reply.kind).toBe("source");
    expect(reply.sources[0]?.id).toMatch(/^faq:en:pl-|^article:en:personal-loan-eligibility/);
  });

  it("reads who may get a loan as a question of eligibility", () => {
    expect(first("who may avail a business loan")).toBe("faq:en:bl-1");
  });

  it("reads a concept said in other words: a branch visit, the best score, a falling score in Hindi", () => {
    expect(first("do i have to go to the branch for kyc")).toBe("faq:en:pl-6");
    expect(first("what is the best credit score")).toBe("faq:en:cs-2");
    expect(first("मेरा स्कोर गिरेगा क्या अगर मैं कई बैंकों में अप्लाई करूँ", "hi")).toBe("faq:hi:cs-10");
  });
});

describe("a page for channel partners", () => {
  it("answers a question that names the programme or its partners, in both languages", () => {
    expect(first("how does a dealer join the sales grand prix")).toMatch(/^page:en:sales-grand-prix:/);
    expect(first("सेल्स ग्रैंड प्री में कैसे जुड़ें", "hi")).toMatch(/^page:hi:sales-grand-prix:/);
  });

  it("never answers a borrower's question that does not name it", () => {
    for (const question of ["who can take part", "how to join", "who can get a personal loan"]) {
      expect(first(question)).not.toMatch(/sales-grand-prix/);
    }
  });
});

describe("reading words under their endings and spellings", () => {
  it("keeps a synonym ending in e under -s, -ed and -ing, and a stop word under an ending", () => {
    expect(terms("reduces reducing reduced")).toEqual(["lower", "lower", "lower"]);
    expect(terms("improving her score")).toContain("improve");
    expect(terms("she wants it")).toEqual([]);
  });

  it("corrects a word one 's' short of a loan word ending in 'ss', and 'lone' typed for a loan", () => {
    expect(normaliseQuestion("kfs for busines loan")).toBe("kfs for business loan");
    expect(first("can i prepay my car lone")).not.toBe("page:contact");
  });

  it("corrects a typo only to a word with its first letter", () => {
    expect(knowledge.retriever.questionTerms("my father", "en")).toEqual(["father"]);
    expect(knowledge.retriever.questionTerms("intrest", "en")).toEqual(["interest"]);
  });

  it("reads abbreviations typed in Devanagari and the bureaus by name", () => {
    expect(terms("आरसी")).toEqual(terms("RC"));
    expect(terms("केवाईसी")).toEqual(terms("KYC"));
    expect(first("my experian score and my cibil are not the same, why")).toBe("faq:en:cs-7");
  });

  it("reads PF in Devanagari as the provident fund, which we have no guide for", () => {
    expect(answerQuestion(knowledge, "पीएफ से पैसे कैसे निकालते हैं", "hi").kind).toBe("unknown");
  });
});

describe("more of how people ask", () => {
  it("reads Hinglish for who gets, different, included and working", () => {
    expect(first("green loan kisko milta hai")).toBe("faq:en:gl-2");
    expect(first("score alag alag bureau me alag kyu hai")).toBe("faq:en:cs-7");
    expect(first("calculator wali emi me processing fee judi hoti hai kya")).toBe("faq:en:calc-2");
    expect(first("emi calculator kaise kaam karta hai")).toBe("faq:en:calc-1");
  });

  it("reads a two-wheeler named by its model as a two-wheeler", () => {
    expect(first("documents for activa loan")).toBe("faq:en:tw-4");
    expect(first("moped loan for a student")).toBe("faq:en:tw-2");
  });

  it("does not take 'best' for a loan word: a bike's colour is not a question about rates", () => {
    expect(answerQuestion(knowledge, "bike ka colour kaunsa best hai", "en").found).toBe(false);
  });

  it("answers a chatty question whose padding is about when and who", () => {
    expect(first("my friend told me checking cibil again and again reduces it, is that true")).toBe(
      "faq:en:cs-3",
    );
  });
});

describe("questions about what LoanSetu does not offer", () => {
  it("does not know about opening bank accounts or buying a phone on EMI, and does not guess", () => {
    for (const question of ["how do i open a salary account", "laptop pe emi chahiye"]) {
      expect(answerQuestion(knowledge, question, "en").kind).toBe("unknown");
    }
    expect(answerQuestion(knowledge, "फ्रिज ईएमआई पर मिलेगा क्या", "hi").kind).toBe("unknown");
  });

  it("still answers a loan question that names a bank account", () => {
    expect(screenQuestion("which bank account statement do I need for a personal loan")).toBeNull();
  });
});
