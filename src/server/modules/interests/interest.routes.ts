import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import type { InterestAction } from '../../../shared/policies';
import { USER_AREA_ROLES } from '../../../shared/roles';
import {
  expressInterestSchema,
  interestActionResponseSchema,
  interestIdParam,
  interestsQuerySchema,
  interestsResponseSchema,
} from '../../../shared/schemas/members';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { answerInterest, expressInterest, listInterests } from './interest.service';

const DONE: Record<InterestAction, string> = {
  accept: MSG.interestAccepted,
  decline: MSG.interestDeclined,
  withdraw: MSG.interestWithdrawn,
};

/**
 * Interests (docs/member-area.md#interests): POST /api/user/interests, POST /api/user/interests/:id/{accept,decline,withdraw},
 * GET /api/user/interests?tab=received|sent|accepted. Active members only.
 */
export const interestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/interests',
      {
        preHandler,
        schema: { querystring: interestsQuerySchema, response: { 200: interestsResponseSchema } },
      },
      async (req) => {
        const q = req.query;
        const r = await listInterests(ctx, actorOf(req), q);
        return okPage(r, q);
      },
    );

    app.post(
      '/api/user/interests',
      {
        preHandler,
        schema: { body: expressInterestSchema, response: { 200: interestActionResponseSchema } },
      },
      async (req) => ok({ interest: await expressInterest(ctx, actorOf(req), req.body) }, MSG.interestSent),
    );

    for (const action of ['accept', 'decline', 'withdraw'] as const) {
      app.post(
        `/api/user/interests/:id/${action}`,
        { preHandler, schema: { params: interestIdParam, response: { 200: interestActionResponseSchema } } },
        async (req) =>
          ok({ interest: await answerInterest(ctx, actorOf(req), req.params.id, action) }, DONE[action]),
      );
    }
  };
