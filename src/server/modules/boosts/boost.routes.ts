import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { boostedListResponseSchema, boostResponseSchema } from '../../../shared/schemas/boost';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { boostState, listBoosted, startBoost } from './boost.service';

/**
 * The monthly profile boost (docs/plan-features.md#profile-boost): the member's state and start (members),
 * profiles boosted now (staff with the members permission, STAFF_ROUTES; promoters see their referrals').
 */
export const boostRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    app.get(
      '/api/user/boost',
      { preHandler: member, schema: { response: { 200: boostResponseSchema } } },
      async (req) => ok({ boost: await boostState(ctx, actorOf(req)) }),
    );
    app.post(
      '/api/user/boost',
      { preHandler: member, schema: { response: { 200: boostResponseSchema } } },
      async (req) => ok({ boost: await startBoost(ctx, actorOf(req)) }, MSG.boostStarted),
    );
    app.get(
      '/api/admin/boosts',
      {
        preHandler: requireAuth(ctx, { roles: ['Admin'] }),
        schema: { response: { 200: boostedListResponseSchema } },
      },
      async () => ok({ profiles: await listBoosted(ctx) }),
    );
    app.get(
      '/api/promoter/boosts',
      {
        preHandler: requireAuth(ctx, { roles: ['promoter'] }),
        schema: { response: { 200: boostedListResponseSchema } },
      },
      async (req) => ok({ profiles: await listBoosted(ctx, actorOf(req).id) }),
    );
  };
