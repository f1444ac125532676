/**
 * The page in the URL (1 when missing or bad). Its own module, apart from the filter form's helpers, so a
 * list without filters (MyMatches) does not load the form's zod resolver with it (docs/performance.md#web-first-load).
 */
export function pageFromParams(p: URLSearchParams): number {
  const n = Number(p.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}
