import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  createSavedSearchSchema,
  mailUnsubscribeSchema,
  matchesMailResponseSchema,
  matchesMailSchema,
  savedSearchesResponseSchema,
  savedSearchIdParam,
  savedSearchResponseSchema,
  updateSavedSearchSchema,
} from '../../../shared/schemas/saved-searches';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  setMatchesMail,
  unsubscribeMail,
  updateSavedSearch,
} from './saved-searches.service';

/**
 * Saved searches and the new-match mails (decision 202, docs/member-area.md#saved-searches):
 * /api/user/saved-searches (list, create, rename or change frequency, delete) and /api/user/matches-mail for
 * active members; POST /api/mail/unsubscribe for anyone holding a mail's signed link.
 */
export const savedSearchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/saved-searches',
      { preHandler, schema: { response: { 200: savedSearchesResponseSchema } } },
      async (req) => ok(await listSavedSearches(ctx, actorOf(req))),
    );

    app.post(
      '/api/user/saved-searches',
      { preHandler, schema: { body: createSavedSearchSchema, response: { 200: savedSearchResponseSchema } } },
      async (req) =>
        ok({ search: await createSavedSearch(ctx, actorOf(req), req.body) }, MSG.savedSearchSaved),
    );

    app.patch(
      '/api/user/saved-searches/:id',
      {
        preHandler,
        schema: {
          params: savedSearchIdParam,
          body: updateSavedSearchSchema,
          response: { 200: savedSearchResponseSchema },
        },
      },
      async (req) =>
        ok(
          { search: await updateSavedSearch(ctx, actorOf(req), req.params.id, req.body) },
          MSG.savedSearchUpdated,
        ),
    );

    app.delete(
      '/api/user/saved-searches/:id',
      { preHandler, schema: { params: savedSearchIdParam, response: { 200: envelope({}) } } },
      async (req) => {
        await deleteSavedSearch(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.savedSearchDeleted);
      },
    );

    app.put(
      '/api/user/matches-mail',
      { preHandler, schema: { body: matchesMailSchema, response: { 200: matchesMailResponseSchema } } },
      async (req) =>
        ok(
          { matches_mail: await setMatchesMail(ctx, actorOf(req), req.body.frequency) },
          MSG.matchesMailSaved,
        ),
    );

    app.post(
      '/api/mail/unsubscribe',
      { schema: { body: mailUnsubscribeSchema, response: { 200: envelope({}) } } },
      async (req) => {
        await unsubscribeMail(ctx, req.body.token);
        return ok({}, MSG.mailUnsubscribed);
      },
    );
  };
