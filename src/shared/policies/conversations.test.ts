import { describe, expect, it } from 'vitest';
import { type ConversationFacts, messageState, messageWarnings, sendRefusal } from './conversations';

const PAID = { canStartConversation: true, canReplyConversation: true };
const FREE = { canStartConversation: false, canReplyConversation: true };
const NONE = { canStartConversation: false, canReplyConversation: false };
const open: ConversationFacts = {
  actorId: 'me',
  accepted: true,
  otherVisible: true,
  otherDeleted: false,
  startedBy: null,
  plan: PAID,
};

/** Who may talk (docs/conversations.md "Who may talk"), by plan data and the conversation's state. */
describe('conversation rules', () => {
  it('a paid plan starts and replies; Free replies only once the other wrote first; no plan, no writing', () => {
    expect(sendRefusal(open)).toBeNull();
    expect(sendRefusal({ ...open, plan: FREE })).toBe('wait_for_them');
    expect(sendRefusal({ ...open, plan: FREE, startedBy: 'me' })).toBe('wait_for_them');
    expect(sendRefusal({ ...open, plan: FREE, startedBy: 'them' })).toBeNull();
    expect(sendRefusal({ ...open, plan: NONE, startedBy: 'them' })).toBe('upgrade_required');
    expect(sendRefusal({ ...open, plan: null })).toBe('upgrade_required');
  });

  it('a block, deactivation or hidden profile, a deletion or no accepted interest ends it for everyone', () => {
    for (const f of [{ otherVisible: false }, { otherDeleted: true }, { accepted: false }])
      expect(sendRefusal({ ...open, ...f })).toBe('ended');
  });

  it('states follow the recipient’s cursors', () => {
    expect(messageState(5, 4, 3)).toBe('sent');
    expect(messageState(4, 4, 3)).toBe('delivered');
    expect(messageState(3, 4, 3)).toBe('read');
  });

  it('warns about a phone number and a money request, in English and Kannada', () => {
    expect(messageWarnings('Call me on 98450 12345')).toEqual(['phone']);
    expect(messageWarnings('Please send money by UPI')).toEqual(['money']);
    expect(messageWarnings('ದಯವಿಟ್ಟು ಹಣ ಕಳುಹಿಸಿ')).toEqual(['money']);
    expect(messageWarnings('Our families could meet on 12 March')).toEqual([]);
  });
});
