import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import {
  blocksResponseSchema,
  membersPageResponseSchema,
  pageQuerySchema,
  reportSchema,
  visitorsResponseSchema,
} from '../../../shared/schemas/members';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { listVisitors } from '../directory/visits';
import {
  addToShortlist,
  blockMember,
  listBlocks,
  listShortlist,
  removeFromShortlist,
  reportMember,
  unblockMember,
} from './members.service';

const okSchema = envelope({});
const shortlistState = envelope({ shortlisted: z.boolean() });
const blockState = envelope({ blocked: z.boolean() });

/**
 * The member area's relations (docs/member-area.md): shortlist, blocks, reports and "who viewed my profile". Active members only (FreeUser, SilverUser, PremiumUser, Assistance).
 */
export const membersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/shortlist',
      { preHandler, schema: { querystring: pageQuerySchema, response: { 200: membersPageResponseSchema } } },
      async (req) => okPage(await listShortlist(ctx, actorOf(req), req.query), req.query),
    );
    app.post(
      '/api/user/shortlist/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: shortlistState } } },
      async (req) => {
        await addToShortlist(ctx, actorOf(req), req.params.registrationNo);
        return ok({ shortlisted: true }, MSG.shortlistAdded);
      },
    );
    app.delete(
      '/api/user/shortlist/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: shortlistState } } },
      async (req) => {
        await removeFromShortlist(ctx, actorOf(req), req.params.registrationNo);
        return ok({ shortlisted: false }, MSG.shortlistRemoved);
      },
    );

    app.get(
      '/api/user/blocks',
      { preHandler, schema: { querystring: pageQuerySchema, response: { 200: blocksResponseSchema } } },
      async (req) => okPage(await listBlocks(ctx, actorOf(req), req.query), req.query),
    );
    app.post(
      '/api/user/blocks/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: blockState } } },
      async (req) => {
        await blockMember(ctx, actorOf(req), req.params.registrationNo);
        return ok({ blocked: true }, MSG.blocked);
      },
    );
    app.delete(
      '/api/user/blocks/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: blockState } } },
      async (req) => {
        await unblockMember(ctx, actorOf(req), req.params.registrationNo);
        return ok({ blocked: false }, MSG.unblocked);
      },
    );

    app.post(
      '/api/user/reports',
      { preHandler, schema: { body: reportSchema, response: { 200: okSchema } } },
      async (req) => {
        await reportMember(ctx, actorOf(req), req.body);
        return ok({}, MSG.reported);
      },
    );

    app.get(
      '/api/user/visitors',
      { preHandler, schema: { querystring: pageQuerySchema, response: { 200: visitorsResponseSchema } } },
      async (req) => okPage(await listVisitors(ctx, actorOf(req), req.query), req.query),
    );
  };
