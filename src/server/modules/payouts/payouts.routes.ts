import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope } from '../../../shared/schemas/common';
import {
  approveSchema,
  commissionListQuery,
  commissionListSchema,
  earningsQuery,
  earningsSchema,
  myEarningsQuery,
  payableSchema,
  payoutInputSchema,
  payoutListQuery,
  payoutListSchema,
  payoutRowSchema,
  promoterFiguresQuery,
  promoterFiguresSchema,
  referredListQuery,
  referredListSchema,
  reverseSchema,
} from '../../../shared/schemas/payouts';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { mapRows, sendDownload } from '../../plugins/downloads';
import { listWithCsv } from '../../plugins/list-with-csv';
import {
  approveCommissions,
  iterateCommissions,
  listCommissions,
  promoterEarnings,
  reverseCommission,
} from './commissions.service';
import { listPayouts, payable, payoutVoucher, recordPayout } from './payouts.service';
import { iterateFigures, iterateReferred, listReferred, promoterFigures } from './reports.service';
import { resendSetPasswordLink } from './resend.service';

const promoterParam = z.object({ id: z.uuid({ error: 'Promoter not found' }) });
const payoutParam = z.object({ id: z.uuid({ error: MSG.payoutNotFound }) });
const commissionParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/**
 * Commission, payout and promoter-report routes (staff side; docs/decisions/030): staff under
 * /api/admin (Admin only), the promoter's own money under /api/promoter (promoter only, own rows only).
 */
