/**
 * Rules of the promoter's own area /PromotAdmin (docs/promoter-area.md, SPEC §2 "Promoter area"): which referral list a
 * referred member is on, what a promoter may see of bank details, the daily invitation limit and the
 * share links of the refer page. Pure functions over loaded facts (docs/promoter-area.md).
 */

/** The referral lists of the drawer's "My Referrals" and "Assistance Services" sections. */
export const REFERRAL_LISTS = [
  'pending',
  'success',
  'expired',
  'inactive',
  'team-users',
  'assistance-pending',
  'assistance-success',
] as const;
export type ReferralList = (typeof REFERRAL_LISTS)[number];

/** The facts about one referred member that decide its list. */
export type ReferralFacts = {
  /** Account status: pending (under verification), active, inactive (deactivated), rejected. */
  status: string;
  /** Any confirmed payment. */
  paid: boolean;
  /** End of the paid plan, or null. */
  planExpiresAt: Date | null;
};

/**
 * The one status list (pending, success, expired, inactive) a referred member is on at `now`:
 * deactivated or rejected → inactive; paid with the plan's end passed → expired; paid → success;
 * otherwise (under verification, or verified but not paid) → pending. Invitations not yet registered are
 * also on pending (listed by the server, not decided here).
 */
export function referralList(m: ReferralFacts, now: Date): 'pending' | 'success' | 'expired' | 'inactive' {
  if (m.status === 'inactive' || m.status === 'rejected') return 'inactive';
  if (m.paid && m.planExpiresAt !== null && m.planExpiresAt.getTime() < now.getTime()) return 'expired';
  if (m.paid) return 'success';
  return 'pending';
}

/** Invitations a promoter may send per IST day (docs/promoter-area.md: rate-limited atomically). */
export const INVITES_PER_DAY = 50;

/** Channels of the refer page: email sends a mail; WhatsApp and SMS give the promoter a link to open. */
export const INVITE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** The registration link of a promoter: /register with the promo code filled in (SPEC §2 /register). */
export function referralLink(publicUrl: string, promoCode: string): string {
  return `${publicUrl.replace(/\/$/, '')}/register?code=${encodeURIComponent(promoCode)}`;
}

/** A `wa.me` share link for `text`, to the Indian mobile number when one is given (10 digits). */
export function whatsappLink(mobile: string, text: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  const to = digits.length === 10 ? `91${digits}` : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/** An `sms:` link with `text` as its body (RFC 5724). */
export function smsLink(mobile: string, text: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `sms:${digits ? `+91${digits}` : ''}?body=${encodeURIComponent(text)}`;
}

// ---- The screen lock (docs/promoter-area.md#shell) ----

/** Every route of the promoter's own area starts with this prefix; the screen lock guards them all. */
export const PROMOTER_ROUTE_PREFIX = '/api/promoter';

/**
 * The promoter routes that answer while the screen is locked ('METHOD /path'): the profile (the shell reads
 * the lock state from it), lock and unlock. Every other promoter route answers 423 (docs/promoter-area.md#shell).
 */
export const OPEN_WHILE_LOCKED: readonly string[] = [
  'GET /api/promoter/profile',
  'POST /api/promoter/lock',
  'POST /api/promoter/unlock',
];

/**
 * True when the screen lock guards the route `method url` (url as registered, e.g.
 * '/api/promoter/payouts/:id/voucher'): every route under PROMOTER_ROUTE_PREFIX but OPEN_WHILE_LOCKED.
 * HEAD goes with its GET.
 */
export function screenLockGuards(method: string, url: string): boolean {
  if (url !== PROMOTER_ROUTE_PREFIX && !url.startsWith(`${PROMOTER_ROUTE_PREFIX}/`)) return false;
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return !OPEN_WHILE_LOCKED.includes(`${m} ${url}`);
}
