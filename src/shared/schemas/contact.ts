import { z } from 'zod';
import { MSG } from '../messages';
import { normaliseMobile } from '../phone';
import { line, str } from './common';

/** Topics of the Contact Us form (SPEC §2 /contact). */
export const CONTACT_TOPICS = [
  'Registration and verification',
  'Membership plans and payment',
  'Assisted service',
  'My profile or photos',
  'Report a concern',
  'Something else',
] as const;

const email = line({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(254)
  .pipe(z.email({ error: MSG.emailInvalid }));

/**
 * POST /api/contact body (decision 016), validated the same in the form. The mobile is optional; when given
 * it must be a valid Indian mobile (SPEC §5 message) and is sent on normalised ('+919876543210').
 */
export const contactMessageSchema = z.object({
  name: line({ error: MSG.nameRequired }).trim().min(1, { error: MSG.nameRequired }).max(80),
  email,
  mobile: str()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || normaliseMobile(v) !== null, { error: MSG.mobileInvalid })
    .transform((v) => (v === '' ? '' : (normaliseMobile(v) ?? ''))),
  topic: z.enum(CONTACT_TOPICS, { error: MSG.topicRequired }),
  registration_no: line().trim().max(32).optional().default(''),
  message: str({ error: MSG.messageRequired }).trim().min(10, { error: MSG.messageTooShort }).max(2000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;

/** A contact message as staff see it in /admin. */
export const contactMessageRowSchema = z.object({
  id: str(),
  name: str(),
  email: str(),
  mobile: str(),
  topic: str(),
  registration_no: str(),
  message: str(),
  status: z.enum(['new', 'answered']),
  reply: str().nullable(),
  answered_at: str().nullable(),
  created_at: str(),
  /** Priority support (docs/plan-features.md#priority-support): the answer is due by then; null: not priority. */
  priority_due_at: str().nullable(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** GET /api/admin/contact-messages query: status filter and paging. */
export const contactMessageListQuery = z.object({
  status: z.enum(['new', 'answered', 'all']).optional().default('new'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

/** POST /api/admin/contact-messages/:id/reply body. */
export const contactReplySchema = z.object({
  reply: str({ error: MSG.replyRequired }).trim().min(1, { error: MSG.replyRequired }).max(5000),
});

/** POST /api/newsletter body. */
export const newsletterSubscribeSchema = z.object({ email });

/** POST /api/newsletter/confirm and /unsubscribe body: the email and the token from the mailed link. */
export const newsletterLinkSchema = z.object({
  email: line().trim().min(1).max(254),
  token: line().trim().min(1).max(200),
});
