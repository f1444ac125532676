import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '../../../shared/schemas/member';
import { apiPatch } from '../../api/client';

/**
 * PATCH `{path}/{id}` with `{status, reason}`: one decision of a staff review queue (photos, profile
 * changes, horoscope charts; docs/member-area.md#photos): approve, or reject with the reason the member
 * reads. `A` is the server's answer; on success every page of the queue under `listKey` is fetched again.
 * Errors are the client's ApiError (a missing reason comes back as the server's `reason` refusal).
 */
export function useReviewItem<A>(path: string, listKey: QueryKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & Review) => apiPatch<A>(`${path}/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKey }),
  });
}
