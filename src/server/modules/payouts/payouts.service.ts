import { eq, sql } from 'drizzle-orm';
import { formatDate, formatRupees } from '../../../shared/dates';
import { isLang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { financialYear } from '../../../shared/policies/payments';
import {
  maskAccountNo,
  mayPay,
  omittedCorrections,
  payoutTotalValid,
  voucherNumber,
} from '../../../shared/policies/promoters';
import type { PayoutInput, PayoutRow } from '../../../shared/schemas/payouts';
import type { Db, Tx } from '../../db/client';
import { auditLog, commissionEvents, payoutCounters, payouts, promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { tFor } from '../../lib/i18n';
import { pageSql, queryRows } from '../../lib/sql';
import { mailLang, notificationMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { addNotification } from '../notifications/notify';
import { LEDGER, LEDGER_SELECT, lockCommissions, presentCommission } from './commissions.service';
import { type VoucherData, voucherPdf } from './voucher.pdf';

/**
 * Issues the next payout voucher number of the financial year of `at` inside `tx` (gap-free like receipts:
 * one counter row per year, a rolled-back payout gives its number back, concurrent payouts queue on the row).
 */
export async function nextVoucherNo(tx: Tx, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(payoutCounters)
    .values({ financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: payoutCounters.financialYear,
      set: { last: sql`${payoutCounters.last} + 1` },
    })
    .returning({ last: payoutCounters.last });
  return voucherNumber(fy, row.last);
}

async function promoterOf(db: Db | Tx, id: string, lock = false) {
  const q = db
    .select({
      p: promoters,
      registrationNo: users.registrationNo,
      email: users.email,
      language: users.language,
    })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(eq(promoters.userId, id));
  const [r] = lock ? await q.for('update', { of: promoters }) : await q;
  if (!r) throw new AppError(404, 'Promoter not found', 'not_found');
  return r;
}

const maskedBank = (b: { account_name: string; account_no: string; ifsc: string; bank_name: string }) => ({
  account_name: b.account_name,
  account_no_masked: maskAccountNo(b.account_no),
  ifsc: b.ifsc,
  bank_name: b.bank_name,
});

/**
 * GET /api/admin/promoters/:id/payable (paytopromoters, decision 030): the promoter's commissions that may be
 * paid now (approved, and pending corrections that net against them), oldest first, and their bank details
 * with the account number masked. 404 unknown promoter.
 */
export async function payable(db: Db, promoterId: string) {
  const r = await promoterOf(db, promoterId);
  const rows = await queryRows<Parameters<typeof presentCommission>[0]>(
    db,
    sql`${LEDGER_SELECT} where l.promoter_id = ${promoterId}
          and (l.cur_status = 'approved' or (l.cur_status = 'pending' and l.amount_paise < 0))
        order by l.created_at, l.id`,
  );
  return {
    promoter: { id: r.p.userId, name: r.p.name, promo_code: r.p.promoCode, bank: maskedBank(r.p.bank) },
    commissions: rows.map(presentCommission),
  };
}

/**
 * POST /api/admin/payouts (paytopromoters; docs/decisions/030): pays the chosen commissions of one
 * promoter in ONE transaction — locks the promoter row (payouts of one promoter queue) and the commission
 * rows, checks every one belongs to the promoter and may be paid (mayPay) and that the total is positive,
 * issues the next voucher number of the financial year, snapshots the masked bank details, appends a `paid`
 * event per commission (unique per commission: paid once however many requests race), stores the in-app
 * notification and queues the mail with the voucher PDF in the outbox. Nothing is half-paid: any refusal
 * rolls everything back. Errors: 404 unknown promoter; 409 when a commission is not payable (paid or
 * changed meanwhile, another promoter's, unknown); 400 when the total is not positive.
 */
export async function recordPayout(ctx: AppContext, staff: Actor, input: PayoutInput): Promise<PayoutRow> {
  const ids = [...new Set(input.commission_ids)];
  return ctx.db.transaction(async (tx) => {
    const promoter = await promoterOf(tx, input.promoter_id, true);
    // A pending correction (a reversed paid commission) is deducted from this payout or none (decision 115).
    // Corrections are added under the same promoter row lock (reverseCommissionTx), so none slips in meanwhile.
    const corrections = await queryRows<{ id: string | number; amount_paise: number }>(
      tx,
      sql`select l.id, l.amount_paise from ${LEDGER} l
           where l.promoter_id = ${input.promoter_id} and l.amount_paise < 0 and l.cur_status = 'pending'
           order by l.id`,
    );
    const left = omittedCorrections(
      corrections.map((c) => ({ id: Number(c.id), status: 'pending' as const, amountPaise: c.amount_paise })),
      ids,
    );
    if (left.length > 0)
      throw new AppError(
        409,
        `A pending correction must be deducted in this payout: include ${left
          .map((c) => `commission #${c.id} (${formatRupees(c.amountPaise)})`)
          .join(', ')}`,
        'correction_left_out',
        { commission_ids: left.map((c) => `#${c.id}`).join(', ') },
      );
    const rows = await lockCommissions(tx, ids);
    const bad = ids.filter((id) => {
      const r = rows.find((x) => x.id === id);
      return !r || r.promoterId !== input.promoter_id || !mayPay(r);
    });
    if (bad.length > 0)
      throw new AppError(
        409,
        'Some of these commissions are no longer payable (paid or changed meanwhile); reload and choose again',
        'not_payable',
      );
    const amounts = rows.map((r) => r.amountPaise);
    if (!payoutTotalValid(amounts))
      throw new AppError(400, 'The payout must add up to more than ₹0', 'total', {
        commission_ids: 'The total must be more than ₹0',
      });
    const total = amounts.reduce((a, b) => a + b, 0);
    const now = new Date();
    const voucherNo = await nextVoucherNo(tx, now);
    const bank = maskedBank(promoter.p.bank);
    const [po] = await tx
      .insert(payouts)
      .values({
        promoterId: input.promoter_id,
        voucherNo,
        amountPaise: total,
        mode: input.mode,
        reference: input.reference,
        paidOn: input.paid_on,
        bank,
        note: input.note,
        recordedBy: staff.id,
      })
      .returning();
    const inserted = await tx
      .insert(commissionEvents)
      .values(ids.map((id) => ({ commissionId: id, status: 'paid', payoutId: po.id, actorId: staff.id })))
      .onConflictDoNothing()
      .returning({ id: commissionEvents.id });
    if (inserted.length !== ids.length)
      throw new AppError(409, 'These commissions were paid meanwhile', 'not_payable');
    // Decision 166: the payout's one audit row, in its transaction.
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'payout.recorded',
      targetUserId: input.promoter_id,
      details: {
        payout_id: po.id,
        voucher_no: voucherNo,
        amount: total,
        mode: input.mode,
        commission_ids: ids,
      },
    });
    // The notice is in the promoter's account language (docs/i18n.md), never the staff member's.
    const t = tFor(isLang(promoter.language) ? promoter.language : 'en', 'earnings') as unknown as (
      key: string,
      o: Record<string, unknown>,
    ) => string;
    const amount = formatRupees(total);
    const title = t('notice.title', { voucherNo, amount });
    const body = t('notice.body', { amount, count: ids.length, date: formatDate(input.paid_on), voucherNo });
    await addNotification(tx, {
      userId: input.promoter_id,
      kind: 'payout_recorded',
      title,
      body,
      link: '/PromotAdmin/earnings',
    });
    const pdf = await voucherPdf(ctx.config, await voucherData(tx, po.id));
    await ctx.mailer.send(
      {
        ...notificationMail(
          ctx.config,
          isLang(promoter.language) ? promoter.language : 'en',
          promoter.email,
          title,
          body,
          '/PromotAdmin/earnings',
        ),
        attachments: [
          { filename: `${voucherNo.replace(/\//g, '-')}.pdf`, content: pdf, contentType: 'application/pdf' },
        ],
      },
      tx,
    );
    return presentPayout({ ...po, promoter_name: promoter.p.name, commissions: ids.length });
  });
}

