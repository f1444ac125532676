import dayjs from 'dayjs';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ageOn, todayIST } from '../../../shared/dates';
import { moonOfMember } from '../../../shared/horoscope/guna-milan';
import { moonPositionIndex } from '../../../shared/horoscope/guna-table';
import { manglikFilterStatuses, manglikMatchingStatuses } from '../../../shared/policies/horoscope';
import type { MemberFilters } from '../../../shared/schemas/members';
import type { partnerPreferences, profiles } from '../../db/schema';

/**
 * SQL building blocks of matching, browsing and search (docs/member-area.md#who-sees-whom). Every condition is a WHERE term on
 * `profiles c` (the candidate), `partner_preferences cp` (the candidate's preferences) or `users u`, so
 * the database filters, scores, sorts and pages in one statement. Column names below are constants.
 */

type ProfileRow = typeof profiles.$inferSelect;
type PrefRow = typeof partnerPreferences.$inferSelect;

/** The viewer as matching needs them: their own profile facts and their partner preferences. */
export type Seeker = { id: string; profile: ProfileRow; prefs: PrefRow };

/**
 * Date-of-birth bounds for ages `min`..`max` in whole years on `today` (IST): age ≥ min ⇔ dob ≤ `to`;
 * age ≤ max ⇔ dob ≥ `from`. Index-friendly on profiles.date_of_birth.
 */
export function dobRange(min: number | undefined, max: number | undefined, today = todayIST()) {
  const t = dayjs(today, 'YYYY-MM-DD');
  return {
    to: min === undefined ? null : t.subtract(min, 'year').format('YYYY-MM-DD'),
    from:
      max === undefined
        ? null
        : t
            .subtract(max + 1, 'year')
            .add(1, 'day')
            .format('YYYY-MM-DD'),
  };
}

/** A text[] parameter (both drivers send a JS array as a PostgreSQL array). */
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * Criteria of partner preferences that compare a list with one profile column. A profile value in
 * `unknown` (not filled in, or not disclosed) never fails a criterion but never counts as met.
 */
const LIST_CRITERIA = [
  {
    pref: 'marital_statuses',
    prefKey: 'maritalStatuses',
    col: 'marital_status',
    key: 'maritalStatus',
    unknown: [''],
  },
  { pref: 'castes', prefKey: 'castes', col: 'caste', key: 'caste', unknown: [''] },
  {
    pref: 'qualifications',
    prefKey: 'qualifications',
    col: 'qualification',
    key: 'qualification',
    unknown: [''],
  },
  {
    pref: 'occupations',
    prefKey: 'occupations',
    col: 'occupation',
    key: 'occupation',
    unknown: ['', 'Select Occupation'],
  },
  {
    pref: 'income_bands',
    prefKey: 'incomeBands',
    col: 'income_band',
    key: 'incomeBand',
    unknown: ['', 'Not To Disclose'],
  },
  {
    pref: 'mother_tongues',
    prefKey: 'motherTongues',
    col: 'mother_tongue',
    key: 'motherTongue',
    unknown: [''],
  },
  { pref: 'states', prefKey: 'states', col: 'state', key: 'state', unknown: [''] },
  { pref: 'cities', prefKey: 'cities', col: 'city', key: 'city', unknown: [''] },
  { pref: 'diets', prefKey: 'diets', col: 'diet', key: 'diet', unknown: [''] },
] as const;

const HEIGHT_LO = 0;
const HEIGHT_HI = 999;

/** A sum of 0/1 SQL terms plus a constant, as one integer expression. */
function sum(terms: SQL[], constant: number): SQL {
  return sql.join([sql`${constant}::int`, ...terms.map((t) => sql`(${t})::int`)], sql` + `);
}

/** A named parameter of the match statement (decision 089): its value comes from matchValues. */
const p = (name: string) => sql.placeholder(name);

