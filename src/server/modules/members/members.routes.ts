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

const ok = envelope({});
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
      async (req) => ({
        success: true,
        message: 'ok',
        ...(await listShortlist(ctx, actorOf(req), req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      }),
    );
    app.post(
      '/api/user/shortlist/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: shortlistState } } },
      async (req) => {
        await addToShortlist(ctx, actorOf(req), req.params.registrationNo);
        return { success: true, message: MSG.shortlistAdded, shortlisted: true };
      },
    );
    app.delete(
      '/api/user/shortlist/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: shortlistState } } },
      async (req) => {
        await removeFromShortlist(ctx, actorOf(req), req.params.registrationNo);
        return { success: true, message: MSG.shortlistRemoved, shortlisted: false };
      },
    );

    app.get(
      '/api/user/blocks',
      { preHandler, schema: { querystring: pageQuerySchema, response: { 200: blocksResponseSchema } } },
      async (req) => ({
        success: true,
        message: 'ok',
        ...(await listBlocks(ctx, actorOf(req), req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      }),
    );
    app.post(
      '/api/user/blocks/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: blockState } } },
      async (req) => {
        await blockMember(ctx, actorOf(req), req.params.registrationNo);
        return { success: true, message: MSG.blocked, blocked: true };
      },
    );
    app.delete(
      '/api/user/blocks/:registrationNo',
      { preHandler, schema: { params: regNoParam, response: { 200: blockState } } },
      async (req) => {
        await unblockMember(ctx, actorOf(req), req.params.registrationNo);
        return { success: true, message: MSG.unblocked, blocked: false };
      },
    );

    app.post(
      '/api/user/reports',
      { preHandler, schema: { body: reportSchema, response: { 200: ok } } },
      async (req) => {
        await reportMember(ctx, actorOf(req), req.body);
        return { success: true, message: MSG.reported };
      },
    );

    app.get(
      '/api/user/visitors',
      { preHandler, schema: { querystring: pageQuerySchema, response: { 200: visitorsResponseSchema } } },
      async (req) => ({
        success: true,
        message: 'ok',
        ...(await listVisitors(ctx, actorOf(req), req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      }),
    );
  };
