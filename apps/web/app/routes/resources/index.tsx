import { DISPLAY } from "@loansetu/domain/display";
import { Gauge, MessageCircleQuestion, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "../../features/learn/article-card.tsx";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import {
  ARTICLE_CATEGORIES,
  cardData,
  learnContent,
  localeOf,
  pageParam,
  paginate,
} from "../../features/learn/learn.server.ts";
import { LinkTabs } from "../../features/learn/link-tabs.tsx";
import { pageMeta } from "../../features/learn/meta.ts";
import { Pagination } from "../../features/learn/pagination.tsx";
import { ResourceSearch } from "../../features/learn/resource-search.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/index";

export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const content = await learnContent(context);
  const all = content.articles(locale);
  const categories = ARTICLE_CATEGORIES.filter((c) => all.some((a) => a.category === c));
  const requested = url.searchParams.get("category");
  const category = categories.find((c) => c === requested) ?? null;
  const page = paginate(
    category ? all.filter((a) => a.category === category) : all,
    pageParam(url),
    DISPLAY.blogRecommendationsPerPage,
  );
  return {
    title: t("learn.centre.title"),
    description: t("learn.centre.description"),
    featured: content.featured(locale).map((a) => cardData(a, locale)),
    categories,
    category,
    page: { ...page, items: page.items.map((a) => cardData(a, locale)) },
    englishOnly: content.articles("en").length - all.length,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ResourceCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { featured, categories, category, page, englishOnly } = loaderData;
  const listPath = (options: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    if (options.category) search.set("category", options.category);
    if (options.page && options.page > 1) search.set("page", String(options.page));
    const query = search.toString();
    return `${href("/resources")}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface" aria-labelledby="centre-heading">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
          <Breadcrumbs trail={[{ label: t("learn.resources") }]} />
          <h1 id="centre-heading" className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">
            {t("learn.centre.heading")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("learn.centre.intro")}</p>
          <div className="mt-6 max-w-2xl">
            <ResourceSearch />
          </div>
          {featured.length ? (
            <>
              <h2 className="mt-10 text-xl font-bold text-brand-950">{t("learn.centre.featured")}</h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-articles">
                {featured.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="all-articles">
        <h2 id="all-articles" className="text-2xl font-bold text-brand-950">
          {t("learn.centre.all")}
        </h2>
        <div className="mt-4">
          <LinkTabs
            label={t("learn.centre.filterLabel")}
            size="sm"
            testId="article-topics"
            tabs={[
              { key: "all", label: t("learn.centre.allTopics"), to: listPath({}), current: !category },
              ...categories.map((c) => ({
                key: c,
                label: t(`learn.categories.${c}`),
                to: listPath({ category: c }),
                current: c === category,
              })),
            ]}
          />
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
          {page.items.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(p) => listPath({ category, page: p })}
        />
        {locale === "hi" && englishOnly > 0 ? (
          <p className="mt-8 text-ink-soft">
            {t("learn.centre.moreInEnglish", { count: englishOnly })}{" "}
            <Link to="/resources" hrefLang="en" className="font-semibold text-brand-700 underline">
              {t("learn.centre.readInEnglish")}
            </Link>
          </p>
        ) : null}
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-4" aria-labelledby="explore">
        <h2 id="explore" className="text-2xl font-bold text-brand-950">
          {t("learn.centre.explore")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            { path: "/resources/faq", Icon: MessageCircleQuestion, key: "faq" },
            { path: "/cibil-score", Icon: Gauge, key: "credit" },
            { path: "/resources/news", Icon: Newspaper, key: "news" },
          ].map(({ path, Icon, key }) => (
            <li key={key} className="card flex gap-3">
              <Icon aria-hidden size={28} className="shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">
                  <Link to={href(path)} className="hover:underline">
                    {t(`learn.centre.${key}Title`)}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-ink-soft">{t(`learn.centre.${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