/**
 * The viewer's preferences applied to candidates `c` (decision 020), as SQL whose text is the same for every
 * viewer (decision 089): what differs between viewers (which criteria they set, which are must-haves,
 * the values) is in named parameters, filled by myPreferenceValues. With the values known (a custom
 * plan) PostgreSQL folds the unused terms away; a generic plan tests one boolean for each.
 * - `where`: the candidate passes age and every set must-have (unknown values pass);
 * - `met`: how many set nice-to-haves the candidate meets (known values only), valid for any row.
 * `verified`: whether the candidate's ID is verified, as SQL on `c` (idVerifiedOn); the "ID verified"
 * must-have is not in `where` but in idVerifiedOnly, which MyMatches applies on both tabs (decision 192).
 */
export function myPreferencesOn(verified: SQL = idVerifiedOn(true)): { where: SQL[]; met: SQL } {
  const where: SQL[] = [
    sql`c.date_of_birth between ${p('mine_dob_from')}::date and ${p('mine_dob_to')}::date`,
  ];
  const metTerms: SQL[] = [];
  const lo = sql`${p('mine_height_lo')}::int`;
  const hi = sql`${p('mine_height_hi')}::int`;
  where.push(
    sql`(not ${p('mine_height_must')}::boolean or c.height_cm is null or c.height_cm between ${lo} and ${hi})`,
  );
  metTerms.push(
    sql`${p('mine_height_nice')}::boolean and coalesce(c.height_cm between ${lo} and ${hi}, false)`,
  );
  for (const k of LIST_CRITERIA) {
    const col = sql.raw(`c.${k.col}`);
    where.push(
      sql`(not ${p(`mine_${k.col}_must`)}::boolean or ${col} = any(${p(`mine_${k.col}_pass`)}::text[]))`,
    );
    metTerms.push(sql`${p(`mine_${k.col}_nice`)}::boolean and ${col} = any(${p(`mine_${k.col}`)}::text[])`);
  }
  const country = sql`${p('mine_country')}::text`;
  where.push(sql`(not ${p('mine_country_must')}::boolean or c.country in (${country}, ''))`);
  metTerms.push(sql`${p('mine_country_nice')}::boolean and c.country = ${country}`);
  // Guna milan (decision 146): the candidate's Moon position (null when unknown or not shown to all
  // members) among the positions whose score with the viewer's reaches the minimum, read from the
  // guna_milan table by the viewer's side (one InitPlan per statement, no per-row JavaScript).
  const gunaOk = sql`c.horoscope_moon = any(${gunaPassing()})`;
  const unknownPasses = sql`${p('mine_horoscope_unknown_passes')}::boolean`;
  where.push(
    sql`(not ${p('mine_guna_milan_must')}::boolean or (c.horoscope_moon is null and ${unknownPasses}) or ${gunaOk})`,
  );
  metTerms.push(sql`${p('mine_guna_milan_nice')}::boolean and coalesce(${gunaOk}, false)`);
  // Manglik (decision 147): a compatible stated status; '' and 'Dont Know' are unknown.
  const manglikOk = sql`c.horoscope_manglik = any(${p('mine_manglik_pass')}::text[])`;
  where.push(
    sql`(not ${p('mine_manglik_must')}::boolean or (c.horoscope_manglik in ('', 'Dont Know') and ${unknownPasses}) or ${manglikOk})`,
  );
  metTerms.push(sql`${p('mine_manglik_nice')}::boolean and ${manglikOk}`);
  metTerms.push(sql`${p('mine_id_verified_nice')}::boolean and ${verified}`);
  return { where, met: sum(metTerms, 0) };
}

/**
 * Whether the candidate `c` is ID verified (badgesOf, docs/verification.md#badges). `onRow`: `c` is a
 * profiles row; otherwise `c` is a walk over profiles_match_idx, which cannot carry the column (it has
 * PostgreSQL's 32 columns), so the profile is read by primary key, only where the term is evaluated:
 * behind a false parameter it is skipped (decision 192).
 */
export function idVerifiedOn(onRow: boolean): SQL {
  return onRow
    ? sql`c.id_verified_at is not null`
    : sql`exists (select 1 from profiles v where v.user_id = c.user_id and v.id_verified_at is not null)`;
}

/**
 * Only ID-verified candidates when the parameter `only_id_verified` is true (MyMatches' filter, or the
 * viewer's "ID verified" must-have on the mutual tab; decision 192); `verified` from idVerifiedOn.
 */
