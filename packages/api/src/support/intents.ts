import { foldQuestion } from "@loansetu/domain/indian-amount";
import { OTP_POLICY } from "../auth/policy.ts";
import type { ContentLocale } from "../content/schemas.ts";
import type { DataFile } from "../data/schemas.ts";
import { lenderText } from "../documents/lender-text-hi.ts";

// Service requests a support agent would act on rather than answer from a guide: stop calls, a person,
// a complaint, what we charge, who lends, an application's status, a changed mobile or e-mail, erasing
// data. Each has a short answer built from the site's own facts (data/site.json, data/lenders.json, the
// terms) and the link that does it. Patterns read folded text (lower case, no nukta) in English,
// romanised Hindi and Hindi; the order matters where two could match ("my phone number changed" is a
// change of contact, not a request to stop calls).

export type SupportAction =
  | "withdraw-consent"
  | "talk-to-person"
  | "grievance"
  | "charges"
  | "partners"
  | "status"
  | "change-contact"
  | "delete-data"
  | "login-help"
  | "cancel-application";

export interface SupportFacts {
  site: DataFile<"site.json">;
  lenders: DataFile<"lenders.json">;
}

export interface IntentAnswer {
  action: SupportAction;
  paragraphs: string[];
  sources: { id: string; title: string; path: string }[];
}

const B = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";
const re = (source: string) => new RegExp(source, "u");

