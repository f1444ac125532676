import { type SQL, sql } from 'drizzle-orm';
import type {
  RegistrationReport,
  RegistrationReportQuery,
  RegistrationRow,
  VerifiedListQuery,
  VerifiedRow,
} from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { checkDateRange, istEnd, istStart } from '../../lib/date-range';
import { iso } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';

/** The value each account takes for a split (docs/staff.md#userreports); '' with no split. */
const SPLIT_VALUE: Record<RegistrationReportQuery['split'], SQL> = {
  none: sql`''`,
  kind: sql`case when u.role = 'promoter' then 'promoter' else 'member' end`,
  gender: sql`coalesce(p.gender, '')`,
  state: sql`coalesce(nullif(p.state, ''), pr.state, '')`,
  district: sql`coalesce(nullif(p.city, ''), pr.city, '')`,
  status: sql`u.status`,
  plan: sql`case when u.role = 'promoter' then '' else u.role end`,
};

/** The accounts a report counts: members and promoters (never staff), narrowed by the filters. */
function reportWhere(q: RegistrationReportQuery): SQL {
  const parts: SQL[] = [sql`u.role <> 'Admin'`];
  if (q.kind === 'member') parts.push(sql`u.role <> 'promoter'`);
  if (q.kind === 'promoter') parts.push(sql`u.role = 'promoter'`);
  if (q.gender) parts.push(sql`p.gender = ${q.gender}`);
  if (q.state) parts.push(sql`coalesce(nullif(p.state, ''), pr.state, '') = ${q.state}`);
  if (q.district) parts.push(sql`coalesce(nullif(p.city, ''), pr.city, '') = ${q.district}`);
  if (q.status) parts.push(sql`u.status = ${q.status}`);
  if (q.plan) parts.push(sql`u.role = ${q.plan}`);
  return sql.join(parts, sql` and `);
}

/** The longest range grouped by day (a year and a day); longer ranges are grouped by week or month. */
const MAX_DAYS = 366;

/**
 * GET /api/admin/reports/registrations (userreports; docs/staff.md#userreports): accounts registered
 * between two IST dates (inclusive), grouped by IST day, ISO week (from Monday) or month, and split by
 * kind, gender, state, district, status or plan. Each row: the period's first day, the split value, the
 * registrations in it, and the members (accounts registered up to the period's end, same value). One
 * statement for the rows and one for the totals. 400 for a reversed range or more than 366 days by day.
 */
export async function registrationReport(
  db: Db,
  q: RegistrationReportQuery,
): Promise<Omit<RegistrationReport, 'success' | 'message'>> {
  checkDateRange(q);
  const days = (istStart(q.to).getTime() - istStart(q.from).getTime()) / 86_400_000 + 1;
  if (q.group === 'day' && days > MAX_DAYS)
    throw new AppError(400, 'Group a range longer than a year by week or month', 'range', {
      group: 'Too many days',
    });
  const start = istStart(q.from).toISOString();
  const end = istEnd(q.to).toISOString();
  const accounts = sql`select u.created_at, ${SPLIT_VALUE[q.split]} as value
      from users u left join profiles p on p.user_id = u.id left join promoters pr on pr.user_id = u.id
      where ${reportWhere(q)} and u.created_at < ${end}`;
  const rows = await queryRows<RegistrationRow>(
    db,
    sql`with a as (${accounts}),
        per as (
          select to_char(date_trunc(${q.group}, a.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as period,
                 a.value, count(*)::int as n
          from a where a.created_at >= ${start} group by 1, 2),
        base as (select a.value, count(*)::int as n from a where a.created_at < ${start} group by 1)
        select per.period, per.value, per.n as registrations,
               (coalesce(base.n, 0) + sum(per.n) over (partition by per.value order by per.period))::int as members
        from per left join base on base.value = per.value
        order by per.period, per.value`,
  );
  const [totals] = await queryRows<{ registrations: number; members: number }>(
    db,
    sql`select (count(*) filter (where a.created_at >= ${start}))::int as registrations, count(*)::int as members
        from (${accounts}) a`,
  );
  return { rows, totals };
}

