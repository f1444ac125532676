import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import { expiryEndsAssignment, PAID_ROLES, REMINDER_DAYS } from '../../../shared/policies';
import { SIGN_IN_RETENTION_DAYS } from '../../../shared/privacy';
import { auditLog, jobMarks, payments, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { purgeErasedIdentifiers } from '../../lib/duplicates';
import { queryRows } from '../../lib/sql';
import { timedJob } from '../../plugins/metrics';
import { sendMessageDigests } from '../conversations/digest';
import { sendNewMatchMails } from '../matches/new-match-mail';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { confirmGatewayPayment, gatewayOf } from '../payments/payments.service';
import { GatewayError } from '../payments/provider';
import { hashUnhashedPhotos } from '../photos/hash-backfill';
import { eraseDueAccounts, purgeSignIns } from '../privacy/erasure';
import { buildExports, expireExports } from '../privacy/export';
import { queueNoticeMails } from '../staff/notices.service';
import { renewalNotice } from '../staff-payments/staff-payments.service';

const DAY = 86_400_000;

export type JobReport = {
  expired: number;
  reminded: number;
  confirmed: number;
  incomplete: number;
  /** Data rights (docs/data-rights.md): data exports built, export files deleted after 7 days, accounts erased, sign-ins purged. */
  exportsBuilt: number;
  exportsExpired: number;
  erased: number;
  signInsPurged: number;
  /** Salted hashes of erased accounts past their 12 months (decision 194). */
  erasedIdentifiersPurged: number;
  /** Decision 090: profiles indexes rebuilt by this pass (once a day). */
  indexesRebuilt: number;
  /** Decision 132: staff notices' mails queued to the outbox by this pass (resumes an interrupted send). */
  noticeMails?: number;
  /** docs/conversations.md#notifications: digest mails of unread messages queued by this pass. */
  messageDigests?: number;
  /** Decision 202: new-match mails (saved searches and MyMatches) queued by this pass. */
  newMatchMails?: number;
  /** Decision 194: photos from before difference hashes given theirs (and compared) by this pass. */
  photosHashed?: number;
};

/**
 * Daily expiry (docs/payments.md#jobs): every member whose paid plan has expired becomes FreeUser; the expiry date and
 * every payment stay (history kept), an audit entry names the plan that lapsed, and the member is notified.
 * Exactly once per member and expiry: the UPDATE … RETURNING changes each row once however many processes
 * run it together (the row lock makes the second wait and then find the role already FreeUser).
 */
export async function expirePlans(ctx: AppContext, now = new Date()): Promise<number> {
  const notices: NewNotification[] = [];
  await ctx.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; role: string; plan_expires_at: Date | string }>(
      tx,
      sql`with due as (
            select id, role from users
            where role = any(${sql.param([...PAID_ROLES])}::text[]) and plan_expires_at <= ${now.toISOString()}
            for update skip locked
          )
          update users u set role = 'FreeUser' from due where u.id = due.id
          returning u.id, due.role, u.plan_expires_at`,
    );
    // Decision 171: at expiry the assisted member's assignment ends (the manager's notes stay for staff).
    const lapsed = rows.filter((r) => expiryEndsAssignment(r.role)).map((r) => r.id);
    if (lapsed.length)
      await tx.execute(
        sql`update assisted_members set manager_id = null, ended_at = ${now.toISOString()}
            where member_id = any(${sql.param(lapsed)}::uuid[]) and manager_id is not null`,
      );
    for (const r of rows) {
      const expiredAt = new Date(r.plan_expires_at);
      await tx
        .insert(auditLog)
        .values({ action: 'plan.expired', targetUserId: r.id, details: { plan: r.role, expiredAt } });
      const n = renewalNotice(r.id, expiredAt, now);
      await addNotification(tx, n);
      notices.push(n);
    }
  });
  for (const n of notices) await emailNotification(ctx, n);
  return notices.length;
}

/**
 * Reminders 7 days and 1 day before expiry (docs/payments.md#jobs). Each (member, expiry, days) is sent once: a job mark
 * inserted with ON CONFLICT DO NOTHING in the notification's transaction decides which process sends it.
 */
