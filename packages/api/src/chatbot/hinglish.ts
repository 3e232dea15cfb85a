// Romanised Hindi as people type it in a chat, read as the English of our guides: a verb in any of its
// forms (tense, person, gender, causative: "bharna", "bhara", "bharunga", "bharwaya"), in the spellings
// people use, and the everyday nouns and question words. Built from a verb's stem and the regular endings
// rather than listed form by form, so a form nobody wrote down yet ("chukayenge", "hatwaun") reads the
// same as the ones that were. Helping verbs (karna, hona, sakna, jana…) say the tense, not the topic: they
// stay in the text (a service request reads "call mat karo" as it is) but are no search terms.

/** Endings of a verb whose stem ends in a consonant ("bhar", "mil", "rakh"). */
const CONSONANT_ENDINGS =
  "na|ne|ni|nna|ta|ti|te|tha|a|i|e|o|u|un|oon|oo|unga|ungi|enge|ega|egi|oge|ogi|en|ein|iye|iyega|ie|wa|wana|wane|wani|wao|waun|waunga|waya|wayi|waye|wai|wate|wata|va|vana|vane|vaun|vaya";
/** Endings of a verb whose stem ends in "a" ("chuka", "hata", "badha"). */
const VOWEL_ENDINGS =
  "|na|ne|ni|ta|ti|te|ya|yi|ye|i|e|o|u|un|oon|unga|ungi|enge|ega|egi|oge|ogi|yega|yegi|yenge|en|ein|iye|iyega|o";

/** Verb stems and what they mean in our guides' words ("" where the verb only carries the sentence). */
const VERBS: [stems: string[], english: string][] = [
  [["bhar", "bhr"], "pay"],
  [["chuka", "chukta", "chukka"], "repay"],
  [["rakh"], "keep"],
  [["hata", "hatwa", "htwa", "hatva"], "remove"],
  [["badh", "badha", "barh", "barha", "badhwa"], "increase"],
  [["ghat", "ghata"], "reduce"],
  [["bhej"], "send"],
  [["kat", "kaat", "katwa"], "deduct"],
  [["kharid", "khareed"], "buy"],
  [["badal", "badl", "badalwa"], "change"],
  [["khol", "khul", "khulwa"], "open"],
  [["jod", "jud"], "add"],
  [["dikha", "dikh"], "show"],
  [["samjha", "samajh", "samjh"], ""],
  [["bata", "btao", "bol", "puch", "pooch"], ""],
  [["kar", "kr", "karwa", "karva", "krwa"], ""],
  [["ho", "hu", "hue"], ""],
  [["sak", "sk"], ""],
  [["ban", "bana", "banwa"], ""],
  [["ja", "jaa", "aa", "reh", "rah", "rakhe"], ""],
  [["laga", "lag"], ""],
  [["mil"], "get"],
];

/** Verbs whose stem changes with the ending: lena (take), dena (give). */
const IRREGULAR_VERBS: [RegExp, string][] = [
  // "Loan dena" is lending ("aap log khud loan dete ho").
  [
    /\b(loan|karz|karza|paisa|paise|udhaar|udhar) (de|dena|dene|deni|deta|deti|dete|dega|degi|denge|doge|diya|diye|dijiye)\b/g,
    "$1 lend",
  ],
  [
    /\b(le|lena|lene|leni|leta|leti|lete|lega|legi|lenge|loge|liya|liye|li|lunga|lungi|lu|lun|loon|lijiye)\b/g,
    "take",
  ],
  [/\b(dena|dene|deni|deta|deti|dete|dega|degi|denge|doge|diya|diye|dunga|dungi|dijiye)\b/g, " "],
];

