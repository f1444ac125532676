import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import { markReadSchema, notificationListQuery, notificationSchema } from '../../../shared/schemas/member';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { listNotifications, markRead } from './notification.service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The bell's two routes under `base` behind `guard` (docs/member-area.md): GET `${base}/notifications`
 * (the page, the unread count and the total) and POST `${base}/notifications/read` (marks the given ids,
 * or all, read). `localised`: texts in the request's language (`req.lang`); otherwise in English (the
 * promoter area, docs/promoter-area.md).
 */
export function bellRoutes(
  app: ZodApp,
  ctx: AppContext,
  base: string,
  guard: (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
  localised = true,
): void {
  app.get(
    `${base}/notifications`,
    {
      preHandler: guard,
      schema: {
        querystring: notificationListQuery,
        response: {
          200: envelope({
            notifications: z.array(notificationSchema),
            unread: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async (req) =>
      ok(await listNotifications(ctx, actorOf(req).id, req.query, localised ? req.lang : undefined)),
  );

  app.post(
    `${base}/notifications/read`,
    {
      preHandler: guard,
      schema: { body: markReadSchema.nullish(), response: { 200: envelope({ unread: z.number() }) } },
    },
    async (req) =>
      ok({ unread: await markRead(ctx, actorOf(req).id, req.body?.ids) }, 'Notifications marked as read'),
  );
}

/** The bell (docs/member-area.md): GET /api/user/notifications and POST /api/user/notifications/read. */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    bellRoutes(app, ctx, '/api/user', requireAuth(ctx, { roles: USER_AREA_ROLES }));
    // The staff area's bell (docs/assisted-service.md#a-relationship-manager): the same list and marking for a staff account.
    bellRoutes(app, ctx, '/api/admin', requireAuth(ctx, { roles: ['Admin'] }));
  };
