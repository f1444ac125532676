import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthUser, authResponseSchema, RegistrationInput } from '../../../shared/schemas/auth';
import { apiGet, apiPost } from '../../api/client';
import { setCurrentProfile } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { currentLang } from '../../i18n';

/** The answer of signup and login (SPEC §3): success, message, token and user.status. */
export type AuthResponse = z.infer<typeof authResponseSchema>;
type Ok = { success: boolean; message: string };

/** POST /api/auth/login with {username, password} (SPEC §7). Throws ApiError with the server's message. */
export function loginRequest(username: string, password: string): Promise<AuthResponse> {
  return apiPost<AuthResponse>('/api/auth/login', { username, password });
}

/**
 * POST /api/account/password with the token of a sign-in that must change its temporary password
 * (decision 131). The token is not stored yet, so it goes in this one request. Returns the fresh token;
 * throws Error with the server's message (a field message first).
 */
export async function replaceTemporaryPassword(
  token: string,
  body: { current_password: string; new_password: string; confirm_password: string },
): Promise<string> {
  const res = await fetch('/api/account/password', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'accept-language': currentLang(),
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok || data.success === false) {
    const first = data.errors ? Object.values(data.errors as Record<string, string>)[0] : undefined;
    throw new Error(first ?? data.message ?? res.statusText);
  }
  return data.token as string;
}

/** POST /api/auth/signup with the whole registration payload (SPEC §7). Field messages in ApiError.errors. */
export function signupRequest(payload: RegistrationInput): Promise<AuthResponse> {
  return apiPost<AuthResponse>('/api/auth/signup', payload);
}

/** POST /api/auth/reset-password step 1 {email}: emails an OTP (SPEC §7). */
export function requestOtp(email: string): Promise<Ok> {
  return apiPost<Ok>('/api/auth/reset-password', { email });
}

/** POST /api/auth/reset-password step 2 {email, otp, password} (SPEC §7). */
export function resetPassword(email: string, otp: string, password: string): Promise<Ok> {
  return apiPost<Ok>('/api/auth/reset-password', { email, otp, password });
}

/**
 * GET /api/auth/me for the stored token: role, status, first name and intended plan, also kept as the
 * browser's `currentProfile` (SPEC §3). Disabled without a token; keyed by the token so a new sign-in
 * re-reads it.
 */
export function useMe() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['me', token],
    queryFn: ({ signal }) =>
      apiGet<{ user: AuthUser }>('/api/auth/me', signal).then((r) => {
        setCurrentProfile(r.user); // SPEC §3: kept fresh under `currentProfile`
        return r.user;
      }),
    enabled: !!token,
    staleTime: 60_000,
    retry: false,
  });
}
