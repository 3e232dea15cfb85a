import { foldQuestion } from "@loansetu/domain/indian-amount";

// Questions the chatbot does not answer from content: prompt injection, abuse and off-topic
// text get a polite refusal; questions about the visitor's own application go to the dashboard (the chat
// never shows application data). Patterns are matched on folded text (lower case, no nukta).

const INJECTION =
  /ignore (all |any |the )*(previous|prior|above|earlier|your) (instructions|prompts?|rules)|system prompt|developer mode|jailbreak|you are now|pretend (to be|you are)|act as (a|an) |reveal your (prompt|instructions)|निर्देश (भूल|अनदेखा)|सिस्टम प्रॉम्प्ट|prompt (batao|dikhao)|(bhool|bhul|forget|ignore) (jao|ja|all|your|the|sab)? ?(rules|niyam)|(rules|niyam) (bhool|bhul|forget|ignore)|(sab|all|saare|सब|सारे) (rules|niyam|नियम) (bhool|bhul|भूल|forget|ignore)|नियम (भूल|छोड)/u;
const ABUSE =
  /(?<![\p{L}])(stupid|idiots?|useless|dumb|fuck\w*|shit|bastards?|bitch\w*|morons?|chutiy[ae]|bewakoof|bewkoof|pagal|gadh[ae]|kamin[ae]|harami)(?![\p{L}])|बेवकूफ|बेकार|पागल|गधा|कमीना|हरामी|मूर्ख/u;
/** Words of money and loans: a question with none of them is not one the site can answer. */
const FINANCE =
  /loan|lon(?![\p{L}])|emi|instal|kis(h)?t|credit|score|cibil|sibil|interest|intrest|byaj|bank|rate|document|kyc|(?<![\p{L}])pan(?![\p{L}])|aadhaar|aadhar|fee|charge|lender|repay|prepay|borrow|financ|nbfc|(?<![\p{L}])apr(?![\p{L}])|mortgage|deposit|(?<![\p{L}])fd(?![\p{L}])|insurance|policy|tax|gold|card|property|salary|income|eligib|mudra|udyam|subsid|rbi|bureau|down ?payment|tenure|foreclos|calculat|refinanc|balance transfer|(?<![\p{L}])lic(?![\p{L}])|(?<![\p{L}])nri(?![\p{L}])|karz|car(?![\p{L}])|cars|bike|scoot|vehicle|(?<![\p{L}])ev(?![\p{L}])|wheeler|collateral|licen[cs]e|money|rupee|lakh|crore|paisa|paise|लोन|ऋण|कर्ज|ब्याज|किस्त|ईएमआई|emi|क्रेडिट|स्कोर|सिबिल|बैंक|दस्तावेज|कागज|फीस|शुल्क|चार्ज|टैक्स|बीमा|पॉलिसी|डिपॉजिट|कार्ड|गोल्ड|मॉर्गेज|सब्सिडी|आय|सैलरी|पात्र|मुद्रा|उद्यम|कैलकुलेटर|कार(?![\p{L}\p{M}])|बाइक|गाडी|वाहन|व्हीलर|डाउन पेमेंट|अवधि|रीफाइनेंस|पैसा|रुपये|लाख|करोड|गिरवी|किसान|एजुकेशन|फाइनेंस|लेंडर|रिपोर्ट|report|बैलेंस|कैश|cash|tcs|rc(?![\p{L}])|noc|kfs|स्टेटमेंट|statement|लाइसेंस|ड्राइविंग|स्टूडेंट|छात्र|student|ऑफर|offer|(?<![\p{L}])data(?![\p{L}])|privacy|consent|enquiry|inquiry|loansetu|invest|mutual fund|demat|crypto|bitcoin|overdraft|forex|share (market|price)|stock|(?<![\p{L}])sip(?![\p{L}])|pension|provident fund|निवेश|म्यूचुअल|शेयर|डीमैट|पेंशन|recovery|harass|वसूली|no.?dues|नो ड्यूज|(मेरी|मेरा|मेरे) (जानकारी|डिटेल)|approv|sanction|disburs|hypothecat|mclr|repo rate|रेपो|हाइपोथिकेशन|cooling.?off|कूलिंग|प्रीपेमेंट|प्री-पेमेंट|फोरक्लो|प्रीक्लो|केएफएस|एपीआर|एनओसी|आरसी(?![\p{L}\p{M}])|केवाईसी|जीएसटी|आरबीआई|एनबीएफसी|आईटीआर|सह-?आवेदक|(soft|hard) (check|pull|enquiry|inquiry)|(सॉफ्ट|हार्ड) (चेक|इंक्वायरी|जांच|पूछताछ)|deduction|(?<![\p{L}\p{N}])80[a-z]{1,4}(?![\p{L}])|your terms|terms (and|&) conditions|terms of (use|service)|jurisdiction|experian|equifax|crif|transunion|एक्सपीरियन|इक्विफैक्स|रिकवरी|आधार|पैन(?![\p{L}\p{M}])|(?<![\p{L}])(flat|reducing)(?![\p{L}])|\d ?%|(?<![\p{L}])(website|site|account)(?![\p{L}])|वेबसाइट|साइट|अकाउंट|ombudsman|(?<![\p{L}])rights?(?![\p{L}])|रेट|डेटा|डाटा|निजता|सहमति|लोन\s?सेतु|cookie|कुकी|grand prix|ग्रां प्र|ग्रैंड प्र|(?<![\p{L}])(my|mera|meri) (info|information|details)(?![\p{L}])|(?<![\p{L}])servers?(?![\p{L}])|(?<![\p{L}])(sbi|hdfc|icici|axis|kotak|bajaj|pnb|idfc|indusind|tata capital|muthoot)(?![\p{L}])|एसबीआई|एचडीएफसी|आईसीआईसीआई|कोटक|बजाज|business|msme|बिजनेस|कारोबार|व्यापार|(?<![\p{L}])(ifsc|atm|neft|rtgs|imps)(?![\p{L}])|(bank|savings|current) account|खाता|पैसे|पीएफ|electric|इलेक्ट्रिक|ईवी|स्कूटर|स्कूटी|moped|activa|splendor|pulsar|royal enfield|एक्टिवा|(?<![\p{L}])(otps?|logins?|log ?in|sign ?in)(?![\p{L}])|ओटीपी|लॉगिन|लॉग इन|form ?35|फॉर्म ?35|disput|डिस्प्यूट|on.?road|ex.?showroom|dealers?(?![\p{L}])|warranty|accessor|डीलर|ऑन.?रोड|एक्स.?शोरूम|(?<![\p{L}])(sign ?up|register|registration)(?![\p{L}])|रजिस्टर/u;
