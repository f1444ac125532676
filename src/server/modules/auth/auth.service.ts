import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANG, isLang, type Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { PAY_MSG } from '../../../shared/payment-messages';
import { defaultPreferences, isPaidRole, mayUseArea, signInMessage } from '../../../shared/policies';
import { mayAttribute } from '../../../shared/policies/promoters';
import type { AccountStatus, Role } from '../../../shared/roles';
import type { AuthUser, Registration } from '../../../shared/schemas/auth';
import type { Tx } from '../../db/client';
import { partnerPreferences, passwordResetOtps, profiles, users } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { flagIdentifierDuplicates } from '../../lib/duplicates';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { generateOtp, hashOtp, OTP_MAX_TRIES, OTP_PER_HOUR, OTP_TTL_MS, otpMatches } from '../../lib/otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearLimit, hitLimit, releaseLimit } from '../../lib/rate-limit';
import { nextRegistrationNo } from '../../lib/registration-no';
import { signToken } from '../../lib/tokens';
import { mailLang, otpMail, passwordChangedMail, registeredMail } from '../../mail/templates';
import { anonymiseInvitationsTo } from '../promoters/invitations.service';
import { usablePromoter } from '../promoters/promo-code';
import { accountPrivacyFacts, recordConsent, recordSignIn } from './consent';

type AuthResult = Ok<{ token: string; user: AuthUser }>;

/** Sign-in limits (decision 004): failures per account and per address in a 15-minute window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILS_PER_ACCOUNT = 10;
export const LOGIN_MAX_FAILS_PER_ADDRESS = 50;
/** OTP rules (decision 004), shared with the SMS codes of docs/verification.md#mobile (lib/otp.ts). */
export { OTP_MAX_TRIES, OTP_PER_HOUR, OTP_TTL_MS } from '../../lib/otp';

async function issue(
  ctx: AppContext,
  u: typeof users.$inferSelect,
  firstName: string,
  message: string,
): Promise<AuthResult> {
  const privacy = await accountPrivacyFacts(ctx.db, u);
  const token = await signToken(
    { user_role: u.role as Role, ref_no: u.registrationNo, user_id: u.id, tv: u.tokenVersion },
    ctx.config.jwtSecret,
    ctx.config.jwtTtlSeconds,
  );
  return ok(
    {
      token,
      user: {
        user_id: u.id,
        registration_no: u.registrationNo,
        user_role: u.role as Role,
        status: u.status as AccountStatus,
        first_name: firstName,
        intended_plan: u.intendedPlan,
        language: isLang(u.language) ? u.language : DEFAULT_LANG,
        ...privacy,
        ...(u.mustChangePassword ? { must_change_password: true } : {}),
      },
    },
    message,
  );
}

/**
 * POST /api/auth/signup (SPEC §7). Creates a FreeUser in status 'pending' whatever role or status the
 * payload names; a paid `user_role` is only recorded as the intended plan. One transaction.
 * Throws 409 when the email is registered, 429 past 20 signups an hour from one address. `lang` is the
 * language the visitor registered in: the account keeps it for its mails (docs/i18n.md).
 */
