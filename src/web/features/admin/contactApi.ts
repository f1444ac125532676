import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageRow } from '../../../shared/schemas/contact';
import { apiGet, apiPost } from '../../api/client';
import { usePagedGet } from '../../api/paged';

export type ContactFilter = 'new' | 'answered' | 'all';
export type ContactPage = { messages: ContactMessageRow[]; total: number; unanswered: number };
export const CONTACT_PAGE_SIZE = 20;

const key = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages (Admin, docs/first-impressions.md#details-members-notice): one page for a status filter. */
export function useContactMessages(status: ContactFilter, page: number) {
  return usePagedGet<ContactPage>(
    [...key, status, page],
    `/api/admin/contact-messages?status=${status}&page=${page}&pageSize=${CONTACT_PAGE_SIZE}`,
  );
}

/** How many contact messages wait for an answer (the menu badge). */
export function useUnansweredCount() {
  return useQuery({
    queryKey: [...key, 'new', 1],
    queryFn: ({ signal }) =>
      apiGet<ContactPage>(
        `/api/admin/contact-messages?status=new&page=1&pageSize=${CONTACT_PAGE_SIZE}`,
        signal,
      ),
    select: (d) => d.unanswered,
  });
}

/** Reply by mail (POST …/reply) or mark answered (POST …/answered); refreshes the lists. */
export function useAnswerContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reply?: string }) =>
      v.reply !== undefined
        ? apiPost<{ message: string }>(`/api/admin/contact-messages/${v.id}/reply`, { reply: v.reply })
        : apiPost<{ message: string }>(`/api/admin/contact-messages/${v.id}/answered`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
