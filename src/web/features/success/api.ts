import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MySuccess, MySuccessAnswer, PublicStory } from '../../../shared/schemas/success';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client';

type RecordAnswer = { message: string; record: MySuccess | null };

/** GET /api/user/success (decision 160): the member's own record and the requests naming them. */
export function useMySuccess() {
  return useQuery({
    queryKey: ['success', 'mine'],
    queryFn: ({ signal }) => apiGet<MySuccessAnswer>('/api/user/success', signal),
  });
}

/**
 * The member's success actions (decision 160), each refreshing the record: mark (optionally naming the
 * partner), answer a request, save the story with agreement, withdraw it, take the mark back.
 */
export function useSuccessActions() {
  const qc = useQueryClient();
  const done = () => {
    qc.invalidateQueries({ queryKey: ['success'] });
    // Search and matches change for the member (their own listing) and the dashboard's counts.
    qc.invalidateQueries({ queryKey: ['dashboard'] });
  };
  return {
    mark: useMutation({
      mutationFn: (partner: string) =>
        apiPost<RecordAnswer>('/api/user/success', { partner_registration_no: partner }),
      onSuccess: done,
    }),
    answer: useMutation({
      mutationFn: (v: { id: string; confirm: boolean }) =>
        apiPost<RecordAnswer>(`/api/user/success/${v.id}/answer`, { confirm: v.confirm }),
      onSuccess: done,
    }),
    story: useMutation({
      mutationFn: (v: { id: string; story: string }) =>
        apiPut<RecordAnswer>(`/api/user/success/${v.id}/story`, { story: v.story, consent: true }),
      onSuccess: done,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) => apiPost<RecordAnswer>(`/api/user/success/${id}/withdraw`),
      onSuccess: done,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => apiDelete<{ message: string }>(`/api/user/success/${id}`),
      onSuccess: done,
    }),
  };
}

/** GET /api/success-stories: the published stories (home page member section, /about). */
export function usePublicStories() {
  return useQuery({
    queryKey: ['success', 'public'],
    queryFn: ({ signal }) =>
      apiGet<{ stories: PublicStory[] }>('/api/success-stories', signal).then((r) => r.stories),
    staleTime: 60_000,
  });
}
