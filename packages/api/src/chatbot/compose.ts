import type { ContentLocale } from "../content/schemas.ts";
import { normalizeTerm, type SearchHit } from "../content/search-index.ts";

/** A passage an answer was composed from, with the page it links to (language prefix included). */
export interface AnswerSource {
  id: string;
  title: string;
  path: string;
}

export interface ComposedAnswer {
  /** Plain text of the answer (no markup); links are given separately in `sources`. */
  text: string;
  sources: AnswerSource[];
  /** False when nothing in our content matched the question well. */
  found: boolean;
}

const DEVANAGARI = /[\u0900-\u097F]/u;

/** The language of a question: Hindi when it is written in Devanagari, English otherwise. */
export function questionLocale(question: string, fallback: ContentLocale = "en"): ContentLocale {
  if (DEVANAGARI.test(question)) return "hi";
  return /[a-z]/i.test(question) ? "en" : fallback;
}

/** The words of a question that tell passages apart (the index's own normalisation and stop words). */
export function questionTerms(question: string): string[] {
  const terms = new Set<string>();
  for (const word of question.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    const term = word ? normalizeTerm(word) : null;
    if (term && term.length > 1) terms.add(term);
  }
  return [...terms];
}

function normalizedText(text: string): string {
  return (normalizeTerm(text.replace(/\s+/g, " ")) ?? "").toLowerCase();
}

/** Share of the question's words found (as a word start) in a passage's title and text. */
export function coverage(terms: string[], hit: Pick<SearchHit, "title" | "heading" | "text">): number {
  if (terms.length === 0) return 0;
  const haystack = ` ${normalizedText(`${hit.title} ${hit.heading} ${hit.text}`)}`;
  const found = terms.filter((term) => {
    const stem = term.length > 5 ? term.slice(0, term.length - 2) : term;
    return new RegExp(`[^\\p{L}\\p{M}]${escapeRegExp(stem)}`, "u").test(haystack);
  });
  return found.length / terms.length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** At most `max` characters of whole sentences (at least the first sentence, cut at a word if too long). */
export function firstSentences(text: string, max = 360): string {
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?।]+[.!?।]+["”’)]?\s*|[^.!?।]+$/gu) ?? [];
  let result = "";
  for (const sentence of sentences) {
    if (result && (result + sentence).length > max) break;
    result += sentence;
  }
  result = result.trim();
  if (result.length > max) result = `${result.slice(0, result.lastIndexOf(" ", max - 1) || max)}…`;
  return result;
}

export const MIN_COVERAGE = 0.5;

/**
 * The chatbot's first answerer (passages of the shared search index ranked by how much of the question
 * they cover), kept only as the evaluation's baseline (`npm run eval:chatbot -- --baseline`); the chatbot
 * answers with `answerQuestion` (answer.ts).
 */
export function composeAnswer(question: string, hits: SearchHit[], locale: ContentLocale): ComposedAnswer {
  const terms = questionTerms(question);
  const ranked = hits
    .map((hit, rank) => ({ hit, rank, covered: coverage(terms, hit) }))
    .filter((entry) => entry.covered >= MIN_COVERAGE || (terms.length <= 2 && entry.covered > 0))
    .sort((a, b) => b.covered - a.covered || a.rank - b.rank);
  const best = ranked[0]?.hit;
  if (!best) {
    return { text: NOT_FOUND[locale], sources: [], found: false };
  }
  const sources: AnswerSource[] = [];
  for (const { hit } of ranked) {
    if (sources.some((s) => s.path === localised(hit.path, locale))) continue;
    sources.push({ id: hit.id, title: hit.heading || hit.title, path: localised(hit.path, locale) });
    if (sources.length === 2) break;
  }
  return { text: firstSentences(best.text), sources, found: true };
}

export function localised(path: string, locale: ContentLocale): string {
  return locale === "hi" ? `/hi${path}` : path;
}

export const NOT_FOUND: Record<ContentLocale, string> = {
  en: "I could not find an answer to that in our guides and FAQs. Our team can help: please write to us from the contact page.",
  hi: "हमारी गाइड और सामान्य प्रश्नों में मुझे इसका जवाब नहीं मिला। हमारी टीम आपकी मदद कर सकती है: कृपया संपर्क पेज से हमें लिखें।",
};

export const CONTACT_SOURCE: Record<ContentLocale, AnswerSource> = {
  en: { id: "page:contact", title: "Contact us", path: "/contact" },
  hi: { id: "page:contact", title: "हमसे संपर्क करें", path: "/hi/contact" },
};
