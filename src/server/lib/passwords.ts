import { hash, verify } from '@node-rs/argon2';

/** argon2id at m=19 MiB, t=2, p=1 (decision 004, OWASP minimum). `algorithm: 2` is Argon2id. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password` against a PHC hash. With `hashed` null (unknown account) it verifies against a
 * dummy hash so the answer takes as long as for a real account, then returns false.
 */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
