import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import { mobileConfirmSchema, myVerificationAnswer } from '../../../shared/schemas/verification';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { confirmMobileCode, sendMobileCode } from './mobile.service';
import { myVerification } from './verification.service';

/**
 * Trust badges (docs/verification.md): a member proves the mobile number by SMS and uploads an ID; every
 * member plan may (trust is not a paid feature).
 */
export const verificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const ok = { 200: envelope({}) };

    app.get(
      '/api/user/verification',
      { preHandler: member, schema: { response: { 200: myVerificationAnswer } } },
      async (req) => ({ success: true, message: 'ok', ...(await myVerification(ctx, actorOf(req).id)) }),
    );
    app.post('/api/user/verification/mobile', { preHandler: member, schema: { response: ok } }, async (req) =>
      sendMobileCode(ctx, actorOf(req).id, req.ip),
    );
    app.post(
      '/api/user/verification/mobile/confirm',
      { preHandler: member, schema: { body: mobileConfirmSchema, response: ok } },
      async (req) => confirmMobileCode(ctx, actorOf(req).id, req.body.otp),
    );
  };
