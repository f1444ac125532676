import { ageOn } from '../../../shared/dates';
import type { Review } from '../../../shared/schemas/member';
import type { profiles, users } from '../../db/schema';

/**
 * What the staff review queues of photos and horoscope charts share (docs/member-area.md#photos,
 * docs/horoscope.md#chart): the member a queued item belongs to, and the columns a review writes.
 */

/** The member beside a queued photo or chart: number, name, gender, age and plan (adminPhotoSchema.member). */
export function queueMember(u: typeof users.$inferSelect, pr: typeof profiles.$inferSelect) {
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
