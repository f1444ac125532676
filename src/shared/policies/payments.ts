import { type AccountStatus, isUserAreaRole, type Role } from '../roles';
import { isPaidRole, PAID_ROLES } from './plan';
import { mayReviewMembers } from './staff';

/**
 * Money rules (docs/payments.md#prices-periods-receipts, SPEC §9): who may pay for what, the renewal window, pricing with a promo code,
 * plan periods in IST, the financial year of a receipt, receipt numbers and the GST split.
 * Pure functions: no I/O, every amount in integer paise, every instant a Date.
 */

/** Plans a member can buy online or staff can record (the catalogue decides price and duration). */
export const PAYABLE_PLANS = PAID_ROLES;
export type PayablePlan = (typeof PAYABLE_PLANS)[number];

/** True when `plan` is a plan that is sold (online or offline); the Free plan never is (docs/payments.md#staff). */
export function isPayablePlan(plan: string): plan is PayablePlan {
  return (PAYABLE_PLANS as readonly string[]).includes(plan);
}

/** Plan rank for "upgrade, renew or neither": a higher number is a bigger plan. */
const RANK: Record<string, number> = { FreeUser: 0, SilverUser: 1, PremiumUser: 2, Assistance: 3 };

/** Days before expiry from which the same plan may be renewed (docs/payments.md#jobs: "within 30 days"). */
export const RENEW_WINDOW_DAYS = 30;
/** Reminders before expiry, in days (docs/payments.md#jobs: 7 days and 1 day before). */
export const REMINDER_DAYS = [7, 1] as const;

const DAY_MS = 86_400_000;
/** IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

export type Buyer = { role: string; status: string; planExpiresAt: Date | null };

export type PurchaseDecision =
  | { ok: true; kind: 'new' | 'renewal' | 'upgrade' }
  | { ok: false; reason: 'role' | 'status' | 'plan' | 'downgrade' | 'waiting' }
  | { ok: false; reason: 'too_early'; renewFrom: Date };

/**
 * May `buyer` pay for `plan` now? Members (FreeUser, Silver, Premium, Assistance) who are pending or
 * active may pay (a pending member still waits for verification); rejected/inactive accounts and staff
 * may not. A pending member who already paid for a plan (a paid role while pending: the plan waits for
 * activation, see planWaitsForActivation) buys nothing more until verified ('waiting'). With a paid plan
 * still running: the same plan only within RENEW_WINDOW_DAYS of expiry ('too_early' names the day
 * renewal opens, `renewFrom`), a bigger plan at any time, a smaller one never. The same rule decides at
 * confirmation (confirmationOutcome). Source: docs/decisions/110-stale-orders-credited.md.
 */
export function canBuyPlan(buyer: Buyer, plan: string, now: Date = new Date()): PurchaseDecision {
  if (!(buyer.role in RANK)) return { ok: false, reason: 'role' };
  if (buyer.status !== 'pending' && buyer.status !== 'active') return { ok: false, reason: 'status' };
  if (!isPayablePlan(plan)) return { ok: false, reason: 'plan' };
  if (planWaitsForActivation(buyer)) return { ok: false, reason: 'waiting' };
  const kind = paymentKind(buyer, plan, now);
  if (!planRunning(buyer, now)) return { ok: true, kind };
  if (RANK[plan] < RANK[buyer.role]) return { ok: false, reason: 'downgrade' };
  if (kind === 'renewal' && !isInRenewWindow(buyer.planExpiresAt, now))
    return { ok: false, reason: 'too_early', renewFrom: renewalOpensAt(buyer.planExpiresAt as Date) };
  return { ok: true, kind };
}

/**
 * True when the account paid for a plan while still under verification: a paid role on a pending
 * account. Its period has not started; it starts when staff activate the account (planPeriodFor).
 * Source: SPEC §4 (pending until activated), docs/decisions/111-paying-while-pending.md.
 */
export function planWaitsForActivation(a: { role: string; status: string }): boolean {
  return a.status === 'pending' && isPaidRole(a.role);
}

/**
 * A credited payment is applied (staff's "Apply as credit") only once the account is verified: while it is
 * under verification no plan period may start (docs/decisions/110-stale-orders-credited.md, 111).
 */
export function creditWaitsForActivation(a: { status: string }): boolean {
  return a.status === 'pending';
}

/** The instant renewal of a plan expiring at `expiresAt` opens: RENEW_WINDOW_DAYS before it. */
export function renewalOpensAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - RENEW_WINDOW_DAYS * DAY_MS);
}

/**
 * The plans on sale (`onSale`: codes of the public catalogue) that are an upgrade from `role`, smallest
 * first: what the "too early to renew" answer offers instead (docs/decisions/112-checkout-words.md).
 */
