import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runJobs } from './modules/jobs/jobs';
import { createTestApp, TEST_DB, type TestApp } from './test/app';
import { bearer, makeUser } from './test/factories';
import { apiOf } from './test/setup';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe(`GET /metrics (${TEST_DB}, decision 182)`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    plain = await createTestApp();
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const scrape = (auth?: string) =>
    t.app.inject({ url: '/metrics', headers: auth ? { authorization: auth } : {} });

  it('answers only with the token; without METRICS_TOKEN there is no such route', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests and latency by route pattern (no ids in labels), the outbox and the jobs', async () => {
    await api(null, 'GET', '/api/site');
    await api(null, 'GET', '/api/site');
    const id = '0f0e0d0c-0b0a-4090-8070-605040302010';
    await api(null, 'GET', `/api/media/${id}/large?u=${id}&e=1&s=x`);
    await t.ctx.mailer.send({ to: 'someone@example.com', subject: 'metrics', text: 'x' });
    await runJobs(t.ctx);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const count = /cm_http_requests_total\{method="GET",route="\/api\/site",status="200"\} (\d+)/.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /cm_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/site"\}/,
    );
    expect(text).toContain('route="/api/media/:photoId/:variant",status="403"');
    expect(text).not.toContain(id);
    expect(text).not.toContain('someone@example.com');
    expect(text).toMatch(/cm_mail_outbox\{state="failed"\} 0/);
    expect(text).toMatch(/cm_mail_outbox\{state="pending"\} \d+/);
    expect(text).toMatch(/cm_job_runs_total\{job="expire_plans",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/cm_job_duration_seconds_count\{job="erase_accounts"\} [1-9]/);
    expect(text).toContain('cm_process_resident_memory_bytes');
    if (TEST_DB === 'postgres') expect(text).toMatch(/cm_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('counts open real-time streams: up when a tab opens one, down when it goes (decision 199)', async () => {
    const gauge = async () => {
      const m = /^cm_realtime_connections (\d+)$/m.exec((await scrape(`Bearer ${TOKEN}`)).body);
      return Number(m?.[1]);
    };
    expect(await gauge()).toBe(0);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await makeUser(t.ctx, { role: 'FreeUser' });
    const ac = new AbortController();
    const res = await fetch(`${base}/api/user/conversations/events`, {
      headers: { ...bearer(member.token), accept: 'text/event-stream' },
      signal: ac.signal,
    });
    expect(res.status).toBe(200);
    // The stream counts from its first frame on.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('event: ready')) seen += new TextDecoder().decode((await reader.read()).value);
    expect(await gauge()).toBe(1);
    ac.abort();
    // The server notices the closed connection on its own schedule: the gauge is read until it drops.
    await vi.waitFor(async () => expect(await gauge()).toBe(0), { timeout: 5000, interval: 50 });
  });
});