const OWN = /(?<![\p{L}])(my|mera|meri|mere)(?![\p{L}])|मेरा|मेरी|मेरे/u;
/**
 * Money that came short of the loan ("sanctioned 3,00,000 but only 2,94,690 came in my account") or an app
 * asking for one's photos before it approves: questions about fees and fraud, not an application's status.
 */
const NOT_A_STATUS =
  /(?<![\p{L}])(only|less|kam|sirf)(?![\p{L}]).{0,30}(came|credited|received|got|mila|aaya|aaye)(?![\p{L}])|deduct|(?<![\p{L}])(cut|kata|kaat|kaata)(?![\p{L}])|केवल.{0,25}(आया|आए|मिला|मिले)|सिर्फ.{0,25}(आया|आए|मिला|मिले)|काट|(?<![\p{L}])(photos?|gallery|contacts|call logs?)(?![\p{L}])/u;
const APPLICATION = /loan|application|aavedan|लोन|आवेदन/u;
const STATUS =
  /status|approv|disburs|sanction|(?<![\p{L}])(kab|when|track)(?![\p{L}])|स्टेटस|स्थिति|कब|डिस्बर्स|मंजूर|अप्रूव/u;

/**
 * Asking whether an approval or payout has happened yet ("मंज़ूर हुआ या नहीं", "approved or not", "hua ki
 * nahi") is asking an application's status, with or without "my".
 */
const STATUS_YET =
  /(मंजूर|अप्रूव|डिस्बर्स|approv\w*|sanction\w*|disburs\w*|manjoor|manjur) ?(हुआ|हुई|हो गया|हो गई|hua|hui|ho gaya|ho gayi|or|ya|या)? ?(या|ya|ki|कि|or) ?(नहीं|nahi|nhi|not)/u;

/**
 * The credit record: "when will my closed loan show in my CIBIL" asks how bureaus update, which the
 * guides answer, not about an application the dashboard shows.
 */
const CREDIT_RECORD = /cibil|sibil|score|credit report|bureau|सिबिल|स्कोर|रिपोर्ट|ब्यूरो/u;

/**
 * Products and services LoanSetu does not offer and has no guides for: the honest answer is "I don't
 * know yet", even when a passage mentions the same words in passing (a secured card "against a fixed
 * deposit", the tax deduction on EV loan interest).
 */
