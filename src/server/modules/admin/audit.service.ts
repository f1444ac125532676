import { type SQL, sql } from 'drizzle-orm';
import type { AuditListQuery, AuditRow } from '../../../shared/schemas/moderation';
import type { Db } from '../../db/client';
import { checkDateRange } from '../../lib/date-range';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';

type RawAudit = {
  id: string | number;
  created_at: Date | string;
  action: string;
  details: Record<string, unknown> | null;
  a_no: string | null;
  a_name: string | null;
  t_no: string | null;
  t_name: string | null;
};

const AUDIT_SELECT = sql`
  select a.id, a.created_at, a.action, a.details,
         au.registration_no as a_no,
         coalesce(nullif(au.staff_name, ''), au.registration_no) as a_name,
         tu.registration_no as t_no,
         coalesce(nullif(trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')), ''),
                  nullif(tpr.name, ''), nullif(tu.staff_name, ''), '') as t_name
    from audit_log a
    left join users au on au.id = a.actor_id
    left join users tu on tu.id = a.target_user_id
    left join profiles tp on tp.user_id = tu.id
    left join promoters tpr on tpr.user_id = tu.id`;

/** The filters of the audit trail as one SQL condition (IST calendar days for `from`/`to`). */
function filters(q: Partial<AuditListQuery>): SQL {
  const conds: SQL[] = [sql`true`];
  if (q.actor) {
    const p = containsPattern(q.actor);
    conds.push(sql`(au.registration_no ilike ${p} or au.staff_name ilike ${p} or au.email ilike ${p})`);
  }
  if (q.target) {
    const p = containsPattern(q.target);
    conds.push(sql`(tu.registration_no ilike ${p} or tu.email ilike ${p} or tpr.name ilike ${p}
      or tu.staff_name ilike ${p} or (coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')) ilike ${p})`);
  }
  // An action or the start of one: 'report' finds every report decision, 'payment.offline' that one.
  if (q.action) conds.push(sql`a.action ilike ${`${q.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (q.from) conds.push(sql`a.created_at >= (${q.from}::date::timestamp at time zone 'Asia/Kolkata')`);
  if (q.to) conds.push(sql`a.created_at < ((${q.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  return sql.join(conds, sql` and `);
}

function present(r: RawAudit): AuditRow {
  return {
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    action: r.action,
    actor: r.a_no ? { registration_no: r.a_no, name: r.a_name ?? '' } : null,
    target: r.t_no ? { registration_no: r.t_no, name: r.t_name ?? '' } : null,
    details: r.details ?? {},
  };
}

/**
 * GET /api/admin/audit (settings; docs/moderation.md#audit-trail, decision 166): one page of the audit
 * trail, newest first, filtered by staff member (registration number, name or email), target (number,
 * name or email), action (a prefix: 'report' finds every report decision) and IST date range. 400 when
 * `from` is after `to`.
 */
export async function listAudit(
  db: Db,
  q: AuditListQuery,
): Promise<{ entries: AuditRow[]; total: number; page: number; pageSize: number }> {
  checkDateRange(q);
  const where = filters(q);
  const rows = await queryRows<RawAudit>(
    db,
    sql`${AUDIT_SELECT} where ${where} order by a.id desc ${pageSql(q)}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log a
          left join users au on au.id = a.actor_id
          left join users tu on tu.id = a.target_user_id
          left join profiles tp on tp.user_id = tu.id
          left join promoters tpr on tpr.user_id = tu.id
         where ${where}`,
  );
  return { entries: rows.map(present), total: Number(n), page: q.page, pageSize: q.pageSize };
}

/**
 * Every audit row of the filter, newest first, in keyset pages of 500 (GET /api/admin/audit.csv): one CSV
 * line each with the details as JSON. Validates the range before the first row.
 */
export async function* iterateAudit(db: Db, q: Partial<AuditListQuery>) {
  checkDateRange(q);
  const where = filters(q);
  let last: number | null = null;
  for (;;) {
    const rows: RawAudit[] = await queryRows<RawAudit>(
      db,
      sql`${AUDIT_SELECT} where ${where} ${last === null ? sql`` : sql`and a.id < ${last}`}
           order by a.id desc limit 500`,
    );
    for (const r of rows) {
      const e = present(r);
      yield {
        id: e.id,
        created_at: e.created_at,
        staff_registration_no: e.actor?.registration_no ?? '',
        staff_name: e.actor?.name ?? '',
        action: e.action,
        target_registration_no: e.target?.registration_no ?? '',
        target_name: e.target?.name ?? '',
        details: JSON.stringify(e.details),
      };
    }
    if (rows.length < 500) return;
    last = Number(rows[rows.length - 1].id);
  }
}
