import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** One page of a list searched on the server: the page (from 1), its size and the search text. */
export type PageQuery = { page: number; pageSize: number; q: string };

/** `page=…&pageSize=…&q=…`, the query string every paged list endpoint reads (SPEC §7). */
export const pageParams = (p: PageQuery) =>
  `page=${p.page}&pageSize=${p.pageSize}&q=${encodeURIComponent(p.q)}`;

/**
 * A query string (`a=1&b=x`, no leading `?`) from the set fields of `q`, in their order: undefined, null
 * and empty-string fields are left out, numbers written as text (SPEC §7's list filters).
 */
export function queryString(q: Record<string, string | number | undefined | null>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  return p.toString();
}

/**
 * GET `url` (one page of a list) as a query under `queryKey`: the page shown stays on screen while the
 * next one loads (keepPreviousData). `enabled` false asks for nothing. Errors are the client's ApiError.
 */
export function usePagedGet<T>(queryKey: QueryKey, url: string, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<T>(url, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
