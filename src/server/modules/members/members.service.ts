import { and, eq, or, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { BlockedMember, MemberCard, ReportReason, VisitorCard } from '../../../shared/schemas/members';
import type { MemberRelation } from '../../../shared/schemas/relation';
import type { Db, Tx } from '../../db/client';
import { blocks, profiles, profileViews, reports, shortlists, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorEntitlements, isPaid } from '../../lib/plan';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { interestStatesWith } from '../interests/interest.queries';
import { featuredExpr, otherGender, visibleTo } from '../matches/criteria';
import { photosFor } from '../photos/photo.access';
import { CARD_COLUMNS, type CardRow, featuredRoles, plain, toCards } from './cards';

type Page = { page: number; pageSize: number };

/** The member (account + profile) a registration number names, or null (staff have no profile). */
export async function memberByRegNo(db: Db | Tx, registrationNo: string) {
  const r = registrationNo.trim();
  const [row] = await db
    .select({
      id: users.id,
      registrationNo: users.registrationNo,
      gender: profiles.gender,
      listed: profiles.listed,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(or(eq(users.registrationNo, r), eq(users.registrationNo, r.toUpperCase())))
    .limit(1);
  return row ?? null;
}

/**
 * The member `registrationNo` when the viewer may see them in the member area (listed, other gender,
 * not the viewer, not blocked either way); 404 otherwise, so nothing is revealed.
 */
async function visibleMember(ctx: AppContext, actor: Actor, registrationNo: string): Promise<string> {
  const [me] = await ctx.db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, actor.id))
    .limit(1);
  if (!me) throw new AppError(404, MSG.profileNotFound, 'not_found');
  const r = registrationNo.trim();
  const rows = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`select c.user_id from users u join profiles c on c.user_id = u.id
        where u.registration_no in (${r}, ${r.toUpperCase()}) and ${visibleTo(actor.id, otherGender(me.gender))}
        limit 1`,
  );
  if (!rows[0]) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return rows[0].user_id;
}

/* -------------------------------------------------------------------------------------------- shortlist */

/** POST /api/user/shortlist/:registrationNo (issue #3): adds a visible member (idempotent); 404 otherwise. */
export async function addToShortlist(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const target = await visibleMember(ctx, actor, registrationNo);
  await ctx.db.insert(shortlists).values({ userId: actor.id, targetId: target }).onConflictDoNothing();
}

/** DELETE /api/user/shortlist/:registrationNo: removes the member from the shortlist (idempotent; 404 unknown). */
export async function removeFromShortlist(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<void> {
  const target = await memberByRegNo(ctx.db, registrationNo);
  if (!target) throw new AppError(404, MSG.profileNotFound, 'not_found');
  await ctx.db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, actor.id), eq(shortlists.targetId, target.id)));
}

/** Visible to `me` in lists that are not about gender (shortlist, visitors): listed and not blocked. */
function listedNotBlocked(me: string) {
  return sql`c.listed and c.user_id <> ${me} and c.user_id not in (
    select b.target_id from blocks b where b.user_id = ${me}
    union all select b.user_id from blocks b where b.target_id = ${me})`;
}

