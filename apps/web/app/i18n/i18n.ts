import { createContext, createElement, type ReactNode, useContext } from "react";
import type { Locale } from "./locale.ts";

/**
 * Translation for pages: a catalogue lookup with `{{name}}` interpolation and `_one`/`_other` plurals chosen by
 * `Intl.PluralRules` — all this site's strings need. It replaces i18next + react-i18next, which cost every page
 * 17 kB of gzip JavaScript (docs/decisions/0004). The API mirrors theirs (`useTranslation().t`, `i18n.exists`).
 */
export type Messages = Record<string, unknown>;
export type Vars = Record<string, unknown>;
export type TFunction = (key: string, vars?: Vars) => string;

export interface Translator {
  locale: Locale;
  /** The same as `locale`, under i18next's name. */
  language: Locale;
  t: TFunction;
  /** Whether the catalogue has a string at this key. */
  exists(key: string): boolean;
}

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A translator over one language's catalogue; a missing key comes back as the key, as i18next does. */
export function createI18n(locale: Locale, messages: Messages): Translator {
  const plurals = new Intl.PluralRules(locale === "hi" ? "hi-IN" : "en-IN");
  // A page looks up the same keys hundreds of times while it renders and hydrates: each key's path is walked once.
  const found = new Map<string, unknown>();
  const cached = (key: string): unknown => {
    if (!found.has(key)) found.set(key, lookup(messages, key));
    return found.get(key);
  };
  const find = (key: string, vars?: Vars): string | undefined => {
    if (typeof vars?.count === "number") {
      const plural = cached(`${key}_${plurals.select(vars.count)}`) ?? cached(`${key}_other`);
      if (typeof plural === "string") return plural;
    }
    const text = cached(key);
    return typeof text === "string" ? text : undefined;
  };
  return {
    locale,
    language: locale,
    t: (key, vars) => {
      const text = find(key, vars);
      if (text === undefined) return key;
      return vars
        ? text.replace(INTERPOLATION, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
        : text;
    },
    exists: (key) => find(key) !== undefined,
  };
}

const fromText = new Map<string, Translator>();

/**
 * A translator over a catalogue sent as JSON text (the root loader's `catalog`), parsed once per text: the
 * server renders every page of a kind from the same text, and the browser meets it again on each navigation.
 */
export function translatorFromText(locale: Locale, text: string): Translator {
  let translator = fromText.get(text);
  if (translator?.locale !== locale) {
    translator = createI18n(locale, JSON.parse(text) as Messages);
    // A few dozen kinds of page in two languages: forget the oldest past that.
    if (fromText.size >= 64) fromText.delete(fromText.keys().next().value as string);
    fromText.set(text, translator);
  }
  return translator;
}

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** The page's translator: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it (root.tsx sets one)");
  return { t: i18n.t, i18n };
}
