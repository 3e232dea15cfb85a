import {
  ENGLISH_TEENS,
  ENGLISH_TENS,
  ENGLISH_UNITS,
  HINDI_SMALL_NUMBERS,
} from "@loansetu/domain/indian-amount";
import { distance } from "fastest-levenshtein";
import { readHinglish } from "./hinglish.ts";
import { mentionsMoney } from "./screen.ts";

// What the chatbot does to a question before anything else reads it: spelling mistakes corrected against
// the vocabulary of loans it answers about (by edit distance, not a list of known typos), romanised Hindi
// and Hinglish words put into the English the guides use ("saal" → years, "purani gaadi" → old car),
// "lac", "pa", "percnt" into the forms the amount reader knows. Devanagari digits and Hindi number words
// are read by the domain's amount reader (indian-amount.ts) and left alone here.

/** Romanised Hindi and Hinglish words and phrases, as the English of our guides says them. */
const ROMANISED: [RegExp, string][] = [
  // "kabhi loan nahi liya": "never", before "nahi" is dropped below.
  [/\bkabhi( bhi)?((?: \w+){0,2}) (nahi|nhi|nahin|na)\b/g, "never$2"],
  // "ke badle" is "in exchange for" (a loan against something), not the verb "badalna" (to change).
  [/\b(ke|ki) (badle|badley|badale)\b/g, "against"],
  // "kitne saal ki umar" asks an age, not a tenure.
  [/\b(kitne (saal|sal|varsh) (ki|ke|ka)|kis) (umar|umra|umr)\b/g, "minimum age"],
  // Not paying, losing a score, the lender taking the vehicle back: said as verbs in Hinglish.
  [/\b(nahi|nhi|na) (bhar|chuka|de) ?\w*\b/g, "cannot repay"],
  [/\b(bhari|bhara|bhare|bhar di|bhar diya|bhar diye|chuka di|chuka diya)\b/g, "paid"],
  [
    /\b(kam (hoga|hogi|ho jayega|ho jaega|ho gaya|ho gayi)|gir(ega|egi|ta|ti|a|i|e|ne)?( ja\w*)?)\b/g,
    "lower",
  ],
  [/\butha (lenge|le jayenge|le jaenge|lega|le jayega|le jaega|liya)\b|\b(jabt|zabt)\b/g, "repossess"],
  [/\b(bachat|bachega|bachegi|bachaye|bachayega)\b/g, "savings"],
  [/\bnikal (jayegi|jayega|jaegi|jaega|jaati|jata)\b/g, "cover"],
  [/\b(documents|kagaz|kagzat) (dene|dena|jama karne|jama karna|jama)\b/g, "submit documents"],
  [/\b(jana|jaana) (padega|padta|hoga|padegi)\b/g, "visit"],
  [/\b(judein|jude|judna|judu|judna hai|jud sakte)\b/g, "join"],
  [/\b(judi|juda|jodi|joda|shamil)\b/g, "include"],
  [/\bkaam (karta|karti|karte|karega|karegi|kare)\b/g, "work"],
  [/\b(kisko|kise|kinko|kis ko)\b/g, "who"],
  [/\b(alag alag|alag)\b/g, "different"],
  [/\b(likha|likhi|likhe)\b/g, "shows"],
  // A loan still being paid is a running loan; selling is "bechna".
  [/\bchal (raha|rahi|rahe)\b/g, "running"],
  [/\b(bechna|bechni|bechne|bechu|bechun|bech)\b/g, "sell"],
  [/\b(saal|sal|varsh|baras)\b/g, "years"],
  [/\b(mahine|mahina|mahino|maheene)\b/g, "months"],
  [/\b(kitni|kitna|kitne)\b/g, "how much"],
  // Before "nahi" is dropped below: an OTP that "nahi aa raha" has not come, a login that "nahi ho raha"
  // does not work.
  [
    /\b(otp|sms)\b(.{0,15}?)\b(nahi|nhi|nahin) (aa|aaya|aya|aata|aati|mila|mil|milta)\w*/g,
    "$1$2 not received",
  ],
  [/\b(login|log in)\b(.{0,15}?)\b(nahi|nhi|nahin) (ho|hota|hua)\w*/g, "$1$2 not working"],
  // Before "nahi" is dropped below: "call nahi chahiye" is not wanting calls.
  [/\b(nahi|nhi|nahin) (chahiye|chahie|chaiye)\b/g, "dont want"],
  [/\b(chahiye|chaiye|chahie)\b/g, "need"],
  [/\b(milega|milegi|milta|milti|mil sakta|mil sakti)\b/g, "get"],
  [/\b(purani|purana|puraani)\b/g, "old"],
  // A loan on one's vehicle ("gaadi pe loan 2 lakh"), before "pe" is dropped: a loan against a car; not
  // on an old or new one ("purani gaadi pe loan" is a used car's).
  [
    /(?<!\b(purani|purana|old|nayi|nai|naya|new|second hand) )\b(gaadi|gadi|gaari|car|vehicle) (pe|par) (loan|lon)\b/g,
    "loan against car",
  ],
  [/\b(gaadi|gadi|gaari)\b/g, "car"],
  // A loan wanted soon ("loan jaldi chahiye") is not one repaid early.
  [/\bjaldi (need|get|chahiye|chaiye|chahie|milega|milegi|mil sakta|mil sakti|de do|dedo)\b/g, "urgent need"],
  [/\bjaldi\b/g, "early"],
  // "paisa deke upar aata hai": paying to be shown first.
  [/\b(paisa|paise|money) (deke|dekar|de kar|dete|dene)\b/g, "pay"],
  [
    /\b(sabse )?(upar|uper|top pe|top par) (aata|aate|aati|aaye|aana|dikhta|dikhte|dikhata|dikhate|lagta|rakhte)\b/g,
    "shown first",
  ],
  [/\bkul\b/g, "total"],
  [
    /\bband (karne|karna|karu|karoon|kare|kiya|kiye|kar diya|kar diye|ho gaya|ho gayi|hua|hui|karwaya)\b/g,
    "close",
  ],
  [/\b(girta|girti|ghatta|ghatti|kam hota|kam hoti)\b/g, "lower"],
  [/\breject (hone|ho gaya|ho gayi|ho|hua|hui|kar diya|kiya)\b/g, "rejection"],
  // Putting a mistake right is fixing it, not improving a score ("galti kaise sudhare").
  [/\b(galti|galat|mistake|error)\b(.{0,30}?)\b(sudhar\w*|theek|thik)\b/g, "$1$2 fix"],
  [/\b(badhaye|badhaen|badhana|sudhare|sudhaare)\b/g, "improve"],
  [/\b(ke|ki) (bare|baare) (me|mein|main)\b/g, "about"],
  [/\bdhyan (rakhe|rakhen|rakhein|rakhna|rakhu|de|dena)\b/g, "know"],
  [/\b(theek|thik) (karu|kare|karna|karen)\b/g, "fix"],
  [/\bgalti\b/g, "mistake"],
  [/\b(kagaz|kagzat|kaagzaat|kagzaat)\b/g, "documents"],
  [/\b(byaj|byaaj|biyaj)\b/g, "interest"],
  [/\b(kist|kisht|kishti)\b/g, "emi"],
  [/\b(naukri|naukari)\b/g, "job"],
  [/\bmiss ho (gayi|gaya|jaye|jaaye)\b/g, "miss"],
  [/\b(zaroori|zaruri|jaruri|jaroori)\b/g, "required"],
  [/\b(naya|nayi|naye|nai)\b/g, "new"],
  [/\b(ghar|makaan|makan)\b/g, "home"],
  [/\b(padhai|padhaai)\b/g, "education"],
  [/\b(dukaan|dukan)\b/g, "shop business"],
  [/\b(bharna|bharni|bharne|bhar)\b/g, "pay"],
  [/\b(wapas|vapas|waapas)\b/g, "back"],
  [/\b(bina)\b/g, "without"],
  [/\b(zyada|jyada|jada)\b/g, "more"],
  [/\b(jankari|jaankari)\b/g, "information"],
  [/\b(tarika|tareeka|tarike)\b/g, "process"],
  [/\b(pehle|pahle)\b/g, "before"],
  [/\b(baad)\b/g, "after"],
  [/\bkab tak\b/g, "how long"],
  [/\b(kab)\b/g, "when"],
  [/\b(bachega|bachegi|bachenge|bachat|bachana|bachaye|bachayega)\b/g, "save"],
  [/\b(extra|advance|zyada) jama\b/g, "prepay"],
  [/\b(kyun|kyu|kyon)\b/g, "why"],
  [/\b(kaun|kon|konsa|kaunsa|konsi|kaunsi)\b/g, "which"],
  [
    /\b(hota|hoti|hai|hain|kya|ke|ki|ka|pe|par|toh|to|se|me|mein|liye|hone|hoga|hogi|mujhe|mujhko|sakta|sakti|sakte|bhi|kar|karu|karun|du|dun|doon)\b/g,
    " ",
  ],
  // A "no" kept as the English one (a stop word to the search): "otp aa hi nahi raha" is a request for help,
  // which "otp aa raha" is not.
  [/\b(nahi|nhi|nahin)\b/g, "not"],
];

