import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './lib/context';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { interestRoutes } from './modules/interests/interest.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { photoRoutes } from './modules/photos/photo.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { memberRoutes } from './modules/profiles/member.routes';
import { profileRoutes } from './modules/profiles/profile.routes';
import { staffPaymentsRoutes } from './modules/staff-payments/staff-payments.routes';
import { healthRoutes } from './modules/system/health.routes';
import { registerErrorHandler } from './plugins/errors';
import { registerWeb } from './plugins/web';

export type BuildOptions = {
  /** Folder of the built SPA (served by plugins/web.ts with history fallback); skipped when missing. */
  webRoot?: string;
  logger?: boolean | object;
};

/**
 * Builds the Fastify app (no listen): API under /api, the SPA for every other GET (DESIGN).
 * Security: helmet with a CSP the built app satisfies, 1 MiB JSON bodies, a per-address rate limit.
 */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  registerErrorHandler(app);

  // Razorpay Checkout (issue #10) loads its script and frame from Razorpay's hosts, only when configured.
  const rzp = ctx.config.payments.razorpay
    ? ['https://checkout.razorpay.com', 'https://api.razorpay.com']
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...rzp],
        connectSrc: ["'self'", ...rzp],
        ...(rzp.length ? { frameSrc: rzp } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // issue #8: JSON and HTML answers compressed (br, then gzip) from 1 KiB; built files go precompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, {
    max: 600,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: `${ctx.config.brand.siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes(ctx));
  await app.register(plansRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(memberRoutes(ctx));
  await app.register(photoRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(matchesRoutes(ctx));
  await app.register(interestRoutes(ctx));
  await app.register(membersRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(staffPaymentsRoutes(ctx));

  await registerWeb(app, ctx.config, opts.webRoot);
  return app;
}
