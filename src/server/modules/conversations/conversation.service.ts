import { sql } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import {
  HISTORY_PAGE,
  MESSAGES_PER_HOUR,
  NEW_CONVERSATIONS_PER_DAY,
  type SendRefusal,
  sendRefusal,
} from '../../../shared/policies';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { findVisibleMember } from '../directory/visibility';
import { addNotification, type NewNotification } from '../notifications/notify';
import { actorEntitlements } from '../plans/plan';
import { pushNotification } from '../push/push.service';
import {
  type ConversationRow,
  conversationRows,
  factsOf,
  mySide,
  presentConversation,
  presentMessage,
} from './conversation.facts';

/** The NOTIFY channel every app process listens on (decision 186). */
export const CHANNEL = 'conversations';

/**
 * A NOTIFY payload (ids only: bodies never leave the table): a new message, a side's cursor moving, or a
 * conversation that ended for the members `to` ('e', sent by the database triggers of migration 0031,
 * decision 190, when the other member leaves every list or the accepted interest between the two goes).
 */
export type ConversationEvent =
  | { k: 'm'; c: string; id: number; a: string; b: string }
  | { k: 'r'; c: string; by: string; other: string; up_to: number; state: 'delivered' | 'read' }
  | { k: 'e'; c: string; to: string[] };

/** Sends `e` to every listening process, delivered when the caller's transaction commits. */
async function publish(tx: Tx, e: ConversationEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(e)})`);
}

const REFUSED: Record<SendRefusal, [number, string, string]> = {
  ended: [409, MSG.conversationEnded, 'ended'],
  upgrade_required: [402, MSG.conversationUpgrade, 'upgrade_required'],
  wait_for_them: [402, MSG.conversationWaitForThem, 'wait_for_them'],
};

/** One of the viewer's conversations by id, or 404 (the same answer as an id that does not exist). */
async function oneConversation(db: AppContext['db'] | Tx, me: string, id: string, lock = false) {
  const [r] = await conversationRows(db, me, sql`cv.id = ${id}`, { lock });
  if (!r) throw new AppError(404, MSG.conversationNotFound, 'not_found');
  return r;
}

/**
 * GET /api/user/conversations (docs/conversations.md): the viewer's conversations that have messages,
 * latest first, each with the latest message and the unread count, and the unread total (navigation,
 * dashboard). Two statements: the plan, then the list.
 */
export async function listConversations(
  ctx: AppContext,
  actor: Actor,
): Promise<{ conversations: Conversation[]; unread_total: number }> {
  const plan = await actorEntitlements(ctx.db, actor);
  const rows = await conversationRows(ctx.db, actor.id, sql`cv.last_message_id is not null`, { limit: 200 });
  const conversations = rows.map((r) => presentConversation(actor.id, r, plan));
  return { conversations, unread_total: conversations.reduce((n, c) => n + c.unread, 0) };
}

/**
 * The viewer's unread messages over all conversations (the member area's navigation and dashboard), one
 * statement. Source: docs/conversations.md "The conversation".
 */
export async function unreadTotal(ctx: AppContext, me: string): Promise<number> {
  const [r] = await queryRows<{ n: string | number }>(
    ctx.db,
    sql`select count(*) as n from conversations cv join messages m on m.conversation_id = cv.id
        where (cv.member_a = ${me} or cv.member_b = ${me}) and m.sender_id <> ${me}
          and m.id > ${mySide(me, 'a_read_up_to', 'b_read_up_to')}`,
  );
  return Number(r?.n ?? 0);
}

/**
 * POST /api/user/conversations (docs/conversations.md "Who may talk"): the conversation with the member
 * `registrationNo`, created when missing. 404 for a member outside the viewer's sight or without an
 * accepted interest between the two (as if unknown); the answer's abilities say whether the viewer may write.
 */
export async function openConversation(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<Conversation> {
  const other = await findVisibleMember(ctx.db, actor.id, registrationNo);
  const [a, b] = actor.id < other.id ? [actor.id, other.id] : [other.id, actor.id];
  const [accepted] = await queryRows<{ ok: number }>(
    ctx.db,
    sql`select 1 as ok from interests i where i.status = 'accepted'
          and ((i.sender_id = ${a} and i.receiver_id = ${b}) or (i.sender_id = ${b} and i.receiver_id = ${a})) limit 1`,
  );
  if (!accepted) throw new AppError(404, MSG.conversationNotFound, 'not_found');
  await ctx.db.execute(
    sql`insert into conversations (member_a, member_b) values (${a}, ${b}) on conflict (member_a, member_b) do nothing`,
  );
  const plan = await actorEntitlements(ctx.db, actor);
  const [r] = await conversationRows(ctx.db, actor.id, sql`cv.member_a = ${a} and cv.member_b = ${b}`);
  return presentConversation(actor.id, r, plan);
}

/**
 * GET /api/user/conversations/:id/messages (docs/conversations.md): a page of history, oldest first.
 * `before`: the 30 messages before that id (paging back; `older` says whether more remain); `after`:
 * up to 200 messages after that id (catch-up); neither: the latest 30. 404 for someone else's conversation.
 */
export async function history(
  ctx: AppContext,
  actor: Actor,
  id: string,
  q: { before?: number; after?: number },
): Promise<{ conversation: Conversation; messages: Message[]; older: boolean }> {
  const plan = await actorEntitlements(ctx.db, actor);
  const r = await oneConversation(ctx.db, actor.id, id);
  const after = q.after !== undefined;
  const limit = after ? 200 : HISTORY_PAGE + 1;
  const rows = await queryRows<{
    id: string | number;
    conversation_id: string;
    sender_id: string;
    body: string;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select id, conversation_id, sender_id, body, created_at from messages
        where conversation_id = ${id}
          ${q.before !== undefined ? sql`and id < ${q.before}` : sql``}
          ${after ? sql`and id > ${q.after}` : sql``}
        order by id ${after ? sql`asc` : sql`desc`} limit ${limit}`,
  );
  const older = !after && rows.length > HISTORY_PAGE;
  const page = after ? rows : rows.slice(0, HISTORY_PAGE).reverse();
  return {
    conversation: presentConversation(actor.id, r, plan),
    messages: page.map((m) => presentMessage(actor.id, m, Number(r.their_delivered), Number(r.their_read))),
    older,
  };
}

