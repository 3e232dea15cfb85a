import { useLocation } from "react-router";
import { type Locale, localePath, splitLocale } from "../i18n/locale.ts";

/** The page's language and a helper that turns a site path into a link in that language. */
export function useLocale(): { locale: Locale; href: (path: string) => string } {
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return { locale, href: (path: string) => localePath(locale, path) };
}