const CHANNEL = `(calls?|calling|called|phone ?calls?|messages?|messaging|sms|whats ?app|e-?mails?|spam|कॉल|फ़ोन|फोन|मैसेज|संदेश|एसएमएस|व्हाट्सएप|व्हाट्सऐप)`;
/** Romanised "badalna" (to change) as people spell it: badal, badalna, badle, badlo, badlein, badalwana. */
const CHANGE_HI = "bad(a|e)?l\\w*";
const PATTERNS: [SupportAction, RegExp[]][] = [
  [
    "cancel-application",
    [
      // Ending an application of one's own: "cancel my loan application", "आवेदन रद्द कैसे करूं".
      re(
        `${B}(cancel|withdraw|stop|close|end)\\w*${E}.{0,20}(my |the |this )?(loan )?(application|aavedan|avedan)${E}|(application|aavedan|avedan)${E}.{0,20}(cancel|withdraw|radd|wapas|vapas)\\w*|(आवेदन|एप्लीकेशन|अर्जी).{0,15}(रद्द|कैंसल|वापस)`,
      ),
    ],
  ],
  [
    "login-help",
    [
      // An OTP that did not come or does not work, or a login that fails: "i didnt get the otp", "otp nahi
      // aa raha", "ओटीपी नहीं आया", "can't log in".
      re(
        `${B}(otp|ओटीपी)${E}.{0,25}(not|nahi|nhi|nahin|नहीं|na)${E}.{0,12}(come|coming|came|received|receiving|arrive|arriving|working|aa|aaya|aya|aata|mila|आया|आ रहा|आता|मिला|मिल रहा)|(did ?n[o']?t|didnt|have ?n[o']?t|havent|not|never) (get|got|receive|received)\\w*.{0,12}(the |any |my )?(otp|ओटीपी)${E}|(otp|ओटीपी)${E}.{0,20}(invalid|incorrect|wrong|expired|galat|गलत)`,
      ),
      re(
        `(can ?n[o']?t|cannot|unable to|not able to|how (do|can|to) i?) ?(log ?in|login|sign ?in)${E}|(log ?in|login|sign ?in)${E}.{0,20}(not working|problem|issue|nahi ho raha|nahi hota|नहीं हो रहा)|(लॉग ?इन|लॉगिन).{0,20}(नहीं|कैसे|दिक्कत|समस्या)|(login|log in) (kaise|kese)`,
      ),
    ],
  ],
  [
    "delete-data",
    [
      re(
        `${B}(delete|erase|remove|wipe)(d|s)?${E}.{0,30}(account|data|details|information|profile|records?|pan|aadhaa?r|documents)`,
      ),
      // The thing, then the verb, a few words apart: "profile hamesha ke liye delete karo", "मेरा अकाउंट और
      // डेटा हमेशा के लिए हटा दो".
      re(`(account|data|details|profile|documents|pan|aadhaa?r)${E}.{0,25}(delete|erase|remove|hata|mita)`),
      // Not a card's, loan's or bank account ("credit card account close karne se score girta hai?").
      re(`close my (\\S+ )?account|(?<!(card|loan|bank|savings|salary) )account (band|close) kar`),
      // Not wanting us to hold one's data any more, or to be forgotten: "I no longer want LoanSetu to have my
      // details", "forget me"; an account closed for good ("account permanently band karna hai").
      re(
        `(do ?n[o']?t|dont|no longer|never) want .{0,25}(to have|to keep|having|keeping|to store|storing) (my|any of my) (data|details|information|info)|${B}forget (me|my data|about me)${E}|(account|profile)${E}.{0,12}(permanently|hamesha|for ever|forever)|(mera|my|apna) (loansetu )?(account|profile)${E}.{0,20}(close|delete|band|hata)`,
      ),
      // "wipe everything you have on me", "delete all of it".
      re(`${B}(delete|erase|remove|wipe)${E} everything${E}`),
      // Leaving the site for good: "deregister", "deactivate my account".
      re(`${B}(de-?register\\w*|un-?register\\w*|deactivat\\w*)${E}`),
      re(`(डेटा|डाटा|जानकारी|खाता|अकाउंट|प्रोफाइल|रिकॉर्ड).{0,25}(मिटा|डिलीट|हटा|निकाल|बंद कर)`),
    ],
  ],
  [
    "change-contact",
    [
      re(
        `${B}(change|update|changed|new|replace|${CHANGE_HI})${E}.{0,25}(mobile|phone|number|e-?mail|email id)`,
      ),
      re(`(mobile|phone|number|e-?mail)${E}.{0,25}(change|changed|update|${CHANGE_HI})`),
      re(`(मोबाइल|फ़ोन|फोन|नंबर|ईमेल|ई-मेल).{0,20}(बदल|अपडेट)`),
      // A new number or e-mail to put in: "नया मोबाइल नंबर कैसे जोड़ें".
      re(`(नया|नई|दूसरा|दूसरी) (मोबाइल|फोन|नंबर|ईमेल|ई-मेल)`),
      // A wrong number or e-mail given is one to correct.
      re(
        `${B}(wrong|galat|incorrect)${E}.{0,20}(mobile|phone|number|e-?mail)|(mobile|phone|number|e-?mail)${E}.{0,20}${B}(wrong|galat|incorrect)${E}`,
      ),
      re(`गलत.{0,12}(मोबाइल|फोन|नंबर|ईमेल)|(मोबाइल|फोन|नंबर|ईमेल).{0,15}गलत`),
    ],
  ],
  [
    "withdraw-consent",
    [
      re(
        `(withdraw|revok|take back|cancel)\\w*.{0,12}consent|consent.{0,12}(withdraw|wapas|vapas|back|cancel|hata|band|remove)|unsubscribe|opt[ -]?out`,
      ),
      re(`${B}(stop|quit|end)${E}.{0,30}${CHANNEL}`),
      re(`${CHANNEL}.{0,40}${B}(stop|band|bandh)${E}`),
      re(
        `(do ?n[o']?t|dont|never|no more|no longer).{0,12}(call|contact|message|whats ?app|sms|e-?mail|send)`,
      ),
      re(`(do ?n[o']?t|dont|no longer|stop).{0,20}(data|details).{0,12}shar`),
      re(`सहमति.{0,12}(वापस|हटा)|${CHANNEL}.{0,25}बंद`),
      // "call mat karo", "कॉल मत करो": don't call me, in Hindi.
      re(`(${CHANNEL}|phone)${E}.{0,12}${B}(mat|mt|na|nahi)${E}.{0,3}(kar|bhej|kij)`),
      re(`${CHANNEL}.{0,12}(मत|ना|न) (कर|भेज|कीज)`),
      // Off a calling list: "remove my number from your list", "mera number list se hatao", DND.
      re(
        `(number|नंबर).{0,20}(remove|hata|nikal|off|हटा|निकाल).{0,25}(list|लिस्ट|सूची)|(remove|hata|nikal|हटा|निकाल).{0,20}(number|नंबर).{0,25}(list|लिस्ट|सूची)|(list|लिस्ट|सूची)( se| से)? (hata|nikal|हटा|निकाल).{0,20}(number|नंबर)`,
      ),
      re(`${B}dnd${E}|do not disturb`),
      // Not wanting them: "I don't want any more calls", "koi call nahi chahiye", "band karo ye calls".
      re(
        `(do ?n[o']?t|dont) want.{0,15}${CHANNEL}|${CHANNEL}.{0,10}(dont want|(nahi|nhi|nahin) (chahiye|chahie)|नहीं चाहिए)|no more ${CHANNEL}|(band|bandh) (karo|karein|kar do|kijiye|karwao).{0,12}${CHANNEL}`,
      ),
      re(`(stop|band|bandh|no more|dont want).{0,25}(offers|promotion\\w*|marketing|ads)${E}`),
    ],
  ],
  [
    "grievance",
    [
      re(
        `grievance|complain|complaint|shikayat|शिकायत|escalat|nodal officer|नोडल|${B}report${E}.{0,30}(agent|fraud|employee|staff)|where (do|can|should) i report`,
      ),
      // Someone using our name ("claiming to be from LoanSetu asked for my OTP", "LoanSetu के नाम से पैसे
      // मांगे"): impersonation, for the grievance officer.
      re(
        `(claim\\w*|pretend\\w*|posing|impersonat\\w*)${E}.{0,25}(loansetu|your (company|team|staff))|(loansetu|लोन ?सेतु|your company)${E}( \\S+)? (naam|नाम|name)${E}`,
      ),
    ],
  ],
  [
    "talk-to-person",
    [
      re(
        `(talk|speak|chat|connect|put me through)${E}.{0,20}(person|human|someone|somebody|agent|executive|customer care|support|team|representative|officer|manager)`,
      ),
      re(
        `real person|human being|${B}human${E}|not a bot|customer (care|support|service)|call ?back|helpline`,
      ),
      re(`(insaan|insan|kisi|aadmi|agent|executive) (se )?baat|baat kara|callback`),
      // Someone put on the line, and a number to reach support: "kisi executive ko line pe lao", "support
      // ka number kya hai", "कस्टमर सपोर्ट का नंबर".
      re(
        `(person|human|agent|executive|insaan|insan|aadmi|banda|someone|kisi)${E}.{0,15}(line|phone|call)( (pe|par|on))? (lao|laao|la do|karo|karao|karwao|connect|bulao)${E}|(support|care|helpdesk|help desk|सपोर्ट|केयर)( team| टीम)?( ka| ki| ke| का| की| के)? (number|no|contact|नंबर)${E}`,
      ),
      // Our own number or a call from us: "what is your phone number", "can someone call me".
      re(
        `(your|loansetu|aapka|aapki|aapke)${E}.{0,12}(contact|phone|mobile|helpline|whatsapp) ?(number|no|details)|contact (you|loansetu)${E}|(someone|somebody|anyone)${E}.{0,20}(call|contact|ring) me`,
      ),
      re(
        `(आपका|आपकी|आपके|लोन ?सेतु).{0,10}(फोन|संपर्क|कॉन्टैक्ट|मोबाइल) ?(नंबर)?|(टीम|team).{0,6}(से |se )?(बात|baat)`,
      ),
      re(`(व्यक्ति|इंसान|किसी|आदमी|एजेंट).{0,6}से बात|बात करा|कस्टमर केयर|कॉल ?बैक|हेल्पलाइन`),
      // Someone who works here, and "get me to talk" (karwa-, करवा-).
      re(
        `(कर्मचारी|प्रतिनिधि|अधिकारी|स्टाफ|staff|employee|representative|banda|bande).{0,10}(से )?(बात|baat)|baat karwa|बात करवा`,
      ),
    ],
  ],
  [
    "charges",
    [
      re(
        `(you|loansetu|your (services?|site|website|platform|app)|this (site|website|platform|app)|aap|aapke|aap log|tum log).{0,25}(charge|fees?|free|cost|paisa|pay|commission)`,
      ),
      re(
        `(charge|fees?|pay).{0,25}(loansetu|your (services?|site|website|platform)|this (site|website)|using (this|the|your) (site|website))`,
      ),
      // A fee for something we do: applying, the score check, comparing offers.
      re(
        `(charge|fee|cost)s?.{0,10}(for|of).{0,40}(application|applying|(score|cibil|report) check|checking (my |the )?(credit |cibil )?(score|report)|comparing)`,
      ),
      re(`(loansetu|आप).{0,20}(फीस|शुल्क|चार्ज|पैसे|मुफ्त|कमीशन)`),
      // "aapki service ke paise lagte hai", a charge for applying "on LoanSetu" (the brand as people write it
      // in Devanagari, with or without a space): our service's price.
      re(
        `(aapki|aapka|aapke|your) (service|site|website|app)${E}.{0,20}(paise|paisa|charge|fee)|(लोन ?सेतु|loansetu) (पर|pe|par) .{0,30}(चार्ज|फीस|शुल्क|पैसे)`,
      ),
      // Paying us said with the verb of paying, however far from the name: "do I have to pay you
      // anything", "LoanSetu को लोन दिलाने के बदले कुछ पैसे देने होंगे".
      re(`(pay|paying|give|giving) (you|u|loansetu|aap\\w*)${E}`),
      re(
        `(loansetu|लोन ?सेतु|आप|आपको|आपके|आपकी).{0,45}(फीस|शुल्क|चार्ज|पैसे|पैसा|कमीशन).{0,12}(देन|देना|देने|दें|लगेग|लगेंग|लगत|लेत|लेंगे)`,
      ),
      re(`how (do|does) (you|loansetu)( guys)? (make|earn) (money|revenue)`),
    ],
  ],
  [
    "partners",
    [
      re(
        `(lending|loan|your) partners?|partner (banks?|lenders?|nbfcs?)|which (banks?|lenders?|nbfcs?)|(banks?|lenders?|nbfcs?) (do )?(you|loansetu) (work|tie|deal)|(one of )?your lenders`,
      ),
      re(`^\\s*(your |aapke |the )?(banks?|lenders?|nbfcs?|partners?) (list|names?|सूची|लिस्ट)\\s*\\??$`),
      re(`partner bank|partner kaun|कौन (कौन )?से (बैंक|लेंडर)|बैंक जुडे|पार्टनर बैंक`),
      // "the lenders on LoanSetu", "is X your partner", "X आपसे जुड़ा है?".
      re(
        `list of (banks|lenders|nbfcs)|(banks|lenders|nbfcs) (on|with|at|listed on) loansetu|(aapka|aapke|aapki|your) partner|tie[ -]?up`,
      ),
      // A lender by its kind of name, asked after on our platform: "is tata capital on your platform",
      // "XYZ finance aapke app pe hai kya" (a loan asked after there is a product question, not this).
      re(
        `(bank|finance|capital|finserv|fincorp|financial|nbfc)${E}.{0,20}(on|with|listed on|available on|pe|par) (your|this|loansetu|aapke|aapki|aapka) (platform|site|website|app|list)${E}|(bank|finance|capital|finserv|fincorp|financial|nbfc)${E}.{0,10}(aapke|aapki|aapka|loansetu) (platform|site|website|app|list) (pe|par|me|mein|पर|में)${E}`,
      ),
      // "आपके लेंडिंग पार्टनर", "आपके बैंक पार्टनर": a word may stand between "your" and "partner".
      re(`(आपसे|आपके साथ|loansetu से|लोन ?सेतु से) जुड|(आपका|आपके|आपकी)( \\S+)? पार्टनर|लेंडिंग पार्टनर`),
      // "Which banks do you work with", said of banks: not "do you work with self-employed people".
      re(
        `(work|partner\\w*|tie up|tied up|deal)${E}.{0,6}with .{0,25}(banks?|nbfcs?|lenders?|finance)${E}|किन (बैंकों|बैंक|लेंडर|लेंडरों|एनबीएफसी)|(बैंकों|लेंडरों).{0,6}(के साथ|से) (काम|जुड)`,
      ),
    ],
  ],
  [
    "status",
    [
      re(
        `application status|status of (my|the) (loan|application)|track (my )?(loan|application)|(has|is|was) my (loan|application) (been )?(approved|sanctioned|disbursed|rejected)`,
      ),
      re(`when will (the|my) (money|amount|loan) (come|arrive|be credited|be disbursed|reach)`),
      re(
        `when will i (get|receive) (the|my) (money|amount|loan)|(paisa|paise|money) (\\S+ ){0,2}when (aayega|aayenge|ayega|ayenge|aaega|aaenge|milega|milenge|get|come)${E}`,
      ),
      // The same in Hindi and Hinglish: "पैसा खाते में कब आएगा", "paisa account me kab aayega".
      re(
        `(पैसा|पैसे|रकम|राशि|लोन|paisa|paise|amount|loan) (मेरे |mere )?(खाते|अकाउंट|account|khate|bank)( में| me| mein)? (कब|kab) (आएगा|आएंगे|आएगी|आयेगा|मिलेगा|aayega|ayega|aaega|milega)`,
      ),
      re(`my (loan|application).{0,20}(status|approv|disburs|sanction)`),
      // "What's happening with my application", "any update on my loan request".
      re(
        `(happening|going on|the progress|any progress|any update|any news)${E}.{0,20}(my|the) (loan )?(application|request)|(any|an) (update|news)${E}.{0,10}(on|about|regarding|for) (my|the) (loan|application)`,
      ),
      re(
        `where is my (loan|application|money)|(since|after) (i )?appl(y|ied)|appl(y|ied)${E}.{0,15}(days?|weeks?|hours?) (ago|back)|(loan|application) status`,
      ),
      re(`(आवेदन|एप्लीकेशन|लोन).{0,8}(स्टेटस|स्थिति)`),
      // "status bata do", "स्टेटस बताओ": asked for outright.
      re(`${B}status (bata|batao|bataiye|batayein|dikha|dikhao|check kar)|स्टेटस (बता|दिखा)`),
      re(`(mera|meri|mere) (loan|application|aavedan).{0,20}(status|approve|disburse|kab|when)`),
      // "loan kab tak milega mera" (read "loan how long get mera"): when one's own loan comes.
      re(
        `(loan|paisa|paise)${E} (kab|when|how long)( tak)? (milega|get|aayega|aaega)${E}.{0,6}(mera|my)${E}`,
      ),
      re(`(मेरे|मेरा|मेरी) (लोन|आवेदन).{0,20}(स्टेटस|स्थिति|मंजूर|अप्रूव|कब)|आवेदन की स्थिति`),
      // What became of an application, or how far it has got: "application ka kya hua", "मेरी अर्ज़ी कहाँ
      // तक पहुँची" (folded: no nukta, chandrabindu as anusvara).
      re(
        `(application|aavedan|avedan|arzi|arji|अर्जी|आवेदन|एप्लीकेशन|(mera|meri|मेरा|मेरी) (loan|लोन))${E}.{0,20}(kya hua|क्या हुआ|kahan tak|kaha tak|कहां तक|pahunch|पहुंच)`,
      ),
      // The same once Hinglish is read ("application ka kya hua" reads "application hua"), and in English.
      re(
        `^(my )?(loan )?(application|arzi|arji|aavedan|avedan)( \\S+)? hua${E}|what (happened|has happened) (to|with) (my|the) (loan )?application`,
      ),
      // Held up somewhere: "meri application kaha atki hai", "loan pending kyu hai", "मेरा लोन कहाँ अटका है".
      // A loan's own "pending" is as often a credit report's line, so only an application is pending.
      re(
        `(application|aavedan|avedan|arzi|arji|अर्जी|आवेदन|एप्लीकेशन|(my|mera|meri|मेरा|मेरी) (loan|लोन))${E}.{0,25}(atki|atka|atke|phasi|phasa|stuck|held up|अटकी|अटका|अटके|फंसी|फंसा)${E}|(application|aavedan|arzi|अर्जी|आवेदन|एप्लीकेशन)${E}.{0,25}(pending|पेंडिंग)${E}`,
      ),
      // No news since applying: "applied 3 days ago, no update", "approved or not, how do I know".
      re(
        `no (update|response|reply|news)( yet)? (on|about|regarding|for) (my )?(loan|application)|(loan|application)${E}.{0,25}no (update|response|reply|news)|applied.{0,30}(no|not|nothing) (update|response|reply|heard)`,
      ),
      re(
        `(approve|approved|sanction|sanctioned|मंजूर|अप्रूव)S*.{0,6}(hua|हुआ|हुई) (ya|या) (nahi|नहीं)|(approve|approved|मंजूर|अप्रूव).{0,25}(kaise pata|how (do|can|will) i know|कैसे पता)`,
      ),
    ],
  ],
];

