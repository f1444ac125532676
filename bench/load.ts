/**
 * Loads a generated community into the app's database (PGlite or PostgreSQL) in large batches:
 * one `INSERT ... SELECT FROM json_to_recordset($1)` per table and batch, the next batch generated
 * while the database writes the previous one. Registration numbers come from registration_no_seq.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/server/db/client';
import { queryRows } from '../src/server/lib/sql';
import { PRIVACY_NOTICE } from '../src/shared/privacy';
import {
  DEMO_EMAIL_DOMAIN,
  type GenOptions,
  generateMember,
  generateRelations,
  type InterestRow,
  type Member,
  type PairRow,
  type ViewRow,
} from './generate';
import { uuidFor } from './prng';

type Handle = Db | Tx;
type Cols = readonly (readonly [string, string])[];

const USER_COLS: Cols = [
  ['id', 'uuid'],
  ['email', 'text'],
  ['role', 'text'],
  ['plan_expires_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['activated_at', 'timestamptz'],
  ['last_login_at', 'timestamptz'],
];
const PROFILE_COLS: Cols = [
  ['user_id', 'uuid'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['profile_for', 'text'],
  ['gender', 'text'],
  ['date_of_birth', 'date'],
  ['marital_status', 'text'],
  ['height_cm', 'smallint'],
  ['mother_tongue', 'text'],
  ['about_me', 'text'],
  ['parent_relation', 'text'],
  ['parent_name', 'text'],
  ['siblings', 'text'],
  ['caste', 'text'],
  ['sub_caste', 'text'],
  ['gotra', 'text'],
  ['rashi', 'text'],
  ['nakshatra', 'text'],
  ['qualification', 'text'],
  ['occupation', 'text'],
  ['income_band', 'text'],
  ['occupation_country', 'text'],
  ['country', 'text'],
  ['state', 'text'],
  ['city', 'text'],
  ['address', 'text'],
  ['mobile_no', 'text'],
  ['diet', 'text'],
  ['smoking', 'text'],
  ['drinking', 'text'],
  ['blood_group', 'text'],
  ['sun_sign', 'text'],
  ['photo_privacy', 'text'],
  ['has_photo', 'boolean'],
  ['featured', 'boolean'],
  ['last_active_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const PREF_COLS: Cols = [
  ['user_id', 'uuid'],
  ['age_min', 'smallint'],
  ['age_max', 'smallint'],
  ['height_min', 'smallint'],
  ['height_max', 'smallint'],
  ['marital_statuses', 'text[]'],
  ['castes', 'text[]'],
  ['qualifications', 'text[]'],
  ['occupations', 'text[]'],
  ['income_bands', 'text[]'],
  ['mother_tongues', 'text[]'],
  ['states', 'text[]'],
  ['cities', 'text[]'],
  ['country', 'text'],
];
const PHOTO_COLS: Cols = [
  ['id', 'uuid'],
  ['user_id', 'uuid'],
  ['storage_key', 'text'],
  ['width', 'integer'],
  ['height', 'integer'],
  ['created_at', 'timestamptz'],
];
const INTEREST_COLS: Cols = [
  ['id', 'uuid'],
  ['sender_id', 'uuid'],
  ['receiver_id', 'uuid'],
  ['message', 'text'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
  ['responded_at', 'timestamptz'],
];
const PAIR_COLS: Cols = [
  ['user_id', 'uuid'],
  ['target_id', 'uuid'],
  ['created_at', 'timestamptz'],
];
const VIEW_COLS: Cols = [
  ['viewer_id', 'uuid'],
  ['viewed_id', 'uuid'],
  ['visits', 'integer'],
  ['viewed_at', 'timestamptz'],
];

const names = (cols: Cols) => cols.map(([n]) => n).join(', ');
const xNames = (cols: Cols) => cols.map(([n]) => `x.${n}`).join(', ');
const defs = (cols: Cols) => cols.map(([n, t]) => `${n} ${t}`).join(', ');
/** `from json_to_recordset($json) as x(col type, ...)` for one batch. */
const rowsetFrom = (rows: unknown[], cols: Cols): SQL =>
  sql`from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(defs(cols))})`;

