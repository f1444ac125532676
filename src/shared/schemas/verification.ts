import { z } from 'zod';
import { MSG } from '../messages';
import { ID_DOC_TYPES } from '../policies/verification';
import { envelope, line, multiline } from './common';

/** The badges a profile shows, decided by the server (docs/verification.md#badges). */
export const badgesSchema = z.object({
  mobile_verified: z.boolean(),
  id_verified: z.boolean(),
  photo_verified: z.boolean(),
});

/** POST /api/user/verification/mobile/confirm: the 6-digit code the SMS carried. */
export const mobileConfirmSchema = z.object({ otp: line().trim().max(10) });

/** The fields that come with an ID upload (multipart fields beside the file; docs/verification.md#identity). */
export const idUploadFields = z.object({
  doc_type: z.enum(ID_DOC_TYPES, { error: MSG.idDocTypeInvalid }),
  last_four: line()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, { error: MSG.idLastFourInvalid }),
});

/** The member's own verification page (GET /api/user/verification). */
export const myVerificationSchema = z.object({
  mobile_no: z.string(),
  badges: badgesSchema,
  id: z
    .object({
      doc_type: z.enum(ID_DOC_TYPES),
      last_four: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string().nullable(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    })
    .nullable(),
  abilities: z.object({ verify_mobile: z.boolean(), upload_id: z.boolean() }),
});
export const myVerificationAnswer = envelope(myVerificationSchema.shape);

/** One document in the staff verification queue, beside the member's profile and photos. */
export const idQueueItemSchema = z.object({
  id: z.uuid(),
  doc_type: z.enum(ID_DOC_TYPES),
  last_four: z.string(),
  created_at: z.string(),
  /** A signed link to the image (docs/verification.md#identity), valid for minutes. */
  image_url: z.string(),
  member: z.object({
    registration_no: z.string(),
    name: z.string(),
    date_of_birth: z.string(),
    gender: z.string(),
    photos: z.array(z.string()),
  }),
});

/** POST /api/admin/id-documents/:id/decision. */
export const idDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** Staff compared the member's photo with the ID's photo and they match ("Photo verified"). */
  photo_matches: z.boolean().optional().default(false),
  reason: multiline().trim().max(500).optional().default(''),
});