/** Any of the words, as whole words ("not", not the "not" of "notice"). */
const anyOf = (words: string) => re(`${B}(${words})${E}`);
/** A loan's line in one's credit report is the bureau's record, not an application's progress. */
const CREDIT_RECORD = anyOf(
  "cibil|sibil|score|credit report|report|bureau|experian|equifax|crif|सिबिल|स्कोर|रिपोर्ट|ब्यूरो|एक्सपीरियन",
);
const OWN_DATA = anyOf(
  "data|details|detail|info|information|number|profile|application|jankari|jaankari|जानकारी|डिटेल|डिटेल्स|डेटा|डाटा|नंबर|प्रोफाइल",
);
const SHARING = anyOf(
  "share|sharing|shared|send|sending|sent|pass|passing|bhej\\w*|शेयर|भेज[\\p{L}\\p{M}]*|to (any )?(more )?(banks?|lenders?|loan companies)",
);
const STOPPING = anyOf(
  "stop|withdraw|revoke|undo|cancel|remove|dont|don't|do not|never|no longer|anymore|hata\\w*|wapas|vapas|band|mat|रद्द|वापस|बंद|मत|हटा[\\p{L}\\p{M}]*",
);

/**
 * A service request told by what it is about and what is wanted of it, wherever each stands in the
 * message ("not receiving otp", "revoke the permission i gave to share my data", "my old number is
 * lost, want to add new one"): people put the two in any order and words apart, which the patterns above,
 * written phrase by phrase, do not foresee. Each needs all its parts; `unless` names what makes it
 * another question. Only for a message short enough to be one request.
 */
