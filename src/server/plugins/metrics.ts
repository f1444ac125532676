import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../lib/context';
import { queryRows } from '../lib/sql';

/**
 * The Prometheus metrics of this process (decision 182; docs/operations.md#metrics). One registry per
 * process: the request and job series count everything this process did; the database and outbox
 * gauges are read from the database at each scrape.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'cm_' });

const requests = new Counter({
  name: 'cm_http_requests_total',
  help: 'API and page requests answered, by method, matched route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
const latency = new Histogram({
  name: 'cm_http_request_duration_seconds',
  help: 'Time to answer a request, by method and matched route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const jobRuns = new Counter({
  name: 'cm_job_runs_total',
  help: 'Background job runs by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
const jobDuration = new Histogram({
  name: 'cm_job_duration_seconds',
  help: 'Time one job run took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});
const pool = new Gauge({
  name: 'cm_db_pool_connections',
  help: 'PostgreSQL pool connections of this process by state (total, idle, waiting); absent on PGlite',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
const outbox = new Gauge({
  name: 'cm_mail_outbox',
  help: 'Mails in the outbox: pending (waiting to be sent or retried) and failed (given up after retries)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
/** Each live conversation hub's count of open streams (decision 199); several apps share a process in tests. */
const realtimeSources = new Set<() => number>();
new Gauge({
  name: 'cm_realtime_connections',
  help: 'Open real-time (Server-Sent Events) streams of this process: signed-in tabs receiving conversation events',
  registers: [metricsRegistry],
  collect() {
    let n = 0;
    for (const count of realtimeSources) n += count();
    this.set(n);
  },
});

/**
 * Counts `source`'s open real-time streams in cm_realtime_connections (decision 199), read at each scrape,
 * so the gauge cannot drift from the streams really open. Input: a function answering the number now;
 * output: the function that stops counting it (the hub stopping).
 */
export function countRealtimeStreams(source: () => number): () => void {
  realtimeSources.add(source);
  return () => {
    realtimeSources.delete(source);
  };
}
const outboxOldest = new Gauge({
  name: 'cm_mail_outbox_oldest_pending_seconds',
  help: 'Age of the oldest mail still waiting in the outbox (0 when none)',
  registers: [metricsRegistry],
});

/**
 * Runs one job and records its run and duration (cm_job_runs_total, cm_job_duration_seconds).
 * Returns what `fn` returns and rethrows its error.
 */
export async function timedJob<T>(job: string, fn: () => Promise<T>): Promise<T> {
  const end = jobDuration.startTimer({ job });
  try {
    const out = await fn();
    jobRuns.inc({ job, outcome: 'ok' });
    return out;
  } catch (err) {
    jobRuns.inc({ job, outcome: 'failed' });
    throw err;
  } finally {
    end();
  }
}

/**
 * Counts every answered request by its matched route (the route pattern, never the raw path: a fixed set
 * of series, no ids or personal data in labels), and serves GET /metrics when METRICS_TOKEN is set:
 * `Authorization: Bearer <token>` answers the text format, anything else 401; without the setting the
 * route does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = String(reply.statusCode);
    requests.inc({ method: req.method, route, status });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });
  const token = ctx.config.metricsToken;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send({ success: false, message: 'metrics token required' });
    }
    await readGauges(ctx);
    return reply.header('content-type', metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/** Sets the pool and outbox gauges from this process's pool and the database (one small query). */
async function readGauges(ctx: AppContext): Promise<void> {
  const stats = ctx.database.poolStats?.();
  if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
  const [o] = await queryRows<{ pending: number; failed: number; oldest: number | null }>(
    ctx.db,
    sql`select count(*) filter (where failed_at is null)::int as pending,
               count(*) filter (where failed_at is not null)::int as failed,
               extract(epoch from now() - min(created_at) filter (where failed_at is null))::float8 as oldest
        from mail_outbox`,
  );
  outbox.set({ state: 'pending' }, Number(o?.pending ?? 0));
  outbox.set({ state: 'failed' }, Number(o?.failed ?? 0));
  outboxOldest.set(Number(o?.oldest ?? 0));
}
