import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { NOTICE } from '../../../shared/notices';
import {
  defaultMemberOrder,
  deletionPending,
  isListed,
  mayTransition,
  mayUseArea,
  type PendingQueue,
  pendingQueuesFor,
  type StaffPermission,
  shownOnPublicHome,
} from '../../../shared/policies';
import { type AccountStatus, USER_AREA_ROLES } from '../../../shared/roles';
import type { AdminUserRow, DashboardStats, PendingWork, UserSortKey } from '../../../shared/schemas/admin';
import type { ProfileCard } from '../../../shared/schemas/profile';
import type { Tx } from '../../db/client';
import { auditLog, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { containsPattern, queryRows } from '../../lib/sql';
import { activatedMail, mailLang, statusChangedMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { addNotification } from '../notifications/notify';
import { startWaitingPlans } from '../payments/confirm';
import { presentCard, presentProfile } from '../profiles/profile.presenter';

/**
 * GET /api/auth/dashboardstats (Admin, docs/accounts.md#verification-by-staff). Counts members (accounts with a profile) by kind and
 * status, and registrations today, in the last 7 days and the last 30 days (IST calendar days),
 * with a per-day series for the last 30 days.
 */
export async function dashboardStats(ctx: AppContext): Promise<DashboardStats> {
  const byRoleRows = await queryRows<{ role: string; n: number }>(
    ctx.db,
    sql`select u.role, count(*)::int as n from users u join profiles p on p.user_id = u.id group by u.role`,
  );
  const byStatusRows = await queryRows<{ status: string; n: number }>(
    ctx.db,
    sql`select u.status, count(*)::int as n from users u join profiles p on p.user_id = u.id group by u.status`,
  );
  const perDayRows = await queryRows<{ d: string; n: number }>(
    ctx.db,
    sql`select to_char(d, 'YYYY-MM-DD') as d, coalesce(c.n, 0)::int as n
        from generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') d
        left join (
          select (u.created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
          from users u join profiles p on p.user_id = u.id
          where u.created_at >= now() - interval '31 days'
          group by 1
        ) c on c.day = d::date
        order by d`,
  );
  const byRole = Object.fromEntries(USER_AREA_ROLES.map((r) => [r, 0]));
  for (const r of byRoleRows) byRole[r.role] = r.n;
  const byStatus: Record<string, number> = { pending: 0, active: 0, inactive: 0, rejected: 0 };
  for (const r of byStatusRows) byStatus[r.status] = r.n;
  const perDay = perDayRows.map((r) => ({ date: r.d, count: r.n }));
  const sum = (days: number) => perDay.slice(-days).reduce((a, b) => a + b.count, 0);
  return {
    members: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byRole, byStatus },
    registrations: { today: sum(1), week: sum(7), month: sum(30) },
    perDay,
  };
}

/** The count of each queue of PENDING_QUEUES (decision 156): exactly the rows its linked page lists. */
const PENDING_COUNT: Record<PendingQueue, SQL> = {
  verifications: sql`(select count(*) from users u join profiles p on p.user_id = u.id where u.status = 'pending')`,
  photos: sql`(select count(*) from photos where status = 'pending')`,
  profile_changes: sql`(select count(*) from profile_change_requests where status = 'pending')`,
  reports: sql`(select count(*) from reports where status = 'open')`,
  // The /admin/message-reports "Waiting" tab (listMessageReports 'open'; docs/conversations.md#safety).
  message_reports: sql`(select count(*) from message_reports where status = 'open')`,
  payments: sql`(select count(*) from payments where status = 'incomplete' and provider <> 'offline')`,
  grievances: sql`(select count(*) from grievances where status = 'open')`,
  messages: sql`(select count(*) from contact_messages where status = 'new')`,
  // Priority support past its due time (docs/plan-features.md#priority-support).
  priority_overdue: sql`((select count(*) from contact_messages where status = 'new' and priority_due_at < now())
    + (select count(*) from grievances where status = 'open' and priority_due_at < now()))`,
  priority_callbacks_overdue: sql`(select count(*) from assistance_requests
    where status = 'pending' and priority_due_at < now())`,
};

/**
 * GET /api/admin/pending-work (decision 156): the number of items waiting in each queue the staff member
 * holding `held` may open (pendingQueuesFor), in one statement; the other queues are absent.
 */
export async function pendingWork(ctx: AppContext, held: readonly StaffPermission[]): Promise<PendingWork> {
  const queues = pendingQueuesFor(held);
  if (queues.length === 0) return {};
  const cols = sql.join(
    queues.map((q) => sql`${PENDING_COUNT[q]}::int as ${sql.identifier(q)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<PendingQueue, number>>(ctx.db, sql`select ${cols}`);
  return Object.fromEntries(queues.map((q) => [q, Number(row[q])]));
}

/**
 * GET /api/auth/recentregisters (public, docs/accounts.md#registration; SPEC §7 dashboard feed): the newest listed members with
 * only what may be shown to the public (first name, age, place, education, occupation; no surname,
 * contacts or photo). `scope` from `recentRegistersScope` (src/shared/policies/public-home.ts, decision
 * 125): 'public' lists only members who chose "Show me on the public home page", newest activated
 * first; 'listed' (an active Admin's dashboard) every listed member by registration date, newest first.
 */
export async function recentRegisters(
  ctx: AppContext,
  scope: 'listed' | 'public',
  limit = 8,
): Promise<ProfileCard[]> {
  const rows = await ctx.db
    .select({ u: { registrationNo: users.registrationNo, createdAt: users.createdAt }, p: profiles })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    // shownOnPublicHome: listed and opted in (the SQL twin of the policy).
    .where(and(eq(profiles.listed, true), scope === 'public' ? eq(profiles.showOnHome, true) : undefined))
    // The staff dashboard lists registrations in date order, newest first (decision 155); the public
    // home page the newest members to join the listing (activated last) first.
    .orderBy(
      ...(scope === 'listed'
        ? [desc(users.createdAt), desc(users.registrationNo)]
        : [sql`${users.activatedAt} desc nulls last`, desc(users.createdAt), users.registrationNo]),
    )
    .limit(limit);
  return rows.filter((r) => scope === 'listed' || shownOnPublicHome(r.p)).map((r) => presentCard(r.u, r.p));
}

/**
 * The ORDER BY of the member table for an allow-listed sort key (decision 155). Plans sort in their
 * order of SPEC §4 (Free, Silver, Premium, Assistance), not by name; a missing plan expiry sorts last
 * either way. Without a key: defaultMemberOrder (src/shared/policies/staff-queues.ts).
 * The registration number always breaks ties so that pages never repeat or skip a row.
 */
function userOrder(status: string, sort: UserSortKey | undefined, dir: 'asc' | 'desc'): SQL[] {
  const d = dir === 'desc' ? sql`desc` : sql`asc`;
  const tie = sql`${users.registrationNo} ${d}`;
  switch (sort) {
    case undefined:
      return [
        defaultMemberOrder(status) === 'oldest' ? asc(users.createdAt) : desc(users.createdAt),
        asc(users.registrationNo),
      ];
    case 'created_at':
      return [sql`${users.createdAt} ${d}`, tie];
    case 'registration_no':
      return [tie];
    case 'name':
      return [sql`lower(${profiles.firstName}) ${d}`, sql`lower(${profiles.lastName}) ${d}`, tie];
    case 'plan': {
      const order = sql.join(
        USER_AREA_ROLES.map((r) => sql`${r}`),
        sql`, `,
      );
      return [sql`array_position(array[${order}]::text[], ${users.role}) ${d}`, tie];
    }
    case 'plan_expires_at':
      return [sql`${users.planExpiresAt} ${d} nulls last`, tie];
  }
}

/**
 * GET /api/admin/users (Admin): registrations filtered by status and text, sorted by an allow-listed
 * key (decision 155) and paged on the server (`page` 1-based). Each row carries the plan (`user_role`)
 * and its end (`plan_expires_at`, ISO or null).
 */
export async function listUsers(
  ctx: AppContext,
  q: {
    status: string;
    q: string;
    sort?: UserSortKey;
    dir?: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ users: AdminUserRow[]; total: number }> {
  const text = q.q ? containsPattern(q.q) : null;
  // Mobiles are stored as +91XXXXXXXXXX (decision 016): '98765 43210' finds them by its digits.
  const digits = q.q.replace(/\D/g, '');
  const where = and(
    q.status === 'all' ? undefined : eq(users.status, q.status),
    text
      ? or(
          ilike(users.registrationNo, text),
          ilike(users.email, text),
          ilike(profiles.firstName, text),
          ilike(profiles.lastName, text),
          ilike(profiles.mobileNo, text),
          digits.length >= 5 ? ilike(profiles.mobileNo, `%${digits}%`) : undefined,
        )
      : undefined,
  );
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  const rows = await ctx.db
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(...userOrder(q.status, q.sort, q.dir ?? 'asc'))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total,
    users: rows.map((r) => ({
      ...presentProfile(r.u, r.p, { full: true, contact: true, horoscope: true }),
      status_reason: r.u.statusReason,
      activated_at: r.u.activatedAt?.toISOString() ?? null,
    })),
  };
}

/** The verb for each target status, as staff and members read it ("activated", "deactivated", "rejected"). */
export const STATUS_VERB = { active: 'activated', inactive: 'deactivated', rejected: 'rejected' } as const;

/** An account with its profile, as staff change it. */
export type MemberRow = { u: typeof users.$inferSelect; p: typeof profiles.$inferSelect };

/**
 * The account and profile that `where` picks (by registration number or id), locked FOR UPDATE inside
 * `tx` for a staff change (docs/accounts.md#verification-by-staff); undefined when there is none (each
 * caller answers its own 404). One SQL statement.
 */
export async function lockMemberRow(tx: Tx, where: SQL): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .for('update')
    .limit(1);
  return row;
}

/**
 * Moves a member (`row`, locked FOR UPDATE by the caller) to `change.status` inside `tx` (docs/accounts.md
 * #verification-by-staff): keeps profiles.listed in step, revokes every token when the account may no
 * longer use its area (signed out at once), starts a plan paid while pending on activation and stores the
 * activation notice. Writes no audit row: the caller writes its own one (decision 166). 409 for a change
 * the current status does not allow.
 */
export async function applyStatusChange(
  tx: Tx,
  row: MemberRow,
  change: { status: 'active' | 'inactive' | 'rejected'; reason: string },
): Promise<MemberRow> {
  if (!mayTransition(row.u.status as AccountStatus, change.status)) {
    const message =
      row.u.status === change.status
        ? `This account is already ${change.status}`
        : `This account is ${row.u.status}, so it cannot be ${STATUS_VERB[change.status]}`;
    throw new AppError(409, message, 'invalid_transition');
  }
  const now = new Date();
  const active = mayUseArea(change.status);
  const [u] = await tx
    .update(users)
    .set({
      status: change.status,
      statusReason: active ? null : change.reason,
      activatedAt: active ? (row.u.activatedAt ?? now) : row.u.activatedAt,
      tokenVersion: active ? row.u.tokenVersion : row.u.tokenVersion + 1,
    })
    .where(eq(users.id, row.u.id))
    .returning();
  const [p] = await tx
    .update(profiles)
    .set({
      listed: isListed(
        change.status,
        row.p.hidden,
        deletionPending(row.u),
        row.p.heldByStaff,
        row.p.foundMatchAt !== null,
      ),
      lastActiveAt: active ? now : row.p.lastActiveAt,
    })
    .where(eq(profiles.userId, row.u.id))
    .returning();
  // decision 111: a plan paid while under verification starts now.
  if (active) await startWaitingPlans(tx, row.u.id, now);
  if (active) {
    await addNotification(tx, {
      userId: row.u.id,
      kind: 'account_activated',
      title: NOTICE.accountActivatedTitle,
      body: NOTICE.accountActivatedBody,
      link: '/user/profile',
    });
  }
  return { u, p };
}

/** The mail telling a member their account's new status (after commit; docs/accounts.md#verification-by-staff). */
export async function mailStatusChange(
  ctx: AppContext,
  u: typeof users.$inferSelect,
  p: typeof profiles.$inferSelect,
  change: { status: 'active' | 'inactive' | 'rejected'; reason: string },
): Promise<void> {
  await ctx.mailer.send(
    mayUseArea(change.status)
      ? activatedMail(ctx.config, mailLang(u.language), u.email, p.firstName, u.registrationNo)
      : statusChangedMail(
          ctx.config,
          mailLang(u.language),
          u.email,
          p.firstName,
          u.registrationNo,
          change.status as Exclude<typeof change.status, 'active'>,
          change.reason,
        ),
  );
}

/**
 * PATCH /api/admin/users/{registrationNo} (docs/accounts.md#registration): activates, rejects or deactivates a member, in one
 * transaction with an audit entry; rejecting or deactivating revokes the member's tokens. Mails the member.
 * Throws 404 for an unknown member, 409 for a change its current status does not allow.
 */
export async function changeUserStatus(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
  change: { status: 'active' | 'inactive' | 'rejected'; reason: string },
): Promise<AdminUserRow> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, eq(users.registrationNo, registrationNo));
    if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
    const changed = await applyStatusChange(tx, row, change);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: `user.${change.status}`,
      targetUserId: row.u.id,
      details: { from: row.u.status, to: change.status, reason: change.reason },
    });
    return changed;
  });
  const { u, p } = result;
  await mailStatusChange(ctx, u, p, change);
  return {
    ...presentProfile(u, p, { full: true, contact: true, horoscope: true }),
    status_reason: u.statusReason,
    activated_at: u.activatedAt?.toISOString() ?? null,
  };
}
