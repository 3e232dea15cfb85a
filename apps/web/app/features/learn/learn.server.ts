import { findBureau } from "@loansetu/api/content/bureaus";
import { paginate } from "@loansetu/api/content/paginate";
import type { ArticleSummary } from "@loansetu/api/content/service";
import { formatDate } from "@loansetu/domain/format";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, type Locale } from "../../i18n/locale.ts";
import { type AddressArgs, pageAddress } from "../routing/page-address.ts";
import type { ArticleCardData } from "./article-card.tsx";

/** The content service the API loaded at start (articles, FAQs, guide, news, search index). */
export function learnContent(context: Readonly<RouterContextProvider>) {
  return context.get(appContext).deps.content.get();
}
export { paginate };

export function localeOf(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : "en";
}

/** `?page=` as a positive whole number (anything else is page 1). */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The site's public origin, for absolute URLs in JSON-LD and share links. */
export function siteOrigin(_request: Request, context: Readonly<RouterContextProvider>): string {
  const { config } = context.get(appContext).deps;
  return config.publicOrigin;
}

/** A day as the page shows it, formatted here so server and browser agree. */
export function dateText(isoDay: string, locale: Locale): string {
  return formatDate(new Date(`${isoDay}T00:00:00+05:30`), locale);
}

export function cardData(article: ArticleSummary, locale: Locale): ArticleCardData {
  return { ...article, dateText: dateText(article.date, locale) };
}

export { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
export { ARTICLE_CATEGORIES, FAQ_CATEGORIES, type FaqCategory } from "@loansetu/api/content/schemas";

/** The bureau a `/{bureau}-score`, `/{bureau}-score-check` or `/credit-bureaus/{bureau}` address names. */
export function bureauFromPath(args: AddressArgs) {
  const last = pageAddress(args).path.split("/").at(-1) ?? "";
  const bureau = findBureau(last.replace(/-score(-check)?$/, ""));
  if (!bureau) throw new Response("Not Found", { status: 404 });
  return bureau;
}
