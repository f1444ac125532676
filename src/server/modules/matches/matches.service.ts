import { eq, type SQL, sql } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { effectivePlan, otherGender } from '../../../shared/policies';
import type { MatchCard, MatchTab } from '../../../shared/schemas/members';
import type { Db } from '../../db/client';
import { partnerPreferences, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, hasSqlState } from '../../lib/errors';
import { tFor } from '../../lib/i18n';
import { preparedPerDb, statementWithValues } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumnsOf, plain, toCards } from '../directory/cards';
import {
  allOf,
  boostedExpr,
  featuredExpr,
  gunaPointsOf,
  idVerifiedOn,
  idVerifiedOnly,
  myPreferencesOn,
  myPreferenceValues,
  type Seeker,
  theirPreferencesOn,
  theirPreferenceValues,
} from '../directory/criteria';
import { preferencesChosen } from '../directory/preferences';
import { type RelationViewer, relationColumnsOf } from '../directory/relations';
import { visibleScope } from '../directory/visibility';
import { matchWords } from './match.words';
import { learnWalk, type MatchWalk, skipsBoundedWalk, trialLimitMs } from './walk-hints';

/**
 * How many matches one query ranks (decision 040): every member who meets both sides' must-haves is a
 * match, over the whole community (no scan window); the ranking is exact over the MATCH_WINDOW most
 * recently active of them. Below it the ranking and the total are exact; above it `total_capped` is true.
 */
export const MATCH_WINDOW = 300;

/** The member's profile, partner preferences and registration time by id (prepared once, loadSeeker). */
const seekerStatement = preparedPerDb((db) =>
  db
    .select({
      p: profiles,
      prefs: partnerPreferences,
      registeredAt: users.createdAt,
      matchesVersion: users.matchesVersion,
    })
    .from(profiles)
    .innerJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('id')))
    .limit(1)
    .prepare('load_seeker'),
);

/**
 * The viewer's own profile and partner preferences, when they registered (for the prompt to set
 * preferences) and their MyMatches cache version (decision 204); 404 when the account has no member profile.
 */
export async function loadSeeker(
  ctx: AppContext,
  actor: Actor,
): Promise<Seeker & { registeredAt: Date; matchesVersion: number }> {
  const [row] = await seekerStatement(ctx.db).execute({ id: actor.id });
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return {
    id: actor.id,
    profile: row.p,
    prefs: row.prefs,
    registeredAt: row.registeredAt,
    matchesVersion: row.matchesVersion,
  };
}

export type MatchRow = CardRow & {
  income_band: string;
  country: string;
  diet: string;
  signals: string[];
  met: number;
  their_met: number;
  their_of: number;
  total: string | number;
  /** Which walk answered (decisions 082, 087). */
  walk: MatchWalk;
  /** The member's Moon position and manglik status as matching knows them (decision 148), for the words. */
  horoscope_moon: number | null;
  horoscope_manglik: string;
};

/**
 * How many of the most recently active members of the other gender the bounded walk of MyMatches looks
 * at per ranked match (decision 082): `MATCH_HEAD_PER_MATCH * window` index tuples. When they hold
 * `window` matches, those are exactly the `window` most recently active matches; otherwise the unbounded
 * query answers (same result, the planner's choice of index).
 */
export const MATCH_HEAD_PER_MATCH = 100;

/**
 * The probe before the bounded walk (decision 087): the `MATCH_PROBE_PER_MATCH * window` most recently
 * active members of the other gender. When they hold `window` matches they answer (exact, as the head
 * would); otherwise their share of matches predicts the head's, and the head is walked only when that
 * prediction reaches `HEAD_MARGIN * window` matches. A member with sparse matches pays a probe of a tenth
 * of the head instead of the whole head before the unbounded walk.
 */
export const MATCH_PROBE_PER_MATCH = 10;
export const HEAD_MARGIN = 1;