export function upgradeTargets(role: string, onSale: readonly string[]): string[] {
  const from = RANK[role] ?? Number.POSITIVE_INFINITY;
  return onSale.filter((code) => isPayablePlan(code) && RANK[code] > from).sort((a, b) => RANK[a] - RANK[b]);
}

export type ConfirmationOutcome =
  | { apply: true; kind: 'new' | 'renewal' | 'upgrade' }
  | { apply: false; reason: Extract<PurchaseDecision, { ok: false }>['reason'] };

/**
 * What a confirmed gateway payment does (docs/decisions/110-stale-orders-credited.md): the plan rules of
 * canBuyPlan are checked again with the member's facts at confirmation, because an order may have been
 * opened before another purchase. Allowed: the plan is applied. Refused (a downgrade, buying the same plan
 * again too early, a second plan while one waits for activation, a closed account): the money is recorded
 * as received and credited, for staff to refund or apply as credit; the plan is never changed blindly.
 */
export function confirmationOutcome(
  member: Buyer,
  plan: string,
  now: Date = new Date(),
): ConfirmationOutcome {
  const d = canBuyPlan(member, plan, now);
  return d.ok ? { apply: true, kind: d.kind } : { apply: false, reason: d.reason };
}

/**
 * The period a payment for `plan` buys, as checkout shows it and confirmation stores it
 * (docs/decisions/111-paying-while-pending.md, 112-checkout-words.md): for an account under verification
 * null (the period starts when staff activate it: planPeriod from that instant); a renewal continues from
 * the running plan's expiry (planPeriod); an upgrade takes effect now and runs to the end planPeriod gives
 * (the rest of the running plan plus the new plan's months); a new plan runs from now.
 */
export function planPeriodFor(
  member: { role: string; status: string; planExpiresAt: Date | null },
  plan: string,
  durationMonths: number,
  now: Date = new Date(),
): { start: Date; end: Date } | null {
  if (member.status === 'pending') return null;
  const period = planPeriod(member, durationMonths, now);
  return paymentKind(member, plan, now) === 'upgrade' ? { start: now, end: period.end } : period;
}

/**
 * Days of the member's current plan that a credited payment of `amountPaise` buys when staff apply it as
 * credit (docs/decisions/110-stale-orders-credited.md): the amount's share of the current plan's price
 * times the plan's length in days (from `from`), rounded down; at least 0.
 */
export function creditDays(
  amountPaise: number,
  current: { pricePaise: number; durationMonths: number },
  from: Date,
): number {
  if (current.pricePaise <= 0 || amountPaise <= 0) return 0;
  const planDays = Math.round(
    (addMonthsIST(from, current.durationMonths).getTime() - from.getTime()) / DAY_MS,
  );
  return Math.floor((amountPaise * planDays) / current.pricePaise);
}

/** `at` plus whole days. */
export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/**
 * The promo code a checkout uses (SPEC §9, docs/decisions/113-referral-code-at-checkout.md): the code the
 * member typed; with none typed, the code of the promoter the member registered with (`referrerCode`,
 * already checked usable) on the first purchase only (`paidBefore` 0). `auto` tells the page it was
 * applied for the member. Null: no code.
 */
export function checkoutPromoCode(
  typed: string | null | undefined,
  referrerCode: string | null,
  paidBefore: number,
): { code: string; auto: boolean } | null {
  const t = typed?.trim();
  if (t) return { code: t, auto: false };
  if (referrerCode && paidBefore === 0) return { code: referrerCode, auto: true };
  return null;
}

/** True while the buyer holds a paid plan whose expiry lies ahead. */
const planRunning = (b: Pick<Buyer, 'role' | 'planExpiresAt'>, now: Date) =>
  b.role !== 'FreeUser' && b.planExpiresAt !== null && b.planExpiresAt > now;

/**
 * What buying `plan` is for this member, as checkout offers it and the confirmed payment records it
 * (docs/payments.md#staff, reports by kind): 'renewal' for the plan the account holds (running or lapsed),
 * 'upgrade' for another plan while a paid plan is running, 'new' otherwise.
 */
export function paymentKind(
  buyer: Pick<Buyer, 'role' | 'planExpiresAt'>,
  plan: string,
  now: Date = new Date(),
): 'new' | 'renewal' | 'upgrade' {
  if (buyer.role === plan) return 'renewal';
  return planRunning(buyer, now) ? 'upgrade' : 'new';
}

/** True when a paid plan expiring at `expiresAt` is within RENEW_WINDOW_DAYS of expiry or past it. */
export function isInRenewWindow(expiresAt: Date | null, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  return expiresAt.getTime() - now.getTime() <= RENEW_WINDOW_DAYS * DAY_MS;
}

