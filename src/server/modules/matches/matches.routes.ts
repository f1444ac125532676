import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import {
  matchExplanationSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  memberFiltersSchema,
  membersResponseSchema,
  searchQuerySchema,
} from '../../../shared/schemas/members';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { browseMembers, searchMembers } from './browse.service';
import { explainMatch } from './explain.service';
import { listMatches } from './matches.service';

/**
 * Matches, browsing and search (docs/member-area.md#matches): GET /api/user/matches, /api/user/members (viewAll) and
 * /api/user/search. Active members only (FreeUser, SilverUser, PremiumUser, Assistance).
 */
export const matchesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/matches',
      { preHandler, schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema } } },
      async (req) => {
        const q = req.query;
        const r = await listMatches(ctx, actorOf(req), q, undefined, req.lang);
        return okPage(r, q);
      },
    );

    // Decision 126: why a card shows its score, both sides' nice-to-haves in words.
    app.get(
      '/api/user/matches/:registrationNo/explanation',
      {
        preHandler,
        schema: { params: regNoParam, response: { 200: envelope({ explanation: matchExplanationSchema }) } },
      },
      async (req) =>
        ok({ explanation: await explainMatch(ctx, actorOf(req), req.params.registrationNo, req.lang) }),
    );

    app.get(
      '/api/user/members',
      { preHandler, schema: { querystring: memberFiltersSchema, response: { 200: membersResponseSchema } } },
      async (req) => {
        const q = req.query;
        const r = await browseMembers(ctx, actorOf(req), q);
        return okPage(r, q);
      },
    );

    app.get(
      '/api/user/search',
      { preHandler, schema: { querystring: searchQuerySchema, response: { 200: membersResponseSchema } } },
      async (req) => {
        const q = req.query;
        const r = await searchMembers(ctx, actorOf(req), q);
        return okPage(r, q);
      },
    );
  };