export async function sendReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const notices: NewNotification[] = [];
  for (const days of REMINDER_DAYS) {
    const due = await ctx.db
      .select({ id: users.id, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(
        and(
          inArray(users.role, [...PAID_ROLES]),
          gt(users.planExpiresAt, now),
          lte(users.planExpiresAt, new Date(now.getTime() + days * DAY)),
        ),
      );
    for (const u of due) {
      const exp = u.planExpiresAt as Date;
      // The 1-day reminder supersedes the 7-day one when a member is already inside the last day.
      if (days === 7 && exp.getTime() - now.getTime() <= DAY) continue;
      const sent = await ctx.db.transaction(async (tx) => {
        const mark = await tx
          .insert(jobMarks)
          .values({ key: `remind${days}:${u.id}:${exp.toISOString()}` })
          .onConflictDoNothing()
          .returning();
        if (mark.length === 0) return null;
        const n = renewalNotice(u.id, exp, now);
        await addNotification(tx, n);
        return n;
      });
      if (sent) notices.push(sent);
    }
  }
  for (const n of notices) await emailNotification(ctx, n);
  return notices.length;
}

/**
 * Reconciliation (docs/payments.md#jobs): asks the gateway about orders left open for more than 10 minutes (browser
 * closed, webhook lost). A captured payment of the right amount is confirmed through the normal path;
 * any other payment the gateway holds (authorized only, another amount) marks the order incomplete for
 * staff (Retry verification / Resolve with a note). Orders without payments are left open for 3 days. Each
 * gateway call is time-limited; a gateway that does not answer ends the run (decision 105).
 */
export async function reconcile(
  ctx: AppContext,
  now = new Date(),
): Promise<{ confirmed: number; incomplete: number }> {
  const gateway = gatewayOf(ctx);
  if (!gateway) return { confirmed: 0, incomplete: 0 };
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        eq(payments.provider, gateway.name),
        lte(payments.createdAt, new Date(now.getTime() - 10 * 60_000)),
        gt(payments.createdAt, new Date(now.getTime() - 3 * DAY)),
      ),
    )
    .limit(200);
  let confirmed = 0;
  let incomplete = 0;
  for (const p of open) {
    if (!p.providerOrderId) continue;
    const found = await gateway.fetchOrderPayments(p.providerOrderId).catch((err) => err);
    // A gateway that does not answer is asked again on the next run, not once per open order (decision 105).
    if (found instanceof GatewayError && found.status === 503) break;
    if (!Array.isArray(found) || !found.length) continue;
    const captured = found.find((g) => g.status === 'captured' && g.amountPaise === p.amountPaise);
    if (captured) {
      const r = await confirmGatewayPayment(ctx, p.providerOrderId, captured.paymentId);
      if (r.applied) confirmed++;
      continue;
    }
    const taken = found.filter((g) => g.status !== 'failed');
    if (taken.length) {
      await ctx.db
        .update(payments)
        .set({
          status: 'incomplete',
          note: `Gateway: ${taken.map((g) => `${g.paymentId} ${g.status} ${g.amountPaise}`).join('; ')}`,
          updatedAt: now,
        })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'created')));
      incomplete++;
    }
  }
  return { confirmed, incomplete };
}

/**
 * The profiles indexes that members' lists walk in order (MyMatches, browse and search; decisions 040,
 * 078, 082). Every activity update (last_active_at, at most every 5 minutes a member) and profile edit
 * writes a new entry and leaves the old one to VACUUM, whose page then stays part empty: after a few
 * days of a community's activity these indexes are twice their built size and every walk reads twice
 * the pages (decision 090).
 */
export const WALKED_INDEXES = ['profiles_match_idx', 'profiles_browse_idx', 'profiles_caste_idx'] as const;
/** The rebuild runs in the first pass from this hour IST (the community's quietest hours). */
const REBUILD_FROM_HOUR_IST = 3;

