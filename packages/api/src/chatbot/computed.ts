import { annualPercentageRate, roundApr } from "@loansetu/domain/apr";
import { calculateBalanceTransfer } from "@loansetu/domain/balance-transfer";
import { type SliderConfig, sliderConfigs } from "@loansetu/domain/calculator-input";
import { SCORE_BANDS, scoreBand, scoreBandRange } from "@loansetu/domain/credit-score";
import { ELIGIBILITY_RULES, type LoanProduct } from "@loansetu/domain/eligibility";
import { flatRateEmi, monthsForEmi, principalForEmi, summarizeLoan } from "@loansetu/domain/emi";
import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { foldQuestion } from "@loansetu/domain/indian-amount";
import type { ContentLocale, CreditScoreGuide } from "../content/schemas.ts";
import type { AnswerSource } from "./compose.ts";
import type { LoanFigures } from "./figures.ts";

// Computed answers: every figure comes from the domain library, the same functions the
// calculators use, so the chat and a calculator opened with the same inputs always agree.

export type ComputedKind =
  | "emi"
  | "interest"
  | "cash"
  | "band"
  | "eligibility"
  | "loan"
  | "rate"
  | "tenure"
  | "ask";

/** The site's typical published rate for the loan asked about: used when the question gives no rate. */
export interface TypicalRate {
  ratePercent: number;
  /** "personal-loan", "new car loan"… as the sentence names it. */
  en: string;
  hi: string;
}

export interface ComputedAnswer {
  kind: ComputedKind;
  /** The typical rate the figure assumed, when the question gave none. */
  assumedRate?: number;
  /** The figure (rupees), the band id or the verdict, for tests and the evaluation. */
  value?: number | string | boolean;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  sources: AnswerSource[];
}

const rupees = (amount: number) => formatRupees(amount);
const prefix = (locale: ContentLocale) => (locale === "hi" ? "/hi" : "");
const within = (value: number, config: SliderConfig) =>
  value >= config.minSlider && value <= config.maxSlider;

/**
 * The calculator that shows the same EMI for these inputs, pre-filled through its address: the EMI
 * calculator takes whole years (1–7), the two-wheeler one months (12–60). Outside both, the plain EMI
 * calculator.
 */
export function calculatorLink(
  figures: { amount: number; ratePercent: number; months: number },
  locale: ContentLocale,
): AnswerSource {
  const years = sliderConfigs("new-car");
  const months = sliderConfigs("two-wheeler");
  const rate = Number(figures.ratePercent.toFixed(2));
  const title =
    locale === "hi" ? "इन आँकड़ों के साथ EMI कैलकुलेटर खोलें" : "Open the EMI calculator with these figures";
  const rateOk = rate === figures.ratePercent && within(rate, years.selectedInterest);
  if (rateOk && Number.isInteger(figures.amount)) {
    if (
      figures.months % 12 === 0 &&
      within(figures.amount, years.selectedAmount) &&
      within(figures.months / 12, years.selectedDuration)
    ) {
      const query = `amount=${figures.amount}&tenure=${figures.months / 12}&rate=${rate}`;
      return { id: "calculator:emi", title, path: `${prefix(locale)}/emi-calculator?${query}` };
    }
    // The two-wheeler calculator's amounts end at 3 lakh (decision 0045).
    if (within(figures.amount, months.selectedAmount) && within(figures.months, months.selectedDuration)) {
      const query = `amount=${figures.amount}&tenure=${figures.months}&rate=${rate}`;
      return {
        id: "calculator:two-wheeler",
        title,
        path: `${prefix(locale)}/two-wheeler-calculator?${query}`,
      };
    }
  }
  return {
    id: "calculator:emi",
    title: locale === "hi" ? "EMI कैलकुलेटर" : "EMI calculator",
    path: `${prefix(locale)}/emi-calculator`,
  };
}

function tenureText(months: number, locale: ContentLocale): string {
  const years = months % 12 === 0 ? months / 12 : null;
  if (locale === "hi") return years ? `${months} महीने (${years} साल)` : `${months} महीने`;
  return years ? `${months} months (${years} year${years === 1 ? "" : "s"})` : `${months} months`;
}

