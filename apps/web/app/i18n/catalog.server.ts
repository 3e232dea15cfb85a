import { createI18n, type Messages } from "./i18n.ts";
import type { Locale } from "./locale.ts";

// Each feature keeps its strings in `messages/{en,hi}/<namespace>.json`; they merge into one catalogue per
// language under the file's name as the top key (`common` is merged at the top level). Catalogues are read on
// the server only: a page ships just its own language's strings in its loader data.
const files = {
  en: import.meta.glob<Messages>("./messages/en/*.json", { eager: true, import: "default" }),
  hi: import.meta.glob<Messages>("./messages/hi/*.json", { eager: true, import: "default" }),
};

function merge(modules: Record<string, Messages>): Messages {
  const catalog: Messages = {};
  for (const [path, messages] of Object.entries(modules)) {
    const namespace = /([^/]+)\.json$/.exec(path)![1]!;
    if (namespace === "common") Object.assign(catalog, messages);
    else catalog[namespace] = messages;
  }
  return catalog;
}

const catalogs: Record<Locale, Messages> = { en: merge(files.en), hi: merge(files.hi) };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/** A translate function for loaders (titles, descriptions) in the page's language. */
export function translatorFor(locale: Locale) {
  return createI18n(locale, catalogs[locale]).t;
}
