import { type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { effectivePlan, otherGender } from '../../../shared/policies';
import {
  type MemberCard,
  type MemberFilters,
  type MemberSort,
  type SearchQuery,
  TOTAL_CAP,
  usedAdvancedFilters,
} from '../../../shared/schemas/members';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows, statementWithValues } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumnsOf, plain, toCards } from '../directory/cards';
import {
  allOf,
  boostedExpr,
  featuredExpr,
  filterTerms,
  gunaAtLeast,
  gunaPointsWith,
} from '../directory/criteria';
import { relationColumnsOf } from '../directory/relations';
import { regNoInPlaceholders, regNoValues, visibleScope } from '../directory/visibility';
import { actorEntitlements } from '../plans/plan';

export type MemberPage = { members: MemberCard[]; total: number; total_capped: boolean };

/**
 * Decision 202 (docs/member-area.md#saved-searches): only members whose account was activated after `after`
 * (a timestamptz as the database wrote it) and up to `upTo`.
 */
export type ActivatedWindow = { after: string; upTo: Date };

/** ORDER BY of each sort; the last key makes paging stable. Each leads with an indexed column. */
const ORDER: Record<MemberSort, SQL> = {
  newest: sql`u.created_at desc, c.user_id desc`,
  recently_active: sql`c.last_active_at desc, c.user_id desc`,
  age_asc: sql`c.date_of_birth desc, c.user_id desc`,
  age_desc: sql`c.date_of_birth asc, c.user_id asc`,
};

/** The gender the viewer browses (the other one); 404 for an account without a member profile. */
function targetGender(actor: Actor): string {
  if (!actor.gender) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return otherGender(actor.gender);
}

/**
 * Refuses advanced filters (ADVANCED_FILTERS: height, mother tongue, qualification, occupation, income,
 * with photo) unless the viewer's effective plan has the `advancedFilters` entitlement: HTTP 402
 * (a plan refusal, never 403, SPEC §4), plans as data (docs/member-area.md#plans-are-data).
 */
export async function assertFiltersAllowed(ctx: AppContext, actor: Actor, f: MemberFilters): Promise<void> {
  if (usedAdvancedFilters(f).length === 0) return;
  const ent = await actorEntitlements(ctx.db, actor);
  if (!ent?.advancedFilters) throw new AppError(402, MSG.advancedFiltersLocked, 'upgrade_required');
}

/**
 * Up to this many matches (an exact count: below TOTAL_CAP), "newest" first collects the matches, then
 * sorts them by registration time; above it, it walks accounts by registration time.
 */
const NEWEST_FILTER_FIRST = Math.min(1500, TOTAL_CAP);

/**
 * The SQL of a browse page. `countQuery` counts up to TOTAL_CAP + 1 matches from the covering indexes.
 * `idsQuery(n, k)` picks the page's user ids for a known count `n` (`k` of them boosted now), in order, from the
 * covering indexes alone (a deferred join, decision 095); cardsByIds then reads the card columns of those ids only, so
 * a filter that skips thousands of index entries never reads their heap rows or users rows. Every sort
 * but "newest" follows a profiles index; "newest" (users.created_at) walks users by registration time when
 * matches are common and collects the matches first when they are few (so a rare filter does not walk a
 * million accounts). `listed` already means an active account (isListed), so only "newest" joins users
 * in the first step, to walk its index.
 */
export function browseQuery(viewer: Actor, gender: string, f: MemberFilters, activated?: ActivatedWindow) {
  const terms = filterTerms(f);
  if (f.guna_min) terms.push(gunaAtLeast(viewer.id, f.guna_min));
  // Decision 202: the new-match mail keeps the members activated inside its window (one primary-key probe each).
  if (activated)
    terms.push(
      sql`exists (select 1 from users nu where nu.id = c.user_id and nu.activated_at > ${activated.after}::timestamptz
          and nu.activated_at <= ${activated.upTo.toISOString()})`,
    );
  const where = sql`${visibleScope(viewer.id, 'see', gender)} and ${allOf(terms)}`;
  const boosted = boostedExpr();
  // The boosted matches (docs/plan-features.md#profile-boost) come first, in the page's order; the
  // partial index profiles_boosted_idx finds the few boosted now, so counting them is cheap.
  const countQuery = sql`select (select count(*) from (select 1 from profiles c where ${where} limit ${TOTAL_CAP + 1}) x) as n,
        (select count(*) from profiles c where ${where} and c.boosted_until > now() and ${boosted}) as k`;
  const idsWhere = (n: number, extra: SQL, page: SQL) =>
    f.sort === 'newest' && n <= NEWEST_FILTER_FIRST
      ? sql`with m as materialized (select c.user_id from profiles c where ${where} and ${extra})
            select c.user_id from m c join users u on u.id = c.user_id order by ${ORDER.newest} ${page}`
      : f.sort === 'newest'
        ? sql`select c.user_id from profiles c join users u on u.id = c.user_id
              where ${where} and ${extra} and u.status = 'active' order by ${ORDER.newest} ${page}`
        : sql`select c.user_id from profiles c where ${where} and ${extra} order by ${ORDER[f.sort]} ${page}`;
  const ids = (n: number, k: number) => {
    const offset = (f.page - 1) * f.pageSize;
    const fromBoosted = Math.max(0, Math.min(f.pageSize, k - offset));
    const rest = f.pageSize - fromBoosted;
    const parts: SQL[] = [];
    if (fromBoosted > 0)
      parts.push(
        sql`(${idsWhere(n, sql`c.boosted_until > now() and ${boosted}`, sql`limit ${fromBoosted} offset ${offset}`)})`,
      );
    if (rest > 0)
      parts.push(
        sql`(${idsWhere(n, sql`not ${boosted}`, sql`limit ${rest} offset ${Math.max(0, offset - k)}`)})`,
      );
    return sql.join(parts, sql` union all `);
  };
  /** The page's user ids in page order (the boosted first, then the sort), for cardsByIds. */
  const idsQuery = (n: number, k = 0) =>
    sql`with p as materialized (${ids(n, k)})
        select p.user_id, u.registration_no from p join profiles c on c.user_id = p.user_id join users u on u.id = p.user_id
        order by ${boosted} desc, ${ORDER[f.sort]}`;
  return { idsQuery, countQuery };
}

