import { asc, eq } from 'drizzle-orm';
import type { Entitlements, Plan } from '../../../shared/plans';
import type { Db, Tx } from '../../db/client';
import { plans } from '../../db/schema';
import { durationText } from '../../lib/i18n';
import { SEED_PLANS } from './plans.seed';

type PlanRow = typeof plans.$inferSelect;

/** Inserts the SPEC §9 plans that are missing. Idempotent; safe with several processes. */
export async function seedPlans(db: Db): Promise<void> {
  await db.insert(plans).values(SEED_PLANS).onConflictDoNothing();
}

/** Presents a plan row (SPEC §3 Plan; prices in paise). */
export function presentPlan(p: PlanRow): Plan {
  return {
    code: p.code,
    name: p.name,
    original_price_paise: p.originalPricePaise,
    price_paise: p.pricePaise,
    discount_text: p.discountText,
    duration_months: p.durationMonths,
    // Decision 128: said one way (the web words it in the reader's language from duration_months).
    duration_text: durationText('en', p.durationMonths),
    features: p.features,
    entitlements: p.entitlements,
  };
}

/** The plans shown on the membership page and in the upgrade dialog, in display order. */
export async function listPublicPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.public, true)).orderBy(asc(plans.sortOrder));
  return rows.map(presentPlan);
}

/** The entitlements of a role's plan (docs/member-area.md#plans-are-data: what a member may do is plan data). No plan → none. */
export async function entitlementsFor(db: Db | Tx, role: string): Promise<Entitlements | null> {
  const [row] = await db.select({ e: plans.entitlements }).from(plans).where(eq(plans.code, role)).limit(1);
  return row?.e ?? null;
}
