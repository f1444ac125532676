import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { DEFAULT_LANG } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { heldPermissions, holdsStaffPermissions, mayChangeStaff } from '../../../shared/policies';
import type { StaffInvite, StaffRow, StaffUpdate } from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { containsPattern } from '../../lib/sql';
import { mailLang, staffInviteMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { invitedAccount, setPasswordLink, UNSET_PASSWORD } from '../promoters/promoters.service';

type StaffUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'registrationNo'
  | 'email'
  | 'status'
  | 'staffPermissions'
  | 'staffName'
  | 'passwordHash'
  | 'lastLoginAt'
  | 'createdAt'
  | 'tokenVersion'
  | 'language'
  | 'role'
>;

const COLUMNS = {
  id: users.id,
  registrationNo: users.registrationNo,
  email: users.email,
  status: users.status,
  staffPermissions: users.staffPermissions,
  staffName: users.staffName,
  passwordHash: users.passwordHash,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  tokenVersion: users.tokenVersion,
  language: users.language,
  role: users.role,
};

/** A staff account for staff (decision 130): no password hash or token leaves the server. */
const toRow = (u: StaffUser): StaffRow => ({
  id: u.id,
  registration_no: u.registrationNo,
  name: u.staffName ?? 'Admin',
  email: u.email,
  status: u.status,
  permissions: u.staffPermissions === null ? null : heldPermissions('Admin', u.staffPermissions),
  password_set: u.passwordHash !== UNSET_PASSWORD,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
});

/** GET /api/admin/staff (decision 130): staff accounts, the bootstrap Admin first, then by name; paged. */
export async function listStaff(
  db: Db,
  q: { q: string; page: number; pageSize: number },
): Promise<{ staff: StaffRow[]; total: number; page: number; pageSize: number }> {
  const like = containsPattern(q.q);
  const where = and(
    eq(users.role, 'Admin'),
    q.q
      ? or(ilike(users.staffName, like), ilike(users.email, like), ilike(users.registrationNo, like))
      : undefined,
  );
  const rows = await db
    .select(COLUMNS)
    .from(users)
    .where(where)
    .orderBy(sql`${users.staffPermissions} is not null`, asc(users.staffName), asc(users.email))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { staff: rows.map(toRow), total: n, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /api/admin/staff (decision 130): creates an active Admin account with the chosen permissions and no
 * usable password, writes one audit row (same transaction), then mails the set-password link (as for
 * promoters: 7 days, once). Throws 409 when the email is registered.
 */
export async function inviteStaff(ctx: AppContext, actor: Actor, input: StaffInvite): Promise<StaffRow> {
  let created: StaffUser;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          ...(await invitedAccount(tx, ctx.config.regNoPrefix, {
            email: input.email,
            role: 'Admin',
            language: DEFAULT_LANG,
          })),
          staffName: input.name,
          staffPermissions: input.permissions,
        })
        .returning(COLUMNS);
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'staff.invited',
        targetUserId: u.id,
        details: { permissions: input.permissions },
      });
      return u;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(409, MSG.emailTaken, 'email_taken', { email: MSG.emailTaken });
    }
    throw err;
  }
  await sendInvite(ctx, created);
  return toRow(created);
}

async function sendInvite(ctx: AppContext, u: StaffUser): Promise<void> {
  const link = await setPasswordLink(ctx, u.id, u.tokenVersion);
  await ctx.mailer.send(staffInviteMail(ctx.config, mailLang(u.language), u.email, u.staffName ?? '', link));
}

/** A staff account by id that `actor` may change (decision 130 mayChangeStaff); 404 unknown, 403 refused. */
async function changeableStaff(ctx: AppContext, actor: Actor, id: string): Promise<StaffUser> {
  const [u] = await ctx.db.select(COLUMNS).from(users).where(eq(users.id, id)).limit(1);
  if (!holdsStaffPermissions(u?.role)) throw new AppError(404, MSG.staffNotFound, 'not_found');
  if (!mayChangeStaff(actor.id, actor.permissions ?? [], { ...u, role: 'Admin' })) {
    throw new AppError(403, MSG.staffChangeRefused, 'staff_refused');
  }
  return u;
}

/**
 * PUT /api/admin/staff/:id (decision 130): sets an invited staff member's permissions and whether the
 * account may sign in. Revoking the account (active false) or any permission signs it out at once (token
 * version); one audit row with before and after, in the same transaction. 404 unknown; 403 for the
 * bootstrap Admin or oneself.
 */
export async function updateStaff(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: StaffUpdate,
): Promise<StaffRow> {
  const before = await changeableStaff(ctx, actor, id);
  const oldPerms = heldPermissions('Admin', before.staffPermissions);
  const revoked = oldPerms.some((p) => !input.permissions.includes(p));
  const status = input.active ? 'active' : 'inactive';
  const row = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({
        staffPermissions: input.permissions,
        status,
        statusReason: null,
        ...(revoked || status !== before.status ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(and(eq(users.id, id), eq(users.role, 'Admin')))
      .returning(COLUMNS);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'staff.changed',
      targetUserId: id,
      details: {
        before: { permissions: oldPerms, status: before.status },
        after: { permissions: input.permissions, status },
      },
    });
    return u;
  });
  return toRow(row);
}

/** POST /api/admin/staff/:id/set-password-link (decision 130): mails a fresh invitation link. */
export async function resendStaffInvite(ctx: AppContext, actor: Actor, id: string): Promise<StaffRow> {
  const u = await changeableStaff(ctx, actor, id);
  await sendInvite(ctx, u);
  return toRow(u);
}
