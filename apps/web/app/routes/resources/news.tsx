import { DISPLAY } from "@loansetu/domain/display";
import { ExternalLink } from "lucide-react";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { dateText, learnContent, localeOf, pageParam, paginate } from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { Pagination } from "../../features/learn/pagination.tsx";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/news";

/**
 * Media and news with pagination: 6 a page on desktop, 5 on mobile (spec §9). Real coverage only
 * (decision 0044): while there is none the page says so and asks search engines not to index it. `?page=n` is read for both
 * sizes and the page carries both slices, shown by breakpoint, so the server needs no idea of the screen
 * and nothing moves once the page has loaded.
 */
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const { items } = (await learnContent(context)).news(locale);
  const page = pageParam(url);
  const mobile = paginate(items, page, DISPLAY.newsPageSizeMobile);
  const desktop = paginate(items, page, DISPLAY.newsPageSizeDesktop);
  const onMobile = new Set(mobile.items.map((n) => n.id));
  const onDesktop = new Set(desktop.items.map((n) => n.id));
  return {
    title: t("learn.news.title"),
    description: t("learn.news.description"),
    noindex: items.length === 0,
    items: items
      .filter((n) => onMobile.has(n.id) || onDesktop.has(n.id))
      .map((n) => ({
        ...n,
        dateText: dateText(n.date, locale),
        mobile: onMobile.has(n.id),
        desktop: onDesktop.has(n.id),
      })),
    mobile: { page: mobile.page, pageCount: mobile.pageCount },
    desktop: { page: desktop.page, pageCount: desktop.pageCount },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { items, mobile, desktop } = loaderData;
  const pagePath = (page: number) => `${href("/resources/news")}${page > 1 ? `?page=${page}` : ""}`;
  const visibility = (item: { mobile: boolean; desktop: boolean }) =>
    item.mobile && item.desktop ? "" : item.mobile ? "lg:hidden" : "hidden lg:block";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        trail={[{ label: t("learn.resources"), path: "/resources" }, { label: t("learn.news.heading") }]}
      />
      <h1 className="mt-3 text-3xl font-bold text-brand-950">{t("learn.news.heading")}</h1>
      <p className="mt-3 text-ink-soft">{t("learn.news.intro")}</p>
      {items.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {items.map((item) => (
            <li key={item.id} className={visibility(item)} data-testid="news-item">
              <article className="card flex h-full flex-col">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white"
                  >
                    {initials(item.publication)}
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-semibold text-brand-950">{item.publication}</p>
                    <p className="text-ink-soft">
                      <time dateTime={item.date}>{item.dateText}</time>
                    </p>
                  </div>
                </div>
                <h2 className="mt-3 flex-1 font-semibold leading-snug">
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {item.headline}
                    <ExternalLink
                      aria-hidden
                      size={14}
                      className="ml-1 inline align-baseline text-ink-soft"
                    />
                    <span className="sr-only"> {t("learn.news.newTab")}</span>
                  </a>
                </h2>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-6"
          text={t("learn.news.empty")}
          next={{ to: href("/resources"), label: t("emptyList.allArticles") }}
          testId="news-empty"
        />
      )}
      <Pagination
        className="mt-8 lg:hidden"
        page={mobile.page}
        pageCount={mobile.pageCount}
        hrefFor={pagePath}
        keepScroll={false}
        testId="news-pagination-mobile"
      />
      <Pagination
        className="mt-8 hidden lg:block"
        page={desktop.page}
        pageCount={desktop.pageCount}
        hrefFor={pagePath}
        keepScroll={false}
        testId="news-pagination-desktop"
      />
    </div>
  );
}
