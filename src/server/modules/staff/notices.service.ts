import { and, count, desc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import type { NoticeAudience } from '../../../shared/policies';
import type { NoticeInput, OpenNotice, StaffNotice } from '../../../shared/schemas/notices';
import type { Db } from '../../db/client';
import { auditLog, noticeDismissals, notifications, staffNotices, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { istEnd, istStart } from '../../lib/date-range';
import { AppError } from '../../lib/errors';
import { mailLang, notificationMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';

const DAY_MS = 86_400_000;
/** The IST date of an instant. */
const istDate = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Mails queued per batch (one transaction each) by the background sender. */
export const NOTICE_MAIL_BATCH = 200;

/**
 * The recipients of a notice as SQL over `users` (decision 132; the twin of `noticeReaches` in
 * src/shared/policies/notices.ts): active, not erased, never staff; members by kind or all, promoters,
 * or one account.
 */
function audienceScope(audience: string, targetUserId: string | null) {
  const base = and(eq(users.status, 'active'), isNull(users.erasedAt), sql`${users.role} <> 'Admin'`);
  if (audience === 'account')
    return and(base, eq(users.id, targetUserId ?? '00000000-0000-0000-0000-000000000000'));
  if (audience === 'all')
    return and(base, sql`${users.role} in ('FreeUser','SilverUser','PremiumUser','Assistance')`);
  return and(base, eq(users.role, audience));
}

const present = (
  n: typeof staffNotices.$inferSelect,
  regNo: string | null,
  recipients: number,
  now: Date,
): StaffNotice => ({
  id: n.id,
  title_en: n.titleEn,
  body_en: n.bodyEn,
  title_kn: n.titleKn,
  body_kn: n.bodyKn,
  audience: n.audience as NoticeAudience,
  registration_no: regNo,
  from: istDate(n.startsAt),
  to: istDate(new Date(n.endsAt.getTime() - DAY_MS)),
  open: n.startsAt <= now && now < n.endsAt,
  recipients,
  email: n.email,
  email_total: n.emailTotal,
  email_queued: n.emailQueued,
  created_at: n.createdAt.toISOString(),
});

/**
 * POST /api/admin/notices (decision 132): stores the notice, puts it in every recipient's bell (one
 * set-based insert) and writes one audit row, in one transaction. With `email` the recipients are counted
 * (`email_total`) and the mails are queued afterwards in the background (`queueNoticeMails`). Throws 404
 * for an unknown account, 400 when the audience is empty.
 */
export async function createNotice(ctx: AppContext, actor: Actor, input: NoticeInput): Promise<StaffNotice> {
  let target: string | null = null;
  if (input.audience === 'account') {
    const [u] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.registrationNo, input.registration_no))
      .limit(1);
    if (!u)
      throw new AppError(404, MSG.accountNotFound, 'not_found', { registration_no: MSG.accountNotFound });
    target = u.id;
  }
  const scope = audienceScope(input.audience, target);
  const now = new Date();
  const { notice, recipients } = await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(users).where(scope);
    if (n === 0) throw new AppError(400, MSG.noticeEmpty, 'validation', { audience: MSG.noticeEmpty });
    const [notice] = await tx
      .insert(staffNotices)
      .values({
        titleEn: input.title_en,
        bodyEn: input.body_en,
        titleKn: input.title_kn,
        bodyKn: input.body_kn,
        audience: input.audience,
        targetUserId: target,
        startsAt: istStart(input.from),
        endsAt: istEnd(input.to),
        email: input.email,
        emailTotal: input.email ? n : 0,
        createdBy: actor.id,
      })
      .returning();
    // The bell: one row per recipient, dated at the window's start (shown from then on).
    await tx.insert(notifications).select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          kind: sql`'staff_notice'`.as('kind'),
          title: sql`${input.title_en}`.as('title'),
          body: sql`${input.body_en}`.as('body'),
          link: sql`''`.as('link'),
          readAt: sql`null::timestamptz`.as('read_at'),
          createdAt: sql`${notice.startsAt.toISOString()}::timestamptz`.as('created_at'),
          noticeId: sql`${notice.id}::uuid`.as('notice_id'),
        })
        .from(users)
        .where(scope),
    );
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'notice.sent',
      targetUserId: target,
      details: { notice_id: notice.id, audience: input.audience, recipients: n, email: input.email },
    });
    return { notice, recipients: n };
  });
  return present(notice, target ? input.registration_no : null, recipients, now);
}

