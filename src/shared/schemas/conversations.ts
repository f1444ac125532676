import { z } from 'zod';
import { MSG } from '../messages';
import { MESSAGE_MAX_CHARS } from '../policies/conversations';
import { envelope, line, multiline, str } from './common';

/**
 * Conversations' request and answer shapes (docs/conversations.md). Message ids are numbers (a cursor:
 * later messages have larger ids); the other member appears as a small card, or null when they are shown
 * as "a deleted member" or are no longer available.
 */

/** What the viewer may do in the conversation (src/shared/policies/conversations.ts). */
export const conversationAbilitiesSchema = z.object({
  send: z.boolean(),
  send_refusal: z.enum(['ended', 'upgrade_required', 'wait_for_them']).nullable(),
  report: z.boolean(),
});

/** One message as a member sees it: `mine` for their own, `state` for the other side's cursors. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: str(),
  mine: z.boolean(),
  body: str(),
  created_at: str(),
  state: z.enum(['sent', 'delivered', 'read']),
});
export type Message = z.infer<typeof messageSchema>;

/** The other member of a conversation, as far as the viewer may see them. */
export const conversationMemberSchema = z.object({
  registration_no: str(),
  first_name: str(),
});

/**
 * A conversation in the list: the other member (null after erasure, a deletion request, a block or a
 * deactivation), `status` ('open', 'deleted' for "a deleted member", 'ended' otherwise), the latest
 * message, the viewer's unread count and abilities.
 */
export const conversationSchema = z.object({
  id: str(),
  member: conversationMemberSchema.nullable(),
  status: z.enum(['open', 'ended', 'deleted']),
  last_message: messageSchema.nullable(),
  unread: z.number().int(),
  abilities: conversationAbilitiesSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = envelope({
  conversations: z.array(conversationSchema),
  unread_total: z.number().int(),
});

/** POST /api/user/conversations: open (find or start) the conversation with a member. */
export const openConversationSchema = z.object({ registration_no: line().trim().min(1).max(32) });
export const conversationAnswerSchema = envelope({ conversation: conversationSchema });

export const conversationIdParam = z.object({ id: z.uuid() });
export const messageIdParam = z.object({ id: z.coerce.number().int().positive() });

/** History paging by id: `before` a message id (older page), or `after` one (catch-up, oldest first). */
export const historyQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
});

/** A page of history, oldest first; `older` is true while earlier messages remain. */
export const historySchema = envelope({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  older: z.boolean(),
});

/** POST /api/user/conversations/:id/messages: the text as written (line breaks kept), 1..2,000 characters. */
export const sendMessageSchema = z.object({
  message: multiline()
    .max(MESSAGE_MAX_CHARS, { error: MSG.messageTooLong })
    .refine((v) => v.trim().length > 0, { error: MSG.messageEmpty }),
});
export const sentMessageSchema = envelope({ sent: messageSchema });

/** POST /api/user/conversations/:id/read: the viewer's cursor moves up to `up_to` ('delivered' or 'read'). */
export const markReadSchema = z.object({
  up_to: z.number().int().nonnegative(),
  state: z.enum(['delivered', 'read']).optional().default('read'),
});
export const markReadAnswerSchema = envelope({ unread_total: z.number().int() });

/** POST /api/user/messages/:id/report: why (optional). */
export const reportMessageSchema = z.object({ reason: multiline().trim().max(500).optional().default('') });

/** Staff's decisions on a reported message (docs/conversations.md#staff): dismiss, or action was taken. */
export const MESSAGE_REPORT_DECISIONS = ['dismiss', 'action_taken'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];

/** A reported message in the staff queue (docs/conversations.md#safety). */
export const messageReportRowSchema = z.object({
  id: str(),
  status: z.enum(['open', 'closed']),
  decision: z.enum(MESSAGE_REPORT_DECISIONS).nullable(),
  reason: str(),
  created_at: str(),
  reporter: str(),
  sender: str(),
  message: str(),
});
export type MessageReportRow = z.infer<typeof messageReportRowSchema>;
export const messageReportListSchema = envelope({ reports: z.array(messageReportRowSchema) });
export const messageReportListQuery = z.object({
  status: z.enum(['open', 'closed']).optional().default('open'),
});

/** The reported message with up to 10 messages before and after it, by registration number. */
export const messageReportContextSchema = z.object({
  id: z.number().int(),
  from: str(),
  body: str(),
  created_at: str(),
  reported: z.boolean(),
});
export type MessageReportContext = z.infer<typeof messageReportContextSchema>;
export const messageReportDetailSchema = envelope({
  report: messageReportRowSchema,
  context: z.array(messageReportContextSchema),
});

/** Staff's decision on a reported message: dismiss it, or record that action was taken, with a note. */
export const messageReportDecisionSchema = z.object({
  decision: z.enum(MESSAGE_REPORT_DECISIONS),
  note: multiline().trim().max(1000).optional().default(''),
});

/**
 * The member's notification settings (docs/conversations.md#notifications): `message_digest`, the email
 * digest of messages left unread for a while (on by default). GET answers it; PUT sets it.
 */
export const notificationSettingsSchema = z.object({
  message_digest: z.boolean({ error: MSG.digestChoiceRequired }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsAnswer = envelope({ settings: notificationSettingsSchema });