export function idVerifiedOnly(verified: SQL): SQL {
  return sql`(not ${p('only_id_verified')}::boolean or ${verified})`;
}

/**
 * The Moon positions (MOON_POSITIONS indexes) whose guna milan with the viewer's position
 * (`me_moon`) is at least `mine_guna_min2` / 2, from the guna_milan table (decision 146): the viewer is
 * the bride (`me_bride`) or the groom, and the candidates fill the other side.
 */
export function gunaPassing(): SQL {
  const bride = sql`${p('me_bride')}::boolean`;
  return sql`array(select case when ${bride} then g.groom_moon else g.bride_moon end from guna_milan g
    where (case when ${bride} then g.bride_moon else g.groom_moon end) = ${p('me_moon')}::smallint
      and g.points >= ${p('mine_guna_min2')}::int)`;
}

/**
 * The guna milan points × 2 of the viewer and the candidate `c` from the guna_milan table, whatever the
 * candidate's horoscope privacy (the caller shows it only where horoscopeVisible allows), or null.
 */
export function gunaPointsOf(): SQL {
  const bride = sql`${p('me_bride')}::boolean`;
  const them = sql`guna_moon(c.nakshatra, c.rashi, 'members')`;
  const me = sql`${p('me_moon')}::smallint`;
  return sql`(select g.points from guna_milan g
    where g.bride_moon = case when ${bride} then ${me} else ${them} end
      and g.groom_moon = case when ${bride} then ${them} else ${me} end)`;
}

/**
 * The guna milan points × 2 of the viewer `viewerId` and each candidate `c` of a browse or search page
 * (docs/horoscope.md#search), from the guna_milan table, whatever the candidate's horoscope privacy (the
 * card shows it only where horoscopeVisible and showsGunaMilan allow, toCards), or null. The viewer's own
 * position is one sub-select without a column of `c` (evaluated once per statement); each row adds one
 * primary-key probe of guna_milan. `viewerIsBride` says which side the viewer fills (decision 146).
 */
export function gunaPointsWith(viewerId: string | Placeholder, viewerIsBride: boolean): SQL {
  const me = sql`(select guna_moon(m.nakshatra, m.rashi, 'members') from profiles m where m.user_id = ${viewerId})`;
  const them = sql`guna_moon(c.nakshatra, c.rashi, 'members')`;
  const [bride, groom] = viewerIsBride ? [me, them] : [them, me];
  return sql`(select g.points from guna_milan g where g.bride_moon = ${bride} and g.groom_moon = ${groom})`;
}

/**
 * `prefs` with only its nice-to-haves (the criteria that make a MyMatches score, decision 020): every list,
 * the height range and the country marked as a must-have are left empty. The explanation of a score
 * (matches/explain.service.ts, decision 126) words what is left with matchWords.
 */
export function niceToHavesOnly(prefs: PrefRow): PrefRow {
  const must = new Set(prefs.mustHaves);
  const out = { ...prefs };
  for (const k of LIST_CRITERIA) if (must.has(k.col)) (out[k.prefKey] as string[]) = [];
  if (must.has('height')) Object.assign(out, { heightMin: null, heightMax: null });
  if (must.has('country')) out.country = '';
  if (must.has('id_verified')) out.idVerified = false;
  if (must.has('guna_milan')) out.gunaMin = 0;
  if (must.has('manglik')) out.manglikMatch = false;
  return out;
}

/**
 * A member's own side of the horoscope preferences (docs/horoscope.md#matching): the Moon position (its
 * index in MOON_POSITIONS, or null) and the manglik status. `asMatchingKnows` false: the profile's own
 * nakshatra, rashi and manglik (a member's own preferences on their own MyMatches); true: only what is
 * shown to all members (`horoscope_moon`, `horoscope_manglik`, decision 148), as a member's preferences
 * are applied to others in "their" share of the score.
 */
