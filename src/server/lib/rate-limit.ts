import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from './sql';

/**
 * Counts one hit on `key` in a fixed window of `windowMs` ms, shared by every app process through
 * the database. Returns whether the hit is within `limit` and, if not, seconds until the window ends.
 * Atomic: one upsert takes the slot and returns the new count, so of N parallel hits at most `limit`
 * are allowed (decision 010). Call it BEFORE the work the limit protects.
 */
export async function hitLimit(
  db: Db | Tx,
  key: string,
  limit: number,
  windowMs: number,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + ${`${windowMs} milliseconds`}::interval else rate_limits.reset_at end
    returning count, reset_at`,
  );
  const retry = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: retry };
}

/** Reads the current count of `key` without counting a hit (0 when the window has ended). */
export async function peekLimit(db: Db | Tx, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  return row?.count ?? 0;
}

/** Gives back one hit on `key` (a slot taken by an attempt that turned out fine), never below 0. */
export async function releaseLimit(db: Db | Tx, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`,
  );
}

/** Clears the counter of `key` (after a successful sign-in). */
export async function clearLimit(db: Db | Tx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes counters whose window ended over an hour ago, so the table stays small. Returns rows deleted. */
export async function purgeExpiredLimits(db: Db | Tx): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where reset_at < now() - interval '1 hour' returning key`,
  );
  return rows.length;
}
