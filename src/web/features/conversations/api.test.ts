import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import { endInHistory, type HistoryPage } from './api';

const conversation: Conversation = {
  id: 'c1',
  member: { registration_no: 'KM100123', first_name: 'Kavya' },
  status: 'open',
  last_message: null,
  unread: 0,
  abilities: { send: true, send_refusal: null, report: true },
};
const message: Message = {
  id: 7,
  conversation_id: 'c1',
  mine: false,
  body: 'Namaskara',
  created_at: '2026-11-28T03:00:00.000Z',
  state: 'read',
};

/**
 * The open tab learns that a conversation ended (decision 190, docs/conversations.md#real-time): the
 * cached history keeps its messages, and the conversation shows the ended state without a composer or
 * the other member's name until the server's answer replaces it.
 */
describe('endInHistory', () => {
  it('ends the cached conversation and keeps its messages', () => {
    const page: HistoryPage = { conversation, messages: [message], older: false };
    const ended = endInHistory({ pages: [page], pageParams: [0] });
    expect(ended?.pages[0]).toEqual({
      conversation: {
        ...conversation,
        status: 'ended',
        member: null,
        abilities: { send: false, send_refusal: 'ended', report: true },
      },
      messages: [message],
      older: false,
    });
  });

  it('keeps "a deleted member" and leaves an uncached conversation alone', () => {
    const page: HistoryPage = {
      conversation: { ...conversation, status: 'deleted', member: null },
      messages: [],
      older: false,
    };
    expect(endInHistory({ pages: [page], pageParams: [0] })?.pages[0].conversation.status).toBe('deleted');
    expect(endInHistory(undefined)).toBeUndefined();
  });
});
