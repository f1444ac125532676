import { type SQL, sql } from 'drizzle-orm';
import { referralStage } from '../../../shared/policies/promoters';
import type { Db } from '../../db/client';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';
import { REFERRED_ACTIVATED, REFERRED_PAID, type ReferredMemberRow } from '../promoters/referred-member';
import { LEDGER } from './commissions.service';

type ReferredQuery = {
  promoter: string;
  plan: string;
  status: string;
  stage: string;
  q: string;
  page: number;
  pageSize: number;
};

function referredWhere(q: Omit<ReferredQuery, 'page' | 'pageSize'>): SQL {
  const parts: SQL[] = [sql`u.referred_by is not null`];
  if (q.promoter) parts.push(sql`u.referred_by = ${q.promoter}`);
  if (q.plan) parts.push(sql`u.role = ${q.plan}`);
  if (q.status !== 'all') parts.push(sql`u.status = ${q.status}`);
  if (q.stage === 'paid') parts.push(sql`paid`);
  if (q.stage === 'verified') parts.push(sql`(not paid and activated)`);
  if (q.stage === 'registered') parts.push(sql`(not paid and not activated)`);
  const like = containsPattern(q.q);
  if (q.q)
    parts.push(
      sql`(u.registration_no ilike ${like} or (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike ${like})`,
    );
  return sql.join(parts, sql` and `);
}

const REFERRED_FROM = sql`(select u.*, (${REFERRED_ACTIVATED}) as activated, ${REFERRED_PAID} as paid
    from users u where u.referred_by is not null) u
  join promoters pr on pr.user_id = u.referred_by
  left join profiles p on p.user_id = u.id`;

type ReferredDbRow = ReferredMemberRow & {
  promoter_id: string;
  promoter_name: string;
  promo_code: string;
  earned: number;
};

const REFERRED_SELECT = sql`select u.referred_by as promoter_id, pr.name as promoter_name, pr.promo_code,
    p.first_name, p.last_name, u.registration_no, u.role, u.status, u.activated, u.paid, u.created_at,
    (select coalesce(sum(l.amount_paise), 0)::int from ${LEDGER} l
      where l.member_id = u.id and l.promoter_id = u.referred_by and l.cur_status <> 'reversed') as earned
  from ${REFERRED_FROM}`;

const presentReferred = (r: ReferredDbRow) => ({
  promoter_id: r.promoter_id,
  promoter_name: r.promoter_name,
  promo_code: r.promo_code,
  member_name: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.registration_no,
  registration_no: r.registration_no,
  plan: r.role,
  status: r.status,
  stage: referralStage({ activated: r.activated, paid: r.paid }),
  registered_at: new Date(r.created_at).toISOString(),
  earned_paise: r.earned,
});

/**
 * GET /api/admin/promoter-referrals (promotersusers, decision 030): every member a promoter referred, newest
 * first, filtered by promoter, plan, account status, stage (registered / verified / paid) and name or
 * registration number; with the commission earned from each (not reversed, paise). Paged.
 */
