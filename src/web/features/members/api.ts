import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MSG } from '../../../shared/messages';
import type { AuthUser } from '../../../shared/schemas/auth';
import type {
  BlockedMember,
  Dashboard,
  InterestsResponse,
  InterestTab,
  MatchExplanation,
  MatchesResponse,
  MatchTab,
  MemberCard,
  MembersResponse,
  MyPlan,
  ReportInput,
  VisitorCard,
} from '../../../shared/schemas/members';
import type { Profile } from '../../../shared/schemas/profile';
import type { InterestState, MemberRelation } from '../../../shared/schemas/relation';
import { ApiError, apiDelete, apiGet, apiPost } from '../../api/client';
import { usePagedGet } from '../../api/paged';
import i18n from '../../i18n';
import { afterShortlistToggle, memberKeys } from './cache';

export { memberKeys };

export const PAGE_SIZE = 12;

/** GET /api/auth/me as a query (useAccountStatus; the member pages' loaders prefetch it). */
export const accountStatusQuery = () =>
  queryOptions({
    queryKey: memberKeys.me,
    queryFn: ({ signal }) => apiGet<{ user: AuthUser }>('/api/auth/me', signal).then((r) => r.user),
    staleTime: 60_000,
  });

/** GET /api/auth/me: the signed-in account's status (the member area sends a pending account away). */
export function useAccountStatus() {
  return useQuery(accountStatusQuery());
}

/** GET /api/user/plan: my effective plan and its entitlements (locks, upgrade offers). */
export function useMyPlan() {
  return useQuery({
    queryKey: memberKeys.plan,
    queryFn: ({ signal }) => apiGet<{ plan: MyPlan }>('/api/user/plan', signal).then((r) => r.plan),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/user/dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: memberKeys.dashboard,
    queryFn: ({ signal }) =>
      apiGet<{ dashboard: Dashboard }>('/api/user/dashboard', signal).then((r) => r.dashboard),
  });
}

/**
 * GET /api/user/matches?tab&page[&id_verified=true] as a query (useMatches; MyMatches' loader prefetches
 * it). `idVerified`: only ID-verified members (decision 192).
 */
export const matchesQuery = (tab: MatchTab, page: number, idVerified = false) =>
  queryOptions({
    queryKey: memberKeys.matches(tab, page, idVerified),
    queryFn: ({ signal }) =>
      apiGet<MatchesResponse>(
        `/api/user/matches?tab=${tab}&page=${page}&pageSize=${PAGE_SIZE}${idVerified ? '&id_verified=true' : ''}`,
        signal,
      ),
  });

/** GET /api/user/matches?tab&page[&id_verified=true]. */
export function useMatches(tab: MatchTab, page: number, idVerified = false) {
  return useQuery({ ...matchesQuery(tab, page, idVerified), placeholderData: keepPreviousData });
}

/**
 * GET /api/user/matches/{registrationNo}/explanation (decision 126): why a MyMatches card shows its
 * score, both sides in words; `null` asks for nothing. Under the matches key, so saving preferences
 * refreshes it with the lists.
 */
export function useMatchExplanation(registrationNo: string | null) {
  return useQuery({
    queryKey: [...memberKeys.matchesAll, 'explanation', registrationNo ?? ''] as const,
    queryFn: ({ signal }) =>
      apiGet<{ explanation: MatchExplanation }>(
        `/api/user/matches/${encodeURIComponent(registrationNo ?? '')}/explanation`,
        signal,
      ).then((d) => d.explanation),
    enabled: registrationNo !== null,
  });
}

