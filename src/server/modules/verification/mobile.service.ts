import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { badgesOf, mayVerifyMobile } from '../../../shared/policies';
import { mobileOtps, profiles } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { generateOtp, hashOtp, OTP_MAX_TRIES, OTP_PER_HOUR, OTP_TTL_MS, otpMatches } from '../../lib/otp';
import { hitLimit, releaseLimit } from '../../lib/rate-limit';
import { type SmsProvider, smsProvider } from './sms';

/** Codes one address may ask for in an hour, whatever the numbers (docs/verification.md#mobile). */
export const SMS_PER_ADDRESS_HOUR = 10;

const providers = new WeakMap<AppContext, SmsProvider>();

/** The SMS provider of this app (decision 187): built once from the configuration. */
export function smsOf(ctx: AppContext): SmsProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = smsProvider(ctx.config);
    providers.set(ctx, p);
  }
  return p;
}

/** Replaces the SMS provider of `ctx` (tests that count or fail messages). */
export function setSmsProvider(ctx: AppContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}

/**
 * The member's verification facts (docs/verification.md): the profile's mobile number, the number last
 * verified and when the ID and photo were verified. Throws 404 when the member has no profile.
 */
export async function profileMobile(ctx: AppContext, userId: string) {
  const [p] = await ctx.db
    .select({
      mobileNo: profiles.mobileNo,
      mobileVerifiedNo: profiles.mobileVerifiedNo,
      idVerifiedAt: profiles.idVerifiedAt,
      photoVerifiedAt: profiles.photoVerifiedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!p) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return p;
}

/**
 * POST /api/user/verification/mobile (docs/verification.md#mobile): sends a 6-digit code by SMS to the
 * member's current mobile number, with the rules of the password-reset OTP (decision 004): one a minute
 * and OTP_PER_HOUR an hour per number, SMS_PER_ADDRESS_HOUR per address (each an atomic counter, taken
 * before any work), stored hashed for 10 minutes, earlier codes voided. The SMS is sent after commit; a
 * provider failure voids the code, gives back the three slots and throws SmsError (502/503).
 * Throws 400 MSG.mobileAlreadyVerified, 429 MSG.mobileCodeTooSoon / MSG.mobileCodeTooMany.
 */
export async function sendMobileCode(ctx: AppContext, userId: string, ip: string): Promise<Ok> {
  const p = await profileMobile(ctx, userId);
  if (!mayVerifyMobile(badgesOf(p))) throw new AppError(400, MSG.mobileAlreadyVerified, 'already_verified');
  const mobile = p.mobileNo;
  const perMinute = await hitLimit(ctx.db, `sms:min:${mobile}`, 1, 60_000);
  if (!perMinute.allowed) throw new AppError(429, MSG.mobileCodeTooSoon, 'rate_limited');
  const perHour = await hitLimit(ctx.db, `sms:hour:${mobile}`, OTP_PER_HOUR, 3_600_000);
  if (!perHour.allowed) throw new AppError(429, MSG.mobileCodeTooMany, 'rate_limited');
  const perAddress = await hitLimit(ctx.db, `sms:ip:${ip}`, SMS_PER_ADDRESS_HOUR, 3_600_000);
  if (!perAddress.allowed) throw new AppError(429, MSG.mobileCodeTooMany, 'rate_limited');

  const code = generateOtp();
  const id = await ctx.db.transaction(async (tx) => {
    await tx
      .update(mobileOtps)
      .set({ usedAt: new Date() })
      .where(and(eq(mobileOtps.userId, userId), isNull(mobileOtps.usedAt)));
    const [row] = await tx
      .insert(mobileOtps)
      .values({
        userId,
        mobile,
        codeHash: hashOtp(code, mobile, ctx.config.jwtSecret),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      })
      .returning({ id: mobileOtps.id });
    return row.id;
  });
  try {
    await smsOf(ctx).sendOtp({ to: mobile, code });
  } catch (err) {
    await ctx.db.update(mobileOtps).set({ usedAt: new Date() }).where(eq(mobileOtps.id, id));
    // Nothing was sent: the member may ask again at once, and the failure costs none of the hour's codes.
    for (const key of [`sms:min:${mobile}`, `sms:hour:${mobile}`, `sms:ip:${ip}`])
      await releaseLimit(ctx.db, key);
    throw err;
  }
  return ok({}, MSG.mobileCodeSent);
}

/**
 * POST /api/user/verification/mobile/confirm (docs/verification.md#mobile): checks the code against the
 * latest unused, unexpired code sent to the member's current number. Each comparison first takes one of
 * OTP_MAX_TRIES slots atomically (`attempts < 5`), so parallel guesses get at most 5 comparisons; the right
 * code is claimed once (`used_at is null`) and sets `mobile_verified_no` only while the number is unchanged.
 * Throws 400 MSG.otpInvalid / MSG.otpTooManyTries.
 */
export async function confirmMobileCode(ctx: AppContext, userId: string, otp: string): Promise<Ok> {
  const p = await profileMobile(ctx, userId);
  const [rec] = await ctx.db
    .select()
    .from(mobileOtps)
    .where(
      and(
        eq(mobileOtps.userId, userId),
        eq(mobileOtps.mobile, p.mobileNo),
        isNull(mobileOtps.usedAt),
        gt(mobileOtps.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(mobileOtps.createdAt))
    .limit(1);
  if (!rec) throw new AppError(400, MSG.otpInvalid, 'otp_invalid');
  const [slot] = await ctx.db
    .update(mobileOtps)
    .set({ attempts: sql`${mobileOtps.attempts} + 1` })
    .where(and(eq(mobileOtps.id, rec.id), isNull(mobileOtps.usedAt), lt(mobileOtps.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: mobileOtps.attempts });
  if (!slot) throw new AppError(400, MSG.otpTooManyTries, 'otp_locked');
  if (!/^\d{6}$/.test(otp) || !otpMatches(otp, rec.mobile, rec.codeHash, ctx.config.jwtSecret)) {
    throw new AppError(
      400,
      slot.attempts >= OTP_MAX_TRIES ? MSG.otpTooManyTries : MSG.otpInvalid,
      'otp_invalid',
    );
  }
  const claimed = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(mobileOtps)
      .set({ usedAt: new Date() })
      .where(and(eq(mobileOtps.id, rec.id), isNull(mobileOtps.usedAt)))
      .returning({ id: mobileOtps.id });
    if (used.length === 0) return false;
    const set = await tx
      .update(profiles)
      .set({ mobileVerifiedNo: rec.mobile })
      .where(and(eq(profiles.userId, userId), eq(profiles.mobileNo, rec.mobile)))
      .returning({ id: profiles.userId });
    return set.length > 0;
  });
  if (!claimed) throw new AppError(400, MSG.otpInvalid, 'otp_invalid');
  return ok({}, MSG.mobileVerified);
}
