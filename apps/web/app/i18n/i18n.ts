import i18next, { type i18n } from "i18next";
import type { Locale } from "./locale.ts";

export type Messages = Record<string, unknown>;

/** One i18next instance per page render, initialised synchronously from the catalogue the server sent. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
