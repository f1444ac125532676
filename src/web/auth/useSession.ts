import { useSyncExternalStore } from 'react';
import { getToken, readClaims, type SessionClaims } from './session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The prerendered home page is the signed-out one (decision 069): hydration starts from it. */
const signedOutWhenPrerendered = () => null;

/**
 * Login state follows the existence of a token and is re-read on storage events (SPEC §2 Navbar).
 * While React hydrates the prerendered home page it reads "signed out", as the markup was rendered,
 * and re-renders at once with the stored token (no hydration mismatch for a signed-in visitor).
 */
export function useSession(): SessionClaims & { token: string | null; loggedIn: boolean } {
  const token = useSyncExternalStore(subscribe, getToken, signedOutWhenPrerendered);
  return { token, loggedIn: !!token, ...readClaims(token) };
}
