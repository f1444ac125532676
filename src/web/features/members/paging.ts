import { useSearchParams } from 'react-router';

/**
 * The page in the URL (1 when missing or bad). Its own module, apart from the filter form's helpers, so a
 * list without filters (MyMatches) does not load the form's zod resolver with it (docs/performance.md#web-first-load).
 */
export function pageFromParams(p: URLSearchParams): number {
  const n = Number(p.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The tab in the URL (`?tab=`) when it is one of `tabs`, else `fallback` (a missing or unknown tab opens
 * the page's first tab: docs/member-area.md#interests, docs/member-area.md#matches).
 */
export function tabFromParams<T extends string>(p: URLSearchParams, tabs: readonly T[], fallback: T): T {
  return tabs.find((t) => t === p.get('tab')) ?? fallback;
}

/**
 * The tab and page of a tabbed, server-paged member list (Interests, My Matches), kept in the URL
 * (docs/member-area.md#interests, docs/member-area.md#matches): `tab` (from `tabs`, else `fallback`),
 * `page` (1 when missing or bad), the URL's `params`, and `go(tab, page, extra)` writing them back as
 * `?tab=…&page=…` (page 1 left out) followed by the `extra` params the page keeps (My Matches' id_verified).
 */
export function useTabPage<T extends string>(tabs: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const go = (tab: T, page = 1, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams({ tab });
    if (page > 1) next.set('page', String(page));
    for (const [k, v] of Object.entries(extra)) next.set(k, v);
    setParams(next);
  };
  return { params, tab: tabFromParams(params, tabs, fallback), page: pageFromParams(params), go };
}
