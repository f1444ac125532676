import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDate, todayIST } from '../../../shared/dates';
import { DEFAULT_LANG, isLang, type Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import {
  deletionDue,
  deletionPending,
  mayDeleteAccount,
  mayExportData,
  mayUseArea,
  needsConsent,
} from '../../../shared/policies';
import { DELETION_GRACE_DAYS, PRIVACY_NOTICE } from '../../../shared/privacy';
import type { AccountStatus } from '../../../shared/roles';
import type {
  DeletionRow,
  ExportRow,
  GrievanceInput,
  GrievanceRow,
  PrivacyNoticeInfo,
  PrivacyOverview,
} from '../../../shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { dataExports, grievances, privacyConsents, profiles, signIns, users } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { isoOrNull } from '../../lib/dates';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { priorityDueFor } from '../../lib/priority';
import { hitLimit } from '../../lib/rate-limit';
import { queryRows } from '../../lib/sql';
import {
  deletionCancelledMail,
  deletionScheduledMail,
  grievanceAckMail,
  grievanceAnswerMail,
} from '../../mail/privacy-templates';
import { notificationMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { recordConsent } from '../auth/consent';

const DAY = 86_400_000;
const langOf = (v: string | null | undefined): Lang => (isLang(v) ? v : DEFAULT_LANG);

/** GET /api/privacy/notice (public, docs/data-rights.md): the notice in force and the grievance officer. */
export function noticeInfo(ctx: AppContext): PrivacyNoticeInfo {
  return ok({
    version: PRIVACY_NOTICE.version,
    effective_date: PRIVACY_NOTICE.effectiveDate,
    officer: ctx.config.grievance.officer,
    grievance_days: ctx.config.grievance.days,
  });
}

/**
 * POST /api/privacy/consent (docs/data-rights.md): the signed-in member agrees to the notice in force. The version
 * the browser showed must be the one in force (409 otherwise: the page is stale and shows the new text).
 */
export async function giveConsent(
  ctx: AppContext,
  actor: Actor,
  version: string,
  ip: string,
  lang: Lang,
): Promise<Ok> {
  if (version !== PRIVACY_NOTICE.version) throw new AppError(409, MSG.staleNotice, 'stale_notice');
  await recordConsent(ctx.db, actor.id, ip, lang);
  return ok({}, MSG.consentRecorded);
}

function presentExport(r: typeof dataExports.$inferSelect): ExportRow {
  return {
    id: r.id,
    status: r.status as ExportRow['status'],
    progress: r.progress,
    size_bytes: r.sizeBytes,
    created_at: r.createdAt.toISOString(),
    ready_at: isoOrNull(r.readyAt),
    expires_at: isoOrNull(r.expiresAt),
  };
}

/** GET /api/account/privacy (any signed-in account, docs/data-rights.md): consents, sign-ins, exports, deletion. */
export async function privacyOverview(ctx: AppContext, actor: Actor): Promise<PrivacyOverview> {
  const [consents, logins, exportsRows, [u]] = await Promise.all([
    ctx.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, actor.id))
      .orderBy(desc(privacyConsents.acceptedAt)),
    ctx.db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, actor.id))
      .orderBy(desc(signIns.createdAt), desc(signIns.id))
      .limit(20),
    ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, actor.id))
      .orderBy(desc(dataExports.createdAt))
      .limit(5),
    ctx.db
      .select({ requested: users.deletionRequestedAt, due: users.deletionDueAt, erased: users.erasedAt })
      .from(users)
      .where(eq(users.id, actor.id)),
  ]);
  return ok({
    consents: consents.map((c) => ({
      version: c.version,
      language: c.language,
      accepted_at: c.acceptedAt.toISOString(),
    })),
    consent_required: needsConsent(actor.role, consents[0]?.version ?? null, PRIVACY_NOTICE.version),
    sign_ins: logins.map((s) => ({ at: s.createdAt.toISOString(), ip: s.ip, device: s.userAgent })),
    exports: exportsRows.map(presentExport),
    deletion:
      u?.requested && u.due && deletionPending({ deletionDueAt: u.due, erasedAt: u.erased })
        ? { requested_at: u.requested.toISOString(), due_at: u.due.toISOString() }
        : null,
    may_delete: mayDeleteAccount(actor.role),
  });
}

/** Exports one account may ask for in a day (docs/data-rights.md). */
export const EXPORTS_PER_DAY = 5;

/**
 * POST /api/account/exports (members and promoters, docs/data-rights.md): queues an export built by the export job.
 * 409 while one is queued or running (a unique index decides under concurrency), 429 past EXPORTS_PER_DAY.
 */
export async function requestExport(ctx: AppContext, actor: Actor): Promise<{ export: ExportRow }> {
  if (!mayExportData(actor.role)) throw new AppError(403, MSG.forbidden, 'forbidden');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const limit = await hitLimit(tx, `export:${actor.id}`, EXPORTS_PER_DAY, DAY);
      if (!limit.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
      const [r] = await tx.insert(dataExports).values({ userId: actor.id }).returning();
      return r;
    });
    return { export: presentExport(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MSG.exportInProgress, 'export_running');
    throw err;
  }
}