function ask(
  missing: string[],
  locale: ContentLocale,
  what: "emi" | "cash" | "eligibility" | "loan" | "rate" | "tenure",
): ComputedAnswer {
  // "the loan amount, the rate and the tenure": the last joined with "and".
  const and = locale === "hi" ? " और " : " and ";
  const list =
    missing.length > 1 ? `${missing.slice(0, -1).join(", ")}${and}${missing.at(-1)}` : (missing[0] ?? "");
  const text =
    locale === "hi"
      ? {
          emi: `EMI निकालने के लिए मुझे ${list} भी चाहिए। जैसे: "5 लाख का लोन 11% पर 3 साल"।`,
          cash: `कैश इन हैंड निकालने के लिए मुझे ${list} भी चाहिए। जैसे: "EMI 15000, 20 EMI भरी, मूल लोन 7 लाख"।`,
          eligibility: `पात्रता देखने के लिए मुझे ${list} भी चाहिए। जैसे: "उम्र 28, सैलरी 30000"।`,
          loan: `यह निकालने के लिए कि कोई EMI कितना लोन चुका सकती है, मुझे ${list} भी चाहिए। जैसे: "15000 की EMI, 5 साल, 11%"।`,
          rate: `EMI से ब्याज दर निकालने के लिए मुझे ${list} भी चाहिए। जैसे: "5 लाख का लोन, 3 साल, EMI 16500"।`,
          tenure: `EMI से अवधि निकालने के लिए मुझे ${list} भी चाहिए। जैसे: "2 लाख का लोन, 12%, EMI 10000"।`,
        }[what]
      : {
          emi: `To work out the EMI I also need ${list}. For example: "EMI for 5 lakh at 11% for 3 years".`,
          cash: `To work out the cash in hand I also need ${list}. For example: "EMI 15000, 20 EMIs paid, original loan 7 lakh".`,
          eligibility: `To check eligibility I also need ${list}. For example: "age 28, salary 30000".`,
          loan: `To work out the loan an EMI repays I also need ${list}. For example: "EMI 15000 for 5 years at 11%".`,
          rate: `To work out the rate from an EMI I also need ${list}. For example: "5 lakh loan, 3 years, EMI 16500".`,
          tenure: `To work out the tenure from an EMI I also need ${list}. For example: "2 lakh loan at 12%, EMI 10000".`,
        }[what];
  return { kind: "ask", paragraphs: [text], sources: [] };
}

/** "What will my EMI be?": a calculation asked for without its inputs (not "how is an EMI worked out"). */
const OWN_EMI =
  /(what|how much)(?![\p{L}]).{0,15}(my|meri|mera)\s+emi|emi\s+(kitni|kitna|how much)|(will|would)\s+be\s+(my|the)\s+emi|(emi|ईएमआई)\s+कितनी/u;
/**
 * The same asked in any word order, as people write it in English, Hinglish or Hindi ("whats my emi",
 * "kitni kist banegi meri", "मेरी किस्त कितनी आएगी"): a word asking for a figure, the asker's own and an
 * EMI word, in a question of eight words or fewer (counted apart from the pattern: a pattern counting
 * them backtracks without end on a long run of letters).
 */
const EMI_WORD = "(emi|emis|kist|kisht|किस्त|किश्त|ईएमआई|instal+ment)";
const OWN_EMI_ANY_ORDER = new RegExp(
  `^(?=.*(?<![\\p{L}])(what|whats|what's|wat|how much|kitni|kitna|कितनी|कितना|क्या)(?![\\p{L}\\p{M}]))(?=.*(?<![\\p{L}])(my|meri|mera|mere|मेरी|मेरा|मेरे)(?![\\p{L}\\p{M}]))(?=.*(?<![\\p{L}])${EMI_WORD}(?![\\p{L}\\p{M}]))`,
  "u",
);
/** "How much EMI", "kitni kist", "कितनी किस्त": asking for the figure, with or without "my". */
const HOW_MUCH_EMI = new RegExp(
  `(?<![\\p{L}])(how much|kitni|kitna|कितनी|कितना)\\s+(\\S+\\s+)?${EMI_WORD}(?![\\p{L}\\p{M}])`,
  "u",
);
/**
 * Wanting one's EMI worked out, said with a verb of finding out ("I want to know my EMI", "emi nikalni hai",
 * "मुझे EMI जाननी है"): in a short question, the calculation asked for without its inputs ("how to
 * calculate an EMI" asks for the method instead).
 */
