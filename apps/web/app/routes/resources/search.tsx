import { DISPLAY } from "@loansetu/domain/display";
import { ArticleCard } from "../../features/learn/article-card.tsx";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { cardData, learnContent, localeOf, pageParam, paginate } from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { Pagination } from "../../features/learn/pagination.tsx";
import { ResourceSearch } from "../../features/learn/resource-search.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyList } from "../../ui/empty-list.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/search";

// `/resources/search?blog={query}` (spec §2), opened by Enter in the search box. The results are first the
// spec's §5 rule, unchanged (metaTitle contains the query, ignoring case; an empty query finds nothing), then
// a labelled second group of articles that mention the query in their text, read with English, Hinglish and
// Hindi words ("emi kaise" used to find nothing).
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const query = (url.searchParams.get("blog") ?? "").slice(0, 100);
  const content = await learnContent(context);
  const results = paginate(
    content.searchArticles(locale, query),
    pageParam(url),
    DISPLAY.blogRecommendationsPerPage,
  );
  // Shown once, on the first page of the title matches.
  const alsoMentioned = results.page === 1 ? content.articleMentions(locale, query) : [];
  return {
    title: t("learn.search.title"),
    description: t("learn.search.description"),
    // Result pages are for visitors, not for search engines.
    noindex: true,
    query: query.trim(),
    results: { ...results, items: results.items.map((a) => cardData(a, locale)) },
    alsoMentioned: alsoMentioned.map((a) => cardData(a, locale)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { query, results, alsoMentioned } = loaderData;
  const countText = !query
    ? t("learn.search.hint")
    : results.total === 0 && alsoMentioned.length > 0
      ? t("learn.search.noTitleMatch", { query })
      : t("learn.search.count", { count: results.total });
  const pagePath = (page: number) => {
    const search = new URLSearchParams({ blog: query });
    if (page > 1) search.set("page", String(page));
    return `${href("/resources/search")}?${search}`;
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        trail={[{ label: t("learn.resources"), path: "/resources" }, { label: t("learn.search.heading") }]}
      />
      <h1 className="mt-3 text-3xl font-bold text-brand-950">
        {query ? t("learn.search.resultsFor", { query }) : t("learn.search.heading")}
      </h1>
      <div className="mt-5 max-w-2xl">
        {/* A new query remounts the box with it. */}
        <ResourceSearch key={query} defaultValue={query} />
      </div>
      <p className="mt-6 text-ink-soft" aria-live="polite" data-testid="search-count">
        {countText}
      </p>
      {results.items.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
          {results.items.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : alsoMentioned.length ? null : (
        <EmptyList
          className="mt-4"
          testId="search-empty"
          next={{ to: href("/resources"), label: t("emptyList.allArticles") }}
        />
      )}
      <Pagination className="mt-8" page={results.page} pageCount={results.pageCount} hrefFor={pagePath} />
      {alsoMentioned.length ? (
        <section className="mt-10" aria-labelledby="also-mentioned" data-testid="search-mentions">
          <h2 id="also-mentioned" className="text-2xl font-bold text-brand-950">
            {t("learn.search.alsoMentioned")}
          </h2>
          <p className="mt-1 text-ink-soft">{t("learn.search.alsoMentionedText")}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {alsoMentioned.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
