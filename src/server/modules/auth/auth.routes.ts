import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import {
  authResponseSchema,
  authUserSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/auth';
import { envelope } from '../../../shared/schemas/common';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, requireAuth } from '../../plugins/auth';
import { login, requestPasswordOtp, resetPasswordWithOtp, signup } from './auth.service';
import { currentUser } from './me.service';

const okResponse = envelope({});

/** The /api/auth routes of SPEC §7 (signup, login, reset-password) and GET /api/auth/me. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/signup',
      { schema: { body: registrationSchema, response: { 200: authResponseSchema } } },
      async (req) => signup(ctx, req.body, req.ip, req.lang),
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginSchema, response: { 200: authResponseSchema } } },
      async (req) => login(ctx, req.body.username, req.body.password, req.ip, req.headers['user-agent']),
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: resetPasswordSchema, response: { 200: okResponse } } },
      async (req) => {
        const { email, otp, password } = req.body;
        if (otp === undefined && password === undefined) return requestPasswordOtp(ctx, email);
        if (!otp || !password) throw new AppError(400, MSG.allFieldsRequired, 'validation');
        return resetPasswordWithOtp(ctx, email, otp, password);
      },
    );

    app.get(
      '/api/auth/me',
      {
        preHandler: requireAuth(ctx, {
          allowInactive: true,
          allowDeletionPending: true,
          allowPasswordChangeDue: true,
        }),
        schema: { response: { 200: envelope({ user: authUserSchema }) } },
      },
      async (req) => ok({ user: await currentUser(ctx, actorOf(req).id) }),
    );
  };