const CONCEPTS: { action: SupportAction; all: RegExp[]; unless?: RegExp }[] = [
  {
    action: "login-help",
    all: [
      anyOf("otp|otps|ओटीपी|logins?|log ?in|logging in|sign ?in|signing in|signin|password"),
      anyOf(
        "not|nahi|nhi|nahin|never|cant|can't|can ?n[o']?t|cannot|unable|problems?|issues?|errors?|expired|expire|wrong|invalid|incorrect|locked|stuck|trouble\\w*|fail\\w*|late|delay\\w*|slow|time lag\\w*|atak\\w*|atk\\w*|dikkat|galat|der|नहीं|दिक्कत|समस्या|गलत|परेशानी|देर|अटक[\\p{L}\\p{M}]*",
      ),
    ],
  },
  { action: "login-help", all: [anyOf("locked out|लॉगिन|लॉग इन|साइन इन")] },
  {
    action: "withdraw-consent",
    all: [anyOf("consent|permission|anumati|ijazat|इजाजत|सहमति|अनुमति|agreed|agree|allowed|allow"), STOPPING],
    unless: anyOf("application|aavedan|आवेदन|loan|लोन"),
  },
  { action: "withdraw-consent", all: [SHARING, OWN_DATA, STOPPING] },
  // Too many calls or messages ("har din 4 call aate hai aapke, pareshan ho gaya hu"): the calls stopped
  // is what is wanted, before a complaint.
  {
    action: "withdraw-consent",
    all: [
      re(CHANNEL),
      anyOf(
        "pareshan|fed up|tired|harass\\w*|irritat\\w*|annoy\\w*|too many|every day|daily|har days|har din|roz|रोज|रोज़|परेशान|तंग|again|third|so many|said no|baar baar|बार बार|बार-बार",
      ),
    ],
  },
  {
    action: "grievance",
    unless: re(CHANNEL),
    all: [
      anyOf(
        "not happy|unhappy|dissatisfied|disappointed|bad experience|worst|pareshan|naraz|नाराज|परेशान|असंतुष्ट|lodge|raise an issue|raise a ticket",
      ),
      anyOf("service|experience|handled|issue|case|support|team|complaint|aapki|aapke|आपकी|आपके|सेवा|you|your"),
    ],
  },
  // Off a calling list, said in any order ("मेरा नंबर अपनी लिस्ट से हटाइए").
  {
    action: "withdraw-consent",
    all: [
      anyOf("number|नंबर"),
      anyOf("list|लिस्ट|सूची"),
      anyOf("remove|hata\\w*|nikal\\w*|हटा[\\p{L}\\p{M}]*|निकाल[\\p{L}\\p{M}]*"),
    ],
  },
  {
    action: "talk-to-person",
    all: [
      anyOf("team|executive|agent|someone|somebody|person|koi|कोई|staff|representative"),
      anyOf("phone|call|baat|discuss|speak|talk|फोन|कॉल|बात"),
    ],
    unless: anyOf("dont|don't|do not|stop|mat|band|मत|बंद|never|harass\\w*|recovery"),
  },
  // Progress on one's own application ("any update on my used car loan application").
  {
    action: "status",
    all: [
      anyOf("progress|update|status|news|khabar|स्टेटस|स्थिति|खबर"),
      anyOf("my|mera|meri|mere|मेरा|मेरी|मेरे"),
      anyOf("loan|application|लोन|आवेदन|एप्लीकेशन"),
    ],
    unless: CREDIT_RECORD,
  },
  // Days since applying and no word ("अर्ज़ी दिए 10 दिन हो गए, लोन का क्या हुआ").
  {
    action: "status",
    all: [
      anyOf("अर्जी|आवेदन|एप्लीकेशन|application|arzi|arji|aavedan|applied|apply kiya|लोन|loan"),
      anyOf("क्या हुआ|kya hua|what happened|hua|no update|no reply|no news"),
      anyOf("दिन|din|days?|weeks?|हफ्ते|हफ्ता|हफ़्ते|महीना|mahina|month"),
    ],
    unless: CREDIT_RECORD,
  },
  // Money not yet come after an approval ("लोन मंज़ूर हो गया, पैसा कब तक आएगा").
  {
    action: "status",
    all: [
      anyOf("approved|sanctioned|approve|sanction|मंजूर|अप्रूव"),
      anyOf("paisa|paise|money|amount|पैसा|पैसे|रकम|राशि"),
      anyOf("kab|when|कब"),
    ],
  },
  // A charge for checking one's score ("स्कोर चेक के बाद कोई चार्ज कटेगा क्या").
  {
    action: "charges",
    all: [
      anyOf("charges?|fees?|cost|paise|paisa|पैसे|फीस|शुल्क|चार्ज"),
      anyOf("score check|cibil check|check my score|checking my score|स्कोर चेक|सिबिल चेक|स्कोर देखने|स्कोर जांच"),
    ],
  },
  // "mere loan ka kya hua" (read "mere loan hua"): what became of one's own loan.
  {
    action: "status",
    all: [
      anyOf("mera loan|mere loan|meri application|mera application|मेरे लोन|मेरा लोन"),
      anyOf("hua|happened|हुआ"),
    ],
  },
  {
    action: "change-contact",
    all: [
      anyOf("number|mobile|phone|e-?mail|email id|contact details|contact info|sim|नंबर|मोबाइल|फोन|ईमेल"),
      anyOf(
        "change|changed|update|updated|edit|new|different|another|add|replace|lost|bad(a|e)?l\\w*|naya|nayi|dusra|dusri|बदल[\\p{L}\\p{M}]*|नया|नई|दूसरा|दूसरी|अपडेट|जोड[\\p{L}\\p{M}]*|डाल[\\p{L}\\p{M}]*",
      ),
    ],
    unless: anyOf("call|calls|contact (you|us)|helpline|customer care|your|aapka|आपका"),
  },
  {
    action: "cancel-application",
    all: [
      anyOf("application|aavedan|avedan|arzi|arji|अर्जी|आवेदन|एप्लीकेशन|request"),
      anyOf("stop|cancel|withdraw|back|dont process|don't process|do not process|radd|रद्द|कैंसल|वापस|band|बंद"),
    ],
    unless: anyOf("consent|सहमति"),
  },
  {
    action: "cancel-application",
    all: [
      anyOf("loan|लोन"),
      anyOf(
        "dont want|don't want|do not want|no longer want|no longer need|nahi chahiye|nahi lena|नहीं चाहिए|नहीं लेना",
      ),
    ],
    // A loan the asker no longer wants ("mujhe ab loan nahi chahiye"), not one they would not take on some
    // terms ("at such a high rate") or do not need beside a score check ("bas score check karna hai").
    unless: anyOf(
      "interest|rate|emi|high|costly|expensive|byaj|ब्याज|महंगा|score|cibil|check|checking|bas|just|only|सिर्फ|बस|स्कोर",
    ),
  },
  { action: "delete-data", all: [OWN_DATA, anyOf("gone|erased|erasure")] },
  { action: "delete-data", all: [anyOf("right to erasure|right to be forgotten")] },
  {
    action: "partners",
    all: [
      anyOf("banks|lenders|nbfcs|companies|institutions|बैंक|बैंकों|लेंडर|कंपनियां|कंपनी"),
      anyOf(
        "your platform|on loansetu|your site|your website|aapke through|through you|available here|listed|aapke platform|आपके प्लेटफॉर्म|आपके जरिए|आपके माध्यम",
      ),
    ],
  },
  {
    action: "partners",
    all: [
      anyOf(
        "connected|associated|linked|tied up|tie up|partnered|partner|partners|juda|jude|judi|जुडा|जुडे|जुडी",
      ),
      anyOf("banks?|nbfcs?|lenders?|finance|capital"),
      anyOf("you|your|loansetu|aap\\w*|आप[\\p{L}\\p{M}]*"),
    ],
    unless: anyOf("become|join|बनना"),
  },
  {
    action: "charges",
    all: [
      anyOf("charges?|fees?|commission|cost|pay|paying|dena|dene|paise|paisa|पैसे|फीस|शुल्क|चार्ज|कमीशन"),
      anyOf(
        "your side|your end|from you|you guys|loansetu|your platform|your service|to you|aapko|aap log|आपको|आपकी सेवा|आप लोग",
      ),
    ],
    unless: anyOf("emi|emis|kist|किस्त|bank|lender|lenders"),
  },
];
/** Longer than this, a message says more than one request, and its words may belong to different ones. */
const CONCEPT_WORDS = 16;
/**
 * A complaint about an illegal loan app elsewhere ("illegal loan app ki complaint sachet pe kaise kare"): the
 * fraud guide's reporting routes (RBI's Sachet portal, the cyber-crime line), not our grievance officer.
 */