/** GET /api/user/members (viewAll) or /api/user/search with a prepared query string; `enabled` false skips. */
export function useMemberList(path: 'members' | 'search', qs: string, enabled = true) {
  return useQuery({
    queryKey: memberKeys.members(path, qs),
    queryFn: ({ signal }) => apiGet<MembersResponse>(`/api/user/${path}?${qs}`, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 1,
  });
}

/** GET /api/user/interests?tab&page. */
export function useInterests(tab: InterestTab, page: number) {
  return usePagedGet<InterestsResponse>(
    memberKeys.interests(tab, page),
    `/api/user/interests?tab=${tab}&page=${page}&pageSize=${PAGE_SIZE}`,
  );
}

type Paged<T> = { members: T[]; total: number; page: number; pageSize: number };

/** GET /api/user/shortlist. */
export function useShortlist(page: number, enabled = true) {
  return usePagedGet<Paged<MemberCard>>(
    memberKeys.shortlist(page),
    `/api/user/shortlist?page=${page}&pageSize=${PAGE_SIZE}`,
    enabled,
  );
}

/** GET /api/user/visitors ("who viewed my profile"). */
export function useVisitors(page: number, enabled = true) {
  return usePagedGet<Paged<VisitorCard>>(
    memberKeys.visitors(page),
    `/api/user/visitors?page=${page}&pageSize=${PAGE_SIZE}`,
    enabled,
  );
}

/** GET /api/user/blocks (first page of 50). */
export function useBlocks(enabled = true) {
  return useQuery({
    queryKey: memberKeys.blocks,
    queryFn: ({ signal }) =>
      apiGet<{ blocks: BlockedMember[]; total: number }>('/api/user/blocks?page=1&pageSize=50', signal),
    enabled,
  });
}

export type MemberProfileData = { profile: Profile; relation?: MemberRelation };

/** GET /api/user/profile/{registrationNo} (SPEC §7: a response without registration_no is refused). */
export function useMemberProfile(regNo: string) {
  return useQuery({
    queryKey: memberKeys.profile(regNo),
    queryFn: async ({ signal }) => {
      if (!regNo) throw new ApiError(MSG.regNoRequired, 400);
      try {
        const data = await apiGet<MemberProfileData>(
          `/api/user/profile/${encodeURIComponent(regNo)}`,
          signal,
        );
        if (!data.profile?.registration_no) throw new ApiError(MSG.invalidProfile, 500);
        return data;
      } catch (err) {
        console.error('Profile fetch error', err); // SPEC §8: logged and re-thrown
        throw err;
      }
    },
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 1,
  });
}

/** Refreshes every discovery query (lists, counts, the profile's relation, the bell). */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    qc.invalidateQueries({ queryKey: memberKeys.all });
    qc.invalidateQueries({ queryKey: ['user', 'notifications'] });
  };
}

const fail = (err: unknown) =>
  toast.error(err instanceof Error ? err.message : i18n.t('member:actions.somethingWrong'));

/** A member put on (`on`: POST) or taken off (DELETE) one of my lists, `list` (shortlist, blocks). */
type ListToggle = { registrationNo: string; on: boolean };
function toggleOnList(list: 'shortlist' | 'blocks', v: ListToggle) {
  const url = `/api/user/${list}/${encodeURIComponent(v.registrationNo)}`;
  return v.on ? apiPost<{ message: string }>(url) : apiDelete<{ message: string }>(url);
}

/** POST /api/user/interests. Errors are left to the caller (the dialog shows them). */
export function useExpressInterest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { registration_no: string; message: string }) =>
      apiPost<{ message: string; interest: InterestState }>('/api/user/interests', v),
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
  });
}

/** POST /api/user/interests/:id/{accept,decline,withdraw}. */
export function useAnswerInterest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: string; action: 'accept' | 'decline' | 'withdraw' }) =>
      apiPost<{ message: string; interest: InterestState }>(`/api/user/interests/${v.id}/${v.action}`),
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: (err) => {
      fail(err);
      refresh();
    },
  });
}

/** POST/DELETE /api/user/shortlist/:registrationNo; the cache is updated exactly (afterShortlistToggle). */
export function useToggleShortlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ListToggle) => toggleOnList('shortlist', v),
    onSuccess: (r, v) => {
      toast.success(r.message);
      void afterShortlistToggle(qc, v.registrationNo, v.on);
    },
    onError: fail,
  });
}

/** POST/DELETE /api/user/blocks/:registrationNo. */
export function useBlock() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: ListToggle) => toggleOnList('blocks', v),
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: fail,
  });
}

/** POST /api/user/reports. Errors are left to the caller (the dialog shows them). */
export function useReport() {
  return useMutation({
    mutationFn: (v: ReportInput) => apiPost<{ message: string }>('/api/user/reports', v),
    onSuccess: (r) => toast.success(r.message),
  });
}
