import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, pagedList } from '../../../shared/schemas/common';
import {
  adminPhotoListQuery,
  adminPhotoSchema,
  type OwnPhoto,
  ownPhotoSchema,
  reviewSchema,
} from '../../../shared/schemas/member';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { VARIANTS } from '../../media/signing';
import { readUpload } from '../../media/upload';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  adminListPhotos,
  deletePhoto,
  listOwnPhotos,
  mediaFile,
  reserveUpload,
  reviewPhoto,
  setPrimaryPhoto,
  uploadPhoto,
} from './photo.service';

const idParam = z.object({ id: z.uuid({ error: MSG.photoNotFound }) });
const photosAnswer = envelope({ photos: z.array(ownPhotoSchema) });

/**
 * Photo routes (docs/member-area.md#photos): the member's own photos under /api/user/photos, the verification queue under
 * /api/admin/photos, and the signed media links under /api/media.
 */
export const photoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/user/photos',
      { preHandler: member, schema: { response: { 200: photosAnswer } } },
      async (req) => ok({ photos: await listOwnPhotos(ctx, actorOf(req).id) }),
    );

    app.post(
      '/api/user/photos',
      {
        preHandler: member,
        schema: { response: { 200: envelope({ photo: ownPhotoSchema, photos: z.array(ownPhotoSchema) }) } },
      },
      async (req) => {
        const actor = actorOf(req);
        if (!req.isMultipart())
          throw new AppError(400, MSG.photoMissing, 'no_file', { photo: MSG.photoMissing });
        const release = await reserveUpload(ctx, actor);
        let photo: OwnPhoto;
        try {
          photo = await uploadPhoto(ctx, actor, await readUpload(req));
        } finally {
          await release();
        }
        return ok({ photo, photos: await listOwnPhotos(ctx, actor.id) }, MSG.photoUploaded);
      },
    );

    app.delete(
      '/api/user/photos/:id',
      { preHandler: member, schema: { params: idParam, response: { 200: photosAnswer } } },
      async (req) => {
        const actor = actorOf(req);
        await deletePhoto(ctx, actor, req.params.id);
        return ok({ photos: await listOwnPhotos(ctx, actor.id) }, MSG.photoDeleted);
      },
    );

    app.post(
      '/api/user/photos/:id/primary',
      { preHandler: member, schema: { params: idParam, response: { 200: photosAnswer } } },
      async (req) => {
        const actor = actorOf(req);
        await setPrimaryPhoto(ctx, actor, req.params.id);
        return ok({ photos: await listOwnPhotos(ctx, actor.id) }, MSG.photoPrimarySet);
      },
    );

    app.get(
      '/api/admin/photos',
      {
        preHandler: adminOnly,
        schema: {
          querystring: adminPhotoListQuery,
          response: { 200: pagedList('photos', adminPhotoSchema) },
        },
      },
      async (req) => okPage(await adminListPhotos(ctx, actorOf(req), req.query), req.query),
    );

    app.patch(
      '/api/admin/photos/:id',
      {
        preHandler: adminOnly,
        schema: {
          params: idParam,
          body: reviewSchema,
          response: { 200: envelope({ photo: ownPhotoSchema }) },
        },
      },
      async (req) => {
        const photo = await reviewPhoto(ctx, actorOf(req), req.params.id, req.body);
        return ok({ photo }, photo.status === 'approved' ? 'Photo approved' : 'Photo rejected');
      },
    );

    app.get(
      '/api/media/:photoId/:variant',
      {
        schema: {
          hide: true,
          params: z.object({ photoId: z.uuid(), variant: z.enum(VARIANTS) }),
          querystring: z.object({ u: z.uuid(), e: z.coerce.number().int(), s: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const { photoId, variant } = req.params;
        const key = await mediaFile(ctx, {
          photoId,
          variant,
          viewerId: req.query.u,
          exp: req.query.e,
          sig: req.query.s,
        });
        // Streamed from the store, never a redirect to it (decision 180): the signed link's rules hold.
        const file = await ctx.store.get(key);
        if (!file) throw new AppError(404, MSG.photoNotFound, 'not_found');
        const maxAge = Math.max(0, Math.min(300, req.query.e - Math.floor(Date.now() / 1000)));
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', file.size)
          .header('cache-control', `private, max-age=${maxAge}`)
          .send(file.body);
      },
    );
  };
