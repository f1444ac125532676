import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_MSG } from '../../../shared/payment-messages';
import { staffPlanSchema } from '../../../shared/plans';
import { paymentsPlanScope } from '../../../shared/policies';
import { envelope, pagedList, regNoParam } from '../../../shared/schemas/common';
import { offlinePaymentSchema, paymentSchema } from '../../../shared/schemas/payments';
import {
  paymentListQuery,
  paymentListSchema,
  planEditSchema,
  renewalRowSchema,
  renewalsQuery,
  reportQuery,
  reportSchema,
  resolveSchema,
  staffPaymentSchema,
} from '../../../shared/schemas/staff-payments';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { type Actor, actorOf, requireAuth } from '../../plugins/auth';
import { mapRows } from '../../plugins/downloads';
import { listWithCsv } from '../../plugins/list-with-csv';
import type { PaymentRow } from '../payments/confirm';
import { presentPayment } from '../payments/payment.presenter';
import { listAllPlans, paymentReport, planChanges, updatePlan } from './reports.service';
import {
  applyCreditPayment,
  iteratePayments,
  listPayments,
  listRenewals,
  memberPayments,
  recordOfflinePayment,
  refundPayment,
  resolvePayment,
  retryVerification,
  sendRenewalReminder,
} from './staff-payments.service';

const idParam = z.object({ id: z.uuid() });

/** Staff payment routes (docs/payments.md#staff, SPEC §2 admin pages): Admin only. */
export const staffPaymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });
    /** The payment list's query, narrowed to the plan the staff member's permissions allow (decision 130). */
    const scoped = <Q extends { plan: string }>(req: { query: Q; actor: Actor | null }): Q => {
      const plan = paymentsPlanScope(req.actor?.permissions ?? []);
      return plan ? { ...req.query, plan } : req.query;
    };

    listWithCsv(app, {
      path: '/api/admin/payments',
      preHandler: adminOnly,
      querystring: paymentListQuery,
      response: paymentListSchema,
      list: (req) => listPayments(ctx, scoped(req)),
      csv: {
        name: 'payments',
        money: ['list_price_rupees', 'discount_rupees', 'amount_rupees', 'commission_rupees'],
        columns: [
          'receipt_no',
          'paid_at',
          'created_at',
          'registration_no',
          'member_name',
          'email',
          'plan',
          'kind',
          'status',
          'provider',
          'mode',
          'order_id',
          'payment_id',
          'reference',
          'promo_code',
          'referral_code',
          'list_price_rupees',
          'discount_rupees',
          'amount_rupees',
          'commission_rupees',
          'note',
        ],
      },
      rows: (req) =>
        mapRows(iteratePayments(ctx.db, scoped(req)), (p) => ({
          ...p,
          plan: p.plan_name,
          list_price_rupees: p.list_price_paise,
          discount_rupees: p.discount_paise,
          amount_rupees: p.amount_paise,
          commission_rupees: p.commission_paise,
        })),
    });

    app.get(
      '/api/admin/members/:registrationNo/payments',
      {
        preHandler: adminOnly,
        schema: {
          params: regNoParam,
          response: { 200: envelope({ payments: z.array(staffPaymentSchema) }) },
        },
      },
      async (req) => ok({ payments: await memberPayments(ctx, req.params.registrationNo) }),
    );

    app.post(
      '/api/admin/members/:registrationNo/payments',
      {
        preHandler: adminOnly,
        schema: {
          params: regNoParam,
          body: offlinePaymentSchema,
          response: { 201: envelope({ payment: staffPaymentSchema }) },
        },
      },
      async (req, reply) => {
        const payment = await recordOfflinePayment(ctx, actorOf(req), req.params.registrationNo, req.body);
        reply.status(201);
        return ok({ payment }, PAY_MSG.offlineRecorded);
      },
    );

    /**
     * POST /api/admin/payments/:id/<action>: one staff action on a payment (docs/payments.md#staff), with a
     * note when `noted`; answers the changed payment and the action's message.
     */
    const paymentAction = (
      action: string,
      message: string,
      run: (actor: Actor, id: string, note: string) => Promise<PaymentRow>,
      noted = false,
    ) =>
      app.post(
        `/api/admin/payments/:id/${action}`,
        {
          preHandler: adminOnly,
          schema: {
            params: idParam,
            ...(noted ? { body: resolveSchema } : {}),
            response: { 200: envelope({ payment: paymentSchema }) },
          },
        },
        async (req) => {
          const note = noted ? (req.body as { note: string }).note : '';
          return ok({ payment: presentPayment(await run(actorOf(req), req.params.id, note)) }, message);
        },
      );
    paymentAction('retry', PAY_MSG.paymentConfirmed, (actor, id) => retryVerification(ctx, actor, id));
    paymentAction(
      'resolve',
      PAY_MSG.resolved,
      (actor, id, note) => resolvePayment(ctx, actor, id, note),
      true,
    );
    // Decision 110: a credited payment (money received, plan rules refused it) is refunded or applied as
    // credit; decision 185: a paid one may be refunded too, which reverses its commission.
    paymentAction('refund', PAY_MSG.refunded, (actor, id, note) => refundPayment(ctx, actor, id, note), true);
    paymentAction('apply-credit', PAY_MSG.creditApplied, (actor, id) => applyCreditPayment(ctx, actor, id));

    app.get(
      '/api/admin/renewals',
      {
        preHandler: adminOnly,
        schema: {
          querystring: renewalsQuery,
          response: { 200: pagedList('members', renewalRowSchema) },
        },
      },
      async (req) => ok(await listRenewals(ctx, req.query)),
    );

    app.post(
      '/api/admin/renewals/:registrationNo/remind',
      { preHandler: adminOnly, schema: { params: regNoParam } },
      async (req) => {
        await sendRenewalReminder(ctx, actorOf(req), req.params.registrationNo);
        return ok({}, PAY_MSG.reminderSent);
      },
    );

    for (const kind of ['receipts', 'renewals'] as const) {
      app.get(
        `/api/admin/reports/${kind}`,
        { preHandler: adminOnly, schema: { querystring: reportQuery, response: { 200: reportSchema } } },
        async (req) => ok(await paymentReport(ctx, kind, req.query)),
      );
    }

    app.get(
      '/api/admin/plans',
      {
        preHandler: adminOnly,
        schema: {
          response: {
            200: envelope({
              plans: z.array(staffPlanSchema),
              changes: z.array(
                z.object({
                  id: z.number(),
                  at: z.string(),
                  actor: z.string(),
                  code: z.string(),
                  changed: z.array(z.string()),
                }),
              ),
            }),
          },
        },
      },
      async () => ok({ plans: await listAllPlans(ctx), changes: await planChanges(ctx) }),
    );

    app.put(
      '/api/admin/plans/:code',
      {
        preHandler: adminOnly,
        schema: {
          params: z.object({ code: z.string().max(40) }),
          body: planEditSchema,
          response: { 200: envelope({ plan: staffPlanSchema }) },
        },
      },
      async (req) =>
        ok({ plan: await updatePlan(ctx, actorOf(req), req.params.code, req.body) }, PAY_MSG.planSaved),
    );
  };
