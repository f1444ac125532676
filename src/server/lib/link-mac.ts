import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a mail link that works without signing in (the newsletter's confirm and unsubscribe
 * links, the new-match mail's unsubscribe link, decision 202): HMAC-SHA256 with the server secret over
 * `parts` joined by newlines, base64url. The first part names the link's purpose, so a token made for one
 * link never passes for another.
 */
export const linkMac = (secret: Uint8Array, ...parts: string[]): string =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');

/** True when the strings are equal, compared in constant time (a signature check leaks no prefix). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
