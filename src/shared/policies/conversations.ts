/**
 * Conversations between members (docs/conversations.md): who may talk to whom, and the limits that keep
 * it safe. Pure rules over facts the server loads; the server enforces them and answers carry them as
 * `abilities`. Source: docs/conversations.md "Who may talk", "Safety"; plans as data
 * (docs/member-area.md#plans-are-data).
 */

/** The longest message, in characters (docs/conversations.md "The conversation"). */
export const MESSAGE_MAX_CHARS = 2000;

/** Messages one account may send in a rolling hour window (docs/conversations.md "Safety"). */
export const MESSAGES_PER_HOUR = 60;

/** New conversations (a first message to a member) one account may start in an IST day. */
export const NEW_CONVERSATIONS_PER_DAY = 10;

/** A page of history, in messages. */
export const HISTORY_PAGE = 30;

/** The plan entitlements a conversation rule reads (plan data, editable by staff). */
export type ConversationPlan = { canStartConversation: boolean; canReplyConversation: boolean };

/**
 * What decides whether `actor` may write in a conversation now, loaded by the server in one statement.
 * `accepted`: an accepted interest joins the two. `otherVisible`: maySeeMember 'see' (listed, so not
 * deactivated, hidden or suspended; no block either way). `otherDeleted`: the other member asked for
 * deletion or was erased (shownAsDeletedMember). `startedBy`: who wrote the first message (null: nobody
 * yet). `plan`: the actor's effective plan's entitlements (null for staff).
 */
export type ConversationFacts = {
  actorId: string;
  accepted: boolean;
  otherVisible: boolean;
  otherDeleted: boolean;
  startedBy: string | null;
  plan: ConversationPlan | null;
};

/** Why the actor may not write: 'ended' (409), 'upgrade_required' (402), 'wait_for_them' (402). */
export type SendRefusal = 'ended' | 'upgrade_required' | 'wait_for_them';

/**
 * True while the conversation is open for both sides: an accepted interest, the other member in the
 * actor's sight and not asking for deletion or erased. A block (either way), a deactivation, a deletion
 * request or erasure ends it at once (docs/conversations.md "Who may talk").
 */
export function conversationOpen(
  f: Pick<ConversationFacts, 'accepted' | 'otherVisible' | 'otherDeleted'>,
): boolean {
  return f.accepted && f.otherVisible && !f.otherDeleted;
}

/**
 * Why `f.actorId` may not send a message now, or null (docs/conversations.md "Who may talk"). An ended
 * conversation refuses everyone ('ended'). A plan with canStartConversation writes first and replies; a
 * plan with canReplyConversation only answers once the other member wrote first ('wait_for_them'); a
 * plan with neither is offered the upgrade ('upgrade_required'). Default plan data: paid plans start
 * and reply, Free replies to a paid member who wrote first.
 */
export function sendRefusal(f: ConversationFacts): SendRefusal | null {
  if (!conversationOpen(f)) return 'ended';
  if (f.plan?.canStartConversation) return null;
  if (!f.plan?.canReplyConversation) return 'upgrade_required';
  return f.startedBy !== null && f.startedBy !== f.actorId ? null : 'wait_for_them';
}

/** What the viewer may do in a conversation, sent with every answer so the UI shows only that. */
export type ConversationAbilities = { send: boolean; sendRefusal: SendRefusal | null; report: boolean };

/** The abilities of ConversationFacts: `report` stays open while the conversation has messages to report. */
export function conversationAbilities(f: ConversationFacts): ConversationAbilities {
  const refusal = sendRefusal(f);
  return { send: refusal === null, sendRefusal: refusal, report: true };
}

/** The delivery state of one message as its sender sees it: by the recipient's cursors. */
export type MessageState = 'sent' | 'delivered' | 'read';

/**
 * A message's state from the recipient's cursors (docs/conversations.md "States"): read when its id is
 * at or below the read cursor, delivered at or below the delivered cursor, otherwise sent.
 */
export function messageState(id: number, deliveredUpTo: number, readUpTo: number): MessageState {
  if (id <= readUpTo) return 'read';
  return id <= deliveredUpTo ? 'delivered' : 'sent';
}

/**
 * Things to warn about before sending (docs/conversations.md "Safety"): a phone number (8 or more
 * digits, spaces and dashes allowed between) and a request for money (UPI, bank, transfer, pay words,
 * in English and Kannada). The sender is asked to confirm; the message is never changed.
 */
export function messageWarnings(text: string): ('phone' | 'money')[] {
  const out: ('phone' | 'money')[] = [];
  if (/(?:\+?\d[\s-]?){8,}/.test(text)) out.push('phone');
  if (
    /\b(upi|gpay|google ?pay|phone ?pe|paytm|bank|account (?:no|number)|ifsc|transfer|send (?:me )?money|loan|rupees|rs\.?\s?\d|₹)/i.test(
      text,
    ) ||
    /(ಹಣ|ರೂಪಾಯಿ|ಬ್ಯಾಂಕ್|ಸಾಲ)/.test(text)
  )
    out.push('money');
  return out;
}