const FIND_OUT_EMI = new RegExp(
  `^(?!.*(?<![\\p{L}])(how|kaise|kese|कैसे)(?![\\p{L}\\p{M}]))(?=.*(?<![\\p{L}])(know|find out|calculate|work out|jaan[\\p{L}]*|jan(na|ni|ne)|nikal[\\p{L}]*|जान[\\p{L}\\p{M}]*|निकाल[\\p{L}\\p{M}]*)(?![\\p{L}\\p{M}]))(?=.*(?<![\\p{L}])${EMI_WORD}(?![\\p{L}\\p{M}]))`,
  "u",
);
/** When an EMI is taken or falls due is a question of dates, not of its amount. */
const EMI_DATE = /date|due|debit|when|kab|कब|तारीख|कटेगी|कटती/u;
/** A loan named and "EMI?" and nothing else ("bike loan emi?"): its EMI asked for, without the inputs. */
const JUST_THE_EMI = new RegExp(
  `^(?!.*(?<![\\p{L}])(what|kya|meaning|matlab|क्या|मतलब)(?![\\p{L}\\p{M}]))(\\S+\\s+){1,3}${EMI_WORD}\\s*\\??\\s*$`,
  "u",
);
const asksOwnEmi = (folded: string) =>
  (OWN_EMI.test(folded) ||
    JUST_THE_EMI.test(folded) ||
    (folded.split(/\s+/).filter(Boolean).length <= 8 &&
      (OWN_EMI_ANY_ORDER.test(folded) || FIND_OUT_EMI.test(folded))) ||
    HOW_MUCH_EMI.test(folded)) &&
  !EMI_DATE.test(folded);

const HOW_WORKED_OUT = /how (is|does|do|are)|kaise|कैसे|calculat|worked out|formula|फ़ॉर्मूला|फार्मूला/u;
/** Something that happens to an EMI (it bounced, was missed or late): a question about it, not a sum. */
const EMI_EVENT =
  /happen|bounc|miss|late|skip|default|unpaid|not paid|delay|chhut|ho gayi|छूट|लेट|बाउंस|देर|हो जाए|होगा|होता/u;

const WORDS = {
  amount: { en: "the loan amount", hi: "लोन की रकम" },
  rate: { en: "the interest rate (% a year)", hi: "ब्याज दर (% सालाना)" },
  tenure: { en: "the tenure (years or months)", hi: "अवधि (साल या महीने)" },
  currentEmi: { en: "your current EMI", hi: "आपकी मौजूदा EMI" },
  emisPaid: { en: "how many EMIs you have paid", hi: "कितनी EMI भर चुके हैं" },
  original: { en: "the original loan amount", hi: "मूल लोन की रकम" },
  emi: { en: "the EMI", hi: "EMI" },
} as const;

