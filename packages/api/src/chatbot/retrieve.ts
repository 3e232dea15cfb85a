/**
 * The chatbot's retrieval: FAQ questions first (they are written as questions), then article
 * sections. Text and questions are read the same way: folded (case, nukta, chandrabindu), synonyms and
 * spelling variants turned into one canonical term (the content's synonym table: EMI / instalment /
 * किस्त, bike / दोपहिया, CIBIL / क्रेडिट स्कोर…), stop words dropped (English, Hindi and romanised
 * Hindi), English and Hindi suffixes stemmed, and typos corrected against the content's own words.
 * Confidence is how much of the question (weighted by how rare each word is) the best passage covers.
 */
import MiniSearch from "minisearch";
import { SYNONYM_GROUPS } from "../content/query-synonyms.ts";
import type { ContentLocale, FaqSet } from "../content/schemas.ts";
import { FAQ_SETS } from "../content/schemas.ts";
import { faqPath } from "../content/search-index.ts";
import type { ContentService } from "../content/service.ts";
import { isHinglishHelper } from "./hinglish.ts";
import { LEARNED_PHRASINGS } from "./learned-phrasings.ts";
import { normaliseQuestion } from "./normalise.ts";
import { passageProduct, productFit, questionProduct } from "./products.ts";

export interface Passage {
  id: string;
  kind: "faq" | "article" | "page";
  locale: ContentLocale;
  /** The FAQ's question or the article's title. */
  title: string;
  heading: string;
  /** Plain text. */
  text: string;
  /**
   * Words of which the question must hold one for the passage to answer it: a page written for someone
   * other than a borrower (the partners' rewards programme) answers only a question that names it.
   */
  onlyFor?: readonly string[];
  /** What the passage is about, when more than its title and heading say (an article's meta title). */
  about?: string;
  /** The FAQ answer's Markdown (lists kept), for FAQs. */
  markdown?: string;
  path: string;
}

export interface Retrieved {
  passage: Passage;
  /** Share of the question's weight the passage covers (0–1). */
  coverage: number;
  /** Share of the question's weight in the passage's title (FAQ question or heading). */
  titleCoverage: number;
  /** Share of the title's terms the question holds (1: the question contains the whole title). */
  titlePrecision: number;
  /**
   * How like the question is the nearest question people asked before that this passage answered
   * (learned-phrasings.ts): 0 when none is alike enough to count, 1 when one has the very same words.
   */
  learned: number;
  score: number;
}

/**
 * Questions people asked before, per language, by what answered them: a passage's id, or a service
 * request as "action:" and its name ("action:withdraw-consent").
 */
export type LearnedPhrasings = Partial<Record<ContentLocale, Readonly<Record<string, readonly string[]>>>>;

const STOP_WORDS = new Set(
  (
    "a an and are as at be by can do does did for from how i if in is it its me my of on or should the to " +
    "what when where which who why will with you your am was were been being have has had this that these " +
    "those there their them they we our us he she his her so not no yes any some all also than then too " +
    "very just about into over under get got need needs want know tell please pls plz much many would " +
    "could may might shall wat whats what's wht r u abt hi hello thanks thank ok okay kindly " +
    "myself yourself yourselves ourselves itself but because though although " +
    "ke ki ka ko hai hain h kya kaise kese se me mein mai main par pe liye chahiye chaiye kitna kitni " +
    "kitne hota hoti hote hoga hogi honge kaun kon kaunse konse sa si ye yeh wo woh koi kab kyu kyun " +
    "mera meri mere hum aur ya bhi tha thi the karna karne kare karein karen milta milti milega milegi " +
    "batao bataye bataiye sakta sakti sakte lena lete leta kar krna apna apni apne " +
    // Romanised helping verbs and particles ("reject hua", "jama kar diya", "ab kya karu").
    "hua hui hue gaya gayi gaye diya diye raha rahi rahe wala wali wale jab tab phir fir sirf lekin magar " +
    "toh haan jo jis jise uska uski uske iska iski iske unka unki hu hoon hun karu karun karo kiya kiye kru " +
    "karke kr karta karti karte ho jaye jaaye jayega jayegi ne aa lu loon lun anyone someone somebody something anything करूं करूंगा " +
    // "on it", "in it" ("uspe loan milega", "isme kya lagta hai").
    "uspe ispe uspar ispar unpe inpe usme isme unme inme " +
    // The English negatives as the tokenizer leaves them ("don't" reads "don"), and romanised "whom",
    // "with" and "goes" ("mera data kis kis ke paas jaata hai"), "able to" ("daal hi nahi pa raha").
    "don doesn didn isn wasn aren weren won wouldn couldn shouldn haven hasn hadn " +
    "dont doesnt didnt isnt wasnt arent werent wont wouldnt couldnt shouldnt havent hasnt hadnt directly " +
    "kis kise kisko kiske kiski paas jaata jaati jaate jata jati jate pa paa raha " +
    "का की के है हैं में से को और क्या कैसे पर एक यह तो भी ही कि लिए कौन कौनसे कौनसा कितना कितनी कितने " +
    "होता होती होते होगा होगी चाहिए मैं मेरा मेरी मेरे हम आप अपना अपनी अपने कोई कब क्यों वह ये वो था थी थे " +
    "जाता जाती जाते जा करें करना कर सकता सकती सकते लगता लगती लगते बताइए बताएं बताओ हूं हूँ हो ने " +
    "लेने लें ले मिलता मिलती मिलेगा मिलेगी मिल सकता जब तक पहले कुछ सब इस उस इसे उसे किस किसे " +
    "करने करना करनी होंगे होंगी होगा जाकर मुझे मुझको हमें सी सा या नहीं किसके किसकी किसका किसको किससे साथ " +
    // Helping verbs of a Hindi sentence ("रिजेक्ट कर दिया", "दो महीने हो गए"): the tense, not the topic.
    "अगर हुआ हुई हुए गया गई गए गयी किया किए किये दिया दिए दी पाया पाई पाए रहा रही रहे ab abhi " +
    // "came" ("वैल्यूएशन 6 लाख आया"): stemmed, "आया" would read as "आय", income. And "will you tell".
    "आया आई आए आये आयी बताओगे बताएंगे बताएगा बतायेंगे दूं दूँ दूंगा दूँगा तुरंत करवा करवाना करवाने करवाया करवाऊं करवाऊँ"
  ).split(/\s+/),
);

