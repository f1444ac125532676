import { eq } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Profile } from '../../../shared/schemas/profile';
import { profiles, users } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { presentProfile } from './profile.presenter';

/**
 * GET /api/user/profile/{registrationNo} (SPEC §7, issue #2): the owner and Admin see the whole profile;
 * another active member sees it without mobile, email and address; a pending or deactivated account
 * sees only its own. Throws 404 for an unknown, unlisted or staff registration number, 403 as above.
 */
export async function getProfile(ctx: AppContext, actor: Actor, registrationNo: string): Promise<Profile> {
  const [row] = await ctx.db
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.registrationNo, registrationNo))
    .limit(1);
  const own = row?.u.id === actor.id;
  const staff = actor.role === 'Admin';
  if (!own && !staff && actor.status !== 'active') throw new AppError(403, MSG.forbidden, 'forbidden');
  if (!row || (!own && !staff && !row.p.listed)) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return presentProfile(row.u, row.p, { full: own || staff, contact: false });
}
