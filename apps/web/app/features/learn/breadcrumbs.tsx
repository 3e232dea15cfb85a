import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";

/** Home › … › the current page (the last crumb is not a link). */
export function Breadcrumbs({ trail }: { trail: { label: string; path?: string }[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const crumbs = [{ label: t("learn.home"), path: "/" }, ...trail];
  return (
    <nav aria-label={t("learn.breadcrumb")} className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden size={14} /> : null}
            {crumb.path && index < crumbs.length - 1 ? (
              <Link to={href(crumb.path)} className="hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
