import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../lib/keys';

/** The renditions stored for every photo (docs/member-area.md#photos). */
export const VARIANTS = ['large', 'thumb', 'blur'] as const;
export type Variant = (typeof VARIANTS)[number];

/** A signed media link stays valid for 15 to 20 minutes (decision 006: not reusable by someone else, expires). */
export const MEDIA_TTL_SECONDS = 15 * 60;
/** Expiries are rounded up to 5-minute steps so one viewer gets the same URL for a while (browser cache). */
const BUCKET_SECONDS = 5 * 60;

/** The expiry (unix seconds) for a link issued at `nowMs`: at least 15 minutes ahead, on a 5-minute step. */
export function mediaExpiry(nowMs = Date.now()): number {
  const now = Math.floor(nowMs / 1000);
  return Math.ceil((now + MEDIA_TTL_SECONDS) / BUCKET_SECONDS) * BUCKET_SECONDS;
}

function mac(secret: Uint8Array, photoId: string, variant: string, viewerId: string, exp: number): Buffer {
  return createHmac('sha256', deriveKey(secret, 'media-link'))
    .update(`media\n${photoId}\n${variant}\n${viewerId}\n${exp}`)
    .digest();
}

/** Signatures already made, per secret: a viewer's repeat pages within an expiry step sign nothing again. */
const signatures = new WeakMap<Uint8Array, Map<string, string>>();
/** Entries kept per secret before the memo starts afresh (each ~150 bytes: about 3 MB at most). */
const SIGNATURE_MEMO_LIMIT = 20_000;

/**
 * The base64url HMAC of (id, variant, viewer, expiry), as `mac` makes it, memoised: a MyMatches page
 * signs a link for each card's photo, and the same viewer asks for the same page again within the same
 * 5-minute expiry step (docs/performance.md#fixed-cost-per-request-decision-205). Deterministic, so a
 * memoised answer is the answer.
 */
function signature(secret: Uint8Array, id: string, variant: string, viewerId: string, exp: number): string {
  let memo = signatures.get(secret);
  if (!memo) {
    memo = new Map();
    signatures.set(secret, memo);
  }
  const key = `${id}\n${variant}\n${viewerId}\n${exp}`;
  let s = memo.get(key);
  if (s === undefined) {
    s = mac(secret, id, variant, viewerId, exp).toString('base64url');
    if (memo.size >= SIGNATURE_MEMO_LIMIT) memo.clear();
    memo.set(key, s);
  }
  return s;
}

/**
 * The URL of one rendition for one viewer: `/api/media/<photoId>/<variant>?u=<viewerId>&e=<exp>&s=<hmac>`,
 * HMAC-SHA256 with the media-link key derived from the server secret (lib/keys.ts) over photo id, variant, viewer id and expiry (docs/member-area.md#photos).
 */
export function signedMediaUrl(
  secret: Uint8Array,
  photoId: string,
  variant: Variant,
  viewerId: string,
  exp = mediaExpiry(),
): string {
  const s = signature(secret, photoId, variant, viewerId, exp);
  return `/api/media/${photoId}/${variant}?u=${viewerId}&e=${exp}&s=${s}`;
}

/** True when `sig` signs exactly (photoId, variant, viewerId, exp) and `exp` has not passed (constant time). */
export function verifyMediaSignature(
  secret: Uint8Array,
  link: { photoId: string; variant: string; viewerId: string; exp: number; sig: string },
  nowMs = Date.now(),
): boolean {
  if (!Number.isInteger(link.exp) || link.exp * 1000 <= nowMs) return false;
  const expected = mac(secret, link.photoId, link.variant, link.viewerId, link.exp);
  let given: Buffer;
  try {
    given = Buffer.from(link.sig, 'base64url');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `variant` a horoscope chart's link is signed with: a photo link never opens a chart, nor the reverse. */
export const CHART_VARIANT = 'chart';

/**
 * The URL of a horoscope chart for one viewer (docs/horoscope.md#chart): `/api/horoscope-charts/<chartId>
 * ?u=<viewerId>&e=<exp>&s=<hmac>`, signed like photo links (decision 006) with the variant 'chart';
 * checked with verifyMediaSignature.
 */
export function signedChartUrl(
  secret: Uint8Array,
  chartId: string,
  viewerId: string,
  exp = mediaExpiry(),
): string {
  const s = signature(secret, chartId, CHART_VARIANT, viewerId, exp);
  return `/api/horoscope-charts/${chartId}?u=${viewerId}&e=${exp}&s=${s}`;
}

/**
 * The URL of an identity document's image for one viewer (docs/verification.md#identity):
 * `/api/id-documents/<docId>/image?u=<viewerId>&e=<exp>&s=<hmac>`, signed as photo links are but over the
 * variant name 'id-document', so a document link never opens a photo or the other way round.
 */
export function signedDocumentUrl(
  secret: Uint8Array,
  docId: string,
  viewerId: string,
  exp = mediaExpiry(),
): string {
  const s = signature(secret, docId, 'id-document', viewerId, exp);
  return `/api/id-documents/${docId}/image?u=${viewerId}&e=${exp}&s=${s}`;
}

/** True when `sig` signs (docId, viewerId, exp) as signedDocumentUrl does and `exp` has not passed. */
export function verifyDocumentSignature(
  secret: Uint8Array,
  link: { docId: string; viewerId: string; exp: number; sig: string },
  nowMs = Date.now(),
): boolean {
  return verifyMediaSignature(
    secret,
    { photoId: link.docId, variant: 'id-document', viewerId: link.viewerId, exp: link.exp, sig: link.sig },
    nowMs,
  );
}
