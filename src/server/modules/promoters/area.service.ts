import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { referralLink } from '../../../shared/policies/promoter-area';
import { maskAccountNo } from '../../../shared/policies/promoters';
import type {
  BankChangeInput,
  BankChangeRow,
  PromoterProfile,
  PromoterProfileInput,
} from '../../../shared/schemas/promoter-area';
import type { Db } from '../../db/client';
import { promoterBankChanges, promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { addNotification } from '../notifications/notify';

type Bank = {
  account_name: string;
  account_no: string;
  ifsc: string;
  bank_name: string;
  account_type?: string;
};

const masked = (b: Bank) => ({
  account_name: b.account_name,
  account_no_masked: maskAccountNo(b.account_no),
  account_type: b.account_type ?? '',
  ifsc: b.ifsc,
  bank_name: b.bank_name,
});

const notFound = () => new AppError(404, MSG.promoterNotFound, 'not_found');

/**
 * The lock of a promoter's screen (Admin menu → Lock, docs/promoter-area.md): while `promoters.locked_at` is set every
 * promoter route but the profile read and unlock answers 423. Throws 404 for an account without a promoter row.
 */
export async function assertUnlocked(db: Db, promoterId: string): Promise<void> {
  const [p] = await db
    .select({ lockedAt: promoters.lockedAt })
    .from(promoters)
    .where(eq(promoters.userId, promoterId));
  if (!p) throw notFound();
  if (p.lockedAt) throw new AppError(423, MSG.promoterLocked, 'locked');
}

/**
 * GET /api/promoter/profile (docs/promoter-area.md, SPEC §3 Promoter): the signed-in promoter's own record — About
 * fields, bank details with the account number masked, the latest bank change request, the lock state.
 */
export async function promoterProfile(ctx: AppContext, actor: Actor): Promise<PromoterProfile> {
  const [r] = await ctx.db
    .select({ p: promoters, email: users.email, registrationNo: users.registrationNo })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(eq(promoters.userId, actor.id));
  if (!r) throw notFound();
  const [change] = await ctx.db
    .select()
    .from(promoterBankChanges)
    .where(eq(promoterBankChanges.promoterId, actor.id))
    .orderBy(sql`${promoterBankChanges.createdAt} desc`)
    .limit(1);
  const p = r.p;
  return {
    promoter_name: p.name,
    registration_no: r.registrationNo,
    email: r.email,
    mobile: p.mobile,
    promoter_type: p.promoterType,
    promo_code: p.promoCode,
    referral_link: referralLink(ctx.config.publicUrl, p.promoCode),
    registered_on: p.registeredOn,
    expires_on: p.expiresOn,
    address: p.address,
    pin_code: p.pinCode,
    country: p.country,
    state: p.state,
    city: p.city,
    bank: masked(p.bank),
    bank_change: change
      ? {
          status: change.status as 'pending' | 'approved' | 'rejected',
          requested_at: change.createdAt.toISOString(),
          reason: change.reason,
          bank: masked(change.bank),
        }
      : null,
    locked: p.lockedAt !== null,
  };
}

/**
 * PUT /api/promoter/profile (docs/promoter-area.md): the promoter edits name, phone, email and address fields of their
 * own record (never type, code, dates or bank). 409 when the email belongs to another account.
 */
export async function updatePromoterProfile(
  ctx: AppContext,
  actor: Actor,
  input: PromoterProfileInput,
): Promise<PromoterProfile> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .update(promoters)
        .set({
          name: input.name,
          mobile: input.mobile,
          address: input.address,
          pinCode: input.pin_code,
          country: input.country,
          state: input.state,
          city: input.city,
          updatedAt: new Date(),
        })
        .where(eq(promoters.userId, actor.id))
        .returning({ id: promoters.userId });
      if (!p) throw notFound();
      await tx
        .update(users)
        .set({ email: input.email })
        .where(and(eq(users.id, actor.id), ne(users.email, input.email)));
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(409, MSG.promoterEmailTaken, 'email_taken', { email: MSG.promoterEmailTaken });
    }
    throw err;
  }
  return promoterProfile(ctx, actor);
}