/**
 * Queues the mails of notices still sending (decision 132), NOTICE_MAIL_BATCH recipients per
 * transaction, in each recipient's language, advancing `email_queued`; the outbox delivers them
 * (decision 011). Called in the background after a notice is created and by every jobs run (resumes
 * after a restart). Returns how many mails it queued.
 */
export async function queueNoticeMails(ctx: AppContext): Promise<number> {
  let queued = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const [n] = await tx
        .select()
        .from(staffNotices)
        .where(
          and(eq(staffNotices.email, true), sql`${staffNotices.emailQueued} < ${staffNotices.emailTotal}`),
        )
        .orderBy(staffNotices.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!n) return true;
      const batch = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(audienceScope(n.audience, n.targetUserId))
        .orderBy(users.id)
        .limit(NOTICE_MAIL_BATCH)
        .offset(n.emailQueued);
      for (const u of batch) {
        const lang = mailLang(u.language);
        const kn = lang === 'kn' && n.titleKn !== '';
        await ctx.mailer.send(
          notificationMail(
            ctx.config,
            lang,
            u.email,
            kn ? n.titleKn : n.titleEn,
            kn && n.bodyKn ? n.bodyKn : n.bodyEn,
            '',
          ),
          tx,
        );
      }
      // Recipients who left since the count end the run early (nothing more to send).
      const next = batch.length < NOTICE_MAIL_BATCH ? n.emailTotal : n.emailQueued + batch.length;
      await tx.update(staffNotices).set({ emailQueued: next }).where(eq(staffNotices.id, n.id));
      queued += batch.length;
      return false;
    });
    if (done) return queued;
  }
}

/** GET /api/admin/notices (decision 132): newest first, filtered by window state, paged, with progress. */
export async function listNotices(
  db: Db,
  q: { state: 'all' | 'open' | 'upcoming' | 'closed'; page: number; pageSize: number },
  now = new Date(),
): Promise<{ notices: StaffNotice[]; total: number; page: number; pageSize: number }> {
  const where =
    q.state === 'open'
      ? and(lte(staffNotices.startsAt, now), gt(staffNotices.endsAt, now))
      : q.state === 'upcoming'
        ? gt(staffNotices.startsAt, now)
        : q.state === 'closed'
          ? lte(staffNotices.endsAt, now)
          : undefined;
  const rows = await db
    .select({
      n: staffNotices,
      regNo: users.registrationNo,
      recipients: sql<number>`(select count(*)::int from ${notifications} where ${notifications.noticeId} = ${staffNotices.id})`,
    })
    .from(staffNotices)
    .leftJoin(users, eq(users.id, staffNotices.targetUserId))
    .where(where)
    .orderBy(desc(staffNotices.createdAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(staffNotices).where(where);
  return {
    notices: rows.map((r) => present(r.n, r.regNo, Number(r.recipients), now)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * GET /api/notices (decision 132): the notices whose window is open, that reach the account (its bell
 * holds them) and that it has not dismissed, newest first, in `lang` (Kannada when staff wrote it).
 */
export async function openNotices(
  ctx: AppContext,
  actor: Actor,
  lang: Lang,
  now = new Date(),
): Promise<OpenNotice[]> {
  const rows = await ctx.db
    .select({ n: staffNotices })
    .from(notifications)
    .innerJoin(staffNotices, eq(staffNotices.id, notifications.noticeId))
    .where(
      and(
        eq(notifications.userId, actor.id),
        lte(staffNotices.startsAt, now),
        gt(staffNotices.endsAt, now),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(noticeDismissals)
            .where(
              and(eq(noticeDismissals.noticeId, staffNotices.id), eq(noticeDismissals.userId, actor.id)),
            ),
        ),
      ),
    )
    .orderBy(desc(staffNotices.startsAt))
    .limit(5);
  return rows.map(({ n }) => {
    const kn = lang === 'kn' && n.titleKn !== '';
    return { id: n.id, title: kn ? n.titleKn : n.titleEn, body: kn && n.bodyKn ? n.bodyKn : n.bodyEn };
  });
}

/** POST /api/notices/:id/dismiss (decision 132): hides the banner for this account (idempotent); 404 when not its notice. */
export async function dismissNotice(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const [mine] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), eq(notifications.noticeId, id)))
    .limit(1);
  if (!mine) throw new AppError(404, 'Notice not found', 'not_found');
  await ctx.db.insert(noticeDismissals).values({ noticeId: id, userId: actor.id }).onConflictDoNothing();
}
