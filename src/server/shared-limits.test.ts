import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from './test/app';

/** Redis on this machine (decision 181); CI provides one at the same address. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = { RATE_LIMIT_PER_ADDRESS: '4', RATE_LIMIT_WINDOW_SECONDS: '60' };

/** A client address no other test (or earlier run inside the window) has used. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const hit = (t: TestApp, remoteAddress: string) => t.app.inject({ url: '/api/site', remoteAddress });

/** A loopback port nothing listens on (a Redis that is down). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Waits until the app's health says where the limit is counted (Redis connects in the background). */
async function limitsState(t: TestApp, want: string): Promise<string> {
  let state = '';
  for (let i = 0; i < 50 && state !== want; i++) {
    state = (await t.app.inject({ url: '/api/health' })).json().limits.counted;
    if (state !== want) await new Promise((r) => setImmediate(r));
  }
  return state;
}

describe(`the general API limit shared in Redis (${TEST_DB}, decision 181)`, () => {
  let a: TestApp;
  let b: TestApp;
  let alone1: TestApp;
  let alone2: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ ...LIMIT, REDIS_URL });
    b = await createTestApp({ ...LIMIT, REDIS_URL });
    alone1 = await createTestApp(LIMIT);
    alone2 = await createTestApp(LIMIT);
    down = await createTestApp({ ...LIMIT, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  }, 300_000);
  afterAll(async () => {
    for (const t of [a, b, alone1, alone2, down]) await t.close();
  });

  it('two processes together allow what one does', async () => {
    expect(await limitsState(a, 'redis up')).toBe('redis up');
    expect(await limitsState(b, 'redis up')).toBe('redis up');
    const ip = freshAddress();
    const codes = [];
    for (const t of [a, b, a, b, a, b]) codes.push((await hit(t, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address has its own count.
    expect((await hit(b, freshAddress())).statusCode).toBe(200);
  });

  it('without Redis each process counts on its own (the default)', async () => {
    const ip = freshAddress();
    const codes = [];
    for (const t of [alone1, alone2, alone1, alone2, alone1, alone2])
      codes.push((await hit(t, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await alone1.app.inject({ url: '/api/health' })).json().limits).toEqual({ counted: 'process' });
  });

  it('with Redis down requests are still served (the limit fails open) and health says so', async () => {
    const ip = freshAddress();
    const started = Date.now();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await hit(down, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(3000);
    const health = await down.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().limits).toEqual({ counted: 'redis down' });
  });
});