/** The owner's ready export `id` (404 for another account's, an unknown or an unfinished one; 410 expired). */
export async function readyExport(ctx: AppContext, actor: Actor, id: string) {
  const [r] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, actor.id)))
    .limit(1);
  if (!r) throw new AppError(404, MSG.exportNotFound, 'not_found');
  if (r.status === 'expired' || (r.expiresAt && r.expiresAt <= new Date()))
    throw new AppError(410, MSG.exportExpired, 'expired');
  if (r.status !== 'ready' || !r.fileKey) throw new AppError(404, MSG.exportNotFound, 'not_found');
  return r as typeof r & { fileKey: string };
}

/**
 * POST /api/account/delete (members, docs/data-rights.md): after the current password, schedules the erasure
 * DELETION_GRACE_DAYS later, takes the profile out of every list at once (profiles.listed), signs out
 * every device and mails the date. 400 for a wrong password; 409 when already scheduled.
 */
export async function requestDeletion(
  ctx: AppContext,
  actor: Actor,
  password: string,
  now = new Date(),
): Promise<Ok<{ due_at: string }>> {
  if (!mayDeleteAccount(actor.role)) throw new AppError(403, MSG.deletionNotAllowed, 'forbidden');
  const limit = await hitLimit(ctx.db, `delete:${actor.id}`, 10, 15 * 60_000);
  if (!limit.allowed) throw new AppError(429, MSG.tooManyPasswordTries, 'rate_limited');
  const [u] = await ctx.db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!u || !(await verifyPassword(u.passwordHash, password))) {
    throw new AppError(400, MSG.currentPasswordWrong, 'validation', { password: MSG.currentPasswordWrong });
  }
  const due = deletionDue(now, DELETION_GRACE_DAYS);
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        deletionRequestedAt: now,
        deletionDueAt: due,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(and(eq(users.id, actor.id), isNull(users.deletionDueAt)))
      .returning({ email: users.email, regNo: users.registrationNo, lang: users.language });
    if (!row) return false;
    await tx.update(profiles).set({ listed: false }).where(eq(profiles.userId, actor.id));
    await ctx.mailer.send(
      deletionScheduledMail(ctx.config, langOf(row.lang), row.email, row.regNo, formatDate(due)),
      tx,
    );
    return true;
  });
  if (!done) throw new AppError(409, MSG.deletionPending, 'deletion_pending');
  return ok({ due_at: due.toISOString() }, MSG.deletionScheduled);
}

/**
 * POST /api/account/delete/cancel (docs/data-rights.md): within the grace period the member keeps the account;
 * the profile is listed again when the account is active and not hidden. 409 when nothing is scheduled.
 */
export async function cancelDeletion(ctx: AppContext, actor: Actor): Promise<Ok> {
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ deletionRequestedAt: null, deletionDueAt: null })
      .where(and(eq(users.id, actor.id), isNotNull(users.deletionDueAt), isNull(users.erasedAt)))
      .returning({
        email: users.email,
        regNo: users.registrationNo,
        status: users.status,
        lang: users.language,
      });
    if (!row) return false;
    await tx
      .update(profiles)
      // isListed with no deletion pending any more: mayUseArea(status), not hidden, not held by staff, no match found
      .set({
        listed: sql`${mayUseArea(row.status as AccountStatus)} and not ${profiles.hidden} and not ${profiles.heldByStaff} and ${profiles.foundMatchAt} is null`,
      })
      .where(eq(profiles.userId, actor.id));
    await ctx.mailer.send(deletionCancelledMail(ctx.config, langOf(row.lang), row.email, row.regNo), tx);
    return true;
  });
  if (!done) throw new AppError(409, MSG.deletionNotPending, 'not_pending');
  return ok({}, MSG.deletionCancelled);
}