function emiAnswer(
  figures: LoanFigures,
  locale: ContentLocale,
  interest: boolean,
  typical?: TypicalRate,
): ComputedAnswer {
  const { amount, months } = figures;
  // A missing rate is one the site can supply: its typical published rate, said as such (an amount or a
  // tenure it cannot guess, so it asks for those).
  const assumed =
    figures.ratePercent === undefined && amount !== undefined && months !== undefined ? typical : undefined;
  const ratePercent = figures.ratePercent ?? assumed?.ratePercent;
  // (A rate is missing only when none was given and none assumed: an assumption needs the amount and tenure.)
  if (amount === undefined || ratePercent === undefined || months === undefined) {
    if (!typical || figures.ratePercent !== undefined)
      return ask(missingOf(figures, ["amount", "rate", "tenure"], locale), locale, "emi");
    // The rate is not asked for: the site has one, and says which it will use.
    const asked = ask(missingOf(figures, ["amount", "tenure"], locale), locale, "emi");
    const rate = formatPercent(typical.ratePercent);
    asked.paragraphs.push(
      locale === "hi"
        ? `ब्याज दर न बताएँ तो मैं ${rate} सालाना लूँगा, जो आज ${typical.hi} की सामान्य दर है।`
        : `If you give no rate, I will use ${rate} a year, the typical ${typical.en} rate today.`,
    );
    return asked;
  }
  if (figures.flat && !assumed) return flatAnswer(amount, ratePercent, months, locale);
  const loan = summarizeLoan({ principal: amount, annualRatePercent: ratePercent, months });
  const rate = formatPercent(ratePercent);
  const tenure = tenureText(months, locale);
  const lead =
    locale === "hi"
      ? interest
        ? `${rupees(amount)} के लोन पर ${rate} सालाना ब्याज से ${tenure} में कुल ब्याज ${rupees(loan.totalInterest)} होगा। EMI ${rupees(loan.emi)} है और कुल भुगतान ${rupees(loan.totalPayment)}।`
        : `${rupees(amount)} के लोन पर ${rate} सालाना ब्याज से ${tenure} की EMI ${rupees(loan.emi)} है। कुल ब्याज ${rupees(loan.totalInterest)} और कुल भुगतान ${rupees(loan.totalPayment)} होगा।`
      : interest
        ? `The total interest on ${rupees(amount)} at ${rate} a year for ${tenure} is ${rupees(loan.totalInterest)}. The EMI is ${rupees(loan.emi)}, and you repay ${rupees(loan.totalPayment)} in all.`
        : `The EMI for ${rupees(amount)} at ${rate} a year for ${tenure} is ${rupees(loan.emi)}. Total interest ${rupees(loan.totalInterest)}; you repay ${rupees(loan.totalPayment)} in all.`;
  const note =
    locale === "hi"
      ? "यह अनुमान है: प्रोसेसिंग और अन्य फीस इसमें शामिल नहीं हैं, और असली दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है।"
      : "This is indicative: processing and other fees are not included, and your actual rate depends on your credit profile.";
  if (assumed) {
    const said =
      locale === "hi"
        ? `${rate} सालाना पर, जो आज ${assumed.hi} की सामान्य दर है, ${rupees(amount)} के लोन की ${tenure} की EMI ${rupees(loan.emi)} है (कुल ब्याज ${rupees(loan.totalInterest)})। आपकी अपनी दर आपकी प्रोफ़ाइल पर निर्भर करती है — अपने ऑफ़र देखें। कोई और दर आज़मानी हो तो लिखें, जैसे "10% पर"।`
        : `At ${rate} a year, the typical ${assumed.en} rate today, the EMI for ${rupees(amount)} over ${tenure} is ${rupees(loan.emi)} (total interest ${rupees(loan.totalInterest)}). Your own rate depends on your profile — check your offers. Want a different rate? Say, for example, "at 10%".`;
    return {
      kind: interest ? "interest" : "emi",
      value: interest ? loan.totalInterest : loan.emi,
      assumedRate: ratePercent,
      paragraphs: [
        said,
        locale === "hi"
          ? "यह अनुमान है: प्रोसेसिंग और अन्य फीस इसमें शामिल नहीं हैं।"
          : "This is indicative: processing and other fees are not included.",
      ],
      sources: [calculatorLink({ amount, ratePercent, months }, locale)],
    };
  }
  // A rate said per month is worked out as twelve times that a year, and a down payment taken off a price:
  // said, so the figure is not a surprise.
  const downPayment =
    figures.price === undefined || figures.downPayment === undefined
      ? []
      : [
          locale === "hi"
            ? `${rupees(figures.price)} में से ${rupees(figures.downPayment)} डाउन पेमेंट के बाद लोन ${rupees(amount)} का है।`
            : `A down payment of ${rupees(figures.downPayment)} on ${rupees(figures.price)} leaves a loan of ${rupees(amount)}.`,
        ];
  const monthly =
    figures.monthlyRatePercent === undefined
      ? downPayment
      : [
          ...downPayment,
          locale === "hi"
            ? `${formatPercent(figures.monthlyRatePercent)} महीना यानी ${rate} सालाना।`
            : `${formatPercent(figures.monthlyRatePercent)} a month is ${rate} a year.`,
        ];
  return {
    kind: interest ? "interest" : "emi",
    value: interest ? loan.totalInterest : loan.emi,
    paragraphs: [...monthly, lead, note],
    sources: [calculatorLink({ amount, ratePercent, months }, locale)],
  };
}

/**
 * The loan an EMI repays ("I can pay 15000 a month, how much loan?"): the EMI formula solved for the
 * principal, with the site's typical rate when none is given (said as such), the tenure asked for.
 */
