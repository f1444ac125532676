import { eq } from 'drizzle-orm';
import type { Entitlements } from '../../../shared/plans';
import { effectivePlan, type PlanHolder } from '../../../shared/policies';
import type { Db, Tx } from '../../db/client';
import { plans } from '../../db/schema';

/** The plan in force for an account: its code and, when that plan exists, its names and entitlements. */
export type PlanInForce = {
  code: string;
  plan: { name: string; nameKn: string; entitlements: Entitlements } | null;
};

/**
 * The plan in force for an account (src/shared/policies/plan.ts effectivePlan: a lapsed paid plan counts
 * as FreeUser; docs/member-area.md#plans-are-data). `code` is that plan's code, or the account's role for
 * staff (who have no plan: `plan` is then null, as for a code with no plan row). One SQL statement.
 * The one lookup of "which plan, with what entitlements" for every caller that has the account's facts.
 */
export async function planInForce(
  db: Db | Tx,
  holder: PlanHolder,
  now: Date = new Date(),
): Promise<PlanInForce> {
  const code = effectivePlan(holder, now) ?? holder.role;
  const [plan] = await db
    .select({ name: plans.name, nameKn: plans.nameKn, entitlements: plans.entitlements })
    .from(plans)
    .where(eq(plans.code, code))
    .limit(1);
  return { code, plan: plan ?? null };
}

/**
 * The entitlements of the account's effective plan (src/shared/policies/plan.ts: a lapsed paid plan
 * counts as FreeUser); staff get none (null). One SQL statement (none for staff).
 */
export async function actorEntitlements(db: Db | Tx, actor: PlanHolder): Promise<Entitlements | null> {
  if (effectivePlan(actor) === null) return null;
  return (await planInForce(db, actor)).plan?.entitlements ?? null;
}
