import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { otherGender } from '../../../shared/policies';
import type { MatchCard, MatchTab } from '../../../shared/schemas/members';
import { partnerPreferences, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { tFor } from '../../lib/i18n';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from '../directory/cards';
import { allOf, featuredExpr, myPreferencesOn, type Seeker, theirPreferencesOn } from '../directory/criteria';
import { preferencesChosen } from '../directory/preferences';
import type { RelationViewer } from '../directory/relations';
import { visibleScope } from '../directory/visibility';
import { matchWords } from './match.words';

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

/**
 * The viewer's own profile and partner preferences, and when they registered (for the prompt to set
 * preferences); 404 when the account has no member profile.
 */
export async function loadSeeker(ctx: AppContext, actor: Actor): Promise<Seeker & { registeredAt: Date }> {
  const [row] = await ctx.db
    .select({ p: profiles, prefs: partnerPreferences, registeredAt: users.createdAt })
    .from(profiles)
    .innerJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, actor.id))
    .limit(1);
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return { id: actor.id, profile: row.p, prefs: row.prefs, registeredAt: row.registeredAt };
}

type MatchRow = CardRow & {
  income_band: string;
  country: string;
  signals: string[];
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
        c.caste, c.qualification, c.occupation, c.income_band, c.mother_tongue, c.state, c.city, c.country,
        c.has_photo`;
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
  // Profile completeness as the index can tell it: education, occupation, income and height given.
  const complete = sql`(c.qualification <> '' and c.occupation not in ('', 'Select Occupation')
        and c.income_band <> '' and c.height_cm is not null)`;
  const cand = sql`select c.user_id, c.last_active_at, c.featured, c.has_photo, ${complete} as complete,
        ${mine.met} as met, t.their_met, t.their_of
      from (${walk}) c
      cross join lateral (
        select ${theirs.met} as their_met, ${theirs.of} as their_of
        from partner_preferences cp
        where cp.user_id = c.user_id and ${allOf(theirs.where)}
        offset 0
      ) t
      limit ${window}`;
  const query = sql`with cand as materialized (${cand}),
      signalled as (
        select x.*,
               array_remove(array[
                 case when x.last_active_at > now() - interval '7 days' then 'Active this week' end,
                 case when x.complete then 'Complete profile' end,
                 case when x.has_photo then 'Has a photo' end,
                 case when exists (select 1 from interests i
                                   where i.receiver_id = x.user_id and i.responded_at is not null)
                      then 'Replies to interests' end
               ], null) as signals
        from cand x
      ),
      ranked as (
        select x.*, row_number() over (
                 order by (x.met + x.their_met)::float8 / greatest(${mine.of} + x.their_of, 1) desc,
                          cardinality(x.signals) desc,
                          ${featuredExpr('x', 'u')} desc, x.last_active_at desc, u.created_at desc, x.user_id
               ) as rn,
               ${featuredExpr('x', 'u')} as is_featured,
               count(*) over () as total
        from signalled x join users u on u.id = x.user_id
      ),
      page as (select * from ranked where rn > ${(q.page - 1) * q.pageSize} and rn <= ${q.page * q.pageSize})
      select ${cardColumns(viewer)}, c.income_band, c.country, r.is_featured as featured, r.signals,
             r.met, r.their_met, r.their_of, r.total
      from page r join profiles c on c.user_id = r.user_id join users u on u.id = r.user_id
      order by r.rn`;
  const countQuery = sql`select count(*) as total from (${cand}) x`;
  return { mine, query, countQuery };
}

const SIGNALS: Record<string, 'activeWeek' | 'complete' | 'photo' | 'replies'> = {
  'Active this week': 'activeWeek',
  'Complete profile': 'complete',
  'Has a photo': 'photo',
  'Replies to interests': 'replies',
};

/** A reply signal (written in English by the SQL below) in `lang` (issue #9). */
function signalWord(lang: Lang, signal: string): string {
  const key = SIGNALS[signal];
  return key ? tFor(lang, 'member')(`matchWords.signal.${key}`) : signal;
}

/** The card's headline: what matched, in words, or how the viewer fits the member's nice-to-haves. */
function whySentence(
  lang: Lang,
  tab: MatchTab,
  matched: string[],
  theirMet: number,
  theirOf: number,
): string {
  const t = tFor(lang, 'member');
  if (tab === 'mutual' && matched.length > 0) return matched.join(' · ');
  if (theirOf > 0) return t('matchWords.whyTheirs', { met: theirMet, of: theirOf });
  return tab === 'mutual' ? t('matchWords.meetsYours') : t('matchWords.youMeetTheirs');
}

/**
 * GET /api/user/matches (issue #3 MyMatches). One SQL statement per tab:
 * - 'mutual': members of the other gender who meet the viewer's partner preferences and whose
 *   preferences the viewer meets; 'lookingForMe': members whose preferences the viewer meets.
 * Must-haves (age always, and the criteria each side marked) filter; the rest rank (issue #8): by score
 * (the share of both sides' set nice-to-haves that are met, 0-100), then reply signals (active this
 * week, complete profile, has a photo, replies to interests), then featured listing, recently active,
 * newest. Each card says in words what matched, what did not and what is unknown. A criterion whose value is unknown on a profile (e.g. no height) never
 * fails and never counts as met. Never lists unlisted, blocked or same-gender members, or the viewer.
 * Returns cards with score and a sentence saying why (words in `lang`, issue #9); `total` is over the whole set (or the window).
 */
export async function listMatches(
  ctx: AppContext,
  actor: Actor,
  q: { tab: MatchTab; page: number; pageSize: number },
  window = MATCH_WINDOW,
  lang: Lang = 'en',
): Promise<{ members: MatchCard[]; total: number; total_capped: boolean; preferences_set: boolean }> {
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
    const words = matchWords(seeker, r, lang);
    const of = mine.of + theirOf;
    return {
      ...card,
      score: of === 0 ? 0 : Math.round((100 * (met + theirMet)) / of),
      met,
      of: mine.of,
      their_met: theirMet,
      their_of: theirOf,
      ...words,
      signals: r.signals.map((s) => signalWord(lang, s)),
      why: whySentence(lang, q.tab, words.matched, theirMet, theirOf),
    };
  });
  return {
    members: plain(members),
    total,
    total_capped: total >= window,
    preferences_set: preferencesChosen(seeker.prefs, seeker.registeredAt),
  };
}
