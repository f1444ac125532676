import { z } from 'zod';
import { MSG } from '../messages';
import { DUPLICATE_DECISIONS, DUPLICATE_REASONS } from '../policies/duplicates';
import { envelope, multiline, pageQueryFields, str } from './common';

/**
 * Duplicate accounts for staff (decision 194, docs/staff.md#duplicates): request and response shapes of
 * /api/admin/duplicates.
 */

/** GET /api/admin/duplicates query: open flags (default) or decided ones, paging. */
export const duplicateListQuery = z.object({
  status: z.enum(['open', 'decided']).default('open'),
  ...pageQueryFields(20, 50),
});

/** One side of a pair: the account as staff compare it, with its primary photo's signed link (or null). */
export const duplicateSideSchema = z.object({
  registration_no: str(),
  name: str(),
  status: str(),
  erased: z.boolean(),
  registered_at: str(),
  photo: str().nullable(),
});

/** One flag: the newer account, the account it looks like, why, and what staff decided. */
export const duplicateRowSchema = z.object({
  id: str(),
  reason: z.enum(DUPLICATE_REASONS),
  distance: z.number().nullable(),
  status: z.enum(['open', 'allowed', 'declined']),
  created_at: str(),
  decided_at: str().nullable(),
  newer: duplicateSideSchema,
  other: duplicateSideSchema,
});
export type DuplicateRow = z.infer<typeof duplicateRowSchema>;

export const duplicateListSchema = envelope({ duplicates: z.array(duplicateRowSchema), total: z.number() });

/** POST /api/admin/duplicates/{id}/decision body: allow, or decline the newer account with a reason. */
export const duplicateDecisionSchema = z
  .object({
    decision: z.enum(DUPLICATE_DECISIONS, { error: MSG.duplicateChoiceRequired }),
    reason: multiline().trim().max(500).optional().default(''),
  })
  .refine((v) => v.decision === 'allow' || v.reason.length > 0, {
    path: ['reason'],
    error: MSG.reasonRequired,
  });
export type DuplicateDecisionInput = z.output<typeof duplicateDecisionSchema>;
