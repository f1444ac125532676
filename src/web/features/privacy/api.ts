import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeletionRow,
  ExportRow,
  GrievanceInput,
  GrievanceRow,
  PrivacyNoticeInfo,
  PrivacyOverview,
} from '../../../shared/schemas/privacy';
import { apiGet, apiPost } from '../../api/client';
import { clearToken } from '../../auth/session';
import { downloadFile } from '../../download';

/** Query keys of members' data rights (docs/data-rights.md). */
export const privacyKeys = {
  notice: ['privacy', 'notice'] as const,
  overview: ['privacy', 'overview'] as const,
  grievances: ['admin', 'grievances'] as const,
  deletions: ['admin', 'deletions'] as const,
  me: ['me'] as const,
};

/** GET /api/privacy/notice: the notice in force and the grievance officer. */
export function usePrivacyNotice() {
  return useQuery({
    queryKey: privacyKeys.notice,
    queryFn: ({ signal }) => apiGet<PrivacyNoticeInfo>('/api/privacy/notice', signal),
    staleTime: 5 * 60_000,
  });
}

const preparing = (d?: PrivacyOverview) =>
  !!d?.exports.some((e) => e.status === 'queued' || e.status === 'running');

/** GET /api/account/privacy: consents, sign-ins, exports (polled every 2 s while one is being prepared), deletion. */
export function usePrivacyOverview() {
  return useQuery({
    queryKey: privacyKeys.overview,
    queryFn: ({ signal }) => apiGet<PrivacyOverview>('/api/account/privacy', signal),
    refetchInterval: (q) => (preparing(q.state.data) ? 2000 : false),
  });
}

/** POST /api/account/exports: asks for a copy of my data (prepared in the background). */
export function useRequestExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string; export: ExportRow }>('/api/account/exports'),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.overview }),
  });
}

/** Downloads a ready export with the bearer token and saves it as a ZIP. Throws ApiError on failure. */
export const downloadExport = (id: string): Promise<void> =>
  downloadFile(`/api/account/exports/${id}/download`, (name) => name ?? 'my-data.zip');

/** POST /api/account/delete: schedules the deletion; the server signs every device out, so this one too. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiPost<{ message: string; due_at: string }>('/api/account/delete', { password }),
    onSuccess: () => {
      clearToken();
      // Nothing cached about the account survives: signing in again must read its new state.
      qc.clear();
    },
  });
}

/** POST /api/account/delete/cancel: keeps the account (within the grace period). */
export function useCancelDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/account/delete/cancel'),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** POST /api/privacy/consent: agrees to the notice in force. */
export function useGiveConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => apiPost<{ message: string }>('/api/privacy/consent', { version }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** POST /api/grievances: files a grievance (visitor or signed in). */
export function useFileGrievance() {
  return useMutation({
    mutationFn: (v: GrievanceInput) =>
      apiPost<{ message: string; reference_no: string; due_on: string }>('/api/grievances', v),
  });
}

/** GET /api/admin/grievances (staff). */
export function useGrievances() {
  return useQuery({
    queryKey: privacyKeys.grievances,
    queryFn: ({ signal }) =>
      apiGet<{ grievances: GrievanceRow[] }>('/api/admin/grievances', signal).then((r) => r.grievances),
  });
}

/** POST /api/admin/grievances/:id/answer (staff): the answer is mailed. */
export function useAnswerGrievance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; answer: string }) =>
      apiPost<{ message: string; grievance: GrievanceRow }>(`/api/admin/grievances/${v.id}/answer`, {
        answer: v.answer,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.grievances }),
  });
}

/** GET /api/admin/deletions (staff): the deletion queue. */
export function useDeletionQueue() {
  return useQuery({
    queryKey: privacyKeys.deletions,
    queryFn: ({ signal }) =>
      apiGet<{ deletions: DeletionRow[] }>('/api/admin/deletions', signal).then((r) => r.deletions),
  });
}
