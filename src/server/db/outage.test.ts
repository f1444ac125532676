import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { buildApp } from '../app';
import { createTestApp, TEST_DB, type TestApp } from '../test/app';
import { bearer, makeUser } from '../test/factories';
import { appPerFile } from '../test/setup';
import { openDatabase } from './client';
import { RETRY_AFTER_SECONDS } from './errors';

/** Bad input and outages (decision 012): a database that stops answering gives 503 with a retry hint quickly, not a hang or a 500. */
describe(`database that does not answer (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  beforeAll(async () => {
    // The mail drain would wait for ever on the stubbed query below.
    await s.t.ctx.mailer.close();
  });

  it('answers /api/health with 503 within 2 s while a query hangs, and 200 again after', async () => {
    const db = s.t.ctx.database.db as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
    const real = db.execute;
    db.execute = () => new Promise(() => {});
    const started = Date.now();
    const res = await api(null, 'GET', '/api/health');
    const elapsed = Date.now() - started;
    db.execute = real;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, database: { status: 'down' } });
    expect(elapsed).toBeLessThan(2000);
    expect((await api(null, 'GET', '/api/health')).statusCode).toBe(200);
  });
});

/** A TCP proxy to PostgreSQL that can hold every byte (a frozen server or network) and pass them on later. */
async function freezableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const held: Array<() => void> = [];
  let frozen = false;
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL frozen behind the network (postgres)', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    const direct = new URL(t.ctx.config.databaseUrl ?? '');
    proxy = await freezableProxy(direct);
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({
      url: viaProxy.toString(),
      pgliteDir: 'memory://',
      timeouts: { connectMs: 800, queryMs: 1200, statementMs: 1000 },
    });
    app = await buildApp({ ...t.ctx, database, db: database.db });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    proxy?.thaw();
    await close?.();
    await proxy?.close();
    await t?.close();
  });

  it('answers API requests with 503 and Retry-After, health with 503 within 2 s, and recovers', async () => {
    const admin = await makeUser(t.ctx, { role: 'Admin' });
    const users = () => app.inject({ url: '/api/admin/users', headers: bearer(admin.token) });
    expect((await users()).statusCode).toBe(200);
    proxy.freeze();
    const started = Date.now();
    const [plans, login, health] = await Promise.all([
      users(),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'someone@example.com', password: 'whatever-password' },
      }),
      app.inject({ url: '/api/health' }),
    ]);
    for (const res of [plans, login]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ success: false, message: MSG.serviceUnavailable });
    }
    expect(health.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    const h0 = Date.now();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    expect(Date.now() - h0).toBeLessThan(2000);
    proxy.thaw();
    await expect
      .poll(async () => (await app.inject({ url: '/api/plans' })).statusCode, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(200);
  });
});
