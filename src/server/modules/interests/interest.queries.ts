import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { InterestState, InterestStatus } from '../../../shared/schemas/relation';
import type { Db, Tx } from '../../db/client';
import { blocks, interests } from '../../db/schema';
import { queryRows } from '../../lib/sql';

/**
 * The ids among `others` with whom `viewerId` has an accepted interest (either direction).
 * Used by contact-detail and photo-privacy decisions (issue #3).
 */
export async function acceptedWith(db: Db | Tx, viewerId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ s: interests.senderId, r: interests.receiverId })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(eq(interests.senderId, viewerId), inArray(interests.receiverId, others)),
          and(eq(interests.receiverId, viewerId), inArray(interests.senderId, others)),
        ),
      ),
    );
  return new Set(rows.map((r) => (r.s === viewerId ? r.r : r.s)));
}

/** True when either member blocked the other (issue #3: they no longer see or contact each other). */
export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, a), eq(blocks.targetId, b)),
        and(eq(blocks.userId, b), eq(blocks.targetId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Days a declined sender waits before asking the same member again (issue #3). */
export const DECLINE_COOLDOWN_DAYS = 30;

type InterestRow = {
  id: string;
  sender_id: string;
  receiver_id: string;
  status: InterestStatus;
  message: string;
  created_at: Date | string;
  responded_at: Date | string | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** An interest row seen from `viewerId`'s side (direction, and when a declined sender may ask again). */
export function presentInterestState(viewerId: string, r: InterestRow): InterestState {
  const direction = r.sender_id === viewerId ? 'sent' : 'received';
  let retryAfter: string | null = null;
  if (direction === 'sent' && r.status === 'declined' && r.responded_at) {
    const at = new Date(new Date(r.responded_at).getTime() + DECLINE_COOLDOWN_DAYS * 86_400_000);
    if (at.getTime() > Date.now()) retryAfter = at.toISOString();
  }
  return {
    id: r.id,
    status: r.status,
    direction,
    message: r.message,
    created_at: iso(r.created_at),
    responded_at: r.responded_at ? iso(r.responded_at) : null,
    retry_after: retryAfter,
  };
}

/**
 * For each id among `others`, the interest between it and `viewerId` that matters now: the open one
 * (pending or accepted) if any, else the latest. Members without any interest are absent.
 */
export async function interestStatesWith(
  db: Db | Tx,
  viewerId: string,
  others: string[],
): Promise<Map<string, InterestState>> {
  if (others.length === 0) return new Map();
  const ids = sql`${sql.param(others)}::uuid[]`;
  const rows = await queryRows<InterestRow & { other: string }>(
    db,
    sql`select distinct on (other) id, sender_id, receiver_id, status, message, created_at, responded_at, other
        from (
          select i.*, case when i.sender_id = ${viewerId} then i.receiver_id else i.sender_id end as other
          from interests i
          where (i.sender_id = ${viewerId} and i.receiver_id = any(${ids}))
             or (i.receiver_id = ${viewerId} and i.sender_id = any(${ids}))
        ) x
        order by other, (status in ('pending', 'accepted')) desc, created_at desc`,
  );
  return new Map(rows.map((r) => [r.other, presentInterestState(viewerId, r)]));
}
