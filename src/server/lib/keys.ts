import { hkdfSync } from 'node:crypto';

/** What a derived key is for; each purpose gets its own key, so one use cannot forge another (docs/architecture.md#where-rules-live, decision 010). */
export type KeyPurpose = 'media-link' | 'otp';

const cache = new WeakMap<Uint8Array, Map<KeyPurpose, Uint8Array>>();

/**
 * A 32-byte key for `purpose`, derived from the configured secret with HKDF-SHA256 (RFC 5869; the
 * purpose is the `info` input). Deterministic: the same secret and purpose give the same key in every
 * process. Session tokens keep the secret itself (decision 010).
 */
export function deriveKey(secret: Uint8Array, purpose: KeyPurpose): Uint8Array {
  let bySecret = cache.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    cache.set(secret, bySecret);
  }
  let key = bySecret.get(purpose);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'community-matrimony', `purpose:${purpose}`, 32));
    bySecret.set(purpose, key);
  }
  return key;
}