/**
 * Daily rebuild of WALKED_INDEXES (decision 090): in the first pass on or after 03:00 IST each day,
 * one process (the job mark `rebuild:<day>` decides, so several processes rebuild once) rebuilds them:
 * on PostgreSQL with `REINDEX INDEX CONCURRENTLY` (reads and writes go on; a rebuild left invalid by an
 * earlier failure, `<name>_ccnew…`, is dropped first), on PGlite with `REINDEX INDEX`. Returns how many
 * indexes were rebuilt (0 when another pass already did today's). Throws a rebuild's error (the day's
 * mark stays: the next try is the next day).
 */
export async function rebuildWalkedIndexes(ctx: AppContext, now = new Date()): Promise<number> {
  const day = todayIST(new Date(now.getTime() - REBUILD_FROM_HOUR_IST * 3_600_000));
  const [mark] = await ctx.db
    .insert(jobMarks)
    .values({ key: `rebuild:${day}` })
    .onConflictDoNothing()
    .returning();
  if (!mark) return 0;
  const statements: string[] = [];
  if (ctx.database.kind === 'postgres') {
    const leftovers = await queryRows<{ name: string }>(
      ctx.db,
      sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'profiles'::regclass and not i.indisvalid and c.relname like '%\_ccnew%'`,
    );
    for (const l of leftovers) statements.push(`drop index concurrently if exists "${l.name}"`);
    for (const name of WALKED_INDEXES) statements.push(`reindex index concurrently ${name}`);
  } else {
    for (const name of WALKED_INDEXES) statements.push(`reindex index ${name}`);
  }
  await ctx.database.maintain(statements);
  return WALKED_INDEXES.length;
}

/**
 * One pass of every job (docs/payments.md#jobs). Safe with several app processes on one database, and on the embedded
 * one: each job decides "exactly once" inside the database (row locks with SKIP LOCKED, unique job marks,
 * the payment row lock), so two processes running a pass together do each piece of work once.
 */
export async function runJobs(ctx: AppContext, now = new Date()): Promise<JobReport> {
  // Each job's runs and durations are metrics (decision 182).
  const expired = await timedJob('expire_plans', () => expirePlans(ctx, now));
  const reminded = await timedJob('reminders', () => sendReminders(ctx, now));
  const r = await timedJob('reconcile', () => reconcile(ctx, now));
  const exportsBuilt = await timedJob('build_exports', () => buildExports(ctx, now));
  const exportsExpired = await timedJob('expire_exports', () => expireExports(ctx, now));
  const erased = await timedJob('erase_accounts', () => eraseDueAccounts(ctx, now));
  const signInsPurged = await timedJob('purge_sign_ins', () =>
    purgeSignIns(ctx, SIGN_IN_RETENTION_DAYS, now),
  );
  const erasedIdentifiersPurged = await timedJob('purge_erased_identifiers', () =>
    purgeErasedIdentifiers(ctx.db, now),
  );
  const indexesRebuilt = await timedJob('rebuild_indexes', () => rebuildWalkedIndexes(ctx, now));
  const noticeMails = await timedJob('notice_mails', () => queueNoticeMails(ctx));
  const messageDigests = await timedJob('message_digests', () => sendMessageDigests(ctx, now));
  const newMatchMails = await timedJob('new_match_mails', () => sendNewMatchMails(ctx, now));
  const photosHashed = await timedJob('hash_photos', () => hashUnhashedPhotos(ctx));
  return {
    expired,
    reminded,
    ...r,
    exportsBuilt,
    exportsExpired,
    erased,
    signInsPurged,
    erasedIdentifiersPurged,
    indexesRebuilt,
    noticeMails,
    messageDigests,
    newMatchMails,
    photosHashed,
  };
}

/** Runs the jobs every `everyMs` (default 10 minutes) and once shortly after start; returns a stopper. */
export function startJobs(
  ctx: AppContext,
  log: { warn: (o: object, m: string) => void },
  everyMs = 10 * 60_000,
): () => void {
  const tick = () => {
    runJobs(ctx).catch((err) => log.warn({ err }, 'jobs failed'));
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
