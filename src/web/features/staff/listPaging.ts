import type { Dispatch, SetStateAction } from 'react';

/** A server-paged list's place: the page (1-based) and the page size, kept with the page's filters. */
type Paged = { page: number; pageSize: number };

/** What a staff list's query answers for paging: the count of every matching row, and its state. */
type PagedQuery = { data?: { total: number }; isPending: boolean; error: Error | null };

/**
 * The paging and state props of a server-paged StaffList (docs/decisions/157-one-staff-list.md): `state`
 * the page's filters with page and pageSize, `setState` its setter, `query` the list's query. Returns
 * total (0 while loading), page, pageSize, onPage, onPageSize (a new page size starts at page 1), loading
 * and error, to spread onto the StaffList.
 */
export function listPaging<S extends Paged>(
  state: S,
  setState: Dispatch<SetStateAction<S>>,
  query: PagedQuery,
) {
  return {
    total: query.data?.total ?? 0,
    page: state.page,
    pageSize: state.pageSize,
    onPage: (page: number) => setState((x) => ({ ...x, page })),
    onPageSize: (pageSize: number) => setState((x) => ({ ...x, page: 1, pageSize })),
    loading: query.isPending,
    error: query.error,
  };
}

/**
 * The filter setter of a server-paged list: `(patch) => void` that merges `patch` (some of the page's
 * filters, as StaffList's `onFilters` gives them) into the state and goes back to page 1, where a new
 * filter's result starts (docs/decisions/157-one-staff-list.md). In: the state's setter.
 */
export function filterSetter<S extends Paged>(setState: Dispatch<SetStateAction<S>>) {
  return (patch: Partial<S>) => setState((x) => ({ ...x, page: 1, ...patch }));
}
