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

/** How many verified tokens each secret remembers (oldest out first). */
const VERIFIED_MAX = 20_000;
/** Per secret: tokens whose signature and claims were verified, with their claims (see verifyToken). */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Readonly<TokenClaims> & { exp: number }>>();

/**
 * Verifies a session token; returns its claims or null for a forged, expired or malformed token.
 * Requires `exp` and `iat`, a UUID `user_id` and an integer `tv` (decision 010: a token without expiry
 * or with a malformed id is refused, which callers answer with 401).
 * A token this process verified before with the same secret is not verified again (decision 205: the
 * HMAC through WebCrypto was a third of a signed-in request's fixed cost): the exact string maps to its
 * claims, and only its expiry is checked again (seconds, as jose does). Revocation stays with the
 * account's token version, which every request reads (plugins/auth.ts).
 */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  let known = verifiedBySecret.get(secret);
  const hit = known?.get(token);
  if (hit) {
    if (hit.exp > Math.floor(Date.now() / 1000)) return hit;
    known?.delete(token);
    return null;
  }
  const claims = await verifyWithJose(token, secret);
  if (claims && typeof (claims as { exp?: unknown }).exp === 'number') {
    if (!known) {
      known = new Map();
      verifiedBySecret.set(secret, known);
    }
    known.set(token, Object.freeze(claims) as Readonly<TokenClaims> & { exp: number });
    if (known.size > VERIFIED_MAX) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
  }
  return claims;
}

/** The signature and claims check itself (jose, HS256 only). */
async function verifyWithJose(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
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