/** The profiles columns the match walk reads: all in profiles_match_idx (index-only scans). */
const WALK_COLUMNS = sql.raw(
  [
    'listed',
    'gender',
    'last_active_at',
    'user_id',
    'featured',
    'featured_until',
    'boosted_until',
    'registered_at',
    'date_of_birth',
    'height_cm',
    'marital_status',
    'caste',
    'mother_tongue',
    'state',
    'city',
    'country',
    'qualification',
    'occupation',
    'income_band',
    'has_photo',
    'replies',
    'diet',
    'accept_age_min',
    'accept_age_max',
    'accept_height_min',
    'accept_height_max',
    'accept_keys',
    'accept_mask',
    'horoscope_moon',
    'horoscope_manglik',
    'accept_guna_min',
    'accept_guna_unknown',
  ]
    .map((col) => `h.${col}`)
    .join(', '),
);

/** How one MyMatches statement walks (decisions 082, 087, 088) and its fixed sizes. */
export type MatchPlan = {
  tab: MatchTab;
  /**
   * 'bounded': the probe, then the head; 'full': the unbounded walk; 'ids': the cached first page's
   * candidates (the `ids` parameter, in rank order), every filter tested again (decision 204).
   */
  walk: 'bounded' | 'full' | 'ids';
  window: number;
  headLimit: number;
  probeLimit: number;
  headMargin: number;
};

/** A whole number written into the SQL text (sizes are part of a statement's plan, not values). */
const n = (v: number) => sql.raw(String(Math.floor(v)));
const p = (name: string) => sql.placeholder(name);

/**
 * The SQL of one MyMatches page (see listMatches), with the viewer's facts as named parameters (values
 * from matchValues): the text depends only on `plan`, so it is built once per process (decision 089).
 * 1. `cand`: listed members of the other gender who meet the viewer's must-haves (mutual) and whose own
 *    must-haves the viewer meets, both tested on the candidate's profiles row (its accept_* columns are
 *    the indexable copy of their must-haves, decision 040), most recently active first, the first
 *    `window` of them; their nice-to-haves read from partner_preferences by primary key for those only.
 *    The 'bounded' walk (decisions 082, 087): `probe` walks the `probeLimit` most recently active
 *    members of the other gender (profiles_match_idx in recency order) and `head` the `headLimit` most
 *    recently active; whichever first finds `window` matches answers (they are the `window` most
 *    recently active ones: exact); the head is walked only when the probe's matches predict at least
 *    `headMargin` × window in it. When neither answers, the statement returns no row and the 'full' walk
 *    (unbounded: the planner picks profiles_match_idx in recency order, profiles_browse_idx by date of
 *    birth, profiles_caste_idx or, looking for me, the GIN index on accept_keys, whichever the values make cheapest)
 *    answers in a second statement. The `walk` column says which answered;
 * 2. `ranked`: rank (the featured flag and the registration time are on the walked rows, decision
 *    094), count, cut the page (`page_from` <
 *    rn <= `page_to`);
 * 3. read the page's card columns. `countQuery` gives the totals alone (a page past the end).
 * No scan window: a match is found wherever it is in the community.
 */
