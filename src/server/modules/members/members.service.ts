import { and, eq, or, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { BlockedMember, MemberCard, ReportReason } from '../../../shared/schemas/members';
import { blocks, reports, shortlists } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { bumpMatchesVersion } from '../../lib/match-cache';
import { pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from '../directory/cards';
import { featuredExpr } from '../directory/criteria';
import { totalOf } from '../directory/paging';
import { findVisibleMember, visibleScope } from '../directory/visibility';

type Page = { page: number; pageSize: number };

/** True when `registrationNo` is the actor's own (self-actions answer 409: one knows oneself). */
function isSelf(actor: Actor, registrationNo: string): boolean {
  return registrationNo.trim().toUpperCase() === actor.registrationNo.toUpperCase();
}

/* -------------------------------------------------------------------------------------------- shortlist */

/** POST /api/user/shortlist/:registrationNo (docs/member-area.md#who-sees-whom): adds a visible member (idempotent); 404 otherwise. */
export async function addToShortlist(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const target = await findVisibleMember(ctx.db, actor.id, registrationNo);
  await ctx.db.insert(shortlists).values({ userId: actor.id, targetId: target.id }).onConflictDoNothing();
}

/**
 * DELETE /api/user/shortlist/:registrationNo: removes the member from the shortlist (idempotent); 404
 * for a member the actor may not see (decision 007, visibility scope).
 */
export async function removeFromShortlist(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<void> {
  const target = await findVisibleMember(ctx.db, actor.id, registrationNo);
  await ctx.db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, actor.id), eq(shortlists.targetId, target.id)));
}

/** GET /api/user/shortlist (docs/member-area.md#who-sees-whom): the shortlisted members still visible, newest first, paged. */
export async function listShortlist(
  ctx: AppContext,
  actor: Actor,
  q: Page,
): Promise<{ members: MemberCard[]; total: number }> {
  const featured = featuredExpr();
  const where = sql`s.user_id = ${actor.id} and ${visibleScope(actor.id)}`;
  const rows = await queryRows<CardRow & { total: string }>(
    ctx.db,
    sql`select ${cardColumns(actor)}, ${featured} as featured, count(*) over () as total
        from shortlists s join profiles c on c.user_id = s.target_id join users u on u.id = c.user_id
        where ${where}
        order by s.created_at desc, c.user_id
        ${pageSql(q)}`,
  );
  return {
    members: plain(toCards(ctx, actor, rows)),
    total: await totalOf(
      ctx,
      rows,
      sql`select count(*) as n from shortlists s join profiles c on c.user_id = s.target_id where ${where}`,
    ),
  };
}

/* -------------------------------------------------------------------------------------------- blocks */

/**
 * POST /api/user/blocks/:registrationNo (docs/member-area.md#who-sees-whom): the two no longer see or contact each other. In one
 * transaction: the block (idempotent), open interests between them closed (the actor's pending one
 * withdrawn, one awaiting the actor declined, an accepted one withdrawn), shortlists removed both ways.
 * 409 for oneself; 404 for a number the actor may not see (the visibility scope, decision 007; a block
 * either way does not stop blocking, so the answer says nothing about who blocked whom).
 */
export async function blockMember(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  if (isSelf(actor, registrationNo)) throw new AppError(409, MSG.blockSelf, 'self');
  const target = await findVisibleMember(ctx.db, actor.id, registrationNo, 'block');
  const me = actor.id;
  const t = target.id;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(blocks).values({ userId: me, targetId: t }).onConflictDoNothing();
    await bumpMatchesVersion(tx, [me, t]);
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

/** DELETE /api/user/blocks/:registrationNo: lifts the actor's block (idempotent); 404 outside the scope. */
export async function unblockMember(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const target = await findVisibleMember(ctx.db, actor.id, registrationNo, 'block');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(blocks).where(and(eq(blocks.userId, actor.id), eq(blocks.targetId, target.id)));
    await bumpMatchesVersion(tx, [actor.id, target.id]);
  });
}

/**
 * GET /api/user/blocks: the members the actor blocked (first name and registration number only), paged;
 * only those still in the actor's visibility scope for blocking (decision 007: a member who became hidden,
 * inactive or rejected drops out of the list).
 */
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
    sql`select u.registration_no, c.first_name, b.created_at, count(*) over () as total
        from blocks b join users u on u.id = b.target_id join profiles c on c.user_id = b.target_id
        where b.user_id = ${actor.id} and ${visibleScope(actor.id, 'block')}
        order by b.created_at desc, u.registration_no
        ${pageSql(q)}`,
  );
  return {
    blocks: rows.map((r) => ({
      registration_no: r.registration_no,
      first_name: r.first_name,
      blocked_at: new Date(r.created_at).toISOString(),
    })),
    total: await totalOf(
      ctx,
      rows,
      sql`select count(*) as n from blocks b join profiles c on c.user_id = b.target_id
          where b.user_id = ${actor.id} and ${visibleScope(actor.id, 'block')}`,
    ),
  };
}

/* -------------------------------------------------------------------------------------------- reports */

/**
 * POST /api/user/reports (docs/member-area.md): stores a report of a member's profile for staff. 409 for oneself
 * or while the actor's earlier report of the same member is still open; 404 for a number the actor may
 * not see (decision 007; a member may report someone they blocked).
 */
export async function reportMember(
  ctx: AppContext,
  actor: Actor,
  input: { registration_no: string; reason: ReportReason; details: string },
): Promise<void> {
  if (isSelf(actor, input.registration_no)) throw new AppError(409, MSG.reportSelf, 'self');
  const target = await findVisibleMember(ctx.db, actor.id, input.registration_no, 'report');
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
