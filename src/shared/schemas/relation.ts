import { z } from 'zod';
import { str } from './common';
import { memberPhotoSchema } from './member';

/**
 * The relation between a viewing member and another member (docs/member-area.md), shared by list cards and the
 * member profile page. Kept apart from profile.ts and members.ts so both can import it.
 */

/** What photo a viewer may load for a member (decided on the server by the photos module). */
export const photoUrlsSchema = z.object({ thumb: str().nullable(), blurred: z.boolean() });
export type PhotoUrlsDto = z.infer<typeof photoUrlsSchema>;

export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** The latest interest between the viewer and a member, seen from the viewer's side. */
export const interestStateSchema = z.object({
  id: str(),
  status: z.enum(INTEREST_STATUSES),
  /** 'sent' when the viewer expressed it, 'received' when the other member did. */
  direction: z.enum(['sent', 'received']),
  message: str(),
  created_at: str(),
  responded_at: str().nullable(),
  /** When a declined interest may be expressed again by the viewer (30-day cooldown), else null. */
  retry_after: str().nullable(),
});
export type InterestState = z.infer<typeof interestStateSchema>;

/** One action a viewer may take, or the reason it is not offered (docs/member-area.md#abilities, abilities). */
export const abilitySchema = z.object({
  allowed: z.boolean(),
  reason: z
    .enum(['upgrade_required', 'interest_open', 'they_asked', 'cooldown', 'interest_not_accepted'])
    .nullable(),
});

/**
 * What the viewer may do with this member (docs/architecture.md#where-rules-live), decided on the server by
 * src/shared/policies/members.ts; the web shows buttons and messages from it.
 */
export const abilitiesSchema = z.object({
  express_interest: abilitySchema,
  accept_interest: z.boolean(),
  decline_interest: z.boolean(),
  withdraw_interest: z.boolean(),
  view_contact: abilitySchema,
  see_photos: z.enum(['clear', 'blur', 'none']),
  shortlist: z.boolean(),
  block: z.boolean(),
  report: z.boolean(),
});
export type AbilitiesDto = z.infer<typeof abilitiesSchema>;

/**
 * What GET /api/user/profile/{registrationNo} adds when a member views another member: the interest
 * between them, the shortlist flag, the photos the viewer may see, and the viewer's abilities
 * (so the page offers the right action instead of an error).
 */
export const memberRelationSchema = z.object({
  interest: interestStateSchema.nullable(),
  shortlisted: z.boolean(),
  /** What the viewer may do with this member (express interest, contact details, photos ...). */
  abilities: abilitiesSchema,
  /** The photos the viewer may see (privacy decided on the server; blurred or none when excluded). */
  photos: z.array(memberPhotoSchema),
});
export type MemberRelation = z.infer<typeof memberRelationSchema>;
