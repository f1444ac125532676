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
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** One database handle type for both drivers (DESIGN). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services pass it to repositories. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers within `timeoutMs` (default 1500 ms; decision 012: health within 2 s). */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Runs maintenance statements (e.g. `REINDEX INDEX CONCURRENTLY`, decision 090) one after another,
   * each outside a transaction and without the request time limits: on PostgreSQL on a connection of
   * their own (opened and closed here), on PGlite on its only one. Throws the first statement's error.
   */
  maintain(statements: string[]): Promise<void>;
  /** The embedded database itself (PGlite only): `npm run db:move-to-postgres` dumps it (decision 198). */
  pglite?: PGlite;
  /** The PostgreSQL pool's connections now (metrics, decision 182); absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTEN on `channel` (docs/conversations.md#real-time, decision 186): `onPayload` gets each NOTIFY's
   * payload, from this process and every other on the same database, after the sender's commit. On
   * PostgreSQL a connection of its own, reconnected with back-off after a loss; `onReset` runs then
   * (notifications sent meanwhile are lost: listeners resynchronise). Returns the unlisten function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReset?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Time limits on a PostgreSQL server (ms); bad input and outages (decision 012). PGlite runs in-process and has none. */
export type DbTimeouts = {
  /** Waiting for a pool connection (new or idle) before giving up. */
  connectMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** The client gives up on a query whose answer does not arrive (a frozen server or network). */
  queryMs: number;
};

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5000, statementMs: 10_000, queryMs: 12_000 };

/**
 * Opens the database and applies migrations. `url` (a postgres:// URL) selects a PostgreSQL server,
 * with pool connect/query timeouts and a statement_timeout (`timeouts`, decision 012); otherwise embedded
 * PGlite stores its files in `pgliteDir` (in memory when that is 'memory://'), a directory only one process
 * may open at a time (throws DataDirInUseError otherwise, decision 096). `pgliteData`: an in-memory
 * PGlite starts from this data directory (a `dumpDataDir()` tarball, e.g. the tests' migrated template,
 * decision 081) instead of an empty one; migrations still run and skip what it already holds.
 * `onQuery` sees the text of every statement the app sends through Drizzle (tests count them).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  pgliteData?: Blob;
  timeouts?: Partial<DbTimeouts>;
  onQuery?: (query: string) => void;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  if (opts.url) {
    const t = { ...DEFAULT_DB_TIMEOUTS, ...opts.timeouts };
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: t.connectMs,
      query_timeout: t.queryMs,
      statement_timeout: t.statementMs,
      // A transaction left open by a stalled request cannot hold its row locks for ever.
      idle_in_transaction_session_timeout: Math.max(t.queryMs, 30_000),
    });
    // An idle client whose server connection ends (restart, failover, a dropped test database) emits 'error'
    // on the pool; without a listener that would crash the process. The pool discards that client itself.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    // Migrations run on their own connection without the request time limits: a migration that rewrites
    // a large table (e.g. a backfill at 1,000,000 members) takes longer than any request may.
    const lock = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: t.connectMs });
    await lock.connect();
    try {
      // Several app processes may start together: one migrates, the others wait.
      await lock.query('select pg_advisory_lock(727001)');
      await migrateNodePg(drizzleNodePg(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(727001)').catch(() => {});
      await lock.end().catch(() => {});
    }
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      ping: (ms) => ping(db, ms),
      listen: (channel, onPayload, onReset) => listenPostgres(url, t.connectMs, channel, onPayload, onReset),
      maintain: async (statements) => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs });
        await client.connect();
        try {
          for (const s of statements) await client.query(s);
        } finally {
          await client.end().catch(() => {});
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  // One process at a time on a directory (decision 096): a second one would corrupt it.
  const onDisk = opts.pgliteDir !== 'memory://';
  const release = onDisk ? lockDataDir(opts.pgliteDir) : () => {};
  try {
    const client = onDisk
      ? new PGlite(opts.pgliteDir)
      : opts.pgliteData
        ? new PGlite({ loadDataDir: opts.pgliteData })
        : new PGlite();
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      ping: (ms) => ping(db, ms),
      // PGlite supports LISTEN/NOTIFY in-process (one process owns the data directory, decision 096).
      listen: async (channel, onPayload) => client.listen(channel, onPayload),
      maintain: async (statements) => {
        for (const s of statements) await client.exec(s);
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function ping(db: Db, timeoutMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * LISTEN on a PostgreSQL connection of its own (decision 180): reconnects after an error or a lost
 * connection, waiting 0.5 s doubling to 30 s, and calls `onReset` once listening again. The returned
 * function unlistens and closes the connection for good.
 */
async function listenPostgres(
  url: string,
  connectMs: number,
  channel: string,
  onPayload: (payload: string) => void,
  onReset?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 500;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (first: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    const lost = () => {
      if (client !== c || stopped) return;
      client = null;
      c.end().catch(() => {});
      timer = setTimeout(() => void retry(), delay);
      delay = Math.min(delay * 2, 30_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${quoted}`);
      delay = 500;
      if (!first) onReset?.();
    } catch (err) {
      if (first) {
        client = null;
        await c.end().catch(() => {});
        throw err;
      }
      lost();
    }
  };
  const retry = () => (stopped ? Promise.resolve() : connect(false));
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