export function matchQuery(plan: MatchPlan) {
  const { tab, window } = plan;
  const headLimit = Math.max(plan.headLimit, 0);
  const probeLimit = Math.min(plan.probeLimit, headLimit);
  // The head is worth walking when the probe's matches, scaled to the head, reach the margin.
  const probeForHead = Math.ceil((plan.headMargin * window * probeLimit) / Math.max(headLimit, 1));
  const verified = idVerifiedOn(plan.walk !== 'bounded');
  const mine = myPreferencesOn(verified);
  const gender = p('gender');
  const visible = visibleScope(p('viewer_id'), 'see', gender);
  // The "ID verified" filter or must-have (decision 192) after the index's own terms.
  const filtersOf = (their: SQL[]) =>
    tab === 'mutual'
      ? [visible, ...mine.where, ...their, idVerifiedOnly(verified)]
      : [visible, ...their, idVerifiedOnly(verified)];
  // Profile completeness as the index can tell it: education, occupation, income and height given.
  const complete = sql`(c.qualification <> '' and c.occupation not in ('', 'Select Occupation')
        and c.income_band <> '' and c.height_cm is not null)`;
  const walkFrom = (from: SQL, filters: SQL[]) => sql`select c.user_id, c.last_active_at,
        ${featuredExpr('c')} as is_featured, ${boostedExpr('c')} as is_boosted, c.registered_at, c.has_photo, c.replies, ${complete} as complete,
        c.horoscope_moon, c.horoscope_manglik, ${mine.met} as met
      from ${from}
      where ${allOf(filters)}
      order by c.last_active_at desc
      limit ${n(window)}`;
  let walks: SQL;
  let walk: SQL;
  let walked: SQL;
  if (plan.walk === 'bounded') {
    // The head reads profiles_match_idx only, which carries accept_mask (decision 082). A LIMIT
    // subquery is never flattened, so the filters apply to its rows in recency order.
    const headTheirs = theirPreferencesOn(true);
    const recent = (limit: number) => sql`(select ${WALK_COLUMNS} from profiles h
      where h.listed and h.gender = ${gender}
      order by h.last_active_at desc
      limit ${n(limit)}) c`;
    const probe = walkFrom(recent(probeLimit), filtersOf(headTheirs.where));
    const head = walkFrom(recent(headLimit), filtersOf(headTheirs.where));
    // The conditions have no column: PostgreSQL tests each once (an InitPlan, evaluated when first
    // needed, `and` stopping at its first false side) and reads `head` only when needed.
    const inProbe = sql`(select count(*) from probe)`;
    const inHead = sql`(select count(*) from head)`;
    const headTried = sql`${inProbe} < ${n(window)} and ${inProbe} >= ${n(probeForHead)}`;
    walks = sql`probe as materialized (${probe}), head as materialized (${head}),`;
    walk = sql`select * from probe where ${inProbe} >= ${n(window)}
      union all
      select * from head where ${headTried} and ${inHead} >= ${n(window)}`;
    walked = sql`case when ${inProbe} >= ${n(window)} then 'probe' else 'head' end`;
  } else if (plan.walk === 'ids') {
    // Decision 204: a cached page's candidates by primary key, visibility and both sides' must-haves
    // tested on their rows as they are now (a block, a hidden or deactivated member drops out).
    walks = sql``;
    walk = walkFrom(
      sql`profiles c`,
      filtersOf([sql`c.user_id = any(${p('ids')}::uuid[])`, ...theirPreferencesOn(false).where]),
    );
    walked = sql`'full'`;
  } else {
    walks = sql``;
    // Mutual: the viewer's must-haves choose a btree index (recency, date of birth or caste), all of
    // which carry accept_mask, so the candidates' must-haves are tested masked (decision 091); looking
    // for me keeps the plain overlap tests, which the GIN index on accept_keys can answer.
    walk = walkFrom(sql`profiles c`, filtersOf(theirPreferencesOn(tab === 'mutual').where));
    walked = sql`'full'`;
  }
  const theirs = theirPreferencesOn(false);
  // Each candidate's own preferences (for their nice-to-haves) are read by primary key in a LATERAL
  // subquery that the planner cannot turn into a hash join over every member's preferences (OFFSET 0).
  // The walked row is `c` there too: their horoscope nice-to-haves read its horoscope_moon and
  // horoscope_manglik (theirPreferencesOn).
  const cand = sql`select c.*, t.their_met, t.their_of
      from (${walk}) c
      cross join lateral (
        select ${theirs.met} as their_met, ${theirs.of} as their_of
        from partner_preferences cp
        where cp.user_id = c.user_id
        offset 0
      ) t`;
  const viewer = relationColumnsOf({
    id: p('viewer_id'),
    gender: p('viewer_gender'),
    plan: p('viewer_plan'),
  });
  // The signals per candidate, from the walked index tuple (replies: decision 093).
  const query = sql`with ${walks}
      cand as materialized (${cand}),
      signalled as materialized (
        select x.*,
               array_remove(array[
                 case when x.last_active_at > now() - interval '7 days' then 'Active this week' end,
                 case when x.complete then 'Complete profile' end,
                 case when x.has_photo then 'Has a photo' end,
                 case when x.replies then 'Replies to interests' end
               ], null) as signals
        from cand x
      ),
      ranked as (
        select x.*, row_number() over (
                 order by ${plan.walk === 'ids' ? sql`array_position(${p('ids')}::uuid[], x.user_id),` : sql``}
                          (x.met + x.their_met)::float8 / greatest(${p('mine_of')}::int + x.their_of, 1) desc,
                          cardinality(x.signals) desc,
                          x.is_boosted desc, x.is_featured desc, x.last_active_at desc, x.registered_at desc, x.user_id
               ) as rn,
               count(*) over () as total
        from signalled x
      ),
      page as (select * from ranked where rn > ${p('page_from')}::int and rn <= ${p('page_to')}::int)
      select ${cardColumnsOf(viewer)}, c.income_band, c.country, c.diet, r.is_featured as featured, r.is_boosted as boosted, r.signals,
             r.met, r.their_met, r.their_of, r.total, ${walked} as walk,
             c.horoscope_privacy, c.horoscope_moon, c.horoscope_manglik, ${gunaPointsOf()} as guna_points
      from page r join profiles c on c.user_id = r.user_id join users u on u.id = r.user_id
      order by r.rn`;
  const countQuery = sql`with ${walks} cand as (${walk}) select count(*) as total from cand`;
  return { query, countQuery };
}