/**
 * Words filler to a chat question: they say how it is asked ("considered", "exactly", "माना जाता"), not
 * what it is about, and would otherwise weigh against the passage that answers it.
 */
const FILLER = new Set(
  (
    "considered consider counted counts count exactly actually really basically generally usually normally " +
    "possible possibly likely kind sort type typically roughly approximately approx guys sir madam mam dear " +
    "bro bhai ji jee also still even only there's here's i'm im iam want wanna gonna let lets let's give " +
    "hey quick must required require necessary mandatory compulsory zaroori zaruri jaruri hona hone honi " +
    "ज़रूरी जरूरी आवश्यक अनिवार्य होना होने " +
    "lagta lagti lagte lagega lagegi lagenge padta padti padega padegi " +
    "माना मानी माने जाता जाती जाते आमतौर सामान्यतः वाकई सच असल ज़रा जरा बस लगेगा लगेगी " +
    // Hindi's "must" as a helping verb ("भरना पड़ेगा"): how it is said, not what.
    "पड़ेगा पड़ेगी पड़ेंगे पड़ता पड़ती पड़ते पडेगा पडेगी पडेंगे पडता पडती पडते " +
    // Reported speech ("the bank said my FOIR is too high"): who said it is not what is asked; nor is
    // asking for a meaning ("FOIR meaning?"), which is the question's form (QUESTION_FORMS), not its topic.
    "said says told tells saying meaning means mean matlab मतलब " +
    // Asking for advice ("tips to increase my score", "ऊपर लाने के उपाय") is how the question is put, not
    // its topic.
    "tips tip tricks ways suggestions suggest advice तरीका तरीके उपाय tarika tarike upay " +
    // Who the asker is talking about or to ("my papa's car", "yaar"), and romanised pronouns.
    "papa mummy dad mom friend friends yaar dost usko isko unko mujhko humko tumko aapko " +
    "son daughter wife husband brother sister beta beti bhai behen pati patni " +
    "बेटा बेटी बेटे पिता पापा मम्मी माँ मां भाई बहन पति पत्नी दोस्त " +
    // When the asker did something, and asking whether a thing heard is true, are not the topic.
    "ago now yesterday tomorrow today recently again true " +
    // "from my side", "as a salaried person": who asks, not what.
    "side person " +
    // Where money went ("only 2,94,690 came… where did the rest go").
    "came went rest"
  ).split(/\s+/),
);

/**
 * The chatbot's own words for the same idea, read like the content's synonym table (which the site's
 * search shares, so it stays small): English words written in Devanagari as people type them
 * ("डॉक्यूमेंट"), and the everyday words for checking, age, steps, "early", "good" and "minimum".
 */