export function ownHoroscope(
  profile: Pick<ProfileRow, 'nakshatra' | 'rashi' | 'manglik' | 'horoscopeMoon' | 'horoscopeManglik'>,
  asMatchingKnows = false,
): { moon: number | null; manglik: string } {
  if (asMatchingKnows)
    return { moon: profile.horoscopeMoon ?? null, manglik: profile.horoscopeManglik ?? '' };
  const moon = moonOfMember(profile.nakshatra, profile.rashi);
  return { moon: moon ? moonPositionIndex(moon.nakshatra, moon.rashi) : null, manglik: profile.manglik };
}

/**
 * The values of myPreferencesOn's parameters for `seeker` on `today` (IST), and `of`: how many
 * nice-to-haves the viewer set. Source: decision 020 (must-haves filter, nice-to-haves rank), decision 040.
 * `asMatchingKnows` (ownHoroscope): the seeker's own horoscope side as matching knows it, for counting a
 * candidate's nice-to-haves as theirPreferencesOn does (the explanation's "theirs", decision 126).
 */
export function myPreferenceValues(
  seeker: Seeker,
  today = todayIST(),
  asMatchingKnows = false,
): { values: Record<string, unknown>; of: number } {
  const pr = seeker.prefs;
  const must = new Set(pr.mustHaves);
  const values: Record<string, unknown> = {};
  let of = 0;
  const role = (key: string, set: boolean) => {
    values[`mine_${key}_must`] = set && must.has(key);
    values[`mine_${key}_nice`] = set && !must.has(key);
    if (set && !must.has(key)) of++;
  };
  const { from, to } = dobRange(pr.ageMin, pr.ageMax, today);
  values.mine_dob_from = from;
  values.mine_dob_to = to;
  role('height', pr.heightMin !== null || pr.heightMax !== null);
  values.mine_height_lo = pr.heightMin ?? HEIGHT_LO;
  values.mine_height_hi = pr.heightMax ?? HEIGHT_HI;
  for (const k of LIST_CRITERIA) {
    const wanted = pr[k.prefKey] as string[];
    role(k.col, wanted.length > 0);
    values[`mine_${k.col}`] = wanted;
    values[`mine_${k.col}_pass`] = [...new Set([...wanted, ...k.unknown])];
  }
  role('country', !!pr.country);
  values.mine_country = pr.country ?? '';
  // Horoscope (docs/horoscope.md#matching): a preference applies only when the viewer's own side is known.
  const me = seeker.profile;
  const own = ownHoroscope(me, asMatchingKnows);
  values.me_bride = me.gender === 'Bride';
  values.me_moon = own.moon ?? -1;
  values.mine_guna_min2 = pr.gunaMin * 2;
  role('guna_milan', pr.gunaMin > 0 && own.moon !== null);
  const manglikPass = manglikMatchingStatuses(own.manglik);
  role('manglik', pr.manglikMatch && manglikPass.length > 0);
  values.mine_manglik_pass = manglikPass;
  values.mine_horoscope_unknown_passes = pr.horoscopeUnknownPasses;
  // "ID verified" (decision 192): the must-have side is the parameter only_id_verified (matchValues).
  role('id_verified', pr.idVerified);
  return { values, of };
}

/**
 * The criteria of accept_keys in the order of accept_mask's bits (decision 082): bit i is set when the
 * member restricts ACCEPT_CRITERIA[i]. The same list, in the same order, is in the SQL function
 * match_accept_mask (migration 0014_accept_mask) that generates the column.
 */
export const ACCEPT_CRITERIA = [...LIST_CRITERIA.map((k) => k.col), 'country'] as const;

/**
 * The candidate `c` accepts the viewer's value for `criterion` (decision 040): the viewer's value is
 * unknown (`me_<criterion>_unknown`), the candidate has no must-have on it, or the value is in their
 * must-have list (`c.accept_keys` overlaps `me_<criterion>_keys`). One overlap test per criterion, each
 * estimated by the planner from the column's statistics in a custom plan, so profiles_accept_keys_idx
 * (GIN) is chosen only when the candidates' must-haves are selective. (Without statistics, e.g. right
 * after a bulk load, the estimates multiply into "1 row" and the GIN index is misused: ANALYZE after
 * loading.) `masked` (decisions 082 and 091, for walks of the btree indexes, which all carry
 * accept_mask): a candidate who does not restrict the criterion passes on one integer test
 * (`me_<criterion>_bit` is 0 when the viewer's value is unknown, so the test passes for everyone); the
 * overlap test inside an OR can no longer use the GIN index.
 */
