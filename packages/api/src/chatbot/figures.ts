import { foldQuestion, type Quantity, quantityMonths, readQuantities } from "@loansetu/domain/indian-amount";

// Which figure of a question is what: the loan amount, the rate, the tenure, a credit score, an
// age, an income, a running loan's EMI and the EMIs paid on it; and what the question asks to work out.
// The domain reads the quantities ("5 lakh", "11%", "3 saal"); the words around them say their role.

export type FigureIntent = "emi" | "interest" | "cash" | "band" | "eligibility" | "loan" | "rate" | "tenure";

export interface LoanFigures {
  intent?: FigureIntent;
  amount?: number;
  ratePercent?: number;
  /** A rate said per month ("1.5% per month"): `ratePercent` is then twelve times it. */
  monthlyRatePercent?: number;
  /** The rate said as flat ("10% flat"): charged on the whole principal for the whole tenure. */
  flat?: boolean;
  /** The vehicle's price when a down payment was taken off it: `amount` is then the loan. */
  price?: number;
  /** The down payment taken off `price` (rupees). */
  downPayment?: number;
  months?: number;
  score?: number;
  age?: number;
  income?: number;
  currentEmi?: number;
  emisPaid?: number;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

// Word lists are folded (lower case, no nukta, chandrabindu as anusvara), as `foldQuestion` reads text.
const CASH = /cash in hand|cash-in-hand|top[ -]?up|balance transfer|कैश इन हैंड|टॉप[ -]?अप|बैलेंस ट्रांसफर/u;
const INTEREST =
  /(total|overall) interest|interest outgo|interest (will|would|do|shall) i pay|how much interest|interest payable|kul byaj|kul byaaj|कुल ब्याज|ब्याज कितना|interest kitna|interest (part|portion|component)|how much (extra|more) (will|would|do|shall) i (pay|end up paying)|(extra|zyada|jyada) (kitna|kitne|how much) (dena|paisa|paise|bharna|padega|lagega|pay)|(?<![\p{L}])(total|kul|कुल) (\S+ ){1,2}(interest|byaj|byaaj|ब्याज)/u;
const EMI =
  /\bemis?\b|instal+ments?|kis(h)?t|किस्त|ईएमआई|monthly payment|monthly repayment|per month pay|महीने की किस्त|(pay|afford)\s+(rs\.?\s*|₹\s*)?[\d,]+\s*(a|per|every)\s+month|(?<![\p{L}])(har|हर|each|every|per|a) (mahine|month|महीने)\s+(kitna|kitni|kitne|how much|कितना|कितनी|कितने)(?![\p{L}\p{M}])|(?<![\p{L}])(how much|kitna|kitni|कितना|कितनी) (will|would|do|shall|have to|to|i|dena|bharna|देना|भरना|\s)*(pay|dena|bharna|देना|भरना)? ?(har|हर|each|every|per|a) (mahine|month|महीने)(?![\p{L}\p{M}])/u;
/** Asking how big a loan is ("how much loan", "kitna loan milega", "कितना लोन"), not what it costs. */
const LOAN_FOR_AN_EMI =
  /how much (loan|amount|money) ((can|could|would|will|do|should) i |i (can|could|will) )?(get|take|afford|borrow|milega|mil sakta|le sakta)|(loan|amount) (can|could|will) i (get|take|afford)|kitna loan|loan kitna|kitne ka loan|कितना लोन|लोन कितना|कितने का लोन|how much (loan|amount)\s*\??$|how much (can|could) i borrow/u;
/** The rate asked for ("what is the interest rate", "rate kitna hai", "ब्याज दर कितनी"). */
const RATE_ASKED =
  /(what|which|kitna|kitni|kya) (is |was )?(the |my |its |their )?(interest rate|rate|roi|byaj dar)|(interest rate|rate|roi|byaj dar|ब्याज दर|दर|रेट) (kitna|kitni|kya|kitne|कितनी|कितना|क्या)|(कितनी|कितने) (ब्याज दर|दर|रेट)|(rate|interest) (is|are) (they|the bank|he|she)? ?(charging|taking)|(interest rate|rate|roi|interest) (how much|what)(?![\p{L}])/u;
/** The tenure asked for ("how many months", "kitne mahine me khatam", "कितने महीने में"). */
const TENURE_ASKED =
  /how (many|much) (months|years|emis|instal+ments|time)|how long (will|would|does|to)|kitne (mahine|mahino|saal|saalon)|कितने (महीने|साल|महीनों)|kab tak (khatam|chukega|chuk)|कब तक (खत्म|चुक)/u;
/** A figure the EMI word names, just before it ("emi 17000", "मेरी EMI 12000 है") or after ("10000 ki kist"). */
const EMI_BEFORE =
  /(emis?|instal+ments?|kist|kisht|किस्त|ईएमआई)\s*(of|is|:|=|-|hai|है|की|ki|ka|का)?\s*(₹|rs\.?|inr)?\s*$/u;
const EMI_AFTER =
  /^\s*(rs\.?|₹|rupees?|रुपये|रुपए)?\s*(ki|की|ka|का|ke|के|wali|वाली)?\s*(emis?|instal+ments?|kist|kisht|किस्त|ईएमआई)/u;
/** A down payment named after or before its figure ("20% down payment", "down payment of 50000"). */
const DOWN_PAYMENT_AFTER = /^\s*(ka |ki |का |की )?(down ?payment|downpayment|down|margin|डाउन ?पेमेंट|डाउनपेमेंट)/u;
const DOWN_PAYMENT_BEFORE =
  /(down ?payment|downpayment|डाउन ?पेमेंट|डाउनपेमेंट)\s*(of|is|:|=|-|hai|है|की|ki|ka|का)?\s*(₹|rs\.?)?\s*$/u;
/** A flat rate ("10% flat", "flat interest", "फ्लैट रेट"), not a reducing-balance one. */
const FLAT = /(?<![\p{L}])(flat|फ्लैट|फ़्लैट)(?![\p{L}\p{M}])/u;
/** Said just after a rate, it makes the rate a monthly one. */
const PER_MONTH_AFTER =
  /^\s*(per month|a month|every month|monthly|p\.?m\.?|per mahina|mahina|mahine ka|har mahine|महीना|मासिक|प्रति माह|प्रति महीना|हर महीने)(?![\p{L}\p{M}])(?!\s*(emi|kist|kisht|instal|payment|किस्त|ईएमआई))/u;
const SCORE_WORD = /score|cibil|sibil|स्कोर|सिबिल|crif|experian|equifax|एक्सपीरियन|इक्विफैक्स|क्रिफ|सीआईबीआईएल/u;
/** The scale's own ends asked about ("is 300 the lowest cibil can go"): a fact of the scale, not a score. */
const SCALE_END =
  /(lowest|highest|minimum|maximum|min|max|range|kam se kam|sabse kam|sabse zyada|न्यूनतम|अधिकतम|सबसे कम|सबसे ज्यादा)/u;
/** Interest saved by paying part of a loan early ("1 lakh extra jama karu to kitna byaj bachega"). */
const PREPAY_SAVING =
  /(?=.*(sav(e|ed|es|ing)|bach|बच))(?=.*(prepay|part[ -]?pay|extra|jama|foreclos|early|advance|pehle|pahle|before|अतिरिक्त|एक्स्ट्रा|जमा|पहले|प्रीपे))/u;
/** "Is 760 good?": on a credit site a lone number from the score's range asked to be judged is a score. */
const SCORE_VERDICT =
  /(?<![\p{L}])(good|bad|ok|okay|fine|poor|fair|average|decent|excellent|achha|accha|acha|theek|thik|kharab|अच्छा|ठीक|खराब|बुरा)(?![\p{L}\p{M}])/u;
const ELIGIBLE =
  /eligib|qualif|can i get|will i get|patra|yogya|पात्र|योग्य|मिलेगा|मिल सकता|मिलेगी|milega|mil sakta/u;
const AGE_WORD = /\bage\b|\baged\b|years? old|yrs? old|\bumr|\bumar|उम्र|आयु/u;
const INCOME_WORD =
  /salary|income|earn|kamai|kamata|कमाई|आय(?![\p{L}\p{M}])|आमदनी|सैलरी|वेतन|तनख्वाह|per month|monthly|महीने की/u;
/** Pay named just after a figure ("10 हजार महीना सैलरी", "25000 monthly salary"). */
const SALARY_AFTER =
  /^\s*(a month|per month|monthly|pm|mahina|mahine ki|महीना|महीने की|मासिक)?\s*(ki |की |ka |का )?(salary|income|kamai|सैलरी|आय|आमदनी|कमाई|वेतन|तनख्वाह)(?![\p{L}\p{M}])/u;
/**
 * Pay named just before a figure, joined to it by at most "is", "of" or a rupee sign ("salary 25000", "my
 * salary is 25000", "meri kamai hai 30000"): not a figure after another word or a comma ("salary, EMI for 3
 * lakh", "सैलरी है, 1 लाख का लोन").
 */
const SALARY_BEFORE =
  /(salary|income|earn\w*|kamai|kamata|कमाई|आय|आमदनी|सैलरी|वेतन|तनख्वाह)(?![\p{L}\p{M}])[^\d\p{L},.;।]{0,3}((is|of|hai|है|ki|की|ka|का|around|about|approx|rs|inr|₹)(?![\p{L}\p{M}])[^\d\p{L},.;।]{0,3}){0,2}$/u;
/** Whether a figure is the asker's pay, by the words just before or after it. */
const isPay = (before: string, after: string) => SALARY_BEFORE.test(before) || SALARY_AFTER.test(after);
const PAID_AFTER =
  /^\s*(emis?|installments?|kisht|किस्तें|किस्त|ईएमआई)?\s*(paid|bhar|bhare|bhari|भरी|भरे|भर|चुका|दी|पूरी)/u;
const ORIGINAL_NEAR = /original|orig\.?|मूल|असली|loan amount|लोन राशि/u;
const RATE_BEFORE =
  /(@|\bat|\brate|\broi|\bpe|\bpar|\bbyaa?j|\bbiyaj|पर|दर|ब्याज|interest)\s*(of\s*|is\s*|=\s*)?$/u;
/** A follow-up's first words, after a filler that only acknowledges the last answer ("ok and for 5 years"). */
const FOLLOW_UP_START =
  /^\s*((ok|okay|okk|achha|acha|accha|theek hai|thik hai|fine|hmm+|so|then|अच्छा|ठीक है)[\s,.!]+)?(and|what about|how about|if|with|for|aur|agar|और|अगर|तो|what if)(?![\p{L}\p{M}])/u;
/** A figure of the whole loan a short follow-up can ask for: its interest or what is repaid in all. */
const THREAD_TOTAL =
  /interest|byaj|ब्याज|(?<![\p{L}])(total|kul|कुल)(?![\p{L}\p{M}])|payable|repay|chukana|चुकाना|चुकाने/u;
/** A question about how a figure is worked out or what it means, not a request for the figure itself. */
const ABOUT_THE_FIGURE = /how (is|are|do|does)|kaise|कैसे|calculat|formula|mean|matlab|मतलब|kya hota|क्या होता/u;
/**
 * A percent said of a tax or a fee ("1% TCS on a car above 10 lakh", "2% processing fee on 5 lakh") is not
 * a loan's interest rate: an amount and such a percent ask no EMI.
 */
const TAX_OR_FEE =
  /(?<![\p{L}])(tcs|tds|gst|cess|tax|stamp duty|processing fee|fees?|charges?)(?![\p{L}])|(टीसीएस|जीएसटी|टैक्स|फीस|शुल्क|चार्ज)(?![\p{L}\p{M}])/u;
/** Longer than 40 years is not a loan tenure ("9000 महीने की आय" is an income a month). */
const MAX_MONTHS = 480;

/** The words just before and after a quantity (folded), to read its role from. */
function around(folded: string, quantity: Quantity, reach = 18) {
  return {
    before: folded.slice(Math.max(0, quantity.start - reach), quantity.start),
    after: folded.slice(quantity.end, quantity.end + reach),
  };
}

/**
 * The question's quantities, with an amount said in parts taken whole: "एक लाख पचास हज़ार", "1 lakh 50
 * thousand" and "2 crore and 40 lakh" are read by the domain as two amounts side by side, but a person
 * means their sum (the larger unit first, the smaller part below that unit).
 */
export function quantitiesOf(question: string): Quantity[] {
  const folded = foldQuestion(question);
  const merged: Quantity[] = [];
  for (const quantity of readQuantities(question)) {
    const last = merged[merged.length - 1];
    const between = last ? folded.slice(last.end, quantity.start) : "";
    const unit = last && last.value % 10_000_000 === 0 ? 10_000_000 : 100_000;
    if (
      last &&
      last.kind === "rupees" &&
      quantity.kind === "rupees" &&
      last.value % unit === 0 &&
      quantity.value < unit &&
      /^\s*(and|aur|और|&)?\s*$/u.test(between)
    ) {
      merged[merged.length - 1] = { ...last, value: last.value + quantity.value, end: quantity.end };
    } else merged.push(quantity);
  }
  return merged;
}

/** The figures of one question, without looking at the rest of the thread. */
export function readFigures(question: string): LoanFigures {
  const folded = foldQuestion(question);
  const quantities = quantitiesOf(question);
  const figures: LoanFigures = {};
  // What prepaying part of a loan saves is a question for the prepayment guide, not a sum of the loan.
  const saving = has(folded, PREPAY_SAVING);
  if (has(folded, CASH)) figures.intent = "cash";
  else if (saving) figures.intent = undefined;
  else if (has(folded, INTEREST)) figures.intent = "interest";
  // "I can pay 15000 EMI, how much loan can I get?" asks for the loan an EMI repays, not that EMI's EMI.
  else if (has(folded, EMI) && has(folded, LOAN_FOR_AN_EMI)) figures.intent = "loan";
  // An EMI given and the rate or the tenure asked: "EMI 16500 on 5 lakh for 3 years, what rate?", "2 lakh
  // 10000 ki kist me kitne mahine".
  else if (has(folded, EMI) && has(folded, RATE_ASKED)) figures.intent = "rate";
  else if (has(folded, EMI) && has(folded, TENURE_ASKED)) figures.intent = "tenure";
  else if (has(folded, EMI)) figures.intent = "emi";
  else if (has(folded, ELIGIBLE) && (has(folded, AGE_WORD) || has(folded, INCOME_WORD)))
    figures.intent = "eligibility";

  // Every figure a whole number on the score's scale ("is 745 good and how do I get to 800", "699, so close
  // to 700"): the first is the asker's score, the others a mark they measure it against. Not the scale's
  // own ends ("why is the score between 300 and 900").
  const scoreLike = (quantity: Quantity) =>
    quantity.kind === "number" &&
    Number.isInteger(quantity.value) &&
    quantity.value >= 300 &&
    quantity.value <= 900;
  const onlyScores =
    quantities.length > 0 &&
    quantities.every(scoreLike) &&
    !quantities.some((quantity) => quantity.value === 300 || quantity.value === 900);
  const rest: Quantity[] = [];
  let downPercent: number | undefined;
  let downRupees: number | undefined;
  for (const quantity of quantities) {
    const { before, after } = around(folded, quantity);
    const plain = quantity.kind === "number";
    // "1.5% per month", "2% monthly": a monthly rate, as informal lenders quote it, is twelve times that a
    // year (and the answer says so).
    // "20% down payment", "down payment 50000": what the buyer pays, not the rate or the loan.
    if (DOWN_PAYMENT_AFTER.test(after) || DOWN_PAYMENT_BEFORE.test(before)) {
      if (quantity.kind === "percent") downPercent = quantity.value;
      else downRupees = quantity.value;
    } else if (
      quantity.kind === "percent" &&
      figures.ratePercent === undefined &&
      PER_MONTH_AFTER.test(after)
    ) {
      figures.ratePercent = Math.round(quantity.value * 12 * 100) / 100;
      figures.monthlyRatePercent = quantity.value;
    } else if (quantity.kind === "percent") figures.ratePercent ??= quantity.value;
    else if (
      plain &&
      figures.intent === "cash" &&
      figures.emisPaid === undefined &&
      quantity.value <= 120 &&
      PAID_AFTER.test(after)
    )
      figures.emisPaid = quantity.value;
    else if (
      (quantity.kind === "years" || plain) &&
      quantity.value >= 15 &&
      quantity.value <= 100 &&
      (AGE_WORD.test(before) ||
        AGE_WORD.test(after.slice(0, 10)) ||
        /^\s*(ki|की|का|ka)\s*(umr|umar|उम्र|आयु)/u.test(after))
    )
      figures.age ??= quantity.value;
    else if ((quantityMonths(quantity) ?? 1000) <= MAX_MONTHS)
      figures.months ??= quantityMonths(quantity) as number;
    else if (
      scoreLike(quantity) &&
      (SCORE_WORD.test(folded) || SCORE_VERDICT.test(folded)) &&
      (quantities.length === 1 || (onlyScores && figures.score === undefined)) &&
      !((quantity.value === 300 || quantity.value === 900) && SCALE_END.test(folded))
    )
      figures.score = quantity.value;
    else if (
      plain &&
      quantity.value > 0 &&
      quantity.value <= 36 &&
      RATE_BEFORE.test(before) &&
      figures.ratePercent === undefined
    )
      figures.ratePercent = quantity.value;
    else rest.push(quantity);
  }
  for (const quantity of rest) {
    const { before, after } = around(folded, quantity);
    if (quantity.value < 100) continue;
    // The EMI given beside the loan whose rate or tenure is asked; the other rupee figure is the loan.
    if (figures.intent === "rate" || figures.intent === "tenure") {
      if (figures.currentEmi === undefined && (EMI_BEFORE.test(before) || EMI_AFTER.test(after)))
        figures.currentEmi = quantity.value;
      else figures.amount ??= quantity.value;
      continue;
    }
    // The EMI a person can pay, unless it is their pay ("salary 50000, EMI 15000 tak, kitna loan").
    if (figures.intent === "loan") {
      if (isPay(before, after)) figures.income ??= quantity.value;
      else figures.currentEmi ??= quantity.value;
      continue;
    }
    if (
      figures.intent === "cash" &&
      figures.currentEmi === undefined &&
      /(emi|ईएमआई|किस्त)\s*(of|is|:|=|-)?\s*(₹|rs\.?)?\s*$/u.test(before)
    )
      figures.currentEmi = quantity.value;
    else if (
      figures.intent === "cash" &&
      (ORIGINAL_NEAR.test(before) || figures.amount === undefined) &&
      quantity.value >= 10_000
    )
      figures.amount ??= quantity.value;
    else if (has(folded, ELIGIBLE) && (INCOME_WORD.test(before) || INCOME_WORD.test(after.slice(0, 14))))
      figures.income ??= quantity.value;
    // "salary 25000, EMI for 3 lakh…": the asker's pay said before a loan's figures is not the loan.
    else if ((figures.intent === "emi" || figures.intent === "interest") && isPay(before, after))
      figures.income ??= quantity.value;
    else if (figures.amount === undefined && quantity.value >= 1000) figures.amount = quantity.value;
    else if (figures.intent === "eligibility") figures.income ??= quantity.value;
  }
  // "emi 11.5L 5yrs 8.95": with the amount and the tenure read, a lone number a rate could be (4–36, said
  // without "%") is the rate.
  if (
    (figures.intent === "emi" || figures.intent === "interest") &&
    figures.ratePercent === undefined &&
    figures.amount !== undefined &&
    figures.months !== undefined
  ) {
    const rates = rest.filter((q) => q.kind === "number" && q.value >= 4 && q.value <= 36);
    if (rates.length === 1) figures.ratePercent = (rates[0] as Quantity).value;
  }
  if (figures.ratePercent !== undefined && FLAT.test(folded)) figures.flat = true;
  // A price less its down payment is the loan: "car price 8 lakh, 20% down payment" borrows 6.4 lakh.
  const down =
    downPercent !== undefined && downPercent < 100 && figures.amount !== undefined
      ? Math.round((figures.amount * downPercent) / 100)
      : downRupees;
  if (down !== undefined && figures.amount !== undefined && down < figures.amount) {
    figures.price = figures.amount;
    figures.downPayment = down;
    figures.amount -= down;
  }
  // A rate or a tenure is worked out from an EMI only with both the EMI and the loan said; with one figure
  // it is an EMI question ("what rate of interest for 5 lakh emi").
  if (
    (figures.intent === "rate" || figures.intent === "tenure") &&
    (figures.currentEmi === undefined || figures.amount === undefined)
  ) {
    figures.intent = "emi";
    figures.amount ??= figures.currentEmi;
    delete figures.currentEmi;
  }
  if (figures.score !== undefined && figures.intent === undefined) figures.intent = "band";
  if (figures.intent === "cash" && figures.currentEmi === undefined && figures.amount !== undefined) {
    // "EMI 15000 … loan 7 lakh": the smaller rupee figure is the EMI when both came without labels.
    const rupees = rest.filter((q) => q.value >= 100).map((q) => q.value);
    if (rupees.length >= 2) {
      figures.currentEmi = Math.min(...rupees);
      figures.amount = Math.max(...rupees);
    } else if (has(folded, EMI) && !has(folded, /top[ -]?up|cash in hand|कैश|टॉप/u)) {
      // "balance transfer of 4 lakh over 3 years, new emi?": the EMI of the loan moved, with no running
      // EMI to work out cash in hand from.
      figures.intent = "emi";
    }
  }
  if (figures.intent === "eligibility" && figures.income === undefined && figures.amount !== undefined) {
    // Eligibility asks about income, not an amount to borrow, when no loan amount word is there.
    if (!/loan of|loan amount|borrow|लोन राशि/u.test(folded)) {
      figures.income = figures.amount;
      delete figures.amount;
    }
  }
  if (
    figures.intent === undefined &&
    !saving &&
    !has(folded, TAX_OR_FEE) &&
    figures.amount !== undefined &&
    (figures.ratePercent !== undefined || figures.months !== undefined)
  )
    figures.intent = "emi";
  // Not a sum to work out: what the calculator accepts ("can i put 36% interest in the emi calculator"),
  // an opinion on a tenure with no loan named ("thinking 84 months so the emi is small, bad idea?"), or how
  // many EMIs come before a foreclosure ("foreclosure se pehle kitni emi bharni zaroori hai").
  if (
    figures.intent === "emi" &&
    (CALCULATOR_INPUT.test(folded) ||
      (figures.amount === undefined && OPINION.test(folded)) ||
      (quantities.length === 0 && BEFORE_CLOSING.test(folded)))
  )
    delete figures.intent;
  return figures;
}

const CALCULATOR_INPUT =
  /(put|enter|type|fill|input|daal\w*|dal)(?![\p{L}]).{0,30}(in|into|on|me|mein|में)( the| my)?( emi| loan)? calculator|calculator (me|mein|में|par|pe|पर) .{0,25}(daal|put|enter|डाल)/u;
const OPINION =
  /(bad|good|smart|wise) idea|should i|is (it|that) (ok|okay|wise|fine|worth|sensible)|theek rahega|thik rahega|sahi rahega|ठीक रहेगा|सही रहेगा|अच्छा रहेगा/u;
const BEFORE_CLOSING = /foreclos|pre-?clos|prepay|part[ -]?pay|फोरक्लो|प्रीपे|प्रीक्लो/u;

const wordsOf = (question: string) =>
  foldQuestion(question)
    .split(/[^\p{L}\p{M}\p{N}%.]+/u)
    .filter(Boolean);

/** Whether a question reads as a follow-up of the thread's last calculation ("and for 5 years?"). */
export function looksLikeFollowUp(question: string, figures: LoanFigures): boolean {
  const hasInput =
    figures.amount !== undefined || figures.ratePercent !== undefined || figures.months !== undefined;
  if (!hasInput) return false;
  return FOLLOW_UP_START.test(foldQuestion(question)) || wordsOf(question).length <= 8;
}

/** A question's figures continuing `last`, the thread's calculation so far (if any). */
function continueFrom(question: string, last: LoanFigures | undefined): LoanFigures {
  const figures = readFigures(question);
  if (!last) return figures;
  const hasInput =
    figures.amount !== undefined || figures.ratePercent !== undefined || figures.months !== undefined;
  // "and the interest?", "कुल कितना चुकाना होगा": after a calculation, the loan's total interest.
  if (
    !hasInput &&
    figures.intent === undefined &&
    wordsOf(question).length <= 6 &&
    THREAD_TOTAL.test(foldQuestion(question)) &&
    !ABOUT_THE_FIGURE.test(foldQuestion(question))
  )
    figures.intent = "interest";
  const continues =
    (figures.intent === undefined && looksLikeFollowUp(question, figures)) ||
    // "and the total interest?", "total interest?": the same loan, another figure of it (a short
    // question asking for a figure without inputs can only mean the loan just worked out).
    (!hasInput &&
      (figures.intent === "emi" || figures.intent === "interest") &&
      (FOLLOW_UP_START.test(foldQuestion(question)) ||
        (wordsOf(question).length <= 6 && !ABOUT_THE_FIGURE.test(foldQuestion(question))))) ||
    (hasInput &&
      (figures.intent === "emi" || figures.intent === "interest") &&
      (figures.amount === undefined || figures.ratePercent === undefined || figures.months === undefined));
  if (!continues) return figures;
  return {
    ...figures,
    intent: figures.intent ?? last.intent,
    amount: figures.amount ?? last.amount,
    ratePercent: figures.ratePercent ?? last.ratePercent,
    months: figures.months ?? last.months,
  } as LoanFigures;
}

/**
 * The figures of a question in its thread: a follow-up without its own intent takes the last
 * calculation's, and every input it does not give is taken from that calculation ("EMI for 5 lakh",
 * "11% for 3 years", "and for 5 years?"). `history` is the thread's earlier questions, oldest first.
 */
export function figuresInThread(question: string, history: readonly string[]): LoanFigures {
  let last: LoanFigures | undefined;
  for (const earlier of history) {
    const figures = continueFrom(earlier, last);
    if (figures.intent === "emi" || figures.intent === "interest") last = figures;
  }
  const figures = continueFrom(question, last);
  // "mine is 688", "mera 615 hai": just after a question about the credit score, a short question whose one
  // figure is a whole number of the score's range (300–900) gives the asker's own score to be judged.
  const previous = history[history.length - 1];
  if (
    previous !== undefined &&
    figures.intent === undefined &&
    figures.score === undefined &&
    wordsOf(question).length <= 6 &&
    SCORE_WORD.test(foldQuestion(previous))
  ) {
    const [only, ...others] = quantitiesOf(question);
    if (
      only?.kind === "number" &&
      others.length === 0 &&
      Number.isInteger(only.value) &&
      only.value >= 300 &&
      only.value <= 900
    ) {
      delete figures.amount;
      figures.score = only.value;
      figures.intent = "band";
    }
  }
  // An input left undefined by the merge is dropped, so "has it" checks stay simple.
  for (const key of Object.keys(figures) as (keyof LoanFigures)[]) {
    if (figures[key] === undefined) delete figures[key];
  }
  return figures;
}
