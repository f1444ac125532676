import { type SQL, sql } from 'drizzle-orm';
import {
  type CommissionKind,
  type CommissionStatus,
  commissionStatus,
  mayApprove,
  reversalOf,
} from '../../../shared/policies/promoters';
import type { CommissionListQuery, CommissionRow } from '../../../shared/schemas/payouts';
import type { Db, Tx } from '../../db/client';
import { auditLog, commissionEvents, commissions } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { checkDateRange, istEnd, istStart } from '../../lib/date-range';
import { isoOrNull } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { correctionNote, correctionReason, LEDGER } from '../promoters/ledger';

export { LEDGER };

type LedgerRow = {
  id: number | string;
  promoter_id: string;
  promoter_name: string | null;
  promo_code: string | null;
  member_name: string | null;
  member_registration_no: string | null;
  kind: string;
  amount_paise: number;
  cur_status: CommissionStatus;
  receipt_no: string | null;
  voucher_no: string | null;
  note: string;
  created_at: string | Date;
  status_at: string | Date | null;
};

/** A ledger row as the pages show it (CommissionRow, paise, ISO times). */
export const presentCommission = (r: LedgerRow): CommissionRow => ({
  id: Number(r.id),
  promoter_id: r.promoter_id,
  promoter_name: r.promoter_name ?? '',
  promo_code: r.promo_code ?? '',
  member_name: (r.member_name ?? '').trim(),
  member_registration_no: r.member_registration_no ?? '',
  kind: r.kind as CommissionRow['kind'],
  amount_paise: r.amount_paise,
  status: r.cur_status,
  receipt_no: r.receipt_no,
  voucher_no: r.voucher_no,
  note: r.note,
  created_at: isoOrNull(r.created_at) as string,
  status_at: isoOrNull(r.status_at),
});

/** The select list and joins of a presented ledger row (promoter, member, receipt, voucher). */
export const LEDGER_SELECT = sql`select l.id, l.promoter_id, pr.name as promoter_name, pr.promo_code,
    coalesce(nullif(trim(coalesce(mp.first_name, '') || ' ' || coalesce(mp.last_name, '')), ''), mu.registration_no) as member_name,
    mu.registration_no as member_registration_no, l.kind, l.amount_paise, l.cur_status,
    pay.receipt_no, po.voucher_no, l.note, l.created_at, l.status_at
  from ${LEDGER} l
  join promoters pr on pr.user_id = l.promoter_id
  join users mu on mu.id = l.member_id
  left join profiles mp on mp.user_id = l.member_id
  left join payments pay on pay.id = l.payment_id
  left join payouts po on po.id::text = l.payout_id`;

function filters(q: Partial<CommissionListQuery>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.promoter) parts.push(sql`l.promoter_id = ${q.promoter}`);
  if (q.status && q.status !== 'all') parts.push(sql`l.cur_status = ${q.status}`);
  if (q.kind && q.kind !== 'all') parts.push(sql`l.kind = ${q.kind}`);
  if (q.from) parts.push(sql`l.created_at >= ${istStart(q.from).toISOString()}`);
  if (q.to) parts.push(sql`l.created_at < ${istEnd(q.to).toISOString()}`);
  return sql.join(parts, sql` and `);
}

const checkRange = checkDateRange;

type StatusTotals = { n: number; pending: number; approved: number; paid: number; reversed: number };

/** Count of the ledger rows (alias `l`) matching `where`, and their paise by current status (decision 030). */
async function statusTotals(db: Db, where: SQL): Promise<StatusTotals> {
  const by = (status: string) =>
    sql`coalesce(sum(amount_paise) filter (where cur_status = ${status}), 0)::int`;
  const [st] = await queryRows<StatusTotals>(
    db,
    sql`select count(*)::int as n, ${by('pending')} as pending, ${by('approved')} as approved,
          ${by('paid')} as paid, ${by('reversed')} as reversed
        from ${LEDGER} l where ${where}`,
  );
  return st;
}

/** The select list of paise by commission kind (registration, renewal, assistance) of the rows summed. */
const KIND_SUMS = sql`coalesce(sum(amount_paise) filter (where kind = 'registration'), 0)::int as registration,
  coalesce(sum(amount_paise) filter (where kind = 'renewal'), 0)::int as renewal,
  coalesce(sum(amount_paise) filter (where kind = 'assistance'), 0)::int as assistance`;
