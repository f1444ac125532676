import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { mayResetPasswordOf } from '../../../shared/policies';
import type { Role } from '../../../shared/roles';
import type { AccountRow, AccountSearch } from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { auditLog, profiles, promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { containsPattern } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { issuePasswordOtp } from '../auth/auth.service';

const NAME = sql<string>`coalesce(${promoters.name}, trim(${profiles.firstName} || ' ' || coalesce(${profiles.lastName}, '')), '')`;
const MOBILE = sql<string | null>`coalesce(${promoters.mobile}, ${profiles.mobileNo})`;

/** Members and promoters only (decision 131: staff accounts are not reset here), never erased ones. */
const RESETTABLE = and(ne(users.role, 'Admin'), sql`${users.erasedAt} is null`);

/**
 * GET /api/admin/accounts (resetpass, decision 131): members and promoters found by name, email, mobile
 * or registration number; sorted and paged. Returns who each is; never a password or hash.
 */
export async function searchAccounts(
  db: Db,
  q: AccountSearch,
): Promise<{ accounts: AccountRow[]; total: number; page: number; pageSize: number }> {
  const like = containsPattern(q.q);
  const digits = q.q.replace(/\D/g, '');
  const kind: SQL | undefined =
    q.kind === 'promoters'
      ? eq(users.role, 'promoter')
      : q.kind === 'members'
        ? ne(users.role, 'promoter')
        : undefined;
  const where = and(
    RESETTABLE,
    kind,
    q.q
      ? or(
          ilike(users.email, like),
          ilike(users.registrationNo, like),
          sql`${NAME} ilike ${like}`,
          digits.length >= 4 ? sql`${MOBILE} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
  const order = q.dir === 'asc' ? asc : desc;
  const sortBy =
    q.sort === 'name' ? NAME : q.sort === 'registration_no' ? users.registrationNo : users.createdAt;
  const rows = await db
    .select({
      registrationNo: users.registrationNo,
      name: NAME,
      email: users.email,
      mobile: MOBILE,
      role: users.role,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(where)
    .orderBy(order(sortBy), order(users.registrationNo))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(where);
  return {
    accounts: rows.map((r) => ({
      registration_no: r.registrationNo,
      name: r.name,
      email: r.email,
      mobile: r.mobile,
      role: r.role as Role,
      status: r.status,
      must_change_password: r.mustChangePassword,
      created_at: new Date(r.createdAt).toISOString(),
    })),
    total: n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The account behind a registration number that staff may reset (404 otherwise, 403 for staff). */
async function resettable(ctx: AppContext, registrationNo: string) {
  const [u] = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language, role: users.role })
    .from(users)
    .where(and(eq(users.registrationNo, registrationNo), sql`${users.erasedAt} is null`))
    .limit(1);
  if (!u) throw new AppError(404, MSG.accountNotFound, 'not_found');
  if (!mayResetPasswordOf(u.role as Role)) throw new AppError(403, MSG.passwordResetRefused, 'forbidden');
  return u;
}

/**
 * POST /api/admin/accounts/:registrationNo/password-otp (decision 131): mails the account the SPEC §7
 * password-reset OTP (the code is never shown to staff) and writes one audit row, in one transaction.
 */
export async function sendResetOtp(ctx: AppContext, actor: Actor, registrationNo: string): Promise<void> {
  const u = await resettable(ctx, registrationNo);
  await ctx.db.transaction(async (tx) => {
    await issuePasswordOtp(ctx, tx, u);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'password.otp_sent',
      targetUserId: u.id,
      details: {},
    });
  });
}

/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
/** Length of a temporary password: 12 characters of ALPHABET, about 68 bits. */
export const TEMPORARY_PASSWORD_LENGTH = 12;

/**
 * POST /api/admin/accounts/:registrationNo/temporary-password (decision 131): sets a random one-time
 * password that must be changed at the next sign-in, signs every session out (token version) and writes
 * one audit row (without the password), in one transaction. Returns the password: the only place it
 * exists in clear; it is shown once to the staff member and stored only as its argon2 hash.
 */
export async function setTemporaryPassword(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<string> {
  const u = await resettable(ctx, registrationNo);
  const password = Array.from(
    { length: TEMPORARY_PASSWORD_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  ).join('');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, u.id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'password.temporary_set',
      targetUserId: u.id,
      details: {},
    });
  });
  return password;
}
