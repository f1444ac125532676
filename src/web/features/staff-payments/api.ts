import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPlan } from '../../../shared/plans';
import type { OfflinePaymentInput, Payment } from '../../../shared/schemas/payments';
import type {
  PaymentListQuery,
  PlanEdit,
  RenewalRow,
  Report,
  StaffPayment,
} from '../../../shared/schemas/staff-payments';
import { apiGet, apiPost, apiPut } from '../../api/client';
import { queryString, usePagedGet } from '../../api/paged';

export type PaymentList = {
  payments: StaffPayment[];
  totals: { count: number; paid_count: number; paid_paise: number; test_count: number; test_paise: number };
  total: number;
};

/** GET /api/admin/payments: filtered, sorted, paged on the server (docs/payments.md#staff). */
export function usePaymentList(q: PaymentListQuery) {
  const search = queryString(q as Record<string, string>);
  return usePagedGet<PaymentList>(['admin', 'payments', search], `/api/admin/payments?${search}`);
}

/** GET /api/admin/members/{regNo}/payments. */
export function useMemberPayments(regNo: string) {
  return useQuery({
    queryKey: ['admin', 'member-payments', regNo],
    queryFn: ({ signal }) =>
      apiGet<{ payments: StaffPayment[] }>(
        `/api/admin/members/${encodeURIComponent(regNo)}/payments`,
        signal,
      ).then((r) => r.payments),
    enabled: !!regNo,
    retry: false,
  });
}

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['admin'] });
};

/** POST /api/admin/members/{regNo}/payments: Record offline payment. */
export function useRecordOffline(regNo: string) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: OfflinePaymentInput) =>
      apiPost<{ message: string; payment: StaffPayment }>(
        `/api/admin/members/${encodeURIComponent(regNo)}/payments`,
        v,
      ),
    onSuccess: done,
  });
}

/** POST /api/admin/payments/{id}/retry and /resolve. */
export function usePaymentActions() {
  const done = useInvalidate();
  const retry = useMutation({
    mutationFn: (id: string) =>
      apiPost<{ message: string; payment: Payment }>(`/api/admin/payments/${id}/retry`),
    onSuccess: done,
  });
  const resolve = useMutation({
    mutationFn: (v: { id: string; note: string }) =>
      apiPost<{ message: string; payment: Payment }>(`/api/admin/payments/${v.id}/resolve`, { note: v.note }),
    onSuccess: done,
  });
  // decision 110: a credited payment is refunded (with a note) or applied as credit.
  const refund = useMutation({
    mutationFn: (v: { id: string; note: string }) =>
      apiPost<{ message: string; payment: Payment }>(`/api/admin/payments/${v.id}/refund`, { note: v.note }),
    onSuccess: done,
  });
  const applyCredit = useMutation({
    mutationFn: (id: string) =>
      apiPost<{ message: string; payment: Payment }>(`/api/admin/payments/${id}/apply-credit`),
    onSuccess: done,
  });
  return { retry, resolve, refund, applyCredit };
}

/** GET /api/admin/renewals. */
export function useRenewals(q: {
  days: number;
  state: string;
  plan: string;
  q: string;
  page: number;
  pageSize: number;
}) {
  const search = queryString(q);
  return usePagedGet<{ members: RenewalRow[]; total: number }>(
    ['admin', 'renewals', search],
    `/api/admin/renewals?${search}`,
  );
}

/** POST /api/admin/renewals/{regNo}/remind. */
export function useRemind() {
  return useMutation({
    mutationFn: (regNo: string) =>
      apiPost<{ message: string }>(`/api/admin/renewals/${encodeURIComponent(regNo)}/remind`),
  });
}

/** GET /api/admin/reports/{receipts|renewals}. */
export function useReport(kind: 'receipts' | 'renewals', q: { from: string; to: string; group: string }) {
  const search = queryString(q);
  return usePagedGet<Report>(
    ['admin', 'report', kind, search],
    `/api/admin/reports/${kind}?${search}`,
    !!q.from && !!q.to && q.from <= q.to,
  );
}

export type { StaffPlan };
export type PlanChange = { id: number; at: string; actor: string; code: string; changed: string[] };

/** GET /api/admin/plans and PUT /api/admin/plans/{code}. */
export function useStaffPlans() {
  return useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: ({ signal }) =>
      apiGet<{ plans: StaffPlan[]; changes: PlanChange[] }>('/api/admin/plans', signal),
  });
}
export function useUpdatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; plan: PlanEdit }) =>
      apiPut<{ message: string; plan: StaffPlan }>(`/api/admin/plans/${encodeURIComponent(v.code)}`, v.plan),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['admin', 'plans'] });
      qc.invalidateQueries({ queryKey: ['plans'] });
    },
  });
}
