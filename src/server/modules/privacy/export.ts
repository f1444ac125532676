import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { formatDate } from '../../../shared/dates';
import { DEFAULT_LANG, isLang } from '../../../shared/i18n/languages';
import { EXPORT_TTL_DAYS } from '../../../shared/privacy';
import { dataExports, payments, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';
import { exportReadyMail } from '../../mail/privacy-templates';
import { CHART_FILES, chartKey, readStored, renditionKey } from '../../media/storage';
import { receiptPdfFor } from '../payments/payments.service';

const DAY = 86_400_000;
/** How long one process may hold an export it is building before another may take it over. */
const LEASE_MS = 10 * 60_000;

/** The store key of a prepared export: exports/<file_key>.zip (docs/data-rights.md, decision 180). */
export function exportKey(fileKey: string): string {
  if (!/^[0-9a-f]{32}$/.test(fileKey)) throw new Error('invalid export key');
  return `exports/${fileKey}.zip`;
}

const rows = (ctx: AppContext, q: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(ctx.db, q);

/**
 * Everything the service holds about account `userId` (docs/data-rights.md), as named JSON documents. Other members
 * appear only as registration number and first name, as they were shown to this member (or "a deleted
 * member"); nothing of another account's private data (contact details, photos, messages they did not
 * send to this member) is included.
 */
export async function collectData(ctx: AppContext, userId: string): Promise<Record<string, unknown>> {
  // Another member as this member saw them (o: users, op: their profile): number and first name only.
  const other = (col: string) =>
    sql.raw(`case when o.deletion_due_at is not null then json_build_object('registration_no', null, 'name', 'a deleted member')
      else json_build_object('registration_no', o.registration_no, 'name', coalesce(op.first_name, '')) end as ${col}`);
  const [account] = await rows(
    ctx,
    sql`select registration_no, email, role, status, status_reason, intended_plan, plan_expires_at, created_at,
          activated_at, last_login_at, deletion_requested_at, deletion_due_at
        from users where id = ${userId}`,
  );
  const [profile] = await rows(ctx, sql`select * from profiles where user_id = ${userId}`);
  const [preferences] = await rows(ctx, sql`select * from partner_preferences where user_id = ${userId}`);
  const photos = await rows(
    ctx,
    sql`select id, storage_key, is_primary, status, reason, width, height, created_at, reviewed_at
        from photos where user_id = ${userId} order by created_at`,
  );
  const [chart] = await rows(
    ctx,
    sql`select id, storage_key, kind, bytes, status, reason, created_at, reviewed_at
        from horoscope_charts where user_id = ${userId}`,
  );
  // The member's own verification records (docs/verification.md#data-rights): never an image, never who decided.
  const idDocs = await rows(
    ctx,
    sql`select doc_type, last_four, status, reason, photo_matches, created_at, decided_at
        from id_documents where user_id = ${userId} order by created_at`,
  );
  const interestsSent = await rows(
    ctx,
    sql`select ${other('to_member')}, i.message, i.status, i.created_at, i.responded_at
        from interests i join users o on o.id = i.receiver_id left join profiles op on op.user_id = o.id
        where i.sender_id = ${userId} order by i.created_at`,
  );
  const interestsReceived = await rows(
    ctx,
    sql`select ${other('from_member')}, i.message, i.status, i.created_at, i.responded_at
        from interests i join users o on o.id = i.sender_id left join profiles op on op.user_id = o.id
        where i.receiver_id = ${userId} order by i.created_at`,
  );
  // Conversations (docs/conversations.md#safety): every message of the member's conversations, theirs and
  // the ones sent to them, and the messages they reported.
  const conversations = await rows(
    ctx,
    sql`select ${other('with_member')}, cv.created_at, coalesce((select json_agg(json_build_object(
            'mine', m.sender_id = ${userId}, 'body', m.body, 'created_at', m.created_at) order by m.id)
          from messages m where m.conversation_id = cv.id), '[]'::json) as messages
        from conversations cv
        join users o on o.id = case when cv.member_a = ${userId} then cv.member_b else cv.member_a end
        left join profiles op on op.user_id = o.id
        where cv.member_a = ${userId} or cv.member_b = ${userId} order by cv.created_at`,
  );
  const messagesReported = await rows(
    ctx,
    sql`select r.reason, r.status, r.created_at, m.body as message from message_reports r
        join messages m on m.id = r.message_id where r.reporter_id = ${userId} order by r.created_at`,
  );
  const shortlist = await rows(
    ctx,
    sql`select ${other('member')}, s.created_at from shortlists s join users o on o.id = s.target_id
        left join profiles op on op.user_id = o.id where s.user_id = ${userId}`,
  );
  // Decision 202: saved searches and their mail frequency.
  const savedSearches = await rows(
    ctx,
    sql`select name, filters, frequency, mailed_at, created_at from saved_searches where user_id = ${userId}
        order by created_at`,
  );
  // docs/installable-app.md#push: the switches (never changed: every kind on) and how many devices are
  // subscribed; never a device's endpoint or keys (they address the device, not the member's data).
  const [push] = await rows(
    ctx,
    sql`select (select count(*)::int from push_subscriptions where user_id = ${userId}) as subscribed_devices,
          ps.user_id is not null as settings_changed,
          coalesce(ps.interest_received, true) as interest_received,
          coalesce(ps.interest_accepted, true) as interest_accepted,
          coalesce(ps.message_received, true) as message_received
        from (select 1) one left join push_settings ps on ps.user_id = ${userId}`,
  );
  const blocked = await rows(
    ctx,
    sql`select ${other('member')}, b.created_at from blocks b join users o on o.id = b.target_id
        left join profiles op on op.user_id = o.id where b.user_id = ${userId}`,
  );
  const reportsFiled = await rows(
    ctx,
    sql`select ${other('member')}, r.reason, r.details, r.status, r.created_at from reports r
        join users o on o.id = r.target_id left join profiles op on op.user_id = o.id where r.reporter_id = ${userId}`,
  );
  const visits = await rows(
    ctx,
    sql`select ${other('member')}, v.visits, v.viewed_at from profile_views v join users o on o.id = v.viewed_id
        left join profiles op on op.user_id = o.id where v.viewer_id = ${userId}`,
  );
  const notifications = await rows(
    ctx,
    sql`select kind, title, body, link, read_at, created_at from notifications where user_id = ${userId}
        order by created_at`,
  );
  const changeRequests = await rows(
    ctx,
    sql`select changes, status, reason, created_at, reviewed_at from profile_change_requests
        where user_id = ${userId} order by created_at`,
  );
  const paymentRows = await rows(
    ctx,
    sql`select id, plan_code, plan_name, duration_months, list_price_paise, discount_paise, amount_paise,
          promo_code, provider, mode, kind, status, receipt_no, period_start, period_end, tax, created_at, paid_at
        from payments where user_id = ${userId} order by created_at`,
  );
  const signIns = await rows(
    ctx,
    sql`select created_at as at, ip, user_agent as device from sign_ins where user_id = ${userId} order by created_at`,
  );
  const consents = await rows(
    ctx,
    sql`select version, language, ip, accepted_at from privacy_consents where user_id = ${userId} order by accepted_at`,
  );
  const grievances = await rows(
    ctx,
    sql`select reference_no, kind, message, status, due_on, answer, answered_at, created_at from grievances
        where user_id = ${userId} order by created_at`,
  );
  const email = (account?.email as string) ?? '';
  const contactMessages = await rows(
    ctx,
    sql`select topic, message, reply, created_at, answered_at from contact_messages where email = ${email}
        order by created_at`,
  );
  const newsletter = await rows(
    ctx,
    sql`select status, created_at, confirmed_at, unsubscribed_at from newsletter_subscribers where email = ${email}`,
  );
  // Decision 160: the success record this member marked or was named in (the other member: number and first name).
  const successStories = await rows(
    ctx,
    sql`select case when s.member_id = ${userId} then 'member' else 'partner' end as side,
          ${other('other_member')}, s.partner_state, s.member_consent, s.partner_consent, s.story, s.review,
          s.review_reason, s.withdrawn_at, s.created_at, s.updated_at
        from success_stories s
        left join users o on o.id = case when s.member_id = ${userId} then s.partner_id else s.member_id end
        left join profiles op on op.user_id = o.id
        where s.member_id = ${userId} or s.partner_id = ${userId} order by s.created_at`,
  );
  const [promoter] = await rows(
    ctx,
    sql`select name, mobile, promoter_type, promo_code, registered_on, expires_on, bank, active, created_at
        from promoters where user_id = ${userId}`,
  );
  const promoterData: Record<string, unknown> = {};
  if (promoter) {
    promoterData.referred_members = await rows(
      ctx,
      sql`select ${other('member')}, o.created_at as registered_at from users o
          left join profiles op on op.user_id = o.id where o.referred_by = ${userId} order by o.created_at`,
    );
    promoterData.commissions = await rows(
      ctx,
      sql`select c.kind, c.amount_paise, c.status, c.note, c.created_at, ${other('member')}
          from commissions c join users o on o.id = c.member_id left join profiles op on op.user_id = o.id
          where c.promoter_id = ${userId} order by c.created_at`,
    );
  }
  return {
    account,
    profile: profile ?? null,
    partner_preferences: preferences ?? null,
    photos: photos.map(({ storage_key: _k, ...p }) => ({ ...p, file: `photos/${p.id}.webp` })),
    horoscope_chart: chart ? { ...chartDoc(chart), file: chartFileName(chart) } : null,
    interests: { sent: interestsSent, received: interestsReceived },
    conversations,
    messages_reported: messagesReported,
    shortlist,
    saved_searches: savedSearches,
    push_notifications: {
      subscribed_devices: push.subscribed_devices,
      settings_changed: push.settings_changed,
      settings: {
        interest_received: push.interest_received,
        interest_accepted: push.interest_accepted,
        message_received: push.message_received,
      },
    },
    blocked,
    reports_filed: reportsFiled,
    profiles_visited: visits,
    notifications,
    profile_change_requests: changeRequests,
    payments: paymentRows,
    sign_ins: signIns,
    privacy_consents: consents,
    grievances,
    contact_messages: contactMessages,
    newsletter,
    success_stories: successStories,
    identity_documents: idDocs,
    promoter: promoter ? { ...promoter, ...promoterData } : null,
    _photo_keys: photos.map((p) => ({ id: p.id, key: p.storage_key })) as { id: string; key: string }[],
    _chart: chart ? { name: chartFileName(chart), key: chart.storage_key, kind: chart.kind } : null,
  };
}

/** The chart's row without its storage key (docs/horoscope.md#chart). */
function chartDoc({ storage_key: _k, ...c }: Record<string, unknown>): Record<string, unknown> {
  return c;
}

/** Where the ZIP holds the member's horoscope chart: horoscope/chart.pdf or horoscope/chart.webp. */
function chartFileName(c: Record<string, unknown>): string {
  return `horoscope/${CHART_FILES[c.kind === 'pdf' ? 'pdf' : 'image']}`;
}

/** Builds the ZIP for `userId` (docs/data-rights.md): data.json split by subject, photo files, receipt PDFs, README. */
export async function buildZip(
  ctx: AppContext,
  userId: string,
  progress: (pct: number) => Promise<void>,
): Promise<Uint8Array> {
  const data = await collectData(ctx, userId);
  await progress(40);
  const files: Zippable = {};
  const { _photo_keys, _chart, ...docs } = data as {
    _photo_keys: { id: string; key: string }[];
    _chart: { name: string; key: string; kind: string } | null;
  };
  for (const [name, value] of Object.entries(docs)) {
    files[`${name}.json`] = strToU8(JSON.stringify(value, null, 2));
  }
  for (const p of _photo_keys) {
    const file = await readStored(ctx.store, renditionKey(p.key, 'large'));
    if (file) files[`photos/${p.id}.webp`] = [file, { level: 0 }];
  }
  if (_chart) {
    const kind = _chart.kind === 'pdf' ? 'pdf' : 'image';
    const file = await readStored(ctx.store, chartKey(_chart.key, kind));
    if (file) files[_chart.name] = [file, { level: 0 }];
  }
  await progress(70);
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid'), isNotNull(payments.receiptNo)));
  for (const p of paid) {
    const pdf = await receiptPdfFor(ctx, p).catch(() => null);
    if (pdf && p.receiptNo) files[`receipts/${p.receiptNo.replace(/\//g, '-')}.pdf`] = [pdf, { level: 0 }];
  }
  await progress(90);
  files['README.txt'] = strToU8(
    `Your data at ${ctx.config.brand.siteName}, prepared ${new Date().toISOString()}.\n\n` +
      'Each .json file holds one subject (account, profile, interests, payments, sign-ins ...). Other\n' +
      'members appear only by registration number and first name, as they were shown to you.\n' +
      'photos/ holds your photos, horoscope/ your horoscope chart, receipts/ your payment receipts.\n',
  );
  return zipSync(files, { level: 6 });
}

/**
 * One pass of the export job (docs/data-rights.md): takes queued exports (or ones whose builder's lease ran out)
 * one at a time with FOR UPDATE SKIP LOCKED, so each is built by exactly one process; writes the ZIP,
 * marks it ready for EXPORT_TTL_DAYS and mails the member. Returns how many it built.
 */
export async function buildExports(ctx: AppContext, now = new Date(), max = 5): Promise<number> {
  let built = 0;
  for (let i = 0; i < max; i++) {
    const [job] = await queryRows<{ id: string; user_id: string }>(
      ctx.db,
      sql`update data_exports set status = 'running', progress = 5,
            locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}
          where id = (select id from data_exports
                      where status = 'queued' or (status = 'running' and locked_until < ${now.toISOString()})
                      order by created_at for update skip locked limit 1)
          returning id, user_id`,
    );
    if (!job) break;
    const setProgress = async (pct: number) => {
      await ctx.db
        .update(dataExports)
        .set({ progress: pct })
        .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'running')));
    };
    try {
      const zip = await buildZip(ctx, job.user_id, setProgress);
      const fileKey = randomBytes(16).toString('hex');
      await ctx.store.put(exportKey(fileKey), zip, 'application/zip');
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + EXPORT_TTL_DAYS * DAY);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(dataExports)
          .set({
            status: 'ready',
            progress: 100,
            fileKey,
            sizeBytes: zip.byteLength,
            readyAt,
            expiresAt,
            lockedUntil: null,
          })
          .where(eq(dataExports.id, job.id));
        const [u] = await tx
          .select({ email: users.email, lang: users.language })
          .from(users)
          .where(eq(users.id, job.user_id));
        const lang = isLang(u?.lang) ? u.lang : DEFAULT_LANG;
        if (u) await ctx.mailer.send(exportReadyMail(ctx.config, lang, u.email, formatDate(expiresAt)), tx);
      });
      built++;
    } catch (err) {
      await ctx.db
        .update(dataExports)
        .set({
          status: 'failed',
          error: String((err as Error).message ?? err).slice(0, 200),
          lockedUntil: null,
        })
        .where(eq(dataExports.id, job.id));
    }
  }
  return built;
}

/**
 * Deletes export files past their 7 days (docs/data-rights.md) and marks the rows 'expired'. Each row is claimed by
 * one UPDATE … RETURNING, so one process deletes each file. Returns the number of files deleted.
 */
export async function expireExports(ctx: AppContext, now = new Date()): Promise<number> {
  const gone = await queryRows<{ file_key: string | null }>(
    ctx.db,
    sql`with due as (
          select id, file_key from data_exports
          where status = 'ready' and expires_at <= ${now.toISOString()}
          for update skip locked
        )
        update data_exports d set status = 'expired', file_key = null from due where d.id = due.id
        returning due.file_key`,
  );
  for (const g of gone) await removeExportFile(ctx, g.file_key);
  return gone.length;
}

/** Removes an export's file (never throws). */
export async function removeExportFile(ctx: AppContext, fileKey: string | null): Promise<void> {
  if (!fileKey || !/^[0-9a-f]{32}$/.test(fileKey)) return;
  await ctx.store.remove([exportKey(fileKey)]).catch(() => {});
}
