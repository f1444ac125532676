import { eq } from 'drizzle-orm';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { DEFAULT_LANG, isLang, type Lang } from '../../../shared/i18n/languages';
import { translateMessage } from '../../../shared/i18n/translate-message';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { notificationMail } from '../../mail/templates';

export type NotificationKind =
  | 'interest_received'
  | 'interest_accepted'
  | 'interest_declined'
  | 'photo_approved'
  | 'photo_rejected'
  | 'chart_reviewed'
  | 'account_activated'
  | 'profile_change_reviewed'
  | 'payment_confirmed'
  | 'payment_credited'
  | 'plan_expiring'
  | 'plan_expired'
  | 'bank_change_reviewed'
  | 'payout_recorded'
  | 'moderation'
  // decision 160: success stories
  | 'success_named'
  | 'story_reviewed'
  | 'assisted_priced'
  | 'assisted_manager'
  | 'assisted_suggestion'
  // docs/conversations.md#notifications
  | 'message_received'
  // the relationship manager's bell (docs/assisted-service.md)
  | 'assisted_assigned'
  | 'assisted_answered';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
};

/**
 * A stored notification text (English, filled from `NOTICE`) in the reader's language `lang` (docs/i18n.md):
 * matched by its English wording against the `notices` catalogue, values carried over; a text that is
 * not a notice (an old row, a staff note) comes back unchanged. Values inside (names, dates, amounts,
 * reasons) stay as stored, unless `values` names their wording in `lang` (a plan's Kannada name, a date
 * written in Kannada: decision 150).
 */
export function noticeIn(lang: Lang, text: string, values?: ReadonlyMap<string, string>): string {
  if (lang === DEFAULT_LANG || !text) return text;
  return translateMessage(
    text,
    CATALOGUES.en.notices,
    CATALOGUES[lang].notices,
    values ? (v) => values.get(v) ?? v : undefined,
  );
}

/** Stores an in-app notification inside the caller's transaction (docs/member-area.md: the bell). */
export async function addNotification(db: Db | Tx, n: NewNotification): Promise<void> {
  await db.insert(notifications).values(n);
}

/**
 * Emails a notification to the member, in the member's language (docs/i18n.md) (call after the transaction commits; a failed send is logged,
 * never thrown). Photos (docs/member-area.md#photos): interest received, interest accepted, photo approved or rejected, account activated.
 */
export async function emailNotification(ctx: AppContext, n: NewNotification): Promise<void> {
  const [u] = await ctx.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, n.userId))
    .limit(1);
  if (!u) return;
  // In the member's own language (users.language), never the language of whoever caused the notice.
  const lang = isLang(u.language) ? u.language : DEFAULT_LANG;
  await ctx.mailer.send(
    notificationMail(ctx.config, lang, u.email, noticeIn(lang, n.title), noticeIn(lang, n.body), n.link),
  );
}
