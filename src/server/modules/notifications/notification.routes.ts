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
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    // The staff area's bell (docs/assisted-service.md#a-relationship-manager): the same list and marking for a staff account.
    for (const [base, guard] of [
      ['/api/user', member],
      ['/api/admin', staff],
    ] as const) {
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
        async (req) => ({
          success: true,
          message: 'ok',
          ...(await listNotifications(ctx, actorOf(req).id, req.query, req.lang)),
        }),
      );

      app.post(
        `${base}/notifications/read`,
        {
          preHandler: guard,
          schema: { body: markReadSchema.nullish(), response: { 200: envelope({ unread: z.number() }) } },
        },
        async (req) => ({
          success: true,
          message: 'Notifications marked as read',
          unread: await markRead(ctx, actorOf(req).id, req.body?.ids),
        }),
      );
    }
  };
