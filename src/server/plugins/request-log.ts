import type { FastifyInstance } from 'fastify';

export type LogMode = 'production' | 'development';

/**
 * Whether a finished request gets a log line (docs/first-impressions.md#details-members-notice): in development every request (one line); in
 * production only server errors (status ≥ 500) and requests slower than `slowMs`.
 */
export function shouldLogRequest(mode: LogMode, status: number, ms: number, slowMs: number): boolean {
  if (mode === 'development') return true;
  return status >= 500 || ms >= slowMs;
}

/**
 * Replaces Fastify's two lines per request with one at `info` on response:
 * 'GET /api/user/dashboard 200 12 ms', with method, url, status, ms and request id as fields.
 * Needs Fastify's own request logging off (`logController: new LogController({ disableRequestLogging: true })`).
 */
export function registerRequestLog(app: FastifyInstance, mode: LogMode, slowMs: number) {
  app.addHook('onResponse', async (req, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    if (!shouldLogRequest(mode, status, ms, slowMs)) return;
    const url = req.url.split('?')[0];
    const line = `${req.method} ${url} ${status} ${ms} ms${ms >= slowMs ? ' (slow)' : ''}`;
    req.log.info({ method: req.method, url, status, ms }, line);
  });
}
