import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/schemas/common';
import {
  pagedQuery,
  promoterDashboardSchema,
  promoterInputSchema,
  promoterListSchema,
  promoterRowSchema,
  promoterStatusSchema,
  referralListSchema,
  setPasswordSchema,
} from '../../../shared/schemas/promoters';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  createPromoter,
  listPromoters,
  setPasswordWithToken,
  setPromoterActive,
  updatePromoter,
} from './promoters.service';
import { listReferrals, promoterDashboard } from './referrals.service';

const idParam = z.object({ id: z.uuid({ error: 'Promoter not found' }) });

/** Promoter routes (docs/promoter-area.md): staff management under /api/admin/promoters, the promoter's own area. */
export const promoterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });
    const promoter = requireAuth(ctx, { roles: ['promoter'] });
    // The screen lock (423) is added to every /api/promoter route by one hook (screen-lock.ts).
    const promoterOnly = promoter;
    const one = { 200: envelope({ promoter: promoterRowSchema }) };

    app.get(
      '/api/admin/promoters',
      {
        preHandler: adminOnly,
        schema: { querystring: pagedQuery, response: { 200: envelope(promoterListSchema.shape) } },
      },
      async (req) => ok(await listPromoters(ctx.db, req.query)),
    );

    app.post(
      '/api/admin/promoters',
      { preHandler: adminOnly, schema: { body: promoterInputSchema, response: one } },
      async (req) => {
        const promoter = await createPromoter(ctx, req.body);
        return ok(
          { promoter },
          `Promoter ${promoter.name} created; a set-password link was mailed to ${promoter.email}`,
        );
      },
    );

    app.put(
      '/api/admin/promoters/:id',
      { preHandler: adminOnly, schema: { params: idParam, body: promoterInputSchema, response: one } },
      async (req) => ok({ promoter: await updatePromoter(ctx, req.params.id, req.body) }, 'Promoter saved'),
    );

    app.patch(
      '/api/admin/promoters/:id/status',
      { preHandler: adminOnly, schema: { params: idParam, body: promoterStatusSchema, response: one } },
      async (req) => {
        const promoter = await setPromoterActive(ctx, req.params.id, req.body);
        return ok({ promoter }, `${promoter.name} ${promoter.active ? 'activated' : 'deactivated'}`);
      },
    );

    app.post(
      '/api/auth/set-password',
      {
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
        schema: { body: setPasswordSchema, response: { 200: envelope({}) } },
      },
      async (req) => {
        await setPasswordWithToken(ctx, req.body.token, req.body.password);
        return ok({}, 'Your password is set. Sign in with your email and this password.');
      },
    );

    app.get(
      '/api/promoter/dashboard',
      {
        preHandler: promoterOnly,
        schema: { response: { 200: envelope({ dashboard: promoterDashboardSchema }) } },
      },
      async (req) => ok({ dashboard: await promoterDashboard(ctx, actorOf(req)) }),
    );

    app.get(
      '/api/promoter/team-users',
      {
        preHandler: promoterOnly,
        schema: { querystring: pagedQuery, response: { 200: envelope(referralListSchema.shape) } },
      },
      async (req) => ok(await listReferrals(ctx.db, actorOf(req).id, req.query)),
    );
  };
