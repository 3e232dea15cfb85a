/**
 * Zod schemas for the editorial content in `content/{en,hi}/`: article frontmatter, FAQ files and the
 * credit-score guide. The loader validates every item with these at start; an invalid item is reported
 * (and a test fails on it) instead of reaching a page.
 */
import { SCORE_BANDS, scoreBandRange } from "@loansetu/domain/credit-score";
import { DISPLAY } from "@loansetu/domain/display";
import { z } from "zod";

export const CONTENT_LOCALES = ["en", "hi"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Article categories; the web app has a label for each in both languages. */
export const ARTICLE_CATEGORIES = [
  "emi",
  "credit-score",
  "personal-loan",
  "used-car-loan",
  "new-car-loan",
  "two-wheeler-loan",
  "ev-loan",
  "business-loan",
  "balance-transfer",
  "documents",
  "fees-and-apr",
  "borrower-rights",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The FAQ centre's categories (spec §2 FAQ pages), in tab order. */
export const FAQ_CATEGORIES = [
  "personal-loan",
  "two-wheeler-loan",
  "used-car-loan",
  "new-car-loan",
  "business-loan",
  "refinance",
  "green-loan",
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** FAQ sets shown elsewhere than the FAQ centre: the credit-score guide's and the calculators'. */
export const FAQ_SETS = [...FAQ_CATEGORIES, "credit-score", "calculator"] as const;
export type FaqSet = (typeof FAQ_SETS)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case kebab-case slug");
const text = z.string().trim().min(1);
/** A link inside the site: a path without the language prefix (the page adds `/hi` for Hindi). */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, "must be a site path starting with /")
  .refine((path) => !/^\/(en|hi)(\/|$)/.test(path), "must not carry a language prefix");

/** gray-matter reads `2026-10-14` as a Date; a quoted date stays a string. Either becomes `YYYY-MM-DD`. */
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

export const articleFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  title: text.max(120),
  /** Shown in search results and the browser tab; the resources search matches on it (spec §5). */
  metaTitle: text.max(70),
  metaDescription: z.string().trim().min(50).max(170),
  category: z.enum(ARTICLE_CATEGORIES),
  date: isoDay,
  /** Minutes. */
  readTime: z.number().int().min(1).max(60),
  featured: z.boolean(),
  tips: z.array(text).min(1).max(6),
});
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** Every article is at least 600 words. */
export const ARTICLE_MIN_WORDS = 600;

/** An article body: long enough to be worth reading, with sections for 'On this Page'. */
export const articleBodySchema = z
  .string()
  .refine(
    (body) => body.trim().split(/\s+/).length >= ARTICLE_MIN_WORDS,
    `body is too short (under ${ARTICLE_MIN_WORDS} words)`,
  )
  .refine((body) => /^## \S/m.test(body), "body needs at least one ## section heading");

export const faqItemSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+-\d+$/, "must look like pl-1"),
    ques: text.max(200),
    /** Simple Markdown: bold, lists, paragraphs. Rendered on the server. */
    ans: text,
    /** English slugs in both languages; the page translates them into tab labels. */
    tags: z.array(slug).min(1),
    subtags: z.array(slug),
    linkText: text.optional(),
    link: sitePath.optional(),
  })
  .refine((item) => (item.link === undefined) === (item.linkText === undefined), {
    message: "link and linkText go together",
  });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Items per FAQ file: at least 10 per category; the credit-score and calculator sets have exact counts. */
export function faqFileSchema(set: FaqSet) {
  const items = z.array(z.unknown());
  if (set === "credit-score") return items.length(DISPLAY.creditFaqTotal);
  if (set === "calculator") return items.length(DISPLAY.emiFaqTotal);
  return items.min(10).max(DISPLAY.faqPageMax);
}

const titled = z.strictObject({ title: text, text });

/** The guide's five bands, in order: NA/NH, then the domain's one scale (decision 0046), 300-599 … 750-900. */
export const GUIDE_BAND_RANGES: readonly string[] = [
  scoreBandRange("noHistory"),
  ...SCORE_BANDS.map((band) => scoreBandRange(band.id)),
];

export const creditScoreGuideSchema = z.strictObject({
  scale: text,
  bands: z
    .array(z.strictObject({ range: z.string(), label: text, text }))
    .refine(
      (bands) => bands.map((b) => b.range).join() === GUIDE_BAND_RANGES.join(),
      `bands must be ${GUIDE_BAND_RANGES.join(", ")} in that order`,
    ),
  factors: z.array(titled).min(4),
  monitorReasons: z.array(text).min(3),
  benefits: z.array(text).min(3),
  /** Spec §1: bureau updates can lag up to 4 months. */
  notice: text.refine((s) => /\b4\b/.test(s), "the notice must say up to 4 months"),
  /** Spec §1: new users get a free one-time check. */
  freeCheck: text,
});
export type CreditScoreGuide = z.infer<typeof creditScoreGuideSchema>;
