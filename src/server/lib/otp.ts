import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './keys';

/** A 6-digit one-time code from a cryptographic generator (docs/accounts.md). */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of an OTP: HMAC-SHA256 keyed with the OTP key derived from the server secret, bound to the email. */
export function hashOtp(code: string, email: string, secret: Uint8Array): string {
  return createHmac('sha256', deriveKey(secret, 'otp')).update(`${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with its stored hash. */
export function otpMatches(code: string, email: string, storedHash: string, secret: Uint8Array): boolean {
  const a = Buffer.from(hashOtp(code, email, secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
