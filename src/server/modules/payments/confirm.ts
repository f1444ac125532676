import { and, count, eq, sql } from 'drizzle-orm';
import { formatDate, formatRupees, todayIST } from '../../../shared/dates';
import { fillNotice, NOTICE } from '../../../shared/notices';
import {
  financialYear,
  gstSplit,
  isRealMoney,
  paymentKind,
  planPeriod,
  type ReceiptSeries,
  receiptNumber,
  receiptSeries,
} from '../../../shared/policies/payments';
import { commissionKind, earnsCommission, mayAttribute } from '../../../shared/policies/promoters';
import type { Tx } from '../../db/client';
import { commissions, payments, profiles, promoters, receiptCounters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { addNotification, type NewNotification } from '../notifications/notify';
import { usablePromoter } from '../promoters/promo-code';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Issues the next receipt number of `series` in the financial year of `at` (issue #10: gap-free): one
 * counter row per year and series (`2026-27` for RCP, `TEST/2026-27` for test payments, decision 106),
 * incremented inside the caller's transaction, so a rolled-back payment gives its number back and
 * concurrent payments queue on the row lock.
 */
export async function nextReceiptNo(tx: Tx, at: Date, series: ReceiptSeries = 'RCP'): Promise<string> {
  const fy = financialYear(at);
  const key = series === 'RCP' ? fy : `${series}/${fy}`;
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear: key, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return receiptNumber(fy, row.last, series);
}

/**
 * Applies a payment inside `tx` (issue #10), the one code path for gateway and offline payments. Locks the
 * payment row; a row already paid is returned unchanged (`applied: false`) — exactly once however often
 * the callback, webhook or staff repeat. Otherwise locks the member, sets the paid plan and its expiry
 * (max(now, current expiry) + duration, IST), issues the receipt number, computes GST when configured,
 * attributes the member to the promoter of the promo code on their first purchase (issue #11), appends the
 * commission of an attributed member to the ledger, and stores the in-app notification.
 */
export async function applyPayment(
  ctx: AppContext,
  tx: Tx,
  paymentId: string,
  confirm: { providerPaymentId?: string | null; paidAt?: Date; now?: Date },
): Promise<{ payment: PaymentRow; applied: boolean; notice?: NewNotification }> {
  const now = confirm.now ?? new Date();
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) throw new Error(`payment ${paymentId} missing`);
  if (p.status === 'paid') return { payment: p, applied: false };
  const [member] = await tx
    .select({
      role: users.role,
      planExpiresAt: users.planExpiresAt,
      state: profiles.state,
      mobile: profiles.mobileNo,
      referredBy: users.referredBy,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, p.userId))
    .for('update', { of: users });
  const period = planPeriod(member, p.durationMonths, now);
  const receiptNo = await nextReceiptNo(tx, now, receiptSeries(p.provider));
  // A test payment is never a tax invoice (decision 106).
  const gst = isRealMoney(p.provider) ? ctx.config.payments.gst : null;
  const tax = gst
    ? { gstin: gst.gstin, sac: gst.sac, ...gstSplit(p.amountPaise, gst.state, member.state ?? '') }
    : null;
  const [{ paidBefore }] = await tx
    .select({ paidBefore: count() })
    .from(payments)
    .where(and(eq(payments.userId, p.userId), eq(payments.status, 'paid')));
  let referrer = member.referredBy;
  if (!referrer && paidBefore === 0) {
    const promoter = await usablePromoter(tx, p.promoCode);
    if (promoter && mayAttribute(promoter, { id: p.userId, mobile: member.mobile })) {
      referrer = promoter.userId;
      await tx.update(users).set({ referredBy: referrer }).where(eq(users.id, p.userId));
    }
  }
  const [ref] = referrer
    ? await tx
        .select({
          code: promoters.promoCode,
          userId: promoters.userId,
          active: promoters.active,
          status: users.status,
          expiresOn: promoters.expiresOn,
          mobile: promoters.mobile,
        })
        .from(promoters)
        .innerJoin(users, eq(users.id, promoters.userId))
        .where(eq(promoters.userId, referrer))
    : [];
  const kind = commissionKind(p.planCode, paidBefore);
  // A deactivated or expired promoter earns nothing on a later payment (decision 115).
  const commission =
    ref && earnsCommission(ref, todayIST(now)) ? ctx.config.payments.commissionPaise[kind] : 0;
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      providerPaymentId: confirm.providerPaymentId ?? p.providerPaymentId,
      paidAt: confirm.paidAt ?? now,
      periodStart: period.start,
      periodEnd: period.end,
      receiptNo,
      tax,
      referralCode: ref?.code ?? null,
      commissionPaise: commission,
      kind: paymentKind(member, p.planCode, now),
      updatedAt: now,
    })
    .where(eq(payments.id, p.id))
    .returning();
  if (ref && referrer && commission > 0) {
    await tx
      .insert(commissions)
      .values({ promoterId: referrer, memberId: p.userId, paymentId: p.id, kind, amountPaise: commission })
      .onConflictDoNothing();
  }
  await tx
    .update(users)
    .set({ role: p.planCode, planExpiresAt: period.end, intendedPlan: null })
    .where(eq(users.id, p.userId));
  const notice: NewNotification = {
    userId: p.userId,
    kind: 'payment_confirmed',
    title: fillNotice(NOTICE.paymentConfirmedTitle, { plan: p.planName }),
    body: fillNotice(NOTICE.paymentConfirmedBody, {
      amount: formatRupees(p.amountPaise),
      receiptNo,
      plan: p.planName,
      date: formatDate(period.end),
    }),
    link: '/user/payments',
  };
  await addNotification(tx, notice);
  return { payment: paid, applied: true, notice };
}
