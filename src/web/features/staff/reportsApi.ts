import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RegistrationReport,
  registrationReportQuery,
  VerifiedRow,
  verifiedListQuery,
} from '../../../shared/schemas/reports';
import type { StaffStory, StoryListQuery } from '../../../shared/schemas/success';
import { ApiError, api, apiDelete, apiGet, apiPost } from '../../api/client';
import { queryString } from '../../api/paged';
import { getToken } from '../../auth/session';
import i18n from '../../i18n';

export type ReportQuery = z.infer<typeof registrationReportQuery>;
export type VerifiedQuery = z.input<typeof verifiedListQuery> & { page: number; pageSize: number };

/**
 * Downloads a staff CSV (`path` without the query) with the signed-in token, named `<name>-<date>.csv`.
 * Throws ApiError with the catalogue's "CSV failed" text when the server refuses it.
 */
export async function downloadStaffCsv(path: string, query: Record<string, unknown>, name: string) {
  const search = queryString({ ...(query as Record<string, string>), page: undefined, pageSize: undefined });
  const res = await fetch(`${path}?${search}`, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) throw new ApiError(i18n.t('grid.csvFailed', { ns: 'admin' }), res.status);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /api/admin/reports/registrations (userreports): rows and totals; off while the range is reversed. */
export function useRegistrationReport(q: ReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'registration-report', q],
    queryFn: ({ signal }) =>
      apiGet<RegistrationReport>(
        `/api/admin/reports/registrations?${queryString(q as Record<string, string>)}`,
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/verified (successdata): one page of verified members and the verifiers to filter by. */
export function useVerified(q: VerifiedQuery) {
  return useQuery({
    queryKey: ['admin', 'verified', q],
    queryFn: ({ signal }) =>
      apiGet<{ accounts: VerifiedRow[]; verifiers: { id: string; name: string }[]; total: number }>(
        `/api/admin/verified?${queryString(q as unknown as Record<string, string>)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/success-stories (verification): one page of stories in a state. */
export function useStaffStories(q: StoryListQuery) {
  return useQuery({
    queryKey: ['admin', 'stories', q],
    queryFn: ({ signal }) =>
      apiGet<{ stories: StaffStory[]; total: number }>(
        `/api/admin/success-stories?${queryString(q as unknown as Record<string, string>)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/success-stories/:id/review: approve, or reject with a reason. */
export function useReviewStory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiPost<{ message: string }>(`/api/admin/success-stories/${v.id}/review`, {
        decision: v.decision,
        reason: v.reason ?? '',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'stories'] }),
  });
}

/**
 * PUT / DELETE /api/admin/success-stories/:id/photo (verification; docs/success-stories.md#the-photo):
 * attach (or replace) the story's one photo as multipart, or remove it; both refresh the stories.
 */
export function useStoryPhoto() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ['admin', 'stories'] });
  return {
    attach: useMutation({
      mutationFn: (v: { id: string; file: File }) => {
        const form = new FormData();
        form.append('photo', v.file);
        return api<{ message: string }>(`/api/admin/success-stories/${v.id}/photo`, { method: 'PUT', form });
      },
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiDelete<{ message: string }>(`/api/admin/success-stories/${id}/photo`),
      onSuccess: done,
    }),
  };
}