/**
 * True when the member area offers "Renew" for the plan a member holds (the dashboard and the payments
 * page): a paid plan within RENEW_WINDOW_DAYS of its expiry or past it, as canBuyPlan allows the renewal
 * (docs/payments.md#who-may-pay-for-what).
 */
export function renewalOffered(planCode: string, expiresAt: Date | null, now: Date = new Date()): boolean {
  return planCode !== 'FreeUser' && isInRenewWindow(expiresAt, now);
}

/**
 * Adds calendar months in IST, keeping the IST time of day; a day that does not exist in the target
 * month becomes that month's last day (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year).
 */
export function addMonthsIST(from: Date, months: number): Date {
  const ist = new Date(from.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const m = ist.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(ist.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    targetYear,
    targetMonth,
    day,
    ist.getUTCHours(),
    ist.getUTCMinutes(),
    ist.getUTCSeconds(),
    ist.getUTCMilliseconds(),
  );
  return new Date(shifted - IST_OFFSET_MS);
}

/**
 * The period a confirmed payment buys (docs/payments.md#jobs): it starts at max(now, current expiry) — the current
 * expiry counts only while the member's current plan is paid — and lasts the plan's months (IST).
 */
export function planPeriod(
  current: { role: string; planExpiresAt: Date | null },
  durationMonths: number,
  now: Date = new Date(),
): { start: Date; end: Date } {
  const paid = current.role !== 'FreeUser' && current.planExpiresAt !== null;
  const start = paid && current.planExpiresAt && current.planExpiresAt > now ? current.planExpiresAt : now;
  return { start, end: addMonthsIST(start, durationMonths) };
}

/** The Indian financial year (April to March, IST) of an instant: '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

/** A receipt series: every real payment `RCP`, the test gateway's payments `TEST` (decision 106). */
export type ReceiptSeries = 'RCP' | 'TEST';

/**
 * A receipt number: `RCP/2026-27/000123` (docs/payments.md#prices-periods-receipts: gap-free per financial year and series); a test
 * payment's `TEST/2026-27/000001` (decision 106: its own series, so the real one keeps no gaps).
 */
export function receiptNumber(fy: string, seq: number, series: ReceiptSeries = 'RCP'): string {
  return `${series}/${fy}/${String(seq).padStart(6, '0')}`;
}

/**
 * True when a payment by `provider` ('razorpay', 'offline', 'test') moved real money (decision 106): only
 * those count in revenue reports and may be tax invoices; the test gateway's never do.
 */
export function isRealMoney(provider: string): boolean {
  return provider !== TEST_PROVIDER;
}

/** The provider name of the test gateway's payments (decision 106): the one provider that moves no money. */
export const TEST_PROVIDER = 'test';

/** The receipt series of a payment by `provider` (decision 106): TEST for the test gateway, else RCP. */
export function receiptSeries(provider: string): ReceiptSeries {
  return isRealMoney(provider) ? 'RCP' : 'TEST';
}

export type PromoRule = { code: string; discountPaise: number };

export type Price =
  | { ok: true; listPricePaise: number; discountPaise: number; amountPaise: number; promoCode: string | null }
  | { ok: false; reason: 'unknown_promo' };

/**
 * Prices an order (docs/payments.md#prices-periods-receipts: the server prices every order; SPEC §9 promo code ₹100 off). `promoCode`
 * is matched case-insensitively against the active codes; an unknown or inactive code is refused (never
 * silently ignored). The discount never takes the amount below ₹1 (100 paise).
 */
export function priceOrder(
  planPricePaise: number,
  promoCode: string | null | undefined,
  activeCodes: readonly PromoRule[],
): Price {
  const code = promoCode?.trim().toUpperCase() || null;
  if (!code)
    return {
      ok: true,
      listPricePaise: planPricePaise,
      discountPaise: 0,
      amountPaise: planPricePaise,
      promoCode: null,
    };
  const rule = activeCodes.find((r) => r.code.toUpperCase() === code);
  if (!rule) return { ok: false, reason: 'unknown_promo' };
  const discount = Math.max(0, Math.min(rule.discountPaise, planPricePaise - 100));
  return {
    ok: true,
    listPricePaise: planPricePaise,
    discountPaise: discount,
    amountPaise: planPricePaise - discount,
    promoCode: code,
  };
}

/** GST rate on the service, in basis points (18%). */
export const GST_RATE_BP = 1800;

export type GstSplit = {
  kind: 'intra' | 'inter';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Splits a GST-inclusive amount (docs/payments.md#prices-periods-receipts: prices include GST). Rounding: the taxable value is
 * amount × 100 / 118 rounded to the nearest paisa (halves up); the tax is the amount minus the taxable
 * value, so the parts always add up to the amount. Same state: CGST is half the tax rounded down to a
 * paisa and SGST the rest; another state (or unknown): all IGST.
 */
export function gstSplit(amountPaise: number, businessState: string, memberState: string): GstSplit {
  const taxable = Math.floor(
    (amountPaise * 10_000 * 2 + (10_000 + GST_RATE_BP)) / ((10_000 + GST_RATE_BP) * 2),
  );
  const tax = amountPaise - taxable;
  const same =
    businessState.trim().toLowerCase() !== '' &&
    businessState.trim().toLowerCase() === memberState.trim().toLowerCase();
  if (same) {
    const cgst = Math.floor(tax / 2);
    return { kind: 'intra', taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
  }
  return { kind: 'inter', taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}

/** Offline payment modes staff may record (docs/payments.md#staff). */
export const OFFLINE_MODES = ['cash', 'upi', 'cheque', 'bank_transfer'] as const;
export type OfflineMode = (typeof OFFLINE_MODES)[number];

/**
 * Who may download a payment's receipt: its owner, or an active Admin (docs/payments.md#prices-periods-receipts). Anyone else is
 * answered exactly as for a payment that does not exist (404, decision 007).
 */
export function mayDownloadReceipt(
  actor: { id: string; role: Role; status: AccountStatus },
  payment: { userId: string },
): boolean {
  return payment.userId === actor.id || mayReviewMembers(actor);
}

/**
 * Whose payments staff may list and for whom they may record an offline payment (docs/payments.md#staff, userData):
 * a member account (FreeUser, SilverUser, PremiumUser, Assistance; SPEC §1), whatever its status (the
 * plan rules in canBuyPlan then decide the payment). A promoter's or an Admin's registration number is
 * answered like one that does not exist (404, decision 007).
 */
export function mayPayOffline(account: { role: string }): boolean {
  return isUserAreaRole(account.role);
}

/** Why staff may not record an offline payment paid on `paidOn` (decision 107), or null when they may. */
export type PaidOnRefusal = 'future' | 'before_account';

/**
 * The date rule of an offline payment (decision 107): `paidOn` ('YYYY-MM-DD', IST) may not be after today
 * (IST) nor before the day the member registered (`registeredAt`): the plan catalogue is seeded at the
 * service's first start, before any account exists, so no date the rule allows predates the catalogue.
 */
export function offlinePaidOnRefusal(
  paidOn: string,
  registeredAt: Date,
  now: Date = new Date(),
): PaidOnRefusal | null {
  const ist = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  if (paidOn > ist(now)) return 'future';
  if (paidOn < ist(registeredAt)) return 'before_account';
  return null;
}

/**
 * The instant an offline payment takes effect (decision 107): the moment of recording when `paidOn` is
 * today (IST), else 00:00 IST of `paidOn`. The receipt is dated and numbered (financial year) by it and the
 * plan period starts from it, exactly as if the payment had been recorded the day it was paid.
 */
export function offlinePaymentInstant(paidOn: string, now: Date = new Date()): Date {
  const today = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return paidOn === today ? now : new Date(`${paidOn}T00:00:00+05:30`);
}

/**
 * Payments staff may mark refunded (docs/decisions/185-refunds-reverse-commissions.md): a credited one (money
 * received, never applied: decision 110) or a paid one (the money went back after the plan was applied).
 */
export function mayRefund(status: string): boolean {
  return status === 'credited' || status === 'paid';
}

/**
 * The member's plan after staff refund a paid payment (docs/decisions/185-refunds-reverse-commissions.md): the
 * part of the period the payment bought that is not used yet — from the later of its start and `now` to its
 * end — is taken off the plan's expiry, never below `now` (the expiry job then ends the plan as any expiry).
 * A plan paid while the account is under verification (no period yet, decision 111) is taken back whole: the
 * member is FreeUser again. Null: the plan stays as it is (nothing of the period is left, or the member no
 * longer holds a paid plan). Instants are Dates; the result's expiry is null for FreeUser.
 */
export function planAfterRefund(
  member: { role: string; status: string; planExpiresAt: Date | null },
  payment: { planCode: string; periodStart: Date | null; periodEnd: Date | null },
  now: Date = new Date(),
): { role: string; planExpiresAt: Date | null } | null {
  if (!payment.periodStart || !payment.periodEnd) {
    return planWaitsForActivation(member) && member.role === payment.planCode
      ? { role: 'FreeUser', planExpiresAt: null }
      : null;
  }
  if (!isPaidRole(member.role) || !member.planExpiresAt) return null;
  const from = Math.max(payment.periodStart.getTime(), now.getTime());
  const unused = payment.periodEnd.getTime() - from;
  if (unused <= 0) return null;
  const end = Math.max(now.getTime(), member.planExpiresAt.getTime() - unused);
  return { role: member.role, planExpiresAt: new Date(end) };
}
