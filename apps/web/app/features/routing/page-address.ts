import { isLocale, type Locale } from "../../i18n/locale.ts";

/** The parts of React Router's loader/action arguments that say which page is asked for. */
export type AddressArgs = {
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The matched route pattern, e.g. `/:lang?/personal-loan/city/:city`. */
  readonly pattern: string;
  /** The normalised location: no `.data` suffix, no `_routes`/`index` parameters. */
  readonly url: URL;
};

/**
 * The page a loader serves: its language, its path without the language prefix (route parameters filled
 * in) and its query. Read from the matched route, never by parsing `request.url`, which ends in `.data`
 * when the client router navigates (the cause of "Page not found" after a click).
 */
export function pageAddress({ params, pattern, url }: AddressArgs): {
  locale: Locale;
  path: string;
  search: URLSearchParams;
} {
  const segments = pattern
    .split("/")
    .filter((segment) => segment !== "" && segment !== ":lang?" && segment !== ":lang")
    .map((segment) =>
      segment.startsWith(":") ? (params[segment.slice(1).replace(/\?$/, "")] ?? "") : segment,
    )
    .filter((segment) => segment !== "");
  return {
    locale: isLocale(params.lang) ? params.lang : "en",
    path: `/${segments.join("/")}`,
    search: url.searchParams,
  };
}
