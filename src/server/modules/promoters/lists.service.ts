import { type SQL, sql } from 'drizzle-orm';
import type { ReferralList } from '../../../shared/policies/promoter-area';
import type { Db } from '../../db/client';
import { isoOrNull } from '../../lib/dates';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';
import { REFERRED_PAID } from './referred-member';

const INACTIVE = sql`u.status in ('inactive', 'rejected')`;
const ASSIST_PAID = sql`exists (select 1 from payments pay where pay.user_id = u.id and pay.status = 'paid'
  and pay.plan_code = 'Assistance')`;

/**
 * The SQL of each list over referred members `u` — the same rules as `referralList` in
 * src/shared/policies/promoter-area.ts (inactive, then expired, success, pending), plus the assisted service.
 */
const LIST_WHERE: Record<ReferralList, SQL> = {
  'team-users': sql`true`,
  inactive: INACTIVE,
  expired: sql`not ${INACTIVE} and ${REFERRED_PAID} and u.plan_expires_at is not null and u.plan_expires_at < now()`,
  success: sql`not ${INACTIVE} and ${REFERRED_PAID} and (u.plan_expires_at is null or u.plan_expires_at >= now())`,
  pending: sql`not ${INACTIVE} and not ${REFERRED_PAID}`,
  'assistance-success': ASSIST_PAID,
  'assistance-pending': sql`not ${ASSIST_PAID} and (u.role = 'Assistance' or u.intended_plan = 'Assistance'
    or exists (select 1 from payments pay where pay.user_id = u.id and pay.plan_code = 'Assistance')
    or exists (select 1 from assistance_requests ar where ar.user_id = u.id and ar.status <> 'closed'))`,
};

type Row = {
  kind: 'member' | 'invitation';
  name: string | null;
  registration_no: string | null;
  plan: string | null;
  status: string;
  registered_at: string | Date | null;
  invited_at: string | Date | null;
  plan_expires_at: string | Date | null;
  total: number;
};

/**
 * GET /api/promoter/referrals?list= (docs/promoter-area.md): one list of the promoter's OWN referrals, newest first,
 * searched by name or registration number, paged. Each row: name, registration number, plan, account
 * status and dates — never contact details. The pending list also holds invitations whose contact has not
 * registered through this promoter yet (status 'invited'; the promoter typed their name). An invitation to
 * someone who registered or was erased is anonymised (`anonymiseInvitationsTo`) and leaves the list.
 */
export async function referralPage(
  db: Db,
  promoterId: string,
  q: { list: ReferralList; page: number; pageSize: number; q: string },
) {
  const like = containsPattern(q.q);
  const memberSearch = q.q
    ? sql`and (u.registration_no ilike ${like} or (p.first_name || ' ' || p.last_name) ilike ${like})`
    : sql``;
  const members = sql`select 'member' as kind, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as name,
        u.registration_no, u.role as plan, u.status, u.created_at as registered_at, null::timestamptz as invited_at,
        u.plan_expires_at, u.created_at as sort_at
      from users u left join profiles p on p.user_id = u.id
     where u.referred_by = ${promoterId} and ${LIST_WHERE[q.list]} ${memberSearch}`;
  const invitations = sql`select distinct on (i.name, i.email, i.mobile) 'invitation' as kind, i.name,
        null::text as registration_no, null::text as plan, 'invited' as status, null::timestamptz as registered_at,
        i.created_at as invited_at, null::timestamptz as plan_expires_at, i.created_at as sort_at
      from promoter_invitations i
     where i.promoter_id = ${promoterId} ${q.q ? sql`and i.name ilike ${like}` : sql``}
       and (i.email <> '' or i.mobile <> '')
       and not exists (select 1 from users r where r.referred_by = ${promoterId} and i.email <> ''
                        and r.email = i.email)
     order by i.name, i.email, i.mobile, i.created_at desc`;
  const all = q.list === 'pending' ? sql`(${members}) union all (${invitations})` : members;
  const rows = await queryRows<Row>(
    db,
    sql`select a.*, count(*) over ()::int as total from (${all}) a
         order by a.sort_at desc, a.registration_no nulls last, a.name
         ${pageSql(q)}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${all}) a`);
    total = c.n;
  }
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      name: r.name ?? '',
      registration_no: r.registration_no,
      plan: r.plan,
      status: r.status,
      registered_at: isoOrNull(r.registered_at),
      invited_at: isoOrNull(r.invited_at),
      plan_expires_at: isoOrNull(r.plan_expires_at),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * GET /api/promoter/referrals/chart (docs/promoter-area.md, dashboard): for each of the last 12 months (IST, oldest
 * first, 'YYYY-MM'), the promoter's referrals registered that month and those whose first confirmed payment
 * fell in it.
 */
export async function referralChart(db: Db, promoterId: string) {
  const months = await queryRows<{ month: string; registered: number; paid: number }>(
    db,
    sql`with m as (
          select generate_series(
            date_trunc('month', (now() at time zone 'Asia/Kolkata')) - interval '11 months',
            date_trunc('month', (now() at time zone 'Asia/Kolkata')), interval '1 month') as start),
        reg as (
          select date_trunc('month', (u.created_at at time zone 'Asia/Kolkata')) as start, count(*)::int as n
            from users u where u.referred_by = ${promoterId} group by 1),
        paid as (
          select date_trunc('month', (f.first_paid at time zone 'Asia/Kolkata')) as start, count(*)::int as n
            from (select min(coalesce(pay.paid_at, pay.created_at)) as first_paid
                    from users u join payments pay on pay.user_id = u.id and pay.status = 'paid'
                   where u.referred_by = ${promoterId} group by u.id) f
           group by 1)
        select to_char(m.start, 'YYYY-MM') as month, coalesce(reg.n, 0)::int as registered,
               coalesce(paid.n, 0)::int as paid
          from m left join reg on reg.start = m.start left join paid on paid.start = m.start
         order by m.start`,
  );
  return { months };
}