/** How many demo members (email @demo.example) the database holds. */
export async function countDemoMembers(db: Handle): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
  );
  return Number(row?.n ?? 0);
}

export type LoadOptions = GenOptions & {
  count: number;
  regNoPrefix: string;
  /** The one argon2 hash every demo member shares. */
  passwordHash: string;
  /** Members per INSERT (default 5,000). */
  batchSize?: number;
  /** Insert approved primary photo rows (a storage key without files) for members with has_photo (bench). */
  photoRows?: boolean;
  /** Progress lines (e.g. console.log). */
  log?: (line: string) => void;
};

export type LoadResult = {
  members: number;
  interests: number;
  shortlists: number;
  views: number;
  notifications: number;
  photoRows: number;
  membersMs: number;
  relationsMs: number;
};

async function insertMembers(db: Handle, batch: Member[], opts: LoadOptions): Promise<number> {
  const users = batch.map((m) => m.user);
  await db.execute(sql`
    insert into users (registration_no, password_hash, status, ${sql.raw(names(USER_COLS))})
    select ${opts.regNoPrefix} || nextval('registration_no_seq')::text, ${opts.passwordHash}, 'active', ${sql.raw(xNames(USER_COLS))}
    ${rowsetFrom(users, USER_COLS)}`);
  // Decision 125: synthetic members whose photos are open to all members also chose the public home page.
  await db.execute(sql`
    insert into profiles (religion, hidden, listed, show_on_home, ${sql.raw(names(PROFILE_COLS))})
    select 'Hindu', false, true, x.photo_privacy = 'members', ${sql.raw(xNames(PROFILE_COLS))}
    ${rowsetFrom(
      batch.map((m) => m.profile),
      PROFILE_COLS,
    )}`);
  await db.execute(sql`
    insert into partner_preferences (${sql.raw(names(PREF_COLS))})
    select ${sql.raw(xNames(PREF_COLS))}
    ${rowsetFrom(
      batch.map((m) => m.prefs),
      PREF_COLS,
    )}`);
  // Data rights (docs/data-rights.md): the synthetic members agreed to the notice in force (else the app asks them first).
  await db.execute(sql`
    insert into privacy_consents (user_id, version)
    select x.id, ${PRIVACY_NOTICE.version} ${rowsetFrom(
      users.map((u) => ({ id: u.id })),
      [['id', 'uuid']],
    )}`);
  if (!opts.photoRows) return 0;
  const photos = batch
    .filter((m) => m.profile.has_photo)
    .map((m) => ({
      id: uuidFor(opts.seed, m.index, 0x34),
      user_id: m.user.id,
      storage_key: uuidFor(opts.seed, m.index, 0x33).replaceAll('-', ''),
      width: 720,
      height: 900,
      created_at: m.user.activated_at,
    }));
  if (photos.length === 0) return 0;
  await db.execute(sql`
    insert into photos (is_primary, status, reviewed_at, ${sql.raw(names(PHOTO_COLS))})
    select true, 'approved', x.created_at, ${sql.raw(xNames(PHOTO_COLS))}
    ${rowsetFrom(photos, PHOTO_COLS)}`);
  return photos.length;
}

async function insertRelations(
  db: Handle,
  rel: { interests: InterestRow[]; shortlists: PairRow[]; views: ViewRow[] },
): Promise<void> {
  if (rel.interests.length) {
    await db.execute(sql`
      insert into interests (${sql.raw(names(INTEREST_COLS))})
      select ${sql.raw(xNames(INTEREST_COLS))} ${rowsetFrom(rel.interests, INTEREST_COLS)}
      on conflict do nothing`);
  }
  if (rel.shortlists.length) {
    await db.execute(sql`
      insert into shortlists (${sql.raw(names(PAIR_COLS))})
      select ${sql.raw(xNames(PAIR_COLS))} ${rowsetFrom(rel.shortlists, PAIR_COLS)}
      on conflict do nothing`);
  }
  if (rel.views.length) {
    await db.execute(sql`
      insert into profile_views (${sql.raw(names(VIEW_COLS))})
      select ${sql.raw(xNames(VIEW_COLS))} ${rowsetFrom(rel.views, VIEW_COLS)}
      on conflict do nothing`);
  }
}