function loanAnswer(figures: LoanFigures, locale: ContentLocale, typical?: TypicalRate): ComputedAnswer {
  const { currentEmi: emi, months } = figures;
  const assumed =
    figures.ratePercent === undefined && emi !== undefined && months !== undefined ? typical : undefined;
  const ratePercent = figures.ratePercent ?? assumed?.ratePercent;
  if (emi === undefined || ratePercent === undefined || months === undefined)
    return ask(missingOf(figures, ["rate", "tenure"], locale), locale, "loan");
  const amount = principalForEmi(emi, ratePercent, months);
  const loan = summarizeLoan({ principal: amount, annualRatePercent: ratePercent, months });
  const rate = formatPercent(ratePercent);
  const tenure = tenureText(months, locale);
  const typicalSaid = assumed
    ? locale === "hi"
      ? ` (आज ${assumed.hi} की सामान्य दर)`
      : ` (the typical ${assumed.en} rate today)`
    : "";
  const lead =
    locale === "hi"
      ? `${rupees(emi)} महीने की EMI ${rate} सालाना ब्याज${typicalSaid} पर ${tenure} में लगभग ${rupees(amount)} का लोन चुका सकती है: उसकी EMI ${rupees(loan.emi)}, कुल ब्याज ${rupees(loan.totalInterest)}।`
      : `An EMI of ${rupees(emi)} a month at ${rate} a year${typicalSaid} over ${tenure} repays a loan of about ${rupees(amount)}: its EMI is ${rupees(loan.emi)}, with ${rupees(loan.totalInterest)} of interest in all.`;
  const note =
    locale === "hi"
      ? "यह अनुमान है: लेंडर आपकी सारी EMI को आपकी आय के एक हिस्से तक ही रखते हैं, असली दर आपकी प्रोफ़ाइल पर निर्भर करती है, और फीस इसमें शामिल नहीं है।"
      : "This is indicative: lenders keep all your EMIs within a share of your income, your actual rate depends on your profile, and fees are not included.";
  return {
    kind: "loan",
    value: amount,
    ...(assumed ? { assumedRate: ratePercent } : {}),
    paragraphs: [lead, note],
    sources: [calculatorLink({ amount, ratePercent, months }, locale)],
  };
}

/**
 * A flat-rate EMI ("10% flat"): the interest on the whole amount for the whole tenure, and the
 * reducing-balance rate that EMI really is, the one offers are compared by.
 */
function flatAnswer(
  amount: number,
  ratePercent: number,
  months: number,
  locale: ContentLocale,
): ComputedAnswer {
  const exact = flatRateEmi({ principal: amount, annualRatePercent: ratePercent, months });
  const emi = Math.round(exact);
  const interest = Math.round(exact * months - amount);
  const reducing = roundApr(
    annualPercentageRate({ netDisbursed: amount, instalment: exact, months }) as number,
  );
  const rate = formatPercent(ratePercent);
  const tenure = tenureText(months, locale);
  const lead =
    locale === "hi"
      ? `${rate} फ्लैट दर पर ब्याज पूरी ${rupees(amount)} रकम पर पूरे ${tenure} तक लगता है: कुल ब्याज ${rupees(interest)}, इसलिए EMI ${rupees(emi)} है।`
      : `At ${rate} flat, interest is charged on the whole ${rupees(amount)} for the whole ${tenure}: ${rupees(interest)} in all, so the EMI is ${rupees(emi)}.`;
  const compare =
    locale === "hi"
      ? `घटते बकाये पर, जैसे कैलकुलेटर और मुख्य तथ्य विवरण (KFS) गिनते हैं, यह EMI लगभग ${formatPercent(reducing)} सालाना ब्याज के बराबर है: ऑफ़र की तुलना इसी दर से करें।`
      : `On the reducing balance, as the calculators and a Key Fact Statement reckon it, that EMI is about ${formatPercent(reducing)} a year: compare offers by that rate.`;
  return {
    kind: "emi",
    value: emi,
    paragraphs: [lead, compare],
    sources: [calculatorLink({ amount, ratePercent: reducing, months }, locale)],
  };
}

/** Which of a solver's inputs are missing, in the words of the question it asks back. */
function missingOf(
  figures: LoanFigures,
  wanted: readonly ("amount" | "emi" | "rate" | "tenure")[],
  locale: ContentLocale,
): string[] {
  const has = {
    amount: figures.amount,
    emi: figures.currentEmi,
    rate: figures.ratePercent,
    tenure: figures.months,
  };
  return wanted.filter((input) => has[input] === undefined).map((input) => WORDS[input][locale]);
}

