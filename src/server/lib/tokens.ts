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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies a session token; returns its claims or null for a forged, expired or malformed token.
 * Requires `exp` and `iat`, a UUID `user_id` and an integer `tv` (decision 010: a token without expiry
 * or with a malformed id is refused, which callers answer with 401).
 */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
    });
    if (typeof payload.user_id !== 'string' || !UUID.test(payload.user_id)) return null;
    if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
