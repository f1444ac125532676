import { eq } from 'drizzle-orm';
import { promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { mailLang, promoterInviteMail } from '../../mail/templates';
import { setPasswordLink, UNSET_PASSWORD } from '../promoters/promoters.service';

/**
 * POST /api/admin/promoters/:id/set-password-link (decision 022): mails a new set-password link to a promoter
 * who has not set a password yet (their link expired or was lost). The link carries the account's current
 * token version, so earlier unused links keep working until one is used. 404 unknown promoter; 409 when the
 * password is already set (they use "Forgot password" then). Returns the address mailed.
 */
export async function resendSetPasswordLink(ctx: AppContext, promoterId: string): Promise<string> {
  const [r] = await ctx.db
    .select({
      email: users.email,
      language: users.language,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      name: promoters.name,
      code: promoters.promoCode,
    })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(eq(promoters.userId, promoterId));
  if (!r) throw new AppError(404, 'Promoter not found', 'not_found');
  if (r.passwordHash !== UNSET_PASSWORD)
    throw new AppError(409, 'This promoter has already set a password', 'password_set');
  const link = await setPasswordLink(ctx, promoterId, r.tokenVersion);
  await ctx.mailer.send(promoterInviteMail(ctx.config, mailLang(r.language), r.email, r.name, r.code, link));
  return r.email;
}
