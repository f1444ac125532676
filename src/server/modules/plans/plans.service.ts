import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang } from '../../../shared/i18n/languages';
import type { Plan } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { durationText } from '../../lib/i18n';
import { SEED_PLANS } from './plans.seed';

type PlanRow = typeof plans.$inferSelect;

/** Inserts the SPEC §9 plans that are missing. Idempotent; safe with several processes. */
export async function seedPlans(db: Db): Promise<void> {
  await db.insert(plans).values(SEED_PLANS).onConflictDoNothing();
}

/**
 * Presents a plan row (SPEC §3 Plan; prices in paise) in `lang`: a Kannada reader gets the Kannada name,
 * discount text and feature list staff wrote beside the English ones, each falling back to the English
 * text when empty (decision 150); the duration is worded in `lang` (decision 128).
 */
export function presentPlan(p: PlanRow, lang: Lang = DEFAULT_LANG): Plan {
  const kn = lang === 'kn';
  return {
    code: p.code,
    name: (kn && p.nameKn) || p.name,
    original_price_paise: p.originalPricePaise,
    price_paise: p.pricePaise,
    discount_text: (kn && p.discountTextKn) || p.discountText,
    duration_months: p.durationMonths,
    duration_text: durationText(lang, p.durationMonths),
    features: kn && p.featuresKn.length > 0 ? p.featuresKn : p.features,
    entitlements: p.entitlements,
  };
}

/** A plan's name in `lang` (decision 150): the Kannada name when there is one, else the English. */
export function planNameIn(p: Pick<PlanRow, 'name' | 'nameKn'>, lang: Lang): string {
  return (lang === 'kn' && p.nameKn) || p.name;
}

/** The plans shown on the membership page and in the upgrade dialog, in display order, in `lang`. */
export async function listPublicPlans(db: Db, lang: Lang = DEFAULT_LANG): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.public, true)).orderBy(asc(plans.sortOrder));
  return rows.map((p) => presentPlan(p, lang));
}
