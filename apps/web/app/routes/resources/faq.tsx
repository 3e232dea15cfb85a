import { DISPLAY } from "@loansetu/domain/display";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { FaqAccordion } from "../../features/learn/faq-accordion.tsx";
import { faqPageJsonLd, JsonLd } from "../../features/learn/json-ld.tsx";
import {
  FAQ_CATEGORIES,
  type FaqCategory,
  learnContent,
  localeOf,
} from "../../features/learn/learn.server.ts";
import { LinkTabs } from "../../features/learn/link-tabs.tsx";
import { pageMeta } from "../../features/learn/meta.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyList } from "../../ui/empty-list.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/faq";

// `/resources/faq` (all categories, the View All target) and `/resources/faq/{category}` (spec §2): category
// tabs, sub-category tabs from the items' tags (`?tag=`), and the accordion (spec §4).
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const category = (params as { category?: string }).category;
  if (category !== undefined && !(FAQ_CATEGORIES as readonly string[]).includes(category)) {
    throw new Response("Not Found", { status: 404 });
  }
  const content = await learnContent(context);
  const tags = content.faqTags(locale, category as FaqCategory | undefined);
  const requested = url.searchParams.get("tag");
  // A tag this list does not have (an old link) shows the whole list rather than an empty one.
  const tag = tags.find((t) => t === requested) ?? null;
  const items = content.faqs(locale, {
    category: category as FaqCategory | undefined,
    tag: tag ?? undefined,
  });
  const categoryName = category ? t(`learn.faq.categories.${category}`) : null;
  return {
    title: categoryName ? t("learn.faq.categoryTitle", { category: categoryName }) : t("learn.faq.title"),
    description: categoryName
      ? t("learn.faq.categoryDescription", { category: categoryName.toLocaleLowerCase(locale) })
      : t("learn.faq.description"),
    categories: [...FAQ_CATEGORIES],
    category: category ?? null,
    tags,
    tag,
    items: items.map(({ id, ques, html, linkText, link }) => ({ id, ques, html, linkText, link })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { categories, category, tags, tag, items } = loaderData;
  const base = category ? `/resources/faq/${category}` : "/resources/faq";
  const categoryName = category ? t(`learn.faq.categories.${category}`) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        trail={[
          { label: t("learn.resources"), path: "/resources" },
          ...(categoryName
            ? [{ label: t("learn.faq.heading"), path: "/resources/faq" }, { label: categoryName }]
            : [{ label: t("learn.faq.heading") }]),
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold text-brand-950">
        {categoryName ? t("learn.faq.categoryHeading", { category: categoryName }) : t("learn.faq.heading")}
      </h1>
      <p className="mt-3 text-ink-soft">{t("learn.faq.intro")}</p>

      <div className="mt-6 space-y-3">
        <LinkTabs
          label={t("learn.faq.categoriesLabel")}
          testId="faq-categories"
          tabs={[
            { key: "all", label: t("learn.faq.all"), to: href("/resources/faq"), current: !category },
            ...categories.map((c) => ({
              key: c,
              label: t(`learn.faq.categories.${c}`),
              to: href(`/resources/faq/${c}`),
              current: c === category,
            })),
          ]}
        />
        <LinkTabs
          label={t("learn.faq.tagsLabel")}
          testId="faq-tags"
          size="sm"
          tabs={[
            { key: "all", label: t("learn.faq.all"), to: href(base), current: !tag },
            ...tags.map((x) => ({
              key: x,
              label: t(`learn.faq.tags.${x}`),
              to: `${href(base)}?tag=${x}`,
              current: x === tag,
            })),
          ]}
        />
      </div>

      <div className="mt-6">
        {items.length ? (
          // A new list (another tab) starts collapsed again.
          <FaqAccordion
            key={`${category}:${tag}`}
            items={items}
            visible={DISPLAY.faqVisible}
            testId="faq-list"
            viewAll={false}
          />
        ) : (
          <EmptyList next={{ to: href("/resources/faq"), label: t("emptyList.allQuestions") }} />
        )}
      </div>
      {/* FAQPage on the category pages, where each question lives; the hub repeats them all. */}
      {category ? <JsonLd data={faqPageJsonLd(items)} /> : null}
    </div>
  );
}
