import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { shouldLogRequest } from '../../plugins/request-log';
import { createTestApp, TEST_DB } from '../../test/app';
import { appPerFile } from '../../test/setup';
import { gatewayLine, startupBanner } from './banner';

describe('start-up block (docs/first-impressions.md#details-members-notice)', () => {
  const base = {
    publicUrl: 'http://localhost:3000',
    adminEmail: 'admin@example.com',
    adminPassword: undefined,
    dataDir: '/srv/cm/data',
    brand: {
      siteName: 'Sumangala Matrimony',
      companyName: '',
      emails: ['a@x', 'b@x'] as [string, string],
      phone: '',
      social: {},
    },
  };

  it('ends with the URL, the Admin sign-in and where mail goes', () => {
    const lines = startupBanner(
      { ...base, smtpUrl: undefined },
      { databaseKind: 'pglite', generatedAdminPassword: 'Xy12-generated' },
    );
    const text = lines.join('\n');
    expect(text).toMatch(/URL:\s+http:\/\/localhost:3000\//);
    expect(text).toMatch(/Admin sign-in:.*admin@example\.com \/ Xy12-generated/);
    expect(text).toMatch(/Mail:\s+not sent: written to \/srv\/cm\/data\/outbox/);
  });

  it('names the SMTP server but never its credentials', () => {
    const text = startupBanner(
      { ...base, adminPassword: 'secret-admin', smtpUrl: 'smtps://mailer:hunter2@smtp.example.com:465' },
      { databaseKind: 'postgres', generatedAdminPassword: null },
    ).join('\n');
    expect(text).toContain('sent through SMTP smtp.example.com:465');
    expect(text).toContain('with the password in ADMIN_PASSWORD');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('secret-admin');
  });
});

describe('which gateway members pay through (decisions 105, 106)', () => {
  const env = (over: Record<string, string>) =>
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cm-cfg-')),
      JWT_SECRET: 'x'.repeat(40),
      ...over,
    });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', TEST_GATEWAY: 'on' }, true],
    [{ NODE_ENV: 'production', TEST_GATEWAY: '' }, false],
    [{ TEST_GATEWAY: 'off' }, false],
  ] as [Record<string, string>, boolean][])('%o → test gateway on: %s', (over, on) => {
    expect(env(over).payments.testGateway).toBe(on);
  });

  it('production without a gateway: the block says online payment is off and why', () => {
    const c = env({ NODE_ENV: 'production' });
    const line = gatewayLine({ gateway: null, status: null }, c.payments.testGatewayReason);
    expect(line).toContain('online payment off (NODE_ENV=production and TEST_GATEWAY is not set to on)');
    const text = startupBanner(
      { ...c, smtpUrl: undefined },
      { databaseKind: 'pglite', generatedAdminPassword: null, payments: line },
    ).join('\n');
    expect(text).toMatch(/Payments:\s+online payment off/);
  });

  it('the test gateway turned on explicitly says so; Razorpay says whether its keys were accepted', () => {
    const c = env({ NODE_ENV: 'production', TEST_GATEWAY: 'on' });
    expect(gatewayLine({ gateway: 'test', status: null }, c.payments.testGatewayReason)).toMatch(
      /^test gateway, no money moves; receipts TEST\/… \(TEST_GATEWAY=on/,
    );
    const at = new Date().toISOString();
    expect(gatewayLine({ gateway: 'razorpay', status: { state: 'ok', at, detail: null } }, '')).toBe(
      'Razorpay, keys accepted',
    );
    expect(
      gatewayLine(
        {
          gateway: 'razorpay',
          status: { state: 'keys_rejected', at, detail: 'razorpay rejected: HTTP 401' },
        },
        '',
      ),
    ).toContain('Razorpay REJECTS THE KEYS');
  });

  it('GATEWAY_TIMEOUT_MS sets the time limit of a gateway call (default 10 s)', () => {
    expect(env({}).payments.gatewayTimeoutMs).toBe(10_000);
    expect(env({ GATEWAY_TIMEOUT_MS: '2500' }).payments.gatewayTimeoutMs).toBe(2500);
  });
});

describe(`request logs (docs/first-impressions.md#details-members-notice, ${TEST_DB})`, () => {
  it.each([
    ['development', 200, 3, true],
    ['production', 200, 3, false],
    ['production', 404, 3, false],
    ['production', 500, 3, true],
    ['production', 200, 1500, true],
  ] as const)('%s, status %i in %i ms → logged: %s', (mode, status, ms, logged) => {
    expect(shouldLogRequest(mode, status, ms, 1000)).toBe(logged);
  });

  const s = appPerFile(createTestApp);

  /** Builds the app on the test database with a logger that collects lines, runs `urls`, returns the lines. */
  async function logsFor(mode: 'production' | 'development', slowRequestMs: number, urls: string[]) {
    const lines: { msg: string; level: number }[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    const app = await buildApp(
      { ...s.t.ctx, config: { ...s.t.ctx.config, mode, slowRequestMs } },
      { logger: { level: 'info', stream } },
    );
    for (const url of urls) await app.inject({ url });
    await app.close();
    return lines;
  }

  it('development: exactly one line per request', async () => {
    const lines = await logsFor('development', 1000, ['/api/health', '/api/plans', '/api/nothing-here']);
    const requests = lines.filter((l) => /^GET \//.test(l.msg));
    expect(requests.map((l) => l.msg.replace(/ \d+ ms.*/, ''))).toEqual([
      'GET /api/health 200',
      'GET /api/plans 200',
      'GET /api/nothing-here 404',
    ]);
    expect(lines.some((l) => /incoming request|request completed/.test(l.msg))).toBe(false);
  });

  it('production: nothing for fast answers, a line for slow ones', async () => {
    expect(await logsFor('production', 60_000, ['/api/health', '/api/nothing-here'])).toEqual([]);
    const slow = await logsFor('production', 0, ['/api/health']);
    expect(slow.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/health 200 \d+ ms \(slow\)$/),
    ]);
  });
});
