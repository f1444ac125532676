import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../test/app';
import { bearer, type Made, makeUser, TEST_PASSWORD } from '../test/factories';
import {
  formatCounts,
  loadableDump,
  type MoveReport,
  moveToPostgres,
  TargetNotEmptyError,
} from './move-to-postgres';

const BASE = process.env.TEST_DATABASE_URL;

describe('loadableDump', () => {
  const dump = [
    '\\restrict abc',
    'SET statement_timeout = 0;',
    'SET transaction_timeout = 0;',
    'select 1;',
  ].join('\n');
  it('drops psql meta-commands, and transaction_timeout below PostgreSQL 17', () => {
    expect(loadableDump(dump, 150020)).toBe('SET statement_timeout = 0;\nselect 1;');
    expect(loadableDump(dump, 170002)).toBe(
      'SET statement_timeout = 0;\nSET transaction_timeout = 0;\nselect 1;',
    );
  });
});

// The source is an embedded database (the PGlite project); the target a fresh database on the PostgreSQL
// server of TEST_DATABASE_URL (docs/operations.md#moving-to-postgresql, decision 198).
describe.skipIf(TEST_DB !== 'pglite' || !BASE)('moving the embedded database to PostgreSQL', () => {
  let source: TestApp;
  let moved: TestApp | undefined;
  let groom: Made;
  let brides: Made[];
  let listed: string[];
  let report: MoveReport;
  const name = `cm_move_${randomBytes(6).toString('hex')}`;
  const targetUrl = () => {
    const u = new URL(BASE as string);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: BASE });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  const membersSeenBy = async (t: TestApp, token: string) => {
    const res = await t.app.inject({ url: '/api/user/members', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json().members as { registration_no: string }[]).map((m) => m.registration_no).sort();
  };

  beforeAll(async () => {
    source = await createTestApp();
    groom = await makeUser(source.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
    brides = [];
    for (const firstName of ['Asha', 'Bhavya', 'Chaitra']) {
      brides.push(await makeUser(source.ctx, { gender: 'Bride', firstName }));
    }
    listed = await membersSeenBy(source, groom.token);
    // pg_dump runs on the embedded database's only connection: nothing else may use it meanwhile, as in
    // `npm run db:move-to-postgres` (the server stopped). The mail outbox's polling is the one background user.
    await source.ctx.mailer.close();
    await admin(`create database ${name}`);
    const pglite = source.ctx.database.pglite;
    if (!pglite) throw new Error('the source is not an embedded database');
    report = await moveToPostgres(pglite, targetUrl());
  }, 300_000);
  afterAll(async () => {
    await moved?.close();
    await source?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('copies every table and reports equal row counts', () => {
    expect(report.ok).toBe(true);
    const users = report.tables.find((t) => t.table === 'public.users');
    expect(users?.target).toBeGreaterThanOrEqual(4);
    expect(users?.target).toBe(users?.source);
    // Drizzle's record of applied migrations moves too: the app on PostgreSQL runs none again.
    const migrations = report.tables.find((t) => t.table === 'drizzle.__drizzle_migrations');
    expect(migrations?.target).toBeGreaterThan(0);
    expect(formatCounts(report).join('\n')).not.toContain('!=');
  });

  it('the app on PostgreSQL signs the member in and shows him the same members', async () => {
    moved = await createTestApp({}, { databaseUrl: targetUrl() });
    expect(moved.ctx.database.kind).toBe('postgres');
    const login = await moved.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: groom.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const seen = await membersSeenBy(moved, token);
    expect(seen).toEqual(listed);
    expect(seen).toEqual(expect.arrayContaining(brides.map((b) => b.registrationNo)));
    // Sequences moved with the rows: the next member gets a new registration number.
    const next = await makeUser(moved.ctx, { gender: 'Bride' });
    expect([groom, ...brides].map((m) => m.registrationNo)).not.toContain(next.registrationNo);
  });

  it('refuses a target that already holds tables, and leaves it as it was', async () => {
    const pglite = source.ctx.database.pglite;
    if (!pglite) throw new Error('the source is not an embedded database');
    await expect(moveToPostgres(pglite, targetUrl())).rejects.toBeInstanceOf(TargetNotEmptyError);
    await expect(moveToPostgres(pglite, targetUrl())).rejects.toThrow(/not empty/);
    const c = new pg.Client({ connectionString: targetUrl() });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from public.users');
      expect(rows[0].n).toBe((report.tables.find((t) => t.table === 'public.users')?.target ?? 0) + 1);
    } finally {
      await c.end();
    }
  });
});
