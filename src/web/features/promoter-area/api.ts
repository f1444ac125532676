import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '../../../shared/i18n/languages';
import type { ReferralList } from '../../../shared/policies/promoter-area';
import type { Notification } from '../../../shared/schemas/member';
import type {
  BankChangeInput,
  BankChangeRow,
  inviteContactSchema,
  inviteResultSchema,
  PromoterProfile,
  PromoterProfileInput,
  referralChartSchema,
  referralPageSchema,
} from '../../../shared/schemas/promoter-area';
import { apiGet, apiPost, apiPut } from '../../api/client';
import { type PageQuery, pageParams, usePagedGet } from '../../api/paged';

export type ReferralPage = z.infer<typeof referralPageSchema>;
export type ReferralChart = z.infer<typeof referralChartSchema>;
export type InviteContact = z.input<typeof inviteContactSchema>;
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const promoterKeys = {
  all: ['promoter'] as const,
  profile: ['promoter', 'profile'] as const,
  notifications: ['promoter', 'notifications'] as const,
};

/** GET /api/promoter/profile (docs/promoter-area.md): the promoter's own record, lock state included. */
export function usePromoterProfile() {
  return useQuery({
    queryKey: promoterKeys.profile,
    queryFn: ({ signal }) =>
      apiGet<{ profile: PromoterProfile }>('/api/promoter/profile', signal).then((d) => d.profile),
  });
}

/** PUT /api/promoter/profile: name, phone, email and address fields. */
export function useSavePromoterProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoterProfileInput) =>
      apiPut<{ message: string; profile: PromoterProfile }>('/api/promoter/profile', body),
    onSuccess: (d) => {
      qc.setQueryData(promoterKeys.profile, d.profile);
      void qc.invalidateQueries({ queryKey: ['promoter', 'dashboard'] });
    },
  });
}

/** PUT /api/promoter/bank: a change of bank details, waiting for staff approval. */
export function useRequestBankChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BankChangeInput) =>
      apiPut<{ message: string; profile: PromoterProfile }>('/api/promoter/bank', body),
    onSuccess: (d) => qc.setQueryData(promoterKeys.profile, d.profile),
  });
}

/** POST /api/promoter/invitations: records the contacts, mails the email ones. */
export function useInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { contacts: InviteContact[]; language: Lang }) =>
      apiPost<InviteResult & { message: string }>('/api/promoter/invitations', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['promoter', 'referrals'] }),
  });
}

/** GET /api/promoter/referrals?list=: one referral list, paged and searched server-side. */
export function useReferrals(list: ReferralList, p: PageQuery) {
  return usePagedGet<ReferralPage>(
    ['promoter', 'referrals', list, p],
    `/api/promoter/referrals?list=${list}&${pageParams(p)}`,
  );
}

/** GET /api/promoter/referrals/chart: registered and paid per month, 12 months. */
export function useReferralChart() {
  return useQuery({
    queryKey: ['promoter', 'referrals', 'chart'],
    queryFn: ({ signal }) => apiGet<ReferralChart>('/api/promoter/referrals/chart', signal),
  });
}

/** GET /api/promoter/notifications: the 10 newest and the unread count (the top bar's bell), polled each minute. */
export function usePromoterNotifications(enabled = true) {
  return useQuery({
    queryKey: promoterKeys.notifications,
    queryFn: ({ signal }) =>
      apiGet<{ notifications: Notification[]; unread: number; total: number }>(
        '/api/promoter/notifications?page=1&pageSize=10',
        signal,
      ),
    refetchInterval: 60_000,
    enabled,
  });
}

/** POST /api/promoter/notifications/read {ids?}. */
export function useMarkPromoterRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<{ unread: number }>('/api/promoter/notifications/read', ids ? { ids } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: promoterKeys.notifications }),
  });
}

/** POST /api/promoter/lock: covers the screen until the password is re-entered (server-side). */
export function useLock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/promoter/lock'),
    onSuccess: () =>
      qc.setQueryData(promoterKeys.profile, (p: PromoterProfile | undefined) => p && { ...p, locked: true }),
  });
}

/** POST /api/promoter/unlock {password}: lifts the lock, then every promoter query reloads. */
export function useUnlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiPost<{ message: string }>('/api/promoter/unlock', { password }),
    onSuccess: () => qc.invalidateQueries({ queryKey: promoterKeys.all }),
  });
}

/** GET /api/admin/promoter-bank-changes (Admin): pending bank change requests. */
export function useBankChanges() {
  return useQuery({
    queryKey: ['admin', 'promoter-bank-changes'],
    queryFn: ({ signal }) =>
      apiGet<{ changes: BankChangeRow[] }>('/api/admin/promoter-bank-changes', signal).then((d) => d.changes),
  });
}

/** POST /api/admin/promoter-bank-changes/:id/review (Admin): approve, or reject with a reason. */
export function useReviewBankChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; approve: boolean; reason: string }) =>
      apiPost<{ message: string }>(`/api/admin/promoter-bank-changes/${v.id}/review`, {
        approve: v.approve,
        reason: v.reason,
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'promoter-bank-changes'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'promoters'] });
    },
  });
}
