import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import { markReadSchema, notificationListQuery, notificationSchema } from '../../../shared/schemas/member';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { listNotifications, markRead } from './notification.service';

/** The bell (docs/member-area.md): GET /api/user/notifications and POST /api/user/notifications/read. */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });

    app.get(
      '/api/user/notifications',
      {
        preHandler: member,
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
      async (req) => ({
        success: true,
        message: 'ok',
        ...(await listNotifications(ctx, actorOf(req).id, req.query, req.lang)),
      }),
    );

    app.post(
      '/api/user/notifications/read',
      {
        preHandler: member,
        schema: { body: markReadSchema.nullish(), response: { 200: envelope({ unread: z.number() }) } },
      },
      async (req) => ({
        success: true,
        message: 'Notifications marked as read',
        unread: await markRead(ctx, actorOf(req).id, req.body?.ids),
      }),
    );
  };