type PayoutDb = typeof payouts.$inferSelect;
const presentPayout = (p: PayoutDb & { promoter_name: string; commissions: number }): PayoutRow => ({
  id: p.id,
  voucher_no: p.voucherNo,
  promoter_id: p.promoterId,
  promoter_name: p.promoter_name,
  amount_paise: p.amountPaise,
  mode: p.mode,
  reference: p.reference,
  paid_on: p.paidOn,
  commissions: p.commissions,
  bank: p.bank,
  created_at: new Date(p.createdAt).toISOString(),
});

/**
 * Payouts, newest first, paged: all or one promoter's (GET /api/admin/payouts) — and a promoter's own
 * (GET /api/promoter/payouts, `promoter` forced to the signed-in account).
 */
export async function listPayouts(db: Db, q: { promoter?: string; page: number; pageSize: number }) {
  const where = q.promoter ? sql`po.promoter_id = ${q.promoter}` : sql`true`;
  const rows = await queryRows<{
    id: string;
    voucher_no: string;
    promoter_id: string;
    promoter_name: string;
    amount_paise: number;
    mode: string;
    reference: string;
    paid_on: string | Date;
    bank: PayoutRow['bank'];
    created_at: string | Date;
    commissions: number;
    total: number;
  }>(
    db,
    sql`select po.id, po.voucher_no, po.promoter_id, pr.name as promoter_name, po.amount_paise, po.mode,
               po.reference, po.paid_on::text as paid_on, po.bank, po.created_at,
               (select count(*)::int from commission_events e where e.payout_id = po.id) as commissions,
               count(*) over ()::int as total
          from payouts po join promoters pr on pr.user_id = po.promoter_id
         where ${where}
         order by po.created_at desc, po.id
         ${pageSql(q)}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payouts po where ${where}`,
    );
    total = c.n;
  }
  return {
    payouts: rows.map((r) => ({
      id: r.id,
      voucher_no: r.voucher_no,
      promoter_id: r.promoter_id,
      promoter_name: r.promoter_name,
      amount_paise: r.amount_paise,
      mode: r.mode,
      reference: r.reference,
      paid_on: String(r.paid_on).slice(0, 10),
      commissions: r.commissions,
      bank: typeof r.bank === 'string' ? JSON.parse(r.bank) : r.bank,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function voucherData(db: Db | Tx, payoutId: string): Promise<VoucherData> {
  const [po] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  const pr = await promoterOf(db, po.promoterId);
  const lines = await queryRows<Parameters<typeof presentCommission>[0]>(
    db,
    sql`${LEDGER_SELECT} where l.id in (select commission_id from commission_events where payout_id = ${payoutId})
        order by l.created_at, l.id`,
  );
  return {
    voucherNo: po.voucherNo,
    paidOn: po.paidOn,
    mode: po.mode,
    reference: po.reference,
    amountPaise: po.amountPaise,
    promoter: {
      name: pr.p.name,
      registrationNo: pr.registrationNo,
      promoCode: pr.p.promoCode,
      lang: mailLang(pr.language),
    },
    bank: po.bank,
    lines: lines.map((r) => {
      const c = presentCommission(r);
      return {
        id: c.id,
        kind: c.kind,
        member: c.member_name,
        receiptNo: c.receipt_no,
        amountPaise: c.amount_paise,
      };
    }),
  };
}

/**
 * The voucher PDF of a payout and its file name. `ownerId` set (the promoter's own download): another
 * promoter's payout answers 404 exactly like an unknown one. Staff pass null.
 */
export async function payoutVoucher(
  ctx: AppContext,
  payoutId: string,
  ownerId: string | null,
): Promise<{ pdf: Buffer; filename: string }> {
  const [po] = await ctx.db
    .select({ promoterId: payouts.promoterId })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  if (!po || (ownerId !== null && po.promoterId !== ownerId))
    throw new AppError(404, MSG.payoutNotFound, 'not_found');
  const data = await voucherData(ctx.db, payoutId);
  return { pdf: await voucherPdf(ctx.config, data), filename: `${data.voucherNo.replace(/\//g, '-')}.pdf` };
}