const SOMEONE_ELSES_APP = anyOf(
  "sachet|cyber ?crime|1930|illegal (loan )?apps?|fake (loan )?apps?|fraud (loan )?apps?",
);
/** Asking what changing one's number does ("will changing my number affect my score") is not changing it. */
const WHAT_A_CHANGE_DOES = anyOf("score|cibil|affect|affects|effect|impact|असर|स्कोर|सिबिल");

/**
 * What would follow a step, asked before taking it ("if i withdraw consent does my running loan get
 * cancelled", "अगर डेटा डिलीट करूं तो क्या होगा"): a question for the pages that explain it, not the step.
 */
const WHAT_IF =
  /^\s*(if|agar)\s|(?<![\p{L}])(if|agar|what happens|kya hoga|what will happen)(?![\p{L}]).*(\?|(?<![\p{L}])(does|do|will|would|can|kya|what|happen\w*)(?![\p{L}])|क्या|होगा)|अगर.*(\?|क्या|होगा)/u;
const STEPS = new Set<SupportAction>([
  "withdraw-consent",
  "delete-data",
  "cancel-application",
  "change-contact",
]);

/** What a question asks LoanSetu to do, if it is a service request. */
export function supportIntent(question: string): SupportAction | null {
  const action = requestIn(question);
  return action && STEPS.has(action) && WHAT_IF.test(foldQuestion(question)) ? null : action;
}

