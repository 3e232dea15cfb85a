import { createI18n, type Messages } from "./i18n.ts";
import type { Locale } from "./locale.ts";
import en from "./messages/en.json" with { type: "json" };
import hi from "./messages/hi.json" with { type: "json" };

// Catalogues are read on the server only; a page ships just its own language's strings in its loader data.
const catalogs: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/** A translate function for loaders (titles, descriptions) in the page's language. */
export function translatorFor(locale: Locale) {
  return createI18n(locale, catalogs[locale]).t;
}
