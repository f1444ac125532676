import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CommissionRow,
  commissionListSchema,
  earningsSchema,
  PayoutRow,
  payableSchema,
  payoutInputSchema,
  payoutListSchema,
  promoterFiguresSchema,
  referredListSchema,
} from '../../../shared/schemas/payouts';
import { apiGet, apiPost } from '../../api/client';
import { queryString, usePagedGet } from '../../api/paged';
import { downloadFile } from '../../download';

export type CommissionList = z.infer<typeof commissionListSchema>;
export type Payable = z.infer<typeof payableSchema>;
export type PayoutList = z.infer<typeof payoutListSchema>;
export type ReferredList = z.infer<typeof referredListSchema>;
export type FiguresList = z.infer<typeof promoterFiguresSchema>;
export type Earnings = z.infer<typeof earningsSchema>;
export type PayoutForm = z.input<typeof payoutInputSchema>;
export type { CommissionRow, PayoutRow };

type Q = Record<string, string | number | undefined | null>;

/** A payout voucher PDF: staff (`/api/admin/payouts/:id/voucher`) or the promoter's own. */
export const downloadVoucher = (p: { id: string; voucher_no: string }, who: 'admin' | 'promoter') =>
  downloadFile(`/api/${who}/payouts/${p.id}/voucher`, `${p.voucher_no.replace(/\//g, '-')}.pdf`);

/** GET /api/admin/commissions (promoterearn): one filtered page with totals. */
export function useCommissions(q: Q) {
  return usePagedGet<CommissionList>(['admin', 'commissions', q], `/api/admin/commissions?${queryString(q)}`);
}

/** Every promoter (id, name, code) for the promoter pickers: GET /api/admin/promoters, 100 per page. */
export function usePromoterChoices() {
  return useQuery({
    queryKey: ['admin', 'promoters', 'choices'],
    queryFn: ({ signal }) =>
      apiGet<{ promoters: { id: string; name: string; promo_code: string; active: boolean }[] }>(
        '/api/admin/promoters?page=1&pageSize=100',
        signal,
      ).then((d) => d.promoters),
  });
}

function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => {
    qc.invalidateQueries({ queryKey: ['admin', 'commissions'] });
    qc.invalidateQueries({ queryKey: ['admin', 'payable'] });
    qc.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    qc.invalidateQueries({ queryKey: ['admin', 'promoter-figures'] });
  };
}

/** POST /api/admin/commissions/approve (single or bulk). */
export function useApproveCommissions() {
  const done = useInvalidateMoney();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiPost<{ message: string; approved: number; skipped: number }>('/api/admin/commissions/approve', {
        ids,
      }),
    onSuccess: done,
  });
}

/** POST /api/admin/commissions/:id/reverse with a reason. */
export function useReverseCommission() {
  const done = useInvalidateMoney();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      apiPost<{ message: string }>(`/api/admin/commissions/${v.id}/reverse`, { reason: v.reason }),
    onSuccess: done,
  });
}

/** GET /api/admin/promoters/:id/payable (paytopromoters). */
export function usePayable(promoterId: string | null) {
  return useQuery({
    queryKey: ['admin', 'payable', promoterId],
    queryFn: ({ signal }) => apiGet<Payable>(`/api/admin/promoters/${promoterId}/payable`, signal),
    enabled: Boolean(promoterId),
  });
}

/** POST /api/admin/payouts: records a payout (one transaction on the server). */
export function useRecordPayout() {
  const done = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: PayoutForm) =>
      apiPost<{ message: string; payout: PayoutRow }>('/api/admin/payouts', body),
    onSuccess: done,
  });
}

/** GET /api/admin/payouts: payouts, newest first (all or one promoter's). */
export function usePayouts(q: Q) {
  return usePagedGet<PayoutList>(['admin', 'payouts', q], `/api/admin/payouts?${queryString(q)}`);
}

/** GET /api/admin/promoter-referrals (promotersusers). */
export function useReferred(q: Q) {
  return usePagedGet<ReferredList>(
    ['admin', 'promoter-referrals', q],
    `/api/admin/promoter-referrals?${queryString(q)}`,
  );
}

/** GET /api/admin/promoter-figures (promotersdata). */
export function usePromoterFigures(q: Q) {
  return usePagedGet<FiguresList>(
    ['admin', 'promoter-figures', q],
    `/api/admin/promoter-figures?${queryString(q)}`,
  );
}

/** POST /api/admin/promoters/:id/set-password-link: mails a fresh set-password link. */
export function useResendSetPassword() {
  return useMutation({
    mutationFn: (id: string) => apiPost<{ message: string }>(`/api/admin/promoters/${id}/set-password-link`),
  });
}

/** GET /api/promoter/earnings (the promoter's own), of one kind or `all` (docs/promoter-area.md#my-earnings). */
export function useMyEarnings(q: {
  page: number;
  pageSize: number;
  kind: 'all' | 'registration' | 'renewal' | 'assistance';
}) {
  return usePagedGet<Earnings>(['promoter', 'earnings', q], `/api/promoter/earnings?${queryString(q)}`);
}

/** GET /api/promoter/payouts (the promoter's own). */
export function useMyPayouts(q: { page: number; pageSize: number }) {
  return usePagedGet<PayoutList>(['promoter', 'payouts', q], `/api/promoter/payouts?${queryString(q)}`);
}
