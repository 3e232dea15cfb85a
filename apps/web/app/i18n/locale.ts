/** Languages of the site (spec §2 Language): English by default, Hindi the other. */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: string | undefined): value is Locale {
  return value === "en" || value === "hi";
}

/** Splits `/hi/personal-loan` into the locale and the path without it; `/personal-loan` is English. */
export function splitLocale(pathname: string): { locale: Locale; prefixed: boolean; rest: string } {
  const match = /^\/(en|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, prefixed: false, rest: pathname || "/" };
  return { locale: match[1] as Locale, prefixed: true, rest: pathname.slice(match[0].length) || "/" };
}

/**
 * A link inside the site for a locale. English links carry no prefix (the canonical English address);
 * Hindi links carry `/hi`.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/hi" : `/hi${path}`;
}

/** The toggle's target: the same page in the other language, by swapping the prefix (spec §2). */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { rest } = splitLocale(pathname);
  return rest === "/" ? `/${target}` : `/${target}${rest}`;
}