type KindSums = { registration: number; renewal: number; assistance: number };

/**
 * GET /api/admin/commissions (promoterearn, decision 030): the ledger filtered by promoter, status, kind and IST
 * date range, newest first, paged; with totals of the whole filtered set by status and by IST month × kind
 * (reversed rows left out of the month totals). 400 when from > to.
 */
export async function listCommissions(db: Db, q: CommissionListQuery) {
  checkRange(q);
  const where = filters(q);
  const rows = await queryRows<LedgerRow>(
    db,
    sql`${LEDGER_SELECT} where ${where} order by l.created_at desc, l.id desc
        ${pageSql(q)}`,
  );
  const st = await statusTotals(db, where);
  const months = await queryRows<KindSums & { month: string; total: number }>(
    db,
    sql`select to_char(l.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, ${KIND_SUMS},
          coalesce(sum(amount_paise), 0)::int as total
        from ${LEDGER} l where ${where} and l.cur_status <> 'reversed' group by 1 order by 1 desc`,
  );
  return {
    commissions: rows.map(presentCommission),
    totals: {
      by_status: { pending: st.pending, approved: st.approved, paid: st.paid, reversed: st.reversed },
      by_month: months,
    },
    total: st.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every ledger row of the filter, newest first, in pages of 500 (for the CSV download). */
export async function* iterateCommissions(db: Db, q: Partial<CommissionListQuery>) {
  checkRange(q);
  const where = filters(q);
  for (let offset = 0; ; offset += 500) {
    const rows = await queryRows<LedgerRow>(
      db,
      sql`${LEDGER_SELECT} where ${where} order by l.created_at desc, l.id desc limit 500 offset ${offset}`,
    );
    for (const r of rows) yield presentCommission(r);
    if (rows.length < 500) return;
  }
}

/** Locks the given commissions (FOR UPDATE, in id order) and returns them with their current status. */
export async function lockCommissions(tx: Tx, ids: number[]) {
  const locked = await queryRows<{ id: string | number; promoter_id: string; amount_paise: number }>(
    tx,
    sql`select id, promoter_id, amount_paise from commissions
         where id in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )}) order by id for update`,
  );
  const events = await queryRows<{ commission_id: string | number; status: string }>(
    tx,
    sql`select commission_id, status from commission_events where commission_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return locked.map((c) => ({
    id: Number(c.id),
    promoterId: c.promoter_id,
    amountPaise: c.amount_paise,
    status: commissionStatus(
      events.filter((e) => Number(e.commission_id) === Number(c.id)).map((e) => e.status),
    ),
  }));
}

/**
 * POST /api/admin/commissions/approve (decision 030): approves pending commissions, single or bulk, in one
 * transaction under row locks. Commissions that are no longer pending (approved meanwhile, paid, reversed)
 * or unknown are skipped and counted. Returns how many were approved and skipped.
 */
export async function approveCommissions(
  ctx: AppContext,
  staff: Actor,
  ids: number[],
): Promise<{ approved: number; skipped: number }> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await lockCommissions(tx, unique);
    const ok = rows.filter((r) => mayApprove(r));
    if (ok.length > 0) {
      await tx
        .insert(commissionEvents)
        .values(ok.map((r) => ({ commissionId: r.id, status: 'approved', actorId: staff.id })))
        .onConflictDoNothing();
      // One audit row for the staff action (decision 166), naming every commission it approved.
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'commission.approved',
        targetUserId: ok.length === 1 ? ok[0].promoterId : null,
        details: { commission_ids: ok.map((r) => r.id), status: { from: 'pending', to: 'approved' } },
      });
    }
    return { approved: ok.length, skipped: unique.length - ok.length };
  });
}

/**
 * Reverses one commission inside `tx` (decision 030, reversalOf): a pending or approved commission gets a
 * `reversed` event; a paid one gets a correction row of the negative amount (pending, paid out with the
 * promoter's next payout), once. Idempotent: a second call does nothing and answers 'none'. Returns what was done.
 */
export async function reverseCommissionTx(
  tx: Tx,
  id: number,
  reason: string,
  actorId: string | null,
): Promise<'event' | 'correction' | 'none'> {
  // The promoter row first, as a payout locks it (recordPayout): a payout never misses a new correction,
  // and both take their locks in the same order.
  await tx.execute(
    sql`select 1 from promoters where user_id = (select promoter_id from commissions where id = ${id}) for update`,
  );
  const [c] = await lockCommissions(tx, [id]);
  if (!c) throw new AppError(404, 'Commission not found', 'not_found');
  const what = reversalOf(c);
  if (what === 'event') {
    await tx
      .insert(commissionEvents)
      .values({ commissionId: id, status: 'reversed', actorId, note: reason })
      .onConflictDoNothing();
  } else if (what === 'correction') {
    const [orig] = await queryRows<{ member_id: string; kind: string }>(
      tx,
      sql`select member_id, kind from commissions where id = ${id}`,
    );
    const added = await tx
      .insert(commissions)
      .values({
        promoterId: c.promoterId,
        memberId: orig.member_id,
        paymentId: null,
        kind: orig.kind,
        amountPaise: -c.amountPaise,
        note: correctionNote(id, reason),
        reversesId: id,
      })
      .onConflictDoNothing()
      .returning({ id: commissions.id });
    if (added.length === 0) return 'none';
  }
  return what;
}

/**
 * POST /api/admin/commissions/:id/reverse (decision 030): staff reverse a commission by hand with a reason.
 * 404 unknown; 409 when there is nothing to reverse (already reversed, or a correction row).
 */
export async function reverseCommission(ctx: AppContext, staff: Actor, id: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const what = await reverseCommissionTx(tx, id, reason, staff.id);
    if (what === 'none') throw new AppError(409, 'This commission cannot be reversed', 'not_reversible');
    const [c] = await queryRows<{ promoter_id: string }>(
      tx,
      sql`select promoter_id from commissions where id = ${id}`,
    );
    // Decision 166: the staff action's one audit row (a correction row for a paid one, an event otherwise).
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'commission.reversed',
      targetUserId: c?.promoter_id ?? null,
      details: { commission_id: id, reversal: what, reason },
    });
    return what;
  });
}

/**
 * The hook for refunds (decision 030: a refunded or reversed payment reverses its commission): reverses every
 * commission of the payment inside the refund's transaction `tx`. Call it wherever a payment is refunded
 * or reversed. Returns the number of commissions acted on.
 */
export async function reverseCommissionsOfPayment(
  tx: Tx,
  paymentId: string,
  reason: string,
  actorId: string | null = null,
): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select id from commissions where payment_id = ${paymentId} order by id`,
  );
  let n = 0;
  for (const r of rows) if ((await reverseCommissionTx(tx, Number(r.id), reason, actorId)) !== 'none') n++;
  return n;
}

/**
 * GET /api/promoter/earnings (docs/decisions/030): the signed-in promoter's own totals by kind (not reversed, every
 * kind), and by status and a page of their own commissions, newest first (member name only; no contact
 * details) — both of `q.kind` only unless it is 'all' (My Earnings › Registration / Assistance / Renewal).
 * A correction row carries its reason and the member's registration number.
 */
export async function promoterEarnings(
  db: Db,
  promoterId: string,
  q: { page: number; pageSize: number; kind?: 'all' | CommissionKind },
) {
  const kind = q.kind ?? 'all';
  const ofKind = kind === 'all' ? sql`true` : sql`l.kind = ${kind}`;
  const [t] = await queryRows<KindSums>(
    db,
    sql`select ${KIND_SUMS} from ${LEDGER} l where l.promoter_id = ${promoterId} and l.cur_status <> 'reversed'`,
  );
  const k = await statusTotals(db, sql`l.promoter_id = ${promoterId} and ${ofKind}`);
  const rows = await queryRows<LedgerRow>(
    db,
    sql`${LEDGER_SELECT} where l.promoter_id = ${promoterId} and ${ofKind}
        order by l.created_at desc, l.id desc ${pageSql(q)}`,
  );
  return {
    kind,
    by_kind: { registration: t.registration, renewal: t.renewal, assistance: t.assistance },
    by_status: { pending: k.pending, approved: k.approved, paid: k.paid, reversed: k.reversed },
    commissions: rows.map((r) => {
      const c = presentCommission(r);
      return {
        id: c.id,
        member_name: c.member_name,
        kind: c.kind,
        amount_paise: c.amount_paise,
        status: c.status,
        voucher_no: c.voucher_no,
        created_at: c.created_at,
        correction:
          c.amount_paise < 0
            ? { reason: correctionReason(c.note), member_registration_no: c.member_registration_no }
            : null,
      };
    }),
    total: k.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}