const CHAT_GROUPS: readonly (readonly string[])[] = [
  ["documents", "डॉक्यूमेंट", "डॉक्यूमेंट्स", "डाक्यूमेंट", "डॉक्युमेंट", "डॉक्युमेंट्स", "कागजात", "पेपर"],
  ["eligibility", "एलिजिबिलिटी", "एलिजिबल", "एलिजिबिलिटी क्राइटेरिया"],
  ["interest", "इंटरेस्ट", "इंट्रेस्ट"],
  ["check", "checking", "checked", "चेक", "देखने", "देखना", "देखूं", "देखूँ", "देखें", "जांच", "जांचने", "dekhne", "dekhna"],
  ["age", "उम्र", "आयु", "उमर"],
  ["process", "प्रक्रिया", "प्रोसेस"],
  ["early", "समय से पहले", "जल्दी", "पहले ही"],
  ["good", "gud", "अच्छा", "अच्छी", "अच्छे", "बढ़िया", "achha", "accha", "acha", "badhiya"],
  ["minimum", "न्यूनतम", "कम से कम", "kam se kam"],
  ["income", "वेतन", "तनख्वाह", "तनख़्वाह"],
  ["repay", "चुकाने", "चुकाना", "चुका", "chukana", "chukane", "chuka"],
  ["documents", "proof", "proofs", "paperwork", "प्रूफ"],
  [
    "miss",
    "missed",
    "skip",
    "skipped",
    "bounce",
    "bounced",
    "बाउंस",
    "late",
    "लेट",
    "देरी",
    "मिस",
    "छूट",
    "छूटी",
    "छूटे",
    "chhut",
    "chhoot",
  ],
  ["tenure", "duration", "टेन्योर", "टेन्यौर", "अवधि", "avadhi", "muddat", "मुद्दत", "कितने साल", "कितने महीने"],
  ["student", "स्टूडेंट", "स्टूडेंट्स"],
  ["cancel", "कैंसल", "cancellation", "cancelled", "canceled"],
  ["penalty", "penal", "jurmana", "पेनल्टी", "जुर्माना", "पेनल", "late fee", "late payment fee", "लेट फीस"],
  ["prepay", "प्रीपेमेंट", "फोरक्लोजर", "प्री-पेमेंट", "प्रीक्लोज", "part payment", "part-payment"],
  ["collateral", "कोलैटरल", "जमानत", "zamanat", "guarantee"],
  ["apply", "applying", "अप्लाई", "aavedan", "avedan"],
  ["price", "कीमत", "दाम", "daam", "keemat", "kimat", "qeemat"],
  ["approve", "approved", "approval", "sanction", "sanctioned", "मंजूर", "मंज़ूर", "अप्रूव", "manjoor", "manjur"],
  ["salaried", "job", "naukri", "naukari", "नौकरीपेशा", "नौकरी", "employee"],
  ["self employed", "self-employed", "freelancer", "स्वरोजगार", "apna kaam", "अपना काम"],
  ["money", "paisa", "paise", "पैसा", "पैसे", "rakam", "रकम"],
  ["income", "इनकम", "kamai", "कमाई"],
  ["report", "रिपोर्ट"],
  // Something wrong in a record, and putting it right.
  ["mistake", "wrong", "incorrect", "galat", "गलत", "त्रुटि"],
  ["fix", "correct", "correction", "rectify", "rectified"],
  // The bureaus are also called credit information companies (CICs), as RBI and our legal pages say.
  ["bureau", "credit bureau", "cic", "cics", "credit information company", "credit information companies"],
  // Typing a value into a calculator.
  [
    "enter",
    "put",
    "input",
    "fill",
    "type in",
    "daal",
    "dal",
    "daalna",
    "dalna",
    "daalu",
    "daalo",
    "डाल",
    "डालना",
    "डालूं",
    "डालें",
    "डाला",
  ],
  // Where the company is.
  [
    "address",
    "office",
    "offices",
    "located",
    "location",
    "headquarters",
    "head office",
    "दफ्तर",
    "ऑफिस",
    "कार्यालय",
  ],
  // What is left in hand after deductions is income ("my take home is 18k").
  ["income", "take home", "take-home", "net pay"],
  // Score or rate going down, as Hindi says it of a score ("सिबिल गिरेगा", "kam hoga").
  [
    "lower",
    "गिरेगा",
    "गिरेगी",
    "गिरता",
    "गिरती",
    "गिर जाएगा",
    "घटेगा",
    "घटेगी",
    "कम होगा",
    "कम होगी",
    "kam hoga",
    "kam hogi",
  ],
  // An EMI not paid, as Hindi says it ("EMI नहीं भर पाया").
  [
    "miss",
    "नहीं भर पाया",
    "नहीं भर पाई",
    "नहीं भर पाए",
    "नहीं भर सका",
    "नहीं भर सकी",
    "नहीं भरी",
    "नहीं भरा",
    "न भर पाऊं",
    "न भर पाया",
    "नहीं चुकाई",
    "नहीं चुकाया",
    "नहीं चुकाए",
    "नहीं चुका पाया",
    "नहीं चुका पाई",
    "न चुका पाऊं",
  ],
  // The lender taking back the vehicle a loan is secured on.
  [
    "repossess",
    "repossession",
    "repossessed",
    "seize",
    "seized",
    "seizure",
    "tow",
    "towed",
    "take away",
    "वापस ले",
    "जब्त",
    "उठा ले",
    "उठा लेंगे",
    "ले जाएंगे",
    "ले जाएँगे",
    "ले जायेंगे",
    "ले जाएगा",
    "ले जाते",
  ],
  ["fuel", "petrol", "diesel", "पेट्रोल", "डीजल"],
  ["last", "final", "आखिरी", "अंतिम", "aakhri", "akhri", "aakhiri"],
  // A loan in one's report that one never took is a mistake in it.
  ["mistake", "कभी लिया ही नहीं", "कभी नहीं लिया", "मैंने नहीं लिया", "मैंने लिया ही नहीं"],
  // The bureaus by name: a score from Experian or CRIF is a bureau's score.
  ["bureau", "experian", "equifax", "crif", "crif high mark", "एक्सपीरियन", "इक्विफैक्स"],
  // An e-scooter too slow to need registering, as the EV FAQ calls it.
  ["low speed", "लो-स्पीड", "लो स्पीड", "धीमी रफ़्तार", "धीमी रफ्तार", "कम स्पीड", "slow speed"],
  ["difference", "different", "differs", "differ", "अलग", "farak", "fark", "farq", "फर्क", "फ़र्क", "फरक"],
  // Agents who shout, threaten or shame a borrower: the fair-recovery rules ("shor macha rahe").
  [
    "harass",
    "harassment",
    "harassing",
    "threaten",
    "threatening",
    "abusing",
    "shor",
    "dhamki",
    "dhamkate",
    "gaali",
    "धमकी",
    "धमका",
    "गाली",
    "परेशान कर",
  ],
  // Asking to correct a record (not to raise a score): "raise a dispute" is a dispute.
  [
    "dispute",
    "raise a dispute",
    "raise dispute",
    "raise a complaint",
    "raised a dispute",
    "raised dispute",
    "raising a dispute",
    "filed a dispute",
    "file a dispute",
    "डिस्प्यूट",
  ],
  ["update", "updated", "अपडेट", "reflect", "reflected"],
  // Papers on paper, or a trip to the branch to hand them over.
  [
    "physical",
    "in person",
    "branch",
    "visit the branch",
    "hard copy",
    "hard copies",
    "photocopy",
    "photocopies",
    "कागजी",
    "शाखा",
    "ब्रांच",
  ],
  ["site", "website", "web site", "वेबसाइट", "साइट"],
  // Abbreviations the Hindi guides write in Latin letters, as people type them in Devanagari.
  ["rc", "आरसी", "registration certificate"],
  ["noc", "एनओसी", "no objection certificate"],
  ["kyc", "केवाईसी"],
  ["kfs", "केएफएस", "key fact statement"],
  ["gst", "जीएसटी"],
  ["tcs", "टीसीएस"],
  ["rbi", "आरबीआई"],
  ["nbfc", "nbfcs", "एनबीएफसी"],
  ["itr", "आईटीआर"],
  ["otp", "ओटीपी"],
  ["pdf", "पीडीएफ"],
  ["apr", "एपीआर"],
  // What a lender quotes is the actual figure, as against the calculator's estimate.
  ["actual", "quoted", "quote", "quotation", "असली"],
  // "Lone" typed for a loan.
  ["loan", "lone", "lones"],
  // Two-wheelers people name by model ("loan for an Activa").
  // and as Hindi says a scooter ("स्कूटी").
  [
    "two wheeler",
    "moped",
    "activa",
    "splendor",
    "pulsar",
    "royal enfield",
    "bullet bike",
    "एक्टिवा",
    "स्प्लेंडर",
    "स्कूटी",
    "स्कूटियों",
  ],
  // The partners' rewards programme, as its name is written in Devanagari.
  ["grand prix", "ग्रां प्री", "ग्रैंड प्रिक्स", "ग्रैंड प्री", "ग्रां प्रिक्स"],
  // An old car said as people say it ("purani gaadi", "पुरानी गाड़ी").
  [
    "used car",
    "पुरानी गाड़ी",
    "purani gaadi",
    "purani gadi",
    "old vehicle",
    "पुराना वाहन",
    "सेकंड हैंड कार",
    "सेकेंड हैंड कार",
    "सेकंड हैंड गाड़ी",
    "सेकेंड हैंड गाड़ी",
    "सेकंड-हैंड कार",
  ],
  // A phone call, as Hindi writes it ("एजेंट रात को फोन करते हैं"; the guides say "कॉल").
  ["call", "फोन", "कॉल"],
  ["sell", "बेचते", "बेचोगे", "बेचेंगे", "बेचती", "बेचता", "bechte", "bechoge"],
  // Keeping a borrower's data ("आधार नंबर सेव करते हो", "डेटा कब तक रखते हैं").
  ["store", "storing", "hold", "holding", "सेव", "स्टोर", "रखते", "रखोगे", "रखेंगे"],
  [
    "new car",
    "नई गाड़ी",
    "nayi gaadi",
    "nai gaadi",
    "nayi gadi",
    "nai gadi",
    "nayi car",
    "nai car",
    "new vehicle",
  ],
  ["self employed", "सेल्फ एम्प्लॉयड", "सेल्फ एम्प्लॉइड", "सेल्फ-एम्प्लॉयड", "सेल्फ इम्प्लॉयड", "स्व-रोजगार"],
  ["cooling off", "cooling-off", "कूलिंग ऑफ", "कूलिंग-ऑफ", "look-up", "लुक-अप"],
  // Borrowing together with a spouse or parent ("पत्नी के साथ मिलकर लोन") is as a co-applicant.
  ["co applicant", "co-applicant", "सह-आवेदक", "सह आवेदक", "को-एप्लिकेंट", "साथ मिलकर", "joint loan"],
  // Working a figure out, as Hindi says it ("ब्याज निकालने का तरीका").
  ["calculate", "निकालने", "निकालना", "निकालूं", "निकालूँ", "कैलकुलेट"],
  ["total", "कुल", "टोटल", "kul"],
  // A score that fell, and bringing it back up ("सिबिल गिर गया है, ऊपर लाने के उपाय").
  ["lower", "गिर गया", "गिर गई", "गिरा", "गिर गयी"],
  [
    "improve",
    "ऊपर लाने",
    "ऊपर लाना",
    "ऊपर लाऊं",
    "ऊपर लाऊँ",
    "upar lana",
    "upar laane",
    "upar lane",
    // A score that rises ("UPI से पेमेंट करने से सिबिल बढ़ता है?").
    "बढ़ता",
    "बढ़ती",
    "बढ़ेगा",
    "बढ़ेगी",
    "बढ़ाना",
    "बढ़ाने",
    "बढ़ाएं",
    "बढ़ाऊं",
    "बढ़ाऊँ",
    "सुधारना",
    "सुधारने",
    "सुधरेगा",
  ],
  // A loan refused, as Hindi says it ("लोन मना हो गया"): "मना" alone would stem to "मन", the mind.
  ["rejection", "मना हो गया", "मना हो गयी", "मना हो गई", "मना कर दिया", "मना कर दी", "नामंजूर", "ठुकरा दिया"],
  // Whether it pays ("ट्रांसफर करवाना फायदे का सौदा है क्या").
  ["worth", "worth it", "benefit", "beneficial", "फायदा", "फायदे", "फ़ायदा", "फ़ायदे", "लाभ", "fayda", "faida"],
  ["valuation", "वैल्यूएशन", "मूल्यांकन"],
  // One's account with us, as Hindi types the English word ("अकाउंट बना सकता है?"); the terms say "खाता".
  ["account", "अकाउंट", "एकाउंट", "खाता", "खाते"],
  // How offers are ordered ("which offer shows on top", "offers apr se sort hote hai").
  ["order", "sort", "sorted", "sorting", "on top", "at the top", "क्रम", "सॉर्ट"],
  // A lender saying no, as the pages put it ("if a lender turns you down, you see why").
  ["rejection", "turns you down", "turned down", "turn down", "turned me down", "turn me down"],
  // A shop is a business ("किराने की दुकान", "my kirana shop").
  ["business", "दुकान", "dukan", "dukaan", "shop", "kirana", "किराना", "किराने", "व्यवसाय"],
];