/** The yearly rate a lender's EMI on a loan implies (reducing balance, as the KFS states it). */
function rateAnswer(figures: LoanFigures, locale: ContentLocale): ComputedAnswer {
  const { amount, currentEmi: emi, months } = figures;
  if (amount === undefined || emi === undefined || months === undefined)
    return ask(missingOf(figures, ["amount", "emi", "tenure"], locale), locale, "rate");
  // The rate at which these EMIs repay the loan: the KFS's own reckoning (an APR with no fees); none when
  // they add up to less than the loan.
  const yearly =
    emi * months < amount ? null : annualPercentageRate({ netDisbursed: amount, instalment: emi, months });
  const rate = yearly === null ? null : roundApr(Math.max(0, yearly));
  const tenure = tenureText(months, locale);
  const lead =
    rate === null
      ? locale === "hi"
        ? `${rupees(emi)} की ${months} EMI मिलाकर ${rupees(emi * months)} होती हैं, जो ${rupees(amount)} के लोन से कम है: इतनी EMI से यह लोन नहीं चुकता। लोन, EMI और अवधि दोबारा देखें।`
        : `${months} EMIs of ${rupees(emi)} come to ${rupees(emi * months)}, less than the ${rupees(amount)} borrowed: they do not repay that loan at any rate. Check the loan, the EMI and the tenure.`
      : locale === "hi"
        ? `${rupees(amount)} के लोन पर ${tenure} की EMI ${rupees(emi)} का मतलब है लगभग ${formatPercent(rate)} सालाना ब्याज दर (घटते बकाये पर)।`
        : `An EMI of ${rupees(emi)} on ${rupees(amount)} over ${tenure} means an interest rate of about ${formatPercent(rate)} a year (on the reducing balance).`;
  const note =
    locale === "hi"
      ? "फीस और दूसरे शुल्क जोड़कर लोन की असली सालाना लागत (APR) इससे ज़्यादा होती है: वह लेंडर के मुख्य तथ्य विवरण (KFS) में लिखी होती है।"
      : "With fees and other charges the loan's true yearly cost (APR) is higher: the lender's Key Fact Statement gives it.";
  return {
    kind: "rate",
    ...(rate === null ? {} : { value: rate }),
    paragraphs: rate === null ? [lead] : [lead, note],
    sources: rate === null ? [] : [calculatorLink({ amount, ratePercent: rate, months }, locale)],
  };
}

/** How many EMIs of a chosen amount repay a loan at a rate. */
function tenureAnswer(figures: LoanFigures, locale: ContentLocale): ComputedAnswer {
  const { amount, currentEmi: emi, ratePercent } = figures;
  if (amount === undefined || emi === undefined || ratePercent === undefined)
    return ask(missingOf(figures, ["amount", "emi", "rate"], locale), locale, "tenure");
  const months = monthsForEmi(amount, emi, ratePercent);
  const rate = formatPercent(ratePercent);
  const lead =
    months === null
      ? locale === "hi"
        ? `${rate} सालाना पर ${rupees(amount)} का एक महीने का ब्याज ही ${rupees(Math.ceil((amount * ratePercent) / 1200))} है: ${rupees(emi)} की EMI से यह लोन कभी नहीं चुकेगा।`
        : `At ${rate} a year, one month's interest on ${rupees(amount)} is ${rupees(Math.ceil((amount * ratePercent) / 1200))}: an EMI of ${rupees(emi)} would never repay it.`
      : locale === "hi"
        ? `${rupees(emi)} की EMI से ${rate} सालाना पर ${rupees(amount)} का लोन ${months} महीनों में चुकता होगा (आखिरी EMI छोटी हो सकती है)।`
        : `An EMI of ${rupees(emi)} repays ${rupees(amount)} at ${rate} a year in ${months} months (the last EMI may be smaller).`;
  return {
    kind: "tenure",
    ...(months === null ? {} : { value: months }),
    paragraphs: [lead],
    sources: [],
  };
}

