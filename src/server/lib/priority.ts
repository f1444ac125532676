import { sql } from 'drizzle-orm';
import { effectivePlan, hasPrioritySupport, type PlanHolder, priorityDueAt } from '../../shared/policies';
import type { Db, Tx } from '../db/client';
import { queryRows } from './sql';

/**
 * When staff owe an answer to what `holder` sends now under priority support (docs/plan-features.md#priority-support):
 * priorityDueAt(now) when the account's effective plan has the `prioritySupport` entitlement, else null
 * (also for visitors and staff). One statement reading the plan's entitlements. Used by contact messages,
 * grievances and call-back requests, which sit below the plans module.
 */
export async function priorityDueFor(
  db: Db | Tx,
  holder: PlanHolder | null,
  now: Date = new Date(),
): Promise<Date | null> {
  const plan = holder ? effectivePlan(holder, now) : null;
  if (!plan) return null;
  const [row] = await queryRows<{ e: { prioritySupport: boolean } | string }>(
    db,
    sql`select entitlements as e from plans where code = ${plan}`,
  );
  const ent = typeof row?.e === 'string' ? JSON.parse(row.e) : row?.e;
  return hasPrioritySupport(ent) ? priorityDueAt(now) : null;
}
