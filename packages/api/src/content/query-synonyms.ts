/**
 * Words readers type for the same idea in English, Hinglish / romanised Hindi and Hindi (issue 16, defect 24):
 * "emi kaise" should find "EMI कैसे निकालते हैं" as well as "How EMI is calculated". Each group lists
 * interchangeable words or phrases; a query word (or two-word phrase) in a group stands for the whole group.
 * Kept small on purpose: the words of loan guides, not a dictionary.
 */
const GROUPS: readonly (readonly string[])[] = [
  ["how", "kaise", "kese", "kaisey", "kaese", "कैसे"],
  ["what", "kya", "kia", "क्या"],
  ["emi", "emis", "kisht", "kist", "kishat", "installment", "instalment", "किस्त", "ईएमआई"],
  ["loan", "loans", "lon", "karz", "karza", "karj", "लोन", "ऋण", "कर्ज"],
  ["credit score", "cibil", "cibil score", "sibil", "सिबिल", "क्रेडिट स्कोर"],
  ["credit", "क्रेडिट"],
  ["score", "स्कोर"],
  ["interest", "byaj", "byaaj", "biyaj", "ब्याज"],
  ["rate", "rates", "dar", "दर"],
  ["car", "cars", "gaadi", "gadi", "gaari", "gari", "गाड़ी", "कार"],
  ["two wheeler", "bike", "scooter", "scooty", "टू-व्हीलर", "बाइक"],
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
    "सुधारें",
    "सुधार",
    "बढ़ाएँ",
    "बढ़ाना",
  ],
  ["documents", "document", "kagaz", "kagzat", "dastavez", "dastavej", "दस्तावेज़", "कागज़"],
  ["eligibility", "eligible", "patrata", "yogyata", "पात्रता", "योग्यता"],
  ["personal", "पर्सनल"],
  ["home", "ghar", "housing", "घर", "होम"],
  ["fee", "fees", "charges", "shulk", "शुल्क", "फीस"],
  ["income", "salary", "aay", "aamdani", "आय", "आमदनी", "सैलरी"],
  ["calculate", "calculated", "calculation", "nikale", "nikalen", "nikalte", "निकालें", "निकालते", "गणना"],
  ["rights", "adhikar", "अधिकार"],
  ["fraud", "dhokha", "thagi", "धोखा", "ठगी"],
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
