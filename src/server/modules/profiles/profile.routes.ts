import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import { profileSchema } from '../../../shared/schemas/profile';
import { actorOf, requireAuth } from '../../plugins/auth';
import type { AppContext } from '../../lib/context';
import { getProfile } from './profile.service';

/** GET /api/user/profile/{registrationNo} (SPEC §7). */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/profile/:registrationNo',
      {
        preHandler: requireAuth(ctx, { allowInactive: true }),
        schema: { params: regNoParam, response: { 200: envelope({ profile: profileSchema }) } },
      },
      async (req) => ({
        success: true,
        message: 'ok',
        profile: await getProfile(ctx, actorOf(req), req.params.registrationNo),
      }),
    );
  };
