import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import type { SharedLimits } from '../../plugins/shared-limits';
import { siteOf } from '../../plugins/web';

/** How long health waits for the file store's answer (the whole check answers within 2 s). */
const STORE_PING_MS = 1500;

/**
 * GET /api/health: 200 with the database's state (503 when it does not answer: the load balancer takes
 * the process out), the file store's (decision 180) and where the API limit is counted (decision 181).
 * A store or Redis that is down is reported but keeps the answer 200: the process still serves requests.
 * Also GET /api/site.
 */
export const healthRoutes =
  (ctx: AppContext, limits: Pick<SharedLimits, 'state'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', async (_req, reply) => {
      const [ok, storeUp] = await Promise.all([ctx.database.ping(), pingStore(ctx)]);
      return reply.status(ok ? 200 : 503).send({
        success: ok,
        message: ok ? 'ok' : 'database unavailable',
        database: { kind: ctx.database.kind, status: ok ? 'up' : 'down' },
        storage: { kind: ctx.store.kind, status: storeUp ? 'up' : 'down' },
        limits: { counted: limits.state() },
      });
    });
    // The brand the browser shows (footer lines, site name): configuration, not code.
    app.get('/api/site', async () => ok({ site: siteOf(ctx.config) }));
  };

function pingStore(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), STORE_PING_MS);
  });
  return Promise.race([ctx.store.ping(), late]).finally(() => clearTimeout(timer));
}