/** GET /api/user/shortlist (issue #3): the shortlisted members still visible, newest first, paged. */
export async function listShortlist(
  ctx: AppContext,
  actor: Actor,
  q: Page,
): Promise<{ members: MemberCard[]; total: number }> {
  const featured = featuredExpr(await featuredRoles(ctx.db));
  const where = sql`s.user_id = ${actor.id} and ${listedNotBlocked(actor.id)}`;
  const rows = await queryRows<CardRow & { total: string }>(
    ctx.db,
    sql`select ${CARD_COLUMNS}, ${featured} as featured, count(*) over () as total
        from shortlists s join profiles c on c.user_id = s.target_id join users u on u.id = c.user_id
        where ${where}
        order by s.created_at desc, c.user_id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    members: plain(await toCards(ctx, actor, rows)),
    total: await totalOf(
      ctx,
      rows,
      sql`select count(*) as n from shortlists s join profiles c on c.user_id = s.target_id where ${where}`,
    ),
  };
}

/** The window count of the first row, or (past the last page) a count query. */
async function totalOf(
  ctx: AppContext,
  rows: { total?: string | number }[],
  countQuery: ReturnType<typeof sql>,
) {
  if (rows.length) return Number(rows[0].total);
  const [r] = await queryRows<{ n: string | number }>(ctx.db, countQuery);
  return Number(r?.n ?? 0);
}

/* -------------------------------------------------------------------------------------------- blocks */

/**
 * POST /api/user/blocks/:registrationNo (issue #3): the two no longer see or contact each other. In one
 * transaction: the block (idempotent), open interests between them closed (the actor's pending one
 * withdrawn, one awaiting the actor declined, an accepted one withdrawn), shortlists removed both ways.
 * 404 for an unknown or staff registration number; 409 for oneself.
 */
export async function blockMember(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const target = await memberByRegNo(ctx.db, registrationNo);
  if (!target) throw new AppError(404, MSG.profileNotFound, 'not_found');
  if (target.id === actor.id) throw new AppError(409, MSG.blockSelf, 'self');
  const me = actor.id;
  const t = target.id;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(blocks).values({ userId: me, targetId: t }).onConflictDoNothing();
    await tx.execute(sql`
      update interests set
        status = case when status = 'pending' and receiver_id = ${me} then 'declined' else 'withdrawn' end,
        responded_at = now()
      where status in ('pending', 'accepted')
        and ((sender_id = ${me} and receiver_id = ${t}) or (sender_id = ${t} and receiver_id = ${me}))`);
    await tx
      .delete(shortlists)
      .where(
        or(
          and(eq(shortlists.userId, me), eq(shortlists.targetId, t)),
          and(eq(shortlists.userId, t), eq(shortlists.targetId, me)),
        ),
      );
  });
}

/** DELETE /api/user/blocks/:registrationNo: lifts the actor's block (idempotent; 404 unknown). */
export async function unblockMember(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const target = await memberByRegNo(ctx.db, registrationNo);
  if (!target) throw new AppError(404, MSG.profileNotFound, 'not_found');
  await ctx.db.delete(blocks).where(and(eq(blocks.userId, actor.id), eq(blocks.targetId, target.id)));
}

/** GET /api/user/blocks: the members the actor blocked (first name and registration number only), paged. */
export async function listBlocks(
  ctx: AppContext,
  actor: Actor,
  q: Page,
): Promise<{ blocks: BlockedMember[]; total: number }> {
  const rows = await queryRows<{
    registration_no: string;
    first_name: string;
    created_at: Date | string;
    total: string;
  }>(
    ctx.db,
    sql`select u.registration_no, p.first_name, b.created_at, count(*) over () as total
        from blocks b join users u on u.id = b.target_id join profiles p on p.user_id = b.target_id
        where b.user_id = ${actor.id}
        order by b.created_at desc, u.registration_no
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    blocks: rows.map((r) => ({
      registration_no: r.registration_no,
      first_name: r.first_name,
      blocked_at: new Date(r.created_at).toISOString(),
    })),
    total: await totalOf(ctx, rows, sql`select count(*) as n from blocks where user_id = ${actor.id}`),
  };
}

/* -------------------------------------------------------------------------------------------- reports */

/**
 * POST /api/user/reports (issue #3): stores a report of a member's profile for staff. 404 unknown or
 * staff; 409 for oneself or while the actor's earlier report of the same member is still open.
 */