const NOT_OFFERED =
  /home loan|housing loan|होम लोन|हाउसिंग लोन|gold loan|गोल्ड लोन|education loan|एजुकेशन लोन|शिक्षा ऋण|fixed deposit|फिक्स्ड डिपॉजिट|(?<![\p{L}])fd(?![\p{L}])|(?<![\p{L}])lic(?![\p{L}])|एलआईसी|mortgage|मॉर्गेज|against property|property loan|प्रॉपर्टी पर लोन|kisan credit|किसान क्रेडिट|credit card (annual|fee|limit|bill)|annual fee of a credit card|क्रेडिट कार्ड की (सालाना|फीस|लिमिट)|demat|mutual fund|share price|share market|stock market|(?<![\p{L}])stocks?(?![\p{L}])|crypto|bitcoin|forex|शेयर बाजार|म्यूचुअल फंड|tractor|ट्रैक्टर|crop loan|फसल|agri(culture|cultural)? loan|कृषि लोन|(car|bike|health|life|term|vehicle|motor) insurance|insurance (renewal|premium|claim)|बीमा (प्रीमियम|क्लेम|रिन्यू)|(?<![\p{L}])(ppf|epf|nps)(?![\p{L}])|provident fund|पीएफ|ईपीएफ|भविष्य निधि|pension|पेंशन|overdraft|loan against (shares|securities|jewel|jewellery|gold|property|fd|lic|insurance)|jewel loan|salary advance|credit card (apply|application|kaise|milega|chahiye|need|want|get)|(apply for|need|want|get) (a |an |new |one )?credit card|क्रेडिट कार्ड (कैसे|चाहिए|मिलेगा)|income tax (return|filing|penalty|refund|slab|notice)|(penalty|fine) .{0,30}(income tax|tax return|(?<![\p{L}])itr(?![\p{L}]))|late (payment|filing) of (income )?tax|(?<![\p{L}])file (my |an? )?(itr|tax return)|आयकर|इनकम टैक्स (रिटर्न|रिफंड|स्लैब|जुर्माना)|(in|into) (dollars|usd|euros?|foreign currency)|(open|close|opening|closing|kholna|kholne|band) (a |an |my )?(savings|current|bank|salary) account|(savings|current|bank|salary) account (kaise |kese )?(khol|band|open|close)|(खाता|अकाउंट) (कैसे )?(खोल|बंद)|(mobile|phone|laptop|tv|television|fridge|refrigerator|washing machine|ac)( \w+)? (on |pe |par )?(emi|loan)|consumer durable|(loan|emi)s? (for|to buy|for buying|to purchase|pe|par) (a |an |new |my )?(mobile|phone|laptop|tv|television|fridge|refrigerator|washing machine)|(?<![\p{L}])(repo rate|reverse repo|mclr|rllr|ebl?r)(?![\p{L}])|रेपो रेट|(मोबाइल|फोन|लैपटॉप|टीवी|फ्रिज)( \S+)? (ईएमआई|emi|लोन)|(?<![\p{L}])abroad(?![\p{L}])|videsh|विदेश|(?<![\p{L}])(cattle|buffalo|buffaloes|cows?|dairy|goats?|poultry|bhains|bhens|gaay|gaai|bakri)(?![\p{L}])|भैंस|गाय|पशु|डेयरी|बकरी|मुर्गी पालन/u;

/**
 * A market quote (the price of bitcoin, gold or a share today, the dollar rate) is not a question a loan
 * site answers at all, unlike investing, which is money but not ours ("which mutual fund", "best crypto").
 */
