import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { AppContext } from '../lib/context';
import { createMailer } from '../mail/mailer';
import { seedPlans } from '../modules/plans/plans.service';
import { startSmtpPeer } from './smtp';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  /** Every SQL statement the app sent, in order (clear it with `sqlLog.length = 0`). */
  sqlLog: string[];
  close(): Promise<void>;
};

/** Which database the tests run on: the vitest project sets TEST_DB to 'pglite' or 'postgres'. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Builds the real app for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL, dropped on close), the plans seeded, and mail sent over SMTP
 * to a real smtp-server peer whose inbox the test reads. `opts.webRoot`: a built SPA folder to serve.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { webRoot?: string } = {},
): Promise<TestApp> {
  const smtp = await startSmtpPeer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-test-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `cm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password-1',
    ...env,
  });
  const sqlLog: string[] = [];
  const database = await openDatabase({
    url: databaseUrl,
    pgliteDir: 'memory://',
    onQuery: (q) => sqlLog.push(q),
  });
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, log });
  const ctx: AppContext = { database, db: database.db, config, mailer };
  await seedPlans(ctx.db);
  const app = await buildApp(ctx, { webRoot: opts.webRoot });
  await app.ready();
  return {
    app,
    ctx,
    smtp,
    sqlLog,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await dropDb?.();
      await smtp.close();
    },
  };
}