/** Lower case, no nukta, chandrabindu as anusvara (as the content index reads text). */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

const canonicalKey = (entry: string) => fold(entry).replace(/[\s-]+/g, "_");
const ALTERNATIVES = [...SYNONYM_GROUPS, ...CHAT_GROUPS]
  .flatMap((group) => group.map((entry) => ({ text: fold(entry), key: canonicalKey(group[0] as string) })))
  .sort((a, b) => b.text.length - a.text.length);
const spaced = (text: string) => text.replace(/[\s-]+/g, " ");
const KEY_OF = new Map(ALTERNATIVES.map(({ text, key }) => [spaced(text), key]));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** English endings a synonym keeps its meaning under ("rejects", "errors", "lowered", "checking"). */
const INFLECTION = /(ing|ed|es|s|d)$/;
const INFLECTABLE = /[a-z]{4}$/;
const SYNONYM = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(${ALTERNATIVES.map(({ text }) => {
    const pattern = (part: string) => escapeRegExp(part).replace(/[\s-]+/g, "[\\s-]+");
    // A Hindi noun in its plural or oblique form ("गाड़ियों", "कारों", "किस्तें") is the same noun.
    if (/^[\u0900-\u097F]+$/u.test(text)) {
      if (text.endsWith("ी")) return `${pattern(text.slice(0, -1))}(?:ी|ियों|ियां)`;
      if (/[\u0915-\u0939]$/u.test(text)) return `${pattern(text)}(?:ों|ें)?`;
      return pattern(text);
    }
    if (!INFLECTABLE.test(text)) return pattern(text);
    // A final "e" goes before "-ing" ("reducing", "improving").
    return text.endsWith("e")
      ? `${pattern(text.slice(0, -1))}(?:e[sd]?|ing)`
      : `${pattern(text)}(?:ing|ed|es|s|d)?`;
  }).join("|")})(?![\\p{L}\\p{M}\\p{N}])`,
  "gu",
);
/** The group of a matched synonym, with an English ending taken off if the word needs it. */
function keyOf(match: string): string {
  const text = spaced(match);
  // "reduces" and "reducing" are "reduce" with its "e" kept or dropped, "rejects" is "reject".
  const bare = text.replace(INFLECTION, "");
  return (
    KEY_OF.get(text) ??
    KEY_OF.get(bare) ??
    KEY_OF.get(`${bare}e`) ??
    KEY_OF.get(text.replace(/s$/, "")) ??
    KEY_OF.get(text.replace(/d$/, "")) ??
    KEY_OF.get(text.replace(/(ों|ें)$/u, "")) ??
    KEY_OF.get(text.replace(/(ियों|ियां)$/u, "ी")) ??
    canonicalKey(match)
  );
}
const CANONICAL = new Set(ALTERNATIVES.map(({ key }) => key));

/** The text with every synonym replaced by its group's canonical term (a phrase becomes one token). */
export function canonicalText(text: string): string {
  return fold(text).replace(SYNONYM, (match) => ` ${keyOf(match)} `);
}

const HINDI_SUFFIXES = ["ियों", "ियां", "ाओं", "ाएं", "ाएँ", "ों", "ें", "ीं", "ाए", "ी", "े", "ा", "ो"];
const ENGLISH_SUFFIXES: [string, string][] = [
  ["ational", "at"],
  ["ations", "at"],
  ["ation", "at"],
  ["ities", ""],
  ["ity", ""],
  ["ings", ""],
  ["ing", ""],
  ["ments", ""],
  ["ment", ""],
  ["ness", ""],
  ["ions", ""],
  ["ion", ""],
  ["ied", "y"],
  ["ies", "y"],
  ["ed", ""],
  ["es", ""],
  ["ly", ""],
  ["s", ""],
];

/**
 * Hindi verb endings (future, infinitive, habitual): "दिखेगा", "दिखने" and "दिखता" are one verb. Only
 * where three letters or more are left, so short nouns ("खाता", "पता") keep their last syllable.
 */
const HINDI_VERB_ENDINGS = ["ेंगे", "ेगा", "ेगी", "ूंगा", "ने", "ना", "ते", "ता", "ती"];
/** English verbs whose past forms the suffix rules cannot reach ("took" a loan is "taken" one). */
const IRREGULAR: Record<string, string> = {
  took: "take",
  taken: "take",
  paid: "pay",
  gave: "give",
  given: "give",
  got: "get",
  gotten: "get",
  made: "make",
  sold: "sell",
  bought: "buy",
  lent: "lend",
  spent: "spend",
  kept: "keep",
  left: "leave",
  went: "go",
  gone: "go",
  came: "come",
  shown: "show",
  showed: "show",
  written: "write",
  wrote: "write",
  chosen: "choose",
  chose: "choose",
};

/** A light stemmer: enough to make "rates" and "rate", "दस्तावेजों" and "दस्तावेज" one term. */
export function stem(term: string): string {
  if (CANONICAL.has(term) || /\d/.test(term)) return term;
  const irregular = IRREGULAR[term];
  if (irregular) return stem(irregular);
  if (/[\u0900-\u097F]/u.test(term)) {
    const letters = [...term];
    for (const ending of HINDI_VERB_ENDINGS) {
      if (term.endsWith(ending) && letters.length - [...ending].length >= 3)
        return term.slice(0, -ending.length);
    }
    for (const suffix of HINDI_SUFFIXES) {
      if (term.endsWith(suffix) && letters.length - [...suffix].length >= 2)
        return term.slice(0, -suffix.length);
    }
    return term;
  }
  let word = term;
  if (word.length > 4) {
    for (const [suffix, replacement] of ENGLISH_SUFFIXES) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
        word = word.slice(0, -suffix.length) + replacement;
        // "getting", "stopped": the consonant doubled before -ing and -ed is one ("billing" keeps its ll).
        if (
          (suffix === "ing" || suffix === "ed") &&
          /([b-df-hj-km-np-rtv-z])\1$/.test(word) &&
          !/(ll|ss|zz|ff)$/.test(word)
        )
          word = word.slice(0, -1);
        break;
      }
    }
  }
  return word.length > 3 && word.endsWith("e") ? word.slice(0, -1) : word;
}

/** The terms of a text as the index reads them: canonical synonyms, no stop words, stemmed. */
export function terms(text: string): string[] {
  const found: string[] = [];
  // "23,500" and "₹2,00,000" are one figure each, not two or three.
  const joined = text.replace(/(\d),(?=\d)/g, "$1");
  for (const token of canonicalText(joined).split(/[^\p{L}\p{M}\p{N}_]+/u)) {
    if (
      !token ||
      STOP_WORDS.has(token) ||
      FILLER.has(token) ||
      isHinglishHelper(token) ||
      (token.length < 2 && !/\d/.test(token))
    )
      continue;
    const stemmed = stem(token);
    // "wants" is "want" and "needs" is "need": stop words under an ending too.
    if (STOP_WORDS.has(stemmed) || FILLER.has(stemmed)) continue;
    found.push(stemmed);
  }
  return found;
}

/** Whether two words of one length differ only by two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * Edit distance with a cap (returns cap + 1 when over it): typos are one or two letters off. Two letters
 * swapped ("intrset", "laon") count as one edit, as a slip of the fingers is one mistake.
 */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

function passages(content: ContentService, locale: ContentLocale, extra: readonly Passage[]): Passage[] {
  const list: Passage[] = [...extra];
  for (const set of FAQ_SETS as readonly FaqSet[]) {
    for (const faq of content.faqSet(locale, set)) {
      list.push({
        id: `faq:${locale}:${faq.id}`,
        kind: "faq",
        locale,
        title: faq.ques,
        heading: "",
        text: faq.text,
        markdown: faq.ans,
        path: faqPath(set, faq.id),
      });
    }
  }
  for (const summary of content.articles(locale)) {
    const article = content.article(locale, summary.slug);
    if (!article) continue;
    const page = `/resources/${article.slug}`;
    for (const [index, section] of article.sections.entries()) {
      const intro = index === 0 && section.id === "";
      list.push({
        id: `article:${locale}:${article.slug}:${section.id || "intro"}`,
        kind: "article",
        locale,
        title: article.title,
        heading: section.heading,
        ...(intro ? { about: `${article.title} ${article.metaTitle}` } : {}),
        text: intro ? `${article.metaDescription} ${section.text}` : section.text,
        path: section.id ? `${page}#${section.id}` : page,
      });
    }
  }
  return list;
}

