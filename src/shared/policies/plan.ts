import { todayIST } from '../dates';
import type { Role } from '../roles';
import { isStaff } from './account';

/**
 * Plan entitlements as rules (issue #2, SPEC §9). The ONE definition of "paid": Silver, Premium and
 * Assistance (the assisted service is a paid plan), while the plan has not expired.
 */
export const PAID_ROLES = ['SilverUser', 'PremiumUser', 'Assistance'] as const;

/** The account facts a plan rule needs. `planExpiresAt` null = no expiry recorded. */
export type PlanHolder = { role: Role; planExpiresAt: Date | null };

/**
 * The plan code whose entitlements apply to an account now: its role, except that a paid plan whose
 * expiry has passed counts as FreeUser (renewal lapses). Staff (Admin, promoter) have none: null.
 * Source: SPEC §9 (plans and renewal), issue #2.
 */
export function effectivePlan(holder: PlanHolder, now: Date = new Date()): string | null {
  if (isStaff(holder.role)) return null;
  if (isPaidRole(holder.role) && holder.planExpiresAt && holder.planExpiresAt <= now) return 'FreeUser';
  return holder.role;
}

/** True for a paid plan code (Silver, Premium, Assistance), ignoring expiry. */
export function isPaidRole(role: string): boolean {
  return (PAID_ROLES as readonly string[]).includes(role);
}

/** True when the account's effective plan (expiry applied) is a paid one. Source: SPEC §9. */
export function isPaid(holder: PlanHolder, now: Date = new Date()): boolean {
  const plan = effectivePlan(holder, now);
  return plan !== null && isPaidRole(plan);
}

/**
 * The start of the current calendar month in IST as an instant: the window of the Silver monthly
 * interest limit (SPEC §9 "30 interests a month"; months are IST calendar months, DESIGN).
 */
export function monthStartIST(now: Date = new Date()): Date {
  return new Date(`${todayIST(now).slice(0, 7)}-01T00:00:00+05:30`);
}

/**
 * Whether one more interest fits a monthly limit. `limit` null = unlimited; `used` = interests sent
 * since monthStartIST. Source: SPEC §9 (Silver: 30 a month), issue #7.
 */
export function interestQuotaAllows(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}

/** Interests left this month (null = unlimited), never negative. */
export function interestsLeft(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
