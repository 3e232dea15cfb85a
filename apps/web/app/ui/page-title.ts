/** What every page's <title> ends with, in both languages: one brand, written one way. */
export const TITLE_SUFFIX = " | LoanSetu";

/**
 * A page's <title>: its own title and the site's name once. Some catalogue titles already carry the suffix
 * (search engines show it, and translators see it in context), some Hindi ones as "| लोनसेतु", and the back
 * office's as "| Studio" or "| लोनसेतु स्टूडियो"; any of these endings is replaced rather than doubled. The
 * brand stays in Latin letters in Hindi too, as the glossary keeps brand names.
 */
export function pageTitle(title: string | undefined): string {
  const own = (title ?? "")
    .replace(/\s*\|\s*(?:(?:LoanSetu|लोनसेतु)(?:\s+(?:Studio|स्टूडियो))?|Studio|स्टूडियो)\s*$/u, "")
    .trim();
  return own ? `${own}${TITLE_SUFFIX}` : "LoanSetu";
}
