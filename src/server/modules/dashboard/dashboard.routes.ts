import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { dashboardResponseSchema, myPlanResponseSchema } from '../../../shared/schemas/members';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { getDashboard, myPlan } from './dashboard.service';

/** GET /api/user/dashboard and GET /api/user/plan (docs/member-area.md#plans-are-data): active members only. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/dashboard',
      { preHandler, schema: { response: { 200: dashboardResponseSchema } } },
      async (req) => ok({ dashboard: await getDashboard(ctx, actorOf(req), req.lang) }),
    );

    app.get(
      '/api/user/plan',
      { preHandler, schema: { response: { 200: myPlanResponseSchema } } },
      async (req) => ok({ plan: await myPlan(ctx, actorOf(req)) }),
    );
  };
