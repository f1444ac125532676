import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { formatDate } from '../../../shared/dates';
import { DEFAULT_LANG, type Lang } from '../../../shared/i18n/languages';
import { PAY_MSG } from '../../../shared/payment-messages';
import {
  canBuyPlan,
  checkoutPromoCode,
  planPeriodFor,
  priceOrder,
  upgradeTargets,
} from '../../../shared/policies/payments';
import { mayAttribute } from '../../../shared/policies/promoters';
import type { Db, Tx } from '../../db/client';
import { assistanceRequests, payments, plans, profiles, promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { mailLang, notificationMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { emailNotification, type NewNotification, noticeIn } from '../notifications/notify';
import { planNameIn } from '../plans/plans.service';
import { usablePromoter } from '../promoters/promo-code';
import { receiptPdf } from '../receipts/receipt.pdf';
import { applyPayment, type PaymentRow } from './confirm';
import { type GatewayStatus, type GuardedProvider, type PaymentProvider, paymentProvider } from './provider';

const providers = new WeakMap<AppContext, GuardedProvider | null>();

/**
 * The app's payment gateway (built once per context from its configuration), or null when none. Its
 * network calls are time-limited and fail as GatewayError 502/503 (decision 105).
 */
export function gatewayOf(ctx: AppContext): GuardedProvider | null {
  if (!providers.has(ctx)) providers.set(ctx, paymentProvider(ctx.config));
  return providers.get(ctx) ?? null;
}

/** Which gateway members pay through and what the service last learnt about it (decision 105). */
export type GatewayReport = { gateway: PaymentProvider['name'] | null; status: GatewayStatus | null };

/** The gateway and its last known status (start-up block, admin dashboard); no network call. */
export function gatewayReport(ctx: AppContext): GatewayReport {
  const g = gatewayOf(ctx);
  return { gateway: g?.name ?? null, status: g ? { ...g.status } : null };
}

/**
 * Start-up check (decision 105): asks the gateway whether it accepts the site's keys, within the gateway
 * timeout. Never throws: the outcome is in the returned report (and in `gatewayReport` afterwards).
 */
export async function checkGateway(ctx: AppContext): Promise<GatewayReport> {
  await gatewayOf(ctx)
    ?.checkKeys()
    .catch(() => {});
  return gatewayReport(ctx);
}

type Quote = {
  plan: typeof plans.$inferSelect;
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  promoCode: string | null;
  /** True when the promo code is the referring promoter's, applied without being typed (decision 113). */
  promoAuto: boolean;
  kind: 'new' | 'renewal' | 'upgrade';
  /** The period the payment would buy now; null: it starts when the account is verified (decision 111). */
  period: { start: Date; end: Date } | null;
};

/**
 * Prices `planCode` for `actor` from the catalogue and a promo code (docs/payments.md#staff: the client sends only the
 * plan code and the code). With no code typed, the code of the promoter the member registered with applies
 * on the first purchase (checkoutPromoCode, decision 113). Also answers when the period would start and end
 * (planPeriodFor: null while the account is under verification, decision 111). Throws 403 (not a member,
 * closed account), 400 (plan not on sale, bad promo code) or 409: a downgrade; a plan already paid and
 * waiting for activation; renewing too early — the message names the day renewal opens and the bigger plan
 * on sale, `errors.upgrade_to` its code (decision 112). Amounts in paise.
 */
export async function quoteFor(
  db: Db | Tx,
  ctx: AppContext,
  actor: Actor,
  planCode: string,
  promo?: string | null,
): Promise<Quote> {
  const now = new Date();
  const [buyer] = await db
    .select({
      role: users.role,
      status: users.status,
      planExpiresAt: users.planExpiresAt,
      mobile: profiles.mobileNo,
      referrerCode: promoters.promoCode,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(promoters, eq(promoters.userId, users.referredBy))
    .where(eq(users.id, actor.id));
  const decision = canBuyPlan(buyer, planCode, now);
  if (!decision.ok) {
    if (decision.reason === 'role') throw new AppError(403, PAY_MSG.notMember, 'forbidden');
    if (decision.reason === 'status') throw new AppError(403, PAY_MSG.accountClosed, 'inactive');
    if (decision.reason === 'plan')
      throw new AppError(400, PAY_MSG.planNotOnSale, 'plan', { plan: PAY_MSG.planNotOnSale });
    if (decision.reason === 'waiting') {
      const name = await planName(db, buyer.role);
      throw new AppError(409, fillPay(PAY_MSG.waiting, { plan: name }), 'waiting');
    }
    if (decision.reason === 'too_early') {
      const onSale = await db
        .select({ code: plans.code, name: plans.name, public: plans.public })
        .from(plans);
      const [up] = upgradeTargets(
        buyer.role,
        onSale.filter((p) => p.public).map((p) => p.code),
      );
      const values = {
        date: formatDate(decision.renewFrom),
        end: formatDate(buyer.planExpiresAt as Date),
        plan: onSale.find((p) => p.code === up)?.name ?? '',
      };
      throw new AppError(
        409,
        fillPay(up ? PAY_MSG.tooEarlyUpgrade : PAY_MSG.tooEarlyOn, values),
        'too_early',
        up ? { upgrade_to: up } : undefined,
      );
    }
    throw new AppError(409, PAY_MSG.downgrade, decision.reason);
  }
  const [plan] = await db.select().from(plans).where(eq(plans.code, planCode));
  if (plan?.onRequest) {
    // Decision 170: an on-request plan is charged the price staff agreed with this member (stored on their
    // call-back request), never a price from the client or the catalogue; no promo code applies to it.
    const [agreed] = await db
      .select({ paise: assistanceRequests.agreedPricePaise })
      .from(assistanceRequests)
      .where(and(eq(assistanceRequests.userId, actor.id), eq(assistanceRequests.status, 'priced')));
    if (!agreed?.paise)
      throw new AppError(400, PAY_MSG.agreedPriceFirst, 'plan', { plan: PAY_MSG.agreedPriceFirst });
    return {
      plan,
      listPricePaise: agreed.paise,
      discountPaise: 0,
      amountPaise: agreed.paise,
      promoCode: null,
      promoAuto: false,
      kind: decision.kind,
      period: planPeriodFor(buyer, plan.code, plan.durationMonths, now),
    };
  }
  if (!plan?.public || plan.pricePaise <= 0) {
    throw new AppError(400, PAY_MSG.planNotOnSale, 'plan', { plan: PAY_MSG.planNotOnSale });
  }
  let paidBefore = 0;
  if (!promo?.trim() && buyer.referrerCode) {
    [{ paidBefore }] = await db
      .select({ paidBefore: count() })
      .from(payments)
      .where(and(eq(payments.userId, actor.id), eq(payments.status, 'paid')));
  }
  const chosen = checkoutPromoCode(promo, buyer.referrerCode, paidBefore);
  // Promoters (decision 022): a usable promoter's code (not the buyer's own) joins the configured codes.
  const promoter = await usablePromoter(db, chosen?.code);
  const attributable = promoter && mayAttribute(promoter, { id: actor.id, mobile: buyer?.mobile ?? null });
  // An automatic code that is no longer usable (promoter deactivated, code expired) is simply not applied.
  const code = chosen?.auto && !attributable ? null : (chosen?.code ?? null);
  const codes = attributable
    ? [
        ...ctx.config.payments.promoCodes,
        { code: promoter.promoCode, discountPaise: ctx.config.payments.promoDiscountPaise },
      ]
    : ctx.config.payments.promoCodes;
  const price = priceOrder(plan.pricePaise, code, codes);
  if (!price.ok) throw new AppError(400, PAY_MSG.unknownPromo, 'promo', { promo_code: PAY_MSG.unknownPromo });
  return {
    plan,
    ...price,
    promoAuto: !!chosen?.auto && price.promoCode !== null,
    kind: decision.kind,
    period: planPeriodFor(buyer, plan.code, plan.durationMonths, now),
  };
}

/** Fills `{name}` placeholders of a PAY_MSG template. */
const fillPay = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** The catalogue name of a plan code (the code itself when the plan is missing). */
async function planName(db: Db | Tx, code: string): Promise<string> {
  const [p] = await db.select({ name: plans.name }).from(plans).where(eq(plans.code, code));
  return p?.name ?? code;
}

/**
 * Creates an order (docs/payments.md#gateways): prices it on the server, creates the gateway order, stores the row with the
 * plan's name, duration and price copied. Returns the row. Throws 503 when no gateway is available.
 */
export async function createOrder(
  ctx: AppContext,
  actor: Actor,
  input: { plan: string; promo_code?: string | null },
): Promise<PaymentRow> {
  const gateway = gatewayOf(ctx);
  if (!gateway) throw new AppError(503, PAY_MSG.noGateway, 'no_gateway');
  const q = await quoteFor(ctx.db, ctx, actor, input.plan, input.promo_code);
  const receipt = `ord_${randomBytes(8).toString('hex')}`;
  const orderId = await gateway.createOrder({
    amountPaise: q.amountPaise,
    receipt,
    notes: { registration_no: actor.registrationNo, plan: q.plan.code },
  });
  const [row] = await ctx.db
    .insert(payments)
    .values({
      userId: actor.id,
      planCode: q.plan.code,
      planName: q.plan.name,
      durationMonths: q.plan.durationMonths,
      listPricePaise: q.listPricePaise,
      discountPaise: q.discountPaise,
      amountPaise: q.amountPaise,
      promoCode: q.promoCode,
      provider: gateway.name,
      providerOrderId: orderId,
    })
    .returning();
  return row;
}

/**
 * Confirms the gateway payment `paymentId` of order `orderId` (callback, webhook, reconciliation; docs/payments.md#jobs).
 * One transaction; exactly once per order (row lock) and per gateway payment id (unique). Afterwards the
 * member is mailed the receipt. Returns the row and whether this call applied it; 404 for an unknown order.
 */
export async function confirmGatewayPayment(
  ctx: AppContext,
  orderId: string,
  paymentId: string,
): Promise<{ payment: PaymentRow; applied: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    if (!p) throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
    return applyPayment(ctx, tx, p.id, { providerPaymentId: paymentId });
  });
  if (result.applied) await afterConfirmed(ctx, result.payment, result.notice);
  return result;
}

/**
 * The words inside a payment notice written in `lang` (decision 150): every plan's English name → its
 * name in `lang`, and the payment's period end as the notice wrote it ('22 Nov 2026') → the same date in
 * `lang`. Empty for English.
 */
async function paymentNoticeValues(db: Db, lang: Lang, p: PaymentRow): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (lang === DEFAULT_LANG) return values;
  for (const row of await db.select({ name: plans.name, nameKn: plans.nameKn }).from(plans))
    values.set(row.name, planNameIn(row, lang));
  if (p.periodEnd) values.set(formatDate(p.periodEnd), formatDate(p.periodEnd, lang));
  return values;
}

/**
 * Mails the member the confirmation with the receipt PDF attached (after commit; never throws), all in
 * the member's account language: the notice's words, the plan's name and date, and the receipt (decision 150).
 */
export async function afterConfirmed(
  ctx: AppContext,
  p: PaymentRow,
  notice?: NewNotification,
): Promise<void> {
  try {
    const [u] = await ctx.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, p.userId));
    if (!u || !notice) return;
    const lang = mailLang(u.language);
    const values = await paymentNoticeValues(ctx.db, lang, p);
    const mail = notificationMail(
      ctx.config,
      lang,
      u.email,
      noticeIn(lang, notice.title, values),
      noticeIn(lang, notice.body, values),
      notice.link,
    );
    const pdf = await receiptPdfFor(ctx, p);
    await ctx.mailer.send({
      ...mail,
      attachments: pdf
        ? [
            {
              filename: `${p.receiptNo?.replace(/\//g, '-')}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ]
        : undefined,
    });
  } catch {
    await emailNotification(ctx, notice as NewNotification).catch(() => {});
  }
}

/**
 * The receipt PDF of a paid payment, in the member's account language (null before it is paid). The plan
 * is named as the order copied it; in Kannada by the plan's Kannada name while the catalogue's English
 * name is still the copied one (decision 150: a renamed plan keeps the receipt's original name).
 */
export async function receiptPdfFor(ctx: AppContext, p: PaymentRow): Promise<Buffer | null> {
  if (p.status !== 'paid' || !p.receiptNo) return null;
  const [m] = await ctx.db
    .select({
      registrationNo: users.registrationNo,
      email: users.email,
      language: users.language,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      city: profiles.city,
      state: profiles.state,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, p.userId));
  const lang = mailLang(m?.language);
  const [plan] = await ctx.db
    .select({ name: plans.name, nameKn: plans.nameKn })
    .from(plans)
    .where(eq(plans.code, p.planCode));
  return receiptPdf(
    ctx.config,
    p,
    {
      name: [m?.firstName, m?.lastName].filter(Boolean).join(' ') || (m?.email ?? ''),
      registrationNo: m?.registrationNo ?? '',
      place: [m?.city, m?.state].filter(Boolean).join(', '),
      lang,
    },
    plan?.name === p.planName ? planNameIn(plan, lang) : p.planName,
  );
}

/**
 * Verifies the browser's callback (Razorpay Checkout handler or the test gateway's Pay) and confirms
 * (docs/payments.md#gateways). The order must be the actor's own; the signature must match (400 otherwise).
 */
export async function verifyCallback(
  ctx: AppContext,
  actor: Actor,
  input: { order_id: string; payment_id: string; signature: string },
): Promise<{ payment: PaymentRow; applied: boolean }> {
  const gateway = gatewayOf(ctx);
  if (!gateway) throw new AppError(503, PAY_MSG.noGateway, 'no_gateway');
  await ownOrder(ctx, actor, input.order_id);
  if (!gateway.verifyPaymentSignature(input.order_id, input.payment_id, input.signature)) {
    throw new AppError(400, PAY_MSG.badSignature, 'signature');
  }
  return confirmGatewayPayment(ctx, input.order_id, input.payment_id);
}

/** The actor's own order by gateway order id; 404 when missing or someone else's. */
export async function ownOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<PaymentRow> {
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, orderId), eq(payments.userId, actor.id)));
  if (!p) throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
  return p;
}

/** Marks the actor's open order failed (the gateway reported a failure; no money taken). 409 if closed. */
export async function failOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<PaymentRow> {
  const p = await ownOrder(ctx, actor, orderId);
  const [row] = await ctx.db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'created')))
    .returning();
  if (!row) throw new AppError(409, PAY_MSG.orderClosed, 'closed');
  return row;
}

/** The test gateway's Pay (docs/payments.md#gateways): a fresh payment id and the signature a gateway would send. */
export async function testGatewayPay(
  ctx: AppContext,
  actor: Actor,
  orderId: string,
): Promise<{ order_id: string; payment_id: string; signature: string }> {
  const gateway = gatewayOf(ctx);
  if (gateway?.name !== 'test') throw new AppError(404, PAY_MSG.testGatewayOff, 'not_found');
  const p = await ownOrder(ctx, actor, orderId);
  if (p.status !== 'created') throw new AppError(409, PAY_MSG.orderClosed, 'closed');
  const paymentId = `pay_test_${randomBytes(9).toString('hex')}`;
  const sign = (gateway as unknown as { sign(o: string, p: string): string }).sign;
  return { order_id: orderId, payment_id: paymentId, signature: sign(orderId, paymentId) };
}

/** A member's payments, newest first (docs/payments.md: the Payments page). */
export async function listPaymentsOf(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
}