type VerifiedDbRow = {
  registration_no: string;
  first_name: string;
  last_name: string;
  gender: string;
  role: string;
  status: string;
  created_at: Date | string;
  activated_at: Date | string;
  verified_by: string | null;
  verified_by_id: string | null;
};

/**
 * Verified members and who verified each (successdata; docs/staff.md#successdata): members whose account
 * was activated, not erased, with the staff account of the first activation's audit row (null when none
 * was recorded, e.g. an account made before staff actions were audited).
 */
const VERIFIED_FROM = sql`users u join profiles p on p.user_id = u.id
  left join lateral (select a.actor_id from audit_log a
    where a.target_user_id = u.id and a.action = 'user.active' order by a.id limit 1) v on true
  left join users s on s.id = v.actor_id`;

function verifiedWhere(q: Omit<VerifiedListQuery, 'page' | 'pageSize' | 'dir'>): SQL {
  checkDateRange(q);
  const parts: SQL[] = [sql`u.activated_at is not null and u.erased_at is null and u.role <> 'Admin'`];
  if (q.q) {
    const like = containsPattern(q.q);
    parts.push(
      sql`(u.registration_no ilike ${like} or u.email ilike ${like} or (p.first_name || ' ' || p.last_name) ilike ${like})`,
    );
  }
  if (q.verifier) parts.push(sql`v.actor_id = ${q.verifier}`);
  if (q.from) parts.push(sql`u.activated_at >= ${istStart(q.from).toISOString()}`);
  if (q.to) parts.push(sql`u.activated_at < ${istEnd(q.to).toISOString()}`);
  if (q.gender) parts.push(sql`p.gender = ${q.gender}`);
  if (q.plan) parts.push(sql`u.role = ${q.plan}`);
  return sql.join(parts, sql` and `);
}

const VERIFIED_SELECT = sql`select u.registration_no, p.first_name, p.last_name, p.gender, u.role, u.status,
    u.created_at, u.activated_at, v.actor_id as verified_by_id,
    coalesce(nullif(s.staff_name, ''), s.email) as verified_by
  from ${VERIFIED_FROM}`;

const presentVerified = (r: VerifiedDbRow): VerifiedRow => ({
  registration_no: r.registration_no,
  name: `${r.first_name} ${r.last_name}`.trim(),
  gender: r.gender,
  plan: r.role,
  status: r.status,
  registered_at: iso(r.created_at),
  verified_at: iso(r.activated_at),
  verified_by: r.verified_by,
  verified_by_id: r.verified_by_id,
});

/**
 * GET /api/admin/verified (successdata): one page of verified members, newest verification first (or
 * oldest with `dir=asc`), with the staff accounts that may appear as verifiers (for the filter).
 */
export async function listVerified(db: Db, q: VerifiedListQuery) {
  const where = verifiedWhere(q);
  const order = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [c], verifiers] = await Promise.all([
    queryRows<VerifiedDbRow>(
      db,
      sql`${VERIFIED_SELECT} where ${where} order by u.activated_at ${order}, u.id
          ${pageSql(q)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${VERIFIED_FROM} where ${where}`),
    queryRows<{ id: string; name: string }>(
      db,
      sql`select id, coalesce(nullif(staff_name, ''), email) as name from users
          where role = 'Admin' order by 2`,
    ),
  ]);
  return { accounts: rows.map(presentVerified), total: c.n, page: q.page, pageSize: q.pageSize, verifiers };
}

/** Every verified member of the filter, in pages of 500, in the list's order (the CSV). */
export async function* iterateVerified(db: Db, q: Omit<VerifiedListQuery, 'page' | 'pageSize'>) {
  const where = verifiedWhere(q);
  const order = q.dir === 'asc' ? sql`asc` : sql`desc`;
  for (let offset = 0; ; offset += 500) {
    const rows = await queryRows<VerifiedDbRow>(
      db,
      sql`${VERIFIED_SELECT} where ${where} order by u.activated_at ${order}, u.id limit 500 offset ${offset}`,
    );
    for (const r of rows) yield presentVerified(r);
    if (rows.length < 500) return;
  }
}
