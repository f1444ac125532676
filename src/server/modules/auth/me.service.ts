import { eq } from 'drizzle-orm';
import { DEFAULT_LANG, isLang } from '../../../shared/i18n/languages';
import { heldPermissions, holdsStaffPermissions } from '../../../shared/policies';
import type { AccountStatus, Role } from '../../../shared/roles';
import type { AuthUser } from '../../../shared/schemas/auth';
import { profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { accountPrivacyFacts } from './consent';

/** The signed-in account as the browser needs it (role, status, registration number, first name). */
export async function currentUser(ctx: AppContext, userId: string): Promise<AuthUser> {
  const [row] = await ctx.db
    .select({ u: users, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(401, 'Please sign in to continue', 'unauthorized');
  return {
    user_id: row.u.id,
    registration_no: row.u.registrationNo,
    user_role: row.u.role as Role,
    status: row.u.status as AccountStatus,
    first_name: row.firstName ?? row.u.role,
    intended_plan: row.u.intendedPlan,
    language: isLang(row.u.language) ? row.u.language : DEFAULT_LANG,
    ...(await accountPrivacyFacts(ctx.db, row.u)),
    ...(row.u.mustChangePassword ? { must_change_password: true } : {}),
    ...(holdsStaffPermissions(row.u.role)
      ? { staff_permissions: heldPermissions('Admin', row.u.staffPermissions), staff_name: row.u.staffName }
      : {}),
  };
}
