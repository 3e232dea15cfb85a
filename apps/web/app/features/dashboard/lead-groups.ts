/** One product's applications on a dashboard page; `total` counts all of them, on every page. */
export type LeadGroup<T> = { product: string; items: T[]; total: number };

/**
 * The dashboard's pages of applications grouped by product (spec §2 "leads grouped by product").
 * Grouping runs over all applications first, then pages are filled with whole groups of at most
 * `perPage` cards, so a product never shows on two pages; only a product with more applications than
 * a page holds runs over consecutive pages of its own. Groups keep the order of
 * their newest application (the list comes newest first). There is always at least one (empty) page.
 */
export function groupPages<T>(items: readonly T[], keyOf: (item: T) => string, perPage: number) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const pages: LeadGroup<T>[][] = [];
  let current: LeadGroup<T>[] = [];
  let count = 0;
  const flush = () => {
    if (current.length > 0) pages.push(current);
    current = [];
    count = 0;
  };
  for (const [product, all] of groups) {
    if (all.length > perPage) {
      flush();
      for (let start = 0; start < all.length; start += perPage) {
        pages.push([{ product, items: all.slice(start, start + perPage), total: all.length }]);
      }
      continue;
    }
    if (count + all.length > perPage) flush();
    current.push({ product, items: all, total: all.length });
    count += all.length;
  }
  flush();
  return pages.length > 0 ? pages : [[]];
}