/** Amount, rate and tenure shorthand the amount reader does not know. */
const SHORTHAND: [RegExp, string][] = [
  [/(\d)\s*(lacs?|lakhs?|lkh|lks?)\b/g, "$1 lakh"],
  [/\b(lacs?|lakhs)\b/g, "lakh"],
  [/(\d)\s*l\b/g, "$1 lakh"],
  [/(\d)\s*k\b/g, "$1000"],
  [/(\d)\s*(pa|p\.a\.?|per annum|per year|a year|yearly)(?![\p{L}])/gu, "$1%"],
  [/%\s*(pa|p\.a\.?|per annum|per year|a year|yearly)(?![\p{L}])/gu, "%"],
  [/\b(pct|percnt|percant|prcnt|percent|per cent|pc)\b/g, "%"],
  [/(\d)\s*(yrs?|years?|yeas|yaers)\b/g, "$1 years"],
  [/(\d)\s*(mths?|mnths?|mos)\b/g, "$1 months"],
  // "net sal", "sal slip" are the salary; "3 sal", "do sal" are years (Hinglish "saal").
  [/(\d)\s*sal\b/g, "$1 saal"],
  [
    /(?<!\b(ek|do|teen|tin|char|chaar|panch|paanch|chhe|che|saat|aath|nau|das|kitne|kai|kuch)\s)\bsal\b/g,
    "salary",
  ],
  // "9500 pm", "25k pm": a month's figure (a clock time is an hour of 1 to 12, never four figures).
  [/\b(\d{4,})\s?pm\b/g, "$1 per month"],
  // "36m" after a loan's figures is its months (an amount is said in lakh, k or rupees here, not millions).
  [/\b(\d{1,3})\s*m\b/g, "$1 months"],
  // A tenure counted in EMIs ("5 lakh at 11% for 36 emis"), unless the EMIs are ones already paid.
  [
    /\b(\d{1,3})\s*(emis|instal+ments)\b(?!\s*(paid|bhar\w*|chuka\w*|done|completed|over|ho gay\w*|de (diye|di)))/g,
    "$1 months",
  ],
];

