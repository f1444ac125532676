import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './keys';

/**
 * OTP rules (decision 004), for the password-reset codes by mail and the mobile codes by SMS
 * (docs/verification.md#mobile): valid 10 minutes (ms), 5 wrong tries, one a minute and 5 an hour per
 * recipient.
 */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_PER_HOUR = 5;

/** A 6-digit one-time code from a cryptographic generator (docs/accounts.md). */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of an OTP: HMAC-SHA256 keyed with the OTP key derived from the server secret, bound to the recipient (an email, or a mobile number in E.164). */
export function hashOtp(code: string, recipient: string, secret: Uint8Array): string {
  return createHmac('sha256', deriveKey(secret, 'otp')).update(`${recipient}\n${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with its stored hash. */
export function otpMatches(code: string, recipient: string, storedHash: string, secret: Uint8Array): boolean {
  const a = Buffer.from(hashOtp(code, recipient, secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