export const payoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });
    const promoterOnly = requireAuth(ctx, { roles: ['promoter'] });

    // promoterearn
    listWithCsv(app, {
      path: '/api/admin/commissions',
      preHandler: adminOnly,
      querystring: commissionListQuery,
      response: commissionListSchema,
      list: (req) => listCommissions(ctx.db, req.query),
      csv: {
        name: 'commissions',
        money: ['amount_rupees'],
        columns: [
          'id',
          'created_at',
          'promoter_name',
          'promo_code',
          'member_name',
          'member_registration_no',
          'kind',
          'status',
          'amount_rupees',
          'receipt_no',
          'voucher_no',
          'status_at',
          'note',
        ],
      },
      rows: (req) =>
        mapRows(iterateCommissions(ctx.db, req.query), (c) => ({ ...c, amount_rupees: c.amount_paise })),
    });
    app.post(
      '/api/admin/commissions/approve',
      {
        preHandler: adminOnly,
        schema: {
          body: approveSchema,
          response: { 200: envelope({ approved: z.number().int(), skipped: z.number().int() }) },
        },
      },
      async (req) => {
        const r = await approveCommissions(ctx, actorOf(req), req.body.ids);
        return ok(
          r,
          `${r.approved} commission${r.approved === 1 ? '' : 's'} approved` +
            (r.skipped ? `; ${r.skipped} skipped (not pending)` : ''),
        );
      },
    );
    app.post(
      '/api/admin/commissions/:id/reverse',
      {
        preHandler: adminOnly,
        schema: {
          params: commissionParam,
          body: reverseSchema,
          response: { 200: envelope({ result: z.enum(['event', 'correction']) }) },
        },
      },
      async (req) => {
        const result = await reverseCommission(ctx, actorOf(req), req.params.id, req.body.reason);
        return ok(
          { result: result as 'event' | 'correction' },
          result === 'correction'
            ? 'Commission was already paid: a correction is deducted from the next payout'
            : 'Commission reversed',
        );
      },
    );

    // paytopromoters
    app.get(
      '/api/admin/promoters/:id/payable',
      { preHandler: adminOnly, schema: { params: promoterParam, response: { 200: payableSchema } } },
      async (req) => ok(await payable(ctx.db, req.params.id)),
    );
    app.post(
      '/api/admin/payouts',
      {
        preHandler: adminOnly,
        schema: { body: payoutInputSchema, response: { 201: envelope({ payout: payoutRowSchema }) } },
      },
      async (req, reply) => {
        const payout = await recordPayout(ctx, actorOf(req), req.body);
        reply.status(201);
        return ok({ payout }, `Payout ${payout.voucher_no} recorded; the promoter was notified`);
      },
    );
    app.get(
      '/api/admin/payouts',
      {
        preHandler: adminOnly,
        schema: { querystring: payoutListQuery, response: { 200: payoutListSchema } },
      },
      async (req) => ok(await listPayouts(ctx.db, req.query)),
    );
    app.get(
      '/api/admin/payouts/:id/voucher',
      { preHandler: adminOnly, schema: { params: payoutParam } },
      async (req, reply) => {
        const v = await payoutVoucher(ctx, req.params.id, null);
        return sendDownload(reply, { type: 'application/pdf', filename: v.filename }, v.pdf);
      },
    );

    // promotersusers
    listWithCsv(app, {
      path: '/api/admin/promoter-referrals',
      preHandler: adminOnly,
      querystring: referredListQuery,
      response: referredListSchema,
      list: (req) => listReferred(ctx.db, req.query),
      csv: {
        name: 'promoter-referrals',
        money: ['earned_rupees'],
        columns: [
          'promoter_name',
          'promo_code',
          'member_name',
          'registration_no',
          'plan',
          'status',
          'stage',
          'registered_at',
          'earned_rupees',
        ],
      },
      rows: (req) =>
        mapRows(iterateReferred(ctx.db, req.query), (r) => ({ ...r, earned_rupees: r.earned_paise })),
    });

    // promotersdata
    listWithCsv(app, {
      path: '/api/admin/promoter-figures',
      preHandler: adminOnly,
      querystring: promoterFiguresQuery,
      response: promoterFiguresSchema,
      list: (req) => promoterFigures(ctx.db, req.query),
      csv: {
        name: 'promoter-figures',
        money: ['pending_rupees', 'approved_rupees', 'paid_rupees', 'reversed_rupees'],
        columns: [
          'name',
          'promo_code',
          'promoter_type',
          'active',
          'registered',
          'verified',
          'paid',
          'by_plan',
          'pending_rupees',
          'approved_rupees',
          'paid_rupees',
          'reversed_rupees',
        ],
      },
      rows: (req) =>
        mapRows(iterateFigures(ctx.db, req.query), (r) => ({
          ...r,
          by_plan: Object.entries(r.by_plan)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; '),
          pending_rupees: r.earnings_paise.pending,
          approved_rupees: r.earnings_paise.approved,
          paid_rupees: r.earnings_paise.paid,
          reversed_rupees: r.earnings_paise.reversed,
        })),
    });

    // promoters: resend the set-password link
    app.post(
      '/api/admin/promoters/:id/set-password-link',
      { preHandler: adminOnly, schema: { params: promoterParam, response: { 200: envelope({}) } } },
      async (req) => {
        const email = await resendSetPasswordLink(ctx, req.params.id);
        return ok({}, `A new set-password link was mailed to ${email}`);
      },
    );

    // The promoter's own money.
    app.get(
      '/api/promoter/earnings',
      {
        preHandler: promoterOnly,
        schema: { querystring: myEarningsQuery, response: { 200: earningsSchema } },
      },
      async (req) => ok(await promoterEarnings(ctx.db, actorOf(req).id, req.query)),
    );
    app.get(
      '/api/promoter/payouts',
      {
        preHandler: promoterOnly,
        schema: { querystring: earningsQuery, response: { 200: payoutListSchema } },
      },
      async (req) => ok(await listPayouts(ctx.db, { ...req.query, promoter: actorOf(req).id })),
    );
    app.get(
      '/api/promoter/payouts/:id/voucher',
      { preHandler: promoterOnly, schema: { params: payoutParam } },
      async (req, reply) => {
        const v = await payoutVoucher(ctx, req.params.id, actorOf(req).id);
        return sendDownload(reply, { type: 'application/pdf', filename: v.filename }, v.pdf);
      },
    );
  };
