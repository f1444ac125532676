import { eq, or } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { isUserAreaRole } from '../../../shared/roles';
import type { Profile } from '../../../shared/schemas/profile';
import { profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorEntitlements, isPaid } from '../../lib/plan';
import type { Actor } from '../../plugins/auth';
import { acceptedWith, blockedEitherWay } from '../interests/interest.queries';
import { recordVisit } from '../members/members.service';
import { presentProfile } from './profile.presenter';

/**
 * GET /api/user/profile/{registrationNo} (SPEC §7, issues #2 and #3): the owner and Admin see the whole
 * profile; another active member sees what the member shows, and the contact details (mobile, email,
 * address; `contact_visible` true) only when the viewer's effective plan is paid with the contact
 * entitlement (Silver, Premium, Assistance, not expired) AND an interest between the two was accepted.
 * A member's visit is recorded ("who viewed my profile"). A pending or deactivated account sees only its
 * own. Throws 404 for an unknown, unlisted or staff registration number and when either blocked the
 * other; 403 as above.
 */
export async function getProfile(ctx: AppContext, actor: Actor, registrationNo: string): Promise<Profile> {
  const r = registrationNo.trim();
  const [row] = await ctx.db
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(or(eq(users.registrationNo, r), eq(users.registrationNo, r.toUpperCase())))
    .limit(1);
  const own = row?.u.id === actor.id;
  const staff = actor.role === 'Admin';
  if (!own && !staff && actor.status !== 'active') throw new AppError(403, MSG.forbidden, 'forbidden');
  if (!row || (!own && !staff && !row.p.listed)) throw new AppError(404, MSG.profileNotFound, 'not_found');
  if (own || staff) return presentProfile(row.u, row.p, { full: true, contact: true });
  if (await blockedEitherWay(ctx.db, actor.id, row.u.id))
    throw new AppError(404, MSG.profileNotFound, 'not_found');
  let contact = false;
  if (isPaid(actor) && (await actorEntitlements(ctx.db, actor))?.canViewContactDetails) {
    contact = (await acceptedWith(ctx.db, actor.id, [row.u.id])).has(row.u.id);
  }
  if (isUserAreaRole(actor.role)) await recordVisit(ctx.db, actor.id, row.u.id);
  return presentProfile(row.u, row.p, { full: false, contact });
}
