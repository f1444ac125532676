import { isRole, type Role } from '../../shared/roles';

/** Browser storage keys (SPEC §3): the token under `token`, the current profile under `currentProfile`. */
export const TOKEN_KEY = 'token';
export const PROFILE_KEY = 'currentProfile';

export type SessionClaims = { role: Role | null; registrationNo: string | null; userId: string | null };

/** The stored token, or null. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Stores the token and broadcasts a storage event so every listener re-reads the login state (SPEC §4). */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
}

/** Removes the token (and the cached profile) and broadcasts a storage event (SPEC §2 Logout). */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
}

/**
 * Reads user_role, ref_no and user_id from the stored token's payload (SPEC §3). An undecodable token
 * is logged as 'Invalid token' and every claim reads null (SPEC §8). The server still checks every call.
 */
export function readClaims(token: string | null = getToken()): SessionClaims {
  const none = { role: null, registrationNo: null, userId: null };
  if (!token) return none;
  try {
    const part = token.split('.')[1];
    const json = JSON.parse(decodeURIComponent(escape(atob(part.replace(/-/g, '+').replace(/_/g, '/')))));
    return {
      role: isRole(json.user_role) ? json.user_role : null,
      registrationNo: typeof json.ref_no === 'string' ? json.ref_no : null,
      userId: typeof json.user_id === 'string' ? json.user_id : null,
    };
  } catch {
    console.error('Invalid token');
    return none;
  }
}