function cashAnswer(figures: LoanFigures, locale: ContentLocale): ComputedAnswer {
  const { currentEmi, emisPaid, amount } = figures;
  if (currentEmi === undefined || emisPaid === undefined || amount === undefined) {
    const missing = [
      currentEmi === undefined ? WORDS.currentEmi[locale] : null,
      emisPaid === undefined ? WORDS.emisPaid[locale] : null,
      amount === undefined ? WORDS.original[locale] : null,
    ].flatMap((word) => (word === null ? [] : [word]));
    return ask(missing, locale, "cash");
  }
  // The cash in hand depends on the EMI, the EMIs paid and the original amount only; the running loan's
  // tenure (at least the EMIs paid) and the new loan's terms change the other outputs, not this one.
  const originalTenureMonths = Math.max(60, Math.ceil(emisPaid));
  const result = calculateBalanceTransfer({
    currentEmi,
    originalLoanAmount: amount,
    originalTenureMonths,
    emisPaid,
    newTenureMonths: 60,
    annualRatePercent: 11,
  });
  const lead =
    locale === "hi"
      ? `${rupees(currentEmi)} की EMI, ${emisPaid} EMI भरी और ${rupees(amount)} के मूल लोन पर अनुमानित कैश इन हैंड ${rupees(result.maxCashInHand)} है (गुणक ${result.multiplier}, अधिकतम ${rupees(1_000_000)})।`
      : `With an EMI of ${rupees(currentEmi)}, ${emisPaid} EMIs paid and an original loan of ${rupees(amount)}, the indicative cash in hand is ${rupees(result.maxCashInHand)} (multiplier ${result.multiplier}, at most ${rupees(1_000_000)}).`;
  const query = `currentEmi=${currentEmi}&originalAmount=${amount}&originalTenure=${originalTenureMonths}&emisPaid=${emisPaid}`;
  return {
    kind: "cash",
    value: result.maxCashInHand,
    paragraphs: [lead],
    sources: [
      {
        id: "calculator:bt",
        title: locale === "hi" ? "बैलेंस ट्रांसफ़र कैलकुलेटर खोलें" : "Open the balance transfer calculator",
        path: `${prefix(locale)}/bt-calculator?${query}`,
      },
    ],
  };
}

function bandAnswer(score: number, locale: ContentLocale, guide: CreditScoreGuide): ComputedAnswer {
  // The one scale of decision 0046, named as the guide page names it.
  const band = scoreBand(score);
  const range = SCORE_BANDS.find((entry) => entry.id === band);
  const label = guide.bands.find((entry) => entry.range === scoreBandRange(band))?.label ?? band;
  const span = range ? `${range.min}–${range.max}` : "";
  const lead =
    locale === "hi"
      ? `${score} का क्रेडिट स्कोर 300–900 के पैमाने पर "${label}" श्रेणी (${span}) में आता है। ज़्यादातर लेंडर 700 या उससे ऊपर के स्कोर को अच्छा मानते हैं।`
      : `A credit score of ${score} is in the "${label}" band (${span}) of the 300–900 scale. Most lenders treat 700 or more as a good score.`;
  return {
    kind: "band",
    value: band,
    paragraphs: [lead],
    sources: [
      {
        id: "page:cibil-score",
        title: locale === "hi" ? "क्रेडिट स्कोर गाइड" : "Credit score guide",
        path: `${prefix(locale)}/cibil-score`,
      },
    ],
  };
}

const PRODUCT_WORDS: [LoanProduct, RegExp][] = [
  ["two-wheeler-loan", /two[ -]?wheeler|bike|scooter|scooty|टू[ -]?व्हीलर|बाइक|स्कूटर|दोपहिया/u],
  ["used-car-loan", /used car|second[ -]?hand car|old car|यूज्ड कार|पुरानी कार/u],
  ["green-loan", /green|\bev\b|electric|ग्रीन|इलेक्ट्रिक/u],
];
const PRODUCT_NAMES: Record<LoanProduct, { en: string; hi: string }> = {
  "personal-loan": { en: "a personal loan", hi: "पर्सनल लोन" },
  "two-wheeler-loan": { en: "a two-wheeler loan", hi: "टू-व्हीलर लोन" },
  "used-car-loan": { en: "a used car loan", hi: "यूज़्ड कार लोन" },
  "green-loan": { en: "a green loan", hi: "ग्रीन लोन" },
  refinance: { en: "car refinance", hi: "कार रीफ़ाइनेंस" },
};
const PRODUCT_PAGES: Record<LoanProduct, string> = {
  "personal-loan": "/personal-loan",
  "two-wheeler-loan": "/two-wheeler-loan",
  "used-car-loan": "/used-car-loan",
  "green-loan": "/ev-loan",
  refinance: "/refinance",
};

