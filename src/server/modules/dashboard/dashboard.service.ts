import { and, count, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { upgradeOffered } from '../../../shared/policies';
import type { Dashboard, MyPlan } from '../../../shared/schemas/members';
import { profiles, shortlists, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { visitorCount } from '../directory/visits';
import { interestCounts } from '../interests/interest.service';
import { listMatches } from '../matches/matches.service';
import { listNotifications } from '../notifications/notification.service';
import { planInForce } from '../plans/plan';
import { planNameIn } from '../plans/plans.service';
import { getMyProfile } from '../profiles/member.service';

/**
 * GET /api/user/plan (docs/member-area.md#plans-are-data): the viewer's effective plan (a lapsed paid plan counts as FreeUser),
 * its expiry and entitlements (plan data), so the UI can lock advanced filters and offer the upgrade.
 */
export async function myPlan(ctx: AppContext, actor: Actor): Promise<MyPlan> {
  const { code, plan } = await planInForce(ctx.db, actor);
  if (!plan) throw new AppError(404, MSG.notFound, 'not_found');
  return {
    code,
    name: plan.name,
    expires_at: actor.planExpiresAt ? actor.planExpiresAt.toISOString() : null,
    expired: code !== actor.role,
    entitlements: plan.entitlements,
  };
}

/**
 * GET /api/user/dashboard (docs/member-area.md#plans-are-data, userDashboard): welcome (name, registration number), the plan and
 * its expiry, profile completeness (the profile module's meter) and what is missing (docs/first-impressions.md#details-members-notice), counts (interests received awaiting an
 * answer, sent, accepted; profile visitors; shortlist), up to 4 top mutual matches, the latest 5
 * notifications, and whether to offer the upgrade (effective plan FreeUser, SPEC §4/§6).
 * Words (match reasons, notifications) in `lang`, the reader's language (docs/i18n.md).
 * Also marks the member active (at most every 5 minutes) for "recently active" ranking.
 */
export async function getDashboard(ctx: AppContext, actor: Actor, lang: Lang = 'en'): Promise<Dashboard> {
  const [row] = await ctx.db
    .select({ first: profiles.firstName, last: profiles.lastName, expires: users.planExpiresAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  await ctx.db
    .update(profiles)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(profiles.userId, actor.id), sql`${profiles.lastActiveAt} < now() - interval '5 minutes'`));
  const { code, plan } = await planInForce(ctx.db, actor);
  const [mine, counts, views, [{ n: shortlisted }], matches, notes] = await Promise.all([
    getMyProfile(ctx, actor),
    interestCounts(ctx, actor.id),
    visitorCount(ctx, actor.id),
    ctx.db.select({ n: count() }).from(shortlists).where(eq(shortlists.userId, actor.id)),
    listMatches(ctx, actor, { tab: 'mutual', page: 1, pageSize: 4 }, undefined, lang),
    listNotifications(ctx, actor.id, { page: 1, pageSize: 5 }, lang),
  ]);
  return {
    name: `${row.first} ${row.last}`.trim(),
    registration_no: actor.registrationNo,
    plan: {
      code,
      // The plan's name in the reader's language (decision 150).
      name: plan ? planNameIn(plan, lang) : code,
      expires_at: row.expires ? row.expires.toISOString() : null,
      expired: code !== actor.role,
    },
    completeness: Math.round(mine.completeness.percent),
    completeness_missing: mine.completeness.missing,
    counts: { ...counts, views, shortlisted },
    top_matches: matches.members,
    preferences_set: matches.preferences_set,
    notifications: notes.notifications,
    upgrade_offered: upgradeOffered(code),
  };
}
