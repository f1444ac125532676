import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import type { Notification } from '../../../shared/schemas/member';
import { notifications, staffNotices } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { noticeIn } from './notify';

/** A staff notice's bell row is dated at its window's start and shown from then on (decision 132). */
const shown = () => lte(notifications.createdAt, sql`now()`);

/** How many unread notifications a member has. */
export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), shown()));
  return n;
}

/**
 * GET /api/user/notifications (docs/member-area.md, the bell): the member's notifications, newest first, a page at
 * a time, with the unread count and the total. Titles and bodies in `lang`, the reader's language (docs/i18n.md).
 */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  q: { page: number; pageSize: number },
  lang: Lang = 'en',
): Promise<{ notifications: Notification[]; unread: number; total: number }> {
  const rows = await ctx.db
    .select({ n: notifications, titleKn: staffNotices.titleKn, bodyKn: staffNotices.bodyKn })
    .from(notifications)
    .leftJoin(staffNotices, eq(staffNotices.id, notifications.noticeId))
    .where(and(eq(notifications.userId, userId), shown()))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), shown()));
  return {
    notifications: rows.map(({ n, titleKn, bodyKn }) => ({
      id: n.id,
      kind: n.kind,
      // A staff notice in Kannada when staff wrote one (decision 132); every other text from the catalogue.
      title: lang === 'kn' && titleKn ? titleKn : noticeIn(lang, n.title),
      body: lang === 'kn' && titleKn ? bodyKn || n.body : noticeIn(lang, n.body),
      link: n.link,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    })),
    unread: await unreadCount(ctx, userId),
    total,
  };
}

/**
 * POST /api/user/notifications/read (docs/member-area.md): marks the given notifications of the member read (all
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
