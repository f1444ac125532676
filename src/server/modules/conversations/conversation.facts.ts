import { type SQL, sql } from 'drizzle-orm';
import type { Entitlements } from '../../../shared/plans';
import {
  type ConversationFacts,
  conversationAbilities,
  conversationOpen,
  type MessageState,
  messageState,
  shownAsDeletedMember,
} from '../../../shared/policies';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { deletedMemberColumns, visibleScope } from '../directory/visibility';

/** One conversation as the viewer's facts query returns it (conversationRows). */
export type ConversationRow = {
  id: string;
  member_a: string;
  member_b: string;
  started_by: string | null;
  other_id: string;
  registration_no: string;
  first_name: string;
  visible: boolean;
  accepted: boolean;
  od_due: Date | string | null;
  od_erased: Date | string | null;
  od_blocked: boolean;
  their_delivered: string | number;
  their_read: string | number;
  my_read: string | number;
  my_delivered: string | number;
  lm_id: string | number | null;
  lm_sender: string | null;
  lm_body: string | null;
  lm_created_at: Date | string | null;
  unread: string | number;
};

/** `me`'s side of a conversation row as SQL: 'a' when `me` is member_a. */
export const mySide = (me: string, a: string, b: string): SQL =>
  sql`case when cv.member_a = ${me} then cv.${sql.raw(a)} else cv.${sql.raw(b)} end`;

/**
 * The viewer's conversations with every fact the policy needs, in one statement (docs/conversations.md):
 * the other member (users `u`, profiles `c`), whether they are in sight (visibleScope) or shown as "a
 * deleted member" (deletedMemberColumns), whether an accepted interest joins the two, both sides'
 * cursors, the latest message and the viewer's unread count. `where` narrows (one id, listed ones);
 * `lock` takes the conversation's row lock (a send).
 */
export async function conversationRows(
  db: Db | Tx,
  me: string,
  where: SQL,
  opts: { lock?: boolean; limit?: number } = {},
): Promise<ConversationRow[]> {
  return queryRows<ConversationRow>(
    db,
    sql`select cv.id, cv.member_a, cv.member_b, cv.started_by, u.id as other_id, u.registration_no,
          c.first_name, (${visibleScope(me)}) as visible, ${deletedMemberColumns(me)},
          exists (select 1 from interests i where i.status = 'accepted'
            and ((i.sender_id = ${me} and i.receiver_id = u.id) or (i.sender_id = u.id and i.receiver_id = ${me}))) as accepted,
          ${mySide(me, 'b_delivered_up_to', 'a_delivered_up_to')} as their_delivered,
          ${mySide(me, 'b_read_up_to', 'a_read_up_to')} as their_read,
          ${mySide(me, 'a_read_up_to', 'b_read_up_to')} as my_read,
          ${mySide(me, 'a_delivered_up_to', 'b_delivered_up_to')} as my_delivered,
          lm.id as lm_id, lm.sender_id as lm_sender, lm.body as lm_body, lm.created_at as lm_created_at,
          (select count(*) from messages m where m.conversation_id = cv.id and m.sender_id <> ${me}
             and m.id > ${mySide(me, 'a_read_up_to', 'b_read_up_to')}) as unread
        from conversations cv
        join users u on u.id = case when cv.member_a = ${me} then cv.member_b else cv.member_a end
        join profiles c on c.user_id = u.id
        left join lateral (select m.id, m.sender_id, m.body, m.created_at from messages m
          where m.conversation_id = cv.id order by m.id desc limit 1) lm on true
        where (cv.member_a = ${me} or cv.member_b = ${me}) and ${where}
        order by cv.last_message_at desc nulls last, cv.created_at desc, cv.id
        ${opts.limit ? sql`limit ${opts.limit}` : sql``}
        ${opts.lock ? sql`for update of cv` : sql``}`,
  );
}

const at = (d: Date | string | null) => (d === null ? null : new Date(d));

/** The policy's facts of a row for the viewer with `plan` (null: staff, no entitlements). */
export function factsOf(
  me: string,
  r: ConversationRow,
  plan: Pick<Entitlements, 'canStartConversation' | 'canReplyConversation'> | null,
): ConversationFacts & { deleted: boolean } {
  const deleted = shownAsDeletedMember({
    deletionDueAt: at(r.od_due),
    erasedAt: at(r.od_erased),
    blockedEitherWay: !!r.od_blocked,
  });
  return {
    actorId: me,
    accepted: !!r.accepted,
    otherVisible: !!r.visible,
    otherDeleted: deleted,
    startedBy: r.started_by,
    plan: plan
      ? {
          canStartConversation: !!plan.canStartConversation,
          canReplyConversation: !!plan.canReplyConversation,
        }
      : null,
    deleted,
  };
}

/** A message row as the viewer `me` sees it; the state follows the other side's cursors. */
export function presentMessage(
  me: string,
  m: {
    id: string | number;
    conversation_id: string;
    sender_id: string;
    body: string;
    created_at: Date | string;
  },
  theirDelivered: number,
  theirRead: number,
): Message {
  const id = Number(m.id);
  const mine = m.sender_id === me;
  const state: MessageState = mine ? messageState(id, theirDelivered, theirRead) : 'read';
  return {
    id,
    conversation_id: m.conversation_id,
    mine,
    body: m.body,
    created_at: new Date(m.created_at).toISOString(),
    state,
  };
}

/**
 * A conversation row for the viewer (docs/conversations.md): the other member only while the conversation
 * is open; 'deleted' ("a deleted member", docs/data-rights.md) or 'ended' (a block either way, a
 * deactivation, a hidden profile, no accepted interest) otherwise, with nothing of theirs but the history.
 */
export function presentConversation(
  me: string,
  r: ConversationRow,
  plan: Pick<Entitlements, 'canStartConversation' | 'canReplyConversation'> | null,
): Conversation {
  const f = factsOf(me, r, plan);
  const open = conversationOpen(f);
  const a = conversationAbilities(f);
  return {
    id: r.id,
    member: open ? { registration_no: r.registration_no, first_name: r.first_name } : null,
    status: open ? 'open' : f.deleted ? 'deleted' : 'ended',
    last_message:
      r.lm_id === null || r.lm_sender === null || r.lm_body === null || r.lm_created_at === null
        ? null
        : presentMessage(
            me,
            {
              id: r.lm_id,
              conversation_id: r.id,
              sender_id: r.lm_sender,
              body: r.lm_body,
              created_at: r.lm_created_at,
            },
            Number(r.their_delivered),
            Number(r.their_read),
          ),
    unread: Number(r.unread),
    abilities: { send: a.send, send_refusal: a.sendRefusal, report: a.report },
  };
}
