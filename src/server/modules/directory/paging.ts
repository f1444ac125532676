import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';

/**
 * The total of a paged list: the window count (`count(*) over ()` as `total`) of the first row, or,
 * past the last page (no rows), the answer of `countQuery` (one more statement).
 */
export async function totalOf(ctx: AppContext, rows: { total?: string | number }[], countQuery: SQL) {
  if (rows.length) return Number(rows[0].total);
  const [r] = await queryRows<{ n: string | number }>(ctx.db, countQuery);
  return Number(r?.n ?? 0);
}
