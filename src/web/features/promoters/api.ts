import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PromoterRow,
  promoterDashboardSchema,
  promoterInputSchema,
  referralListSchema,
} from '../../../shared/schemas/promoters';
import { apiGet, apiPatch, apiPost, apiPut } from '../../api/client';
import { type PageQuery, pageParams, usePagedGet } from '../../api/paged';

export type PromoterForm = z.input<typeof promoterInputSchema>;
export type PromoterDashboard = z.infer<typeof promoterDashboardSchema>;
export type ReferralList = z.infer<typeof referralListSchema>;

/** GET /api/admin/promoters (Admin, decision 022): one page, searched server-side. */
export function usePromoters(p: PageQuery) {
  return usePagedGet<{ promoters: PromoterRow[]; total: number }>(
    ['admin', 'promoters', p],
    `/api/admin/promoters?${pageParams(p)}`,
  );
}

/** POST /api/admin/promoters or PUT /api/admin/promoters/:id (decision 022). */
export function useSavePromoter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: PromoterForm }) =>
      v.id
        ? apiPut<{ message: string; promoter: PromoterRow }>(`/api/admin/promoters/${v.id}`, v.body)
        : apiPost<{ message: string; promoter: PromoterRow }>('/api/admin/promoters', v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'promoters'] }),
  });
}

/** PATCH /api/admin/promoters/:id/status: activate, or deactivate with a reason (decision 022). */
export function useSetPromoterActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean; reason: string }) =>
      apiPatch<{ message: string; promoter: PromoterRow }>(`/api/admin/promoters/${v.id}/status`, {
        active: v.active,
        reason: v.reason,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'promoters'] }),
  });
}

/** GET /api/promoter/dashboard (promoter, decision 022): live figures. */
export function usePromoterDashboard() {
  return useQuery({
    queryKey: ['promoter', 'dashboard'],
    queryFn: ({ signal }) =>
      apiGet<{ dashboard: PromoterDashboard }>('/api/promoter/dashboard', signal).then((d) => d.dashboard),
  });
}

/** GET /api/promoter/team-users (promoter, decision 022): their own referrals, paged. */
export function useTeamUsers(p: PageQuery) {
  return usePagedGet<ReferralList>(
    ['promoter', 'team-users', p],
    `/api/promoter/team-users?${pageParams(p)}`,
  );
}

/** POST /api/auth/set-password with the invitation link's token (decision 022). */
export function useSetPassword() {
  return useMutation({
    mutationFn: (v: { token: string; password: string }) =>
      apiPost<{ message: string }>('/api/auth/set-password', v),
  });
}