/**
 * The values of matchQuery's parameters for `seeker` (the viewer's own profile and preferences),
 * `viewer` (their plan, for the cards' relation columns), the page and `today` (IST); `of`: how many
 * nice-to-haves the viewer set.
 */
export function matchValues(
  seeker: Seeker,
  viewer: RelationViewer,
  q: { page: number; pageSize: number; tab?: MatchTab; id_verified?: boolean },
  today = todayIST(),
): { values: Record<string, unknown>; of: number } {
  const mine = myPreferenceValues(seeker, today);
  // Decision 192: the filter on either tab; the viewer's must-have on the mutual tab (like the others).
  const mustVerified = seeker.prefs.idVerified && seeker.prefs.mustHaves.includes('id_verified');
  const onlyVerified = q.id_verified === true || ((q.tab ?? 'mutual') === 'mutual' && mustVerified);
  return {
    of: mine.of,
    values: {
      ...mine.values,
      ...theirPreferenceValues(seeker, today),
      mine_of: mine.of,
      only_id_verified: onlyVerified,
      gender: otherGender(seeker.profile.gender),
      viewer_id: seeker.id,
      viewer_gender: viewer.gender,
      viewer_plan: effectivePlan(viewer),
      page_from: (q.page - 1) * q.pageSize,
      page_to: q.page * q.pageSize,
    },
  };
}

type Statement = <T>(db: Db, values: Record<string, unknown>) => Promise<T[]>;
/** A plan's statements: its rows, and for the full walk (the only one asked for a total) its count. */
type MatchStatements = { rows: Statement; count?: Statement };
const statements = new Map<string, MatchStatements>();

/**
 * The statements of `plan`, built once per process (decision 089). The bounded walk's statement is a
 * named prepared statement (parsed once per connection; its plan is the same whatever the values: the
 * walks read profiles_match_idx in recency order); the full walk is planned with each call's values
 * (which index is cheapest depends on them). `matchQuery(plan)` is built once, when a statement is
 * first prepared.
 */