const NOUNS: [RegExp, string][] = [
  // Question words in their spellings ("kese", "kaha", "kyu").
  [/\b(kaise|kese|kaisey|kaese|kaisa|kesa|kaisi|kesi)\b/g, "how"],
  [/\b(kahan|kaha|kahaan|kidhar|kaahan)\b/g, "where"],
  [/\b(kab tak)\b/g, "how long"],
  // People and the company.
  [/\b(aap log|aaplog|aap logo|aap logon|tum log|aapki company|aapka platform)\b/g, "you"],
  [/\b(khud|swayam)\b/g, "yourselves"],
  [/\b(pehla|pehli|pahla|pahli|first time)\b/g, "first"],
  // Money, work and time.
  [/\b(tankhwah|tankhwa|tanakhwah|tankha|pagaar|pagar|vetan)\b/g, "salary"],
  [/\b(hisaab|hisab|hisaab kitaab)\b/g, "calculate"],
  // An EMI or interest "nikalna" is working it out ("emi nikalti kaise hai"); money "nikalna" is taking it out.
  [
    /(?<=\b(emi|emis|interest|byaj|byaaj|kist|kisht|installment)\b.{0,20})\bnikaa?l(ti|ta|te|e|o|na|ne|ein|i|a)?\b/g,
    "calculate",
  ],
  [/\b(karz|karza|karja|udhaar|udhar|rin)\b/g, "loan"],
  [/\b(khata|khaata|khate)\b/g, "account"],
  [/\b(dhandha|dhanda|vyapar|vyapaar|karobar|karobaar)\b/g, "business"],
  [/\b(din|dino|dinon)\b/g, "days"],
  [/\b(hafta|hafte|hafton)\b/g, "weeks"],
  [/\b(sasta|sasti|saste)\b/g, "lower"],
  [/\b(mehnga|mehenga|mahenga|mehngi|mehengi|mahangi)\b/g, "higher"],
  [/\b(sabse kam)\b/g, "lowest"],
  // "kam rate", "kam EMI": less before a figure's word (kaam, work, is another word).
  [/\b(kam|kum)\b(?= (rate|interest|byaj|byaaj|emi|emis|kist|kisht|fees?|charges?|processing))/g, "lower"],
  [/\b(dusre|doosre|dusra|doosra|dusri|doosri)\b/g, "another"],
  [/\b(sabse accha|sabse achha|sabse acha|sabse badhiya)\b/g, "best"],
  [/\b(fayda|faayda|fayde|faida)\b/g, "benefit"],
  [/\b(nuksan|nuksaan|nuqsan)\b/g, "loss"],
  [/\b(der|deri|deree)\b/g, "late"],
  [/\b(zameen|jameen|zamin|jamin)\b/g, "land"],
  [/\b(sona|sone)\b/g, "gold"],
  // A condition asked about ("agar consent wapas lu to kya hoga"): what would follow, not a request.
  [/\b(agar|agr)\b/g, "if"],
  [/\bkya hoga\b/g, "what happens"],
  // Particles and pronouns that carry no topic.
  [
    /\b(kabhi|tak|ab|abhi|yahan|wahan|lekin|par|bas|sirf|aap|aapko|humko|hume|hamein|mai|hum|tum|ye|yeh|wo|woh|is|us|koi|kuch|sab|bahut|bohot|bht|thoda|wala|wali|wale|na|hi)\b/g,
    " ",
  ],
];

const verbPattern = (stems: string[]) => {
  const alternatives = stems.map((stem) => {
    const endings = stem.endsWith("a") ? VOWEL_ENDINGS : CONSONANT_ENDINGS;
    // A stem of two or three letters alone is often an English word ("ban", "rah"): only with an ending.
    const optional = stem.length > 3 ? "?" : "";
    return `${stem}(?:${endings})${optional}`;
  });
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`, "g");
};
const VERB_RULES: [RegExp, string][] = VERBS.filter(([, english]) => english).map(([stems, english]) => [
  verbPattern(stems),
  english,
]);
const HELPER = new RegExp(
  `^${verbPattern(VERBS.filter(([, english]) => !english).flatMap(([stems]) => stems)).source.replace(/\\b/g, "")}$`,
);

/** Whether a word is a form of a Hindi helping verb ("karwaya", "sakte", "rahega"), which says no topic. */
export const isHinglishHelper = (word: string) => HELPER.test(word);

/** The romanised Hindi of a (lower-case) question read into our guides' English. */
export function readHinglish(text: string): string {
  let out = text;
  for (const [pattern, replacement] of IRREGULAR_VERBS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of NOUNS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of VERB_RULES) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, " ").trim();
}
