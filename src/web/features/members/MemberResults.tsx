import type { ReactNode } from 'react';
import type { MembersResponse } from '../../../shared/schemas/members';
import { formatNumber } from '../../format';
import { PAGE_SIZE, type useMemberList } from './api';
import { MemberCard } from './MemberCard';
import { PagedList } from './MemberGrid';

/**
 * One page of member cards from a member list query (useMemberList: View All and Search,
 * docs/member-area.md#matches): its loading, error and `empty` states, paged by PAGE_SIZE on the server.
 * `onPage` takes the 1-based page chosen; `label` names the list for screen readers.
 */
export function MemberResults({
  query,
  page,
  onPage,
  label,
  empty,
}: {
  query: ReturnType<typeof useMemberList>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  empty: ReactNode;
}) {
  return (
    <PagedList
      query={query}
      items={query.data?.members}
      total={query.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      label={label}
      empty={empty}
      render={(m) => <MemberCard key={m.registration_no} member={m} />}
    />
  );
}

/** A list's total in Indian digit grouping, with '+' when the server stopped counting (`total_capped`). */
export const totalText = (data: Pick<MembersResponse, 'total' | 'total_capped'>) =>
  `${formatNumber(data.total)}${data.total_capped ? '+' : ''}`;
