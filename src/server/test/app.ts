import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { AppContext } from '../lib/context';
import { createMailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox';
import { createStore } from '../media/store';
import { seedPlans } from '../modules/plans/plans.service';
import { startSmtpPeer } from './smtp';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  /** Every SQL statement the app sent, in order (clear it with `sqlLog.length = 0`). */
  sqlLog: string[];
  /**
   * Fault injection: `faults.onQuery` sees the text of every statement before it runs and may throw,
   * which fails that statement as a database error would (e.g. a database failing half-way through a
   * streamed export). Unset it to heal.
   */
  faults: { onQuery?: (query: string) => void };
  close(): Promise<void>;
};

/** Which database the tests run on: the vitest project sets TEST_DB to 'pglite' or 'postgres'. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** A short hash of every migration file: the template is rebuilt whenever a migration changes. */
function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(readFileSync(p));
    }
  };
  walk(migrationsDir);
  return h.digest('hex').slice(0, 12);
}

/**
 * PostgreSQL: the name of a template database that holds the migrated schema and the seeded plans,
 * built once (per migration set, under an advisory lock so parallel test files wait for one builder);
 * each test file then clones it with CREATE DATABASE … TEMPLATE instead of migrating (decision 081).
 */
async function postgresTemplate(base: string): Promise<string> {
  const name = `cm_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727002)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
      await seedPlans(database.db);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727002)').catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * PGlite: the migrated, seeded data directory the project's global setup saved (pglite-template.ts), read
 * once per test file; undefined when no global setup provided one (then each database migrates itself).
 */
let pgliteTemplate: Blob | null | undefined;
function pgliteData(): Blob | undefined {
  if (pgliteTemplate === undefined) {
    const file = inject('pgliteTemplate');
    pgliteTemplate = file ? new Blob([readFileSync(file)]) : null;
  }
  return pgliteTemplate ?? undefined;
}

/**
 * Builds the real app for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL, dropped on close), the plans seeded, and mail sent over SMTP
 * to a real smtp-server peer whose inbox the test reads. `opts.webRoot`: a built SPA folder to serve.
 * With `opts.logLines`, the app logs at info level and every log line (JSON) is pushed there, for
 * tests of what the log holds. `opts.databaseUrl`: open this PostgreSQL database instead (as it is, migrated
 * by the app, not dropped on close), e.g. one a test filled by moving an embedded database (decision 198).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { webRoot?: string; logLines?: string[]; databaseUrl?: string } = {},
): Promise<TestApp> {
  const smtp = await startSmtpPeer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-test-'));
  let databaseUrl: string | undefined = opts.databaseUrl;
  let dropDb: (() => Promise<void>) | undefined;
  if (TEST_DB === 'postgres' && !databaseUrl) {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `cm_test_${randomBytes(6).toString('hex')}`;
    const template = await postgresTemplate(base);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
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
    DATABASE_URL: databaseUrl ?? '',
    // Tests run the jobs themselves (runJobs); nothing is started in the background (docs/data-rights.md, exports).
    JOBS: 'off',
    ...env,
  });
  const sqlLog: string[] = [];
  const faults: TestApp['faults'] = {};
  const database = await openDatabase({
    url: databaseUrl,
    pgliteDir: 'memory://',
    pgliteData: databaseUrl ? undefined : pgliteData(),
    timeouts: config.dbTimeouts,
    // The mail outbox drains in the background (decision 011): its polling is not part of any request.
    onQuery: (q) => {
      if (!q.includes('mail_outbox')) sqlLog.push(q);
      faults.onQuery?.(q);
    },
  });
  const log = pino({ level: 'silent' });
  const transport = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, log });
  const mailer = createOutboxMailer({ db: database.db, transport, log, pollMs: 200 });
  const ctx: AppContext = { database, db: database.db, config, mailer, store: createStore(config) };
  await seedPlans(ctx.db);
  const lines = opts.logLines;
  const logger = lines
    ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } }
    : false;
  const app = await buildApp(ctx, { webRoot: opts.webRoot, logger });
  await app.ready();
  return {
    app,
    ctx,
    smtp,
    sqlLog,
    faults,
    async close() {
      await app.close();
      await mailer.close();
      ctx.store.close();
      await database.close();
      await dropDb?.();
      await smtp.close();
    },
  };
}