export async function listReferred(db: Db, q: ReferredQuery) {
  const where = referredWhere(q);
  const rows = await queryRows<ReferredDbRow>(
    db,
    sql`${REFERRED_SELECT} where ${where} order by u.created_at desc, u.id
        ${pageSql(q)}`,
  );
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${REFERRED_FROM} where ${where}`,
  );
  return { members: rows.map(presentReferred), total: c.n, page: q.page, pageSize: q.pageSize };
}

/** Every referred member of the filter, in pages of 500 (CSV). */
export async function* iterateReferred(db: Db, q: Omit<ReferredQuery, 'page' | 'pageSize'>) {
  const where = referredWhere(q);
  for (let offset = 0; ; offset += 500) {
    const rows = await queryRows<ReferredDbRow>(
      db,
      sql`${REFERRED_SELECT} where ${where} order by u.created_at desc, u.id limit 500 offset ${offset}`,
    );
    for (const r of rows) yield presentReferred(r);
    if (rows.length < 500) return;
  }
}

type FiguresQuery = { q: string; active: string; page: number; pageSize: number };

function figuresWhere(q: Omit<FiguresQuery, 'page' | 'pageSize'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.active !== 'all') parts.push(sql`pr.active = ${q.active === 'active'}`);
  const like = containsPattern(q.q);
  if (q.q) parts.push(sql`(pr.name ilike ${like} or pr.promo_code ilike ${like})`);
  return sql.join(parts, sql` and `);
}

type FiguresDbRow = {
  promoter_id: string;
  name: string;
  promo_code: string;
  promoter_type: string;
  active: boolean;
  registered: number;
  verified: number;
  paid: number;
  by_plan: Record<string, number> | string | null;
  pending: number;
  approved: number;
  paid_paise: number;
  reversed: number;
};

const FIGURES_SELECT = sql`select pr.user_id as promoter_id, pr.name, pr.promo_code, pr.promoter_type, pr.active,
    coalesce(m.registered, 0)::int as registered, coalesce(m.verified, 0)::int as verified,
    coalesce(m.paid, 0)::int as paid, bp.by_plan,
    coalesce(e.pending, 0)::int as pending, coalesce(e.approved, 0)::int as approved,
    coalesce(e.paid, 0)::int as paid_paise, coalesce(e.reversed, 0)::int as reversed
  from promoters pr
  left join lateral (
    select count(*) as registered, count(*) filter (where ${REFERRED_ACTIVATED}) as verified,
           count(*) filter (where ${REFERRED_PAID}) as paid
      from users u where u.referred_by = pr.user_id) m on true
  left join lateral (
    select json_object_agg(role, n) as by_plan from (
      select u.role, count(*)::int as n from users u where u.referred_by = pr.user_id group by u.role) x) bp on true
  left join lateral (
    select sum(amount_paise) filter (where cur_status = 'pending') as pending,
           sum(amount_paise) filter (where cur_status = 'approved') as approved,
           sum(amount_paise) filter (where cur_status = 'paid') as paid,
           sum(amount_paise) filter (where cur_status = 'reversed') as reversed
      from ${LEDGER} l where l.promoter_id = pr.user_id) e on true`;

const presentFigures = (r: FiguresDbRow) => ({
  promoter_id: r.promoter_id,
  name: r.name,
  promo_code: r.promo_code,
  promoter_type: r.promoter_type,
  active: r.active,
  registered: r.registered,
  verified: r.verified,
  paid: r.paid,
  by_plan: (typeof r.by_plan === 'string' ? JSON.parse(r.by_plan) : r.by_plan) ?? {},
  earnings_paise: { pending: r.pending, approved: r.approved, paid: r.paid_paise, reversed: r.reversed },
});

/**
 * GET /api/admin/promoter-figures (promotersdata, decision 030): figures per promoter — referrals registered,
 * verified (activated), paid (any confirmed payment), referred members by plan, and earnings by status
 * (sums of the ledger, paise). Filtered by name/code and active; by name; paged.
 */
export async function promoterFigures(db: Db, q: FiguresQuery) {
  const where = figuresWhere(q);
  const rows = await queryRows<FiguresDbRow>(
    db,
    sql`${FIGURES_SELECT} where ${where} order by pr.name, pr.user_id
        ${pageSql(q)}`,
  );
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from promoters pr where ${where}`,
  );
  return { promoters: rows.map(presentFigures), total: c.n, page: q.page, pageSize: q.pageSize };
}

/** Every promoter's figures of the filter (CSV). */
export async function* iterateFigures(db: Db, q: Omit<FiguresQuery, 'page' | 'pageSize'>) {
  const where = figuresWhere(q);
  for (let offset = 0; ; offset += 500) {
    const rows = await queryRows<FiguresDbRow>(
      db,
      sql`${FIGURES_SELECT} where ${where} order by pr.name, pr.user_id limit 500 offset ${offset}`,
    );
    for (const r of rows) yield presentFigures(r);
    if (rows.length < 500) return;
  }
}
