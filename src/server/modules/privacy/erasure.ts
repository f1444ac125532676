import { sql } from 'drizzle-orm';
import { DEFAULT_LANG, isLang } from '../../../shared/i18n/languages';
import { AUDIT_KEYS_KEPT_AFTER_ERASURE } from '../../../shared/policies/privacy';
import { auditLog } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { keepErasedIdentifiers } from '../../lib/duplicates';
import { queryRows } from '../../lib/sql';
import { accountErasedMail } from '../../mail/privacy-templates';
import { VARIANTS } from '../../media/signing';
import { chartKeys, renditionKey } from '../../media/storage';
import { anonymiseInvitationsTo } from '../promoters/invitations.service';
import { exportKey } from './export';

/**
 * Erases one account whose grace period ended (docs/data-rights.md), in one transaction that also deletes
 * its files from the store (decision 180). What stays (docs/data-rights.md): the users row with its registration number, role,
 * plan dates and promoter attribution (receipts, payments and the commission ledger point at it), the
 * payment rows (tax law: receipts), interests with the message blanked (the other member sees "a deleted
 * member"), conversations without her messages (docs/conversations.md), and audit entries with only their non-personal keys (AUDIT_KEYS_KEPT_AFTER_ERASURE). Promoters'
 * invitations to her are anonymised. Everything else personal is deleted or overwritten.
 */
