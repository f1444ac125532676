import { sql } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../lib/sql';

/**
 * The commission ledger with each row's current status (docs/decisions/030): the commissions table joined to
 * its append-only status events. Columns: every commissions column plus `cur_status`, `payout_id`,
 * `status_at` (time of the latest event). Use as `from ${LEDGER} l`.
 */
export const LEDGER = sql`(select c.*,
    case when ev.r then 'reversed' when ev.p then 'paid' when ev.a then 'approved' else 'pending' end as cur_status,
    ev.payout_id, ev.at as status_at
  from commissions c
  left join lateral (
    select bool_or(e.status = 'reversed') as r, bool_or(e.status = 'paid') as p,
           bool_or(e.status = 'approved') as a, max(e.payout_id::text) as payout_id, max(e.created_at) as at
      from commission_events e where e.commission_id = c.id
  ) ev on true)`;

/**
 * A promoter's earnings figures for the dashboard (decision 030), sums of ledger rows in paise: pending (not yet
 * paid: pending + approved, corrections included), paid, and this month (IST, earned this month, not reversed).
 */
export async function promoterEarningsSummary(
  db: Db | Tx,
  promoterId: string,
  today = todayIST(),
): Promise<{ pending: number; paid: number; this_month: number }> {
  const monthStart = `${today.slice(0, 8)}01`;
  const [e] = await queryRows<{ pending: number; paid: number; this_month: number }>(
    db,
    sql`select coalesce(sum(amount_paise) filter (where cur_status in ('pending', 'approved')), 0)::int as pending,
               coalesce(sum(amount_paise) filter (where cur_status = 'paid'), 0)::int as paid,
               coalesce(sum(amount_paise) filter (where cur_status <> 'reversed'
                 and (created_at at time zone 'Asia/Kolkata')::date >= ${monthStart}::date), 0)::int as this_month
          from ${LEDGER} l where l.promoter_id = ${promoterId}`,
  );
  return e;
}

/** The note of a correction row (docs/decisions/030): which paid commission it reverses and why. */
export const correctionNote = (reversedId: number, reason: string) =>
  `Reversal of commission #${reversedId} (paid): ${reason}`;

/** The reason part of a correction row's note (`correctionNote`); the whole note when it has another form. */
export const correctionReason = (note: string) => note.replace(/^Reversal of commission #\d+ \(paid\): /, '');

/**
 * A promoter's pending corrections (negative rows not yet deducted by a payout), oldest first: paise, the
 * reason and the member's registration number (the dashboard says why pending earnings are lower).
 */
export async function pendingCorrections(db: Db | Tx, promoterId: string) {
  const rows = await queryRows<{
    id: string | number;
    amount_paise: number;
    note: string;
    registration_no: string;
  }>(
    db,
    sql`select l.id, l.amount_paise, l.note, mu.registration_no
          from ${LEDGER} l join users mu on mu.id = l.member_id
         where l.promoter_id = ${promoterId} and l.amount_paise < 0 and l.cur_status = 'pending'
         order by l.created_at, l.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    amount_paise: r.amount_paise,
    reason: correctionReason(r.note),
    member_registration_no: r.registration_no,
  }));
}
