import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import { profileSchema } from '../../../shared/schemas/profile';
import { memberRelationSchema } from '../../../shared/schemas/relation';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { viewProfile } from './profile.service';

/** GET /api/user/profile/{registrationNo} (SPEC §7; docs/member-area.md, adds `relation` for a member viewer). */
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
      async (req) => ok(await viewProfile(ctx, actorOf(req), req.params.registrationNo)),
    );
  };
