import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import type { Notification } from '../../../shared/schemas/member';
import { notifications } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { noticeIn } from './notify';

/** How many unread notifications a member has. */
export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/**
 * GET /api/user/notifications (issue #3, the bell): the member's notifications, newest first, a page at
 * a time, with the unread count and the total. Titles and bodies in `lang`, the reader's language (issue #9).
 */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  q: { page: number; pageSize: number },
  lang: Lang = 'en',
): Promise<{ notifications: Notification[]; unread: number; total: number }> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: noticeIn(lang, n.title),
      body: noticeIn(lang, n.body),
      link: n.link,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    })),
    unread: await unreadCount(ctx, userId),
    total,
  };
}

/**
 * POST /api/user/notifications/read (issue #3): marks the given notifications of the member read (all
 * of them when `ids` is omitted); ids of other members' notifications are ignored. Returns the unread count.
 */
export async function markRead(ctx: AppContext, userId: string, ids?: string[]): Promise<number> {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? (ids.length ? inArray(notifications.id, ids) : undefined) : undefined,
      ),
    );
  return unreadCount(ctx, userId);
}
