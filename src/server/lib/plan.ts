import type { Entitlements } from '../../shared/plans';
import type { Role } from '../../shared/roles';
import type { Db, Tx } from '../db/client';
import { entitlementsFor } from '../modules/plans/plans.service';

const PAID = ['SilverUser', 'PremiumUser', 'Assistance'];

/**
 * The plan code whose entitlements apply to an account now: its role, except that a paid plan whose
 * expiry has passed counts as FreeUser (renewal lapses). Staff roles have no member plan (null).
 */
export function effectivePlan(
  actor: { role: Role; planExpiresAt: Date | null },
  now = new Date(),
): string | null {
  if (actor.role === 'Admin' || actor.role === 'promoter') return null;
  if (PAID.includes(actor.role) && actor.planExpiresAt && actor.planExpiresAt <= now) return 'FreeUser';
  return actor.role;
}

/** True when the account's effective plan is a paid one (Silver, Premium, Assistance). */
export function isPaid(actor: { role: Role; planExpiresAt: Date | null }, now = new Date()): boolean {
  const plan = effectivePlan(actor, now);
  return plan !== null && PAID.includes(plan);
}

/** The entitlements of the account's effective plan; staff get none (null). */
export async function actorEntitlements(
  db: Db | Tx,
  actor: { role: Role; planExpiresAt: Date | null },
): Promise<Entitlements | null> {
  const plan = effectivePlan(actor);
  return plan ? entitlementsFor(db, plan) : null;
}