/**
 * A statement of member cards for a viewer, built once per side the viewer fills in the guna milan table and
 * sent as a named prepared statement (decision 213): its plan (primary-key or unique-index probes, then the
 * card columns' sub-selects) does not depend on the values, so PostgreSQL plans it once per connection instead
 * of on every page. `from`: the FROM and WHERE naming `profiles c` and `users u`, tested with the visibility
 * scope; `tail`: ORDER BY / LIMIT. Values: viewer_id, viewer_gender, viewer_plan, target_gender and those of
 * `from`. The card's guna milan columns (docs/horoscope.md#search): the member's horoscope privacy and the
 * pair's points × 2 (gunaPointsWith); toCards shows them per the horoscope rule.
 */
function cardStatement(name: string, from: SQL, tail: SQL) {
  const statement = (viewerIsBride: boolean) =>
    statementWithValues(
      () => {
        const viewer = sql.placeholder('viewer_id');
        const relation = relationColumnsOf({
          id: viewer,
          gender: sql.placeholder('viewer_gender'),
          plan: sql.placeholder('viewer_plan'),
        });
        return sql`select ${cardColumnsOf(relation)}, ${featuredExpr()} as featured, ${boostedExpr()} as boosted,
            c.horoscope_privacy, ${gunaPointsWith(viewer, viewerIsBride)} as guna_points
          ${from} and ${visibleScope(viewer, 'see', sql.placeholder('target_gender'))} ${tail}`;
      },
      `${name}_${viewerIsBride ? 'bride' : 'groom'}`,
    );
  const bySide = { bride: statement(true), groom: statement(false) };
  return (ctx: AppContext, actor: Actor, values: Record<string, unknown>): Promise<CardRow[]> =>
    bySide[actor.gender === 'Bride' ? 'bride' : 'groom']<CardRow>(ctx.db, {
      viewer_id: actor.id,
      viewer_gender: actor.gender,
      viewer_plan: effectivePlan(actor),
      target_gender: targetGender(actor),
      ...values,
    });
}

/** The cards of a page's ids in the order given (a member who blocked the viewer in between is left out). */
const cardsByIds = cardStatement(
  'cards_by_ids',
  sql`from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality p(user_id, ord)
      join profiles c on c.user_id = p.user_id join users u on u.id = p.user_id where true`,
  sql`order by p.ord`,
);

/** The card of the member with a registration number as typed (regNoValues), when the viewer may see them. */
const cardByRegNo = cardStatement(
  'card_by_regno',
  sql`from users u join profiles c on c.user_id = u.id where ${regNoInPlaceholders()}`,
  sql`limit 1`,
);

/**
 * GET /api/user/members (viewAll) and the criteria form of /api/user/search (docs/member-area.md#matches): every listed
 * member of the other gender that passes the filters, sorted and paged by the database. Filters apply
 * to the whole set. `total` is exact up to TOTAL_CAP; beyond it `total_capped` is true. Advanced
 * filters need the plan entitlement (402). `activated` (decision 202) keeps only members activated in that window.
 */
export async function browseMembers(
  ctx: AppContext,
  actor: Actor,
  f: MemberFilters,
  activated?: ActivatedWindow,
): Promise<MemberPage> {
  await assertFiltersAllowed(ctx, actor, f);
  const gender = targetGender(actor);
  const { idsQuery, countQuery } = browseQuery(actor, gender, f, activated);
  const [count] = await queryRows<{ n: string | number; k: string | number }>(ctx.db, countQuery);
  const n = Number(count?.n ?? 0);
  const k = Number(count?.k ?? 0);
  const ids =
    n > (f.page - 1) * f.pageSize
      ? (await queryRows<{ user_id: string }>(ctx.db, idsQuery(n, k))).map((r) => r.user_id)
      : [];
  const rows = ids.length ? await cardsByIds(ctx, actor, { ids: `{${ids.join(',')}}` }) : [];
  return {
    members: plain(toCards(ctx, actor, rows)),
    total: Math.min(n, TOTAL_CAP),
    total_capped: n > TOTAL_CAP,
  };
}

/**
 * GET /api/user/search (docs/member-area.md#matches): with `registration_no`, the one member with that exact registration
 * number when the viewer may see them (else an empty page); otherwise browseMembers with the criteria.
 */
export async function searchMembers(ctx: AppContext, actor: Actor, q: SearchQuery): Promise<MemberPage> {
  if (!q.registration_no) return browseMembers(ctx, actor, q);
  const rows = await cardByRegNo(ctx, actor, regNoValues(q.registration_no));
  return { members: plain(toCards(ctx, actor, rows)), total: rows.length, total_capped: false };
}