async function eraseOne(
  ctx: AppContext,
  now: Date,
): Promise<{ id: string; photoKeys: string[]; exportKeys: string[] } | null> {
  return ctx.db.transaction(async (tx) => {
    const [u] = await queryRows<{
      id: string;
      email: string;
      registration_no: string;
      language: string;
      mobile: string | null;
    }>(
      tx,
      sql`select id, email, registration_no, language,
                 (select p.mobile_no from profiles p where p.user_id = users.id) as mobile from users
          where deletion_due_at <= ${now.toISOString()} and erased_at is null
          order by deletion_due_at for update skip locked limit 1`,
    );
    if (!u) return null;
    const id = u.id;
    // One person, one profile (decision 194): only the salted hashes of her email and mobile stay, 12 months.
    await keepErasedIdentifiers(
      tx,
      ctx.config.duplicateHashSecret,
      { userId: id, email: u.email, mobile: u.mobile },
      now,
    );
    const photoKeys = (
      await queryRows<{ storage_key: string }>(
        tx,
        sql`delete from photos where user_id = ${id} returning storage_key`,
      )
    ).map((r) => r.storage_key);
    // Decision 160: a success story goes with either member (the other's profile stays out of search),
    // and its photo with it (docs/success-stories.md#the-photo).
    const storyKeys = (
      await queryRows<{ photo_key: string | null }>(
        tx,
        sql`delete from success_stories where member_id = ${id} or partner_id = ${id} returning photo_key`,
      )
    )
      .map((r) => r.photo_key)
      .filter((k): k is string => !!k);
    photoKeys.push(...storyKeys);
    // The horoscope chart's file goes the same way as a photo's (docs/horoscope.md#chart).
    const chartFiles = (
      await queryRows<{ storage_key: string }>(
        tx,
        sql`delete from horoscope_charts where user_id = ${id} returning storage_key`,
      )
    ).flatMap((r) => chartKeys(r.storage_key));
    // Identity documents (docs/verification.md#data-rights): the records go; a pending image's file too.
    const idKeys = (
      await queryRows<{ storage_key: string | null }>(
        tx,
        sql`delete from id_documents where user_id = ${id} returning storage_key`,
      )
    )
      .map((r) => r.storage_key)
      .filter((k): k is string => !!k);
    photoKeys.push(...idKeys);
    const exportKeys = (
      await queryRows<{ file_key: string | null }>(
        tx,
        sql`delete from data_exports where user_id = ${id} returning file_key`,
      )
    )
      .map((r) => r.file_key)
      .filter((k): k is string => !!k);
    for (const q of [
      sql`delete from partner_preferences where user_id = ${id}`,
      sql`delete from profile_change_requests where user_id = ${id}`,
      sql`delete from shortlists where user_id = ${id} or target_id = ${id}`,
      sql`delete from blocks where user_id = ${id} or target_id = ${id}`,
      sql`delete from reports where reporter_id = ${id} or target_id = ${id}`,
      sql`delete from profile_views where viewer_id = ${id} or viewed_id = ${id}`,
      sql`delete from share_links where user_id = ${id}`,
      // Decision 202: saved searches (their names are the member's words).
      sql`delete from saved_searches where user_id = ${id}`,
      sql`delete from notifications where user_id = ${id}`,
      // The member's devices and push switches (docs/installable-app.md#push).
      sql`delete from push_subscriptions where user_id = ${id}`,
      sql`delete from push_settings where user_id = ${id}`,
      // Other members' notices that name this member (interest sent, accepted): by number in title or link.
      sql`delete from notifications where title like ${`%(${u.registration_no})%`}
            or link = ${`/user/member/${u.registration_no}`}`,
      sql`delete from password_reset_otps where user_id = ${id} or email = ${u.email}`,
      sql`delete from mobile_otps where user_id = ${id}`,
      // Her own duplicate flags go; a newer account's flag naming her stays (it shows only her number).
      sql`delete from duplicate_flags where user_id = ${id}`,
      sql`delete from sign_ins where user_id = ${id}`,
      sql`delete from privacy_consents where user_id = ${id}`,
      sql`delete from contact_messages where email = ${u.email}`,
      sql`delete from newsletter_subscribers where email = ${u.email}`,
      sql`update interests set message = '' where sender_id = ${id}`,
      // Conversations (docs/conversations.md#safety): her messages and reports go; the other side keeps its
      // own messages and sees "a deleted member".
      sql`delete from message_reports where reporter_id = ${id}`,
      sql`delete from messages where sender_id = ${id}`,
      sql`update grievances set user_id = null, name = '', email = '', message = '', answer = null
          where user_id = ${id} or email = ${u.email}`,
      sql`update profiles set first_name = '', last_name = '', profile_for = '', gender = '',
            date_of_birth = '1900-01-01', marital_status = '', height_cm = null, mother_tongue = '', about_me = '',
            parent_relation = '', parent_name = '', siblings = '', caste = '', sub_caste = '', gotra = '',
            rashi = '', nakshatra = '', manglik = '', birth_time = '', birth_place = '', horoscope_privacy = 'hidden',
            qualification = '', occupation = '', income_band = '',
            occupation_country = '', country = '', state = '', city = '', address = '', mobile_no = '',
            diet = '', smoking = '', drinking = '', blood_group = '', sun_sign = '', hidden = true,
            listed = false, show_on_home = false, has_photo = false, featured = false, featured_until = null,
            boosted_until = null,
            mobile_verified_no = null, id_verified_at = null, photo_verified_at = null
          where user_id = ${id}`,
      sql`update promoters set name = '', mobile = '', bank = '{}'::jsonb, active = false where user_id = ${id}`,
      sql`update users set email = ${`erased-${id}@erased.invalid`}, password_hash = 'erased',
            status = 'inactive', status_reason = null, intended_plan = null, last_login_at = null,
            token_version = token_version + 1, erased_at = ${now.toISOString()}
          where id = ${id}`,
    ]) {
      await tx.execute(q);
    }
    // Promoters' invitations to her and staff's audit entries about her keep nothing personal (decision 116).
    await anonymiseInvitationsTo(tx, { email: u.email, mobile: u.mobile });
    // The audit trail refuses every change but this scrub (decision 166): the setting lasts only around it.
    await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
    await tx.execute(
      sql`update audit_log set details = coalesce((
              select jsonb_object_agg(e.key, e.value) from jsonb_each(audit_log.details) e
               where e.key in (${sql.join(
                 AUDIT_KEYS_KEPT_AFTER_ERASURE.map((k) => sql`${k}`),
                 sql`, `,
               )})), '{}'::jsonb) || '{"erased": true}'::jsonb
          where target_user_id = ${id}`,
    );
    await tx.execute(sql`select set_config('app.audit_erasure', 'off', true)`);
    await tx.insert(auditLog).values({ action: 'account.erased', targetUserId: id, details: {} });
    // The last mail to the address, queued before the address is gone (the outbox deletes it once sent).
    const lang = isLang(u.language) ? u.language : DEFAULT_LANG;
    await ctx.mailer.send(accountErasedMail(ctx.config, lang, u.email, u.registration_no), tx);
    // The files go before the commit (decision 180): a store that is down throws, the erasure rolls back
    // and the next pass tries again, so no photo outlives its account. Deleting twice is harmless.
    await ctx.store.remove([
      ...photoKeys.flatMap((k) => VARIANTS.map((v) => renditionKey(k, v))),
      ...chartFiles,
      ...exportKeys.map(exportKey),
    ]);
    return { id, photoKeys, exportKeys };
  });
}

/**
 * The erasure job (docs/data-rights.md): erases every account whose 30-day grace period has ended, one per
 * transaction with FOR UPDATE SKIP LOCKED (exactly once across processes), deleting its photo, horoscope
 * chart and export files from the store before that transaction commits. Returns how many accounts it erased.
 */
export async function eraseDueAccounts(ctx: AppContext, now = new Date(), max = 100): Promise<number> {
  let erased = 0;
  for (let i = 0; i < max; i++) {
    const done = await eraseOne(ctx, now);
    if (!done) break;
    erased++;
  }
  return erased;
}

/** Deletes sign-in history older than `days` (docs/data-rights.md: one year). Returns the rows deleted. */
export async function purgeSignIns(ctx: AppContext, days: number, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`delete from sign_ins where created_at < ${new Date(now.getTime() - days * 86_400_000).toISOString()}
        returning id`,
  );
  return rows.length;
}
