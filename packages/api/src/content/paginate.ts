/** Paging for lists of articles, search results and news. Pure: the web app imports it too. */
export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
}

/** One page of a list. A page past the end shows the last one; an empty list has one empty page. */
export function paginate<T>(list: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  return {
    items: list.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: list.length,
    pageSize,
  };
}
