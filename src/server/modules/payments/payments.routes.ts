import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_MSG } from '../../../shared/payment-messages';
import { mayDownloadReceipt } from '../../../shared/policies';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, str } from '../../../shared/schemas/common';
import {
  checkoutSchema,
  gatewayInfoSchema,
  orderRequestSchema,
  paymentSchema,
  quoteSchema,
  testOrderSchema,
  verifyRequestSchema,
} from '../../../shared/schemas/payments';
import { payments, profiles, users } from '../../db/schema';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, requireAuth } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { presentPayment } from './payment.presenter';
import {
  createOrder,
  failOrder,
  gatewayOf,
  listPaymentsOf,
  ownOrder,
  quoteFor,
  receiptPdfFor,
  testGatewayPay,
  verifyCallback,
} from './payments.service';
import { webhookRoutes } from './webhook.routes';

const idParam = z.object({ id: z.uuid() });
const orderParam = z.object({ orderId: str().trim().min(1).max(80) });

/** Member payment routes (docs/payments.md#who-may-pay-for-what). Pending members may pay (allowInactive); the service checks status. */
export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES, allowInactive: true });
    const signedIn = requireAuth(ctx, { allowInactive: true });

    app.get(
      '/api/payments/gateway',
      { schema: { response: { 200: envelope({ ...gatewayInfoSchema.shape }) } } },
      async () => {
        const g = gatewayOf(ctx);
        return ok({
          gateway: g?.name ?? null,
          key_id: g?.name === 'razorpay' ? (ctx.config.payments.razorpay?.keyId ?? null) : null,
        });
      },
    );

    app.post(
      '/api/payments/quote',
      {
        preHandler: member,
        schema: { body: orderRequestSchema, response: { 200: envelope({ quote: quoteSchema }) } },
      },
      async (req) => {
        const q = await quoteFor(ctx.db, ctx, actorOf(req), req.body.plan, req.body.promo_code);
        return ok({
          quote: {
            plan: q.plan.code,
            plan_name: q.plan.name,
            duration_months: q.plan.durationMonths,
            list_price_paise: q.listPricePaise,
            discount_paise: q.discountPaise,
            amount_paise: q.amountPaise,
            promo_code: q.promoCode,
            promo_auto: q.promoAuto,
            kind: q.kind,
            period_start: q.period?.start.toISOString() ?? null,
            period_end: q.period?.end.toISOString() ?? null,
          },
        });
      },
    );

    app.post(
      '/api/payments/orders',
      {
        preHandler: member,
        schema: { body: orderRequestSchema, response: { 201: envelope({ checkout: checkoutSchema }) } },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        const row = await createOrder(ctx, actor, req.body);
        const [m] = await ctx.db
          .select({
            email: users.email,
            first: profiles.firstName,
            last: profiles.lastName,
            mobile: profiles.mobileNo,
          })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, actor.id));
        reply.status(201);
        return ok(
          {
            checkout: {
              gateway: row.provider as 'test' | 'razorpay',
              order_id: row.providerOrderId ?? '',
              amount_paise: row.amountPaise,
              currency: 'INR' as const,
              key_id: row.provider === 'razorpay' ? (ctx.config.payments.razorpay?.keyId ?? null) : null,
              plan_name: row.planName,
              name: [m?.first, m?.last].filter(Boolean).join(' '),
              email: m?.email ?? '',
              contact: m?.mobile ?? '',
            },
          },
          'Order created',
        );
      },
    );

    app.post(
      '/api/payments/verify',
      {
        preHandler: member,
        schema: { body: verifyRequestSchema, response: { 200: envelope({ payment: paymentSchema }) } },
      },
      async (req) => {
        const { payment, applied } = await verifyCallback(ctx, actorOf(req), req.body);
        return ok(
          { payment: presentPayment(payment) },
          !applied
            ? PAY_MSG.paymentAlreadyConfirmed
            : payment.status === 'credited'
              ? PAY_MSG.paymentCredited
              : payment.periodStart
                ? PAY_MSG.paymentConfirmed
                : PAY_MSG.paymentWaiting,
        );
      },
    );

    app.post(
      '/api/payments/orders/:orderId/fail',
      {
        preHandler: member,
        schema: { params: orderParam, response: { 200: envelope({ payment: paymentSchema }) } },
      },
      async (req) =>
        ok(
          { payment: presentPayment(await failOrder(ctx, actorOf(req), req.params.orderId)) },
          PAY_MSG.paymentFailed,
        ),
    );

    app.get(
      '/api/payments/test-gateway/:orderId',
      {
        preHandler: member,
        schema: { params: orderParam, response: { 200: envelope({ order: testOrderSchema }) } },
      },
      async (req) => {
        if (gatewayOf(ctx)?.name !== 'test') throw new AppError(404, PAY_MSG.testGatewayOff, 'not_found');
        const p = await ownOrder(ctx, actorOf(req), req.params.orderId);
        if (p.provider !== 'test') throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
        return ok(
          {
            order: {
              order_id: req.params.orderId,
              plan_name: p.planName,
              amount_paise: p.amountPaise,
              status: p.status,
            },
          },
          'test payment — no money moves',
        );
      },
    );

    app.post(
      '/api/payments/test-gateway/:orderId/pay',
      {
        preHandler: member,
        schema: { params: orderParam, response: { 200: envelope({ ...verifyRequestSchema.shape }) } },
      },
      async (req) =>
        ok(await testGatewayPay(ctx, actorOf(req), req.params.orderId), 'test payment — no money moves'),
    );

    app.get(
      '/api/payments/mine',
      { preHandler: member, schema: { response: { 200: envelope({ payments: z.array(paymentSchema) }) } } },
      async (req) => ok({ payments: (await listPaymentsOf(ctx.db, actorOf(req).id)).map(presentPayment) }),
    );

    app.get(
      '/api/payments/:id/receipt.pdf',
      { preHandler: signedIn, schema: { params: idParam } },
      async (req, reply) => {
        const actor = actorOf(req);
        const [p] = await ctx.db.select().from(payments).where(eq(payments.id, req.params.id));
        // Owner or staff only; anyone else learns nothing (404, not 403).
        if (!p || !mayDownloadReceipt(actor, p)) {
          throw new AppError(404, PAY_MSG.orderNotFound, 'not_found');
        }
        const pdf = await receiptPdfFor(ctx, p);
        if (!pdf) throw new AppError(404, PAY_MSG.receiptNotReady, 'not_found');
        const filename = `${(p.receiptNo ?? 'receipt').replace(/\//g, '-')}.pdf`;
        return sendDownload(reply, { type: 'application/pdf', filename }, pdf);
      },
    );

    await app.register(webhookRoutes(ctx));
  };
