import { sql } from 'drizzle-orm';
import { referralStage } from '../../../shared/policies/promoters';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { iso, isoOrNull } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { pendingCorrections, promoterEarningsSummary } from './ledger';
import { getPromoter } from './promoters.service';
import { REFERRED_ACTIVATED, REFERRED_PAID, type ReferredMemberRow } from './referred-member';

/**
 * GET /api/promoter/dashboard (decision 022): the signed-in promoter's details and live figures — referrals
 * registered / verified (activated) / paid (any confirmed payment) counted from the members table, and
 * earnings (paise) summed from the commission ledger: pending, paid, and this month (IST, not reversed), and
 * the pending corrections with their reasons (a negative pending figure says why).
 */
export async function promoterDashboard(ctx: AppContext, actor: Actor) {
  const p = await getPromoter(ctx.db, actor.id).catch(() => {
    throw new AppError(404, 'Promoter not found', 'not_found');
  });
  const [r] = await queryRows<{ registered: number; verified: number; paid: number }>(
    ctx.db,
    sql`select count(*)::int as registered,
               count(*) filter (where ${REFERRED_ACTIVATED})::int as verified,
               count(*) filter (where ${REFERRED_PAID})::int as paid
          from users u where u.referred_by = ${actor.id}`,
  );
  const e = await promoterEarningsSummary(ctx.db, actor.id);
  return {
    name: p.name,
    promoter_type: p.promoter_type,
    promo_code: p.promo_code,
    registered_on: p.registered_on,
    expires_on: p.expires_on,
    referrals: r,
    earnings_paise: e,
    pending_corrections: await pendingCorrections(ctx.db, actor.id),
  };
}

/**
 * GET /api/promoter/team-users (decision 022): the promoter's own referrals only, newest first, searched by
 * name or registration number; name, registration number, plan, status and dates — no contact details.
 */
export async function listReferrals(
  db: Db,
  promoterId: string,
  q: { page: number; pageSize: number; q: string },
) {
  const like = containsPattern(q.q);
  const search = q.q
    ? sql`and (u.registration_no ilike ${like} or (p.first_name || ' ' || p.last_name) ilike ${like})`
    : sql``;
  const rows = await queryRows<ReferredMemberRow & { plan_expires_at: string | Date | null; total: number }>(
    db,
    sql`select p.first_name, p.last_name, u.registration_no, u.role, u.status, u.created_at, u.plan_expires_at,
               (${REFERRED_ACTIVATED}) as activated, ${REFERRED_PAID} as paid, count(*) over ()::int as total
          from users u left join profiles p on p.user_id = u.id
         where u.referred_by = ${promoterId} ${search}
         order by u.created_at desc, u.id
         ${pageSql(q)}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users u left join profiles p on p.user_id = u.id
           where u.referred_by = ${promoterId} ${search}`,
    );
    total = c.n;
  }
  return {
    referrals: rows.map((r) => ({
      name: [r.first_name, r.last_name].filter(Boolean).join(' '),
      registration_no: r.registration_no,
      plan: r.role,
      status: r.status,
      stage: referralStage({ activated: r.activated, paid: r.paid }),
      registered_at: iso(r.created_at),
      plan_expires_at: isoOrNull(r.plan_expires_at),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
