import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { dataExports, payments, promoters } from './db/schema';
import { queryRows } from './lib/sql';
import { exportKey } from './modules/privacy/export';
import { installProcessGuards } from './plugins/process-guards';
import { createTestApp, TEST_DB, type TestApp } from './test/app';
import { bearer, type Made, makePromoter, makeUser } from './test/factories';
import { apiOf } from './test/setup';

/*
 * Streamed answers (docs/api.md#streamed-answers): every download validates before its first byte and
 * contains an error after it to its own response; the process never meets an unhandled error, and
 * /api/health answers afterwards. CSV cells are neutralised against formulas (docs/api.md#csv-safety).
 */

/** Every CSV export: a query the server refuses, and the text of the statement that pages its rows. */
const CSV_ROUTES = [
  {
    url: '/api/admin/commissions.csv',
    bad: 'from=2026-01-02&to=2026-01-01',
    page: /join promoters pr on pr\.user_id = l\.promoter_id/,
  },
  { url: '/api/admin/payments.csv', bad: 'status=bogus', page: /from "payments"/ },
  { url: '/api/admin/promoter-referrals.csv', bad: 'stage=bogus', page: /from \(select u\.\*/ },
  { url: '/api/admin/promoter-figures.csv', bad: 'active=bogus', page: /from promoters pr/ },
];

/** A database that breaks after answering: the `n`th statement matching `page` fails (connection lost). */
function failStatement(t: TestApp, page: RegExp, n: number) {
  let seen = 0;
  t.faults.onQuery = (q) => {
    if (page.test(q) && ++seen === n) {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
    }
  };
}

/** Downloads `url` as Admin: 'complete' (200, whole body), 'broken' (the connection ended early), or the status. */
async function download(url: string, token: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: bearer(token) });
  } catch {
    return 'broken';
  }
  if (res.status !== 200) return `status ${res.status}`;
  try {
    await res.text();
    return 'complete';
  } catch {
    return 'broken';
  }
}