function requestIn(question: string): SupportAction | null {
  const folded = foldQuestion(question);
  for (const [action, patterns] of PATTERNS) {
    if (action === "partners" && /become|join|sign ?up|बनना|जुड़ना/u.test(folded)) continue;
    if (action === "change-contact" && WHAT_A_CHANGE_DOES.test(folded)) continue;
    if (action === "grievance" && SOMEONE_ELSES_APP.test(folded)) continue;
    if (patterns.some((pattern) => pattern.test(folded))) {
      // Sending one's data on, stopped ("मेरी जानकारी बैंकों को भेजना बंद करो"), is consent withdrawn, not
      // the data deleted.
      if (action === "delete-data" && SHARING.test(folded) && !/delete|erase|wipe|डिलीट|मिटा/u.test(folded))
        return "withdraw-consent";
      return action;
    }
  }
  if (folded.split(/\s+/).length > CONCEPT_WORDS) return null;
  for (const { action, all, unless } of CONCEPTS) {
    if (action === "change-contact" && WHAT_A_CHANGE_DOES.test(folded)) continue;
    if (action === "grievance" && SOMEONE_ELSES_APP.test(folded)) continue;
    if (all.every((pattern) => pattern.test(folded)) && !unless?.test(folded)) return action;
  }
  return null;
}

const prefix = (locale: ContentLocale) => (locale === "hi" ? "/hi" : "");

type Lender = SupportFacts["lenders"]["lenders"][number];

/** Short words of a lender's name that name no one lender ("bank", "finance", "state"). */
const SHARED_NAME_WORDS = new Set([
  "bank",
  "finance",
  "first",
  "state",
  "small",
  "capital",
  "credit",
  "mahindra",
]);

/**
 * The names a borrower calls a lender by: its short name, that name without "bank", its first word
 * when it is the lender's own ("kotak", "bajaj"), and initials of three letters or more ("hdfc", "sbi").
 */
/**
 * Our lenders' names as Hindi writes them ("बजाज फाइनेंस का कस्टमर केयर ईमेल"): the lender data has the
 * Latin names only. Each is the whole name or a part that names no other lender.
 */
const LENDER_NAMES_HI: Readonly<Record<string, readonly string[]>> = {
  "hdfc-bank": ["एचडीएफसी"],
  "icici-bank": ["आईसीआईसीआई"],
  "axis-bank": ["एक्सिस बैंक", "ऐक्सिस बैंक"],
  "kotak-mahindra-bank": ["कोटक"],
  "state-bank-of-india": ["एसबीआई", "स्टेट बैंक"],
  "bank-of-baroda": ["बैंक ऑफ बड़ौदा", "बैंक ऑफ बडौदा", "बड़ौदा", "बडौदा"],
  "idfc-first-bank": ["आईडीएफसी"],
  "indusind-bank": ["इंडसइंड", "इंडसिंड"],
  "au-small-finance-bank": ["एयू स्मॉल फाइनेंस", "एयू बैंक"],
  "bajaj-finance": ["बजाज फाइनेंस", "बजाज फिनसर्व", "बजाज"],
  "tata-capital": ["टाटा कैपिटल"],
  "mahindra-finance": ["महिंद्रा फाइनेंस"],
  "hero-fincorp": ["हीरो फिनकॉर्प", "हीरो फिनकोर्प"],
  "tvs-credit": ["टीवीएस क्रेडिट", "टीवीएस"],
  "cholamandalam-finance": ["चोला", "चोलामंडलम"],
  "shriram-finance": ["श्रीराम फाइनेंस", "श्रीराम"],
};

function lenderNames(lender: Lender): string[] {
  const short = lender.shortName.toLowerCase();
  const first = short.split(/\s+/)[0] as string;
  const names = [
    short,
    short.replace(/\s+bank$/, ""),
    lender.initials.toLowerCase(),
    ...(LENDER_NAMES_HI[lender.slug] ?? []).map((name) => foldQuestion(name)),
  ];
  if (first.length >= 4 && !SHARED_NAME_WORDS.has(first)) names.push(first);
  if (lender.slug === "state-bank-of-india") names.push("state bank");
  return [...new Set(names)].filter((name) => name.length >= 3);
}

/** The lender a question names, the longest name first ("kotak mahindra" before "mahindra finance"). */
export function namedLender(question: string, lenders: readonly Lender[]): Lender | null {
  const folded = foldQuestion(question);
  let best: { lender: Lender; length: number } | null = null;
  for (const lender of lenders) {
    for (const name of lenderNames(lender)) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");
      if (!re(`${B}${escaped}${E}`).test(folded)) continue;
      if (!best || name.length > best.length) best = { lender, length: name.length };
    }
  }
  return best?.lender ?? null;
}

/** Whether a lender works with us: "do you work with SBI", "is HDFC available on LoanSetu". */
const ON_OUR_SITE =
  /(work|deal|tie up|tied up|partner\w*)(?![\p{L}]).{0,6}with|available (on|at|with|through)|on loansetu|with (you|loansetu)(?![\p{L}])|(aapke|आपके) (paas|saath|sath|पास|साथ)|(?<![\p{L}])(juda|jude|judi)(?![\p{L}])|जुडा|जुडे|जुडी|(saath|sath|साथ) (kaam|काम)/u;

/** A question whether a lender it names is one of ours: the partners answer lists them. */
export function asksAboutALender(question: string, facts: SupportFacts): boolean {
  return ON_OUR_SITE.test(foldQuestion(question)) && namedLender(question, facts.lenders.lenders) !== null;
}

const CUSTOMER_CARE =
  /customer (care|support|service)|helpline|toll[ -]?free|contact (number|no|details)|phone (number|no)|(ka|का) (number|नंबर)|e-?mail (id|address)|(?<![\p{L}])(e-?mail|mail id|email id)(?![\p{L}])|टोल फ्री|कस्टमर केयर|ग्राहक सेवा|हेल्पलाइन|फोन नंबर|ईमेल|संपर्क/u;
