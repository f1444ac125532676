import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '../../../shared/plans';
import { envelope } from '../../../shared/schemas/common';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { listPublicPlans } from './plans.service';

/** GET /api/plans: the public plans (docs/member-area.md#plans-are-data), public, in the request's language (decision 150). */
export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans',
      { schema: { response: { 200: envelope({ plans: z.array(planSchema) }) } } },
      async (req) => ok({ plans: await listPublicPlans(ctx.db, req.lang) }),
    );
  };
