import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { otherGender } from '../../../shared/policies';
import type { MatchCard, MatchTab } from '../../../shared/schemas/members';
import { partnerPreferences, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from '../directory/cards';
import { allOf, featuredExpr, myPreferencesOn, type Seeker, theirPreferencesOn } from '../directory/criteria';
import type { RelationViewer } from '../directory/relations';
import { visibleScope } from '../directory/visibility';

/**
 * How many matches one query ranks: the most recently active members who pass both sides' preferences
 * (mutual) or theirs (lookingForMe). Below it the ranking and the total are exact (within SCAN_LIMIT);
 * above it the ranking is exact over the MATCH_WINDOW most recently active matches and `total_capped`
 * is true. With SCAN_LIMIT and LOOKUP_LIMIT this bounds the work of a query whatever the preferences
 * (a million members, p95 goal 50 ms; docs/decisions/005-match-window.md).
 */
export const MATCH_WINDOW = 300;

/** A match query looks at most at this many most recently active members of the other gender. */
export const SCAN_LIMIT = 25_000;

/** ... and reads the own preferences of at most this many of them (those who pass the viewer's side). */
export const LOOKUP_LIMIT = 2000;

/** The viewer's own profile and partner preferences; 404 when the account has no member profile. */
export async function loadSeeker(ctx: AppContext, actor: Actor): Promise<Seeker> {
  const [row] = await ctx.db
    .select({ p: profiles, prefs: partnerPreferences })
    .from(profiles)
    .innerJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, actor.id))
    .limit(1);
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return { id: actor.id, profile: row.p, prefs: row.prefs };
}

type MatchRow = CardRow & {
  met: number;
  their_met: number;
  their_of: number;
  total: string | number;
};

/**
 * The SQL of one MyMatches page (see listMatches), in four steps:
 * 1. `walk`: listed members of the other gender, most recently active first, who pass the viewer's
 *    preferences (mutual) — read from profiles_match_idx alone (an index-only scan), lazily;
 * 2. `cand`: in that order, test each one's own preferences on the viewer (partner_preferences by primary
 *    key) until `window` pass, with both sides' match counts;
 * 3. `ranked`: add the featured flag (users by primary key), rank, count, cut the page;
 * 4. read the page's card columns. `countQuery` gives the totals alone (a page past the end).
 */
export function matchQuery(
  seeker: Seeker,
  q: { tab: MatchTab; page: number; pageSize: number },
  viewer: RelationViewer,
  window = MATCH_WINDOW,
) {
  const mine = myPreferencesOn(seeker);
  const theirs = theirPreferencesOn(seeker);
  const visible = visibleScope(seeker.id, 'see', otherGender(seeker.profile.gender));
  const cols = sql`c.user_id, c.last_active_at, c.featured, c.date_of_birth, c.height_cm, c.marital_status,
        c.caste, c.qualification, c.occupation, c.income_band, c.mother_tongue, c.state, c.city, c.country`;
  const side = q.tab === 'mutual' ? allOf([visible, ...mine.where]) : visible;
  // The walk follows profiles_match_idx (listed, gender, most recently active first) with every filter
  // column in the index, so it never touches the table; it is read lazily, only as far as `cand` needs.
  // Bounded work whatever the preferences and the community's size: at most SCAN_LIMIT index entries, and
  // at most LOOKUP_LIMIT candidates' own preferences read.
  const walk = sql`select ${cols} from (
        select ${cols}, c.listed, c.gender from profiles c
        where c.listed and c.gender = ${otherGender(seeker.profile.gender)}
        order by c.last_active_at desc limit ${SCAN_LIMIT}) c
      where ${side}
      limit ${LOOKUP_LIMIT}`;
  // Each candidate's own preferences are read by primary key in a LATERAL subquery that the planner cannot
  // turn into a hash join over every member's preferences (OFFSET 0 keeps it a subquery).
  const cand = sql`select c.user_id, c.last_active_at, c.featured, ${mine.met} as met, t.their_met, t.their_of
      from (${walk}) c
      cross join lateral (
        select ${theirs.met} as their_met, ${theirs.of} as their_of
        from partner_preferences cp
        where cp.user_id = c.user_id and ${allOf(theirs.where)}
        offset 0
      ) t
      limit ${window}`;
  const query = sql`with cand as materialized (${cand}),
      ranked as (
        select x.*, row_number() over (
                 order by (x.met + x.their_met)::float8 / (${mine.of} + x.their_of) desc,
                          ${featuredExpr('x', 'u')} desc, x.last_active_at desc, u.created_at desc, x.user_id
               ) as rn,
               ${featuredExpr('x', 'u')} as is_featured,
               count(*) over () as total
        from cand x join users u on u.id = x.user_id
      ),
      page as (select * from ranked where rn > ${(q.page - 1) * q.pageSize} and rn <= ${q.page * q.pageSize})
      select ${cardColumns(viewer)}, r.is_featured as featured, r.met, r.their_met, r.their_of, r.total
      from page r join profiles c on c.user_id = r.user_id join users u on u.id = r.user_id
      order by r.rn`;
  const countQuery = sql`select count(*) as total from (${cand}) x`;
  return { mine, query, countQuery };
}

/**
 * GET /api/user/matches (issue #3 MyMatches). One SQL statement per tab:
 * - 'mutual': members of the other gender who meet the viewer's partner preferences and whose
 *   preferences the viewer meets; 'lookingForMe': members whose preferences the viewer meets.
 * Ranked by score (the share of both sides' set criteria that are met), then featured listing, then
 * recently active, then newest. A criterion whose value is unknown on a profile (e.g. no height) never
 * fails and never counts as met. Never lists unlisted, blocked or same-gender members, or the viewer.
 * Returns cards with score and a sentence saying why; `total` is over the whole set (or the window).
 */
export async function listMatches(
  ctx: AppContext,
  actor: Actor,
  q: { tab: MatchTab; page: number; pageSize: number },
  window = MATCH_WINDOW,
): Promise<{ members: MatchCard[]; total: number; total_capped: boolean }> {
  const seeker = await loadSeeker(ctx, actor);
  const { mine, query, countQuery } = matchQuery(seeker, q, actor, window);
  const rows = await queryRows<MatchRow>(ctx.db, query);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ total: string }>(ctx.db, countQuery);
    total = Number(c.total);
  }
  const cards = await toCards(ctx, actor, rows);
  const members = cards.map((card) => {
    const r = card.row;
    const met = Number(r.met);
    const theirMet = Number(r.their_met);
    const theirOf = Number(r.their_of);
    return {
      ...card,
      score: Math.round((100 * (met + theirMet)) / (mine.of + theirOf)),
      met,
      of: mine.of,
      their_met: theirMet,
      their_of: theirOf,
      why:
        q.tab === 'mutual'
          ? `Matches ${met} of ${mine.of} of your preferences`
          : `You match ${theirMet} of ${theirOf} of their preferences`,
    };
  });
  return { members: plain(members), total, total_capped: total >= window };
}
