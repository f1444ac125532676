import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  sharedProfileResponseSchema,
  shareLinkCreatedSchema,
  shareLinkInputSchema,
  shareLinksResponseSchema,
} from '../../../shared/schemas/share';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, requireAuth } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { biodataPdf } from './biodata.pdf';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  sharedPhotoFile,
  viewSharedProfile,
} from './share.service';

const tokenParam = z.object({ token: z.string().min(1).max(100) });
const idParam = z.object({ id: z.uuid({ error: MSG.shareLinkNotFound }) });
/** The public page's answers are never indexed nor cached by a shared cache (docs/plan-features.md#share-link). */
const PRIVATE_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'private, no-store' };
/** Opening share links: per client address, a window small enough to stop guessing (decision 010's limiter). */
const SHARE_RATE = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Sharing the profile (SPEC §9 Silver "share your profile details", docs/plan-features.md): the member's share
 * links (list, create: 402 without the plan, revoke), the biodata PDF and the public page's data and photo.
 */
export const sharingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    app.get(
      '/api/user/share-links',
      { preHandler: member, schema: { response: { 200: shareLinksResponseSchema } } },
      async (req) => ok(await listShareLinks(ctx, actorOf(req))),
    );
    app.post(
      '/api/user/share-links',
      {
        preHandler: member,
        schema: { body: shareLinkInputSchema, response: { 201: shareLinkCreatedSchema } },
      },
      async (req, reply) => {
        const made = await createShareLink(ctx, actorOf(req), req.body.days);
        return reply.status(201).send(ok(made));
      },
    );
    app.delete(
      '/api/user/share-links/:id',
      { preHandler: member, schema: { params: idParam, response: { 200: envelope({}) } } },
      async (req) => {
        await revokeShareLink(ctx, actorOf(req), req.params.id);
        return ok({}, MSG.shareLinkRevoked);
      },
    );

    app.get(
      '/api/user/biodata.pdf',
      {
        preHandler: member,
        schema: {
          querystring: z.object({
            lang: z.enum(LANGUAGES).default('en'),
            contact: z.enum(['0', '1']).default('0'),
          }),
        },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        const pdf = await biodataPdf(ctx, actor, req.query.lang, req.query.contact === '1');
        const filename = `biodata-${actor.registrationNo}-${req.query.lang}.pdf`;
        return sendDownload(reply, { type: 'application/pdf', filename }, pdf);
      },
    );

    app.get(
      '/api/share/:token',
      {
        config: SHARE_RATE,
        schema: { params: tokenParam, response: { 200: sharedProfileResponseSchema } },
      },
      async (req, reply) => {
        reply.headers(PRIVATE_HEADERS);
        return ok({ profile: await viewSharedProfile(ctx, req.params.token) });
      },
    );
    app.get(
      '/api/share/:token/photo',
      { config: SHARE_RATE, schema: { hide: true, params: tokenParam } },
      async (req, reply) => {
        const file = await sharedPhotoFile(ctx, req.params.token);
        // Streamed from the store (decision 180), like a photo.
        const stored = await ctx.store.get(file);
        if (!stored) throw new AppError(404, MSG.photoNotFound, 'not_found');
        return reply
          .headers(PRIVATE_HEADERS)
          .header('content-type', 'image/webp')
          .header('content-length', stored.size)
          .send(stored.body);
      },
    );
  };
