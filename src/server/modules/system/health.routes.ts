import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { siteOf } from '../../plugins/web';

/** GET /api/health: 200 with the database's state (503 when it does not answer), and GET /api/site. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', async (_req, reply) => {
      const ok = await ctx.database.ping();
      return reply.status(ok ? 200 : 503).send({
        success: ok,
        message: ok ? 'ok' : 'database unavailable',
        database: { kind: ctx.database.kind, status: ok ? 'up' : 'down' },
      });
    });
    // The brand the browser shows (footer lines, site name): configuration, not code.
    app.get('/api/site', async () => ({
      success: true,
      message: 'ok',
      site: siteOf(ctx.config),
    }));
  };