/**
 * POST /api/user/conversations/:id/messages (docs/conversations.md "Who may talk", "Safety"): one
 * transaction holding the conversation's row lock. 404 for someone else's conversation; 409 once it has
 * ended; 402 when the plan may not write (sendRefusal); 429 past the per-account hourly limit or, for
 * the first message of a conversation, the new-conversations-a-day limit (both atomic upserts in the
 * same transaction: a refused send takes no slot). The text is stored as written and never logged.
 * The recipient gets an in-app notification when this is their first unread message in the
 * conversation, and every process is told after commit (NOTIFY).
 */
export async function sendMessage(ctx: AppContext, actor: Actor, id: string, body: string): Promise<Message> {
  const plan = await actorEntitlements(ctx.db, actor);
  let note: NewNotification | null = null;
  const sent = await ctx.db.transaction(async (tx) => {
    const r = await oneConversation(tx, actor.id, id, true);
    const refusal = sendRefusal(factsOf(actor.id, r, plan));
    if (refusal) {
      const [status, message, code] = REFUSED[refusal];
      throw new AppError(status, message, code);
    }
    const hour = await hitLimit(tx, `msg:${actor.id}`, MESSAGES_PER_HOUR, 3_600_000);
    if (!hour.allowed) throw new AppError(429, MSG.messageLimitReached, 'rate_limited');
    if (r.started_by === null) {
      const day = await hitLimit(
        tx,
        `conv-start:${actor.id}:${todayIST()}`,
        NEW_CONVERSATIONS_PER_DAY,
        86_400_000,
      );
      if (!day.allowed) throw new AppError(429, MSG.newConversationLimit, 'rate_limited');
    }
    const [m] = await queryRows<{ id: string | number; created_at: Date | string }>(
      tx,
      sql`insert into messages (conversation_id, sender_id, body) values (${id}, ${actor.id}, ${body})
          returning id, created_at`,
    );
    const mid = Number(m.id);
    const meA = r.member_a === actor.id;
    await tx.execute(
      sql`update conversations set last_message_id = ${mid}, last_message_at = ${new Date(m.created_at).toISOString()},
            started_by = coalesce(started_by, ${actor.id}),
            ${sql.raw(meA ? 'a_read_up_to' : 'b_read_up_to')} = ${mid},
            ${sql.raw(meA ? 'a_delivered_up_to' : 'b_delivered_up_to')} = ${mid}
          where id = ${id}`,
    );
    // One bell entry while the recipient has nothing unread here, never one per message.
    const hadUnread = r.lm_id !== null && r.lm_sender === actor.id && Number(r.lm_id) > Number(r.their_read);
    if (!hadUnread) note = await notifyRecipient(tx, actor, r);
    await publish(tx, { k: 'm', c: id, id: mid, a: r.member_a, b: r.member_b });
    return presentMessage(
      actor.id,
      { id: mid, conversation_id: id, sender_id: actor.id, body, created_at: m.created_at },
      Number(r.their_delivered),
      Number(r.their_read),
    );
  });
  // The bell entry also goes to the recipient's devices (decision 201), after the commit.
  if (note) await pushNotification(ctx, note);
  return sent;
}

