/**
 * One chatbot answer, without IO: a refusal, a pointer to the dashboard, a computed figure,
 * the rate tables, the best FAQ or article passage, or an honest "I don't know yet". The service adds
 * the thread, storage and the optional model; the evaluation (`npm run eval:chatbot`) calls this directly.
 */
import { formatDate, formatPercent } from "@loansetu/domain/format";
import { foldQuestion, readQuantities } from "@loansetu/domain/indian-amount";
import type { CalculatorReference } from "../calculators/reference.ts";
import type { ContentLocale } from "../content/schemas.ts";
import type { ContentService } from "../content/service.ts";
import type { ProductKey } from "../data/schemas.ts";
import {
  asksAboutALender,
  COOLING_OFF,
  intentAnswer,
  lenderFactAnswer,
  namedLender,
  type SupportAction,
  supportIntent,
} from "../support/intents.ts";
import type { SupportKnowledge } from "../support/knowledge.ts";
import { type AnswerSource, CONTACT_SOURCE, firstSentences, localised } from "./compose.ts";
import { type ComputedKind, computedAnswer, type TypicalRate } from "./computed.ts";
import { figuresInThread, readFigures } from "./figures.ts";
import { normaliseQuestion } from "./normalise.ts";
import { PRODUCTS, passageProduct, productFit } from "./products.ts";
import { createRetriever, type Passage, type Retrieved, type Retriever } from "./retrieve.ts";
import { screenQuestion } from "./screen.ts";

export interface Knowledge {
  content: ContentService;
  retriever: Retriever;
  reference: CalculatorReference;
  support: SupportKnowledge;
}

/** A paragraph, or a list (kept a list from the source: documents, eligibility…). */
export type Block = { list?: undefined; text: string } | { list: "ul" | "ol"; items: string[] };

export type ReplyKind =
  | "computed"
  | "ask"
  | "source"
  | "rates"
  | "unknown"
  | "refusal"
  | "account"
  | "action";

/** A service request the reply answers with the action that does it (support/intents.ts). */
export type ReplyAction = SupportAction;

export interface Reply {
  kind: ReplyKind;
  computed?: {
    kind: ComputedKind;
    value?: number | string | boolean;
    /** The site's typical rate the figure was worked out at, when the question gave none. */
    assumedRate?: number;
  };
  action?: ReplyAction;
  /** Two questions in one message: the answer to each, in order (the reply shows them one after the other). */
  parts?: Reply[];
  blocks: Block[];
  sources: AnswerSource[];
  /** The passages the answer is from (what a model may rephrase), best first. */
  passages: Passage[];
  /** False when the bot did not answer from its content or figures. */
  found: boolean;
}

/**
 * Below this share of the question's (rarity-weighted) words in the best passage, the bot says it does
 * not know rather than show a passage about something else. The tune half of the question set scores the
 * same anywhere from 0.4 to 0.6; the 32 paraphrases of chatbot-quality.test.ts (not in the set) lose
 * answerable questions above 0.45, where filler words ("counts", "exactly") weigh against a right FAQ.
 * Questions about products we do not offer are caught before this (screen.ts).
 */
export const MIN_CONFIDENCE = 0.45;
/**
 * Whether the best passage answers the question: it covers enough of the question's words, or the
 * question holds the whole of a FAQ's question and that is a good part of what it asks ("what is the
 * range of a credit score" holds "What is a credit score?"; the one word more is a detail of its answer).
 */
export function confident(best: Retrieved): boolean {
  if (best.coverage >= MIN_CONFIDENCE) return true;
  // Or people asked it before in much the same words, and this passage answered them (retrieve.ts,
  // `learned`: 0 unless alike enough to count): the words they use to ask are not the passage's.
  if (best.learned > 0) return true;
  return best.passage.kind === "faq" && best.titlePrecision === 1 && best.titleCoverage >= 0.3;
}

/**
 * How far below the first-ranked passage one may score and still answer, when the first covers too little
 * of the question and it covers enough ("should I shift my personal loan to another bank at a lower rate":
 * the rate FAQ ranks first on "personal loan" and "rate", the balance-transfer guide covers the question).
 * Cross-validated on the question sets learned from (learn.ts --check): 0.2 to 0.6 answer the same, and
 * the tune halves gain 4 questions with no honest "I don't know" lost.
 */
const RUNNER_UP_GAP = 0.4;

/** How much of a question without a loan word our content must cover to answer it rather than refuse. */
const OFF_TOPIC_COVERAGE = 0.8;
/** The start of a follow-up that leans on its thread ("and for 5 years?", "what about 3 lakh"). */
const FOLLOW_UP = /^\s*(and|what about|how about|aur|और|for|with|at|if|agar|अगर)(?![\p{L}\p{M}])/iu;

/** A credit score said with "will I get a loan": the question is what the loan needs, not the band alone. */
const ASKS_FOR_A_LOAN =
  /(?=.*(?<![\p{L}])get(?![\p{L}])|.*eligib|.*qualif|.*milega|.*mil sakta|.*मिलेगा|.*मिल सकता|.*मिलेगी)(?=.*(loan|लोन))/u;

/** A figure as written in a question ("660", "12,000", "20k", "१२०००", "15 हजार"). */
const FIGURE = /[\d०-९][\d०-९,.]*(\s*(k|hazar|hajar|हजार)(?![\p{L}\p{M}]))?/gu;

/** The vehicle's registration certificate, where the lender's name is written while a loan runs. */
const ON_THE_RC = /(?<![\p{L}])(rc|registration certificate|hypothecat\w*|आरसी)(?![\p{L}])/u;

/** About 80 words: the answer leads, the links carry the rest. */
const MAX_WORDS = 80;