function matchStatements(plan: MatchPlan): MatchStatements {
  const key = `${plan.tab}:${plan.walk}:${plan.window}:${plan.headLimit}:${plan.probeLimit}:${plan.headMargin}`;
  let s = statements.get(key);
  if (!s) {
    const name = plan.walk !== 'full' ? `match_${key.replaceAll(/[^a-z0-9]+/gi, '_')}` : undefined;
    let built: ReturnType<typeof matchQuery> | undefined;
    const query = () => {
      built ??= matchQuery(plan);
      return built;
    };
    s = {
      rows: statementWithValues(() => query().query, name),
      count: plan.walk === 'full' ? statementWithValues(() => query().countQuery) : undefined,
    };
    statements.set(key, s);
  }
  return s;
}

/**
 * One MyMatches page's rows (matchQuery) for `plan` and `values` (matchValues): the bounded walk when
 * `plan.headLimit` > 0, then, when it returned no row, the full walk (decision 089). `bounded`: whether
 * the bounded walk answered.
 */
export async function matchRows(
  db: Db,
  plan: MatchPlan,
  values: Record<string, unknown>,
): Promise<{ rows: MatchRow[]; bounded: boolean }> {
  if (plan.headLimit > 0) {
    const rows = await matchStatements({ ...plan, walk: 'bounded' }).rows<MatchRow>(db, values);
    if (rows.length > 0) return { rows, bounded: true };
  }
  return {
    rows: await matchStatements({ ...plan, walk: 'full' }).rows<MatchRow>(db, values),
    bounded: false,
  };
}

/**
 * The unbounded walk as a timed trial (decision 091): in a transaction whose statement_timeout is
 * `limitMs` (the head's time for this member), so that where the unbounded walk is the slow one (at
 * 10,00,000 members, a popular caste) the trial costs at most the head's time again. Returns its rows, or
 * null when PostgreSQL cancelled it (57014). PGlite has no statement timeout: the trial runs to the end.
 */
