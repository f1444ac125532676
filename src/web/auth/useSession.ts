import { useEffect, useState } from 'react';
import { getToken, readClaims, type SessionClaims } from './session';

/** Login state follows the existence of a token and is re-read on storage events (SPEC §2 Navbar). */
export function useSession(): SessionClaims & { token: string | null; loggedIn: boolean } {
  const [token, setTok] = useState(getToken);
  useEffect(() => {
    const onStorage = () => setTok(getToken());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return { token, loggedIn: !!token, ...readClaims(token) };
}