export async function signup(
  ctx: AppContext,
  input: Registration,
  ip: string,
  lang: Lang = DEFAULT_LANG,
): Promise<AuthResult> {
  const limit = await hitLimit(ctx.db, `signup:ip:${ip}`, 20, 3_600_000);
  if (!limit.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
  // Promoters (decision 022): a promoter's usable code (not their own) attributes the member; any other code is a 400.
  const promoter = input.promo_code ? await usablePromoter(ctx.db, input.promo_code) : null;
  if (input.promo_code && (!promoter || !mayAttribute(promoter, { id: '', mobile: input.mobile_no }))) {
    throw new AppError(400, PAY_MSG.unknownPromo, 'promo', { promo_code: PAY_MSG.unknownPromo });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const registrationNo = await nextRegistrationNo(tx, ctx.config.regNoPrefix);
      const [u] = await tx
        .insert(users)
        .values({
          registrationNo,
          email: input.username,
          passwordHash,
          role: 'FreeUser',
          status: 'pending',
          intendedPlan: isPaidRole(input.user_role) ? input.user_role : null,
          referredBy: promoter?.userId ?? null,
          language: lang,
        })
        .returning();
      await tx.insert(profiles).values({
        userId: u.id,
        firstName: input.first_name,
        lastName: input.last_name,
        profileFor: input.profilefor,
        gender: input.gender,
        dateOfBirth: input.date_of_birth,
        maritalStatus: input.marital_status,
        motherTongue: input.mother_tongue,
        parentRelation: input.name_of_parent,
        parentName: input.parent_name,
        religion: 'Hindu',
        caste: input.caste,
        qualification: input.educational_qualification,
        occupation: input.occupation,
        incomeBand: input.income_per_month,
        occupationCountry: input.occupation_country,
        country: input.country,
        state: input.state,
        city: input.city,
        address: input.address,
        mobileNo: input.mobile_no,
      });
      await tx.insert(partnerPreferences).values({
        userId: u.id,
        ...defaultPreferences({
          gender: input.gender,
          dateOfBirth: input.date_of_birth,
          caste: input.caste ?? '',
          motherTongue: input.mother_tongue ?? '',
        }),
      });
      // Data rights (docs/data-rights.md): the schema requires privacy_consent; the version in force is recorded with the time.
      await recordConsent(tx, u.id, ip, lang);
      // One person, one profile (decision 194): an erased account's email or mobile, or another account's
      // mobile, flags the new account for staff; the same email as a live account is refused (409 below).
      await flagIdentifierDuplicates(tx, ctx.config.duplicateHashSecret, {
        userId: u.id,
        email: u.email,
        mobile: input.mobile_no,
      });
      // Invitations to her have done their work: anonymised (decision 116).
      await anonymiseInvitationsTo(tx, { email: u.email, mobile: input.mobile_no });
      await ctx.mailer.send(
        registeredMail(ctx.config, lang, u.email, input.first_name, u.registrationNo),
        tx,
      );
      return u;
    });
    return issue(ctx, user, input.first_name, MSG.signupSuccess);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(409, MSG.emailTaken, 'email_taken', { username: MSG.emailTaken });
    }
    throw err;
  }
}

/**
 * POST /api/auth/login (SPEC §7). The same 401 message for an unknown email and a wrong password.
 * A correct password on an account that is not active answers success with its status and a token
 * that only reaches what such an account may do. Throws 429 past the sign-in limits (decision 004).
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  userAgent?: string,
): Promise<AuthResult> {
  const email = username.trim().toLowerCase();
  const acctKey = `login:acct:${email}`;
  const ipKey = `login:ip:${ip}`;
  // Each attempt takes its slot atomically before the password is checked (decision 010), so parallel
  // guesses cannot all pass a limit read earlier; a correct password gives the slots back.
  const acct = await hitLimit(ctx.db, acctKey, LOGIN_MAX_FAILS_PER_ACCOUNT, LOGIN_WINDOW_MS);
  if (!acct.allowed) throw new AppError(429, MSG.tooManyLogins, 'rate_limited');
  const byAddress = await hitLimit(ctx.db, ipKey, LOGIN_MAX_FAILS_PER_ADDRESS, LOGIN_WINDOW_MS);
  if (!byAddress.allowed) {
    await releaseLimit(ctx.db, acctKey);
    throw new AppError(429, MSG.tooManyLogins, 'rate_limited');
  }
  const [row] = await ctx.db
    .select({ u: users, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(row?.u.passwordHash ?? null, password);
  if (!row || !ok) throw new AppError(401, MSG.invalidCredentials, 'invalid_credentials');
  await releaseLimit(ctx.db, ipKey);
  await clearLimit(ctx.db, acctKey);
  const now = new Date();
  await ctx.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, row.u.id));
  await recordSignIn(ctx.db, row.u.id, ip, userAgent);
  if (mayUseArea(row.u.status as AccountStatus) && !row.u.deletionDueAt) {
    await ctx.db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, row.u.id));
  }
  const status = row.u.status as AccountStatus;
  return issue(ctx, row.u, row.firstName ?? row.u.role, signInMessage(status));
}

/**
 * POST /api/auth/reset-password step 1 (SPEC §7): sends a 6-digit OTP to a registered email. Answers
 * the same whether or not the email is registered; 429 past one request a minute or 5 an hour per email.
 */