/** The recipient's bell entry for a new message (docs/conversations.md#notifications); returns it. */
async function notifyRecipient(tx: Tx, actor: Actor, r: ConversationRow): Promise<NewNotification> {
  const [me] = await queryRows<{ first_name: string }>(
    tx,
    sql`select first_name from profiles where user_id = ${actor.id}`,
  );
  const note: NewNotification = {
    userId: r.other_id,
    kind: 'message_received',
    title: fillNotice(NOTICE.messageReceivedTitle, {
      name: me?.first_name ?? '',
      registrationNo: actor.registrationNo,
    }),
    body: NOTICE.messageReceivedBody,
    link: `/user/conversations/${r.id}`,
  };
  await addNotification(tx, note);
  return note;
}

/**
 * POST /api/user/conversations/:id/read (docs/conversations.md "States"): moves the viewer's delivered
 * cursor (and, for 'read', the read cursor) up to `upTo`, never back and never past the latest message;
 * the other side's open tabs hear of it. Works on an ended conversation too (it only concerns the viewer).
 * Answers the viewer's unread total.
 */
export async function markRead(
  ctx: AppContext,
  actor: Actor,
  id: string,
  upTo: number,
  state: 'delivered' | 'read',
): Promise<number> {
  await ctx.db.transaction(async (tx) => {
    const [c] = await queryRows<{
      member_a: string;
      member_b: string;
      last_message_id: string | number | null;
    }>(
      tx,
      sql`select member_a, member_b, last_message_id from conversations
          where id = ${id} and (member_a = ${actor.id} or member_b = ${actor.id})`,
    );
    if (!c) throw new AppError(404, MSG.conversationNotFound, 'not_found');
    const to = Math.min(upTo, Number(c.last_message_id ?? 0));
    const side = c.member_a === actor.id ? 'a' : 'b';
    const delivered = sql.raw(`${side}_delivered_up_to`);
    const read = sql.raw(`${side}_read_up_to`);
    const moved = await queryRows<{ id: string }>(
      tx,
      state === 'read'
        ? sql`update conversations set ${read} = greatest(${read}, ${to}), ${delivered} = greatest(${delivered}, ${to})
              where id = ${id} and ${read} < ${to} returning id`
        : sql`update conversations set ${delivered} = greatest(${delivered}, ${to})
              where id = ${id} and ${delivered} < ${to} returning id`,
    );
    if (moved.length)
      await publish(tx, {
        k: 'r',
        c: id,
        by: actor.id,
        other: side === 'a' ? c.member_b : c.member_a,
        up_to: to,
        state,
      });
  });
  return unreadTotal(ctx, actor.id);
}

/**
 * POST /api/user/messages/:id/report (docs/conversations.md#safety): the viewer reports a message the
 * other member sent them; it joins the staff moderation queue. 404 for a message not sent to the viewer
 * (their own, or in someone else's conversation); reporting twice is answered as done.
 */
export async function reportMessage(
  ctx: AppContext,
  actor: Actor,
  messageId: number,
  reason: string,
): Promise<void> {
  const [m] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select m.id from messages m join conversations cv on cv.id = m.conversation_id
        where m.id = ${messageId} and m.sender_id <> ${actor.id}
          and (cv.member_a = ${actor.id} or cv.member_b = ${actor.id})`,
  );
  if (!m) throw new AppError(404, MSG.messageNotFound, 'not_found');
  await ctx.db.execute(
    sql`insert into message_reports (message_id, reporter_id, reason) values (${messageId}, ${actor.id}, ${reason})
        on conflict (message_id, reporter_id) do nothing`,
  );
}
