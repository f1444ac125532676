import type { AccountStatus } from '../roles';
import { mayTransition } from './account';

/**
 * Duplicate accounts: one person, one profile (decision 194, docs/staff.md#duplicates). An email already
 * used by a live account is refused at signup (SPEC §8's signup error, MSG.emailTaken); everything else
 * that suggests the same person is flagged for staff with verification permission, who allow the pair or
 * decline the newer account as a duplicate.
 */

/**
 * Why an account was flagged:
 * - email_erased: the email of an account erased within ERASED_IDENTIFIER_MONTHS (salted hash match)
 * - mobile_erased: the mobile of such an erased account
 * - mobile_live: the mobile of another account that is not erased (any status)
 * - photo: a photo within PHOTO_MATCH_MAX_BITS of a photo of another account (any status, any photo state)
 */
export const DUPLICATE_REASONS = ['email_erased', 'mobile_erased', 'mobile_live', 'photo'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** How long the salted hashes of an erased account's email and mobile are kept (decision 194). */
export const ERASED_IDENTIFIER_MONTHS = 12;

/**
 * The largest Hamming distance, in bits of the 64-bit difference hash, at which two photos count as the
 * same picture (decision 194): a resized or re-encoded copy lands within 0-4 bits, different faces
 * photographed alike rarely under 16.
 */
export const PHOTO_MATCH_MAX_BITS = 10;

/** True when two photos whose hashes differ in `distance` bits look like the same picture (decision 194). */
export function photosMatch(distance: number): boolean {
  return distance >= 0 && distance <= PHOTO_MATCH_MAX_BITS;
}

/** The time until which an identifier of an account erased at `erasedAt` is kept: 12 calendar months later. */
export function erasedIdentifierExpiry(erasedAt: Date): Date {
  const d = new Date(erasedAt);
  d.setUTCMonth(d.getUTCMonth() + ERASED_IDENTIFIER_MONTHS);
  return d;
}

export const DUPLICATE_DECISIONS = ['allow', 'decline'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

/**
 * Why `decision` may not be taken on a flag (decision 194), or null when it may: a decided flag takes no
 * decision; declining deactivates the newer account, so its status must allow the move to inactive
 * (a pending account is rejected instead, see duplicateDeclineStatus).
 */
export function duplicateDecisionRefusal(
  decision: DuplicateDecision,
  f: { status: string; newerStatus: AccountStatus },
): 'closed' | 'not_declinable' | null {
  if (f.status !== 'open') return 'closed';
  if (decision === 'decline' && !mayTransition(f.newerStatus, duplicateDeclineStatus(f.newerStatus)))
    return 'not_declinable';
  return null;
}

/** The status declining as a duplicate moves the newer account to: rejected while pending, else inactive. */
export function duplicateDeclineStatus(status: AccountStatus): 'rejected' | 'inactive' {
  return status === 'pending' ? 'rejected' : 'inactive';
}