function acceptsMe(criterion: (typeof ACCEPT_CRITERIA)[number], masked: boolean): SQL {
  const overlap = sql`c.accept_keys && ${p(`me_${criterion}_keys`)}::text[]`;
  if (!masked) return sql`(${p(`me_${criterion}_unknown`)}::boolean or ${overlap})`;
  return sql`((c.accept_mask & ${p(`me_${criterion}_bit`)}::smallint) = 0 or ${overlap})`;
}

/**
 * The candidates' preferences applied to the viewer's own profile (decisions 020 and 040), as SQL
 * whose text is the same for every viewer (decision 089; values from theirPreferenceValues):
 * - `where`: the viewer passes the candidate's age range and every must-have the candidate set (the
 *   viewer's unknown values pass). Terms on the candidate's own row `c` (accept_* columns, the
 *   indexable copy of their must-haves), so no preferences row is read to filter; with `masked`
 *   they test accept_mask first (decisions 082, 091);
 * - `met`: how many of the candidate's set nice-to-haves the viewer meets (known values only), on `cp` and
 *   the candidate's walked row `c` (its horoscope_moon and horoscope_manglik);
 * - `of`: how many nice-to-haves the candidate set (SQL on `cp`, per row).
 */
export function theirPreferencesOn(masked = false): { where: SQL[]; met: SQL; of: SQL } {
  const where: SQL[] = [];
  const metTerms: SQL[] = [];
  const ofTerms: SQL[] = [];
  const isMust = (key: string) => sql`${key} = any(cp.must_haves)`;
  const age = sql`${p('me_age')}::smallint`;
  where.push(sql`c.accept_age_min <= ${age} and c.accept_age_max >= ${age}`);
  const heightSet = sql`(cp.height_min is not null or cp.height_max is not null)`;
  ofTerms.push(sql`${heightSet} and not ${isMust('height')}`);
  const h = sql`${p('me_height')}::smallint`;
  where.push(sql`(${h} is null or (c.accept_height_min <= ${h} and c.accept_height_max >= ${h}))`);
  metTerms.push(
    sql`${heightSet} and not ${isMust('height')} and coalesce(coalesce(cp.height_min, ${HEIGHT_LO}) <= ${h} and coalesce(cp.height_max, ${HEIGHT_HI}) >= ${h}, false)`,
  );
  for (const k of LIST_CRITERIA) {
    const list = sql.raw(`cp.${k.pref}`);
    const set = sql`cardinality(${list}) > 0`;
    ofTerms.push(sql`${set} and not ${isMust(k.col)}`);
    where.push(acceptsMe(k.col, masked));
    metTerms.push(
      sql`not ${p(`me_${k.col}_unknown`)}::boolean and ${set} and not ${isMust(k.col)} and ${p(`me_${k.col}`)}::text = any(${list})`,
    );
  }
  ofTerms.push(sql`cp.country <> '' and not ${isMust('country')}`);
  where.push(acceptsMe('country', masked));
  where.push(acceptsMyGuna());
  metTerms.push(
    sql`not ${p('me_country_unknown')}::boolean and cp.country <> '' and not ${isMust('country')} and cp.country = ${p('me_country')}::text`,
  );
  // "ID verified" as the candidate's nice-to-have (decision 192); as their must-have it filters only
  // their own list, never who sees them.
  ofTerms.push(sql`cp.id_verified and not ${isMust('id_verified')}`);
  metTerms.push(sql`${p('me_id_verified')}::boolean and cp.id_verified and not ${isMust('id_verified')}`);
  // Horoscope nice-to-haves (docs/horoscope.md#matching, decision 146): they apply when the candidate's own
  // side is known to matching (shown to all members, decision 148), and are met by the viewer's side as
  // matching knows it: the pair's points from gunaRowOf() (once per statement), the viewer's manglik
  // status among those compatible with theirs (compatibility is order-free, decision 147).
  const gunaSet = sql`(cp.guna_min > 0 and not ${isMust('guna_milan')} and c.horoscope_moon is not null)`;
  ofTerms.push(gunaSet);
  metTerms.push(
    sql`${gunaSet} and coalesce((${gunaRowOf()})[c.horoscope_moon + 1] >= 2 * cp.guna_min, false)`,
  );
  const manglikSet = sql`(cp.manglik_match and not ${isMust('manglik')} and c.horoscope_manglik in ('Yes', 'No', 'Partial'))`;
  ofTerms.push(manglikSet);
  metTerms.push(sql`${manglikSet} and c.horoscope_manglik = any(${p('me_manglik_matching')}::text[])`);
  return { where, met: sum(metTerms, 0), of: sum(ofTerms, 0) };
}

