import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUserRow, DashboardStats, PendingWork, UserSortKey } from '../../../shared/schemas/admin';
import type { ProfileCard } from '../../../shared/schemas/profile';
import { apiGet, apiPatch } from '../../api/client';

/** Status filters of GET /api/admin/users (docs/accounts.md#verification-by-staff). */
export const USER_FILTERS = ['all', 'pending', 'active', 'inactive', 'rejected'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** The status a staff member may set with PATCH /api/admin/users/{registrationNo}. */
export type NewStatus = 'active' | 'inactive' | 'rejected';

/** A member-table sort (decision 155): an allow-listed key and a direction. */
export type UserSort = { key: UserSortKey; dir: 'asc' | 'desc' };
export type UserListParams = {
  status: UserFilter;
  q: string;
  page: number;
  pageSize: number;
  sort?: UserSort | null;
};
export type UserListResult = { users: AdminUserRow[]; total: number };

/** Query keys: SPEC §7 caches the two dashboard feeds under 'dashboardstats' and 'recentregisters'. */
export const adminKeys = {
  stats: ['dashboardstats'] as const,
  recent: ['recentregisters'] as const,
  users: ['admin', 'users'] as const,
  userList: (p: UserListParams) => ['admin', 'users', p] as const,
  site: ['admin', 'site'] as const,
};

/** GET /api/auth/dashboardstats (Admin): members by kind and status, registrations, 30-day series. */
export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) =>
      apiGet<{ stats: DashboardStats }>('/api/auth/dashboardstats', signal).then((d) => d.stats),
  });
}

/**
 * GET /api/admin/pending-work (decision 156): items waiting in each queue the staff member may open
 * (a queue the account may not open is absent).
 */
export function usePendingWork() {
  return useQuery({
    queryKey: ['admin', 'pending-work'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ counts: PendingWork }>('/api/admin/pending-work', signal).then((d) => d.counts),
  });
}

/** GET /api/auth/recentregisters (public): on the staff dashboard, the newest registrations first. */
export function useRecentRegisters() {
  return useQuery({
    queryKey: adminKeys.recent,
    queryFn: ({ signal }) =>
      apiGet<{ members: ProfileCard[] }>('/api/auth/recentregisters', signal).then((d) => d.members),
  });
}

/** GET /api/admin/users: one page of registrations for a status filter and search text (server-side paging). */
export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.q.trim()) qs.set('q', params.q.trim());
      if (params.sort) {
        qs.set('sort', params.sort.key);
        qs.set('dir', params.sort.dir);
      }
      return apiGet<UserListResult>(`/api/admin/users?${qs}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/site: the brand (site name) shown in the admin bar. */
export function useSiteName() {
  return useQuery({
    queryKey: adminKeys.site,
    queryFn: ({ signal }) =>
      apiGet<{ site: { site_name: string } }>('/api/site', signal).then((d) => d.site.site_name),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Removes a changed member at once from every cached list whose filter it no longer matches. */
function dropFromLists(qc: QueryClient, registrationNo: string, status: NewStatus) {
  for (const [key, data] of qc.getQueriesData<UserListResult>({ queryKey: adminKeys.users })) {
    const params = key[2] as UserListParams | undefined;
    if (!data || !params) continue;
    if (params.status === 'all') {
      qc.setQueryData<UserListResult>(key, {
        ...data,
        users: data.users.map((u) => (u.registration_no === registrationNo ? { ...u, status } : u)),
      });
    } else if (params.status !== status && data.users.some((u) => u.registration_no === registrationNo)) {
      qc.setQueryData<UserListResult>(key, {
        users: data.users.filter((u) => u.registration_no !== registrationNo),
        total: Math.max(0, data.total - 1),
      });
    }
  }
}

/**
 * PATCH /api/admin/users/{registrationNo} {status, reason?}: activates, rejects, deactivates or
 * reactivates a member (the server mails the member). On success the member leaves lists it no
 * longer belongs to, and the lists, dashboard stats and recent registrations are refetched.
 */
export function useChangeUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { registrationNo: string; status: NewStatus; reason?: string }) =>
      apiPatch<{ message: string; user: AdminUserRow }>(
        `/api/admin/users/${encodeURIComponent(v.registrationNo)}`,
        {
          status: v.status,
          ...(v.reason ? { reason: v.reason } : {}),
        },
      ),
    onSuccess: (_data, v) => {
      dropFromLists(qc, v.registrationNo, v.status);
      void qc.invalidateQueries({ queryKey: adminKeys.users });
      void qc.invalidateQueries({ queryKey: adminKeys.stats });
      void qc.invalidateQueries({ queryKey: adminKeys.recent });
    },
    // A refusal (e.g. 409: someone else changed it first) means the lists may be stale.
    onError: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.users });
      void qc.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
