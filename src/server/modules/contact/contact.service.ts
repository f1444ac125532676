import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANG } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import type { ContactMessageRow, ContactMessageValues } from '../../../shared/schemas/contact';
import { contactMessages, users } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { priorityDueFor } from '../../lib/priority';
import { hitLimit } from '../../lib/rate-limit';
import { contactReplyMail, mailLang, notificationMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';

/** Contact messages accepted from one address per hour (docs/first-impressions.md#details-members-notice). */
export const CONTACT_PER_HOUR = 5;

type Row = typeof contactMessages.$inferSelect;

function present(r: Row): ContactMessageRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    topic: r.topic,
    registration_no: r.registrationNo,
    message: r.message,
    status: r.status === 'answered' ? 'answered' : 'new',
    reply: r.reply,
    answered_at: r.answeredAt ? r.answeredAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    priority_due_at: r.priorityDueAt ? r.priorityDueAt.toISOString() : null,
  };
}

/**
 * POST /api/contact (docs/first-impressions.md#details-members-notice): stores the message for staff and mails them a notice (to the first
 * contact email). A signed-in member with priority support gets a due time (docs/plan-features.md#priority-support)
 * and the shorter promise. Throws 429 past CONTACT_PER_HOUR messages an hour from one address.
 */
export async function submitContactMessage(
  ctx: AppContext,
  input: ContactMessageValues,
  ip: string,
  actor: Actor | null = null,
): Promise<Ok<{ priority: boolean }>> {
  const limit = await hitLimit(ctx.db, `contact:ip:${ip}`, CONTACT_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
  const due = await priorityDueFor(ctx.db, actor);
  await ctx.db.insert(contactMessages).values({
    priorityDueAt: due,
    name: input.name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    topic: input.topic,
    registrationNo: input.registration_no,
    message: input.message,
  });
  await ctx.mailer.send(
    notificationMail(
      ctx.config,
      DEFAULT_LANG, // to the staff
      ctx.config.brand.emails[0],
      `${due ? 'PRIORITY ' : ''}New contact message: ${input.topic}`,
      `${input.name} <${input.email}> wrote:\n\n${input.message}\n\nAnswer it in the admin area:`,
      '/admin/messages',
    ),
  );
  return ok({ priority: !!due }, due ? MSG.prioritySent : MSG.contactSent);
}

/** GET /api/admin/contact-messages (Admin, docs/first-impressions.md#details-members-notice): newest first, filtered by status, paged. */
export async function listContactMessages(
  ctx: AppContext,
  q: { status: 'new' | 'answered' | 'all'; page: number; pageSize: number },
): Promise<{ messages: ContactMessageRow[]; total: number; unanswered: number }> {
  const where = q.status === 'all' ? undefined : eq(contactMessages.status, q.status);
  const [[{ total }], [{ unanswered }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(contactMessages).where(where),
    ctx.db.select({ unanswered: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    ctx.db
      .select()
      .from(contactMessages)
      .where(where)
      // Open priority messages first, the answer due soonest at the top (docs/plan-features.md#priority-support).
      .orderBy(
        sql`(${contactMessages.status} = 'new' and ${contactMessages.priorityDueAt} is not null) desc`,
        asc(contactMessages.priorityDueAt),
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { messages: rows.map(present), total, unanswered };
}

/**
 * POST /api/admin/contact-messages/:id/reply (Admin, docs/first-impressions.md#details-members-notice): mails `reply` to the sender (quoting
 * their message) and marks the message answered, keeping the reply. Throws 404 for an unknown id.
 */
export async function replyToContactMessage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reply: string,
): Promise<ContactMessageRow> {
  const [row] = await ctx.db
    .update(contactMessages)
    .set({ status: 'answered', reply, answeredAt: new Date(), answeredBy: actor.id })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError(404, MSG.contactNotFound, 'not_found');
  // In the account language when the sender is a member (docs/i18n.md); a visitor's reply frame is English.
  const [account] = await ctx.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, row.email))
    .limit(1);
  await ctx.mailer.send(
    contactReplyMail(
      ctx.config,
      mailLang(account?.language),
      row.email,
      row.name,
      row.topic,
      reply,
      row.message,
    ),
  );
  return present(row);
}

/** POST /api/admin/contact-messages/:id/answered (Admin, decision 016): marks it answered (e.g. by phone). */
export async function markContactAnswered(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ContactMessageRow> {
  const [row] = await ctx.db
    .update(contactMessages)
    .set({ status: 'answered', answeredAt: new Date(), answeredBy: actor.id })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError(404, MSG.contactNotFound, 'not_found');
  return present(row);
}
