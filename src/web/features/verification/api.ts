import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { idQueueItemSchema, myVerificationSchema } from '../../../shared/schemas/verification';
import { api, apiGet, apiPost } from '../../api/client';

/** Trust badges (docs/verification.md): one hook per endpoint. */

export type MyVerification = z.infer<typeof myVerificationSchema>;
type Msg = { message: string };
const KEY = ['user', 'verification'] as const;

/** GET /api/user/verification: number, badges, latest ID document, abilities. */
export function useMyVerification() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<MyVerification>('/api/user/verification', signal),
  });
}

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
};

/** POST /api/user/verification/mobile: sends the SMS code. */
export function useSendMobileCode() {
  return useMutation({ mutationFn: () => apiPost<Msg>('/api/user/verification/mobile') });
}

/** POST /api/user/verification/mobile/confirm. */
export function useConfirmMobileCode() {
  const done = useRefresh();
  return useMutation({
    mutationFn: (otp: string) => apiPost<Msg>('/api/user/verification/mobile/confirm', { otp }),
    onSuccess: done,
  });
}

/** POST /api/user/verification/id (multipart: the fields first, then the image). */
export function useUploadId() {
  const done = useRefresh();
  return useMutation({
    mutationFn: (v: { docType: string; lastFour: string; file: File }) => {
      const form = new FormData();
      form.append('doc_type', v.docType);
      form.append('last_four', v.lastFour);
      form.append('file', v.file);
      return api<Msg>('/api/user/verification/id', { method: 'POST', form });
    },
    onSuccess: done,
  });
}

export type IdQueueItem = z.infer<typeof idQueueItemSchema>;
const QUEUE = ['admin', 'id-documents'] as const;

/** GET /api/admin/id-documents: pending documents with the member beside each (staff with verification). */
export function useIdQueue() {
  return useQuery({
    queryKey: QUEUE,
    queryFn: ({ signal }) =>
      apiGet<{ documents: IdQueueItem[] }>('/api/admin/id-documents', signal).then((r) => r.documents),
  });
}

/** POST /api/admin/id-documents/:id/decision. */
export function useDecideId() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; decision: 'approve' | 'reject'; photo_matches: boolean; reason: string }) =>
      apiPost<Msg>(`/api/admin/id-documents/${v.id}/decision`, {
        decision: v.decision,
        photo_matches: v.photo_matches,
        reason: v.reason,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: QUEUE }),
  });
}
