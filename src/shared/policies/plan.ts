import type { Role } from '../roles';
import { isStaff } from './account';

/**
 * Plan entitlements as rules (docs/member-area.md#plans-are-data, SPEC §9). The ONE definition of "paid": Silver, Premium and
 * Assistance (the assisted service is a paid plan), while the plan has not expired.
 */
export const PAID_ROLES = ['SilverUser', 'PremiumUser', 'Assistance'] as const;

/** The account facts a plan rule needs. `planExpiresAt` null = no expiry recorded. */
export type PlanHolder = { role: Role; planExpiresAt: Date | null };

/**
 * The plan code whose entitlements apply to an account now: its role, except that a paid plan whose
 * expiry has passed counts as FreeUser (renewal lapses). Staff (Admin, promoter) have none: null.
 * Source: SPEC §9 (plans and renewal), plans as data (docs/member-area.md#plans-are-data).
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
 * True when the member area offers the paid plans to this member: their effective plan (expiry applied,
 * see effectivePlan) is FreeUser. Source: SPEC §9, plans as data (docs/member-area.md#plans-are-data) (the dashboard's upgrade offer).
 */
export function upgradeOffered(effectivePlanCode: string | null): boolean {
  return effectivePlanCode === 'FreeUser';
}

/**
 * True when the activation-pending page offers an upgrade (SPEC §2 /activation-pending, docs/payments.md#who-may-pay-for-what): a
 * FreeUser account still under verification that did not already choose a plan at registration (that
 * member is offered "pay now" for the chosen plan instead). Rejected and inactive accounts are not.
 */
export function upgradeOfferedWhilePending(a: {
  role: string;
  status: string;
  intendedPlan: string | null;
}): boolean {
  return a.role === 'FreeUser' && a.status === 'pending' && !a.intendedPlan;
}
