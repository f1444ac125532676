import { eq, sql } from 'drizzle-orm';
import { fillNotice, NOTICE } from '../../../shared/notices';
import type { NotificationSettings } from '../../../shared/schemas/conversations';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { emailNotification } from '../notifications/notify';

/** Unread messages wait this long (minutes) before a digest mail tells the member about them. */
export const DIGEST_AFTER_MINUTES = 30;

/**
 * The email digest of unread messages (docs/conversations.md#notifications): for every conversation side
 * whose member allows it (users.message_digest), has messages unread for DIGEST_AFTER_MINUTES and not yet
 * mailed about, one mail "3 new messages from Kavya", never one per message. The side's emailed cursor
 * moves in an UPDATE … WHERE cursor = old RETURNING, so across processes each batch is mailed once.
 * Only open conversations (listed members, an accepted interest is implied by their existence, no block).
 * Returns the number of mails queued.
 */
export async function sendMessageDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await queryRows<{
    id: string;
    side: 'a' | 'b';
    user_id: string;
    emailed: string | number;
    up_to: string | number;
    n: string | number;
    name: string;
  }>(
    ctx.db,
    sql`select cv.id, s.side, s.user_id, s.emailed, cv.last_message_id as up_to, count(m.id) as n, sp.first_name as name
        from conversations cv
        cross join lateral (values
          ('a', cv.member_a, cv.member_b, cv.a_read_up_to, cv.a_emailed_up_to),
          ('b', cv.member_b, cv.member_a, cv.b_read_up_to, cv.b_emailed_up_to)) s(side, user_id, other_id, read_up_to, emailed)
        join users u on u.id = s.user_id and u.message_digest and u.status = 'active' and u.deletion_due_at is null
        join profiles sp on sp.user_id = s.other_id and sp.listed
        join messages m on m.conversation_id = cv.id and m.sender_id = s.other_id
          and m.id > greatest(s.read_up_to, s.emailed)
        where not exists (select 1 from blocks b where (b.user_id = s.user_id and b.target_id = s.other_id)
                                                 or (b.user_id = s.other_id and b.target_id = s.user_id))
        group by cv.id, s.side, s.user_id, s.emailed, cv.last_message_id, sp.first_name
        having min(m.created_at) <= ${new Date(now.getTime() - DIGEST_AFTER_MINUTES * 60_000).toISOString()}
        limit 500`,
  );
  let sent = 0;
  for (const d of due) {
    const col = sql.raw(`${d.side}_emailed_up_to`);
    const moved = await queryRows<{ id: string }>(
      ctx.db,
      sql`update conversations set ${col} = ${Number(d.up_to)} where id = ${d.id} and ${col} = ${Number(d.emailed)} returning id`,
    );
    if (!moved.length) continue;
    await emailNotification(ctx, {
      userId: d.user_id,
      kind: 'message_received',
      title: fillNotice(NOTICE.messageDigestTitle, { count: Number(d.n), name: d.name }),
      body: NOTICE.messageDigestBody,
      link: `/user/conversations/${d.id}`,
    });
    sent++;
  }
  return sent;
}

/**
 * GET /api/user/notification-settings (docs/conversations.md#notifications): whether the member gets the
 * email digest of unread messages (users.message_digest). Only the signed-in member's own account.
 */
export async function getNotificationSettings(ctx: AppContext, actor: Actor): Promise<NotificationSettings> {
  const [u] = await ctx.db
    .select({ messageDigest: users.messageDigest })
    .from(users)
    .where(eq(users.id, actor.id));
  return { message_digest: u?.messageDigest ?? true };
}

/**
 * PUT /api/user/notification-settings (docs/conversations.md#notifications): turns the email digest of
 * unread messages on or off for the signed-in member's own account (the body names no account, so a
 * member cannot change another's). Returns the setting as stored; the jobs pass reads it.
 */
export async function saveNotificationSettings(
  ctx: AppContext,
  actor: Actor,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const [u] = await ctx.db
    .update(users)
    .set({ messageDigest: input.message_digest })
    .where(eq(users.id, actor.id))
    .returning({ messageDigest: users.messageDigest });
  return { message_digest: u.messageDigest };
}
