import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, pagedList } from '../../../shared/schemas/common';
import {
  adminChangeListQuery,
  adminChangeSchema,
  changeRequestSchema,
  myProfileSchema,
  preferencesInputSchema,
  preferencesSchema,
  privacySchema,
  profileUpdateSchema,
  reviewSchema,
} from '../../../shared/schemas/member';
import { profileSchema } from '../../../shared/schemas/profile';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  getMyPreferences,
  getMyProfile,
  listChangeRequests,
  reviewChangeRequest,
  saveMyPreferences,
  saveMyPrivacy,
  updateMyProfile,
} from './member.service';

/**
 * The member's own profile (docs/member-area.md): GET /api/user/me, PUT /api/user/profile, GET/PUT
 * /api/user/preferences, PUT /api/user/privacy; and staff review of name/gender/date-of-birth changes:
 * GET /api/admin/profile-changes, PATCH /api/admin/profile-changes/{id}.
 */
export const memberRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/user/me',
      { preHandler: member, schema: { response: { 200: envelope(myProfileSchema.shape) } } },
      async (req) => ok(await getMyProfile(ctx, actorOf(req))),
    );

    app.put(
      '/api/user/profile',
      {
        preHandler: member,
        schema: {
          body: profileUpdateSchema,
          response: {
            200: envelope({ profile: profileSchema, pending_changes: changeRequestSchema.nullable() }),
          },
        },
      },
      async (req) => {
        const { message, ...rest } = await updateMyProfile(ctx, actorOf(req), req.body);
        return ok(rest, message);
      },
    );

    app.get(
      '/api/user/preferences',
      { preHandler: member, schema: { response: { 200: envelope({ preferences: preferencesSchema }) } } },
      async (req) => ok({ preferences: await getMyPreferences(ctx, actorOf(req)) }),
    );

    app.put(
      '/api/user/preferences',
      {
        preHandler: member,
        schema: {
          body: preferencesInputSchema,
          response: { 200: envelope({ preferences: preferencesSchema }) },
        },
      },
      async (req) =>
        ok({ preferences: await saveMyPreferences(ctx, actorOf(req), req.body) }, MSG.preferencesSaved),
    );

    app.put(
      '/api/user/privacy',
      {
        preHandler: member,
        schema: { body: privacySchema, response: { 200: envelope({ privacy: privacySchema }) } },
      },
      async (req) => ok({ privacy: await saveMyPrivacy(ctx, actorOf(req), req.body) }, MSG.privacySaved),
    );

    app.get(
      '/api/admin/profile-changes',
      {
        preHandler: adminOnly,
        schema: {
          querystring: adminChangeListQuery,
          response: { 200: pagedList('changes', adminChangeSchema) },
        },
      },
      async (req) => okPage(await listChangeRequests(ctx, req.query), req.query),
    );

    app.patch(
      '/api/admin/profile-changes/:id',
      {
        preHandler: adminOnly,
        schema: {
          params: z.object({ id: z.uuid({ error: MSG.changeNotFound }) }),
          body: reviewSchema,
          response: { 200: envelope({ change: adminChangeSchema }) },
        },
      },
      async (req) => {
        const change = await reviewChangeRequest(ctx, actorOf(req), req.params.id, req.body);
        return ok({ change }, change.status === 'approved' ? 'Change approved' : 'Change rejected');
      },
    );
  };