interface LocaleIndex {
  search: MiniSearch<Passage & { tags: string }>;
  byId: Map<string, Passage>;
  /** Terms of each passage: title and heading, and all of it. */
  termsOf: Map<string, { title: Set<string>; all: Set<string> }>;
  /** How many passages hold each term. */
  frequency: Map<string, number>;
  size: number;
  /** The content's words by length, so a typo is compared with words of about its length only. */
  vocabulary: Map<number, string[]>;
  /** Typo corrections already worked out (the same words come back in many questions). */
  corrections: Map<string, string>;
  /** Questions asked before, read as a question is (see `learn` in `createRetriever`). */
  learned: Learned;
}

interface Learned {
  /**
   * Each question asked before: what answered it (a passage's id or "action:…"), its terms, their total
   * weight, and whether it asks what something is.
   */
  phrasings: { target: string; terms: string[]; weight: number; definition: boolean }[];
  /** Which of them hold each term. */
  withTerm: Map<string, number[]>;
}

function byLength(words: string[]): Map<number, string[]> {
  const buckets = new Map<number, string[]>();
  for (const word of words) {
    const bucket = buckets.get(word.length) ?? [];
    bucket.push(word);
    buckets.set(word.length, bucket);
  }
  return buckets;
}

function buildIndex(content: ContentService, locale: ContentLocale, extra: readonly Passage[]): LocaleIndex {
  const list = passages(content, locale, extra);
  const search = new MiniSearch<Passage & { tags: string }>({
    fields: ["title", "heading", "text"],
    storeFields: [],
    tokenize: (text) => terms(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
    },
  });
  search.addAll(list.map((passage) => ({ ...passage, tags: "" })));
  const termsOf = new Map<string, { title: Set<string>; all: Set<string> }>();
  const frequency = new Map<string, number>();
  for (const passage of list) {
    // What a passage is about: the FAQ's question, or the section's heading (the article's title for its
    // introduction).
    const about = passage.kind === "faq" ? passage.title : passage.heading || passage.about || passage.title;
    const title = new Set(terms(about));
    const all = new Set([...terms(`${passage.title} ${passage.heading} ${passage.text}`), ...title]);
    // A passage about a "credit score" also speaks of a "score": a question may say the one word alone.
    for (const term of [...all]) {
      if (term.includes("_")) for (const part of term.split("_")) if (part.length > 1) all.add(stem(part));
    }
    termsOf.set(passage.id, { title, all });
    for (const term of all) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return {
    search,
    byId: new Map(list.map((p) => [p.id, p])),
    termsOf,
    frequency,
    size: list.length,
    vocabulary: byLength([...frequency.keys()]),
    corrections: new Map(),
    learned: { phrasings: [], withTerm: new Map() },
  };
}

/** How much a term tells passages apart: rare words the most (see `retrieve`). */
function termWeight(index: LocaleIndex, term: string): number {
  if (/\d/.test(term)) return Math.log(2);
  const frequency = index.frequency.get(term);
  if (frequency !== undefined) return Math.log(1 + index.size / (1 + frequency));
  return /\d/.test(term) ? Math.log(2) : Math.log(1 + Math.sqrt(index.size));
}

/**
 * How like a question one asked before must be for the passage that answered it to be lifted (see
 * `nearestAsked`), and how much the likeness then adds to the passage's score. Cross-validated on the
 * question sets learned from (`npx node bench/chatbot/learn.ts --check`): below 0.6 alike, the passage
 * of the nearest question asked before is right about three times in five, less often than the passage
 * the engine ranks first on its own words; and a larger lift overrules those words more often than it
 * corrects them.
 */
const LEARNED_FLOOR = 0.6;
const LEARNED_LIFT = 0.4;

/**
 * What a question asks about a product (how it is calculated, its documents, who is eligible…), as
 * opposed to which product: a passage whose title names the aspect answers the question, one that only
 * names the product does not ("How is the EMI of a used car loan calculated?" wants the EMI formula).
 */
const ASPECTS = new Set(
  [
    "calculate",
    "documents",
    "eligibility",
    "interest",
    "rate",
    "fee",
    "prepay",
    "borrow",
    "improve",
    "difference",
    "cancel",
  ].map((word) => stem(word)),
);

/**
 * The kind of question asked, by how it opens: "what is car refinance?" is answered best by the passage
 * written as that definition ("What is car refinance or a loan against car?") rather than one about who
 * may get it; "which electric scooters…" by "Which electric vehicles can be financed?". "What is the
 * rate…" or "what is my…" ask for a detail, not a definition.
 */
const QUESTION_FORMS: [string, RegExp][] = [
  [
    "definition",
    /^\s*(what is|what's|whats|what are|define|meaning of)\s+(?!the\s|my\s|your\s|our\s|this\s|that\s|a good\s)|(?<![\p{L}])(kya (hai|hota hai|hoti hai)|matlab)\s*\??\s*$|(क्या (है|होता है|होती है)|मतलब)\s*[?।]?\s*$/iu,
  ],
  ["which", /^\s*which\s/i],
  ["who", /^\s*who\s/i],
  ["when", /^\s*when\s/i],
  ["why", /^\s*why\s/i],
  ["how long", /^\s*how long\s/i],
];
const questionForm = (text: string) => QUESTION_FORMS.find(([, pattern]) => pattern.test(text))?.[0];

export interface Retriever {
  /** Passages for a question in a language, best first, with their coverage of the question. */
  retrieve(question: string, locale: ContentLocale, limit?: number): Retrieved[];
  /** The question's terms after typo correction (for tests and the evaluation). */
  questionTerms(question: string, locale: ContentLocale): string[];
  /** Whether every word of the question (figures aside) is one our content uses as typed (none corrected). */
  allKnown(question: string, locale: ContentLocale): boolean;
  /** Names and abbreviations typed in capitals ("PMAY", "MCLR") that our content never uses. */
  unknownNames(question: string, locale: ContentLocale): string[];
  /** The ids of every passage in a language, in the index's order (a page's sections in order). */
  passageIds(locale: ContentLocale): string[];
  /**
   * What answered the question asked before that is most like this one (a passage's id or "action:…"),
   * and how alike the two are (0–1), if any such question shares a word with it.
   */
  asked(question: string, locale: ContentLocale): { target: string; likeness: number } | undefined;
}

/** `extra`: passages from outside the content service (the legal pages and the About page, support/). */
export function createRetriever(
  content: ContentService,
  extra: Partial<Record<ContentLocale, readonly Passage[]>> = {},
  learned: LearnedPhrasings = LEARNED_PHRASINGS,
): Retriever {
  const indexes = new Map<ContentLocale, LocaleIndex>();
  const indexFor = (locale: ContentLocale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = buildIndex(content, locale, extra[locale] ?? []);
      indexes.set(locale, index);
      learn(index, locale);
    }
    return index;
  };

  /**
   * Questions people asked before, read as a new question is read (normalised, typos corrected against
   * the content), so that the same words typed the same way meet. One about a passage the content no
   * longer has is skipped.
   */
  const learn = (index: LocaleIndex, locale: ContentLocale) => {
    for (const [target, phrasings] of Object.entries(learned[locale] ?? {})) {
      if (!index.byId.has(target) && !target.startsWith("action:")) continue;
      for (const phrasing of phrasings) {
        const normalised = normaliseQuestion(phrasing);
        const found = questionTerms(normalised, locale);
        if (found.length === 0) continue;
        const at = index.learned.phrasings.length;
        index.learned.phrasings.push({
          target,
          terms: found,
          weight: found.reduce((sum, term) => sum + termWeight(index, term), 0),
          definition: questionForm(normalised) === "definition",
        });
        for (const term of found) {
          const list = index.learned.withTerm.get(term) ?? [];
          list.push(at);
          index.learned.withTerm.set(term, list);
        }
      }
    }
  };

  /**
   * A term the content never uses is corrected to the closest content word, if one is a typo away. A
   * four-letter word only by two letters swapped ("laon"): any other one-letter change of so short a word
   * most often lands on another real word ("repo" is not "rep", "pmay" not "pay").
   */
  const correct = (term: string, index: LocaleIndex): string => {
    if (index.frequency.has(term) || term.length < 4 || /\d/.test(term)) return term;
    const known = index.corrections.get(term);
    if (known !== undefined) return known;
    if (term.length === 4) {
      // Romanised Hindi writes a long vowel twice ("naam", "kaam"): the content's word has it once.
      const single = term.replace(/([aeiou])\1/, "$1");
      const corrected =
        (index.vocabulary.get(4) ?? []).find((word) => isSwap(term, word)) ??
        (single !== term && index.frequency.has(single) ? single : term);
      if (index.corrections.size < 10_000) index.corrections.set(term, corrected);
      return corrected;
    }
    const cap = term.length >= 8 ? 2 : 1;
    let best = term;
    let bestDistance = cap + 1;
    let bestFrequency = 0;
    for (let length = term.length - cap; length <= term.length + cap; length++) {
      for (const word of index.vocabulary.get(length) ?? []) {
        // A slip of the fingers rarely hits the first letter: "father" is not a typo of "rather".
        if (word[0] !== term[0]) continue;
        const d = distance(term, word, cap);
        const f = index.frequency.get(word) ?? 0;
        if (d < bestDistance || (d === bestDistance && f > bestFrequency)) {
          best = word;
          bestDistance = d;
          bestFrequency = f;
        }
      }
    }
    const corrected = bestDistance <= cap ? best : term;
    // Bounded: a visitor typing nonsense must not grow the process's memory without end.
    if (index.corrections.size < 10_000) index.corrections.set(term, corrected);
    return corrected;
  };

  // A word typed in capitals is a name or an abbreviation ("PMAY", "MCLR"): what it names, not a typo.
  const namesIn = (question: string) =>
    new Set(
      (question.match(/(?<![\p{L}\p{N}])[A-Z][A-Z0-9]{2,7}(?![\p{L}\p{N}])/gu) ?? []).flatMap((word) =>
        terms(word),
      ),
    );
  const questionTerms = (question: string, locale: ContentLocale) => {
    const index = indexFor(locale);
    const names = namesIn(question);
    return [...new Set(terms(question).map((term) => (names.has(term) ? term : correct(term, index))))];
  };

  return {
    questionTerms,
    passageIds: (locale) => [...indexFor(locale).byId.keys()],
    asked(question, locale) {
      const index = indexFor(locale);
      const wanted = questionTerms(question, locale);
      let nearest: { target: string; likeness: number } | undefined;
      for (const [target, likeness] of nearestAsked(
        index,
        wanted,
        0,
        questionForm(question) === "definition",
      )) {
        if (!nearest || likeness > nearest.likeness) nearest = { target, likeness };
      }
      return nearest;
    },
    allKnown(question, locale) {
      const index = indexFor(locale);
      const raw = terms(question).filter((term) => !/\d/.test(term));
      return raw.length > 0 && raw.every((term) => index.frequency.has(term));
    },
    unknownNames(question, locale) {
      const index = indexFor(locale);
      return [...namesIn(question)].filter((term) => !/\d/.test(term) && !index.frequency.has(term));
    },
    retrieve(question, locale, limit = 5) {
      const index = indexFor(locale);
      const wanted = questionTerms(question, locale);
      if (wanted.length === 0) return [];
      // Rare words tell passages apart. A word the content never uses cannot (no passage holds it), yet
      // it once weighed the most, so an answerable question with the asker's own detail ("my kirana
      // shop", "my 2014 car"), slang or feeling ("bhai", "gussa") fell below the confidence line. It
      // weighs now as a word of middling rarity, half-way on the rarity scale between a word in every
      // passage and a word in one: a question made mostly of words we never use ("KCC card for my khet")
      // still stays below the line. A figure the content never holds ("my take home is 18k") is the
      // asker's own detail: it weighs as little as a common word.
      const weight = (term: string) => termWeight(index, term);
      const total = wanted.reduce((sum, term) => sum + weight(term), 0);
      const results = index.search.search(wanted.join(" "), {
        combineWith: "OR",
        prefix: (term) => term.length > 4,
        fuzzy: false,
      });
      const top = results[0]?.score ?? 1;
      const asked = questionProduct(question);
      const form = questionForm(question);
      const learnedFor = nearestAsked(index, wanted, LEARNED_FLOOR, form === "definition");
      // The passages the search ranks highest, and those that answered a question asked before much
      // like this one, wherever the search ranks them.
      const candidates = results
        .slice(0, 40)
        .map((result) => ({ id: String(result.id), score: result.score }));
      for (const id of learnedFor.keys()) {
        if (!index.byId.has(id) || candidates.some((candidate) => candidate.id === id)) continue;
        candidates.push({ id, score: results.find((result) => result.id === id)?.score ?? 0 });
      }
      const ranked: Retrieved[] = [];
      for (const result of candidates) {
        const passage = index.byId.get(result.id);
        const seen = index.termsOf.get(result.id);
        if (!passage || !seen) continue;
        if (passage.onlyFor && !passage.onlyFor.some((term) => wanted.includes(term))) continue;
        const covered = wanted
          .filter((term) => seen.all.has(term))
          .reduce((sum, term) => sum + weight(term), 0);
        const inTitle = wanted
          .filter((term) => seen.title.has(term))
          .reduce((sum, term) => sum + weight(term), 0);
        const coverage = covered / total;
        const titleCoverage = inTitle / total;
        // A short title the question wholly contains ("What is a credit score?") beats a longer one
        // that merely mentions the same words.
        const titlePrecision = seen.title.size
          ? [...seen.title].filter((term) => wanted.includes(term)).length / seen.title.size
          : 0;
        const aspects = wanted.filter((term) => ASPECTS.has(term));
        const aspectMatch = aspects.length
          ? aspects.filter((term) => seen.title.has(term)).length / aspects.length
          : 0;
        const faqBonus = passage.kind === "faq" ? 0.15 : 0;
        const sameForm = form && form === questionForm(passage.heading || passage.title) ? 0.25 : 0;
        // A passage about another loan than the one asked about answers a different question; one about
        // a single loan is a weaker answer to a question that names none.
        const about = passageProduct(passage.id);
        const fit = about && asked ? productFit(asked, about) : null;
        // A plain "loan" is most often a personal loan (the calculators open on one too): a passage about
        // personal loans is the nearest answer when no loan is named.
        const unnamed = about === "personal" ? -0.1 : -0.2;
        const product = about ? (fit ? { same: 0.2, near: 0.1, other: -0.6 }[fit] : unnamed) : 0;
        const learned = learnedFor.get(passage.id) ?? 0;
        ranked.push({
          passage,
          coverage,
          titleCoverage,
          titlePrecision,
          learned,
          score:
            coverage +
            titleCoverage * 0.8 +
            titlePrecision * 0.4 +
            aspectMatch * 0.6 +
            (result.score / top) * 0.5 +
            faqBonus +
            sameForm +
            product +
            learned * LEARNED_LIFT,
        });
      }
      return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}

/**
 * What answered questions asked before which are like this one (FAQ retrieval's old lesson: a question
 * resembles other people's questions more than the text that answers it): passages and service requests
 * ("action:…"), each with the likeness of its nearest such question, from `floor` up: the weight of the
 * words the two share over the weight of the words of both (rare words weigh most, as in `retrieve`;
 * 1: the same words). A question asking what something is ("what is car refinance?") is not like one
 * asking about a side of it ("steps to refinance my car"), however many words they share.
 */
function nearestAsked(
  index: LocaleIndex,
  wanted: string[],
  floor: number,
  definition: boolean,
): Map<string, number> {
  const total = wanted.reduce((sum, term) => sum + termWeight(index, term), 0);
  const shared = new Map<number, number>();
  for (const term of wanted) {
    const holding = index.learned.withTerm.get(term);
    if (!holding) continue;
    const weight = termWeight(index, term);
    for (const at of holding) shared.set(at, (shared.get(at) ?? 0) + weight);
  }
  const nearest = new Map<string, number>();
  for (const [at, common] of shared) {
    const phrasing = index.learned.phrasings[at];
    if (!phrasing || phrasing.definition !== definition) continue;
    const likeness = (2 * common) / (total + phrasing.weight);
    if (likeness < floor || likeness <= (nearest.get(phrasing.target) ?? 0)) continue;
    nearest.set(phrasing.target, likeness);
  }
  return nearest;
}
