import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import { profileSchema } from '../../../shared/schemas/profile';
import { memberRelationSchema } from '../../../shared/schemas/relation';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { memberRelation } from '../members/members.service';
import { getProfile } from './profile.service';

/** GET /api/user/profile/{registrationNo} (SPEC §7). */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/profile/:registrationNo',
      {
        preHandler: requireAuth(ctx, { allowInactive: true }),
        schema: {
          params: regNoParam,
          response: { 200: envelope({ profile: profileSchema, relation: memberRelationSchema.optional() }) },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const profile = await getProfile(ctx, actor, req.params.registrationNo);
        // issue #3: a member viewing another member also gets the interest, shortlist and photo state.
        const relation = await memberRelation(ctx, actor, profile.registration_no);
        return { success: true, message: 'ok', profile, relation };
      },
    );
  };