export const COOLING_OFF = /cooling[ -]?off|look[ -]?up period|कूलिंग[ -]?ऑफ|लुक[ -]?अप/u;
/** What kind of lender it is ("is au small finance bank a bank or an nbfc", "बजाज बैंक है या एनबीएफसी"). */
const KIND_OF_LENDER =
  /(bank|nbfc) or (a |an )?(bank|nbfc)|(?<![\p{L}])(is it|is) (a |an )?(bank|nbfc)\s*\??$|rbi (registered|regulated|licen[cs]ed|approved)|(registered|regulated|licen[cs]ed) (with|by) rbi|(बैंक|एनबीएफसी) (है )?या (बैंक|एनबीएफसी)|(bank|nbfc) (hai )?ya (bank|nbfc)/u;

/**
 * A question about one of our lenders' own contacts or cooling-off period ("Bajaj Finance customer care
 * email", "how many days cooling off does HDFC give"): the answer the Lending partners page gives, from
 * the lender data. Null when the question names no lender or asks something else of it.
 */
export function lenderFactAnswer(
  question: string,
  locale: ContentLocale,
  facts: SupportFacts,
): Omit<IntentAnswer, "action"> | null {
  const lender = namedLender(question, facts.lenders.lenders);
  if (!lender) return null;
  const folded = foldQuestion(question);
  const hi = locale === "hi";
  const p = prefix(locale);
  const partners = {
    id: "lenders",
    title: hi ? "हमारे लेंडिंग पार्टनर" : "Our lending partners",
    path: `${p}/lending-partners`,
  };
  const name = lender.shortName;
  if (COOLING_OFF.test(folded)) {
    const days = lender.coolingOffDays;
    return {
      paragraphs: [
        hi
          ? `${name} की कूलिंग-ऑफ़ (लुक-अप) अवधि ${days} दिन की है। इसमें आप मूलधन और जितने दिन पैसा आपके पास रहा उतने दिनों का अनुपातिक APR चुकाकर बिना जुर्माने के डिजिटल लोन से बाहर निकल सकते हैं; आपके लोन की अवधि उसके KFS में लिखी होती है।`
          : `${name}'s cooling-off (look-up) period is ${days} days. Within it you can exit a digital loan by repaying the principal and the proportionate APR for the days you had the money, with no penalty; your own loan's period is in its Key Fact Statement.`,
      ],
      sources: [partners],
    };
  }
  if (KIND_OF_LENDER.test(folded)) {
    const kind = lender.rbiRegistrationType;
    return {
      paragraphs: [
        hi
          ? `${name} एक ${lenderText(kind, "hi")} है, जिसे आरबीआई विनियमित करता है। हमारे लेंडिंग पार्टनर पेज पर हर लेंडर का प्रकार और शिकायत के संपर्क लिखे हैं।`
          : `${name} is ${kind.startsWith("NBFC") ? `an ${kind}` : `a ${kind.toLowerCase()}`}, regulated by RBI. Our Lending partners page lists each lender's kind and its grievance contacts.`,
      ],
      sources: [partners],
    };
  }
  if (CUSTOMER_CARE.test(folded) && !/loansetu|लोन ?सेतु/u.test(folded)) {
    const officer = lender.grievanceOfficer;
    return {
      paragraphs: [
        hi
          ? `${name} की ग्राहक सेवा: ${lender.customerCareContact}, ${lender.customerCareEmail}। शिकायत के लिए उसके ${officer.name ?? lenderText(officer.designation, "hi")}: ${officer.email}। ये वही संपर्क हैं जो हमारे लेंडिंग पार्टनर पेज पर हैं।`
          : `${name}'s customer care: ${lender.customerCareContact}, ${lender.customerCareEmail}. For a complaint, its ${officer.name ?? officer.designation}: ${officer.email}. These are the contacts on our Lending partners page.`,
      ],
      sources: [partners],
    };
  }
  return null;
}

