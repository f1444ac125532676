/**
 * Promoter rules (decision 022, SPEC §2 "Promoter area", SPEC §9 promo code ₹100 off): promo code form,
 * when a promoter's code works, attribution of a member, and the kind of commission a payment earns.
 */

import { isRealMoney } from './payments';

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
 * not past its expiry date (decision 022: a deactivated promoter's code stops working).
 */
export function promoCodeUsable(p: PromoterFacts | null | undefined, today: string): boolean {
  if (!p) return false;
  return p.active && p.status === 'active' && (p.expiresOn === null || p.expiresOn >= today);
}

/**
 * True when a member may be attributed to the promoter (decision 022: no self-referral). A member is the
 * promoter when they are the same account or share the mobile number (digits compared).
 */
export function mayAttribute(p: PromoterFacts, member: { id: string; mobile: string | null }): boolean {
  if (p.userId === member.id) return false;
  const digits = (s: string | null) => (s ?? '').replace(/\D/g, '').slice(-10);
  return !(digits(member.mobile) !== '' && digits(member.mobile) === digits(p.mobile));
}

/**
 * True when a payment by `provider` ('razorpay', 'offline', 'test') confirmed on `today` (ISO date, IST) earns
 * the attributed promoter a commission (docs/decisions/115-deactivated-promoters-earn-nothing-later.md): only
 * real money (isRealMoney: a test-gateway payment moves none, decision 106, so it earns nothing) and only while
 * the promoter's code is usable — active, account active, not past the expiry date. A deactivated or expired
 * promoter keeps the referral and what it earned before, but a referral who pays later earns them nothing
 * (no ledger row), even if reactivated later.
 */
export function earnsCommission(
  p: PromoterFacts | null | undefined,
  today: string,
  provider: string,
): boolean {
  return isRealMoney(provider) && promoCodeUsable(p, today);
}

export type CommissionKind = 'registration' | 'renewal' | 'assistance';
export const COMMISSION_KINDS: readonly CommissionKind[] = ['registration', 'renewal', 'assistance'];

/**
 * The commission kind a confirmed payment earns (decision 030): the Assistance plan always earns
 * 'assistance' (decision 170: Assistance Services › Success and My Earnings › Assistance agree, first
 * purchase or not); otherwise the member's first paid plan is 'registration', later payments 'renewal'.
 */
export function commissionKind(planCode: string, paidBefore: number): CommissionKind {
  if (planCode === 'Assistance') return 'assistance';
  return paidBefore === 0 ? 'registration' : 'renewal';
}

/** Where a referral stands (decision 022, figures): any confirmed payment → 'paid', else verified (activated) or registered. */
export function referralStage(m: { activated: boolean; paid: boolean }): 'registered' | 'verified' | 'paid' {
  if (m.paid) return 'paid';
  return m.activated ? 'verified' : 'registered';
}

// ---- Commission states and payouts (staff side; docs/decisions/030) ----

/** A commission's current status: pending until approved; approved until paid; pending/approved → reversed. */
export type CommissionStatus = 'pending' | 'approved' | 'paid' | 'reversed';
export const COMMISSION_STATUSES: readonly CommissionStatus[] = ['pending', 'approved', 'paid', 'reversed'];

/**
 * The current status from the status events a commission has (append-only, one per status): reversed wins,
 * then paid, then approved; no event means pending.
 */
export function commissionStatus(events: readonly string[]): CommissionStatus {
  for (const s of ['reversed', 'paid', 'approved'] as const) if (events.includes(s)) return s;
  return 'pending';
}

/** Staff may approve a pending commission with a positive amount (decision 030). */
export function mayApprove(c: { status: CommissionStatus; amountPaise: number }): boolean {
  return c.status === 'pending' && c.amountPaise > 0;
}

/**
 * A commission may be paid out when it is approved (decision 030), or when it is a pending correction (negative
 * amount) of the same promoter, which nets against the payout.
 */
export function mayPay(c: { status: CommissionStatus; amountPaise: number }): boolean {
  return c.status === 'approved' || isPendingCorrection(c);
}

/**
 * True for a correction not yet deducted (decisions 030, 115): a negative row still pending, which the
 * promoter's next payout deducts ("To deduct" in the promoter's earnings).
 */
export function isPendingCorrection(c: { status: CommissionStatus | string; amountPaise: number }): boolean {
  return c.status === 'pending' && c.amountPaise < 0;
}

/**
 * How a commission is reversed (decision 030: a refunded or reversed payment reverses its commission): a pending
 * or approved one gets a `reversed` event; a paid one stays paid and a correction row of the negative amount
 * is appended (deducted from the next payout); a reversed one or a correction row needs nothing.
 */
export function reversalOf(c: {
  status: CommissionStatus;
  amountPaise: number;
}): 'event' | 'correction' | 'none' {
  if (c.amountPaise < 0 || c.status === 'reversed') return 'none';
  return c.status === 'paid' ? 'correction' : 'event';
}

/** Staff may reverse a commission by hand when reversalOf says something is to be done. */
export function mayReverse(c: { status: CommissionStatus; amountPaise: number }): boolean {
  return reversalOf(c) !== 'none';
}

/**
 * The pending corrections (negative rows, status pending) of a promoter that a payout of `chosenIds` leaves
 * out (docs/decisions/030, decision 115): a reversed paid commission is deducted from the very next payout,
 * so a payout that omits one is refused. Returns the omitted corrections, oldest first as given.
 */
export function omittedCorrections<T extends { id: number; status: CommissionStatus; amountPaise: number }>(
  ledger: readonly T[],
  chosenIds: readonly number[],
): T[] {
  return ledger.filter((c) => c.status === 'pending' && c.amountPaise < 0 && !chosenIds.includes(c.id));
}

/** A payout must pay something: the selected commissions must add up to more than zero (paise). */
export function payoutTotalValid(amountsPaise: readonly number[]): boolean {
  return amountsPaise.length > 0 && amountsPaise.reduce((a, b) => a + b, 0) > 0;
}

export type PayoutMode = 'bank_transfer' | 'upi' | 'cheque' | 'cash';
export const PAYOUT_MODES: readonly PayoutMode[] = ['bank_transfer', 'upi', 'cheque', 'cash'];

/** A payout voucher number: `PV/2026-27/000123` (sequential and gap-free per financial year). */
export function voucherNumber(fy: string, seq: number): string {
  return `PV/${fy}/${String(seq).padStart(6, '0')}`;
}

/** A bank account number as shown on vouchers and pages: all but the last 4 digits hidden ('XXXXXX7890'). */
export function maskAccountNo(accountNo: string): string {
  const d = accountNo.replace(/\s/g, '');
  if (d.length <= 4) return d;
  return `${'X'.repeat(d.length - 4)}${d.slice(-4)}`;
}
