import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '../../../shared/schemas/account';
import { apiPost } from '../../api/client';
import { clearToken, setToken } from '../../auth/session';

/**
 * POST /api/account/password (docs/first-impressions.md#details-members-notice): on success the fresh token is stored, so this browser stays
 * signed in while every other session is signed out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (v: ChangePassword) =>
      apiPost<{ message: string; token: string }>('/api/account/password', v),
    onSuccess: (res) => setToken(res.token),
  });
}

/** POST /api/account/sign-out-everywhere (docs/first-impressions.md#details-members-notice): every session ends, this one too. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/account/sign-out-everywhere'),
    onSuccess: () => clearToken(),
  });
}
