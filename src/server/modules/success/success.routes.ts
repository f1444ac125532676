import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  answerSchema,
  markFoundSchema,
  mySuccessAnswer,
  mySuccessSchema,
  publicStorySchema,
  staffStoryListSchema,
  storyListQuery,
  storyReviewSchema,
  storySchema,
} from '../../../shared/schemas/success';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readUpload } from '../../media/upload';
import { actorOf, requireAuth } from '../../plugins/auth';
import { removeStoryPhoto, setStoryPhoto, staffStoryPhotoUrl, storyPhotoFile } from './story-photo';
import {
  answerAsPartner,
  cancelFound,
  listStories,
  markFound,
  mySuccess,
  publicStories,
  reviewStory,
  saveStory,
  withdrawStory,
} from './success.service';

const idParam = z.object({ id: z.uuid() });
const recordAnswer = envelope({ record: mySuccessSchema.nullable() });

/**
 * Success stories (decision 160, docs/success-stories.md): members mark "We found our match", the named
 * partner confirms, both agree to a story, staff with the verification permission approve it (STAFF_ROUTES),
 * and the public reads the approved ones.
 */
export const successRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/success-stories',
      { schema: { response: { 200: envelope({ stories: z.array(publicStorySchema) }) } } },
      async () => ok({ stories: await publicStories(ctx.db) }),
    );

    app.get(
      '/api/user/success',
      { preHandler: member, schema: { response: { 200: mySuccessAnswer } } },
      async (req) => ok(await mySuccess(ctx, actorOf(req))),
    );
    app.post(
      '/api/user/success',
      { preHandler: member, schema: { body: markFoundSchema, response: { 201: recordAnswer } } },
      async (req, reply) => {
        const record = await markFound(ctx, actorOf(req), req.body.partner_registration_no);
        reply.code(201);
        return ok({ record }, MSG.successMarked);
      },
    );
    app.post(
      '/api/user/success/:id/answer',
      {
        preHandler: member,
        schema: { params: idParam, body: answerSchema, response: { 200: recordAnswer } },
      },
      async (req) => {
        const record = await answerAsPartner(ctx, actorOf(req), req.params.id, req.body.confirm);
        return ok({ record }, req.body.confirm ? MSG.successConfirmed : MSG.successDeclined);
      },
    );
    app.put(
      '/api/user/success/:id/story',
      { preHandler: member, schema: { params: idParam, body: storySchema, response: { 200: recordAnswer } } },
      async (req) =>
        ok({ record: await saveStory(ctx, actorOf(req), req.params.id, req.body) }, MSG.successStorySaved),
    );
    app.post(
      '/api/user/success/:id/withdraw',
      { preHandler: member, schema: { params: idParam, response: { 200: recordAnswer } } },
      async (req) =>
        ok({ record: await withdrawStory(ctx, actorOf(req), req.params.id) }, MSG.successWithdrawn),
    );
    app.delete(
      '/api/user/success/:id',
      { preHandler: member, schema: { params: idParam, response: { 200: envelope({}) } } },
      async (req) => {
        await cancelFound(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.successCancelled);
      },
    );

    app.get(
      '/api/admin/success-stories',
      { preHandler: staff, schema: { querystring: storyListQuery, response: { 200: staffStoryListSchema } } },
      async (req) => {
        const viewer = actorOf(req).id;
        const photo = (id: string) => staffStoryPhotoUrl(ctx, id, viewer);
        return ok(await listStories(ctx.db, req.query, photo));
      },
    );
    app.post(
      '/api/admin/success-stories/:id/review',
      {
        preHandler: staff,
        schema: { params: idParam, body: storyReviewSchema, response: { 200: envelope({}) } },
      },
      async (req) => {
        await reviewStory(ctx, actorOf(req), req.params.id, req.body);
        return ok({}, MSG.successReviewed);
      },
    );

    // The story's one photo (docs/success-stories.md#the-photo): staff attach, replace or remove it.
    app.put(
      '/api/admin/success-stories/:id/photo',
      { preHandler: staff, schema: { params: idParam, response: { 200: envelope({}) } } },
      async (req) => {
        if (!req.isMultipart())
          throw new AppError(400, MSG.photoMissing, 'no_file', { photo: MSG.photoMissing });
        await setStoryPhoto(ctx, actorOf(req), req.params.id, await readUpload(req));
        return ok({}, MSG.successPhotoSaved);
      },
    );
    app.delete(
      '/api/admin/success-stories/:id/photo',
      { preHandler: staff, schema: { params: idParam, response: { 200: envelope({}) } } },
      async (req) => {
        await removeStoryPhoto(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.successPhotoRemoved);
      },
    );
    app.get(
      '/api/success-stories/:id/photo',
      {
        schema: {
          hide: true,
          params: z.object({ id: z.uuid({ error: MSG.photoNotFound }) }),
          querystring: z.object({
            u: z.uuid().optional(),
            e: z.coerce.number().int().optional(),
            s: z.string().max(100).optional(),
          }),
        },
      },
      async (req, reply) => {
        const found = await storyPhotoFile(ctx, req.params.id, req.query);
        // Streamed from the store (decision 180), like a member's photo.
        const file = await ctx.store.get(found.key);
        if (!file) throw new AppError(404, MSG.photoNotFound, 'not_found');
        return (
          reply
            .header('content-type', 'image/webp')
            .header('content-length', file.size)
            // a withdrawn story's photo leaves with the next request (docs/success-stories.md)
            .header('cache-control', found.public ? 'public, max-age=60' : 'private, no-store')
            .send(file.body)
        );
      },
    );
  };
