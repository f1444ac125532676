import { sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { BOOST_HOURS, boostDecision, boostMonth, nextBoostMonthStart } from '../../../shared/policies';
import type { BoostedProfile, BoostState } from '../../../shared/schemas/boost';
import type { AppContext } from '../../lib/context';
import { iso } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { actorEntitlements } from '../plans/plan';

/*
 * The monthly profile boost (SPEC §9 Premium "profile boost monthly", docs/plan-features.md#profile-boost):
 * the rule is src/shared/policies/boost.ts; ranking reads profiles.boosted_until (boostedExpr).
 */

type LastBoost = { month: string; starts_at: Date | string; ends_at: Date | string; views: number };

async function lastBoost(ctx: AppContext, userId: string): Promise<LastBoost | null> {
  const [row] = await queryRows<LastBoost>(
    ctx.db,
    sql`select month, starts_at, ends_at, views from profile_boosts where user_id = ${userId}
        order by starts_at desc limit 1`,
  );
  return row ?? null;
}

/**
 * GET /api/user/boost: whether the member's plan boosts, the running or last boost (until when, the views it
 * brought) and when the next one is available (now, or the start of the next IST month).
 */
export async function boostState(ctx: AppContext, actor: Actor, now = new Date()): Promise<BoostState> {
  const [ent, last] = await Promise.all([actorEntitlements(ctx.db, actor), lastBoost(ctx, actor.id)]);
  const usedThisMonth = last?.month === boostMonth(now);
  const decision = boostDecision(ent, usedThisMonth);
  const endsAt = last ? new Date(iso(last.ends_at)) : null;
  return {
    entitled: decision !== 'plan',
    active_until: endsAt && endsAt > now ? endsAt.toISOString() : null,
    last_boost_at: last ? iso(last.starts_at) : null,
    last_views: last?.views ?? 0,
    next_available_at:
      decision === 'plan' ? null : usedThisMonth ? nextBoostMonthStart(now).toISOString() : now.toISOString(),
    abilities: { boost: decision === 'ok' },
  };
}

/**
 * POST /api/user/boost: starts the month's boost for BOOST_HOURS. 402 without the plan entitlement; 409 when
 * this IST month's boost was taken. Atomic under concurrent requests: the (user_id, month) key admits one
 * insert, and the profile's boosted_until is written in the same transaction.
 */
export async function startBoost(ctx: AppContext, actor: Actor, now = new Date()): Promise<BoostState> {
  const ent = await actorEntitlements(ctx.db, actor);
  if (boostDecision(ent, false) === 'plan') throw new AppError(402, MSG.boostLocked, 'upgrade_required');
  const month = boostMonth(now);
  const started = await ctx.db.transaction(async (tx) => {
    const rows = await queryRows<{ ends_at: Date | string }>(
      tx,
      sql`insert into profile_boosts (user_id, month, starts_at, ends_at)
          values (${actor.id}, ${month}, now(), now() + make_interval(hours => ${BOOST_HOURS}))
          on conflict (user_id, month) do nothing
          returning ends_at`,
    );
    if (rows.length === 0) return false;
    await tx.execute(sql`update profiles set boosted_until = ${rows[0].ends_at} where user_id = ${actor.id}`);
    return true;
  });
  if (!started) throw new AppError(409, MSG.boostUsed, 'boost_used');
  return boostState(ctx, actor, now);
}

/**
 * Profiles boosted now, the boost ending first at the top (staff's "Boosted profiles" and, restricted to a
 * promoter's referrals with `referredBy`, the promoter area's: SPEC §2 promoter drawer "Boosted Profiles").
 */
export async function listBoosted(ctx: AppContext, referredBy?: string): Promise<BoostedProfile[]> {
  const rows = await queryRows<{
    registration_no: string;
    first_name: string;
    last_name: string;
    boosted_until: Date | string;
    views: number;
  }>(
    ctx.db,
    sql`select u.registration_no, p.first_name, p.last_name, p.boosted_until, coalesce(b.views, 0) as views
        from profiles p join users u on u.id = p.user_id
        left join profile_boosts b on b.user_id = p.user_id and b.ends_at = p.boosted_until
        where p.boosted_until > now()
          ${referredBy ? sql`and u.referred_by = ${referredBy}` : sql``}
        order by p.boosted_until, u.registration_no
        limit 500`,
  );
  return rows.map((r) => ({
    registration_no: r.registration_no,
    name: `${r.first_name} ${r.last_name}`.trim(),
    boosted_until: iso(r.boosted_until),
    views: Number(r.views),
  }));
}
