import { eq } from 'drizzle-orm';
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
  | 'account_activated'
  | 'profile_change_reviewed'
  | 'payment_confirmed'
  | 'plan_expiring'
  | 'plan_expired'
  | 'bank_change_reviewed'
  | 'payout_recorded';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
};

/** Stores an in-app notification inside the caller's transaction (issue #3: the bell). */
export async function addNotification(db: Db | Tx, n: NewNotification): Promise<void> {
  await db.insert(notifications).values(n);
}

/**
 * Emails a notification to the member (call after the transaction commits; a failed send is logged,
 * never thrown). Issue #3: interest received, interest accepted, photo approved or rejected, account activated.
 */
export async function emailNotification(ctx: AppContext, n: NewNotification): Promise<void> {
  const [u] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, n.userId)).limit(1);
  if (u) await ctx.mailer.send(notificationMail(ctx.config, u.email, n.title, n.body, n.link));
}
