import { eq } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import { normalizePromoCode, type PromoterFacts, promoCodeUsable } from '../../../shared/policies/promoters';
import type { Db, Tx } from '../../db/client';
import { promoters, users } from '../../db/schema';

/**
 * A query for promoters' PromoterFacts (the facts the rules of shared/policies/promoters.ts read: account
 * status from the user row, decision 022) with their promo code and name; the caller adds the where clause.
 */
export function selectPromoterFacts(db: Db | Tx) {
  return db
    .select({
      userId: promoters.userId,
      active: promoters.active,
      status: users.status,
      expiresOn: promoters.expiresOn,
      mobile: promoters.mobile,
      promoCode: promoters.promoCode,
      name: promoters.name,
    })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId));
}

/** The promoter behind an active promo code (normalised), or null (decision 022, SPEC §9). */
export async function usablePromoter(
  db: Db | Tx,
  code: string | null | undefined,
  today = todayIST(),
): Promise<(PromoterFacts & { promoCode: string }) | null> {
  const c = normalizePromoCode(code);
  if (!c) return null;
  const [p] = await selectPromoterFacts(db).where(eq(promoters.promoCode, c));
  return p && promoCodeUsable(p, today) ? p : null;
}
