import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/roles';

/** The session token's claims (SPEC §3) plus `tv`, the account's token version (revocation). */
export type TokenClaims = { user_role: Role; ref_no: string; user_id: string; tv: number };

/** Signs a session token (HS256) valid for `ttlSeconds`. */
export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Verifies a session token; returns its claims or null for a forged, expired or malformed token. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.user_id !== 'string' || typeof payload.tv !== 'number') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
