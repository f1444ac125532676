import type { Entitlements } from '../../../shared/plans';
import { effectivePlan, type PlanHolder } from '../../../shared/policies';
import type { Db, Tx } from '../../db/client';
import { entitlementsFor } from './plans.service';

/**
 * The entitlements of the account's effective plan (src/shared/policies/plan.ts: a lapsed paid plan
 * counts as FreeUser); staff get none (null). One SQL statement.
 */
export async function actorEntitlements(db: Db | Tx, actor: PlanHolder): Promise<Entitlements | null> {
  const plan = effectivePlan(actor);
  return plan ? entitlementsFor(db, plan) : null;
}
