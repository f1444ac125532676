import type { profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { type Made, makeUser } from '../../test/factories';

/**
 * Test-only: Kavya Hegde, the Silver bride whose profile the sharing tests share (docs/plan-features.md#biodata,
 * docs/plan-features.md#share-link, SPEC §9 Silver "share your profile details"), with last name Hegde and
 * mobile +919845099999 (the contact details a share must hide) and the `profile` fields a test looks for.
 * Resolves with the account (makeUser).
 */
export const makeSilverKavya = (
  ctx: AppContext,
  profile: Partial<typeof profiles.$inferInsert>,
): Promise<Made> =>
  makeUser(ctx, {
    role: 'SilverUser',
    gender: 'Bride',
    firstName: 'Kavya',
    profile: { lastName: 'Hegde', mobileNo: '+919845099999', ...profile },
  });
