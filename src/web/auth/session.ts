import { isRole, type Role } from '../../shared/roles';
import type { AuthUser } from '../../shared/schemas/auth';

/** Browser storage keys (SPEC §3): the token under `token`, the current profile under `currentProfile`. */
export const TOKEN_KEY = 'token';
export const PROFILE_KEY = 'currentProfile';

export type SessionClaims = { role: Role | null; registrationNo: string | null; userId: string | null };

/** The stored token, or null. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/**
 * The signed-in account as kept under `currentProfile` (SPEC §3; decision 123): the sign-in answer's
 * `user` (registration_no, user_id, role, status, first name, language), refreshed by GET /api/auth/me.
 */
export type CurrentProfile = AuthUser;

/** The stored current profile, or null (none, or unreadable). */
export function getCurrentProfile(): CurrentProfile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as CurrentProfile) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `profile` under `currentProfile` while it is the account of the stored token (SPEC §3); a profile
 * of another account than the token's is not stored.
 */
export function setCurrentProfile(profile: CurrentProfile): void {
  if (readClaims().userId !== profile.user_id) return;
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

/**
 * Stores the token and broadcasts a storage event so every listener re-reads the login state (SPEC §4).
 * With `profile` (a sign-in answer's `user`) it is stored as the current profile too; without it, a
 * stored profile of another account than the new token's is removed (decision 123).
 */
export function setToken(token: string, profile?: CurrentProfile): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (profile) setCurrentProfile(profile);
  else if (getCurrentProfile()?.user_id !== readClaims(token).userId) localStorage.removeItem(PROFILE_KEY);
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
