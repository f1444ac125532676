import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { DEFAULT_LANG } from '../../../shared/i18n/languages';
import type { PromoterInput, PromoterRow } from '../../../shared/schemas/promoters';
import type { Db, Tx } from '../../db/client';
import { promoters, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { nextRegistrationNo } from '../../lib/registration-no';
import { containsPattern } from '../../lib/sql';
import { mailLang, promoterInviteMail } from '../../mail/templates';

/** The password hash of an account whose owner has not set a password yet (matches no password). */
export const UNSET_PASSWORD = '!unset';
const SET_PASSWORD_TTL = '7d';

/**
 * The users row of an account staff create for someone else (a promoter, decision 022; a staff member,
 * decision 130): the next registration number, active from now, and no usable password until its owner
 * follows the set-password link (setPasswordLink).
 */
export async function invitedAccount(
  tx: Tx,
  regNoPrefix: string,
  account: { email: string; role: string; language: string },
) {
  return {
    registrationNo: await nextRegistrationNo(tx, regNoPrefix),
    ...account,
    passwordHash: UNSET_PASSWORD,
    status: 'active',
    activatedAt: new Date(),
  };
}

/** A promoter's own columns as staff enter them (decision 022), for a new row or an edit. */
const promoterColumns = (input: PromoterInput) => ({
  name: input.name,
  mobile: input.mobile,
  promoterType: input.promoter_type,
  promoCode: input.promo_code,
  registeredOn: input.registered_on,
  expiresOn: input.expires_on ?? null,
  bank: input.bank,
});

type Found = typeof promoters.$inferSelect & {
  email: string;
  language: string;
  registrationNo: string;
  passwordHash: string;
  status: string;
};

const toRow = (p: Found): PromoterRow => ({
  id: p.userId,
  registration_no: p.registrationNo,
  name: p.name,
  email: p.email,
  mobile: p.mobile,
  promoter_type: p.promoterType,
  promo_code: p.promoCode,
  registered_on: p.registeredOn,
  expires_on: p.expiresOn,
  bank: p.bank,
  active: p.active,
  status_reason: p.statusReason,
  password_set: p.passwordHash !== UNSET_PASSWORD,
  language: mailLang(p.language),
});

const selectFound = (db: Db | Tx) =>
  db
    .select({
      p: promoters,
      email: users.email,
      language: users.language,
      registrationNo: users.registrationNo,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId));

const flat = (r: {
  p: typeof promoters.$inferSelect;
  email: string;
  language: string;
  registrationNo: string;
  passwordHash: string;
  status: string;
}): Found => ({
  ...r.p,
  email: r.email,
  language: r.language,
  registrationNo: r.registrationNo,
  passwordHash: r.passwordHash,
  status: r.status,
});

const taken = (err: unknown) => {
  const detail = String(
    (err as { detail?: string; cause?: { detail?: string } })?.cause?.detail ??
      (err as { detail?: string })?.detail ??
      err,
  );
  if (detail.includes('promo_code')) {
    return new AppError(409, 'This promo code is already used', 'promo_taken', {
      promo_code: 'This promo code is already used',
    });
  }
  return new AppError(409, 'This email is already registered', 'email_taken', {
    email: 'This email is already registered',
  });
};

/** The signed set-password link of a promoter account (decision 022): 7 days, void once a password is set. */
export async function setPasswordLink(
  ctx: AppContext,
  userId: string,
  tokenVersion: number,
): Promise<string> {
  const token = await new SignJWT({ purpose: 'set_password', tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(SET_PASSWORD_TTL)
    .sign(ctx.config.jwtSecret);
  return `${ctx.config.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/admin/promoters (decision 022): creates the promoter account (role promoter, active, no usable
 * password) and its promoter row in one transaction, then mails the set-password link. Returns the row.
 * Throws 409 when the email or promo code (case-insensitive) is taken.
 */
export async function createPromoter(ctx: AppContext, input: PromoterInput): Promise<PromoterRow> {
  let created: Found;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values(
          await invitedAccount(tx, ctx.config.regNoPrefix, {
            email: input.email,
            role: 'promoter',
            language: input.language ?? DEFAULT_LANG,
          }),
        )
        .returning();
      const [p] = await tx
        .insert(promoters)
        .values({ userId: u.id, ...promoterColumns(input) })
        .returning();
      return {
        ...p,
        email: u.email,
        language: u.language,
        registrationNo: u.registrationNo,
        passwordHash: u.passwordHash,
        status: u.status,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(err);
    throw err;
  }
  const link = await setPasswordLink(ctx, created.userId, 0);
  await ctx.mailer.send(
    promoterInviteMail(
      ctx.config,
      mailLang(created.language),
      created.email,
      created.name,
      created.promoCode,
      link,
    ),
  );
  return toRow(created);
}

/** PUT /api/admin/promoters/:id (decision 022): edits every field; 404 unknown, 409 email/code taken. */
export async function updatePromoter(
  ctx: AppContext,
  id: string,
  input: PromoterInput,
): Promise<PromoterRow> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .update(promoters)
        .set({ ...promoterColumns(input), updatedAt: new Date() })
        .where(eq(promoters.userId, id))
        .returning({ id: promoters.userId });
      if (!p) throw new AppError(404, 'Promoter not found', 'not_found');
      await tx
        .update(users)
        .set({ email: input.email, ...(input.language ? { language: input.language } : {}) })
        .where(eq(users.id, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(err);
    throw err;
  }
  return getPromoter(ctx.db, id);
}

/**
 * PATCH /api/admin/promoters/:id/status (decision 022): activates or deactivates (reason required). A
 * deactivated promoter cannot sign in (account inactive, sessions revoked) and their code stops working.
 */
export async function setPromoterActive(
  ctx: AppContext,
  id: string,
  input: { active: boolean; reason: string },
): Promise<PromoterRow> {
  await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(promoters)
      .set({ active: input.active, statusReason: input.reason, updatedAt: new Date() })
      .where(eq(promoters.userId, id))
      .returning({ id: promoters.userId });
    if (!p) throw new AppError(404, 'Promoter not found', 'not_found');
    await tx
      .update(users)
      .set({
        status: input.active ? 'active' : 'inactive',
        statusReason: input.reason || null,
        ...(input.active ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
      })
      .where(eq(users.id, id));
  });
  return getPromoter(ctx.db, id);
}

/** One promoter by account id; 404 when none. */
export async function getPromoter(db: Db | Tx, id: string): Promise<PromoterRow> {
  const [r] = await selectFound(db).where(eq(promoters.userId, id));
  if (!r) throw new AppError(404, 'Promoter not found', 'not_found');
  return toRow(flat(r));
}

/** GET /api/admin/promoters: newest first, searched by name, email, code or mobile; paged. */
export async function listPromoters(
  db: Db,
  q: { page: number; pageSize: number; q: string },
): Promise<{ promoters: PromoterRow[]; total: number; page: number; pageSize: number }> {
  const like = containsPattern(q.q);
  const where = q.q
    ? or(
        ilike(promoters.name, like),
        ilike(users.email, like),
        ilike(promoters.promoCode, like),
        ilike(promoters.mobile, like),
      )
    : undefined;
  const rows = await selectFound(db)
    .where(where)
    .orderBy(desc(promoters.createdAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await db
    .select({ n: count() })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(where);
  return { promoters: rows.map((r) => toRow(flat(r))), total: n, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /api/auth/set-password (decision 022; invited staff too, decision 130): checks the invitation token (signature, expiry, purpose and
 * the account's token version, so a link works once) and sets the password; earlier sessions end.
 * Throws 400 for an invalid or used link.
 */
export async function setPasswordWithToken(ctx: AppContext, token: string, password: string): Promise<void> {
  const bad = new AppError(400, 'This link is invalid or has already been used', 'link_invalid');
  let claims: { sub?: string; tv?: unknown; purpose?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, ctx.config.jwtSecret, { algorithms: ['HS256'] }));
  } catch {
    throw bad;
  }
  if (claims.purpose !== 'set_password' || !claims.sub || typeof claims.tv !== 'number') throw bad;
  const passwordHash = await hashPassword(password);
  const [u] = await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    // Promoters and invited staff (decision 130: staff get the promoters' link); never the bootstrap Admin.
    .where(
      and(
        eq(users.id, claims.sub),
        eq(users.tokenVersion, claims.tv),
        or(eq(users.role, 'promoter'), and(eq(users.role, 'Admin'), isNotNull(users.staffPermissions))),
      ),
    )
    .returning({ id: users.id });
  if (!u) throw bad;
}
