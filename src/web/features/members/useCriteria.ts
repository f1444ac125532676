import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MemberSort } from '../../../shared/schemas/members';
import { PAGE_SIZE, useMyPlan } from './api';
import {
  type FilterValues,
  filtersFromParams,
  filtersToParams,
  sortFromParams,
  withoutAdvanced,
} from './filters';
import { pageFromParams } from './paging';

/**
 * The criteria of a member list page (View All, Search; docs/member-area.md#matches), kept in the URL:
 * the filters (advanced ones dropped while the plan lacks them), the sort and the page; `qs`, the list
 * query for the server; `planKnown`, once the plan has answered (the list waits for it so it is asked
 * once); `apply(f, { sort, page })` writes new criteria back, with `extra` params (Search's go=1),
 * leaving the default sort and page 1 out of the URL.
 */
export function useCriteria(extra: Record<string, string | number> = {}) {
  const [params, setParams] = useSearchParams();
  const plan = useMyPlan();
  const advanced = !!plan.data?.entitlements.advancedFilters;
  const filters = useMemo(() => {
    const f = filtersFromParams(params);
    return advanced ? f : withoutAdvanced(f);
  }, [params, advanced]);
  const sort = sortFromParams(params);
  const page = pageFromParams(params);
  const qs = filtersToParams(filters, { sort, page, pageSize: PAGE_SIZE }).toString();
  const apply = (f: FilterValues, next: { sort?: MemberSort; page?: number } = {}) => {
    const s = next.sort ?? sort;
    setParams(
      filtersToParams(f, {
        ...extra,
        sort: s === 'recently_active' ? undefined : s,
        page: next.page && next.page > 1 ? next.page : undefined,
      }),
    );
  };
  return {
    params,
    setParams,
    advanced,
    filters,
    sort,
    page,
    qs,
    planKnown: plan.isSuccess || plan.isError,
    apply,
  };
}
