import { asc, count, desc, eq } from 'drizzle-orm';
import { ageOn } from '../../../shared/dates';
import type { Review } from '../../../shared/schemas/member';
import type { Db } from '../../db/client';
import { type horoscopeCharts, type photos, profiles, users } from '../../db/schema';

/**
 * What the staff review queues of photos and horoscope charts share (docs/member-area.md#photos,
 * docs/horoscope.md#chart): the page of queued items, the member a queued item belongs to, and the
 * columns a review writes.
 */

/** A table staff review: photos or horoscope charts. */
type QueueTable = typeof photos | typeof horoscopeCharts;

/**
 * One page of a review queue: the items of `table` in `q.status`, oldest first for 'pending' (last
 * reviewed first otherwise, then by id), each with when it was reviewed (ISO or null) and its member
 * (queueMember), and how many items are in that state in all. `q.page` counts from 1.
 */
export async function queuePage<T extends QueueTable>(
  db: Db,
  table: T,
  q: { status: string; page: number; pageSize: number },
): Promise<{
  total: number;
  rows: { item: T['$inferSelect']; reviewed_at: string | null; member: ReturnType<typeof queueMember> }[];
}> {
  const t: QueueTable = table;
  const [{ total }] = await db.select({ total: count() }).from(t).where(eq(t.status, q.status));
  const rows = await db
    .select({ item: t, u: users, pr: profiles })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .innerJoin(profiles, eq(profiles.userId, t.userId))
    .where(eq(t.status, q.status))
    .orderBy(q.status === 'pending' ? asc(t.createdAt) : desc(t.reviewedAt), asc(t.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total,
    rows: rows.map(({ item, u, pr }) => ({
      item,
      reviewed_at: item.reviewedAt?.toISOString() ?? null,
      member: queueMember(u, pr),
    })),
  };
}

/** The member beside a queued photo or chart: number, name, gender, age and plan (adminPhotoSchema.member). */
function queueMember(u: typeof users.$inferSelect, pr: typeof profiles.$inferSelect) {
  return {
    registration_no: u.registrationNo,
    first_name: pr.firstName,
    last_name: pr.lastName,
    gender: pr.gender,
    age: ageOn(pr.dateOfBirth),
    user_role: u.role,
  };
}

/** The columns a review by `staffId` sets: the new state, the reason (kept only on a rejection), who and when. */
export function reviewedColumns(review: Review, staffId: string) {
  return {
    status: review.status,
    reason: review.status === 'approved' ? null : review.reason,
    reviewedAt: new Date(),
    reviewedBy: staffId,
  };
}
