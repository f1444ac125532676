import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * A statement prepared once per database handle (`build` runs on a handle's first call): the SQL is
 * built once instead of on every request, and node-postgres sends it as a named prepared statement, so
 * PostgreSQL parses it once per connection (issue #6, hot per-request reads such as the actor).
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let p = cache.get(db);
    if (!p) {
      p = build(db);
      cache.set(db, p);
    }
    return p;
  };
}
