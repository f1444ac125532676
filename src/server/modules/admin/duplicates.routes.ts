import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope } from '../../../shared/schemas/common';
import {
  duplicateDecisionSchema,
  duplicateListQuery,
  duplicateListSchema,
} from '../../../shared/schemas/duplicates';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { decideDuplicate, listDuplicates } from './duplicates.service';

const flagParam = z.object({ id: z.uuid({ error: MSG.duplicateNotFound }) });

/**
 * Duplicate accounts for staff (decision 194, docs/staff.md#duplicates). The permission (verification) is in
 * src/shared/policies/staff.ts STAFF_ROUTES.
 */
export const duplicatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/admin/duplicates',
      {
        preHandler: staff,
        schema: { querystring: duplicateListQuery, response: { 200: duplicateListSchema } },
      },
      async (req) => ok(await listDuplicates(ctx, actorOf(req), req.query)),
    );

    app.post(
      '/api/admin/duplicates/:id/decision',
      {
        preHandler: staff,
        schema: { params: flagParam, body: duplicateDecisionSchema, response: { 200: envelope({}) } },
      },
      async (req) => ok({}, await decideDuplicate(ctx, actorOf(req), req.params.id, req.body)),
    );
  };
