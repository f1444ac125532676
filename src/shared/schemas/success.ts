import { z } from 'zod';
import { MSG } from '../messages';
import { envelope, line, multiline, pagedList, pageQueryFields, str } from './common';

/** POST /api/user/success body (decision 160): optionally the partner's registration number. */
export const markFoundSchema = z.object({
  partner_registration_no: line().trim().max(32).optional().default(''),
});

/** POST /api/user/success/:id/answer body: the named partner confirms (true) or declines (false). */
export const answerSchema = z.object({ confirm: z.boolean() });

/** PUT /api/user/success/:id/story body: the story's text and the writer's agreement to publish it. */
export const storySchema = z.object({
  story: multiline().trim().min(20, { error: MSG.storyRequired }).max(1500),
  consent: z.literal(true),
});
export type StoryInput = z.infer<typeof storySchema>;

/** POST /api/admin/success-stories/:id/review body: approve, or reject with a reason for the couple. */
export const storyReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: multiline().trim().max(500).optional().default(''),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    error: MSG.giveReason,
    path: ['reason'],
  });

const personSchema = z.object({ registration_no: str(), name: str() });

/** The signed-in member's own success record, from their side (decision 160). */
export const mySuccessSchema = z.object({
  id: str(),
  side: z.enum(['member', 'partner']),
  /** The other person: the named partner (member side) or the member who named you (partner side). */
  other: personSchema.nullable(),
  partner_state: z.enum(['none', 'pending', 'confirmed', 'declined']),
  my_consent: z.boolean(),
  their_consent: z.boolean(),
  story: str(),
  review: z.enum(['none', 'pending', 'approved', 'rejected']),
  review_reason: str(),
  withdrawn: z.boolean(),
  /** The story is on the home page and /about now. */
  public: z.boolean(),
  created_at: str(),
});
export type MySuccess = z.infer<typeof mySuccessSchema>;

/** A request naming the signed-in member as someone's partner, waiting for an answer. */
export const successRequestSchema = z.object({ id: str(), from: personSchema, created_at: str() });
export type SuccessRequest = z.infer<typeof successRequestSchema>;

export const mySuccessAnswer = envelope({
  record: mySuccessSchema.nullable(),
  requests: z.array(successRequestSchema),
});
export type MySuccessAnswer = z.infer<typeof mySuccessAnswer>;

/** One published story as the public sees it: first names only, the text, the year. */
/** `photo`: the address of the story's photo (docs/success-stories.md#the-photo), or null. */
export const publicStorySchema = z.object({
  id: str(),
  names: str(),
  story: str(),
  year: z.number().int(),
  photo: str().nullable(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;

/** GET /api/admin/success-stories query: which stories, paged. */
export const storyListQuery = z.object({
  state: z.enum(['pending', 'approved', 'rejected', 'waiting', 'all']).default('pending'),
  ...pageQueryFields(),
});
export type StoryListQuery = z.infer<typeof storyListQuery>;

/** One story in the staff queue. */
export const staffStorySchema = z.object({
  id: str(),
  member: personSchema,
  partner: personSchema.nullable(),
  partner_state: str(),
  story: str(),
  review: str(),
  review_reason: str(),
  agreed: z.boolean(),
  withdrawn: z.boolean(),
  reviewed_by: str().nullable(),
  reviewed_at: str().nullable(),
  created_at: str(),
  updated_at: str(),
  /** A signed link to the story's photo for this staff member (15–20 minutes), or null. */
  photo: str().nullable(),
});
export type StaffStory = z.infer<typeof staffStorySchema>;

export const staffStoryListSchema = pagedList('stories', staffStorySchema);
