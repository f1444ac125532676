import { sql } from 'drizzle-orm';
import type { VisitorCard } from '../../../shared/schemas/members';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { pageSql, queryRows, statementWithValues } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from './cards';
import { featuredExpr } from './criteria';
import { totalOf } from './paging';
import { visibleScope } from './visibility';

/** Profile visits ("who viewed my profile", docs/member-area.md): recorded on a profile view, listed as cards. */

type Page = { page: number; pageSize: number };

/**
 * Records that `viewerId` opened `viewedId`'s profile (docs/member-area.md): one row per
 * pair, visits + 1 and the time of the last visit; a running boost's view count + 1
 * (docs/plan-features.md#profile-boost). One statement (docs/architecture.md#how-a-member-request-flows).
 */
export async function recordVisit(db: Db, viewerId: string, viewedId: string): Promise<void> {
  await visitStatement(db, { viewer_id: viewerId, viewed_id: viewedId });
}

/** recordVisit's statement, built once and prepared by name (its plan does not depend on the values, decision 213). */
const visitStatement = statementWithValues(() => {
  const viewed = sql.placeholder('viewed_id');
  return sql`with boost as (
          update profile_boosts set views = views + 1
          where user_id = ${viewed} and starts_at <= now() and ends_at > now())
        insert into profile_views (viewer_id, viewed_id) values (${sql.placeholder('viewer_id')}, ${viewed})
        on conflict (viewer_id, viewed_id)
        do update set visits = profile_views.visits + 1, viewed_at = now()`;
}, 'record_visit');

/** GET /api/user/visitors (docs/member-area.md): members who viewed my profile, last visit first, paged cards. */
export async function listVisitors(
  ctx: AppContext,
  actor: Actor,
  q: Page,
): Promise<{ members: VisitorCard[]; total: number }> {
  const featured = featuredExpr();
  const where = sql`v.viewed_id = ${actor.id} and ${visibleScope(actor.id)}`;
  const rows = await queryRows<CardRow & { last_visit_at: Date | string; visits: number; total: string }>(
    ctx.db,
    sql`select ${cardColumns(actor)}, ${featured} as featured, v.viewed_at as last_visit_at, v.visits,
               count(*) over () as total
        from profile_views v join profiles c on c.user_id = v.viewer_id join users u on u.id = c.user_id
        where ${where}
        order by v.viewed_at desc, c.user_id
        ${pageSql(q)}`,
  );
  const cards = toCards(ctx, actor, rows);
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
        where v.viewed_id = ${me} and ${visibleScope(me)}`,
  );
  return Number(r?.n ?? 0);
}