/** GET /api/admin/deletions (Admin, docs/data-rights.md): scheduled deletions, soonest first, then the last erased. */
export async function deletionQueue(ctx: AppContext): Promise<DeletionRow[]> {
  const rows = await ctx.db
    .select({
      regNo: users.registrationNo,
      role: users.role,
      requested: users.deletionRequestedAt,
      due: users.deletionDueAt,
      erased: users.erasedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(isNotNull(users.deletionDueAt))
    .orderBy(sql`${users.erasedAt} is not null`, users.deletionDueAt)
    .limit(500);
  return rows.map((r) => ({
    registration_no: r.regNo,
    name: r.erased ? '' : [r.firstName, r.lastName].filter(Boolean).join(' '),
    role: r.role,
    requested_at: isoOrNull(r.requested) ?? '',
    due_at: isoOrNull(r.due) ?? '',
    erased_at: isoOrNull(r.erased),
  }));
}

/** Grievances accepted from one address per hour (docs/data-rights.md). */
export const GRIEVANCES_PER_HOUR = 5;

/** The reference number for a sequence value and filing date: 'GRV-2026-001001' (docs/data-rights.md). */
export function grievanceReference(n: number | string, on: string): string {
  return `GRV-${on.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}

/**
 * POST /api/grievances (a visitor or a signed-in account, docs/data-rights.md): records the grievance with a
 * reference number from a sequence (unique under concurrency) and a due date GRIEVANCE_DAYS later,
 * mails the acknowledgement to the sender and a notice to the grievance officer. 429 past the limit.
 */
export async function fileGrievance(
  ctx: AppContext,
  actor: Actor | null,
  input: GrievanceInput,
  ip: string,
  lang: Lang = DEFAULT_LANG,
  now = new Date(),
): Promise<Ok<{ reference_no: string; due_on: string; priority: boolean }>> {
  const limit = await hitLimit(ctx.db, `grievance:ip:${ip}`, GRIEVANCES_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
  const dueOn = todayIST(new Date(now.getTime() + ctx.config.grievance.days * DAY));
  const priorityDueAt = await priorityDueFor(ctx.db, actor, now);
  const { officer } = ctx.config.grievance;
  const row = await ctx.db.transaction(async (tx) => {
    const [{ n }] = await queryRows<{ n: string }>(tx, sql`select nextval('grievance_no_seq')::text as n`);
    const [g] = await tx
      .insert(grievances)
      .values({
        referenceNo: grievanceReference(n, todayIST(now)),
        userId: actor?.id ?? null,
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        kind: input.kind,
        message: input.message.trim(),
        language: lang,
        dueOn,
        priorityDueAt,
      })
      .returning();
    await ctx.mailer.send(
      grievanceAckMail(ctx.config, langOf(g.language), g.email, {
        name: g.name,
        ref: g.referenceNo,
        date: formatDate(dueOn),
        officer,
      }),
      tx,
    );
    await ctx.mailer.send(
      notificationMail(
        ctx.config,
        'en',
        officer.email,
        `${priorityDueAt ? 'PRIORITY ' : ''}Grievance ${g.referenceNo} (${g.kind}), due ${formatDate(dueOn)}`,
        `${g.name} <${g.email}>${actor ? ` (${actor.registrationNo})` : ''} wrote:\n\n${g.message}\n\nAnswer it in the admin area:`,
        '/admin/grievances',
      ),
      tx,
    );
    return g;
  });
  return ok(
    { reference_no: row.referenceNo, due_on: row.dueOn, priority: !!priorityDueAt },
    priorityDueAt ? MSG.prioritySent : MSG.grievanceFiled,
  );
}

/**
 * GET /api/admin/grievances (Admin, docs/data-rights.md): open first (priority ones first, docs/plan-features.md#priority-support;
 * then soonest due), then answered, newest first.
 */
export async function listGrievances(ctx: AppContext): Promise<GrievanceRow[]> {
  const rows = await ctx.db
    .select({ g: grievances, regNo: users.registrationNo })
    .from(grievances)
    .leftJoin(users, eq(users.id, grievances.userId))
    .orderBy(
      sql`${grievances.status} = 'answered'`,
      sql`${grievances.priorityDueAt} asc nulls last`,
      grievances.dueOn,
      desc(grievances.createdAt),
    )
    .limit(500);
  return rows.map(({ g, regNo }) => presentGrievance(g, regNo));
}

function presentGrievance(g: typeof grievances.$inferSelect, regNo: string | null): GrievanceRow {
  return {
    id: g.id,
    reference_no: g.referenceNo,
    registration_no: regNo,
    name: g.name,
    email: g.email,
    kind: g.kind,
    message: g.message,
    status: g.status === 'answered' ? 'answered' : 'open',
    due_on: g.dueOn,
    answer: g.answer,
    answered_at: isoOrNull(g.answeredAt),
    created_at: g.createdAt.toISOString(),
    priority_due_at: isoOrNull(g.priorityDueAt),
  };
}

/** POST /api/admin/grievances/:id/answer (Admin, docs/data-rights.md): records and mails the answer; 404 unknown id. */
export async function answerGrievance(
  ctx: AppContext,
  actor: Actor,
  id: string,
  answer: string,
): Promise<GrievanceRow> {
  return ctx.db.transaction(async (tx) => {
    const [g] = await tx
      .update(grievances)
      .set({ status: 'answered', answer, answeredAt: new Date(), answeredBy: actor.id })
      .where(eq(grievances.id, id))
      .returning();
    if (!g) throw new AppError(404, MSG.grievanceNotFound, 'not_found');
    await ctx.mailer.send(
      grievanceAnswerMail(ctx.config, langOf(g.language), g.email, {
        name: g.name,
        ref: g.referenceNo,
        answer,
      }),
      tx,
    );
    return presentGrievance(g, null);
  });
}

/** Accounts (ids) among `ids` that are erased or waiting to be (docs/data-rights.md: shown as "a deleted member"). */
export async function goneAccounts(db: Db | Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.deletionDueAt)));
  return new Set(rows.map((r) => r.id));
}
