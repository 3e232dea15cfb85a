import { summarizeLoan } from "@loansetu/domain/emi";
import { formatRupees } from "@loansetu/domain/format";
import { readQuantities } from "@loansetu/domain/indian-amount";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { answerQuestion, type Knowledge, replyHtml, splitQuestions } from "../src/chatbot/answer.ts";
import { readFigures } from "../src/chatbot/figures.ts";
import { normaliseQuestion } from "../src/chatbot/normalise.ts";
import { stem, terms } from "../src/chatbot/retrieve.ts";
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

describe("reading the words of a question", () => {
  it("keeps the singular or plural of a loan word as typed, not as a typo of the other", () => {
    expect(normaliseQuestion("is he a partner bank")).toBe("is he a partner bank");
    expect(normaliseQuestion("two scooters on one loan")).toBe("two scooters on one loan");
  });

  it("reads the past forms of a verb as the verb, in English and Hindi", () => {
    expect(terms("I had taken a loan")).toEqual(terms("I took a loan"));
    expect(terms("bills paid")).toEqual(terms("bills pay"));
    expect(stem("दिखेगा")).toBe(stem("दिखने"));
    expect(stem("खाता")).not.toBe("खा");
  });

  it("keeps a synonym's meaning under an English ending", () => {
    expect(terms("errors found")).toContain(terms("mistake")[0]);
    expect(terms("the bank rejects it")).toContain(terms("rejection")[0]);
  });

  it("reads a question about LoanSetu itself with the company's name", () => {
    for (const question of ["r u guys licensed", "what is your company's address", "आपका दफ्तर कहाँ है"]) {
      expect(normaliseQuestion(question), question).toMatch(/LoanSetu$/);
    }
    expect(normaliseQuestion("can you tell me the rate")).not.toMatch(/LoanSetu/);
  });

  it("reads a paper named by name as a question about documents", () => {
    expect(normaliseQuestion("car loan without form 16")).toMatch(/documents$/);
  });
});

