import type { ArticleSummary } from "@loansetu/api/content/service";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";

/** An article summary with its date already formatted on the server (browsers format Hindi dates differently). */
export type ArticleCardData = ArticleSummary & { dateText: string };

/** A blog card (spec §3 Blog): category, title, description, date, read time and author 'Team LoanSetu'. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex h-full flex-col" data-testid="article-card">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {t(`learn.categories.${article.category}`)}
      </p>
      <Heading className="mt-2 text-lg font-semibold leading-snug text-brand-950">
        <Link to={href(`/resources/${article.slug}`)} className="hover:underline">
          {article.title}
        </Link>
      </Heading>
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-sm text-ink-soft">{article.metaDescription}</p>
      </div>
      <p className="mt-3 text-xs text-ink-soft">
        {t("learn.author")} · <time dateTime={article.date}>{article.dateText}</time> ·{" "}
        {t("learn.minRead", { count: article.readTime })}
      </p>
    </article>
  );
}