/**
 * PUT /api/promoter/bank (docs/promoter-area.md): records a change of bank details as a pending request (replacing an
 * earlier pending one). The details in force stay until staff approve; payouts use those.
 */
export async function requestBankChange(
  ctx: AppContext,
  actor: Actor,
  input: BankChangeInput,
): Promise<PromoterProfile> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(promoterBankChanges)
      .where(and(eq(promoterBankChanges.promoterId, actor.id), eq(promoterBankChanges.status, 'pending')));
    await tx.insert(promoterBankChanges).values({ promoterId: actor.id, bank: input });
  });
  return promoterProfile(ctx, actor);
}

/** GET /api/admin/promoter-bank-changes: pending bank change requests, oldest first, full numbers (staff). */
export async function pendingBankChanges(db: Db): Promise<BankChangeRow[]> {
  const rows = await db
    .select({ c: promoterBankChanges, name: promoters.name, code: promoters.promoCode, bank: promoters.bank })
    .from(promoterBankChanges)
    .innerJoin(promoters, eq(promoters.userId, promoterBankChanges.promoterId))
    .where(eq(promoterBankChanges.status, 'pending'))
    .orderBy(promoterBankChanges.createdAt)
    .limit(200);
  return rows.map((r) => ({
    id: r.c.id,
    promoter_id: r.c.promoterId,
    promoter_name: r.name,
    promo_code: r.code,
    requested_at: r.c.createdAt.toISOString(),
    current: {
      account_name: r.bank.account_name,
      account_no: r.bank.account_no,
      ifsc: r.bank.ifsc,
      bank_name: r.bank.bank_name,
    },
    requested: {
      account_name: r.c.bank.account_name,
      account_no: r.c.bank.account_no,
      account_type: r.c.bank.account_type ?? '',
      ifsc: r.c.bank.ifsc,
      bank_name: r.c.bank.bank_name,
    },
  }));
}

/**
 * POST /api/admin/promoter-bank-changes/:id/review (docs/promoter-area.md): approve (the requested details replace the
 * promoter's bank details) or reject with a reason, in one transaction; the promoter is notified in-app.
 * 404 unknown or no longer pending.
 */
export async function reviewBankChange(
  ctx: AppContext,
  staff: Actor,
  id: string,
  input: { approve: boolean; reason: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .update(promoterBankChanges)
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reason: input.reason,
        reviewedBy: staff.id,
        reviewedAt: new Date(),
      })
      .where(and(eq(promoterBankChanges.id, id), eq(promoterBankChanges.status, 'pending')))
      .returning();
    if (!c) throw new AppError(404, MSG.bankChangeNotFound, 'not_found');
    if (input.approve) {
      await tx
        .update(promoters)
        .set({ bank: c.bank, updatedAt: new Date() })
        .where(eq(promoters.userId, c.promoterId));
    }
    await addNotification(tx, {
      userId: c.promoterId,
      kind: 'bank_change_reviewed',
      title: input.approve ? 'Bank details approved' : 'Bank details change not approved',
      body: input.approve
        ? 'Your new bank details are in force for the next payout.'
        : `Reason: ${input.reason}. Your earlier bank details stay in force.`,
      link: '/PromotAdmin/profilepage?tab=bank',
    });
  });
}

/** POST /api/promoter/lock (docs/promoter-area.md): covers the promoter's screen until the password is re-entered. */
export async function lockPromoter(db: Db, actor: Actor): Promise<void> {
  await db
    .update(promoters)
    .set({ lockedAt: sql`coalesce(${promoters.lockedAt}, now())` })
    .where(eq(promoters.userId, actor.id));
}

/**
 * POST /api/promoter/unlock (docs/promoter-area.md): checks the password server-side and lifts the lock.
 * 400 'Incorrect password' when it does not match (the route is rate-limited).
 */
export async function unlockPromoter(db: Db, actor: Actor, password: string): Promise<void> {
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!u || !(await verifyPassword(u.hash, password))) {
    throw new AppError(400, MSG.passwordIncorrect, 'bad_password', { password: MSG.passwordIncorrect });
  }
  await db.update(promoters).set({ lockedAt: null }).where(eq(promoters.userId, actor.id));
}