export async function requestPasswordOtp(ctx: AppContext, rawEmail: string): Promise<Ok> {
  const email = rawEmail.trim().toLowerCase();
  const perMinute = await hitLimit(ctx.db, `otp:min:${email}`, 1, 60_000);
  if (!perMinute.allowed) throw new AppError(429, MSG.otpTooSoon, 'rate_limited');
  const perHour = await hitLimit(ctx.db, `otp:hour:${email}`, OTP_PER_HOUR, 3_600_000);
  if (!perHour.allowed) throw new AppError(429, MSG.otpTooMany, 'rate_limited');
  const [u] = await ctx.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (u) await ctx.db.transaction((tx) => issuePasswordOtp(ctx, tx, { ...u, email }));
  return ok({}, MSG.otpSent);
}

/**
 * Issues a password-reset OTP for `account` inside `tx` (SPEC §7 step 1; also staff's resetpass,
 * decision 131): voids the earlier codes, stores the new one's hash (10 minutes) and queues the OTP mail
 * in the same transaction (sent after the answer, decision 010). The code itself is never returned.
 */
export async function issuePasswordOtp(
  ctx: AppContext,
  tx: Tx,
  account: { id: string; email: string; language: string },
): Promise<void> {
  const { email } = account;
  const code = generateOtp();
  // Only the newest code is valid.
  await tx
    .update(passwordResetOtps)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetOtps.email, email), isNull(passwordResetOtps.usedAt)));
  await tx.insert(passwordResetOtps).values({
    email,
    userId: account.id,
    codeHash: hashOtp(code, email, ctx.config.jwtSecret),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await ctx.mailer.send(otpMail(ctx.config, mailLang(account.language), email, code), tx);
}

/**
 * POST /api/auth/reset-password step 2 (SPEC §7): checks the OTP (single use, 10 minutes, 5 wrong
 * tries), sets the new password, revokes every earlier token and mails a confirmation.
 * Throws 400 with MSG.otpInvalid / MSG.otpTooManyTries / MSG.passwordTooShort.
 */
export async function resetPasswordWithOtp(
  ctx: AppContext,
  rawEmail: string,
  otp: string,
  password: string,
): Promise<Ok> {
  const email = rawEmail.trim().toLowerCase();
  if (password.length < 8)
    throw new AppError(400, MSG.passwordTooShort, 'validation', { password: MSG.passwordTooShort });
  if (password.length > 128) throw new AppError(400, MSG.passwordTooLong, 'validation');
  const [rec] = await ctx.db
    .select()
    .from(passwordResetOtps)
    .where(
      and(
        eq(passwordResetOtps.email, email),
        isNull(passwordResetOtps.usedAt),
        gt(passwordResetOtps.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetOtps.createdAt))
    .limit(1);
  if (!rec?.userId) throw new AppError(400, MSG.otpInvalid, 'otp_invalid');
  // The try takes its slot atomically before the code is compared (decision 010): parallel guesses get at
  // most OTP_MAX_TRIES comparisons, and none after the limit, the right code included.
  const [slot] = await ctx.db
    .update(passwordResetOtps)
    .set({ attempts: sql`${passwordResetOtps.attempts} + 1` })
    .where(
      and(
        eq(passwordResetOtps.id, rec.id),
        isNull(passwordResetOtps.usedAt),
        lt(passwordResetOtps.attempts, OTP_MAX_TRIES),
      ),
    )
    .returning({ attempts: passwordResetOtps.attempts });
  if (!slot) throw new AppError(400, MSG.otpTooManyTries, 'otp_locked');
  if (!/^\d{6}$/.test(otp) || !otpMatches(otp, email, rec.codeHash, ctx.config.jwtSecret)) {
    throw new AppError(
      400,
      slot.attempts >= OTP_MAX_TRIES ? MSG.otpTooManyTries : MSG.otpInvalid,
      'otp_invalid',
    );
  }
  const passwordHash = await hashPassword(password);
  const userId = rec.userId;
  const claimed = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetOtps)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetOtps.id, rec.id), isNull(passwordResetOtps.usedAt)))
      .returning({ id: passwordResetOtps.id });
    if (used.length === 0) return false; // a concurrent request used it first
    const changed = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, mustChangePassword: false })
      .where(eq(users.id, userId))
      .returning({ language: users.language });
    await ctx.mailer.send(passwordChangedMail(ctx.config, mailLang(changed[0]?.language), email), tx);
    return true;
  });
  if (!claimed) throw new AppError(400, MSG.otpInvalid, 'otp_invalid');
  await clearLimit(ctx.db, `login:acct:${email}`);
  return ok({}, MSG.passwordReset);
}
