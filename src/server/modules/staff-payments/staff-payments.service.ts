import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { formatDate, formatRupees } from '../../../shared/dates';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { PAY_MSG } from '../../../shared/payment-messages';
import { planName } from '../../../shared/plan-names';
import {
  canBuyPlan,
  mayPayOffline,
  mayRefund,
  offlinePaidOnRefusal,
  offlinePaymentInstant,
  PAID_ROLES,
  planAfterRefund,
  TEST_PROVIDER,
} from '../../../shared/policies';
import { agreedPriceAllowed, agreedPriceRange } from '../../../shared/policies/assisted';
import type { OfflinePaymentInput } from '../../../shared/schemas/payments';
import type { PaymentListQuery, RenewalRow, StaffPayment } from '../../../shared/schemas/staff-payments';
import type { Db } from '../../db/client';
import { auditLog, payments, plans, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { checkDateRange, istEnd, istStart } from '../../lib/date-range';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { addNotification, emailNotification } from '../notifications/notify';
import { applyCredit, applyPayment, lockPayer, type PaymentRow } from '../payments/confirm';
import { presentPayment } from '../payments/payment.presenter';
import { afterConfirmed, confirmGatewayPayment, gatewayOf } from '../payments/payments.service';
import { reverseCommissionsOfPayment } from '../payouts/commissions.service';

/** The WHERE clause of a staff payment list (the CSV export uses the same, so it has exactly those rows). */
export function paymentFilter(q: ReturnType<typeof normalize>): SQL | undefined {
  const when = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const conds: (SQL | undefined)[] = [
    q.channel === 'online' ? ne(payments.provider, 'offline') : undefined,
    q.channel === 'offline' ? eq(payments.provider, 'offline') : undefined,
    q.status === 'open'
      ? inArray(payments.status, ['created', 'incomplete', 'credited'])
      : q.status !== 'all'
        ? eq(payments.status, q.status)
        : undefined,
    q.plan ? eq(payments.planCode, q.plan) : undefined,
    q.kind !== 'all' ? eq(payments.kind, q.kind) : undefined,
    q.promoter
      ? or(
          eq(payments.referralCode, q.promoter.toUpperCase()),
          eq(payments.promoCode, q.promoter.toUpperCase()),
        )
      : undefined,
    q.from ? gte(when, istStart(q.from)) : undefined,
    q.to ? lt(when, istEnd(q.to)) : undefined,
    q.q ? textMatch(q.q) : undefined,
  ];
  return and(...conds.filter(Boolean));
}

/**
 * Staff search of payments: the text anywhere in the registration number, email, name, receipt number,
 * reference, or the gateway's order and payment ids (`order_…`, `pay_…`: `_` and `%` match themselves).
 */
function textMatch(text: string): SQL | undefined {
  const like = containsPattern(text);
  return or(
    ilike(users.registrationNo, like),
    ilike(users.email, like),
    ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, like),
    ilike(payments.receiptNo, like),
    ilike(payments.providerOrderId, like),
    ilike(payments.providerPaymentId, like),
    ilike(payments.reference, like),
  );
}

const normalize = (q: PaymentListQuery) => ({
  channel: q.channel ?? 'all',
  status: q.status ?? 'all',
  plan: q.plan ?? '',
  kind: q.kind ?? 'all',
  promoter: q.promoter ?? '',
  from: q.from,
  to: q.to,
  q: q.q ?? '',
  sort: q.sort ?? 'created_at',
  dir: q.dir ?? 'desc',
  page: Number(q.page ?? 1),
  pageSize: Number(q.pageSize ?? 25),
});

