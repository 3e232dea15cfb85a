import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The Hindi glossary (docs/glossary-hi.md) names one word per concept and, for each, the variants not to use.
// This test reads its table and fails on any variant in the Hindi catalogue or the Hindi content, so a second
// word for the same thing cannot creep back in.

const root = new URL("../../../", import.meta.url);
const glossaryPath = "docs/glossary-hi.md";
const catalogueDir = "apps/web/app/i18n/messages/hi/";
const contentDir = "content/hi/";

interface Row {
  concept: string;
  term: string;
  variants: string[];
}

/** Markdown table cells, without the outer pipes. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The glossary's table: the first one whose header has a "variants not to use" column. */
function readGlossary(markdown: string): Row[] {
  const lines = markdown.split("\n");
  const header = lines.findIndex((line) => line.trim().startsWith("|") && /variants not to use/i.test(line));
  if (header < 0) throw new Error(`${glossaryPath} has no table with a "variants not to use" column`);
  const columns = cells(lines[header]!).map((c) => c.toLowerCase());
  const at = (name: string) => columns.findIndex((c) => c.includes(name));
  const [concept, term, variants] = [at("concept"), at("term"), at("variants")];
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith("|")) break;
    const row = cells(line);
    rows.push({
      concept: row[concept] ?? "",
      term: row[term] ?? "",
      variants: (row[variants] ?? "")
        .split(",")
        .map((v) => v.trim().normalize("NFC"))
        .filter(Boolean),
    });
  }
  return rows;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A variant as a whole word. Devanagari has no \b: a letter or a combining sign (matra, nukta, virama,
 * anusvara) right before or after means a longer word, so ऋण is not found in ऋणदाता nor कर्ज in कर्ज़.
 * Punctuation, digits and the danda are boundaries; spaces inside a variant match any run of white space.
 */