function eligibilityAnswer(question: string, figures: LoanFigures, locale: ContentLocale): ComputedAnswer {
  const folded = foldQuestion(question);
  const product = PRODUCT_WORDS.find(([, words]) => words.test(folded))?.[0] ?? "personal-loan";
  const rules = ELIGIBILITY_RULES[product];
  const minAge = rules.find((rule) => rule.kind === "minAge");
  const minIncome = rules.find((rule) => rule.kind === "minIncome");
  const checks: { ok: boolean; en: string; hi: string }[] = [];
  if (figures.age !== undefined && minAge?.kind === "minAge") {
    const ok = figures.age >= minAge.min;
    checks.push({
      ok,
      en: `age ${figures.age} ${ok ? "meets" : "is below"} the minimum of ${minAge.min}`,
      hi: `${figures.age} साल की उम्र ${ok ? "न्यूनतम" : "न्यूनतम से कम है:"} ${minAge.min} साल${ok ? " की शर्त पूरी करती है" : ""}`,
    });
  }
  if (figures.income !== undefined && minIncome?.kind === "minIncome") {
    const ok = figures.income >= minIncome.min;
    checks.push({
      ok,
      en: `a monthly income of ${rupees(figures.income)} ${ok ? "meets" : "is below"} the minimum of ${rupees(minIncome.min)}`,
      hi: `${rupees(figures.income)} की मासिक आय ${ok ? "न्यूनतम" : "न्यूनतम से कम है:"} ${rupees(minIncome.min)}${ok ? " की शर्त पूरी करती है" : ""}`,
    });
  }
  if (checks.length === 0) {
    return ask(
      [locale === "hi" ? "आपकी उम्र या मासिक आय" : "your age or monthly income"],
      locale,
      "eligibility",
    );
  }
  const eligible = checks.every((check) => check.ok);
  const name = PRODUCT_NAMES[product][locale];
  const lead =
    locale === "hi"
      ? `${name} के लिए: ${checks.map((check) => check.hi).join("; ")}। ${eligible ? "इन शर्तों पर आप पात्र लगते हैं;" : "इसलिए अभी आप पात्र नहीं लगते;"} लेंडर क्रेडिट स्कोर, नौकरी या कारोबार और मौजूदा EMI भी देखते हैं।`
      : `For ${name}: ${checks.map((check) => check.en).join("; ")}. ${eligible ? "On these you look eligible;" : "So you do not look eligible yet;"} lenders also look at your credit score, job or business and existing EMIs.`;
  return {
    kind: "eligibility",
    value: eligible,
    paragraphs: [lead],
    sources: [
      {
        id: `page:${product}`,
        title: locale === "hi" ? "पात्रता और ऑफ़र देखें" : "See eligibility and offers",
        path: `${prefix(locale)}${PRODUCT_PAGES[product]}`,
      },
    ],
  };
}

/** The computed answer for a question's figures, or null when it does not ask for a calculation. */
export function computedAnswer(
  question: string,
  figures: LoanFigures,
  locale: ContentLocale,
  guide: CreditScoreGuide,
  typical?: TypicalRate,
): ComputedAnswer | null {
  const anyLoanInput =
    figures.amount !== undefined || figures.ratePercent !== undefined || figures.months !== undefined;
  switch (figures.intent) {
    case "emi":
    case "interest":
      return anyLoanInput ||
        (asksOwnEmi(foldQuestion(question)) &&
          !HOW_WORKED_OUT.test(foldQuestion(question)) &&
          !EMI_EVENT.test(foldQuestion(question)))
        ? emiAnswer(figures, locale, figures.intent === "interest", typical)
        : null;
    case "loan":
      return figures.currentEmi === undefined ? null : loanAnswer(figures, locale, typical);
    case "rate":
      return figures.currentEmi === undefined ? null : rateAnswer(figures, locale);
    case "tenure":
      return figures.currentEmi === undefined ? null : tenureAnswer(figures, locale);
    case "cash":
      return figures.currentEmi !== undefined ||
        figures.emisPaid !== undefined ||
        figures.amount !== undefined
        ? cashAnswer(figures, locale)
        : null;
    case "band":
      return figures.score === undefined ? null : bandAnswer(figures.score, locale, guide);
    case "eligibility":
      return figures.age !== undefined || figures.income !== undefined
        ? eligibilityAnswer(question, figures, locale)
        : null;
    default:
      return null;
  }
}
