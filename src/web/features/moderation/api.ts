import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDecision } from '../../../shared/policies/moderation';
import type {
  MessageReportContext,
  MessageReportDecision,
  MessageReportRow,
} from '../../../shared/schemas/conversations';
import type { AuditRow, ReportDetail, ReportRow } from '../../../shared/schemas/moderation';
import { apiGet, apiPost } from '../../api/client';
import { queryString, usePagedGet } from '../../api/paged';

/** The reports queue's filters (decision 165): open, decided or all; text; page (1-based). */
export type ReportQuery = { status: 'open' | 'closed' | 'all'; q: string; page: number; pageSize: number };

/** GET /api/admin/profile-reports (verification): one page of the queue. */
export function useReports(p: ReportQuery) {
  return usePagedGet<{ reports: ReportRow[]; total: number }>(
    ['admin', 'profile-reports', p],
    `/api/admin/profile-reports?${queryString(p)}`,
  );
}

/** GET /api/admin/profile-reports/:id (verification): the report with both profiles and the histories. */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'profile-report', id],
    queryFn: ({ signal }) => apiGet<ReportDetail>(`/api/admin/profile-reports/${id}`, signal),
    enabled: !!id,
  });
}

/** POST /api/admin/profile-reports/:id/decision: dismiss, warn, hide or deactivate; refreshes the queue. */
export function useDecideReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: ReportDecision; note: string }) =>
      apiPost<{ message: string; report: ReportRow }>(`/api/admin/profile-reports/${v.id}/decision`, {
        decision: v.decision,
        note: v.note,
      }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['admin', 'profile-reports'] });
      qc.invalidateQueries({ queryKey: ['admin', 'profile-report'] });
    },
  });
}

/** POST /api/admin/members/:registrationNo/unhide: lists a profile staff hid pending changes again. */
export function useUnhideProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (registrationNo: string) =>
      apiPost<{ message: string }>(`/api/admin/members/${encodeURIComponent(registrationNo)}/unhide`),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['admin', 'profile-reports'] });
      qc.invalidateQueries({ queryKey: ['admin', 'profile-report'] });
    },
  });
}

/** The audit trail's filters (decision 166): staff member, target, action prefix, IST dates, page. */
export type AuditQuery = {
  actor: string;
  target: string;
  action: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

/** GET /api/admin/audit (settings): one page of the trail, newest first. */
export function useAudit(p: AuditQuery) {
  return usePagedGet<{ entries: AuditRow[]; total: number }>(
    ['admin', 'audit', p],
    `/api/admin/audit?${queryString(p)}`,
  );
}

/** GET /api/admin/message-reports (verification, docs/conversations.md#staff): the queue, at most 200. */
export function useMessageReports(status: 'open' | 'closed') {
  return useQuery({
    queryKey: ['admin', 'message-reports', status],
    queryFn: ({ signal }) =>
      apiGet<{ reports: MessageReportRow[] }>(`/api/admin/message-reports?status=${status}`, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/message-reports/:id: the reported message with the 10 messages before and after it.
 * Every look is an audit row on the server, so it is fetched once per opening (no refetch on focus).
 */
export function useMessageReport(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'message-report', id],
    queryFn: ({ signal }) =>
      apiGet<{ report: MessageReportRow; context: MessageReportContext[] }>(
        `/api/admin/message-reports/${id}`,
        signal,
      ),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/admin/message-reports/:id/decision: dismiss, or record that action was taken; refreshes the queue. */
export function useDecideMessageReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: MessageReportDecision; note: string }) =>
      apiPost<{ message: string; report: MessageReportRow }>(`/api/admin/message-reports/${v.id}/decision`, {
        decision: v.decision,
        note: v.note,
      }),
    onSuccess: (r, v) => {
      qc.invalidateQueries({ queryKey: ['admin', 'message-reports'] });
      qc.setQueryData(
        ['admin', 'message-report', v.id],
        (d: { report: MessageReportRow; context: MessageReportContext[] } | undefined) =>
          d && { ...d, report: r.report },
      );
    },
  });
}
