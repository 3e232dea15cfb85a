/**
 * Markdown → HTML for articles and FAQ answers, on the server only (the browser gets HTML, not a Markdown
 * library). Headings get ids for 'On this Page'; site links get the page's language prefix; tables are
 * wrapped so a wide one scrolls inside its box instead of the page; raw HTML in the source is escaped.
 */
import { Marked, type Token, type Tokens } from "marked";
import type { ContentLocale } from "./schemas.ts";

export interface Heading {
  id: string;
  text: string;
  level: number;
}

export interface Section {
  /** The section heading's id (empty for the introduction before the first heading). */
  id: string;
  heading: string;
  /** Plain text of the section, for search passages. */
  text: string;
}

export interface RenderedArticle {
  html: string;
  /** The `##` headings, in order: the 'On this Page' list and the desktop table of contents. */
  headings: Heading[];
  sections: Section[];
  /** Plain text of the whole body. */
  text: string;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const BLOCK_TAG = /<\/?(?:p|li|ul|ol|h[1-6]|tr|td|th|table|thead|tbody|div|br|blockquote|pre|hr)\b[^>]*>/g;
const ENTITY_TEXT: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** HTML to plain text: block tags become spaces, inline tags vanish, marked's entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITY_TEXT[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** A heading's id: letters (any script, with their marks) and digits, joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** A site path in the page's language: `/resources/x` → `/hi/resources/x` for Hindi. */
export function localizeHref(href: string, locale: ContentLocale): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  return href === "/" ? "/hi" : `/hi${href}`;
}

function createMarked(locale: ContentLocale, ids: WeakMap<Token, string>) {
  return new Marked({
    gfm: true,
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = ids.get(token);
        return `<h${token.depth}${id ? ` id="${escapeHtml(id)}"` : ""}>${inner}</h${token.depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = [
          `href="${escapeHtml(localizeHref(href, locale))}"`,
          title ? `title="${escapeHtml(title)}"` : "",
          external ? 'rel="noopener noreferrer"' : "",
        ].filter(Boolean);
        return `<a ${attrs.join(" ")}>${inner}</a>`;
      },
      // Our content is Markdown only: any raw HTML is shown as text, never injected.
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
    },
  });
}

/** Wide tables scroll inside a focusable, labelled box (axe: scrollable regions must be keyboard-reachable). */
function wrapTables(html: string, locale: ContentLocale): string {
  const label = locale === "hi" ? "तालिका" : "Table";
  return html
    .replace(/<table>/g, `<div class="table-wrap" role="region" aria-label="${label}" tabindex="0"><table>`)
    .replace(/<\/table>/g, "</table></div>");
}

function assignHeadingIds(tokens: Token[]): WeakMap<Token, string> {
  const ids = new WeakMap<Token, string>();
  const used = new Map<string, number>();
  for (const token of tokens) {
    if (token.type !== "heading") continue;
    const base = slugify(htmlToText(token.text));
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    ids.set(token, count === 0 ? base : `${base}-${count + 1}`);
  }
  return ids;
}

export function renderArticle(markdown: string, locale: ContentLocale): RenderedArticle {
  const probe = new Marked({ gfm: true });
  const tokens = probe.lexer(markdown);
  const ids = assignHeadingIds(tokens);
  const marked = createMarked(locale, ids);
  const render = (list: Token[]) =>
    wrapTables(marked.parser(Object.assign(list, { links: tokens.links }) as never) as string, locale);

  const headings: Heading[] = [];
  const sections: Section[] = [];
  let current: { id: string; heading: string; tokens: Token[] } = { id: "", heading: "", tokens: [] };
  const close = () => {
    const text = htmlToText(render(current.tokens));
    if (text) sections.push({ id: current.id, heading: current.heading, text });
  };
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 2) {
      close();
      const heading = htmlToText(marked.parseInline(token.text) as string);
      headings.push({ id: ids.get(token)!, text: heading, level: 2 });
      current = { id: ids.get(token)!, heading, tokens: [] };
      continue;
    }
    current.tokens.push(token);
  }
  close();

  const html = render(tokens);
  return { html, headings, sections, text: htmlToText(html) };
}

/** An FAQ answer (paragraphs, bold, lists) as HTML. */
export function renderFaqAnswer(markdown: string, locale: ContentLocale): string {
  return wrapTables(createMarked(locale, new WeakMap()).parse(markdown, { async: false }), locale);
}
