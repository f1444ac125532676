/**
 * Promoter rules (issue #11, SPEC §2 "Promoter area", SPEC §9 promo code ₹100 off): promo code form,
 * when a promoter's code works, attribution of a member, and the kind of commission a payment earns.
 */

/** Promo codes: 4–20 letters/digits, compared case-insensitively (stored upper-case). */
export const PROMO_CODE_RE = /^[A-Z0-9]{4,20}$/;

/** The stored form of a promo code (trimmed, upper-case); null for blank. */
export function normalizePromoCode(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  return c ? c : null;
}

export type PromoterFacts = {
  userId: string;
  active: boolean;
  /** Account status of the promoter's user row (SPEC §4). */
  status: string;
  /** ISO date (YYYY-MM-DD) or null for no expiry. */
  expiresOn: string | null;
  mobile: string;
};

/**
 * True when the promoter's code may be used on `today` (ISO date, IST): promoter active, account active,
 * not past its expiry date (issue #11: a deactivated promoter's code stops working).
 */
export function promoCodeUsable(p: PromoterFacts | null | undefined, today: string): boolean {
  if (!p) return false;
  return p.active && p.status === 'active' && (p.expiresOn === null || p.expiresOn >= today);
}

/**
 * True when a member may be attributed to the promoter (issue #11: no self-referral). A member is the
 * promoter when they are the same account or share the mobile number (digits compared).
 */
export function mayAttribute(p: PromoterFacts, member: { id: string; mobile: string | null }): boolean {
  if (p.userId === member.id) return false;
  const digits = (s: string | null) => (s ?? '').replace(/\D/g, '').slice(-10);
  return !(digits(member.mobile) !== '' && digits(member.mobile) === digits(p.mobile));
}

export type CommissionKind = 'registration' | 'renewal' | 'assistance';
export const COMMISSION_KINDS: readonly CommissionKind[] = ['registration', 'renewal', 'assistance'];

/**
 * The commission kind a confirmed payment earns (issue #11): the member's first paid plan is
 * 'registration'; later payments are 'assistance' for the Assistance plan, else 'renewal'.
 */
export function commissionKind(planCode: string, paidBefore: number): CommissionKind {
  if (paidBefore === 0) return 'registration';
  return planCode === 'Assistance' ? 'assistance' : 'renewal';
}

/** Where a referral stands (issue #11 figures): any confirmed payment → 'paid', else verified (activated) or registered. */
export function referralStage(m: { activated: boolean; paid: boolean }): 'registered' | 'verified' | 'paid' {
  if (m.paid) return 'paid';
  return m.activated ? 'verified' : 'registered';
}