const knowledgeCache = new WeakMap<ContentService, Knowledge>();

/** The retrieval index for a content service, built once (the content is loaded once per process). */
export function knowledgeFor(
  content: ContentService,
  reference: CalculatorReference,
  support: SupportKnowledge,
): Knowledge {
  let knowledge = knowledgeCache.get(content);
  if (!knowledge || knowledge.reference !== reference || knowledge.support !== support) {
    knowledge = { content, retriever: createRetriever(content, support.pages), reference, support };
    knowledgeCache.set(content, knowledge);
  }
  return knowledge;
}

const TEXT = {
  unknown: {
    en: "I can't answer that yet: it is not in our guides and FAQs, and I would rather not guess. Our team can help: write to us from the contact page and we will get back to you.",
    hi: "मैं अभी इसका जवाब नहीं दे सकता: यह हमारी गाइड और सामान्य प्रश्नों में नहीं है, और मैं अंदाज़ा नहीं लगाना चाहता। हमारी टीम मदद कर सकती है: संपर्क पेज से हमें लिखें, हम आपसे संपर्क करेंगे।",
  },
  offTopic: {
    en: "Sorry, I can only help with loans, EMIs, interest rates, documents and credit scores. Please ask me about those, or write to our team from the contact page.",
    hi: "माफ़ कीजिए, मैं सिर्फ़ लोन, EMI, ब्याज दर, दस्तावेज़ और क्रेडिट स्कोर से जुड़े सवालों में मदद कर सकता हूँ। कृपया इन्हीं के बारे में पूछें, या संपर्क पेज से हमारी टीम को लिखें।",
  },
  abuse: {
    en: "I'm here to help with your loan questions. Please keep the conversation polite, and ask me about loans, EMIs or credit scores.",
    hi: "मैं आपके लोन से जुड़े सवालों में मदद के लिए हूँ। कृपया बातचीत शालीन रखें, और मुझसे लोन, EMI या क्रेडिट स्कोर के बारे में पूछें।",
  },
  injection: {
    en: "Sorry, I can't do that. I answer questions about loans, EMIs and credit scores from LoanSetu's guides.",
    hi: "माफ़ कीजिए, मैं ऐसा नहीं कर सकता। मैं LoanSetu की गाइड से लोन, EMI और क्रेडिट स्कोर के सवालों के जवाब देता हूँ।",
  },
  account: {
    en: "I can't see your applications in this chat, to keep them private. Log in to your dashboard to see each application's status, documents and next step.",
    hi: "आपकी जानकारी सुरक्षित रखने के लिए मैं इस चैट में आपके आवेदन नहीं देख सकता। हर आवेदन का स्टेटस, दस्तावेज़ और अगला कदम देखने के लिए अपने डैशबोर्ड में लॉग इन करें।",
  },
} as const;

