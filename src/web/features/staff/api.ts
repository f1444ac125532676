import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  heldPermissions,
  meetsNeed,
  STAFF_PAGES,
  type StaffPermission,
} from '../../../shared/policies/staff';
import type { noticeInputSchema, StaffNotice } from '../../../shared/schemas/notices';
import type { AccountRow, StaffInvite, StaffRow, StaffUpdate } from '../../../shared/schemas/staff';
import { apiGet, apiPost, apiPut } from '../../api/client';
import { type PageQuery, pageParams, usePagedGet } from '../../api/paged';
import { useMe } from '../auth/api';

/**
 * The signed-in staff account's permissions (decision 130), from GET /api/auth/me; undefined while it
 * loads. The server enforces every one; the area only hides what the account may not use.
 */
export function useStaffPermissions(): StaffPermission[] | undefined {
  const me = useMe();
  if (!me.data) return undefined;
  return me.data.staff_permissions ?? heldPermissions(me.data.user_role, null);
}

/** True when `held` lets the account open the /admin page `page` (STAFF_PAGES; unknown pages: any staff). */
export function mayOpenPage(held: readonly StaffPermission[] | undefined, page: string): boolean {
  if (!held) return false;
  return meetsNeed(held, STAFF_PAGES[page] ?? 'any');
}

export type NoticeForm = z.input<typeof noticeInputSchema>;

/** GET /api/admin/staff (settings): one page of staff accounts. */
export function useStaffTeam(p: PageQuery) {
  return usePagedGet<{ staff: StaffRow[]; total: number }>(
    ['admin', 'staff', p],
    `/api/admin/staff?${pageParams(p)}`,
  );
}

/** POST /api/admin/staff (invite) or PUT /api/admin/staff/:id (permissions, active). */
export function useSaveStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { invite: StaffInvite } | { id: string; update: StaffUpdate }) =>
      'invite' in v
        ? apiPost<{ message: string; staff: StaffRow }>('/api/admin/staff', v.invite)
        : apiPut<{ message: string; staff: StaffRow }>(`/api/admin/staff/${v.id}`, v.update),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}

/** POST /api/admin/staff/:id/set-password-link: mails the invitation again. */
export function useResendStaffLink() {
  return useMutation({
    mutationFn: (id: string) => apiPost<{ message: string }>(`/api/admin/staff/${id}/set-password-link`),
  });
}

export type AccountQuery = PageQuery & {
  kind: 'all' | 'members' | 'promoters';
  sort: 'created_at' | 'name' | 'registration_no';
  dir: 'asc' | 'desc';
};

/** GET /api/admin/accounts (members): members and promoters found for resetpass; off while `q` is empty. */
export function useAccountSearch(p: AccountQuery) {
  const qs = new URLSearchParams({
    q: p.q,
    kind: p.kind,
    sort: p.sort,
    dir: p.dir,
    page: String(p.page),
    pageSize: String(p.pageSize),
  });
  return useQuery({
    queryKey: ['admin', 'accounts', p],
    queryFn: ({ signal }) =>
      apiGet<{ accounts: AccountRow[]; total: number }>(`/api/admin/accounts?${qs}`, signal),
    enabled: p.q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST .../password-otp: mails the account the reset code (staff never see it). */
export function useSendResetOtp() {
  return useMutation({
    mutationFn: (registrationNo: string) =>
      apiPost<{ message: string }>(`/api/admin/accounts/${encodeURIComponent(registrationNo)}/password-otp`),
  });
}

/** POST .../temporary-password: the one-time password, shown once (never cached by the query cache). */
export function useTemporaryPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (registrationNo: string) =>
      apiPost<{ message: string; temporary_password: string }>(
        `/api/admin/accounts/${encodeURIComponent(registrationNo)}/temporary-password`,
      ),
    gcTime: 0,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
}

/** GET /api/admin/notices (notices): one page of sent notices with their email progress. */
export function useStaffNotices(p: { state: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: ['admin', 'notices', p],
    queryFn: ({ signal }) =>
      apiGet<{ notices: StaffNotice[]; total: number }>(
        `/api/admin/notices?state=${p.state}&page=${p.page}&pageSize=${p.pageSize}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    // While a notice's mails are being queued, its progress is re-read every 5 s.
    refetchInterval: (q) =>
      q.state.data?.notices.some((n) => n.email && n.email_queued < n.email_total) ? 5_000 : false,
  });
}

/** POST /api/admin/notices (notices): sends a notice; field messages in ApiError.errors. */
export function useSendNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeForm) =>
      apiPost<{ message: string; notice: StaffNotice }>('/api/admin/notices', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'notices'] }),
  });
}