const wholeWord = (variant: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(variant).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{M}])`, "gu");

interface Text {
  /** Where the text is: a file (relative to the repository) and a key path or line number. */
  where: string;
  text: string;
}

/** Every string in a JSON value, with its key path (array items by index). */
function leaves(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
  }
  return [];
}

function files(dir: string): string[] {
  return readdirSync(new URL(dir, root))
    .sort()
    .flatMap((name) =>
      statSync(new URL(`${dir}${name}`, root)).isDirectory() ? files(`${dir}${name}/`) : [`${dir}${name}`],
    );
}

/** A JSON file's strings by key path; any other file by line. */
function texts(file: string): Text[] {
  const source = readFileSync(new URL(file, root), "utf8").normalize("NFC");
  if (file.endsWith(".json")) {
    return leaves(JSON.parse(source), "").map(({ path, text }) => ({ where: `${file} › ${path}`, text }));
  }
  return source.split("\n").map((text, i) => ({ where: `${file}:${i + 1}`, text }));
}

/**
 * Consent texts are stored with the version the customer saw (CONSENT_TEXT_VERSION, SCORE_CHECK_CONSENT_VERSION,
 * and the declaration page that spells them out), so their words change only with a new version of the text,
 * in a change of its own. The journey's texts and the declaration took the glossary's words with their second
 * version (2026-11-v2); the score check's text is left alone so that a change to it comes with its own version.
 */
const VERSIONED_CONSENT_TEXTS = [`${catalogueDir}score.json › check.consent`];
/** An entry ending in ":" stands for every line of a file; any other, for one key. */
const covers = (entry: string, where: string) =>
  where === entry || (entry.endsWith(":") && where.startsWith(entry));
const versioned = (where: string) => VERSIONED_CONSENT_TEXTS.some((entry) => covers(entry, where));

const glossary = readGlossary(readFileSync(new URL(glossaryPath, root), "utf8").normalize("NFC"));
const everyText = [...files(catalogueDir).filter((f) => f.endsWith(".json")), ...files(contentDir)].flatMap(
  texts,
);
const scanned = everyText.filter(({ where }) => !versioned(where));

describe("Hindi glossary (docs/glossary-hi.md)", () => {
  it("has a row for every concept the product asked for, each with a term", () => {
    const concepts = glossary.map((row) => row.concept.toLowerCase());
    for (const concept of [
      "brand",
      "lender",
      "used-car loan",
      "sanction letter",
      "kfs",
      "emi",
      "salaried",
      "self-employed",
      "processing fee",
      "interest rate",
    ]) {
      expect(
        concepts.some((c) => c.startsWith(concept)),
        concept,
      ).toBe(true);
    }
    expect(glossary.filter((row) => !row.term)).toEqual([]);
  });

  it("forbids no variant that is part of a term to use (it would flag the right word)", () => {
    const clashes = glossary.flatMap((row) =>
      row.variants.flatMap((variant) =>
        glossary
          .filter((other) => wholeWord(variant).test(other.term.normalize("NFC")))
          .map((other) => `${row.concept}: «${variant}» is part of ${other.concept}'s «${other.term}»`),
      ),
    );
    expect(clashes).toEqual([]);
  });

  it("skips only consent texts that still exist", () => {
    const missing = VERSIONED_CONSENT_TEXTS.filter(
      (entry) => !everyText.some(({ where }) => covers(entry, where)),
    );
    expect(missing).toEqual([]);
  });

  // Every Hindi text against every variant: about 1.5 s alone, several times that beside a browser run.
  it("finds no variant in the Hindi catalogue or content", () => {
    expect(scanned.length).toBeGreaterThan(100);
    const checks = glossary.flatMap((row) =>
      row.variants.map((variant) => ({ row, pattern: wholeWord(variant) })),
    );
    const found: string[] = [];
    for (const { where, text } of scanned) {
      for (const { row, pattern } of checks) {
        for (const match of text.matchAll(pattern)) {
          found.push(`${where}: «${match[0]}» (${row.concept}: use «${row.term}»)`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 30_000);
});

/**
 * The Hindi the API writes itself and a customer reads: error and notice messages, the PDFs (KFS, sanction
 * letter and its annex, data download, payout statement). Only lines with Devanagari are read, so code and
 * English texts beside them are left alone. The chatbot's files are not here: their Hindi variants are the
 * words customers type, listed so a question finds its answer.
 */
const apiDir = "packages/api/src/";
const apiCustomerFiles = files(apiDir).filter(
  (file) => /\/messages\.ts$|-pdf\.ts$|\/annex-text\.ts$/.test(file) && !file.includes("/chatbot/"),
);
const apiHindi = apiCustomerFiles.flatMap(texts).filter(({ text }) => /\p{Script=Devanagari}/u.test(text));

describe("the API's Hindi texts (messages and PDFs)", () => {
  it("reads the sanction letter, the KFS and the messages", () => {
    for (const file of ["documents/sanction-letter-pdf.ts", "journey/kfs-pdf.ts", "journey/messages.ts"]) {
      expect(apiCustomerFiles).toContain(`${apiDir}${file}`);
    }
    expect(apiHindi.length).toBeGreaterThan(50);
  });

  it("finds no glossary variant (the sanction letter is a सैंक्शन लेटर)", () => {
    const found: string[] = [];
    for (const { where, text } of apiHindi) {
      for (const row of glossary) {
        for (const variant of row.variants) {
          for (const match of text.matchAll(wholeWord(variant))) {
            found.push(`${where}: «${match[0]}» (${row.concept}: use «${row.term}»)`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * The brand is written one way on every Hindi surface (the glossary's "brand" row). Besides the catalogue,
 * the content and the API's messages and PDFs above, it is read in the reference data (Hindi page titles,
 * the company's role) and in every API file with Hindi in it (the back office's invitation e-mail writes
 * its Hindi inline), so a page title or an e-mail cannot bring the Devanagari spelling back.
 */
describe("the brand in Hindi", () => {
  const brand = glossary.find((row) => row.concept.toLowerCase().startsWith("brand"));
  const dataHindi = files("data/")
    .filter((file) => file.endsWith(".json"))
    .flatMap(texts)
    .filter(({ text }) => /\p{Script=Devanagari}/u.test(text));
  // The chatbot's learned phrasings are questions as people typed them (brand spellings included), never
  // shown to anyone: like the evaluation's question sets, they are not a Hindi surface.
  const apiAllHindi = files(apiDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith("chatbot/learned-phrasings.ts"))
    .flatMap(texts)
    .filter(({ text }) => /\p{Script=Devanagari}/u.test(text));

  it("is LoanSetu in Latin letters, with its Devanagari spellings as variants", () => {
    expect(brand?.term).toBe("LoanSetu");
    expect(brand?.variants).toContain("लोनसेतु");
  });

  it("reads the data files and the API's Hindi, invitation e-mail included", () => {
    expect(dataHindi.some(({ where }) => where.startsWith("data/product-pages.json"))).toBe(true);
    expect(apiAllHindi.some(({ where }) => where.startsWith(`${apiDir}studio/employee-admin.ts`))).toBe(true);
  });

  it("finds no other spelling of the brand there", () => {
    const found = [...dataHindi, ...apiAllHindi].flatMap(({ where, text }) =>
      (brand?.variants ?? []).flatMap((variant) =>
        [...text.matchAll(wholeWord(variant))].map((match) => `${where}: «${match[0]}» (use «LoanSetu»)`),
      ),
    );
    expect(found).toEqual([]);
  });
});

/**
 * What a Hindi reader must not meet: a month cut short the way Intl's hi-IN writes it ("28 नव॰ 2026"; dates
 * come from @loansetu/domain/format, which writes "28 नवंबर 2026, शाम 4:15"), an English "am"/"pm", or a
 * word from our side of the screen: a file format, a "version" with its stored id.
 */
const NOT_FOR_HINDI_READERS: readonly { name: string; pattern: RegExp }[] = [
  { name: "abbreviated month (॰)", pattern: /॰/u },
  { name: "am/pm", pattern: /\d\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])/iu },
  { name: "JSON", pattern: /JSON|जेसन|जेएसओएन/u },
  // "ताज़ा संस्करण" (a policy's latest wording) is plain Hindi; a संस्करण with a number or placeholder is an id.
  { name: "संस्करण with a number (a version id)", pattern: /(?<![\p{L}\p{M}])संस्करण\s*(?:\{\{|\d)/u },
  { name: "a stored id like 2026-11-lender-v1", pattern: /\d{4}-\d{2}-[a-z]|-v\d\b/u },
];

describe("no developer words or abbreviated dates in Hindi", () => {
  it.each(NOT_FOR_HINDI_READERS)(
    "finds no $name in the Hindi catalogue, content or API texts",
    ({ pattern }) => {
      const hits = [...scanned, ...apiHindi]
        .filter(({ text }) => pattern.test(text))
        .map(({ where, text }) => `${where}: ${text.slice(0, 80)}`);
      expect(hits).toEqual([]);
    },
  );
});