describe("what a phrase means", () => {
  it("expands short forms and words typed together", () => {
    expect(normaliseQuestion("min salary for pl")).toBe("minimum salary for personal loan");
    expect(normaliseQuestion("docs needed?")).toBe("documents needed?");
    expect(normaliseQuestion("downpayment on a car")).toBe("down payment on a car");
  });

  it("reads closing a loan before time as prepaying it, and sets aside what the question excludes", () => {
    const early = normaliseQuestion("can i settle my bike loan before the tenure");
    expect(early).toContain("early");
    expect(early).toContain("prepay");
    expect(normaliseQuestion("charges on a car loan other than interest")).not.toContain("interest");
  });

  it("adds a loan word only to a question about money", () => {
    expect(normaliseQuestion("how much loan can i get for a bike")).toContain("borrow");
    expect(normaliseQuestion("how much sugar do i get in a cake")).not.toContain("borrow");
  });

  it("reads PF taken out as the provident fund, and PF on a loan as its processing fee", () => {
    expect(normaliseQuestion("can I claim my pf online")).toContain("provident fund");
    expect(normaliseQuestion("pf ka paise kab nikal sakte")).toContain("provident fund");
    expect(normaliseQuestion("pf on a 2 lakh loan")).toContain("processing fee");
    expect(normaliseQuestion("pf kaise nikale 3 lakh loan pe")).toContain("processing fee");
  });

  it("does not correct an everyday word into a loan word", () => {
    expect(normaliseQuestion("please reply soon")).toBe("please reply soon");
    expect(normaliseQuestion("what changes next month")).not.toContain("charges");
  });

  it("reads an amount said in parts as one amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (lakh, thousand) => {
        const figures = readFigures(`EMI for ${lakh} lakh ${thousand} thousand at 11% for 2 years`);
        expect(figures.amount).toBe(lakh * 100_000 + thousand * 1000);
      }),
    );
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
    ["email id badalna hai", "change-contact"],
    ["phone number badlo please", "change-contact"],
    ["is there a fee for checking my cibil score or comparing offers here", "charges"],
    ["yaar phone mat karo mujhe roz roz", "withdraw-consent"],
    ["मुझे बार बार कॉल मत करो", "withdraw-consent"],
    ["take my number off your calling list", "withdraw-consent"],
    ["mere manager se baat karwao", "talk-to-person"],
    ["किसी प्रतिनिधि से बात कराइए", "talk-to-person"],
    ["I typed the wrong email while applying", "change-contact"],
    ["फॉर्म में गलत मोबाइल नंबर डाल दिया", "change-contact"],
    ["does loansetu take commission from borrowers", "charges"],
    ["is tata capital your partner", "partners"],
    ["क्या एक्सिस बैंक आपसे जुड़ा हुआ है", "partners"],
    ["which nbfcs are on loansetu", "partners"],
    ["no update yet on my application, applied last week", "status"],
    ["लोन अप्रूव हुआ या नहीं", "status"],
    ["stop sending me loan offers", "withdraw-consent"],
    ["I don't want any more calls from you", "withdraw-consent"],
    ["mujhe koi message nahi chahiye", "withdraw-consent"],
    ["मुझे और कॉल नहीं चाहिए", "withdraw-consent"],
    ["how to revoke my consent", "withdraw-consent"],
    ["can someone call me", "talk-to-person"],
    ["what is your phone number", "talk-to-person"],
    ["मुझे आपकी टीम से बात करनी है", "talk-to-person"],
    ["how do you make money", "charges"],
    ["आप किन बैंकों के साथ काम करते हैं", "partners"],
    ["where is my application", "status"],
    ["it has been a week since i applied", "status"],
    ["आवेदन का स्टेटस कैसे देखें", "status"],
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
      "my EMI bounced and there is no reply from the bank",
      "is my name on the defaulter list",
      "do you work with self employed people",
      "personal loan nahi chahiye bas score check karna hai",
      "what is the status of the RBI's digital lending rules",
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
    expect(splitQuestions("what is a green loan")).toEqual([]);
    const reply = answerQuestion(
      knowledge,
      "EMI for 2 lakh at 12% for 2 years. and do you charge any fee?",
      "en",
    );
    expect(reply.parts?.map((part) => part.computed?.kind ?? part.action)).toEqual(["emi", "charges"]);
  });

  it("answers two questions joined by and, aur or और, each as itself", () => {
    const sum = answerQuestion(
      knowledge,
      "EMI for 4 lakh at 11% for 2 years and what is the processing fee",
      "en",
    );
    expect(sum.parts?.[0]?.computed?.kind).toBe("emi");
    expect(sum.parts?.[1]?.sources[0]?.id).toMatch(/processing-fee|pl-8|calc-2/);
    const hindi = answerQuestion(knowledge, "मुझे शिकायत करनी है और मेरा ईमेल बदलना है", "hi");
    expect(hindi.parts?.map((part) => part.action)).toEqual(["grievance", "change-contact"]);
    // One question with an "and" in it stays one: the words after it ask nothing of their own, or one
    // passage answers the whole.
    for (const single of [
      "what is the difference between fixed and floating rates",
      "can i get a loan with low salary and bad cibil score",
      "documents for salaried and self employed new car loan buyers",
    ]) {
      expect(answerQuestion(knowledge, single, "en").parts, single).toBeUndefined();
    }
  });

  it("continues a thread: a short figure question is about the loan just worked out", () => {
    const thread = ["emi for 3 lakh at 10% for 2 years"];
    const interest = answerQuestion(knowledge, "total interest?", "en", thread);
    const loan = summarizeLoan({ principal: 300_000, annualRatePercent: 10, months: 24 });
    expect(interest.computed).toMatchObject({ kind: "interest", value: loan.totalInterest });
    const longer = answerQuestion(knowledge, "okay and what if i stretch it to 4 years", "en", thread);
    const four = summarizeLoan({ principal: 300_000, annualRatePercent: 10, months: 48 });
    expect(longer.computed).toMatchObject({ kind: "emi", value: four.emi });
    const total = answerQuestion(knowledge, "aur byaj?", "en", thread);
    expect(total.computed).toMatchObject({ kind: "interest", value: loan.totalInterest });
    // Asked alone, it is a question for the guides.
    expect(answerQuestion(knowledge, "total interest?", "en").kind).not.toBe("computed");
  });

  it("continues a thread's topic: 'and for a used car?' asks the earlier question of another loan", () => {
    const reply = answerQuestion(knowledge, "and for a second hand car?", "en", [
      "who is eligible for a new car loan",
    ]);
    expect(reply.sources[0]?.id).toMatch(/^(faq:en:uc-|article:en:used-car-loan-guide)/);
    // Another side of the same loan: the earlier question's loan, the follow-up's subject.
    const papers = answerQuestion(knowledge, "and the documents?", "en", ["who can get a two wheeler loan"]);
    expect(papers.sources[0]?.id).toMatch(/^(faq:en:tw-4|article:en:two-wheeler-loan-guide)/);
    // On the thread's subject, what the guides do not say is a don't-know, not off our subject.
    expect(answerQuestion(knowledge, "is it refundable?", "en", ["what is a processing fee"]).kind).toBe(
      "unknown",
    );
    const improve = answerQuestion(knowledge, "how can I raise it", "en", ["my credit score is 610"]);
    expect(improve.sources[0]?.id).toMatch(/cs-6|how-to-improve-credit-score/);
  });

  it("reads 'how do I raise it' in the first person as improving", () => {
    expect(answerQuestion(knowledge, "अपना सिबिल स्कोर कैसे बढ़ाऊँ", "hi").sources[0]?.id).toMatch(
      /cs-6|how-to-improve-credit-score/,
    );
  });

  it("reads amounts and tenures said in English number words", () => {
    const reply = answerQuestion(knowledge, "emi on seventy five thousand at 12% for two years", "en");
    const loan = summarizeLoan({ principal: 75_000, annualRatePercent: 12, months: 24 });
    expect(reply.computed).toMatchObject({ kind: "emi", value: loan.emi });
  });

  it("reads a number with its half or quarter said in words", () => {
    expect(readFigures(normaliseQuestion("saadhe chaar lakh 10% 3 saal emi")).amount).toBe(450_000);
    expect(readFigures(normaliseQuestion("सवा तीन लाख का लोन 2 साल 10%")).amount).toBe(325_000);
    expect(readFigures(normaliseQuestion("three and a half lakh at 10% for 2 years")).amount).toBe(350_000);
    expect(readFigures(normaliseQuestion("emi on 2 lakh @ 9.5% p.a. for 2 years")).ratePercent).toBe(9.5);
  });

  it("reads a lone number from the score's range asked to be judged as a credit score", () => {
    expect(answerQuestion(knowledge, "is 810 good", "en").computed).toMatchObject({
      kind: "band",
      value: "excellent",
    });
    expect(answerQuestion(knowledge, "क्या 560 ठीक है", "hi").computed?.kind).toBe("band");
  });

  it("answers what a loan needs when a score comes with 'will I get a loan', and gives the band too", () => {
    const reply = answerQuestion(knowledge, "my score is 690, can i get a personal loan", "en");
    expect(reply.sources[0]?.id).toMatch(/^(faq:en:pl-|article:en:personal-loan-eligibility)/);
    expect(reply.computed).toMatchObject({ kind: "band" });
  });

  it("gives a lender's own customer care and cooling-off period from the lender data", async () => {
    const { lenders } = knowledge.support.facts.lenders;
    const icici = lenders.find((lender) => lender.shortName === "ICICI Bank");
    const care = answerQuestion(knowledge, "icici bank customer care number please", "en");
    expect(care.sources[0]?.id).toBe("lenders");
    expect(replyHtml(care, "en")).toContain(icici?.customerCareContact);
    const cooling = answerQuestion(knowledge, "tata capital ka cooling off period kitne din ka hai", "en");
    expect(replyHtml(cooling, "en")).toContain(
      `${lenders.find((l) => l.shortName === "Tata Capital")?.coolingOffDays} days`,
    );
    expect(answerQuestion(knowledge, "do you work with bajaj finance", "en").action).toBe("partners");
    // Our own customer care is still ours.
    expect(answerQuestion(knowledge, "loansetu customer care number", "en").action).toBe("talk-to-person");
  });

  it("does not work out a sum for the interest saved by prepaying", () => {
    const reply = answerQuestion(
      knowledge,
      "if i pay 50 thousand extra after 1 year how much interest do i save",
      "en",
    );
    expect(reply.kind).not.toBe("computed");
  });

  it("leads a rate question with the FAQ written for it and adds our lenders' rates", () => {
    const reply = answerQuestion(knowledge, "two wheeler loan interest rates", "en");
    expect(reply.sources.map((source) => source.id)).toEqual(["faq:en:tw-6", "rates:twoWheeler"]);
  });

  it("asks for figures only when the EMI asked for is the person's own, not when an EMI was missed", () => {
    expect(answerQuestion(knowledge, "what will be my emi", "en").kind).toBe("ask");
    expect(answerQuestion(knowledge, "I missed my EMI last month, what now?", "en").kind).not.toBe("ask");
    expect(answerQuestion(knowledge, "How is my EMI worked out?", "en").kind).not.toBe("ask");
  });

  it("works out an amount said in Hindi number words in parts", () => {
    const reply = answerQuestion(knowledge, "दो लाख पच्चीस हज़ार का लोन 12% पर 2 साल, EMI?", "hi");
    const emi = summarizeLoan({ principal: 225_000, annualRatePercent: 12, months: 24 }).emi;
    expect(reply.computed).toEqual({ kind: "emi", value: emi });
  });

  it("answers about the loan asked about, not another with the same words", () => {
    const reply = answerQuestion(knowledge, "can a 23 year old get a scooter loan", "en");
    expect(reply.sources[0]?.id).toMatch(/^faq:en:tw-|^article:en:two-wheeler-loan-guide/);
    const car = answerQuestion(knowledge, "my car is 6 years old, how much can I get against it", "en");
    expect(car.sources[0]?.id).toMatch(/^faq:en:rf-|^article:en:loan-against-car/);
  });

  it("treats a bounced or late EMI as a question, not a sum to work out", () => {
    for (const question of ["my emi bounced, what now", "what if my emi is late by a week"]) {
      const reply = answerQuestion(knowledge, question, "en");
      expect(reply.kind, question).toBe("source");
      expect(reply.sources[0]?.id, question).toBe("faq:en:pl-10");
    }
  });

  it("answers a question in our own words without a loan word, and still refuses one that is not", () => {
    const cooling = answerQuestion(knowledge, "how does the cooling off period work", "en");
    expect(cooling.kind).toBe("source");
    expect(answerQuestion(knowledge, "write a poem about the sea", "en").kind).toBe("refusal");
    expect(answerQuestion(knowledge, "मेरे लिए एक गाना लिखो", "hi").kind).toBe("refusal");
  });

  it("answers from a FAQ written for the question before the general word on what LoanSetu charges", () => {
    expect(
      answerQuestion(knowledge, "is checking my credit score on LoanSetu free", "en").sources[0]?.id,
    ).toBe("faq:en:cs-9");
    expect(answerQuestion(knowledge, "does LoanSetu charge borrowers anything", "en").action).toBe("charges");
  });

  it("says it does not know about products LoanSetu does not offer", () => {
    for (const question of [
      "loan for a tractor on my farm",
      "can I get an overdraft",
      "best crypto to buy",
    ]) {
      expect(answerQuestion(knowledge, question, "en").kind, question).toBe("unknown");
    }
  });

  it("answers questions about LoanSetu itself from the About page and our own pages", () => {
    expect(answerQuestion(knowledge, "do u guys give loans directly", "en").sources[0]?.id).toBe("about");
    expect(answerQuestion(knowledge, "where is loansetu located", "en").sources[0]?.id).toBe("about");
    expect(answerQuestion(knowledge, "क्या लोनसेतु खुद पैसा देता है", "hi").sources[0]?.id).toBe("about");
  });

  it("reads the credit record apart from an application's status", () => {
    const record = answerQuestion(knowledge, "how long till my closed loan shows in my score", "en");
    expect(record.kind).toBe("source");
    expect(record.sources[0]?.id).toBe("faq:en:cs-4");
    expect(answerQuestion(knowledge, "when will my loan be approved", "en").kind).toBe("account");
  });

  it("finds the passage for a mistake in a record and for a paper named by name", () => {
    expect(
      answerQuestion(knowledge, "found errors in my cibil report, how to get them corrected", "en").sources[0]
        ?.id,
    ).toBe("faq:en:cs-8");
    expect(
      answerQuestion(knowledge, "can i get a two wheeler loan without a pay slip", "en").sources[0]?.id,
    ).toBe("faq:en:tw-4");
    expect(
      answerQuestion(knowledge, "can I put 10 years tenure in the calculator", "en").sources[0]?.id,
    ).toBe("faq:en:calc-5");
  });

  it("prefers the passage of the same kind of question (which…, what is…)", () => {
    const which = answerQuestion(knowledge, "which e-scooters and electric cars get financed", "en");
    expect(which.sources[0]?.id).toBe("faq:en:gl-3");
  });

  it("refuses a market quote and does not know about investing or filing tax", () => {
    expect(answerQuestion(knowledge, "dollar rate today", "en").kind).toBe("refusal");
    expect(answerQuestion(knowledge, "सोने का भाव क्या है", "hi").kind).toBe("refusal");
    expect(answerQuestion(knowledge, "how should I invest 1 lakh in mutual funds", "en").kind).toBe(
      "unknown",
    );
    expect(answerQuestion(knowledge, "how to file income tax return", "en").kind).toBe("unknown");
  });

  it("does not read a zero-interest offer as a question about the rate tables", () => {
    const reply = answerQuestion(knowledge, "are zero interest scooter deals really free", "en");
    expect(reply.kind).toBe("source");
    expect(reply.sources[0]?.id).toBe("faq:en:tw-8");
  });

  it("reads two swapped letters as one slip", () => {
    expect(knowledge.retriever.questionTerms("laon", "en")).toEqual(["loan"]);
  });

  it("answers from the legal pages with their link", () => {
    const reply = answerQuestion(knowledge, "how long do you keep my data", "en");
    expect(reply.sources[0]?.path).toBe("/privacy-policy");
  });
});