/** The short answer and the link for a service request, from the site's own facts. */
export function intentAnswer(
  action: SupportAction,
  locale: ContentLocale,
  facts: SupportFacts,
): IntentAnswer {
  const hi = locale === "hi";
  const p = prefix(locale);
  const { support, grievanceOfficer: officer } = facts.site;
  const myData = {
    id: "page:my-data",
    title: hi ? "मेरा डेटा और सहमतियाँ" : "My data and consents",
    path: `${p}/dashboard/my-data`,
  };
  const contact = {
    id: "page:contact",
    title: hi ? "संपर्क करें" : "Contact us",
    path: `${p}/contact`,
  };
  const grievancePage = {
    id: `page:${locale}:grievance-redressal`,
    title: hi ? "शिकायत निवारण" : "Grievance redressal",
    path: `${p}/grievance-redressal`,
  };
  switch (action) {
    case "withdraw-consent":
      return {
        action,
        paragraphs: [
          hi
            ? 'आप कभी भी अपनी सहमति वापस ले सकते हैं: लॉग इन करके "मेरा डेटा और सहमतियाँ" पेज पर कॉल, SMS, WhatsApp या लेंडर के साथ जानकारी साझा करने की सहमति वापस लें, या grievance@loansetu.in पर लिखें। इसके बाद LoanSetu उस काम के लिए आपकी जानकारी इस्तेमाल करना बंद कर देता है।'
            : "You can withdraw your consent at any time: log in and open My data and consents to stop calls, SMS and WhatsApp or sharing with lenders, or write to grievance@loansetu.in. After that LoanSetu stops using your data for that purpose.",
        ],
        sources: [
          myData,
          {
            id: `page:${locale}:consent-declaration`,
            title: hi ? "सहमति की घोषणा" : "Consent declaration",
            path: `${p}/consent-declaration`,
          },
        ],
      };
    case "talk-to-person":
      return {
        action,
        paragraphs: [
          hi
            ? `मैं एक स्वचालित सहायक हूँ। हमारी सपोर्ट टीम से ${support.phone} या ${support.email} पर बात करें (${support.hoursHi}), या संपर्क पेज से लिखें और हम आपसे संपर्क करेंगे।`
            : `I'm an automated assistant. Our support team is at ${support.phone} or ${support.email} (${support.hours}); or write from the contact page and we will get back to you.`,
        ],
        sources: [contact],
      };
    case "grievance":
      return {
        action,
        paragraphs: [
          hi
            ? `शिकायत के लिए हमारी शिकायत निवारण अधिकारी ${officer.name} को ${officer.email} या ${officer.phone} पर लिखें (${officer.hoursHi})। हम ${officer.acknowledgeWithinDays} कामकाजी दिनों में शिकायत मिलने की पुष्टि करते हैं और ${officer.resolveWithinDays} दिनों में जवाब देते हैं; उसके बाद भी हल न हो तो आप RBI के शिकायत पोर्टल पर जा सकते हैं।`
            : `To complain, write to our Grievance Redressal Officer, ${officer.name}, at ${officer.email} or ${officer.phone} (${officer.hours}). We acknowledge a complaint within ${officer.acknowledgeWithinDays} working days and reply within ${officer.resolveWithinDays} days; if it is not resolved by then, you can go to the RBI's complaint portal.`,
        ],
        sources: [grievancePage],
      };
    case "charges":
      return {
        action,
        paragraphs: [
          hi
            ? "LoanSetu उधार लेने वालों से कोई फ़ीस नहीं लेता: ऑफ़र की तुलना, आवेदन, मुफ़्त क्रेडिट स्कोर जाँच और सपोर्ट, सब मुफ़्त है। लेंडर हमें हमारी सेवा के पैसे देते हैं। प्रोसेसिंग फीस जैसे चार्ज लेंडर के होते हैं और उसके KFS में लिखे होते हैं।"
            : "LoanSetu charges borrowers no fee: comparing offers, applying, the free credit score check and support are all free. Lenders pay us for our service. Charges such as a processing fee belong to the lender and are shown in its Key Fact Statement (KFS).",
        ],
        sources: [
          {
            id: `page:${locale}:terms-and-conditions`,
            title: hi ? "नियम और शर्तें" : "Terms and conditions",
            path: `${p}/terms-and-conditions`,
          },
        ],
      };
    case "partners": {
      const names = facts.lenders.lenders.map((lender) => lender.name);
      return {
        action,
        paragraphs: [
          hi
            ? `हम ${names.length} RBI-नियमित बैंकों और NBFC के ऑफ़र दिखाते हैं: ${names.join(", ")}। लोन लेंडर देता है, LoanSetu नहीं।`
            : `We show offers from ${names.length} RBI-regulated banks and NBFCs: ${names.join(", ")}. The lender, not LoanSetu, makes the loan.`,
        ],
        sources: [
          {
            id: "lenders",
            title: hi ? "हमारे लेंडिंग पार्टनर" : "Our lending partners",
            path: `${p}/lending-partners`,
          },
        ],
      };
    }
    case "status":
      return {
        action,
        paragraphs: [
          hi
            ? "आपकी जानकारी सुरक्षित रखने के लिए मैं इस चैट में आपके आवेदन नहीं देख सकता। हर आवेदन का स्टेटस, दस्तावेज़ और अगला कदम देखने के लिए लॉग इन करके “मेरा खाता” पेज खोलें।"
            : "I can't see your applications in this chat, to keep them private. Log in to your dashboard to see each application's status, documents and next step.",
        ],
        sources: [
          { id: "page:dashboard", title: hi ? "मेरा खाता" : "Your dashboard", path: `${p}/dashboard` },
        ],
      };
    case "cancel-application":
      return {
        action,
        paragraphs: [
          hi
            ? 'आवेदन रद्द करने के लिए लॉग इन करके "मेरा खाता" पेज पर उस आवेदन के आगे "सहमति वापस लें" चुनें। आवेदन वापस ले लिया जाता है: लेंडर इस पर काम बंद कर देते हैं, खुला सहमति लिंक काम करना बंद कर देता है और इस आवेदन के बारे में हम आपसे संपर्क नहीं करते। इसे आगे नहीं बढ़ाया जा सकता; बाद में लोन चाहिए तो नया आवेदन करें।'
            : 'To cancel an application, log in, open your dashboard and choose "Opt-out" on that application. It is then withdrawn: lenders stop processing it, an open consent link stops working and we stop contacting you about it. It cannot be resumed; to borrow later, you start a new application.',
        ],
        sources: [
          { id: "page:dashboard", title: hi ? "मेरा खाता" : "Your dashboard", path: `${p}/dashboard` },
        ],
      };
    case "login-help": {
      const minutes = OTP_POLICY.ttlSeconds / 60;
      const seconds = OTP_POLICY.resendAfterSeconds;
      const perHour = OTP_POLICY.sendsPerMobile.hour;
      return {
        action,
        paragraphs: [
          hi
            ? `आप जो मोबाइल नंबर डालते हैं, उस पर हम SMS से ${OTP_POLICY.length} अंकों का ओटीपी भेजते हैं; यह ${minutes} मिनट तक मान्य रहता है। ओटीपी न आए तो नंबर जाँचें (10 अंक, 6, 7, 8 या 9 से शुरू), ${seconds} सेकंड का टाइमर पूरा होने दें और "ओटीपी दोबारा भेजें" दबाएँ। एक नंबर पर एक घंटे में ${perHour} ओटीपी तक भेजे जाते हैं। फिर भी न आए तो हमारी टीम से बात करें, हम लॉग इन में मदद करेंगे।`
            : `We send a ${OTP_POLICY.length}-digit OTP by SMS to the mobile number you enter; it is valid for ${minutes} minutes. If it has not come, check the number (10 digits, starting with 6, 7, 8 or 9), let the ${seconds}-second timer run out and tap "Resend OTP". A number gets up to ${perHour} OTPs an hour. Still nothing? Talk to our team and we will help you log in.`,
        ],
        sources: [{ id: "page:login", title: hi ? "लॉग इन" : "Log in", path: `${p}/login` }, contact],
      };
    }
    case "change-contact":
      return {
        action,
        paragraphs: [
          hi
            ? 'मोबाइल नंबर या ईमेल बदलने के लिए लॉग इन करके "मेरा डेटा और सहमतियाँ" पेज पर सुधार का अनुरोध भेजें: बताइए कि क्या गलत है और सही क्या होना चाहिए। अनुरोध का स्टेटस उसी पेज पर दिखता है।'
            : "To change your mobile number or e-mail, log in and send a correction request from My data and consents: tell us what is wrong and what it should say. Its status shows on the same page.",
        ],
        sources: [myData],
      };
    case "delete-data":
      return {
        action,
        paragraphs: [
          hi
            ? 'लॉग इन करके "मेरा डेटा और सहमतियाँ" पेज से मिटाने का अनुरोध भेजें। जो कुछ किसी कानून के तहत रखना ज़रूरी नहीं है, उसे हम मिटा देते हैं या हमेशा के लिए गुमनाम कर देते हैं, और बताते हैं कि क्या रखा गया, क्यों और कब तक। लेंडर को भेजे जा चुके आवेदन कानूनन रखने होते हैं।'
            : "Log in and send an erasure request from My data and consents. We delete or irreversibly anonymise everything no law requires us to keep, and tell you item by item what we keep, why and until when. Applications already sent to a lender must be kept by law.",
        ],
        sources: [myData],
      };
  }
}
