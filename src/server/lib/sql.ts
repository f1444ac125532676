import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
