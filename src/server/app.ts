import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppContext } from './lib/context';
import { registerLanguage } from './lib/i18n';
import { adminRoutes } from './modules/admin/admin.routes';
import { duplicatesRoutes } from './modules/admin/duplicates.routes';
import { moderationRoutes } from './modules/admin/moderation.routes';
import { assistedRoutes } from './modules/assisted/assisted.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { languageRoutes } from './modules/auth/language.routes';
import { passwordRoutes } from './modules/auth/password.routes';
import { boostRoutes } from './modules/boosts/boost.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { conversationRoutes } from './modules/conversations/conversation.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { interestRoutes } from './modules/interests/interest.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { savedSearchRoutes } from './modules/matches/saved-searches.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { chartRoutes } from './modules/photos/chart.routes';
import { photoRoutes } from './modules/photos/photo.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { memberRoutes } from './modules/profiles/member.routes';
import { profileRoutes } from './modules/profiles/profile.routes';
import { promoterAreaRoutes } from './modules/promoters/area.routes';
import { promoterRoutes } from './modules/promoters/promoters.routes';
import { promoterScreenLock } from './modules/promoters/screen-lock';
import { pushRoutes } from './modules/push/push.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffPaymentsRoutes } from './modules/staff-payments/staff-payments.routes';
import { successRoutes } from './modules/success/success.routes';
import { healthRoutes } from './modules/system/health.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { tokenAccount } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerRequestLog } from './plugins/request-log';
import { responseSerializerCompiler } from './plugins/serializer';
import { sharedLimits } from './plugins/shared-limits';
import { registerStaffPermissions } from './plugins/staff-permissions';
import { registerWeb } from './plugins/web';

export type BuildOptions = {
  /** Folder of the built SPA (served by plugins/web.ts with history fallback); skipped when missing. */
  webRoot?: string;
  logger?: boolean | object;
  /** Check every answer against its zod schema before sending (decision 214); default: outside production. */
  checkResponses?: boolean;
};

/**
 * Builds the Fastify app (no listen): API under /api, the SPA for every other GET (DESIGN).
 * Security: helmet with a CSP the built app satisfies, 1 MiB JSON bodies, a rate limit per account or
 * address (configuration), trusted proxies as configured (TRUST_PROXY, decision 010).
 */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(opts.logger),
    // One line per request from our own hook instead of Fastify's two (docs/first-impressions.md#details-members-notice, plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    // Decision 206: on SIGTERM a request that already reached this process is served, not answered 503,
    // so a rolling restart behind a load balancer loses no request (a POST is never retried elsewhere).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Decision 214: answers are written by fast-json-stringify from each route's schema; outside production
  // they are also checked against the zod schema first.
  app.setSerializerCompiler(
    responseSerializerCompiler({ validate: opts.checkResponses ?? ctx.config.mode !== 'production' }),
  );
  app.decorateRequest('actor', null);
  registerErrorHandler(app);
  registerLanguage(app);
  registerRequestLog(app, ctx.config.mode, ctx.config.slowRequestMs);
  // Request counts and latency by route, and GET /metrics with METRICS_TOKEN (decision 182).
  registerMetrics(app, ctx);
  // Decision 130: every staff route checks the account's permission (before any route is registered).
  registerStaffPermissions(app);

  // Razorpay Checkout (docs/payments.md#gateways) loads its script and frame from Razorpay's hosts, only when configured.
  const rzp = ctx.config.payments.razorpay
    ? ['https://checkout.razorpay.com', 'https://api.razorpay.com']
    : [];
  // The security headers (helmet) built once: @fastify/helmet built helmet's middleware, parsing the CSP
  // directives, on every request (decision 205). No route has helmet options of its own or CSP nonces.
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  // A fast first load (docs/performance.md#web-first-load): JSON and HTML answers compressed (br, then gzip) from 1 KiB; built files go precompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // The general API limit (decision 010): decided on the matched route (a percent-encoded path reaches the
  // same route and the same limit), counted per signed-in account, else per client address; in Redis
  // when REDIS_URL is set, so every process counts together, failing open while Redis is down (decision 181).
  const { perAccount, perAddress, windowMs } = ctx.config.rateLimit;
  const limits = sharedLimits(ctx.config, app.log);
  app.addHook('onClose', () => limits.close());
  await app.register(rateLimit, {
    global: true,
    ...(limits.redis ? { redis: limits.redis, nameSpace: 'cm:api-limit:', skipOnError: true } : {}),
    timeWindow: windowMs,
    keyGenerator: async (req) => {
      const id = await tokenAccount(ctx, req);
      return id ? `acct:${id}` : `ip:${req.ip}`;
    },
    max: (_req, key) => (key.startsWith('acct:') ? perAccount : perAddress),
    allowList: (req) => !(req.routeOptions.url ?? '').startsWith('/api/'),
  });
  // Multipart: one file of at most 10 MB and a few small fields; a malformed body answers 400 (errors.ts).
  await app.register(multipart, {
    limits: {
      fileSize: 10 * 1024 * 1024,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
      headerPairs: 50,
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: `${ctx.config.brand.siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  // The promoter screen lock guards every /api/promoter route, whichever module registers it.
  app.addHook('onRoute', promoterScreenLock(ctx));

  await app.register(healthRoutes(ctx, limits));
  await app.register(plansRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(languageRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(memberRoutes(ctx));
  await app.register(photoRoutes(ctx));
  await app.register(chartRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(pushRoutes(ctx));
  await app.register(matchesRoutes(ctx));
  await app.register(savedSearchRoutes(ctx));
  await app.register(interestRoutes(ctx));
  await app.register(conversationRoutes(ctx));
  await app.register(membersRoutes(ctx));
  await app.register(boostRoutes(ctx));
  await app.register(sharingRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(moderationRoutes(ctx));
  await app.register(duplicatesRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(staffPaymentsRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(promoterRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(promoterAreaRoutes(ctx));
  await app.register(payoutRoutes(ctx));
  await app.register(staffRoutes(ctx));
  await app.register(successRoutes(ctx));
  await app.register(assistedRoutes(ctx));
  await app.register(verificationRoutes(ctx));

  await registerWeb(app, ctx.config, opts.webRoot);
  return app;
}

/** Fastify's trustProxy for the configured proxies: N hops as a hop-count function, or the address list. */
function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust === 'number') return (_addr: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The logger options with a request serializer that leaves out the query string (search terms, emails
 * and names can be in it; decision 012: no personal data in the log). `false` stays off.
 */
function withSafeSerializers(logger: BuildOptions['logger']) {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}