const MARKET_QUOTE =
  /(price|rate|value|bhav|भाव|दाम|रेट|कीमत) (of |ka |की |का )?(today'?s? )?(bitcoin|crypto\w*|ethereum|gold|silver|dollar|usd|euro|sensex|nifty|shares?)(?! loan)|(bitcoin|crypto\w*|ethereum|gold|silver|dollar|usd|euro|sensex|nifty|सोने|चांदी|डॉलर) (ka |की |का )?(price|rate|value|bhav|भाव|दाम|रेट|कीमत)/u;

/** A game's score is not a credit score ("cricket ka score batao"). */
const SPORTS_SCORE =
  /(cricket|ipl|football|kabaddi|hockey|tennis|match|क्रिकेट|आईपीएल|फुटबॉल|कबड्डी|हॉकी|मैच).{0,15}(score|स्कोर)|(score|स्कोर).{0,15}(cricket|ipl|football|kabaddi|hockey|tennis|match|क्रिकेट|आईपीएल|फुटबॉल|कबड्डी|हॉकी|मैच)/u;

/** Whether a text says anything of money or loans (before the chatbot adds words of its own to it). */
/**
 * Land and buildings, however the loan on them is put: buying or building one ("plot kharidne ke liye",
 * "to buy a flat", "मकान बनवाने के लिए") or borrowing against one ("property ke against", "जमीन के बदले"),
 * in English, Hinglish or Hindi. LoanSetu has no home or property loan.
 */
const PROPERTY_NOUN =
  "(property|properties|plot|land|flat|house|home|apartment|makaan|makan|zameen|jameen|प्रॉपर्टी|संपत्ति|प्लॉट|जमीन|मकान|फ्लैट|घर)";
const PROPERTY_LOAN = new RegExp(
  `(buy|buying|purchase|purchasing|construct\\w*|build|building|renovat\\w*|kharid\\w*|बनवा\\w*|खरीद\\w*) (a |an |the |new |my )?${PROPERTY_NOUN}(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])${PROPERTY_NOUN} (\\S+ ){0,2}(against|ke against|ke badle|girvi|mortgage|buy|purchase|kharid\\w*|के बदले|के अगेंस्ट|गिरवी|खरीद\\w*|बनवा\\w*)`,
  "u",
);

/** Where our servers keep a borrower's data ("is my data stored abroad?"): a question about us, not a loan abroad. */
const DATA_ABROAD =
  /(data|info\w*|details|servers?|डेटा|डाटा|जानकारी).{0,40}(abroad|outside india|videsh|विदेश|बाहर)|(abroad|videsh|विदेश).{0,40}(data|info\w*|servers?|डेटा|डाटा|जानकारी)/u;

/** A credit card's bill paid late or missed is on the credit record, which our guides cover. */
const CARD_ON_THE_RECORD =
  /credit card.{0,30}(late|miss|missed|bounce|delay|der se|देर|score|cibil|sibil|report|स्कोर|सिबिल)|(late|miss|missed|der se|देर).{0,30}credit card/u;

export function mentionsMoney(text: string): boolean {
  return FINANCE.test(foldQuestion(text));
}

export type Screened = "injection" | "abuse" | "offTopic" | "account" | "notOffered" | null;

/** What kind of question this is, when it is not one to answer from content or figures. */
/**
 * Help to cheat a lender ("make fake salary slips so i get a bigger loan", "farzi bank statement"): refused,
 * like an instruction to the bot to break its rules.
 */
const FRAUD_REQUEST =
  /(?<![\p{L}])(fake|forged?|forging|farzi|nakli|edit(ed)?|tamper\w*)(?![\p{L}]) (\S+ )?(salary|pay ?slips?|slips?|documents?|itr|bank statements?|statements?|papers?|kagaz\w*|income proof|form 16)|(फर्जी|नकली) (\S+ )?(सैलरी|स्लिप|दस्तावेज|कागज|स्टेटमेंट|आईटीआर)/u;

/** Another customer's details asked for ("dusre customer ka mobile number do"): never given. */
const OTHERS_DATA =
  /(?<![\p{L}])(another|other|others|dusre|dusri|doosre|kisi aur)(?![\p{L}])( \S+)? (customer|customers|user|users|borrower|borrowers)('s)?(?![\p{L}]).{0,25}(number|data|details|phone|mobile|e-?mail|address|pan|aadhaa?r|information)|(?<![\p{L}])(numbers?|data|details|phones?|mobiles?|e-?mails?|address(es)?|pan|aadhaa?r|information)(?![\p{L}]).{0,15}(of )?(another|other|others|dusre|dusri|doosre) (customer|customers|user|users|borrower|borrowers)(?![\p{L}])|(दूसरे|दूसरों|दूसरी|किसी और)( \S+)? (ग्राहक|ग्राहकों|यूजर|कस्टमर).{0,25}(नंबर|डेटा|जानकारी|ईमेल|पता|पैन|आधार)/u;

export function screenQuestion(question: string): Screened {
  const folded = foldQuestion(question);
  if (INJECTION.test(folded) || OTHERS_DATA.test(folded) || FRAUD_REQUEST.test(folded)) return "injection";
  if (ABUSE.test(folded)) return "abuse";
  if (
    ((OWN.test(folded) && STATUS.test(folded)) || STATUS_YET.test(folded)) &&
    APPLICATION.test(folded) &&
    !CREDIT_RECORD.test(folded) &&
    !NOT_A_STATUS.test(folded)
  )
    return "account";
  // Without a word of money or loans, or asking a market quote, a question is off-topic even when it
  // names something we do not offer ("a tractor's colours", "the price of bitcoin", a match's score): not a loan question
  // we cannot answer yet.
  if (!FINANCE.test(folded) || MARKET_QUOTE.test(folded) || SPORTS_SCORE.test(folded)) return "offTopic";
  if (
    (NOT_OFFERED.test(folded) && !DATA_ABROAD.test(folded) && !CARD_ON_THE_RECORD.test(folded)) ||
    PROPERTY_LOAN.test(folded)
  )
    return "notOffered";
  return null;
}
