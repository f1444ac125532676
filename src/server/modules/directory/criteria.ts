import dayjs from 'dayjs';
import { type SQL, sql } from 'drizzle-orm';
import { ageOn, todayIST } from '../../../shared/dates';
import type { MemberFilters } from '../../../shared/schemas/members';
import type { partnerPreferences, profiles } from '../../db/schema';

/**
 * SQL building blocks of matching, browsing and search (issue #3). Every condition is a WHERE term on
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

/**
 * The viewer's preferences applied to candidates `c` (issue #8):
 * - `where`: the candidate passes age and every set must-have (unknown values pass);
 * - `met`: how many set nice-to-haves the candidate meets (known values only), valid for any row;
 * - `of`: how many nice-to-haves are set.
 */
export function myPreferencesOn(seeker: Seeker, today = todayIST()): { where: SQL[]; met: SQL; of: number } {
  const p = seeker.prefs;
  const must = new Set(p.mustHaves);
  const where: SQL[] = [];
  const metTerms: SQL[] = [];
  const add = (key: string, pass: SQL, met: SQL) => {
    if (must.has(key)) where.push(pass);
    else metTerms.push(met);
  };
  const { from, to } = dobRange(p.ageMin, p.ageMax, today);
  where.push(sql`c.date_of_birth between ${from}::date and ${to}::date`);
  if (p.heightMin !== null || p.heightMax !== null) {
    const lo = p.heightMin ?? HEIGHT_LO;
    const hi = p.heightMax ?? HEIGHT_HI;
    add(
      'height',
      sql`(c.height_cm is null or c.height_cm between ${lo} and ${hi})`,
      sql`coalesce(c.height_cm between ${lo} and ${hi}, false)`,
    );
  }
  for (const k of LIST_CRITERIA) {
    const wanted = p[k.prefKey] as string[];
    if (wanted.length === 0) continue;
    const col = sql.raw(`c.${k.col}`);
    add(
      k.col,
      sql`${col} = any(${textArray([...new Set([...wanted, ...k.unknown])])})`,
      sql`${col} = any(${textArray(wanted)})`,
    );
  }
  if (p.country) add('country', sql`c.country in (${p.country}, '')`, sql`c.country = ${p.country}`);
  return { where, met: sum(metTerms, 0), of: metTerms.length };
}

/**
 * The criteria of accept_keys in the order of accept_mask's bits (decision 082): bit i is set when the
 * member restricts ACCEPT_CRITERIA[i]. The same list, in the same order, is in the SQL function
 * match_accept_mask (migration 0014_accept_mask) that generates the column.
 */
export const ACCEPT_CRITERIA = [...LIST_CRITERIA.map((k) => k.col), 'country'] as const;

/**
 * The candidate `c` accepts the viewer's `value` for `criterion` (decision 040): no must-have on it, or
 * the value is in their must-have list. One overlap test per criterion, each estimated by the planner
 * from the column's statistics (most common elements), so profiles_accept_keys_idx (GIN) is chosen
 * only when the candidates' must-haves are selective. (Without statistics, e.g. right after a bulk
 * load, the estimates multiply into "1 row" and the GIN index is misused: ANALYZE after loading.)
 * `masked` (decision 082, for walks on profiles_match_idx, which carries accept_mask): a candidate who
 * does not restrict the criterion passes on one integer test, before the overlap test.
 */
function acceptsMe(criterion: (typeof ACCEPT_CRITERIA)[number], value: string, masked: boolean): SQL {
  const overlap = sql`c.accept_keys && ${textArray([`${criterion}=*`, `${criterion}=${value}`])}`;
  if (!masked) return overlap;
  const bit = 1 << ACCEPT_CRITERIA.indexOf(criterion);
  return sql`((c.accept_mask & ${sql.raw(String(bit))}::smallint) = 0 or ${overlap})`;
}

/**
 * The candidates' preferences applied to the viewer's own profile (issue #8, decision 040):
 * - `where`: the viewer passes the candidate's age range and every must-have the candidate set (the
 *   viewer's unknown values pass). Terms on the candidate's own row `c` (accept_* columns, the
 *   indexable copy of their must-haves), so no preferences row is read to filter; with `masked`
 *   they read accept_mask too (only profiles_match_idx carries it, decision 082);
 * - `met`: how many of the candidate's set nice-to-haves the viewer meets (known values only), on `cp`;
 * - `of`: how many nice-to-haves the candidate set (SQL on `cp`, per row).
 */
export function theirPreferencesOn(
  seeker: Seeker,
  today = todayIST(),
  masked = false,
): { where: SQL[]; met: SQL; of: SQL } {
  const me = seeker.profile;
  const where: SQL[] = [];
  const metTerms: SQL[] = [];
  const ofTerms: SQL[] = [];
  const isMust = (key: string) => sql`${key} = any(cp.must_haves)`;
  const age = ageOn(me.dateOfBirth, today) ?? 0;
  where.push(sql`c.accept_age_min <= ${age} and c.accept_age_max >= ${age}`);
  const heightSet = sql`(cp.height_min is not null or cp.height_max is not null)`;
  ofTerms.push(sql`${heightSet} and not ${isMust('height')}`);
  if (me.heightCm !== null) {
    const h = me.heightCm;
    const fits = sql`coalesce(cp.height_min, ${HEIGHT_LO}) <= ${h} and coalesce(cp.height_max, ${HEIGHT_HI}) >= ${h}`;
    where.push(sql`c.accept_height_min <= ${h} and c.accept_height_max >= ${h}`);
    metTerms.push(sql`${heightSet} and not ${isMust('height')} and ${fits}`);
  }
  for (const k of LIST_CRITERIA) {
    const list = sql.raw(`cp.${k.pref}`);
    const set = sql`cardinality(${list}) > 0`;
    ofTerms.push(sql`${set} and not ${isMust(k.col)}`);
    const mine = me[k.key] as string;
    if ((k.unknown as readonly string[]).includes(mine)) continue;
    where.push(acceptsMe(k.col, mine, masked));
    metTerms.push(sql`${set} and not ${isMust(k.col)} and ${mine} = any(${list})`);
  }
  ofTerms.push(sql`cp.country <> '' and not ${isMust('country')}`);
  if (me.country) {
    where.push(acceptsMe('country', me.country, masked));
    metTerms.push(sql`cp.country <> '' and not ${isMust('country')} and cp.country = ${me.country}`);
  }
  return { where, met: sum(metTerms, 0), of: sum(ofTerms, 0) };
}

/**
 * Featured listing (SPEC §9 Premium "featured profile listing"): set by staff on the profile, or the
 * plan of the member's role has the `featuredListing` entitlement and has not expired. `p` is the alias
 * of a row with profiles.featured, `u` of the users row.
 */
export function featuredExpr(p = 'c', u = 'u'): SQL {
  const flag = sql.raw(`${p}.featured`);
  const role = sql.raw(`${u}.role`);
  const expires = sql.raw(`${u}.plan_expires_at`);
  // The plan codes with the entitlement: an uncorrelated subquery, evaluated once per statement.
  return sql`(${flag} or (${role} = any(array(
      select pl.code from plans pl where coalesce((pl.entitlements->>'featuredListing')::boolean, false)))
    and (${expires} is null or ${expires} > now())))`;
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
  if (f.q) where.push(sql`c.first_name ilike ${`%${likeEscape(f.q)}%`}`);
  return where;
}

/** Joins SQL terms with AND (true when there are none). */
export function allOf(terms: SQL[]): SQL {
  return terms.length === 0 ? sql`true` : sql.join(terms, sql` and `);
}