/** English number words as digits when a unit follows ("fifty thousand", "twenty-five lakh", "two years"). */
const NUMBER_WORDS_EN = new RegExp(
  `\\b(?:(${Object.keys(ENGLISH_TENS).join("|")})(?:[ -](${Object.keys(ENGLISH_UNITS).join("|")}))?|(${Object.keys(ENGLISH_TEENS).join("|")})|(${Object.keys(ENGLISH_UNITS).join("|")}))(?=\\s+(?:and (?:a )?half\\s+)?(?:thousand|lakhs?|lacs?|crores?|years?|months?|percent|%))`,
  "gi",
);
const numberWordsAsDigits = (text: string) =>
  text.replace(NUMBER_WORDS_EN, (_, tens, unit, teen, alone) => {
    const lower = (word?: string) => word?.toLowerCase() ?? "";
    const value = tens
      ? (ENGLISH_TENS[lower(tens)] ?? 0) + (ENGLISH_UNITS[lower(unit)] ?? 0)
      : (ENGLISH_TEENS[lower(teen)] ?? ENGLISH_UNITS[lower(alone)] ?? 0);
    return String(value);
  });

const FRACTION_OF: [RegExp, number][] = [
  [/(?<![\p{L}\p{M}])(saadhe|sadhe|saade|sade|साढ़े|साढे|साढ़े)\s+/u, 0.5],
  [/(?<![\p{L}\p{M}])(sava|savaa|sawa|sawaa|सवा)\s+/u, 0.25],
  [/(?<![\p{L}\p{M}])(paune|pone|पौने)\s+/u, -0.25],
];
const FRACTION_UNIT =
  "(?=\\s*(?:thousand|hazaa?r|lakhs?|lacs?|crores?|years?|saal|months?|percent|%|हजार|हज़ार|लाख|करोड़|करोड|साल|वर्ष|महीने|प्रतिशत))";
