import { DISPLAY } from "@loansetu/domain/display";
import { Lightbulb } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { ArticleCard } from "../../features/learn/article-card.tsx";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { JsonLd } from "../../features/learn/json-ld.tsx";
import {
  cardData,
  dateText,
  learnContent,
  localeOf,
  pageParam,
  paginate,
  siteOrigin,
} from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { Pagination } from "../../features/learn/pagination.tsx";
import { PROSE } from "../../features/learn/prose.ts";
import { ReadingProgress } from "../../features/learn/reading-progress.tsx";
import { ShareButtons } from "../../features/learn/share-buttons.tsx";
import { TableOfContents } from "../../features/learn/table-of-contents.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/article";

export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const content = await learnContent(context);
  const slug = params.slug;
  const article = content.article(locale, slug);

  if (!article) {
    // A Hindi address for an article we have only in English: say so in Hindi and link to it (not indexed).
    const english = locale === "hi" ? content.article("en", slug) : undefined;
    if (!english) throw new Response("Not Found", { status: 404 });
    return {
      kind: "untranslated" as const,
      title: pageTitle(t("learn.article.notTranslatedTitle")),
      description: t("learn.article.notTranslatedText"),
      noindex: true,
      english: { slug, title: english.title },
      hindiArticles: content
        .articles(locale)
        .slice(0, 3)
        .map((a) => cardData(a, locale)),
    };
  }

  const origin = siteOrigin(request, context);
  const pageUrl = `${origin}${localePath(locale, `/resources/${slug}`)}`;
  const recommendations = paginate(
    content.recommendations(locale, slug),
    pageParam(url),
    DISPLAY.blogRecommendationsPerPage,
  );
  const author = t("learn.author");
  return {
    kind: "article" as const,
    title: pageTitle(article.metaTitle),
    description: article.metaDescription,
    ogType: "article",
    article: {
      slug,
      title: article.title,
      category: article.category,
      date: article.date,
      dateText: dateText(article.date, locale),
      readTime: article.readTime,
      tips: article.tips,
      html: article.html,
      headings: article.headings.map(({ id, text }) => ({ id, text })),
    },
    recommendations: { ...recommendations, items: recommendations.items.map((a) => cardData(a, locale)) },
    shareUrl: pageUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title.slice(0, 110),
        description: article.metaDescription,
        datePublished: article.date,
        dateModified: article.date,
        inLanguage: locale === "hi" ? "hi-IN" : "en-IN",
        articleSection: t(`learn.categories.${article.category}`),
        wordCount: article.wordCount,
        author: { "@type": "Organization", name: author, url: origin },
        publisher: {
          "@type": "Organization",
          name: "LoanSetu",
          url: origin,
          logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: t("learn.home"), path: "/" },
          { name: t("learn.resources"), path: "/resources" },
          { name: article.title, path: `/resources/${slug}` },
        ].map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: `${origin}${localePath(locale, crumb.path)}`,
        })),
      },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "article" ? <Article data={loaderData} /> : <Untranslated data={loaderData} />;
}

type ArticleData = Extract<Route.ComponentProps["loaderData"], { kind: "article" }>;

function Article({ data }: { data: ArticleData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { article, recommendations, shareUrl, jsonLd } = data;
  const body = useRef<HTMLElement>(null);
  const recommendationsPath = (page: number) =>
    `${href(`/resources/${article.slug}`)}${page > 1 ? `?page=${page}` : ""}#recommended`;

  return (
    <>
      <ReadingProgress target={body} />
      <article ref={body}>
        <header className="bg-gradient-to-b from-brand-50 to-surface">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
            <Breadcrumbs
              trail={[{ label: t("learn.resources"), path: "/resources" }, { label: article.title }]}
            />
            <p className="mt-4">
              <Link
                to={`${href("/resources")}?category=${article.category}`}
                className="inline-flex rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white hover:bg-brand-800"
                data-testid="category-tag"
              >
                {t(`learn.categories.${article.category}`)}
              </Link>
            </p>
            <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight text-brand-950 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-3 text-sm text-ink-soft" data-testid="article-meta">
              {t("learn.byAuthor", { author: t("learn.author") })} ·{" "}
              <time dateTime={article.date}>{article.dateText}</time> ·{" "}
              {t("learn.minRead", { count: article.readTime })}
            </p>
            <div className="mt-5">
              <ShareButtons url={shareUrl} text={article.title} />
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
          <div className="min-w-0 max-w-3xl">
            <details
              className="group mb-6 rounded-xl border border-line bg-white lg:hidden"
              data-testid="on-this-page"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {t("learn.article.onThisPage")}
                <span aria-hidden className="text-brand-700 transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <nav aria-label={t("learn.article.onThisPage")} className="border-t border-line px-4 py-3">
                <ol className="list-decimal space-y-2 pl-5 text-sm">
                  {article.headings.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} className="text-brand-800 underline">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </details>

            <aside className="mb-8 rounded-xl border border-brand-200 bg-brand-50 p-4" aria-labelledby="tips">
              <h2 id="tips" className="flex items-center gap-2 font-semibold text-brand-950">
                <Lightbulb aria-hidden size={18} className="text-brand-700" />
                {t("learn.article.tips")}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {article.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </aside>

            <div
              className={PROSE}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered on the server with raw HTML escaped
              dangerouslySetInnerHTML={{ __html: article.html }}
              data-testid="article-body"
            />
          </div>
          <aside className="hidden lg:block">
            <div className="sticky top-20">
              <TableOfContents headings={article.headings} label={t("learn.article.contents")} />
            </div>
          </aside>
        </div>
      </article>

      <section
        id="recommended"
        className="scroll-mt-16 border-t border-line bg-white py-10"
        aria-labelledby="recommended-heading"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="recommended-heading" className="text-2xl font-bold text-brand-950">
            {t("learn.article.recommended")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="recommended">
            {recommendations.items.map((item) => (
              <li key={item.slug}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-8"
            page={recommendations.page}
            pageCount={recommendations.pageCount}
            hrefFor={recommendationsPath}
            testId="recommended-pagination"
          />
        </div>
      </section>
      {jsonLd.map((data) => (
        <JsonLd key={data["@type"]} data={data} />
      ))}
    </>
  );
}

type UntranslatedData = Extract<Route.ComponentProps["loaderData"], { kind: "untranslated" }>;

function Untranslated({ data }: { data: UntranslatedData }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumbs
        trail={[
          { label: t("learn.resources"), path: "/resources" },
          { label: t("learn.article.notTranslatedTitle") },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-brand-950">{t("learn.article.notTranslatedTitle")}</h1>
      <p className="mt-3 text-ink-soft">{t("learn.article.notTranslatedText")}</p>
      <p className="mt-6">
        <Link
          to={`/resources/${data.english.slug}`}
          hrefLang="en"
          className="btn-primary"
          data-testid="read-in-english"
        >
          {t("learn.article.readEnglish")}
        </Link>
      </p>
      <p className="mt-3 text-sm text-ink-soft" lang="en">
        {data.english.title}
      </p>
      {data.hindiArticles.length ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-brand-950">{t("learn.article.hindiArticles")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {data.hindiArticles.map((item) => (
              <li key={item.slug}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
