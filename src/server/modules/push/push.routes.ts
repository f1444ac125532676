import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  pushSettingsBody,
  pushSettingsSchema,
  pushStateSchema,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '../../../shared/schemas/push';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  assertMayReceivePush,
  pushState,
  subscribePush,
  unsubscribePush,
  updatePushSettings,
} from './push.service';

/**
 * Web Push for members (docs/installable-app.md#push, decision 201): GET /api/user/push (offered or not,
 * the VAPID public key, the switches), POST and DELETE /api/user/push/subscriptions (this device on or
 * off; 404 while push is not configured; turning on is 402 for a plan without push, decision 208), PUT /api/user/push/settings (the switches per kind).
 */
export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const configured = () => {
      if (!ctx.config.push) throw new AppError(404, MSG.pushOff, 'push_off');
    };

    app.get(
      '/api/user/push',
      { preHandler: member, schema: { response: { 200: envelope({ push: pushStateSchema }) } } },
      async (req) => ok({ push: await pushState(ctx, actorOf(req)) }),
    );

    app.post(
      '/api/user/push/subscriptions',
      { preHandler: member, schema: { body: pushSubscriptionBody, response: { 200: envelope({}) } } },
      async (req) => {
        configured();
        await assertMayReceivePush(ctx, actorOf(req));
        await subscribePush(ctx, actorOf(req).id, req.body);
        return ok({}, MSG.pushOn);
      },
    );

    app.delete(
      '/api/user/push/subscriptions',
      {
        preHandler: member,
        schema: { body: pushUnsubscribeBody, response: { 200: envelope({ removed: z.boolean() }) } },
      },
      async (req) =>
        ok({ removed: await unsubscribePush(ctx, actorOf(req).id, req.body.endpoint) }, MSG.pushOffHere),
    );

    app.put(
      '/api/user/push/settings',
      {
        preHandler: member,
        schema: { body: pushSettingsBody, response: { 200: envelope({ settings: pushSettingsSchema }) } },
      },
      async (req) =>
        ok({ settings: await updatePushSettings(ctx, actorOf(req).id, req.body) }, MSG.pushSettingsSaved),
    );
  };