async function trialFullWalk(
  db: Db,
  plan: MatchPlan,
  values: Record<string, unknown>,
  limitMs: number,
): Promise<{ rows: MatchRow[]; bounded: false } | null> {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(limitMs))}`));
      return matchStatements({ ...plan, walk: 'full' }).rows<MatchRow>(tx as unknown as Db, values);
    });
    return { rows, bounded: false };
  } catch (err) {
    if (hasSqlState(err, '57014')) return null;
    throw err;
  }
}

const SIGNALS: Record<string, 'activeWeek' | 'complete' | 'photo' | 'replies'> = {
  'Active this week': 'activeWeek',
  'Complete profile': 'complete',
  'Has a photo': 'photo',
  'Replies to interests': 'replies',
};

/** A reply signal (written in English by the SQL below) in `lang` (docs/i18n.md). */
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
 * GET /api/user/matches (docs/member-area.md#matches, MyMatches). One SQL statement per tab:
 * - 'mutual': members of the other gender who meet the viewer's partner preferences and whose
 *   preferences the viewer meets; 'lookingForMe': members whose preferences the viewer meets.
 * Must-haves (age always, and the criteria each side marked) filter; the rest rank (decision 020): by score
 * (the share of both sides' set nice-to-haves that are met, 0-100), then reply signals (active this
 * week, complete profile, has a photo, replies to interests), then featured listing, recently active,
 * newest. Each card says in words what matched, what did not and what is unknown. A criterion whose value is unknown on a profile (e.g. no height) never
 * fails and never counts as met. Never lists unlisted, blocked or same-gender members, or the viewer.
 * Returns cards with score and a sentence saying why (words in `lang`, docs/i18n.md); `total` is over the whole set (or the window).
 * `headLimit`: how many recently active members the bounded first walk looks at (decision 082; tests
 * pass 0 to force the unbounded walk); it never changes the result. Left out, it is
 * `window × MATCH_HEAD_PER_MATCH`, or 0 while the member's walk hint says to skip the bounded walk
 * (walk-hints.ts, decisions 082 and 091: it came up short, or the unbounded walk answered faster).
 */
export async function listMatches(
  ctx: AppContext,
  actor: Actor,
  q: { tab: MatchTab; page: number; pageSize: number; id_verified?: boolean },
  window = MATCH_WINDOW,
  lang: Lang = 'en',
  headLimit?: number,
): Promise<{ members: MatchCard[]; total: number; total_capped: boolean; preferences_set: boolean }> {
  const seeker = await loadSeeker(ctx, actor);
  const hinted = headLimit === undefined;
  // The "ID verified" filter walks differently (few members pass): its own walk hints (decision 192).
  const hintId = q.id_verified ? `${actor.id}:id_verified` : actor.id;
  const bound = headLimit ?? (skipsBoundedWalk(hintId, q.tab) ? 0 : window * MATCH_HEAD_PER_MATCH);
  const { values, of: mineOf } = matchValues(seeker, actor, q);
  const plan: MatchPlan = {
    tab: q.tab,
    walk: 'bounded',
    window,
    headLimit: bound,
    probeLimit: window * MATCH_PROBE_PER_MATCH,
    headMargin: HEAD_MARGIN,
  };
  // Decision 204: a repeat view of the first page within the cache's freshness bound, with neither the
  // member's version nor the ranking's inputs changed, takes its candidates from the cache; the cards
  // and every filter are read fresh. Page 2 and later always rank afresh.
  const cache = hinted && window === MATCH_WINDOW && q.page === 1 ? ctx.matchCache : undefined;
  const cacheKey = `${actor.id}:${q.tab}:${q.pageSize}`;
  const fingerprint = cache ? JSON.stringify(values) : '';
  const hit = cache?.get(cacheKey);
  let rows: MatchRow[];
  let total: number;
  if (hit && hit.version === seeker.matchesVersion && hit.fingerprint === fingerprint) {
    rows =
      hit.ids.length === 0
        ? []
        : await matchStatements({ ...plan, walk: 'ids' }).rows<MatchRow>(ctx.db, {
            ...values,
            ids: `{${hit.ids.join(',')}}`,
          });
    // A candidate who dropped out (blocked, hidden, no longer a match) is out of the total too.
    total = Math.max(0, hit.total - (hit.ids.length - rows.length));
  } else {
    const started = performance.now();
    const trialMs = hinted ? trialLimitMs(hintId, q.tab) : undefined;
    const trial = trialMs === undefined ? undefined : await trialFullWalk(ctx.db, plan, values, trialMs);
    const walked =
      trial === undefined
        ? await matchRows(ctx.db, plan, values)
        : (trial ?? (await matchRows(ctx.db, { ...plan, headLimit: window * MATCH_HEAD_PER_MATCH }, values)));
    rows = walked.rows;
    // Learn the walk (a page past the end has no row to tell which walk would answer).
    if (hinted && (rows.length > 0 || q.page === 1)) {
      const answered = walked.bounded ? (rows[0]?.walk ?? 'full') : 'full';
      learnWalk(
        hintId,
        q.tab,
        trial === null ? 'full' : answered,
        trial === null ? Infinity : performance.now() - started,
      );
    }
    total = rows.length ? Number(rows[0].total) : 0;
    cache?.set(cacheKey, {
      version: seeker.matchesVersion,
      fingerprint,
      ids: rows.map((r) => r.user_id),
      total,
    });
  }
  if (rows.length === 0 && q.page > 1) {
    const count = matchStatements({ ...plan, walk: 'full' }).count;
    const [c] = count ? await count<{ total: string }>(ctx.db, values) : [{ total: '0' }];
    total = Number(c.total);
  }
  const cards = toCards(ctx, actor, rows);
  const members = cards.map((card) => {
    const r = card.row;
    const met = Number(r.met);
    const theirMet = Number(r.their_met);
    const theirOf = Number(r.their_of);
    const words = matchWords(seeker, r, lang);
    const of = mineOf + theirOf;
    return {
      ...card,
      score: of === 0 ? 0 : Math.round((100 * (met + theirMet)) / of),
      met,
      of: mineOf,
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
    preferences_set: preferencesChosen(seeker.prefs, seeker.registeredAt, seeker.profile),
  };
}
