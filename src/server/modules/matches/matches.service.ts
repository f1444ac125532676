import { eq, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { MatchCard, MatchTab } from '../../../shared/schemas/members';
import { partnerPreferences, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { CARD_COLUMNS, type CardRow, featuredRoles, plain, toCards } from '../members/cards';
import { allOf, featuredExpr, myPreferencesOn, otherGender, type Seeker, theirPreferencesOn, visibleTo } from './criteria';

/**
 * How many candidates one match query ranks: the members who pass the filter side of the tab, most
 * recently active first. Below it the ranking is exact over every match; above it, it is exact over the
 * most recently active MATCH_WINDOW of them and `total_capped` is true (docs/decisions: match window).
 * Keeps MyMatches inside its latency goal at a million members whatever the preferences.
 */
export const MATCH_WINDOW = 1500;

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

type MatchRow = CardRow & { met: number; their_met: number; their_of: number; total: string | number; window_n: string | number };

/** The columns of profiles the candidate window carries into ranking. */
const WINDOW_COLUMNS = sql`c.user_id, c.first_name, c.gender, c.date_of_birth, c.height_cm, c.marital_status,
  c.caste, c.qualification, c.occupation, c.income_band, c.mother_tongue, c.state, c.city, c.country,
  c.featured, c.last_active_at`;

/**
 * The SQL of one MyMatches page (see listMatches): `query` returns the page's rows with the match
 * counts, `total` (over the window) and `window_n`; `countQuery` the same two numbers alone.
 */
export function matchQuery(
  seeker: Seeker,
  q: { tab: MatchTab; page: number; pageSize: number },
  roles: string[],
  window = MATCH_WINDOW,
) {
  const mine = myPreferencesOn(seeker);
  const theirs = theirPreferencesOn(seeker);
  const featured = featuredExpr(roles);
  const visible = visibleTo(seeker.id, otherGender(seeker.profile.gender));
  const cand: SQL =
    q.tab === 'mutual'
      ? sql`select ${WINDOW_COLUMNS} from profiles c where ${visible} and ${allOf(mine.where)}
            order by c.last_active_at desc limit ${window}`
      : sql`select ${WINDOW_COLUMNS} from profiles c
            join partner_preferences cp on cp.user_id = c.user_id
            where ${visible} and ${allOf(theirs.where)}
            order by c.last_active_at desc limit ${window}`;
  const secondSide = q.tab === 'mutual' ? allOf(theirs.where) : sql`true`;
  const query = sql`with cand as materialized (${cand}),
        scored as (
          select ${CARD_COLUMNS}, ${featured} as featured, ${mine.met} as met,
                 ${theirs.met} as their_met, ${theirs.of} as their_of
          from cand c
          join partner_preferences cp on cp.user_id = c.user_id
          join users u on u.id = c.user_id
          where ${secondSide}
        )
        select s.*, count(*) over () as total, (select count(*) from cand) as window_n
        from scored s
        order by (s.met + s.their_met)::float8 / (${mine.of} + s.their_of) desc, s.featured desc,
                 s.last_active_at desc, s.created_at desc, s.user_id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const countQuery = sql`with cand as materialized (${cand})
          select count(*) as total, (select count(*) from cand) as window_n
          from cand c join partner_preferences cp on cp.user_id = c.user_id where ${secondSide}`;
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
  const { mine, query, countQuery } = matchQuery(seeker, q, await featuredRoles(ctx.db), window);
  const rows = await queryRows<MatchRow>(ctx.db, query);
  let total = rows.length ? Number(rows[0].total) : 0;
  let windowFull = rows.length ? Number(rows[0].window_n) >= window : false;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ total: string; window_n: string }>(ctx.db, countQuery);
    total = Number(c.total);
    windowFull = Number(c.window_n) >= window;
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
  return { members: plain(members), total, total_capped: windowFull };
}
