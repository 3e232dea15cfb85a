import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";

/** Page numbers to show: all of them when few, else the first, the last and the current one's neighbours. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold";

/**
 * Pagination as links (`?page=n`): works before the page's script loads, and a new list (another query,
 * tab or article) has no `page` in its link, so it starts at page 1 (spec §4).
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  className = "",
  testId,
  keepScroll = true,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
  testId?: string;
  /** Stay where the reader is (a list lower on the page); false scrolls to the top. */
  keepScroll?: boolean;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, icon: React.ReactNode, rel: "prev" | "next") =>
    target < 1 || target > pageCount ? (
      <span aria-hidden className={`${item} border-line text-ink-soft/50`}>
        {icon}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        preventScrollReset={keepScroll}
        rel={rel}
        aria-label={label}
        className={`${item} border-line bg-white text-brand-800 hover:bg-brand-50`}
      >
        {icon}
      </Link>
    );
  return (
    <nav aria-label={t("learn.pagination.label")} className={className} data-testid={testId}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {edge(page - 1, t("learn.pagination.previous"), <ChevronLeft aria-hidden size={18} />, "prev")}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                preventScrollReset={keepScroll}
                aria-label={t("learn.pagination.page", { page: p })}
                aria-current={p === page ? "page" : undefined}
                className={`${item} ${
                  p === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-brand-800 hover:bg-brand-50"
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, t("learn.pagination.next"), <ChevronRight aria-hidden size={18} />, "next")}</li>
      </ul>
    </nav>
  );
}
