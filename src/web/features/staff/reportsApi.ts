import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RegistrationReport,
  registrationReportQuery,
  VerifiedRow,
  verifiedListQuery,
} from '../../../shared/schemas/reports';
import type { StaffStory, StoryListQuery } from '../../../shared/schemas/success';
import { api, apiDelete, apiPost } from '../../api/client';
import { queryString, usePagedGet } from '../../api/paged';

export type ReportQuery = z.infer<typeof registrationReportQuery>;
export type VerifiedQuery = z.input<typeof verifiedListQuery> & { page: number; pageSize: number };

/** GET /api/admin/reports/registrations (userreports): rows and totals; off while the range is reversed. */
export function useRegistrationReport(q: ReportQuery, enabled: boolean) {
  return usePagedGet<RegistrationReport>(
    ['admin', 'registration-report', q],
    `/api/admin/reports/registrations?${queryString(q as Record<string, string>)}`,
    enabled,
  );
}

/** GET /api/admin/verified (successdata): one page of verified members and the verifiers to filter by. */
export function useVerified(q: VerifiedQuery) {
  return usePagedGet<{ accounts: VerifiedRow[]; verifiers: { id: string; name: string }[]; total: number }>(
    ['admin', 'verified', q],
    `/api/admin/verified?${queryString(q as unknown as Record<string, string>)}`,
  );
}

/** GET /api/admin/success-stories (verification): one page of stories in a state. */
export function useStaffStories(q: StoryListQuery) {
  return usePagedGet<{ stories: StaffStory[]; total: number }>(
    ['admin', 'stories', q],
    `/api/admin/success-stories?${queryString(q as unknown as Record<string, string>)}`,
  );
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