/**
 * The candidate `c`'s own guna milan must-have met by the viewer (decision 146, "their side";
 * docs/horoscope.md#matching): none set (`accept_guna_min` 0), the candidate's Moon position unknown to
 * matching (their own side unknown, or shown only to some: testing it would reveal it, decision 148), or
 * the pair's points reach it. The pair's points are one element of `gunaRowOf()` (per statement), indexed
 * by the candidate's position; a viewer whose position is unknown to matching gets null there, which
 * passes when the candidate kept "unknown passes" (`accept_guna_unknown`). All on the walked index tuple.
 */
function acceptsMyGuna(): SQL {
  return sql`(c.accept_guna_min = 0 or c.horoscope_moon is null
    or coalesce((${gunaRowOf()})[c.horoscope_moon + 1] >= 2 * c.accept_guna_min, c.accept_guna_unknown))`;
}

/**
 * The guna milan points × 2 of the viewer's Moon position as matching knows it (`me_public_moon`: shown to
 * all members, else -1) with each of the 36 positions of the other side, in position order, as one
 * smallint[] from the guna_milan table (decision 146): evaluated once per statement; empty when unknown.
 */
export function gunaRowOf(): SQL {
  const bride = sql`${p('me_bride')}::boolean`;
  return sql`array(select g.points from guna_milan g
    where (case when ${bride} then g.bride_moon else g.groom_moon end) = ${p('me_public_moon')}::smallint
    order by (case when ${bride} then g.groom_moon else g.bride_moon end))`;
}

/**
 * The values of theirPreferencesOn's parameters: the viewer's own age on `today` (IST), height and, per
 * criterion, their value, whether it is unknown (never fails a must-have, never counts as met), its
 * accept_keys and its accept_mask bit (0 when unknown). Source: decision 020, decisions 040 and 082.
 */
export function theirPreferenceValues(seeker: Seeker, today = todayIST()): Record<string, unknown> {
  const me = seeker.profile;
  const values: Record<string, unknown> = {
    me_age: ageOn(me.dateOfBirth, today) ?? 0,
    me_height: me.heightCm,
  };
  const criterion = (col: (typeof ACCEPT_CRITERIA)[number], value: string, unknown: boolean) => {
    values[`me_${col}`] = value;
    values[`me_${col}_unknown`] = unknown;
    values[`me_${col}_keys`] = [`${col}=*`, `${col}=${value}`];
    values[`me_${col}_bit`] = unknown ? 0 : 1 << ACCEPT_CRITERIA.indexOf(col);
  };
  for (const k of LIST_CRITERIA) {
    const mine = me[k.key] as string;
    criterion(k.col, mine, (k.unknown as readonly string[]).includes(mine));
  }
  criterion('country', me.country, !me.country);
  // The viewer's Moon position as matching sees it (decision 148): only when shown to all members.
  values.me_bride = me.gender === 'Bride';
  values.me_public_moon = me.horoscopeMoon ?? -1;
  values.me_id_verified = me.idVerifiedAt !== null;
  values.me_manglik_matching = manglikMatchingStatuses(me.horoscopeManglik ?? '');
  return values;
}

/**
 * Featured listing (SPEC §9 Premium "featured profile listing"): set by staff on the profile, or the
 * member's plan has the `featuredListing` entitlement and has not expired. `p` is the alias of a profiles
 * row: `featured_until` is the plan's side, kept from users and plans by database triggers (migration
 * 0018, decision 094), so no users row is read.
 */
