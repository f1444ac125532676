import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Role } from '../../../shared/roles';
import type { ChangePassword } from '../../../shared/schemas/account';
import { users } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearLimit, hitLimit } from '../../lib/rate-limit';
import { signToken } from '../../lib/tokens';
import { mailLang, passwordChangedMail, signedOutEverywhereMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';

/** Wrong current passwords allowed per account in 15 minutes before change-password answers 429 (docs/first-impressions.md#details-members-notice). */
export const CHANGE_PASSWORD_MAX_FAILS = 5;
const WINDOW_MS = 15 * 60_000;

/** Signs a fresh session token for `u` at its (new) token version. */
function freshToken(
  ctx: AppContext,
  u: { id: string; role: string; registrationNo: string; tokenVersion: number },
) {
  return signToken(
    { user_role: u.role as Role, ref_no: u.registrationNo, user_id: u.id, tv: u.tokenVersion },
    ctx.config.jwtSecret,
    ctx.config.jwtTtlSeconds,
  );
}

/**
 * POST /api/account/password (docs/first-impressions.md#details-members-notice), for every account kind: checks the current password, sets the
 * new one and bumps the token version in one transaction, so every other session is signed out; the
 * caller keeps working with the fresh token returned. Mails a confirmation.
 * Throws 400 (wrong current password, field message on `current_password`), 429 after
 * CHANGE_PASSWORD_MAX_FAILS wrong tries in 15 minutes, 401 when the account is gone.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePassword,
): Promise<Ok<{ token: string }>> {
  const key = `pwchange:acct:${actor.id}`;
  const [u] = await ctx.db
    .select({
      email: users.email,
      language: users.language,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!u) throw new AppError(401, MSG.unauthorized, 'unauthorized');
  if (!(await verifyPassword(u.passwordHash, input.current_password))) {
    const hit = await hitLimit(ctx.db, key, CHANGE_PASSWORD_MAX_FAILS, WINDOW_MS);
    if (!hit.allowed) throw new AppError(429, MSG.tooManyPasswordTries, 'rate_limited');
    throw new AppError(400, MSG.currentPasswordWrong, 'validation', {
      current_password: MSG.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  const [row] = await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, mustChangePassword: false })
    // Only if nobody changed the password or signed out everywhere in between.
    .where(sql`${users.id} = ${actor.id} and ${users.tokenVersion} = ${u.tokenVersion}`)
    .returning({
      id: users.id,
      role: users.role,
      registrationNo: users.registrationNo,
      tokenVersion: users.tokenVersion,
    });
  if (!row) throw new AppError(401, MSG.unauthorized, 'unauthorized');
  await clearLimit(ctx.db, key);
  await ctx.mailer.send(passwordChangedMail(ctx.config, mailLang(u.language), u.email));
  return ok({ token: await freshToken(ctx, row) }, MSG.passwordChanged);
}

/**
 * POST /api/account/sign-out-everywhere (docs/first-impressions.md#details-members-notice): bumps the token version, so every session of the
 * account (this one too) is signed out at its next request. Mails a notice.
 */
export async function signOutEverywhere(ctx: AppContext, actor: Actor): Promise<Ok> {
  const [row] = await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, actor.id))
    .returning({ email: users.email, language: users.language });
  if (!row) throw new AppError(401, MSG.unauthorized, 'unauthorized');
  await ctx.mailer.send(signedOutEverywhereMail(ctx.config, mailLang(row.language), row.email));
  return ok({}, MSG.signedOutEverywhere);
}
