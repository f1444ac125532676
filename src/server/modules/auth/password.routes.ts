import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema } from '../../../shared/schemas/account';
import { envelope } from '../../../shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { changePassword, signOutEverywhere } from './password.service';

/**
 * Account security for every account kind (docs/first-impressions.md#details-members-notice): change password and sign out everywhere.
 * Open to inactive accounts too (a pending member may want to change a leaked password).
 */
export const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(ctx, { allowInactive: true, allowPasswordChangeDue: true });
    app.post(
      '/api/account/password',
      {
        preHandler: auth,
        schema: { body: changePasswordSchema, response: { 200: envelope({ token: z.string() }) } },
      },
      async (req) => changePassword(ctx, actorOf(req), req.body),
    );
    app.post(
      '/api/account/sign-out-everywhere',
      { preHandler: auth, schema: { response: { 200: envelope({}) } } },
      async (req) => signOutEverywhere(ctx, actorOf(req)),
    );
  };
