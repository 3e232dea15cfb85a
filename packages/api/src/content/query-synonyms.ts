/**
 * Words readers type for the same idea in English, Hinglish / romanised Hindi and Hindi:
 * "emi kaise" should find "EMI कैसे निकालते हैं" as well as "How EMI is calculated". Each group lists
 * interchangeable words or phrases; a query word (or two-word phrase) in a group stands for the whole group.
 * Kept small on purpose: the words of loan guides, not a dictionary.
 */
const GROUPS: readonly (readonly string[])[] = [
  ["how", "kaise", "kese", "kaisey", "kaese", "कैसे"],
  ["what", "kya", "kia", "क्या"],
  [
    "emi",
    "emis",
    "kisht",
    "kist",
    "kishat",
    "installment",
    "instalment",
    "installments",
    "instalments",
    "किस्त",
    "किस्तें",
    "किश्त",
    "ईएमआई",
  ],
  ["loan", "loans", "lon", "karz", "karza", "karj", "लोन", "ऋण", "कर्ज"],
  ["credit score", "cibil", "cibil score", "sibil", "सिबिल", "क्रेडिट स्कोर", "सिबिल स्कोर", "credit rating"],
  ["credit", "क्रेडिट"],
  ["score", "स्कोर"],
  ["interest", "byaj", "byaaj", "biyaj", "intrest", "interst", "ब्याज"],
  ["rate", "rates", "dar", "दर", "दरें"],
  ["car", "cars", "gaadi", "gadi", "gaari", "gari", "गाड़ी", "कार"],
  [
    "used car",
    "second hand car",
    "second-hand car",
    "pre-owned car",
    "old car",
    "purani car",
    "पुरानी कार",
    "यूज़्ड कार",
  ],
  ["new car", "नई कार"],
  [
    "two wheeler",
    "two-wheeler",
    "2 wheeler",
    "2-wheeler",
    "bike",
    "scooter",
    "scooty",
    "motorcycle",
    "टू-व्हीलर",
    "टू व्हीलर",
    "बाइक",
    "स्कूटर",
    "दोपहिया",
  ],
  [
    "improve",
    "increase",
    "raise",
    "boost",
    "badhaye",
    "badhayen",
    "badhaen",
    "badhana",
    "sudhare",
    "sudharen",
    "sudharein",
    "sudhar",
    "sudharna",
    "sudharu",
    "sudharun",
    "badhau",
    "badhaun",
    "सुधारें",
    "सुधार",
    "सुधारूँ",
    "बढ़ाएँ",
    "बढ़ाना",
    // "How do I raise it": the first person, as a borrower asks.
    "बढ़ाऊँ",
  ],
  [
    "documents",
    "document",
    "docs",
    "papers",
    "kagaz",
    "kagzat",
    "kagzaat",
    "dastavez",
    "dastavej",
    "दस्तावेज़",
    "दस्तावेज़ों",
    "कागज़",
    "कागज़ात",
  ],
  [
    "eligibility",
    "eligible",
    "qualify",
    "who can apply",
    "who can get",
    "patrata",
    "yogyata",
    "पात्रता",
    "योग्यता",
    "पात्र",
    "योग्य",
    "कौन आवेदन कर सकता",
    "किसे मिल सकता",
  ],
  ["personal", "पर्सनल"],
  ["home", "ghar", "housing", "घर", "होम"],
  ["fee", "fees", "charges", "charge", "shulk", "शुल्क", "फीस", "चार्ज"],
  ["income", "salary", "aay", "aamdani", "आय", "आमदनी", "सैलरी"],
  [
    "calculate",
    "calculated",
    "calculation",
    "nikale",
    "nikalen",
    "nikalte",
    "निकालें",
    "निकालते",
    "निकाली",
    "निकाला",
    "गणना",
    "तय होती",
    "तय होता",
    "worked out",
    "work out",
  ],
  ["calculator", "कैलकुलेटर"],
  ["rights", "adhikar", "अधिकार"],
  ["fraud", "fake", "dhokha", "thagi", "nakli", "धोखा", "ठगी", "फर्जी", "नकली"],
  ["electric", "ev", "evs", "green", "इलेक्ट्रिक", "ईवी", "ग्रीन"],
  ["borrow", "borrowing", "how much loan", "loan amount", "kitna loan", "कितना लोन", "लोन की रकम"],
  ["business", "बिज़नेस", "कारोबार", "vyapar", "व्यापार"],
  ["student", "students", "छात्र"],
  ["collateral", "security", "guarantor", "girvi", "गिरवी"],
  ["cancel", "radd", "रद्द"],
  ["difference", "vs", "versus", "farak", "fark", "फर्क", "अंतर"],
  ["licence", "license", "लाइसेंस"],
  ["mistake", "error", "galti", "गलती"],
  ["free", "muft", "मुफ्त", "फ्री"],
  ["rejection", "rejected", "reject", "रिजेक्ट", "खारिज"],
  ["lower", "reduce", "decrease", "घटता", "घटती", "घटाता"],
  ["prepay", "prepayment", "foreclose", "foreclosure", "preclose"],
];

/** Lower case; Hindi without the nukta and with chandrabindu read as anusvara (as the index reads text). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

const WORDS = /[^\s\p{P}]+/gu;
const words = (text: string) => foldWord(text).match(WORDS) ?? [];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const entry of group) GROUP_OF.set(words(entry).join(" "), group);

/**
 * The query as groups of alternatives: every group should match, any alternative in a group will do.
 * Two-word phrases ("credit score") are looked up before single words; a word not in the table stands
 * for itself.
 */
export function expandQuery(query: string): string[][] {
  const tokens = words(query);
  const groups: string[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const pair = GROUP_OF.get(`${tokens[i]} ${tokens[i + 1]}`);
    if (pair && i + 1 < tokens.length) {
      groups.push([...pair]);
      i++;
      continue;
    }
    const single = GROUP_OF.get(tokens[i] as string);
    groups.push(single ? [...single] : [tokens[i] as string]);
  }
  return groups;
}

/** The table's groups (the chatbot's retrieval reads each group as one canonical term). */
export const SYNONYM_GROUPS = GROUPS;
