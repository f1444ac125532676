import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blocks, interests } from '../../db/schema';

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
    .where(or(and(eq(blocks.userId, a), eq(blocks.targetId, b)), and(eq(blocks.userId, b), eq(blocks.targetId, a))))
    .limit(1);
  return rows.length > 0;
}