export async function reportMember(
  ctx: AppContext,
  actor: Actor,
  input: { registration_no: string; reason: ReportReason; details: string },
): Promise<void> {
  const target = await memberByRegNo(ctx.db, input.registration_no);
  if (!target) throw new AppError(404, MSG.profileNotFound, 'not_found');
  if (target.id === actor.id) throw new AppError(409, MSG.reportSelf, 'self');
  const [open] = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, actor.id), eq(reports.targetId, target.id), eq(reports.status, 'open')))
    .limit(1);
  if (open) throw new AppError(409, MSG.alreadyReported, 'already_reported');
  await ctx.db.insert(reports).values({
    reporterId: actor.id,
    targetId: target.id,
    reason: input.reason,
    details: input.details,
  });
}

/* -------------------------------------------------------------------------------------------- visits */

/**
 * Records that `viewerId` opened `viewedId`'s profile (issue #3 "who viewed my profile"): one row per
 * pair, visits + 1 and the time of the last visit.
 */
export async function recordVisit(db: Db | Tx, viewerId: string, viewedId: string): Promise<void> {
  await db
    .insert(profileViews)
    .values({ viewerId, viewedId })
    .onConflictDoUpdate({
      target: [profileViews.viewerId, profileViews.viewedId],
      set: { visits: sql`${profileViews.visits} + 1`, viewedAt: sql`now()` },
    });
}

/** GET /api/user/visitors (issue #3): members who viewed my profile, last visit first, paged cards. */
export async function listVisitors(
  ctx: AppContext,
  actor: Actor,
  q: Page,
): Promise<{ members: VisitorCard[]; total: number }> {
  const featured = featuredExpr(await featuredRoles(ctx.db));
  const where = sql`v.viewed_id = ${actor.id} and ${listedNotBlocked(actor.id)}`;
  const rows = await queryRows<CardRow & { last_visit_at: Date | string; visits: number; total: string }>(
    ctx.db,
    sql`select ${CARD_COLUMNS}, ${featured} as featured, v.viewed_at as last_visit_at, v.visits,
               count(*) over () as total
        from profile_views v join profiles c on c.user_id = v.viewer_id join users u on u.id = c.user_id
        where ${where}
        order by v.viewed_at desc, c.user_id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const cards = await toCards(ctx, actor, rows);
  return {
    members: plain(
      cards.map((c) => ({
        ...c,
        last_visit_at: new Date(c.row.last_visit_at).toISOString(),
        visits: Number(c.row.visits),
      })),
    ),
    total: await totalOf(
      ctx,
      rows,
      sql`select count(*) as n from profile_views v join profiles c on c.user_id = v.viewer_id where ${where}`,
    ),
  };
}

/** How many members (still visible) viewed my profile. */
export async function visitorCount(ctx: AppContext, me: string): Promise<number> {
  const [r] = await queryRows<{ n: string }>(
    ctx.db,
    sql`select count(*) as n from profile_views v join profiles c on c.user_id = v.viewer_id
        where v.viewed_id = ${me} and ${listedNotBlocked(me)}`,
  );
  return Number(r?.n ?? 0);
}

/* -------------------------------------------------------------------------------------------- relation */

/**
 * What the member profile page adds for a member viewing another member (issue #3): the interest
 * between them, the shortlist flag, the photos the viewer may see and what the viewer's plan allows.
 * Undefined for the owner and for staff.
 */
export async function memberRelation(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<MemberRelation | undefined> {
  if (actor.role === 'Admin' || actor.role === 'promoter') return undefined;
  const target = await memberByRegNo(ctx.db, registrationNo);
  if (!target || target.id === actor.id) return undefined;
  const [states, listed, ent, photos] = await Promise.all([
    interestStatesWith(ctx.db, actor.id, [target.id]),
    ctx.db
      .select({ t: shortlists.targetId })
      .from(shortlists)
      .where(and(eq(shortlists.userId, actor.id), eq(shortlists.targetId, target.id)))
      .limit(1),
    actorEntitlements(ctx.db, actor),
    photosFor(ctx, actor, target.id),
  ]);
  return {
    interest: states.get(target.id) ?? null,
    shortlisted: listed.length > 0,
    can_express_interest: !!ent?.canExpressInterest,
    viewer_paid: isPaid(actor),
    photos,
  };
}
