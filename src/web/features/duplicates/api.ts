import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateDecision } from '../../../shared/policies/duplicates';
import type { DuplicateRow } from '../../../shared/schemas/duplicates';
import { apiPost } from '../../api/client';
import { usePagedGet } from '../../api/paged';

/** Duplicate accounts for staff (decision 194, docs/staff.md#duplicates): one hook per endpoint. */

const KEY = ['admin', 'duplicates'] as const;

/** GET /api/admin/duplicates (verification): one page of the open pairs, oldest first. */
export function useDuplicates(page: number, pageSize = 20) {
  return usePagedGet<{ duplicates: DuplicateRow[]; total: number }>(
    [...KEY, page, pageSize],
    `/api/admin/duplicates?status=open&page=${page}&pageSize=${pageSize}`,
  );
}

/** POST /api/admin/duplicates/:id/decision: allow the pair, or decline the newer account with a reason. */
export function useDecideDuplicate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: DuplicateDecision; reason: string }) =>
      apiPost<{ message: string }>(`/api/admin/duplicates/${v.id}/decision`, {
        decision: v.decision,
        reason: v.reason,
      }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: KEY });
      qc.invalidateQueries({ queryKey: ['admin', 'photos'] });
    },
  });
}