const selection = {
  p: payments,
  registrationNo: users.registrationNo,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

type Joined = {
  p: PaymentRow;
  registrationNo: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
};

function presentStaff(r: Joined): StaffPayment {
  return {
    ...presentPayment(r.p),
    registration_no: r.registrationNo,
    member_name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    email: r.email,
    referral_code: r.p.referralCode,
    commission_paise: r.p.commissionPaise,
    kind: r.p.kind,
  };
}

const SORT = {
  created_at: payments.createdAt,
  paid_at: payments.paidAt,
  amount_paise: payments.amountPaise,
  receipt_no: payments.receiptNo,
};

/**
 * Staff list of payments (docs/payments.md#staff: onlinetransaction, assistance, receiptsvocher): filtered, sorted and
 * paged on the server, with totals over the whole filtered set: count; paid count and amount (paise) of real
 * money only; the test gateway's paid payments counted apart (test_count, test_paise: isRealMoney, decision 106).
 */
export async function listPayments(ctx: AppContext, query: PaymentListQuery) {
  checkDateRange(query);
  const q = normalize(query);
  const where = paymentFilter(q);
  const base = () =>
    ctx.db
      .select(selection)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(profiles, eq(profiles.userId, payments.userId));
  const order = q.dir === 'asc' ? asc(SORT[q.sort]) : desc(SORT[q.sort]);
  const rows = await base()
    .where(where)
    .orderBy(order, desc(payments.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  // Decision 106: a test payment is not money (isRealMoney); its totals stand apart.
  const paid = (real: boolean) =>
    sql`${payments.status} = 'paid' and ${payments.provider} ${real ? sql`<>` : sql`=`} ${TEST_PROVIDER}`;
  const tally = (real: boolean) => ({
    n: sql<number>`count(*) filter (where ${paid(real)})`.mapWith(Number),
    paise: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${paid(real)}), 0)`.mapWith(
      Number,
    ),
  });
  const real = tally(true);
  const test = tally(false);
  const [tot] = await ctx.db
    .select({
      count: count(),
      paidCount: real.n,
      paidPaise: real.paise,
      testCount: test.n,
      testPaise: test.paise,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .where(where);
  return {
    payments: rows.map(presentStaff),
    totals: {
      count: tot.count,
      paid_count: tot.paidCount,
      paid_paise: tot.paidPaise,
      test_count: tot.testCount,
      test_paise: tot.testPaise,
    },
    total: tot.count,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Every row of a filtered staff list, in batches of 500 (the CSV export streams these; docs/payments.md#staff: "exactly
 * the filtered rows"). Same filter and order as `listPayments`.
 */
export async function* iteratePayments(db: Db, query: PaymentListQuery): AsyncGenerator<StaffPayment> {
  checkDateRange(query);
  const q = normalize(query);
  const where = paymentFilter(q);
  const order = q.dir === 'asc' ? asc(SORT[q.sort]) : desc(SORT[q.sort]);
  for (let offset = 0; ; offset += 500) {
    const rows = await db
      .select(selection)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(profiles, eq(profiles.userId, payments.userId))
      .where(where)
      .orderBy(order, desc(payments.id))
      .limit(500)
      .offset(offset);
    for (const r of rows) yield presentStaff(r);
    if (rows.length < 500) return;
  }
}

/** The member behind a registration number (members only; 404 otherwise). */
async function memberByRegNo(ctx: AppContext, regNo: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.registrationNo, regNo));
  if (!u || !mayPayOffline(u)) throw new AppError(404, 'Member not found', 'not_found');
  return u;
}

/** A member's payments for staff (userData), newest first. */
export async function memberPayments(ctx: AppContext, regNo: string): Promise<StaffPayment[]> {
  const u = await memberByRegNo(ctx, regNo);
  const rows = await ctx.db
    .select(selection)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .where(eq(payments.userId, u.id))
    .orderBy(desc(payments.createdAt));
  return rows.map(presentStaff);
}

/**
 * Record offline payment (docs/payments.md#staff, userData): cash, UPI, cheque or bank transfer. The amount must be
 * between ₹1 and the plan's list price (paise); `paid_on` neither in the future nor before the member
 * registered (400); the payment takes effect on `paid_on` (receipt date and number, plan period start:
 * decision 107). The plan is applied by the same code as a gateway payment (same expiry rule, same
 * receipt series) in one transaction, and the change is audited. 409 when the plan
 * rules refuse (downgrade, renewing early), 404 for an unknown member.
 */
export async function recordOfflinePayment(
  ctx: AppContext,
  staff: Actor,
  regNo: string,
  input: Required<Pick<OfflinePaymentInput, 'plan' | 'mode' | 'paid_on'>> & {
    amount_paise: number;
    reference: string;
    note: string;
  },
): Promise<StaffPayment> {
  const u = await memberByRegNo(ctx, regNo);
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.code, input.plan));
  const decision = canBuyPlan(u, input.plan);
  if (!plan || (!decision.ok && decision.reason === 'plan')) {
    throw new AppError(400, PAY_MSG.planNotOnSale, 'plan', { plan: PAY_MSG.planNotOnSale });
  }
  if (!decision.ok) {
    const msg =
      decision.reason === 'downgrade'
        ? PAY_MSG.downgrade
        : decision.reason === 'too_early'
          ? PAY_MSG.tooEarly
          : decision.reason === 'waiting'
            ? PAY_MSG.waiting.replace('{plan}', planName(u.role))
            : PAY_MSG.accountClosed;
    throw new AppError(409, msg, decision.reason);
  }
  if (plan.onRequest) {
    // Decision 170: an on-request plan is recorded at a price within its range.
    if (!agreedPriceAllowed(plan, input.amount_paise)) {
      const { min, max } = agreedPriceRange(plan);
      const msg = PAY_MSG.agreedRange.replace('{min}', formatRupees(min)).replace('{max}', formatRupees(max));
      throw new AppError(400, msg, 'amount', { amount_paise: msg });
    }
  } else {
    const ceiling = Math.max(plan.originalPricePaise, plan.pricePaise);
    if (input.amount_paise < 100 || input.amount_paise > ceiling) {
      throw new AppError(400, PAY_MSG.amountRange, 'amount', { amount_paise: PAY_MSG.amountRange });
    }
  }
  const now = new Date();
  const refusal = offlinePaidOnRefusal(input.paid_on, u.createdAt, now);
  if (refusal) {
    const msg = refusal === 'future' ? PAY_MSG.paidOnFuture : PAY_MSG.paidOnBeforeAccount;
    throw new AppError(400, msg, 'date', { paid_on: msg });
  }
  // Decision 107: the payment takes effect on paid_on (receipt date, its financial year, period start).
  const paidAt = offlinePaymentInstant(input.paid_on, now);
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: u.id,
        planCode: plan.code,
        planName: plan.name,
        durationMonths: plan.durationMonths,
        listPricePaise: plan.pricePaise,
        amountPaise: input.amount_paise,
        discountPaise: 0,
        provider: 'offline',
        mode: input.mode,
        reference: input.reference,
        note: input.note,
        recordedBy: staff.id,
      })
      .returning();
    const applied = await applyPayment(ctx, tx, row.id, { paidAt, now: paidAt });
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'payment.offline',
      targetUserId: u.id,
      details: {
        paymentId: row.id,
        plan: plan.code,
        amountPaise: input.amount_paise,
        mode: input.mode,
        receiptNo: applied.payment.receiptNo,
      },
    });
    return applied;
  });
  await afterConfirmed(ctx, result.payment, result.notice);
  const [one] = (await memberPayments(ctx, regNo)).filter((p) => p.id === result.payment.id);
  return one;
}

/**
 * Retry verification (docs/payments.md#staff): asks the gateway for the order's payments; a captured one of the right amount
 * is confirmed through the normal path. 409 when the gateway has none, 404 for an unknown payment.
 */
export async function retryVerification(ctx: AppContext, staff: Actor, id: string): Promise<PaymentRow> {
  const [p] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!p?.providerOrderId || p.provider === 'offline')
    throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
  if (p.status === 'paid') return p;
  const gateway = gatewayOf(ctx);
  if (gateway?.name !== p.provider) throw new AppError(409, PAY_MSG.noGateway, 'no_gateway');
  const taken = (await gateway.fetchOrderPayments(p.providerOrderId)).find(
    (g) => g.status === 'captured' && g.amountPaise === p.amountPaise,
  );
  if (!taken) throw new AppError(409, PAY_MSG.retryNothing, 'nothing');
  const { payment } = await confirmGatewayPayment(ctx, p.providerOrderId, taken.paymentId);
  await ctx.db.insert(auditLog).values({
    actorId: staff.id,
    action: 'payment.retry',
    targetUserId: p.userId,
    details: { paymentId: p.id },
  });
  return payment;
}

/** Resolve with a note (docs/payments.md#staff): closes an unconfirmed payment (created, incomplete, failed); 409 once paid. */
export async function resolvePayment(
  ctx: AppContext,
  staff: Actor,
  id: string,
  note: string,
): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'resolved', note, updatedAt: new Date() })
      .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'incomplete', 'failed'])))
      .returning();
    if (!row) throw new AppError(409, PAY_MSG.orderClosed, 'closed');
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'payment.resolve',
      targetUserId: row.userId,
      details: { paymentId: id, note },
    });
    return row;
  });
}

/**
 * "Refund" (docs/decisions/185-refunds-reverse-commissions.md): staff refunded the money at the gateway or the
 * office and record it with a note; a credited payment (decision 110) or a paid one (mayRefund) becomes
 * 'refunded' (never revenue). In the same transaction a paid one gives back the unused part of the period it
 * bought (planAfterRefund) and its promoter commission is reversed (decision 030, reverseCommissionsOfPayment:
 * a reversed event, or a correction row when it was already paid out). Audited with what it changed.
 * 404 unknown, 409 when the payment is neither paid nor credited (already refunded, open, resolved).
 */
export async function refundPayment(
  ctx: AppContext,
  staff: Actor,
  id: string,
  note: string,
): Promise<PaymentRow> {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    // The payment row first, then the member: the order applyPayment takes its locks in.
    const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!p) throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
    if (!mayRefund(p.status)) throw new AppError(409, PAY_MSG.notRefundable, 'closed');
    let plan: ReturnType<typeof planAfterRefund> = null;
    if (p.status === 'paid') {
      plan = planAfterRefund(await lockPayer(tx, p.userId), p, now);
      if (plan) await tx.update(users).set(plan).where(eq(users.id, p.userId));
    }
    const [row] = await tx
      .update(payments)
      .set({ status: 'refunded', note, updatedAt: now })
      .where(eq(payments.id, id))
      .returning();
    const reversed = await reverseCommissionsOfPayment(tx, id, PAY_MSG.refundReason, staff.id);
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'payment.refund',
      targetUserId: row.userId,
      details: {
        paymentId: id,
        note,
        status: { from: p.status, to: 'refunded' },
        commissionsReversed: reversed,
        ...(plan ? { plan: { role: plan.role, expiresAt: plan.planExpiresAt?.toISOString() ?? null } } : {}),
      },
    });
    return row;
  });
}

/**
 * "Apply as credit" on a credited payment (decision 110, applyCredit): the paid plan when the rules now
 * allow it, else days added to the member's current plan; receipt mailed after commit. 409 unless the
 * payment is credited or while the account is under verification.
 */
export async function applyCreditPayment(ctx: AppContext, staff: Actor, id: string): Promise<PaymentRow> {
  const result = await ctx.db.transaction(async (tx) => {
    const r = await applyCredit(ctx, tx, id);
    if (!r) throw new AppError(409, PAY_MSG.notCredited, 'closed');
    if (r.waiting) throw new AppError(409, PAY_MSG.creditWaitsForActivation, 'waiting');
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'payment.apply_credit',
      targetUserId: r.payment.userId,
      details: { paymentId: id, receiptNo: r.payment.receiptNo },
    });
    return r;
  });
  await afterConfirmed(ctx, result.payment, result.notice);
  return result.payment;
}

/**
 * Renewals (docs/payments.md#jobs): members on a paid plan whose expiry is within `days` (expiring) or past (expired),
 * soonest first, paged.
 */
export async function listRenewals(
  ctx: AppContext,
  q: {
    days: number;
    state: 'expiring' | 'expired' | 'all';
    plan: string;
    q: string;
    page: number;
    pageSize: number;
  },
): Promise<{ members: RenewalRow[]; total: number; page: number; pageSize: number }> {
  const now = new Date();
  const horizon = new Date(now.getTime() + q.days * 86_400_000);
  const text = q.q.trim();
  const where = and(
    inArray(users.role, [...PAID_ROLES]),
    sql`${users.planExpiresAt} is not null`,
    q.state === 'expiring' ? and(gte(users.planExpiresAt, now), lt(users.planExpiresAt, horizon)) : undefined,
    q.state === 'expired' ? lt(users.planExpiresAt, now) : undefined,
    q.state === 'all' ? lt(users.planExpiresAt, horizon) : undefined,
    q.plan ? eq(users.role, q.plan) : undefined,
    text
      ? or(
          ilike(users.registrationNo, containsPattern(text)),
          ilike(users.email, containsPattern(text)),
          ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, containsPattern(text)),
        )
      : undefined,
  );
  const rows = await ctx.db
    .select({
      u: users,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobileNo,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(asc(users.planExpiresAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  return {
    members: rows.map((r) => {
      const exp = r.u.planExpiresAt as Date;
      return {
        registration_no: r.u.registrationNo,
        member_name: `${r.firstName} ${r.lastName}`,
        email: r.u.email,
        mobile_no: r.mobile,
        plan: r.u.role,
        expires_at: exp.toISOString(),
        expired: exp <= now,
        days_left: Math.ceil((exp.getTime() - now.getTime()) / 86_400_000),
      };
    }),
    total: n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Send reminder (docs/payments.md#jobs, renewals): an in-app notification and a mail to renew. 404 for a non-member. */
export async function sendRenewalReminder(ctx: AppContext, staff: Actor, regNo: string): Promise<void> {
  const u = await memberByRegNo(ctx, regNo);
  const n = renewalNotice(u.id, u.planExpiresAt, new Date());
  await addNotification(ctx.db, n);
  await ctx.db
    .insert(auditLog)
    .values({ actorId: staff.id, action: 'renewal.remind', targetUserId: u.id, details: {} });
  await emailNotification(ctx, n);
}

/** The reminder/expiry notice for a member's plan expiring at `expiresAt`. */
export function renewalNotice(userId: string, expiresAt: Date | null, now: Date) {
  const expired = !expiresAt || expiresAt <= now;
  return {
    userId,
    kind: expired ? ('plan_expired' as const) : ('plan_expiring' as const),
    title: expired
      ? NOTICE.planExpiredTitle
      : fillNotice(NOTICE.planExpiringTitle, { date: formatDate(expiresAt) }),
    body: expired
      ? NOTICE.planExpiredBody
      : fillNotice(NOTICE.planExpiringBody, { date: formatDate(expiresAt) }),
    link: '/user/payments',
  };
}
