import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One database handle type for both drivers (DESIGN). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services pass it to repositories. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and applies migrations. `url` (a postgres:// URL) selects a PostgreSQL server;
 * otherwise embedded PGlite stores its files in `pgliteDir` (in memory when that is 'memory://').
 * `onQuery` sees the text of every statement the app sends through Drizzle (tests count them).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  onQuery?: (query: string) => void;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client whose server connection ends (restart, failover, a dropped test database) emits 'error'
    // on the pool; without a listener that would crash the process. The pool discards that client itself.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    const lock = await pool.connect();
    try {
      // Several app processes may start together: one migrates, the others wait.
      await lock.query('select pg_advisory_lock(727001)');
      await migrateNodePg(drizzleNodePg(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(727001)').catch(() => {});
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const client = opts.pgliteDir === 'memory://' ? new PGlite() : new PGlite(opts.pgliteDir);
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return { db, kind: 'pglite', ping: () => ping(db), close: () => client.close() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