/**
 * "Two and a half lakh", "saadhe teen lakh", "सवा दो लाख", "पौने पाँच साल": the number with its
 * fraction, in digits the amount reader takes.
 */
function fractionsAsDigits(text: string): string {
  // "3 and half years", "4½ lakh": Indian English often leaves out the "a", and a phone's keyboard has ½.
  let out = text
    .replace(/(\d+(?:\.\d+)?) and (?:a )?half\b/gi, (_, whole) => String(Number(whole) + 0.5))
    .replace(/(\d+)\s*½/g, (_, whole) => String(Number(whole) + 0.5));
  for (const [word, fraction] of FRACTION_OF) {
    const number = `(\\d+(?:\\.\\d+)?|${Object.keys(HINDI_SMALL_NUMBERS).join("|")})`;
    out = out.replace(new RegExp(`${word.source}${number}${FRACTION_UNIT}`, "giu"), (...match) => {
      const said = match[2] as string;
      const whole = HINDI_SMALL_NUMBERS[said.toLowerCase()] ?? Number(said);
      return String(whole + fraction);
    });
  }
  // "सवा लाख", "paune lakh" with no number: one and a quarter, three quarters.
  for (const [word, fraction] of FRACTION_OF)
    if (fraction !== 0.5)
      out = out.replace(new RegExp(`${word.source}${FRACTION_UNIT}`, "giu"), `${1 + fraction} `);
  return out;
}

/** Short forms people type in a chat, as whole words ("min salary", "docs for pl", "pf on 5 lakh"). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bmin\b/g, "minimum"],
  [/\bmax\b/g, "maximum"],
  [/\b(docs?|dox|docu?ments?s)\b/g, "documents"],
  [/\bamt\b/g, "amount"],
  [/\b(sallary|salry|salery)\b/g, "salary"],
  [/\binfo\b/g, "information"],
  [/\b(yr|yrs)\b/g, "years"],
  [/\bgovt\b/g, "government"],
  [/\b(reqd|req)\b/g, "required"],
  [/\belig\b/g, "eligibility"],
  [/\bpf\b/g, "processing fee"],
  [/\bepf\b/g, "provident fund"],
  [/\bpl\b/g, "personal loan"],
  [/\bbt\b/g, "balance transfer"],
  [/\b(ur|yr)\b/g, "your"],
  [/\bu\b/g, "you"],
  [/\b(abt|abut)\b/g, "about"],
  [/\bb4\b/g, "before"],
  [/\bhw\b/g, "how"],
  [/\bmob\b/g, "mobile"],
  [/\bdiff\b/g, "different"],
  // One's "personal data" is one's data, not a personal loan's.
  [/\bpersonal (data|information|info|details)\b/g, "$1"],
  // Two words typed as one ("downpayment", "creditscore").
  [/\b(down|credit|cibil|personal|car|bike|business|processing)(payment|score|loan|fees?)\b/g, "$1 $2"],
  [/\bno\.(?=\s)/g, "number"],
];

/**
 * What a phrase means, in the words the guides use: said of a loan, "before time" is "early"; "bring
 * my score down" is "lower" it; "19 years old" is an age; "steps" are a process. The phrase's own words
 * stay (a passage may use them too); the guide's word is added.
 */
