/**
 * English: conversations between members (docs/conversations.md): the list, the chat view, the
 * safety warning and the report dialog.
 */
const conversations = {
  title: 'Messages',
  listLabel: 'Your conversations',
  empty: 'No conversations yet',
  emptyHint:
    'When a member accepts your interest, or you accept theirs, open their profile and write to them here.',
  deletedMember: 'a deleted member',
  unavailable: 'Member no longer available',
  ended: 'This conversation has ended.',
  unread_one: '{count} unread',
  unread_other: '{count} unread',
  you: 'You: {text}',
  back: 'Back to conversations',
  earlier: 'Show earlier messages',
  log: 'Messages with {name}',
  noMessages: 'No messages yet. Say namaskara!',
  write: 'Write a message',
  send: 'Send',
  sending: 'Sending…',
  chars: '{count} / {max}',
  waitForThem: 'On the Free plan you can reply once {name} writes first.',
  upgrade: 'Upgrade to a paid plan to start a conversation.',
  state: { sent: 'Sent', delivered: 'Delivered', read: 'Read' },
  report: 'Report',
  reportTitle: 'Report this message?',
  reportBody: 'Our team will look at this message and the messages around it. The other member is not told.',
  reportReason: 'What is wrong? (optional)',
  reportSend: 'Report',
  reported: 'Thank you. Our team will look at this message.',
  warnTitle: 'Before you send',
  warnPhone: 'This message contains a phone number. Share it only with someone you trust.',
  warnMoney: 'Never send money to someone you met here. Our team never asks members for money.',
  cancel: 'Cancel',
  sendAnyway: 'Send anyway',
  edit: 'Edit message',
  open: 'Write a message',
  pick: 'Choose a conversation to read it.',
  navLabel_one: 'Messages, {count} unread',
  navLabel_other: 'Messages, {count} unread',
  dashboardUnread_one: 'You have {count} unread message',
  dashboardUnread_other: 'You have {count} unread messages',
  digest: {
    title: 'Emails about messages',
    label: 'Email me when messages wait unread',
    hint: 'One email per conversation when messages have been unread for 30 minutes, never one per message.',
  },
};

export default conversations;
