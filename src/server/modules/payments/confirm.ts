import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDate, formatRupees, todayIST } from '../../../shared/dates';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { ASSISTED_PLAN } from '../../../shared/policies/assisted';
import {
  addDays,
  confirmationOutcome,
  creditDays,
  creditWaitsForActivation,
  financialYear,
  gstSplit,
  isRealMoney,
  paymentKind,
  planPeriod,
  planPeriodFor,
  type ReceiptSeries,
  receiptNumber,
  receiptSeries,
} from '../../../shared/policies/payments';
import { commissionKind, earnsCommission, mayAttribute } from '../../../shared/policies/promoters';
import type { Tx } from '../../db/client';
import {
  assistanceRequests,
  commissions,
  payments,
  plans,
  profiles,
  promoters,
  receiptCounters,
  users,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { addNotification, type NewNotification } from '../notifications/notify';
import { selectPromoterFacts, usablePromoter } from '../promoters/promo-code';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Issues the next receipt number of `series` in the financial year of `at` (docs/payments.md#prices-periods-receipts: gap-free): one
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
 * Locks the paying member's account row (FOR UPDATE, after the payment row: the order every payment write
 * takes its locks in, decision 017) and returns the facts the plan rules and the receipt need.
 */
export async function lockPayer(tx: Tx, userId: string) {
  const [member] = await tx
    .select({
      role: users.role,
      status: users.status,
      planExpiresAt: users.planExpiresAt,
      state: profiles.state,
      mobile: profiles.mobileNo,
      referredBy: users.referredBy,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return member;
}

/** The GST split of a payment's receipt (decision 019) when GST is configured; never for a test payment (decision 106). */
function taxOf(ctx: AppContext, p: PaymentRow, memberState: string | null) {
  const gst = isRealMoney(p.provider) ? ctx.config.payments.gst : null;
  return gst
    ? { gstin: gst.gstin, sac: gst.sac, ...gstSplit(p.amountPaise, gst.state, memberState ?? '') }
    : null;
}

/**
 * Applies a payment inside `tx` (docs/payments.md#staff), the one code path for gateway and offline payments. Locks the
 * payment row; a row already paid or credited is returned unchanged (`applied: false`) — exactly once
 * however often the callback, webhook or staff repeat. Otherwise locks the member and re-checks the plan
 * rules with the member's facts now (confirmationOutcome, decision 110): a payment the rules refuse (a
 * stale order that would downgrade, the same plan bought twice) is recorded as money received and
 * `credited` — no plan change, no receipt yet — for staff to refund or apply as credit. An allowed one
 * sets the paid plan and its period (planPeriodFor: from now, after a running plan, or — for an account
 * still under verification — from activation, decision 111; startWaitingPlans), issues the receipt
 * number, computes GST when configured, attributes the member to the promoter of the promo code on their
 * first purchase (decision 022), appends the commission of an attributed member to the ledger, and stores the
 * in-app notification.
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
  if (p.status === 'paid' || p.status === 'credited') return { payment: p, applied: false };
  const member = await lockPayer(tx, p.userId);
  const outcome = confirmationOutcome(member, p.planCode, now);
  if (!outcome.apply) {
    const [credited] = await tx
      .update(payments)
      .set({
        status: 'credited',
        providerPaymentId: confirm.providerPaymentId ?? p.providerPaymentId,
        paidAt: confirm.paidAt ?? now,
        note: `credited: ${outcome.reason}`,
        updatedAt: now,
      })
      .where(eq(payments.id, p.id))
      .returning();
    const notice: NewNotification = {
      userId: p.userId,
      kind: 'payment_credited',
      title: fillNotice(NOTICE.paymentCreditedTitle, { amount: formatRupees(p.amountPaise) }),
      body: fillNotice(NOTICE.paymentCreditedBody, { amount: formatRupees(p.amountPaise), plan: p.planName }),
      link: '/user/payments',
    };
    await addNotification(tx, notice);
    return { payment: credited, applied: true, notice };
  }
  const period = planPeriodFor(member, p.planCode, p.durationMonths, now);
  const receiptNo = await nextReceiptNo(tx, now, receiptSeries(p.provider));
  const tax = taxOf(ctx, p, member.state);
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
  const [ref] = referrer ? await selectPromoterFacts(tx).where(eq(promoters.userId, referrer)) : [];
  const kind = commissionKind(p.planCode, paidBefore);
  // A deactivated or expired promoter earns nothing on a later payment (decision 115), nor does a test payment.
  const commission =
    ref && earnsCommission(ref, todayIST(now), p.provider) ? ctx.config.payments.commissionPaise[kind] : 0;
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      providerPaymentId: confirm.providerPaymentId ?? p.providerPaymentId,
      paidAt: confirm.paidAt ?? now,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      receiptNo,
      tax,
      referralCode: ref?.promoCode ?? null,
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
    .set({ role: p.planCode, planExpiresAt: period?.end ?? null, intendedPlan: null })
    .where(eq(users.id, p.userId));
  if (p.planCode === ASSISTED_PLAN) {
    // Decision 170: the member's open call-back request is paid (its agreed price is used up).
    await tx
      .update(assistanceRequests)
      .set({ status: 'paid', paymentId: p.id })
      .where(
        and(
          eq(assistanceRequests.userId, p.userId),
          inArray(assistanceRequests.status, ['pending', 'priced']),
        ),
      );
  }
  const notice: NewNotification = period
    ? {
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
      }
    : {
        userId: p.userId,
        kind: 'payment_confirmed',
        title: fillNotice(NOTICE.paymentWaitingTitle, { plan: p.planName }),
        body: fillNotice(NOTICE.paymentWaitingBody, {
          amount: formatRupees(p.amountPaise),
          receiptNo,
          plan: p.planName,
        }),
        link: '/activation-pending',
      };
  await addNotification(tx, notice);
  return { payment: paid, applied: true, notice };
}

/**
 * Starts the plans an account paid for while under verification (decision 111), inside the activating
 * transaction `tx`: every paid payment of `userId` without a period gets one from `now` (one after the
 * other, in payment order) and the account's expiry becomes the last period's end. Returns the number of
 * periods started (0 when nothing waited).
 */
export async function startWaitingPlans(tx: Tx, userId: string, now: Date): Promise<number> {
  const waiting = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid'), isNull(payments.periodStart)))
    .orderBy(asc(payments.paidAt))
    .for('update');
  if (waiting.length === 0) return 0;
  const [u] = await tx
    .select({ role: users.role, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  let current = { role: u.role, planExpiresAt: null as Date | null };
  for (const w of waiting) {
    const period = planPeriod(current, w.durationMonths, now);
    await tx
      .update(payments)
      .set({ periodStart: period.start, periodEnd: period.end, updatedAt: now })
      .where(eq(payments.id, w.id));
    current = { role: w.planCode, planExpiresAt: period.end };
  }
  await tx
    .update(users)
    .set({ role: current.role, planExpiresAt: current.planExpiresAt })
    .where(eq(users.id, userId));
  return waiting.length;
}

/**
 * Staff's "Apply as credit" on a credited payment (decision 110), inside `tx`. When the plan rules now
 * allow the paid plan (the running plan lapsed, the renewal window opened) it is applied exactly like a
 * confirmed payment (applyPayment). Otherwise the money extends the member's current plan by the days
 * it buys of that plan (creditDays, from the later of now and the current expiry): the payment becomes
 * 'paid' with a receipt and that period, no commission. Returns null when the payment is not credited;
 * throws 'waiting' (as an Error with that message) while the account is under verification.
 */
export async function applyCredit(
  ctx: AppContext,
  tx: Tx,
  paymentId: string,
  now: Date = new Date(),
): Promise<{ payment: PaymentRow; notice?: NewNotification; waiting?: true } | null> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (p?.status !== 'credited') return null;
  const member = await lockPayer(tx, p.userId);
  if (creditWaitsForActivation(member)) return { payment: p, waiting: true };
  if (confirmationOutcome(member, p.planCode, now).apply) {
    await tx.update(payments).set({ status: 'incomplete' }).where(eq(payments.id, p.id));
    const r = await applyPayment(ctx, tx, p.id, { paidAt: p.paidAt ?? now, now });
    return { payment: r.payment, notice: r.notice };
  }
  const [current] = await tx.select().from(plans).where(eq(plans.code, member.role));
  const from = member.planExpiresAt && member.planExpiresAt > now ? member.planExpiresAt : now;
  const end = addDays(from, creditDays(p.amountPaise, current ?? { pricePaise: 0, durationMonths: 0 }, from));
  const receiptNo = await nextReceiptNo(tx, now, receiptSeries(p.provider));
  const tax = taxOf(ctx, p, member.state);
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      periodStart: from,
      periodEnd: end,
      receiptNo,
      tax,
      kind: 'renewal',
      note: `applied as credit to the ${current?.name ?? member.role} plan`,
      updatedAt: now,
    })
    .where(eq(payments.id, p.id))
    .returning();
  await tx.update(users).set({ planExpiresAt: end }).where(eq(users.id, p.userId));
  const planName = current?.name ?? member.role;
  const notice: NewNotification = {
    userId: p.userId,
    kind: 'payment_confirmed',
    title: fillNotice(NOTICE.paymentConfirmedTitle, { plan: planName }),
    body: fillNotice(NOTICE.paymentConfirmedBody, {
      amount: formatRupees(p.amountPaise),
      receiptNo,
      plan: planName,
      date: formatDate(end),
    }),
    link: '/user/payments',
  };
  await addNotification(tx, notice);
  return { payment: paid, notice };
}