const DASHBOARD: Record<ContentLocale, AnswerSource> = {
  en: { id: "page:dashboard", title: "Your dashboard", path: "/dashboard" },
  hi: { id: "page:dashboard", title: "आपका डैशबोर्ड", path: "/hi/dashboard" },
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** FAQ Markdown as paragraphs and lists, without emphasis or link markup. */
export function markdownBlocks(markdown: string): Block[] {
  const plain = (text: string) =>
    text
      .replace(/\*\*([^*]+)\*\*/g, "$1")
      .replace(/\*([^*]+)\*/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/`([^`]+)`/g, "$1")
      .replace(/\s+/g, " ")
      .trim();
  const blocks: Block[] = [];
  for (const chunk of markdown.split(/\n{2,}/)) {
    const lines = chunk.split("\n").filter((line) => line.trim());
    if (lines.length === 0) continue;
    const bullet = /^\s*[-*]\s+/;
    const numbered = /^\s*\d+[.)]\s+/;
    if (lines.every((line) => bullet.test(line) || numbered.test(line))) {
      blocks.push({
        list: numbered.test(lines[0] as string) ? "ol" : "ul",
        items: lines.map((line) => plain(line.replace(bullet, "").replace(numbered, ""))),
      });
    } else {
      blocks.push({ text: plain(lines.join(" ")) });
    }
  }
  return blocks;
}

/** At most about `max` words: whole sentences, whole list items. The first block always shows. */
export function shorten(blocks: Block[], max = MAX_WORDS): Block[] {
  const kept: Block[] = [];
  let used = 0;
  for (const block of blocks) {
    if (block.list) {
      const items: string[] = [];
      for (const item of block.items) {
        if (items.length > 0 && used + words(item) > max + 20) break;
        items.push(item);
        used += words(item);
      }
      kept.push({ list: block.list, items });
    } else {
      const room = kept.length === 0 ? Math.max(max - used, 40) : max - used;
      if (room < 12) break;
      const text = firstSentences(block.text, room * 7);
      kept.push({ text });
      used += words(text);
    }
    if (used >= max) break;
  }
  return kept;
}

/** Words of a loan's price: its rate, or how cheap it is ("ev loan sabse sasta kaun de raha"). */
const RATE_WORDS =
  /interest|intrest|rate|roi|byaj|ब्याज|दर|रेट|इंटरेस्ट|cheapest|sabse (sasta|saste|sasti|cheap|lower)(?! (emi|kist|kisht|instal))|सबसे सस्त/u;
const NOT_A_RATE_QUESTION =
  /fixed|floating|flat|reducing|(?<![\p{L}])apr(?![\p{L}])|difference|(?<![\p{L}])vs(?![\p{L}])|calculat|फिक्स्ड|फ्लोटिंग|फ्लैट|रिड्यूसिंग|अंतर|फर्क|निकाल|tax|टैक्स|gold|गोल्ड|gram|ग्राम|home|होम|education|एजुकेशन|tcs|subsid|सब्सिडी|deduction|छूट|total|कुल|zero|(?<![\p{L}\d])0 ?%|free|no[ -]cost|जीरो|शून्य|फ्री|मुफ्त/u;
const PRODUCT_LABEL: Record<ProductKey, { en: string; hi: string; path: string }> = {
  personal: { en: "personal loans", hi: "पर्सनल लोन", path: "/personal-loan-interest-rate" },
  usedCar: { en: "used car loans", hi: "यूज़्ड कार लोन", path: "/used-car-loan" },
  newCar: { en: "new car loans", hi: "नई कार के लोन", path: "/new-car-loan" },
  twoWheeler: { en: "two-wheeler loans", hi: "टू-व्हीलर लोन", path: "/two-wheeler-loan" },
  ev: { en: "EV (green) loans", hi: "EV (ग्रीन) लोन", path: "/ev-loan" },
  refinance: { en: "loans against a car", hi: "कार पर लोन", path: "/refinance" },
  balanceTransfer: { en: "balance transfers", hi: "बैलेंस ट्रांसफ़र", path: "/bt-calculator" },
  business: { en: "business loans", hi: "बिज़नेस लोन", path: "/business-loan" },
  commercialVehicle: {
    en: "commercial vehicle loans",
    hi: "कमर्शियल वाहन लोन",
    path: "/commercial-vehicle-loan",
  },
};

/**
 * A lower rate said as the reason to move a loan ("should I shift my loan to another bank at a lower rate"):
 * the balance-transfer guide, not a rate table, answers whether and how.
 */
const LOWER_RATE =
  /(lower|less|cheaper|better|reduce|kam|कम|सस्त)\S*\s+(\S+\s+)?(interest|rate|roi|byaj|ब्याज|दर)|(interest|rate|roi|byaj|ब्याज|दर)\s+(\S+\s+)?(kam|कम|lower|less|ghata\S*|घटा\S*)/u;

/** "What is the interest rate on a two-wheeler loan?": the product whose rate table answers it, if any. */
export function rateQuestionProduct(question: string): ProductKey | null {
  const folded = foldQuestion(question);
  if (!RATE_WORDS.test(folded) || NOT_A_RATE_QUESTION.test(folded)) return null;
  if (readQuantities(question).length > 0) return null;
  const product = PRODUCTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  return product === "balanceTransfer" && LOWER_RATE.test(folded) ? null : product;
}

function ratesReply(product: ProductKey, locale: ContentLocale, knowledge: Knowledge): Reply | null {
  const rows = knowledge.reference.rates(product);
  if (rows.length === 0) return null;
  const low = rows.reduce((a, b) => (b.interest < a.interest ? b : a));
  const high = rows.reduce((a, b) => (b.interest > a.interest ? b : a));
  const fee = Math.min(...rows.map((row) => row.pf));
  const asOf = formatDate(new Date(`${knowledge.reference.asOf}T12:00:00Z`), locale);
  const label = PRODUCT_LABEL[product];
  const text =
    locale === "hi"
      ? `${label.hi} की शुरुआती सांकेतिक ब्याज दरें (${asOf} तक): ${formatPercent(low.interest)} सालाना (${low.bankname}) से ${formatPercent(high.interest)} (${high.bankname}) तक, और प्रोसेसिंग फीस लोन के ${formatPercent(fee)} से (GST अलग)। आपको मिलने वाली दर आपकी क्रेडिट प्रोफ़ाइल, आय और लेंडर पर निर्भर करती है।`
      : `Indicative starting rates for ${label.en}, as of ${asOf}: from ${formatPercent(low.interest)} a year (${low.bankname}) to ${formatPercent(high.interest)} (${high.bankname}), with processing fees from ${formatPercent(fee)} of the loan plus GST. The rate you are offered depends on your credit profile, income and the lender.`;
  const source: AnswerSource = {
    id: `rates:${product}`,
    title: locale === "hi" ? `${label.hi}: बैंकों की दरें` : `Rates for ${label.en} by lender`,
    path: localised(label.path, locale),
  };
  return { kind: "rates", blocks: [{ text }], sources: [source], passages: [], found: true };
}

function refusal(kind: "offTopic" | "abuse" | "injection" | "account", locale: ContentLocale): Reply {
  if (kind === "account") {
    return {
      kind: "account",
      blocks: [{ text: TEXT.account[locale] }],
      sources: [DASHBOARD[locale]],
      passages: [],
      found: false,
    };
  }
  return {
    kind: "refusal",
    blocks: [{ text: TEXT[kind][locale] }],
    sources: [CONTACT_SOURCE[locale]],
    passages: [],
    found: false,
  };
}

function unknown(locale: ContentLocale): Reply {
  return {
    kind: "unknown",
    blocks: [{ text: TEXT.unknown[locale] }],
    sources: [CONTACT_SOURCE[locale]],
    passages: [],
    found: false,
  };
}

const TYPICAL_LABEL: Record<ProductKey, { en: string; hi: string }> = {
  personal: { en: "personal-loan", hi: "पर्सनल लोन" },
  usedCar: { en: "used-car-loan", hi: "यूज़्ड कार लोन" },
  newCar: { en: "new-car-loan", hi: "नई कार के लोन" },
  twoWheeler: { en: "two-wheeler-loan", hi: "टू-व्हीलर लोन" },
  ev: { en: "EV-loan", hi: "EV लोन" },
  refinance: { en: "loan-against-car", hi: "कार पर लोन" },
  balanceTransfer: { en: "balance-transfer", hi: "बैलेंस ट्रांसफर" },
  business: { en: "business-loan", hi: "बिज़नेस लोन" },
  commercialVehicle: { en: "commercial-vehicle-loan", hi: "कमर्शियल वाहन लोन" },
};

/** The rate a calculator of the loan the question names opens on (a personal loan when it names none). */
function typicalRate(question: string, knowledge: Knowledge): TypicalRate {
  const folded = foldQuestion(question);
  // A balance transfer's new EMI is at the transfer's own rate, which its calculator opens on.
  const product = PRODUCTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? "personal";
  return { ratePercent: knowledge.reference.openingRate(product), ...TYPICAL_LABEL[product] };
}

function actionReply(action: SupportAction, locale: ContentLocale, knowledge: Knowledge): Reply {
  const answer = intentAnswer(action, locale, knowledge.support.facts);
  return {
    // An application's status keeps the kind it had before service requests were told apart.
    kind: action === "status" ? "account" : "action",
    action,
    blocks: answer.paragraphs.map((text) => ({ text })),
    sources: answer.sources,
    passages: [],
    found: true,
  };
}

/** A conjunction between two questions ("…emi aur processing fee kitni lagegi", "शिकायत … और मेरा डेटा हटाइए"). */
const JOINER = /\s+(?:and|aur|और|तथा|plus|also|&)\s+/giu;

/**
 * What makes the words after an "and" a question of their own ("…aur processing fee kitni lagegi"), not
 * a second thing the one question asks about ("with a low salary and a bad score").
 */
const ASKS =
  /\?|(?<![\p{L}])(what|how|which|who|when|where|why|can|could|is|are|do|does|will|should|kya|kaise|kitna|kitni|kitne|kab|kaun|kyun|need|milega|milegi|lagega|lagegi|क्या|कैसे|कितना|कितनी|कितने|कब|कौन|क्यों|चाहिए|मिलेगा|मिलेगी|लगेगा|लगेगी|बताइए|बताइये|बताओ|बताएं|batao|bataiye|batayein)(?![\p{L}\p{M}])/iu;

/** One way to read a message as two questions; `joined` when it is read at an "and" rather than a "?". */
export interface Split {
  first: string;
  second: string;
  joined: boolean;
}

/**
 * Two questions in one message ("documents for a personal loan and what is the rate?"): the ways to
 * read it as two, most likely first (after a question mark or a full stop, then at an "and", "aur" or
 * "और" before a question of its own or a second service request). A reading is kept only when both
 * halves are answered (answerQuestion).
 */
export function splitQuestions(question: string): Split[] {
  const text = question.trim();
  const splits: Split[] = [];
  const keep = (first: string, second: string, joined: boolean) => {
    const [a, b] = [first.trim(), second.trim()];
    // A short second question counts when it asks something ("…accha hai kya aur kaise badhaye" reads
    // "… aur how improve"): two words with a question word, three otherwise.
    // So does a two-word service request before it ("status batao aur kisi se baat karao").
    const fewest = ASKS.test(b) ? 2 : joined && sideOf(b) ? 1 : 3;
    const request = supportIntent(a);
    const fewestFirst = request ? 2 : 3;
    if (a.length < 8 || b.length < 4 || a.split(/\s+/).length < fewestFirst || b.split(/\s+/).length < fewest)
      return;
    if (joined && !ASKS.test(b) && !(request && supportIntent(b)) && !twoSides(a, b)) return;
    if (!splits.some((split) => split.first === a)) splits.push({ first: a, second: b, joined });
  };
  const stop =
    /^(.{8,}?)(?:\?\s*(?:and |also |aur |और )?|(?<!(?:^|\s)(?:rs|inr|approx|no|vs))[.;।]\s+(?:and |also )?)(.{8,})$/isu.exec(
      text,
    );
  if (stop) keep(stop[1] as string, stop[2] as string, false);
  for (const joint of text.matchAll(JOINER)) {
    const at = joint.index ?? 0;
    keep(text.slice(0, at), text.slice(at + joint[0].length), true);
  }
  return splits;
}

/**
 * The side of a loan a half of a message asks about ("the documents", "ब्याज दर", "kagaz", "process"):
 * "bike loan rate and documents" asks two things, each answered by its own passage.
 */
const SIDE_OF_A_LOAN: RegExp =
  /(?<![\p{L}])(documents?|docs|papers|kagaz|kagzat|fees?|charges?|rates?|interest rate|tenure|years|how long|eligibility|process|steps|दस्तावेज|कागज|कागजात|फीस|शुल्क|ब्याज दर|दर|अवधि|पात्रता|प्रक्रिया)(?![\p{L}\p{M}])/iu;
const sideOf = (text: string) => foldQuestion(text).match(SIDE_OF_A_LOAN)?.[1];
/** Each half asks a different side of a loan. */
function twoSides(first: string, second: string): boolean {
  const [one, other] = [sideOf(first), sideOf(second)];
  return one !== undefined && other !== undefined && one !== other;
}

/** A passage covering this much of a message answers it whole: its "and" joins what one question asks. */
const WHOLE_COVERAGE = 0.9;

/**
 * A follow-up that continues its thread's topic: "and for a used car?", "ok, what about the fee?". Fewer
 * openings than a calculation's follow-up (figures.ts): "if I miss an EMI…" or "for how long…" start
 * questions of their own when no figure is changed.
 */
const THREAD_START =
  /^\s*((ok|okay|achha|acha|accha|theek hai|thik hai|hmm+|अच्छा|ठीक है)[\s,.!]+)?(and|what about|how about|aur|और|तो)(?![\p{L}\p{M}])/iu;
/** A follow-up that points back at the thread's topic: "how do I improve it", "इसे कैसे बढ़ाऊँ". */
const POINTS_BACK =
  /(?<![\p{L}\p{M}])(it|its|this|that|ise|isko|iska|iski|iske|use|usko|uska|uski|uske|इसे|इसको|इसका|इसकी|इसके|उसे|उसको|उसका|उसकी|उसके|यह|ये)(?![\p{L}\p{M}])/iu;
/** Longer than this, a question says what it is about itself. */
const FOLLOW_UP_WORDS = 8;

/** A side of a loan a follow-up may turn to (its fee, rate, papers, who gets it, how long, prepaying). */
const ASPECT =
  /fee|charge|rate|interest|byaj|documents|papers|eligib|(?<![\p{L}])age(?![\p{L}])|income|salary|tenure|emi|prepay|foreclos|down ?payment|insurance|score|cibil|फीस(?!दी)|शुल्क|चार्ज|दर(?![\p{L}\p{M}])|ब्याज|दस्तावेज|कागज|पात्र|उम्र|आय|सैलरी|अवधि|किस्त|प्रीपे|डाउन ?पेमेंट|बीमा|स्कोर|सिबिल/u;
const NEW_WORD = "((new|brand new|nayi|nai|naya|नई|नयी|नया)\\s+)?";

/**
 * A follow-up read with its thread's topic: the earlier question without its figures (a score or an
 * amount there is not asked again), with the loan the follow-up names in place of the one it named, and
 * the follow-up's own words after it ("who can apply for a new car loan" + "and for a used car?").
 */
export function withThreadTopic(question: string, earlier: string, locale: ContentLocale): string {
  const rest = foldQuestion(question).replace(THREAD_START, " ");
  let topic = foldQuestion(earlier);
  if (readFigures(earlier).score !== undefined) topic += locale === "hi" ? " क्रेडिट स्कोर" : " credit score";
  topic = topic.replace(/[\d०-९]+(?:[.,][\d०-९]+)*\s*%?/gu, " ");
  const named = PRODUCTS.find(([, pattern]) => pattern.test(rest));
  if (named) {
    for (const [, pattern] of PRODUCTS) {
      topic = topic.replace(new RegExp(`${NEW_WORD}(${pattern.source})`, "gu"), " ");
    }
  } else if (ASPECT.test(rest)) {
    // "What about the processing fee?" after a used-car rate: the same loan, another side of it.
    const product = PRODUCTS.find(([, pattern]) => pattern.test(topic));
    const phrase = product
      ? topic.match(new RegExp(`${NEW_WORD}(${product[1].source})`, "u"))?.[0]
      : undefined;
    if (phrase) return `${rest} ${phrase} ${locale === "hi" ? "लोन" : "loan"}`.replace(/\s+/g, " ").trim();
  }
  return `${topic} ${rest}`.replace(/\s+/g, " ").trim();
}

/**
 * How a short question leans on its thread: "and for a used car?" only makes sense with it ("continues");
 * "how do I improve it" may (it "points back"), so it takes the thread's topic only when it is not
 * answered alone.
 */
function leansOnThread(question: string): "continues" | "points back" | null {
  const folded = foldQuestion(question);
  if (folded.split(/\s+/).filter(Boolean).length > FOLLOW_UP_WORDS) return null;
  if (THREAD_START.test(folded)) return "continues";
  return POINTS_BACK.test(folded) ? "points back" : null;
}

/**
 * The answer to a question in a thread. `history` is the thread's earlier questions, oldest first:
 * a calculation remembers their inputs ("and for 5 years?").
 */
export function answerQuestion(
  knowledge: Knowledge,
  asked: string,
  locale: ContentLocale,
  earlier: readonly string[] = [],
): Reply {
  // Typos, Hinglish and amount shorthand are read once, here, for everything after (normalise.ts).
  const question = normaliseQuestion(asked);
  const history = earlier.map(normaliseQuestion);
  // A loan, rate or tenure worked out from an EMI reads the whole question ("my EMI is 12000 and the loan
  // 4 lakh for 4 years, what rate?"): its "and" joins the figures, not two questions.
  const read = readFigures(question);
  const solving = ["loan", "rate", "tenure"].includes(read.intent ?? "");
  // A sum whose figures are all in the message ("emi if amount is 1 lakh, rate 9% and period 3 years"):
  // a half that asks for a figure the other half gives is not a question of its own.
  const allFigures = read.amount !== undefined && read.ratePercent !== undefined && read.months !== undefined;
  const splits = solving ? [] : splitQuestions(question);
  const whole = splits.some((split) => split.joined)
    ? (knowledge.retriever.retrieve(question, locale, 1)[0]?.coverage ?? 0)
    : 0;
  // A half answered while the other is not, kept for when the whole message finds no answer either.
  let halfAnswered: Reply | undefined;
  for (const { first, second, joined } of splits) {
    if (joined && whole >= WHOLE_COVERAGE && !twoSides(first, second)) continue;
    // The second question often leaves the loan to the first ("…a personal loan and what is the rate?").
    const product = PRODUCTS.find(([, pattern]) => pattern.test(foldQuestion(first)));
    const named = product ? foldQuestion(first).match(product[1])?.[0] : undefined;
    const secondFull =
      named && !PRODUCTS.some(([, pattern]) => pattern.test(foldQuestion(second)))
        ? `${second} ${named} loan`
        : second;
    const parts = [
      answerInThread(knowledge, first, locale, history),
      answerInThread(knowledge, secondFull, locale, [...history, first]),
    ];
    if (allFigures && parts.some((part) => part.kind === "ask")) continue;
    if (parts.every((part) => part.found) && distinct(parts[0] as Reply, parts[1] as Reply)) {
      return {
        kind: parts[0]?.kind as ReplyKind,
        ...(parts[0]?.computed ? { computed: parts[0].computed } : {}),
        ...(parts[0]?.action ? { action: parts[0].action } : {}),
        blocks: parts.flatMap((part) => part.blocks),
        sources: parts.flatMap((part) => part.sources),
        passages: parts.flatMap((part) => part.passages),
        parts,
        found: true,
      };
    }
    // One half answered and the other honestly not known (not refused): the answer to the first, and the
    // plain "I don't know" for the other, rather than nothing for both ("what is APR? and is the processing
    // fee refundable").
    const [one, other] = parts as [Reply, Reply];
    if (!halfAnswered && !joined && one.found !== other.found) {
      const [answered, unanswered] = one.found ? [one, other] : [other, one];
      if (unanswered.kind === "unknown") halfAnswered = answered;
    }
  }
  let reply = answerInThread(knowledge, question, locale, history);
  if (reply.kind === "unknown") {
    // A long, polite message ("Good morning sir… I am a teacher from Nagpur and want a second hand car…
    // kindly let me know what documents are required… Thanking you"): its greetings and the asker's story
    // weigh against the passage that answers it, so the sentence that asks is tried alone, with the loan
    // the message names.
    const asking = askingSentences(question, locale);
    if (asking) {
      const focused = answerInThread(knowledge, asking, locale, history);
      if (focused.found) reply = focused;
    }
  }
  if (reply.kind !== "unknown" || !halfAnswered) return reply;
  const missing = unknown(locale);
  return {
    ...halfAnswered,
    blocks: [...halfAnswered.blocks, ...missing.blocks],
    sources: [...halfAnswered.sources, ...missing.sources],
    parts: [halfAnswered, missing],
    found: true,
  };
}

/** Longer than this, a message may hold greetings and a story around its question. */
const LONG_MESSAGE_WORDS = 20;
/** A sentence that asks: a question mark, a question word, or a request to be told. */
const ASKING_SENTENCE =
  /\?|^\s*(what|how|which|who|when|where|why|can|could|will|would|is|are|do|does|should)(?![\p{L}])|(?<![\p{L}])(what|how|which|let me know|tell me|please (tell|advise|guide|suggest)|kya|kaise|kitna|kitni|kitne|kab|kaun|batao|bataiye|bataye|क्या|कैसे|कितना|कितनी|कितने|कब|कौन|बताइए|बताएं|बताओ)(?![\p{L}\p{M}])/iu;

/**
 * The sentences of a long message that ask something, with the loan the message names elsewhere; null
 * when the message is short, is one sentence, or every sentence asks.
 */
function askingSentences(question: string, locale: ContentLocale): string | null {
  if (question.split(/\s+/).length <= LONG_MESSAGE_WORDS) return null;
  const sentences = question.split(/(?<=[.!?।])\s+/).filter((sentence) => sentence.trim());
  const asking = sentences.filter((sentence) => ASKING_SENTENCE.test(sentence));
  if (sentences.length < 2 || asking.length === 0 || asking.length === sentences.length) return null;
  const text = asking.join(" ");
  const folded = foldQuestion(question);
  const product = PRODUCTS.find(([, pattern]) => pattern.test(folded));
  return product && !product[1].test(foldQuestion(text))
    ? `${text} ${PRODUCT_LABEL[product[0]][locale]}`
    : text;
}

/** Two answers that say different things: not the same passage, figure or action twice. */
function distinct(a: Reply, b: Reply): boolean {
  if (a.kind !== b.kind) return true;
  if (a.action || b.action) return a.action !== b.action;
  if (a.computed || b.computed) return a.computed?.kind !== b.computed?.kind;
  return a.sources[0]?.id !== b.sources[0]?.id;
}

/**
 * One question in its thread: a follow-up that leans on the thread's topic ("and for a used car?") and
 * is not a calculation or a service request of its own is answered with that topic.
 */
function answerInThread(
  knowledge: Knowledge,
  question: string,
  locale: ContentLocale,
  history: readonly string[],
): Reply {
  const alone = answerOne(knowledge, question, locale, history);
  const last = history[history.length - 1];
  const leans = leansOnThread(question);
  if (last === undefined || leans === null) return alone;
  if (alone.kind === "computed" || alone.kind === "ask" || alone.action) return alone;
  // "uska rate kya hai" after bike-loan documents: a side of the loan the thread named, not a rate in
  // general; otherwise a question that points back and is answered alone keeps its own answer.
  const folded = foldQuestion(question);
  const sideOfNamedLoan =
    ASPECT.test(folded) &&
    !PRODUCTS.some(([, pattern]) => pattern.test(folded)) &&
    PRODUCTS.some(([, pattern]) => pattern.test(foldQuestion(last)));
  if (leans === "points back" && alone.found && !sideOfNamedLoan) return alone;
  const topical = answerOne(knowledge, withThreadTopic(question, last, locale), locale, []);
  if (topical.found && (topical.kind === "source" || topical.kind === "rates")) return topical;
  // On the thread's topic, a follow-up we cannot answer is one we do not know, not one off our subject.
  const screened = screenQuestion(question);
  if (
    alone.kind === "refusal" &&
    topical.kind === "unknown" &&
    screened !== "abuse" &&
    screened !== "injection"
  )
    return topical;
  return alone;
}

/** The service requests a learned question may name (learned-phrasings.ts, "action:…"). */
const SUPPORT_ACTIONS: readonly SupportAction[] = [
  "withdraw-consent",
  "talk-to-person",
  "grievance",
  "charges",
  "partners",
  "status",
  "change-contact",
  "delete-data",
  "login-help",
  "cancel-application",
];

/**
 * How like a service request people made before a question must be to be answered as that request
 * (retrieve.ts, `asked`), when no pattern of support/intents.ts caught it and no passage answers it.
 */
const LEARNED_ACTION = 0.6;

/**
 * A service request worded much like one people made before, in words no pattern of support/intents.ts
 * knows, when nothing else answers the question: done rather than refused or not known. Only then, so
 * that a question a passage answers is never taken for a request.
 */
function learnedAction(knowledge: Knowledge, question: string, locale: ContentLocale): Reply | null {
  const asked = knowledge.retriever.asked(question, locale);
  if (!asked || asked.likeness < LEARNED_ACTION || !asked.target.startsWith("action:")) return null;
  const action = asked.target.slice("action:".length) as SupportAction;
  return SUPPORT_ACTIONS.includes(action) ? actionReply(action, locale, knowledge) : null;
}

/** Service requests that only inform (no action is taken): a FAQ written for the question says more. */
const INFORMATIONAL = new Set<SupportAction>(["charges", "partners"]);

/**
 * Whether one of our FAQs is the question itself, nearly word for word: most of its question is in the
 * one asked, and it covers nearly all of it ("Is the credit score check on LoanSetu free?" is a FAQ; "what
 * does LoanSetu charge" is not, and gets the service answer).
 */
function answeredByFaq(knowledge: Knowledge, question: string, locale: ContentLocale): boolean {
  const best = knowledge.retriever.retrieve(question, locale, 1)[0];
  return best?.passage.kind === "faq" && best.coverage >= 0.8 && best.titlePrecision >= 0.75;
}

function answerOne(
  knowledge: Knowledge,
  question: string,
  locale: ContentLocale,
  history: readonly string[],
): Reply {
  const screened = screenQuestion(question);
  // Someone fed up with the bot who asks for a person ("this bot is useless, I need a human") gets one:
  // the person is the help, where a refusal would only repeat what failed.
  if (screened === "abuse" && supportIntent(question) === "talk-to-person")
    return actionReply("talk-to-person", locale, knowledge);
  if (screened === "injection" || screened === "abuse") return refusal(screened, locale);
  // A question about one lender's own contacts or terms, before "customer care" reads as asking for ours.
  const lenderFact = lenderFactAnswer(question, locale, knowledge.support.facts);
  if (lenderFact) {
    const reply: Reply = {
      kind: "source",
      blocks: lenderFact.paragraphs.map((text) => ({ text })),
      sources: lenderFact.sources,
      passages: [],
      found: true,
    };
    // The guide that explains the term (what a cooling-off period lets you do), when one answers.
    const guide = COOLING_OFF.test(foldQuestion(question))
      ? knowledge.retriever.retrieve(question, locale, 1)[0]
      : undefined;
    if (guide && confident(guide) && guide.passage.kind !== "page") {
      reply.sources.push({
        id: guide.passage.id,
        title: guide.passage.heading || guide.passage.title,
        path: localised(guide.passage.path, locale),
      });
      reply.passages.push(guide.passage);
    }
    return reply;
  }
  const action =
    supportIntent(question) ?? (asksAboutALender(question, knowledge.support.facts) ? "partners" : null);
  // "Which bank gives the most on an FD" names banks but asks of a product we do not offer.
  if (
    action &&
    !(INFORMATIONAL.has(action) && answeredByFaq(knowledge, question, locale)) &&
    !(action === "partners" && screened === "notOffered")
  )
    return actionReply(action, locale, knowledge);
  if (screened === "account") return actionReply("status", locale, knowledge);

  const figures = figuresInThread(question, history);
  const computed = computedAnswer(
    question,
    figures,
    locale,
    knowledge.content.guide(locale),
    typicalRate([...history, question].join(" "), knowledge),
  );
  // Who is eligible for a loan we do not offer ("home loan eligibility on 50k salary") is not ours to say.
  if (screened === "notOffered" && computed?.kind === "eligibility") return unknown(locale);
  if (
    (computed?.kind === "band" || computed?.kind === "eligibility") &&
    ASKS_FOR_A_LOAN.test(foldQuestion(question))
  ) {
    // "cibil 680, will I get a personal loan?", "I earn 12000, will I get a loan?": what a loan needs
    // answers it (lenders weigh more than the one figure given), the figure's check adds to it.
    const needs = answerOne(knowledge, question.replace(FIGURE, " "), locale, []);
    if (needs.kind === "source") {
      const band: Reply = {
        kind: "computed",
        computed: { kind: computed.kind, ...(computed.value === undefined ? {} : { value: computed.value }) },
        blocks: computed.paragraphs.map((text) => ({ text })),
        sources: computed.sources,
        passages: [],
        found: true,
      };
      return {
        ...needs,
        computed: band.computed,
        blocks: [...needs.blocks, ...band.blocks],
        sources: [...needs.sources, ...band.sources],
        parts: [needs, band],
      };
    }
  }
  if (computed) {
    return {
      kind: computed.kind === "ask" ? "ask" : "computed",
      computed: {
        kind: computed.kind,
        ...(computed.value === undefined ? {} : { value: computed.value }),
        ...(computed.assumedRate === undefined ? {} : { assumedRate: computed.assumedRate }),
      },
      blocks: computed.paragraphs.map((text) => ({ text })),
      sources: computed.sources,
      passages: [],
      found: true,
    };
  }
  if (screened === "notOffered") return unknown(locale);
  // A scheme, rate or body named in capitals that none of our content mentions ("PMAY", "MCLR") is what
  // the question is about: a passage sharing its other words would answer something else.
  if (screened === null && knowledge.retriever.unknownNames(question, locale).length > 0)
    return unknown(locale);
  // Likewise one of our lenders that no passage names ("kotak bank branch timing"): no lender fact or
  // service answer took the question, and a passage sharing its other words would answer something else.
  // Not when the lender is only whose name is on the vehicle's RC ("why is HDFC's name on my RC"): the
  // answer is the same for every lender.
  const lender = namedLender(question, knowledge.support.facts.lenders.lenders);
  // Nor when it asks a lender's rate ("axis personal loan roi"): the rate table names each lender's rate.
  if (
    screened === null &&
    lender &&
    !knowledge.retriever.allKnown(lender.shortName, locale) &&
    !ON_THE_RC.test(foldQuestion(question)) &&
    !rateQuestionProduct(question)
  )
    return unknown(locale);
  const ranked = knowledge.retriever.retrieve(question, locale, 6);
  // A question without a word of money or loans is off-topic, unless a passage about it (its heading
  // says so) answers nearly all of it in our own words, none a typo corrected into one of ours ("what
  // is the cooling-off period?"; a name in the legal pages does not make "write a poem" a question). A
  // follow-up that only makes sense in its thread ("and for 5 years?") reads as off-topic alone.
  if (
    screened === "offTopic" &&
    !(
      !FOLLOW_UP.test(question) &&
      (ranked[0]?.coverage ?? 0) >= OFF_TOPIC_COVERAGE &&
      (ranked[0]?.titleCoverage ?? 0) >= 0.5 &&
      knowledge.retriever.allKnown(question, locale)
    )
  )
    return learnedAction(knowledge, question, locale) ?? refusal("offTopic", locale);

  const product = rateQuestionProduct(question);
  if (product) {
    const rates = ratesReply(product, locale, knowledge);
    if (rates) {
      // The FAQ ranked first for the question is the one written for it even below the confidence line:
      // the rate table beside it answers the rest ("lowest personal loan rate right now?").
      // Only a FAQ about the same loan, a near one or none: the EV loan's rate FAQ does not lead a scooty
      // loan's rates.
      const sameLoan = (entry: (typeof ranked)[number]) => {
        const about = passageProduct(entry.passage.id);
        return entry.passage.kind === "faq" && (about === null || productFit(product, about) !== "other");
      };
      // And a FAQ about the rate: the fee FAQ shares a loan's words but does not answer "axis personal loan roi".
      const aboutRate = (entry: (typeof ranked)[number]) =>
        RATE_WORDS.test(foldQuestion(entry.passage.title));
      // The FAQ of the very loan asked about before one of a near loan (the new-car rate FAQ for an EV's).
      const ofThisLoan = (entry: (typeof ranked)[number]) =>
        entry.passage.kind === "faq" && passageProduct(entry.passage.id) === product;
      const faq =
        ranked.find((entry) => ofThisLoan(entry) && aboutRate(entry) && entry.coverage >= MIN_CONFIDENCE) ??
        ranked.find((entry) => sameLoan(entry) && aboutRate(entry) && entry.coverage >= MIN_CONFIDENCE) ??
        (ranked[0] && sameLoan(ranked[0]) && aboutRate(ranked[0]) ? ranked[0] : undefined);
      if (faq) {
        // The FAQ written for the question leads (it answers "are EV rates lower?", "starts from?" and
        // says what the rate depends on); our lenders' starting rates today follow it.
        const said = faq.passage.markdown
          ? markdownBlocks(faq.passage.markdown)
          : [{ text: faq.passage.text }];
        rates.blocks = [...shorten(said, MAX_WORDS / 2), ...rates.blocks];
        rates.sources.unshift({
          id: faq.passage.id,
          title: faq.passage.title,
          path: localised(faq.passage.path, locale),
        });
        rates.passages.push(faq.passage);
      }
      return rates;
    }
  }

  // The passage ranked first, or, when it covers too little of the question, one ranked just below it that
  // covers enough and scores close to it.
  const top = ranked[0];
  const best =
    top && !confident(top)
      ? ranked.slice(1, 3).find((entry) => confident(entry) && entry.score >= top.score - RUNNER_UP_GAP)
      : top;
  if (!best || !confident(best)) return learnedAction(knowledge, question, locale) ?? unknown(locale);
  const passage = best.passage;
  const blocks = shorten(passage.markdown ? markdownBlocks(passage.markdown) : [{ text: passage.text }]);
  const sources: AnswerSource[] = [];
  const used: Passage[] = [];
  for (const entry of ranked) {
    if (entry !== best && entry.coverage < MIN_CONFIDENCE) continue;
    const path = localised(entry.passage.path, locale);
    const page = path.split("#")[0];
    if (sources.some((source) => source.path.split("#")[0] === page)) continue;
    const title = entry.passage.heading || entry.passage.title;
    sources.push({ id: entry.passage.id, title, path });
    used.push(entry.passage);
    if (sources.length === 2) break;
  }
  return { kind: "source", blocks, sources, passages: used, found: true };
}

// Escaped as the DOM serialises (what the sanitiser gives back), so a stored answer reads the same after it.
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");
const READ_MORE: Record<ContentLocale, string> = { en: "Read more:", hi: "और पढ़ें:" };
const SEE_ALSO: Record<ContentLocale, string> = { en: "See also:", hi: "यह भी देखें:" };

/** The reply as the small HTML of the §5 allow-list (p, ul, ol, li, a); all text escaped. */
export function replyHtml(reply: Pick<Reply, "kind" | "blocks" | "sources">, locale: ContentLocale): string {
  const body = reply.blocks
    .map((block) =>
      block.list
        ? `<${block.list}>${block.items.map((item) => `<li>${escapeText(item)}</li>`).join("")}</${block.list}>`
        : `<p>${escapeText(block.text)}</p>`,
    )
    .join("");
  if (reply.sources.length === 0) return body;
  const label = reply.kind === "source" ? READ_MORE[locale] : SEE_ALSO[locale];
  const links = reply.sources.map(
    (s) => `<li><a href="${escapeAttribute(s.path)}">${escapeText(s.title)}</a></li>`,
  );
  return `${body}<p>${label}</p><ul>${links.join("")}</ul>`;
}