export function featuredExpr(p = 'c'): SQL {
  // Never null (a null would sort first in a descending order): no plan featuring is -infinity.
  return sql.raw(`(${p}.featured or coalesce(${p}.featured_until, '-infinity') > now())`);
}

/**
 * The monthly profile boost is running (SPEC §9 Premium "profile boost monthly",
 * docs/plan-features.md#profile-boost): `boosted_until` is on the walked indexes. Never null.
 */
export function boostedExpr(p = 'c'): SQL {
  return sql.raw(`(coalesce(${p}.boosted_until, '-infinity') > now())`);
}

/** Escapes LIKE wildcards in user text. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Browse/search filters (memberFiltersSchema) as WHERE terms on `profiles c`; explicit filters exclude unknowns. */
export function filterTerms(f: MemberFilters, today = todayIST()): SQL[] {
  const where: SQL[] = [];
  const { from, to } = dobRange(f.age_min, f.age_max, today);
  if (to) where.push(sql`c.date_of_birth <= ${to}::date`);
  if (from) where.push(sql`c.date_of_birth >= ${from}::date`);
  if (f.height_min !== undefined) where.push(sql`c.height_cm >= ${f.height_min}`);
  if (f.height_max !== undefined) where.push(sql`c.height_cm <= ${f.height_max}`);
  const lists: [string[], string][] = [
    [f.marital_status, 'marital_status'],
    [f.caste, 'caste'],
    [f.mother_tongue, 'mother_tongue'],
    [f.qualification, 'qualification'],
    [f.occupation, 'occupation'],
    [f.income_band, 'income_band'],
  ];
  for (const [values, col] of lists) {
    if (values.length > 0) where.push(sql`${sql.raw(`c.${col}`)} = any(${textArray(values)})`);
  }
  if (f.state) where.push(sql`c.state = ${f.state}`);
  if (f.city) where.push(sql`c.city = ${f.city}`);
  if (f.with_photo) where.push(sql`c.has_photo`);
  // "ID verified" (badgesOf, docs/verification.md#badges): not in the covering indexes, so it reads the row.
  if (f.id_verified) where.push(sql`c.id_verified_at is not null`);
  // Manglik (decision 212): the status as matching knows it ('' unless shown to all members, decision 148);
  // the walked covering indexes carry horoscope_manglik.
  if (f.manglik) where.push(sql`c.horoscope_manglik = any(${textArray(manglikFilterStatuses(f.manglik))})`);
  if (f.q) where.push(sql`c.first_name ilike ${`%${likeEscape(f.q)}%`}`);
  return where;
}

/**
 * The search filter "minimum guna milan" (docs/horoscope.md#search, decision 146): candidates `c` whose
 * Moon position (known to matching only when shown to all members, decision 148) scores at least `min`
 * (1..36) with the viewer's own nakshatra and rashi. The passing positions are one sub-select on
 * guna_milan for the viewer `viewerId` (their gender says which side they fill), evaluated once per
 * statement; an unknown pair is left out, like every explicit filter, and a viewer without a nakshatra
 * matches nobody.
 */
export function gunaAtLeast(viewerId: string, min: number): SQL {
  // `+ 0` keeps this a filter on the index's rows, not an index condition: before PostgreSQL 17 an
  // `= any(array)` on a later column of the walked index runs one index scan per passing position, each
  // over the same date-of-birth range (at 10,00,000 members: 10,125 buffers and 77 ms for a count, against
  // 3,325 and 4 ms as a filter; docs/performance.md#guna-milan-in-mymatches-and-search).
  return sql`(c.horoscope_moon + 0) = any(array(
    select case when me.gender = 'Bride' then g.groom_moon else g.bride_moon end
    from profiles me join guna_milan g
      on (case when me.gender = 'Bride' then g.bride_moon else g.groom_moon end)
         = guna_moon(me.nakshatra, me.rashi, 'members')
    where me.user_id = ${viewerId} and g.points >= ${2 * min}::int))`;
}

/** Joins SQL terms with AND (true when there are none). */
export function allOf(terms: SQL[]): SQL {
  return terms.length === 0 ? sql`true` : sql.join(terms, sql` and `);
}
