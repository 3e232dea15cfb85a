import { createI18n, type Messages } from "./i18n.ts";
import type { Locale } from "./locale.ts";

// Each feature keeps its strings in `messages/{en,hi}/<namespace>.json`; they merge into one catalogue per
// language under the file's name as the top key (`common` is merged at the top level). Catalogues are read on
// the server only: a page ships its own language's strings, and only the namespaces it uses (messagesFor).
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
const commonOf = (modules: Record<string, Messages>) =>
  Object.entries(modules).find(([path]) => path.endsWith("/common.json"))?.[1] ?? {};
const commonKeys: Record<Locale, Messages> = { en: commonOf(files.en), hi: commonOf(files.hi) };

/** Namespaces every page needs: the login modal, its validation messages and the support chat widget. */
export const SHELL_NAMESPACES = ["account", "validation", "chatbot"] as const;

/**
 * What a page ships: `common` (the top-level keys) and the namespaces named, from the shell and from the
 * matched routes' `handle.i18n` (the server reads those, see `routeNamespaces`). Shipping one feature's strings
 * instead of the whole catalogue keeps them out of every other page's HTML.
 */
export function messagesFor(locale: Locale, namespaces: readonly string[] = []): Messages {
  const catalog = catalogs[locale];
  const picked: Messages = { ...commonKeys[locale] };
  for (const namespace of [...SHELL_NAMESPACES, ...namespaces]) {
    if (namespace in catalog) picked[namespace] = catalog[namespace];
  }
  return picked;
}

const catalogTexts = new Map<string, string>();

/**
 * `messagesFor` as JSON text, for the root loader's data. The client router decodes its loader
 * data value by value in script (turbo-stream), and the catalogue was 75 of the 95 kB a Hindi product page
 * hydrates from; as one string it is decoded by the browser's JSON.parse in a fraction of that time. The
 * catalogues never change while the server runs: each language and set of namespaces is written once.
 */
export function catalogTextFor(locale: Locale, namespaces: readonly string[] = []): string {
  const key = `${locale} ${namespaces.join(" ")}`;
  let text = catalogTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(messagesFor(locale, namespaces));
    catalogTexts.set(key, text);
  }
  return text;
}

/** A translate function for loaders (titles, descriptions) in the page's language. */
export function translatorFor(locale: Locale) {
  return createI18n(locale, catalogs[locale]).t;
}