describe(`streamed answers: validated first, errors contained (${TEST_DB})`, () => {
  const logLines: string[] = [];
  let t: TestApp;
  const api = apiOf(() => t);
  let admin: Made;
  let promoter: Made & { code: string };
  let base = '';
  let guards: ReturnType<typeof installProcessGuards>;

  beforeAll(async () => {
    guards = installProcessGuards({ error: () => {} });
    t = await createTestApp({}, { logLines });
    admin = await makeUser(t.ctx, { role: 'Admin' });
    promoter = await makePromoter(t.ctx);
    // Two pages (500 rows each) of every export: 501 referred members, each with a payment and a
    // commission, and 501 more promoters.
    await t.ctx.db.execute(sql`
      insert into users (registration_no, email, password_hash, referred_by)
      select 'BULK' || g, 'bulk' || g || '@example.com', 'x', ${promoter.id}::uuid
        from generate_series(1, 501) g`);
    await t.ctx.db.execute(sql`
      insert into payments (user_id, plan_code, plan_name, duration_months, list_price_paise, amount_paise,
                            provider, mode, status)
      select id, 'SilverUser', 'Silver', 6, 59900, 59900, 'offline', 'cash', 'paid'
        from users where referred_by = ${promoter.id}::uuid`);
    await t.ctx.db.execute(sql`
      insert into commissions (promoter_id, member_id, kind, amount_paise)
      select ${promoter.id}::uuid, id, 'registration', 10000 from users where referred_by = ${promoter.id}::uuid`);
    await t.ctx.db.execute(sql`
      with u as (
        insert into users (registration_no, email, password_hash, role)
        select 'BULKP' || g, 'bulkp' || g || '@example.com', 'x', 'promoter' from generate_series(1, 501) g
        returning id, registration_no)
      insert into promoters (user_id, name, mobile, promoter_type, promo_code, registered_on, bank)
      select id, 'Bulk ' || registration_no, '9123456780', 'Agent', registration_no, '2026-01-01',
             '{"account_name":"B","account_no":"1234567890","ifsc":"SBIN0001234","bank_name":"SBI"}'::jsonb
        from u`);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    guards.remove();
    await t.close();
  });

  const get = (url: string, token = admin.token) => api(token, 'GET', url);
  const healthy = async () => (await api(null, 'GET', '/api/health')).statusCode;

  for (const r of CSV_ROUTES) {
    it(`${r.url}: a bad query is a 400 before the first byte, and the service lives on`, async () => {
      const res = await get(`${r.url}?${r.bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ success: false });
      expect(await healthy()).toBe(200);
      expect(guards.counts).toEqual({ unhandledRejection: 0, uncaughtException: 0 });
    });

    it(`${r.url}: the database failing half-way ends that download only, logged without parameters`, async () => {
      logLines.length = 0;
      failStatement(t, r.page, 2);
      try {
        // The client sees a broken download (the connection ends before the file does), never a short
        // file that looks complete, nor an error page in place of the file.
        expect(await download(`${base}${r.url}`, admin.token)).toBe('broken');
      } finally {
        t.faults.onQuery = undefined;
      }
      expect(await healthy()).toBe(200);
      const whole = await fetch(`${base}${r.url}`, { headers: bearer(admin.token) });
      expect((await whole.text()).trim().split('\n').length).toBeGreaterThan(501);
      expect(logLines.some((l) => l.includes('streamed answer failed'))).toBe(true);
      expect(logLines.join('\n')).not.toContain(promoter.id);
      expect(guards.counts).toEqual({ unhandledRejection: 0, uncaughtException: 0 });
    });

    it(`${r.url}: a database down before the first byte is a 503`, async () => {
      failStatement(t, r.page, 1);
      try {
        const res = await get(r.url);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, message: MSG.serviceUnavailable });
      } finally {
        t.faults.onQuery = undefined;
      }
      expect(await healthy()).toBe(200);
    });
  }

  it('a reversed date range is refused with the range message by every export that takes dates', async () => {
    for (const url of ['/api/admin/commissions.csv', '/api/admin/payments.csv']) {
      const res = await get(`${url}?from=2026-01-02&to=2026-01-01`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        message: 'The start date must not be after the end date',
        errors: { from: 'After the end date' },
      });
    }
  });

  it('PDFs and the data export: a bad or unknown id is a JSON error, and the service lives on', async () => {
    const promoterToken = (promoter as Made).token;
    for (const [url, token, status] of [
      ['/api/payments/not-a-uuid/receipt.pdf', admin.token, 400],
      ['/api/payments/00000000-0000-4000-8000-000000000000/receipt.pdf', admin.token, 404],
      ['/api/admin/payouts/00000000-0000-4000-8000-000000000000/voucher', admin.token, 404],
      ['/api/promoter/payouts/00000000-0000-4000-8000-000000000000/voucher', promoterToken, 404],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    // A receipt asked for while the database is down is a 503, not a dead process.
    const [p] = await t.ctx.db.select({ id: payments.id }).from(payments).limit(1);
    failStatement(t, /from "payments"/, 1);
    try {
      const res = await get(`/api/payments/${p.id}/receipt.pdf`);
      expect(res.statusCode).toBe(503);
    } finally {
      t.faults.onQuery = undefined;
    }
    expect(await healthy()).toBe(200);
    expect(guards.counts).toEqual({ unhandledRejection: 0, uncaughtException: 0 });
  });

  it('the data export: a file removed before the download is a 404 before the first byte', async () => {
    const member = await makeUser(t.ctx, { role: 'FreeUser' });
    const fileKey = 'ab'.repeat(16);
    const file = path.join(t.ctx.config.dataDir, exportKey(fileKey));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'PK zip bytes');
    const [row] = await t.ctx.db
      .insert(dataExports)
      .values({
        userId: member.id,
        status: 'ready',
        fileKey,
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + 86400_000),
      })
      .returning();
    const ok = await get(`/api/account/exports/${row.id}/download`, member.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/attachment; filename="my-data-/);
    expect(ok.body).toBe('PK zip bytes');
    rmSync(file);
    const gone = await get(`/api/account/exports/${row.id}/download`, member.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: MSG.exportNotFound });
    expect(await healthy()).toBe(200);
  });

  it('every CSV neutralises cells starting with =, +, -, @, tab or CR (names chosen by members and promoters)', async () => {
    const evil = await makePromoter(t.ctx);
    await t.ctx.db.execute(
      sql`update ${promoters} set name = ${'=HYPERLINK("http://evil.example","x")'} where user_id = ${evil.id}::uuid`,
    );
    const member = await makeUser(t.ctx, { role: 'SilverUser', firstName: '@SUM(1+1)' });
    await t.ctx.db.execute(
      sql`update users set referred_by = ${evil.id}::uuid where id = ${member.id}::uuid`,
    );
    await t.ctx.db.execute(sql`update profiles set last_name = ${'\tX'} where user_id = ${member.id}::uuid`);
    const [pay] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into payments (user_id, plan_code, plan_name, duration_months, list_price_paise, amount_paise,
                                provider, mode, status, note, reference)
          values (${member.id}::uuid, 'SilverUser', 'Silver', 6, 59900, 59900, 'offline', 'cash', 'paid',
                  ${'+cmd|calc'}, ${'-2+3'}) returning id`,
    );
    await t.ctx.db.execute(
      sql`insert into commissions (promoter_id, member_id, payment_id, kind, amount_paise, note)
          values (${evil.id}::uuid, ${member.id}::uuid, ${pay.id}::uuid, 'registration', -10000, ${'\rboom'})`,
    );
    const csvs = {
      payments: (await get('/api/admin/payments.csv?q=%40SUM')).body,
      commissions: (await get(`/api/admin/commissions.csv?promoter=${evil.id}`)).body,
      referrals: (await get(`/api/admin/promoter-referrals.csv?promoter=${evil.id}`)).body,
      figures: (await get(`/api/admin/promoter-figures.csv?q=${evil.code}`)).body,
    };
    // Every cell as a spreadsheet reads it: none starts with a formula character.
    for (const [name, body] of Object.entries(csvs)) {
      const cells = body.split('\n').slice(1).join('\n');
      expect(cells, name).not.toMatch(/(^|,)"?[=+@\t\r]/m);
    }
    expect(csvs.payments).toContain(`'@SUM(1+1)`);
    expect(csvs.payments).toContain(`'+cmd|calc`);
    expect(csvs.payments).toContain(`'-2+3`);
    expect(csvs.payments).toContain('599.00');
    expect(csvs.commissions).toContain(`'=HYPERLINK`);
    expect(csvs.commissions).toContain(`'\rboom`);
    // A negative amount is a number, not a formula: it stays as it is.
    expect(csvs.commissions).toContain(',-100.00,');
    expect(csvs.referrals).toContain(`'=HYPERLINK`);
    expect(csvs.referrals).toContain(`'@SUM(1+1)`);
    expect(csvs.figures).toContain(`'=HYPERLINK`);
  });

  it('an export with no rows is the header line alone', async () => {
    const res = await get('/api/admin/promoter-figures.csv?q=NOSUCHPROMOTER');
    expect(res.statusCode).toBe(200);
    expect(res.body.trim()).toBe(
      'name,promo_code,promoter_type,active,registered,verified,paid,by_plan,pending_rupees,approved_rupees,paid_rupees,reversed_rupees',
    );
  });
});
