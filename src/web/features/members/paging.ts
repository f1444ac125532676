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