/**
 * The notifications the app would have created for the demo interests (docs/first-impressions.md#details-members-notice: the demo is
 * coherent): the receiver's "has expressed interest in you" (read once answered), and the sender's
 * "accepted" / "declined" at the answer's time. Texts follow src/server/modules/interests/interest.service.ts.
 * Returns the number of notifications inserted.
 */
export async function insertInterestNotifications(db: Handle): Promise<number> {
  const demo = `%@${DEMO_EMAIL_DOMAIN}`;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    with i as (
      select i.*, sp.first_name as s_first, su.registration_no as s_reg,
             rp.first_name as r_first, ru.registration_no as r_reg
      from interests i
      join users su on su.id = i.sender_id join profiles sp on sp.user_id = i.sender_id
      join users ru on ru.id = i.receiver_id join profiles rp on rp.user_id = i.receiver_id
      where su.email like ${demo}
    ), ins as (
      insert into notifications (user_id, kind, title, body, link, read_at, created_at)
      select receiver_id, 'interest_received',
             s_first || ' (' || s_reg || ') has expressed interest in you',
             case when message <> ''
               then 'Their message: “' || message || '”. Open your interests to accept or decline.'
               else 'Open your interests to see their profile and accept or decline.' end,
             '/user/myintrest?tab=received',
             case when status <> 'pending' then responded_at end,
             created_at
      from i
      union all
      select sender_id, 'interest_accepted',
             r_first || ' (' || r_reg || ') accepted your interest',
             'You can now see their contact details on their profile (with a Silver or Premium plan).',
             '/user/member/' || r_reg, null, responded_at
      from i where status = 'accepted'
      union all
      select sender_id, 'interest_declined',
             r_first || ' (' || r_reg || ') declined your interest',
             'Keep going: there are more matches waiting for you.',
             '/user/MyMatches', responded_at, responded_at
      from i where status = 'declined'
      returning 1
    )
    select count(*)::int as n from ins`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Generates and inserts `count` members (users, profiles, partner_preferences, optional photo rows),
 * then their interests, shortlists and profile views. Batches are bounded (`batchSize`); generation of
 * batch k+1 overlaps the database writing batch k. Returns counts and wall-clock times in ms.
 */
export async function loadCommunity(db: Handle, opts: LoadOptions): Promise<LoadResult> {
  const size = Math.max(100, opts.batchSize ?? 5000);
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  let pending: Promise<number> | null = null;
  let photoRows = 0;
  let done = 0;
  let lastLog = t0;
  for (let from = 0; from < opts.count; from += size) {
    const to = Math.min(opts.count, from + size);
    const batch: Member[] = [];
    for (let i = from; i < to; i++) batch.push(generateMember(i, opts.count, opts));
    if (pending) photoRows += await pending;
    pending = insertMembers(db, batch, opts);
    done = to;
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      log(`  members: ${done.toLocaleString('en-IN')} / ${opts.count.toLocaleString('en-IN')}`);
    }
  }
  if (pending) photoRows += await pending;
  const t1 = performance.now();

  const seen = new Set<number>();
  let interests = 0;
  let shortlists = 0;
  let views = 0;
  let pendingRel: Promise<void> | null = null;
  const relSize = size * 2;
  for (let from = 0; from < opts.count; from += relSize) {
    const rel = generateRelations(from, Math.min(opts.count, from + relSize), opts.count, opts, seen);
    interests += rel.interests.length;
    shortlists += rel.shortlists.length;
    views += rel.views.length;
    if (pendingRel) await pendingRel;
    pendingRel = insertRelations(db, rel);
  }
  if (pendingRel) await pendingRel;
  const notifications = await insertInterestNotifications(db);
  const t2 = performance.now();
  return {
    members: opts.count,
    interests,
    shortlists,
    views,
    notifications,
    photoRows,
    membersMs: Math.round(t1 - t0),
    relationsMs: Math.round(t2 - t1),
  };
}