const MEANINGS: [RegExp, string, "replace" | "add"][] = [
  // "How old must I be" asks an age, not about anything old.
  [/\bhow old (must|should|do|can|need to|have to) (i|you|one|we)\b/g, "minimum age $1 $2", "replace"],
  // Signing up with us is having an account ("min age to register on loansetu"), as the terms say.
  [/\b(register|registration|sign ?up|signup|create an account|open an account)\b/g, "account", "add"],
  // Taking a complaint to RBI is the RBI Ombudsman, as the grievance page says.
  [/\b(go|going|complain|complaint|escalate|approach|file)\b.{0,12}\brbi\b/g, "ombudsman", "add"],
  // Less money came than was sanctioned: the processing fee and charges taken at disbursal.
  [
    /\b(only|less|kam|sirf)\b.{0,30}\b(came|credited|received|got|mila|aaya|aaye)\b/g,
    "$& processing fee deducted",
    "replace",
  ],
  // "a second hand Maruti": second hand said of a car the asker names by its model.
  [
    /\bsecond[ -]?hand\b(?!\s+(car|cars|bike|bikes|scooter|scooty|two|2|activa|vehicle|gaadi|gadi|motorcycle))/g,
    "second hand car",
    "replace",
  ],
  [
    /\b(before (the )?(time|due date|tenure|term|end)|ahead of (time|schedule)|prematurely|premature|pre-?close|jaldi)\b/g,
    "early",
    "replace",
  ],
  [
    /\b(bring|brings|bringing|go|goes|going|come|comes|pull|pulls) ((it|my|the|your) )?(score )?down\b|\b(drops?|dips?|hurts?|harms?|damages?|spoils?|kharab)\b/g,
    "lower",
    "replace",
  ],
  // A person's age ("a 21 year old student": 18 to 79 years, no car is that old) is said "of age", so the
  // guide on how old a car may be does not answer it: asked by a borrower, it asks who is eligible.
  [/\b(1[89]|[2-7]\d) ?years? old\b/g, "$1 years of age eligibility", "replace"],
  // "forgot to pay the EMI", "emi bharna bhul gaya": a missed EMI.
  [
    /\b(forgot|forget|forgotten|bhul\w*|bhool\w*)\b.{0,20}\b(pay|emis?|instal+ments?|kis(h)?t|bhar\w*)\b|\b(pay|emis?|instal+ments?|kis(h)?t|bhar\w*)\b.{0,20}\b(forgot|forget|forgotten|bhul\w*|bhool\w*)\b/g,
    "miss",
    "add",
  ],
  // The figures reader needs "years old" to read the age: the word is added, the phrase kept.
  [/\b\d+\s*years? old\b|\b(umar|umra|umr|aged?)\b/g, "age", "add"],
  // "my car is 11 years", "purani car 11 saal ki": a vehicle's years are its age.
  [/\b(car|vehicle|bike|scooter)s? (is |was )?(\d+|\w+) years\b/g, "age", "add"],
  // "meri car 2014 ki hai", "a 2012 model car": a vehicle's model year is its age.
  [
    /\b(car|vehicle|bike|scooter)s?\b.{0,12}\b(19[89]\d|20[0-2]\d)\b|\b(19[89]\d|20[0-2]\d) (model|make)\b/g,
    "age",
    "add",
  ],
  [/\b(steps?|procedure|process)\b/g, "process", "replace"],
  [/\b(how many|how much) (years|months)\b|\bfor how long\b/g, "tenure", "add"],
  [/\b(don'?t|do not|can'?t|cannot|unable to|not able to|fail to|failed to)\b/g, "cannot", "add"],
  // A paper by name is a question about documents ("loan without salary slip", "is ITR needed").
  [
    /\b(salary slips?|pay ?slips?|bank statements?|itr|form 16|pan card|aadhaar card|address proof|income proof)\b/g,
    "documents",
    "add",
  ],
  // "who can take a loan against their car" asks who is eligible.
  [/\bwho ((can|could|may|is able to) )?(get|gets|take|apply|avail|borrow)\b/g, "eligibility", "add"],
  // A record of something one never did is a mistake in the report ("a late payment I never made").
  [/\bnever (made|took|taken|applied|had|did)\b|\bnot mine\b|\bwasn'?t me\b/g, "mistake", "add"],
  // Moving a loan for a lower rate is a balance transfer ("transfer my personal loan to a lower rate").
  [
    /\b(transfer|shift|move|switch|port)\w*\b.{0,30}\b(lower|cheaper|better|less|kam) (rate|interest|emi|roi)\b/g,
    "balance transfer",
    "add",
  ],
  // Moving a loan to another lender for a lower rate is a balance transfer.
  [
    /\b(shift|shifting|move|moving|switch|switching|transfer|transferring|port|porting)\b.{0,30}\b((to|into) (another|other|a different|a new|new|some other) (bank|lender|nbfc)|elsewhere)\b/g,
    "balance transfer",
    "add",
  ],
  // The same in Hinglish, read by then ("dusre bank me transfer karna hai" reads "another bank transfer").
  // Tested without the u flag; Devanagari questions do not reach these rules.
  [
    /(^|\s)(another|other|kisi aur) (bank|lender|nbfc) (\S+ ){0,2}(transfer|shift|port)/g,
    "balance transfer",
    "add",
  ],
  // Saving or keeping one's data, Aadhaar or PAN is storing it ("aadhaar number save karte ho"): not saving
  // money, which the guides on prepaying speak of.
  [
    /\b(save|saved|saving|keep|kept|keeping|rakhte|rakhoge|rakhenge|rakhti|rakhta)\b(?=.{0,30}\b(data|info|information|details|aadhaar|aadhar|pan|documents)\b)/g,
    "store",
    "replace",
  ],
  [
    /\b(data|info|information|details|aadhaar|aadhar|pan)\b(.{0,30})\b(save|saved|saving|keep|kept|keeping|rakhte|rakhoge|rakhenge|rakhti|rakhta)\b/g,
    "$1$2store",
    "replace",
  ],
  // A "penalty" for prepaying is the prepayment or foreclosure charge the guides speak of.
  [
    /\b(penalty|penalties)\b(?=.{0,30}\b(prepay\w*|pre-pay\w*|foreclos\w*|early|part ?pay\w*)\b)|\b(prepay\w*|foreclos\w*|part ?pay\w*)\b.{0,30}\b(penalty|penalties)\b/g,
    "charge",
    "add",
  ],
  // A record that "still says active" or is "not updated" after a loan is closed: when reports update.
  [
    /\bstill (says|shows|showing|show|reflects|reflecting|reports|reporting|appears|active|open|pending)\b|\bnot (updated|reflecting|reflected|showing|changed)\b/g,
    "update",
    "add",
  ],
  // No income of one's own ("a homemaker", "not working", "no salary"): a loan needs a co-applicant's.
  [
    /\b(homemaker|housewife|house wife|unemployed|jobless|berozgar|no (income|salary|job|earning)s?|not (working|earning)|without (an? )?(income|salary|job))\b/g,
    "co-applicant",
    "add",
  ],
  // How much one can borrow on a salary is what lenders work out from it (FOIR, the guides' word).
  [
    /\b(salary|income|take home)\b.{0,40}\bhow much\b.{0,20}\b(loan|borrow|get)\b|\bhow much\b.{0,25}\b(loan|borrow)\b.{0,40}\b(salary|income|take home)\b/g,
    "foir",
    "add",
  ],
  // "how much can I get", "kitna milega": the amount one can borrow.
  [/\bhow much (\w+ ){0,3}(get|borrow|take)\b/g, "borrow", "add"],
];
/** "Fees apart from interest": what the question sets aside is not what it asks about. */
const SET_ASIDE =
  /\b(apart from|other than|besides|except( for)?|excluding|aside from|leaving aside|not counting)\s+(the\s+|any\s+)?[a-z]+/g;

/**
 * The words a borrower's question is read for. A word of five letters or more within one edit (two for
 * nine letters or more) of one of these, and not itself one, is taken for it.
 */
const VOCABULARY = [
  "penalty",
  "different",
  "difference",
  "calculator",
  "calculate",
  "documents",
  "document",
  "personal",
  "interest",
  "eligibility",
  "eligible",
  "salary",
  "income",
  "instalment",
  "installment",
  "processing",
  "foreclosure",
  "prepayment",
  "prepay",
  "repay",
  "repayment",
  "tenure",
  "refinance",
  "balance",
  "transfer",
  "credit",
  "score",
  "report",
  "bureau",
  "enquiry",
  "approved",
  "approval",
  "application",
  "status",
  "disbursed",
  "business",
  "wheeler",
  "scooter",
  "electric",
  "vehicle",
  "licence",
  "license",
  "collateral",
  "guarantor",
  "complaint",
  "grievance",
  "consent",
  "withdraw",
  "charges",
  "amount",
  "months",
  "years",
  "percent",
  "lender",
  "lenders",
  "partners",
  "mobile",
  "number",
  "improve",
  "required",
  "needed",
  "minimum",
  "maximum",
  "rejected",
  "rejection",
  "subsidy",
  "insurance",
  "payment",
  "monthly",
];
/**
 * Everyday words one letter from a loan word: they are what the person wrote, not a slip ("reply" is not
 * "repay", "changes" not "charges", "content" not "consent", "store" not "score").
 */
const EVERYDAY = [
  "reply",
  "replay",
  "relay",
  "change",
  "changes",
  "content",
  "leader",
  "tender",
  "sender",
  "render",
  "blender",
  "member",
  "lumber",
  "mouths",
  "statue",
  "tears",
  "bears",
  "wears",
  "hears",
  "gears",
  "store",
  "stores",
  "snore",
  "scare",
  "scope",
  "scorn",
  "swore",
  "resort",
  "convent",
  "mount",
  "sports",
  "party",
  "parties",
  "inform",
];
const KNOWN = new Set([...VOCABULARY, ...EVERYDAY]);

/** A known word with or without a plural "s" ("partner" of "partners", "fee" of "fees") is no typo. */
const knownForm = (word: string) =>
  KNOWN.has(word) ||
  // "busines" is not a singular of "business": a word ending in "ss" has no plural "s" to take off.
  (KNOWN.has(`${word}s`) && !word.endsWith("s")) ||
  (word.endsWith("s") && KNOWN.has(word.slice(0, -1)));

function corrected(word: string): string {
  if (word.length < 5 || knownForm(word) || /[^a-z]/.test(word)) return word;
  const cap = word.length >= 9 ? 2 : 1;
  let best = word;
  let bestDistance = cap + 1;
  for (const known of VOCABULARY) {
    if (Math.abs(known.length - word.length) > cap) continue;
    const d = distance(word, known);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * A question about LoanSetu itself: whether we are a bank or lend, which bureau we use, where our office
 * is. "You" is then the company, and its name is added so the About page and our own legal pages, which
 * say it, can answer ("do you lend money yourselves" is answered by "LoanSetu … does not lend").
 */
const ABOUT_US =
  /\b(are|r) (you|u)( guys)? (a|an|really|regist\w*|licen[cs]\w*|regulated|legit|genuine|bank|nbfc|lender|rbi)\b|\byoursel(f|ves)\b|\bdo (you|u)( guys)? (lend|give|provide|disburse|sanction|use|work with)\b|\byour (office|company|firm|address|headquarters|registration|site|website|platform|app)\b|\b(aap|aapka|aapki|aapke|aap log) (khud|office|company)\b|\b(aap log|aap|tum log) (kya|kia) (karte|krte) (ho|hain|hai)\b|\bwhat (do|does) (you|u|loansetu)( guys)? (do|offer)\b|\b(which|what) company (runs|owns|operates|is behind)\b|(लोन ?सेतु|loansetu).{0,25}(कौन सी|कौनसी|किस) (कंपनी|company)|\b(you|u|loansetu)( guys)? (\w+ )?different from (a |the )?(banks?|lenders?|nbfcs?)\b|(loansetu|लोन ?सेतु) (khud|itself|खुद|स्वयं)|आप (खुद|स्वयं)|(क्या|kya) (आप|aap) (कोई )?(बैंक|लेंडर|एनबीएफसी|nbfc|bank|lender)|(आप|आप लोग) (क्या|कौन सा) (काम )?(करते|करती) (हो|हैं)|(आपका|आपकी|आपके) (ऑफिस|ऑफ़िस|दफ्तर|दफ़्तर|कंपनी|कार्यालय)/iu;

/** "10 pm", "9:30 a.m.", "रात 10 बजे", "10 baje": a clock time (an hour of 1–12 said with am/pm, or "बजे"). */
const TIME_OF_DAY =
  /(?<![\d.,])(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*(?:(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|(?:baje)(?![\p{L}])|(बजे))/giu;

/**
 * "PF" is a processing fee on a loan, but the provident fund when it is withdrawn, claimed, transferred or
 * has a balance, a UAN or a passbook, or when its money is taken out ("PF ka paisa kaise nikale"). "PF kaise
 * nikale" alone may be working the fee out, so "nikalna" counts only with the money.
 */
const PROVIDENT_FUND =
  /\b(withdraw\w*|claim\w*|balance|passbook|uan|epfo?|transfer)\b.{0,20}\bpf\b|\bpf\b.{0,25}\b(withdraw\w*|claim\w*|balance|passbook|uan|account|ka paisa|ke paise)\b|\b(paisa|paise|money)\b.{0,20}\bnika?a?l/i;

/**
 * Meanings a Hindi question says in words the guides do not use, added as the guides' word: a car's years
 * are its age ("कितने साल तक की गाड़ी चलेगी" asks how old the car may be: "पुरानी").
 */
const HINDI_MEANINGS: [RegExp, string][] = [
  [/(कितने|कितनी) साल (तक )?(की|पुरानी) (गाड़ी|गाडी|कार)|(गाड़ी|गाडी|कार) (कितने|कितनी) साल/u, "पुरानी"],
  // A borrower's own age ("17 साल का हूँ", "मेरी उम्र 22 साल है"): who is eligible.
  [/(?<![\d०-९])(1[0-9]|[2-7][0-9]|[१][०-९]|[२-७][०-९]) (साल|वर्ष) (का|की|के) (हूँ|हूं|हु|है|हैं)/u, "उम्र पात्रता"],
  [/(मेरी|मेरा|हमारी) (उम्र|आयु) (1[0-9]|[2-7][0-9]|[१][०-९]|[२-७][०-९]) (साल|वर्ष)/u, "पात्रता"],
  // A loan moved to another lender ("लोन दूसरे बैंक में ट्रांसफर करवाना") is a balance transfer.
  [/(दूसरे|दूसरी|अन्य|नए|नये) (बैंक|लेंडर|लेंडरों)( में| को| पर)? (ट्रांसफर|शिफ्ट|ले जा)/u, "बैलेंस ट्रांसफर"],
];
function hindiMeanings(text: string): string {
  const added = HINDI_MEANINGS.filter(([pattern]) => pattern.test(text)).map(([, word]) => word);
  return added.length ? `${text} ${added.join(" ")}` : text;
}

/** The question as the rest of the chatbot reads it (see the top of this file). */
export function normaliseQuestion(question: string): string {
  // Latin-letter words only: Devanagari is read by the Hindi index and the amount reader as it is.
  let text = question.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    const fixed = corrected(lower);
    return fixed === lower ? word : fixed;
  });
  // The brand typed in Devanagari (as one word or two) is the name our pages write in Latin letters.
  text = text.replace(/लोन\s?सेतु/gu, "LoanSetu");
  // A time of day ("at 10 pm", "रात 10 बजे") is when something happened, not a figure of the loan.
  text = text.replace(TIME_OF_DAY, (_, hi) => (hi ? " समय " : " time "));
  if (ABOUT_US.test(text)) text = `${text} LoanSetu`;
  if (PROVIDENT_FUND.test(text)) text = text.replace(/\bpf\b/gi, "provident fund");
  const latin = /[a-z]/i.test(text.replace(/LoanSetu$/, ""));
  text = fractionsAsDigits(text);
  if (!latin) return hindiMeanings(text);
  text = text.replace(/[A-Za-z]+(\.(?=\s))?/g, (word) => {
    let lower = word.toLowerCase();
    for (const [pattern, replacement] of ABBREVIATIONS) lower = lower.replace(pattern, replacement);
    return lower === word.toLowerCase() ? word : lower;
  });
  text = fractionsAsDigits(numberWordsAsDigits(text));
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  // "4 lakh 50000" (typed "4 lac 50k") is one amount, 4.5 lakh: the thousands after a round lakh belong to it.
  text = text.replace(
    /\b(\d+) lakh (\d{1,2})000\b(?!\s*(?:(?:ki|ka|ke|wali|of)\s+)?(?:emi|emis|kist|kisht|instal|salary|income))/g,
    (_, lakh, thousands) => `${Number(lakh) + Number(thousands) / 100} lakh`,
  );
  // Romanised Hindi only where the question is written in Latin letters and reads as Hinglish.
  if (
    /\b(hai|hain|kya|ke|ki|ka|kaise|kitni|kitna|chahiye|milega|saal|mahine|pe|toh|hota|hoti|kab|kaun|kyun|mujhe|mera|meri|mere|hoga|nahi|sakta|sakti|aap|kahan|kaha|kyu|kaun|kon|liya|lena|dena|karna|karne|tak|wala|wali|hisaab|hisab|kese|gaya|gayi|gaye)\b/i.test(
      text,
    )
  ) {
    const lower = text.toLowerCase();
    let mapped = lower;
    for (const [pattern, replacement] of ROMANISED) mapped = mapped.replace(pattern, replacement);
    text = readHinglish(mapped);
  }
  text = text.replace(SET_ASIDE, " ");
  const added: string[] = [];
  for (const [pattern, word, how] of MEANINGS) {
    const lower = text.toLowerCase();
    if (!new RegExp(pattern.source).test(lower)) continue;
    if (how === "replace") text = lower.replace(pattern, word);
    // An added word must not make a question about something else read as one about loans ("how much
    // does a pizza get delivered for" gains no "borrow").
    else if (mentionsMoney(text)) added.push(word);
  }
  // Closing or repaying a loan early is prepaying it (the guides' word, and the charge it asks about).
  const lower = text.toLowerCase();
  if (
    /\bearly\b/.test(lower) &&
    /\b(close|closing|closure|repay|repaying|pay off|paying off|clear|settle|finish|khatam|chuka\w*)\b/.test(
      lower,
    )
  )
    added.push("prepay");
  return added.length ? `${text.replace(/\s+/g, " ").trim()} ${[...new Set(added)].join(" ")}` : text;
}
