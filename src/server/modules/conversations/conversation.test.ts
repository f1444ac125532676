import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { MESSAGES_PER_HOUR, NEW_CONVERSATIONS_PER_DAY } from '../../../shared/policies';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser, setStatus, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { eraseDueAccounts } from '../privacy/erasure';
import { collectData } from '../privacy/export';
import { sendMessageDigests } from './digest';

const DAY = 86_400_000;

/**
 * Conversations (docs/conversations.md): who may talk (accepted interest, both in sight, plan data),
 * sending, states, unread counts, paging, the end of a conversation (block, deactivation, deletion
 * request, erasure: "a deleted member"), reports, and the atomic limits (run concurrently on PostgreSQL).
 */
describe(`conversations (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  const as = (who: Made, req: InjectOptions) => s.t.app.inject({ ...req, headers: bearer(who.token) });
  const post = (who: Made, url: string, payload: object = {}) => as(who, { method: 'POST', url, payload });

  /** Two members with an accepted interest (`a` sends, `b` accepts) and the conversation id. */
  async function pair(
    aRole: 'SilverUser' | 'PremiumUser' | 'FreeUser' = 'PremiumUser',
    bRole: 'SilverUser' | 'PremiumUser' | 'FreeUser' = 'FreeUser',
  ) {
    const a = await makeUser(s.t.ctx, { role: aRole, gender: 'BrideGroom', firstName: 'Arun' });
    const b = await makeUser(s.t.ctx, { role: bRole, gender: 'Bride', firstName: 'Kavya' });
    await acceptedInterest(a, b);
    const opened = await post(a, '/api/user/conversations', { registration_no: b.registrationNo });
    expect(opened.statusCode).toBe(200);
    return { a, b, id: (opened.json() as { conversation: Conversation }).conversation.id };
  }

  /** An interest from `a`, accepted by `b` (written directly: the interests' own rules are tested there). */
  async function acceptedInterest(a: Made, b: Made) {
    await s.t.ctx.db.execute(
      sql`insert into interests (sender_id, receiver_id, message, status, responded_at)
          values (${a.id}, ${b.id}, '', 'accepted', now())`,
    );
  }

  const send = (who: Made, id: string, message: string) =>
    post(who, `/api/user/conversations/${id}/messages`, { message });
  const list = async (who: Made) => {
    const res = await as(who, { url: '/api/user/conversations' });
    expect(res.statusCode).toBe(200);
    return res.json() as { conversations: Conversation[]; unread_total: number };
  };
  const historyOf = async (who: Made, id: string, q = '') => {
    const res = await as(who, { url: `/api/user/conversations/${id}/messages${q}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { conversation: Conversation; messages: Message[]; older: boolean };
  };

  it('a paid member writes first, a Free member replies; unread counts and read states follow', async () => {
    const { a, b, id } = await pair('PremiumUser', 'FreeUser');
    const seenByB = await post(b, '/api/user/conversations', { registration_no: a.registrationNo });
    const conv = (seenByB.json() as { conversation: Conversation }).conversation;
    expect(conv.id).toBe(id);
    expect(conv.abilities).toEqual({ send: false, send_refusal: 'wait_for_them', report: true });
    const early = await send(b, id, 'Hello first');
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe(MSG.conversationWaitForThem);

    const sent = await send(a, id, 'Namaskara Kavya,\nhow are you? <b>hi</b>');
    expect(sent.statusCode).toBe(200);
    const msg = (sent.json() as { sent: Message }).sent;
    expect(msg).toMatchObject({
      mine: true,
      state: 'sent',
      body: 'Namaskara Kavya,\nhow are you? <b>hi</b>',
    });

    const bList = await list(b);
    expect(bList.unread_total).toBe(1);
    expect(bList.conversations[0]).toMatchObject({
      id,
      status: 'open',
      unread: 1,
      member: { registration_no: a.registrationNo, first_name: 'Arun' },
      last_message: { id: msg.id, mine: false },
      abilities: { send: true, send_refusal: null },
    });
    // One bell entry, not one per message.
    await send(a, id, 'Second');
    const bells = await queryRows<{ n: string }>(
      s.t.ctx.db,
      sql`select count(*) as n from notifications where user_id = ${b.id} and kind = 'message_received'`,
    );
    expect(Number(bells[0].n)).toBe(1);

    const read = await post(b, `/api/user/conversations/${id}/read`, { up_to: msg.id + 1 });
    expect(read.json().unread_total).toBe(0);
    const aSees = await historyOf(a, id);
    expect(aSees.messages.map((m) => m.state)).toEqual(['read', 'read']);
    expect((await send(b, id, 'Namaskara Arun')).statusCode).toBe(200);
    expect((await list(a)).unread_total).toBe(1);
  });

  it('staff turn the Free plan’s replies off in plan data: the Free member is offered the upgrade', async () => {
    const { a, b, id } = await pair('SilverUser', 'FreeUser');
    await send(a, id, 'Hello');
    await s.t.ctx.db.execute(
      sql`update plans set entitlements = entitlements || '{"canReplyConversation": false}'::jsonb where code = 'FreeUser'`,
    );
    try {
      const res = await send(b, id, 'Hello back');
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(MSG.conversationUpgrade);
    } finally {
      await s.t.ctx.db.execute(
        sql`update plans set entitlements = entitlements || '{"canReplyConversation": true}'::jsonb where code = 'FreeUser'`,
      );
    }
  });

  it('two Free members cannot start; no accepted interest is "not found"; strangers see nothing', async () => {
    const { b, id } = await pair('FreeUser', 'FreeUser');
    expect((await send(b, id, 'Hi')).json().message).toBe(MSG.conversationWaitForThem);
    const c = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const open = await post(c, '/api/user/conversations', { registration_no: b.registrationNo });
    expect(open.statusCode).toBe(404);
    for (const res of [
      await as(c, { url: `/api/user/conversations/${id}/messages` }),
      await send(c, id, 'Let me in'),
      await post(c, `/api/user/conversations/${id}/read`, { up_to: 1 }),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('a message has at most 2,000 characters and some text; reports reach staff only for messages received', async () => {
    const { a, b, id } = await pair();
    expect((await send(a, id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(a, id, '   \n ')).statusCode).toBe(400);
    const ok = await send(a, id, 'ಕ'.repeat(2000));
    expect(ok.statusCode).toBe(200);
    const mid = (ok.json() as { sent: Message }).sent.id;
    expect((await post(a, `/api/user/messages/${mid}/report`, {})).statusCode).toBe(404);
    const stranger = await makeUser(s.t.ctx, { gender: 'Bride' });
    expect((await post(stranger, `/api/user/messages/${mid}/report`, {})).statusCode).toBe(404);
    const rep = await post(b, `/api/user/messages/${mid}/report`, { reason: 'Asked for money' });
    expect(rep.statusCode).toBe(200);
    expect((await post(b, `/api/user/messages/${mid}/report`, { reason: 'again' })).statusCode).toBe(200);
    const rows = await queryRows<{ reason: string }>(
      s.t.ctx.db,
      sql`select reason from message_reports where message_id = ${mid}`,
    );
    expect(rows).toEqual([{ reason: 'Asked for money' }]);
  });

  it('staff see a reported message with its context only through the report, and each look is audited', async () => {
    const { a, b, id } = await pair('PremiumUser', 'PremiumUser');
    await send(a, id, 'Hello');
    await send(b, id, 'Hello, nice to meet you');
    const bad = (await send(a, id, 'Send 5000 rupees to my UPI please')).json() as { sent: Message };
    await send(b, id, 'No');
    await post(b, `/api/user/messages/${bad.sent.id}/report`, { reason: 'Money' });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const queue = await as(admin, { url: '/api/admin/message-reports' });
    const row = (queue.json() as { reports: { id: string; message: string; sender: string }[] }).reports.find(
      (r) => r.message === 'Send 5000 rupees to my UPI please',
    );
    expect(row).toMatchObject({ sender: a.registrationNo });
    const detail = await as(admin, { url: `/api/admin/message-reports/${row?.id}` });
    expect(detail.statusCode).toBe(200);
    const ctxMsgs = (detail.json() as { context: { body: string; reported: boolean }[] }).context;
    expect(ctxMsgs.map((m) => m.body)).toEqual([
      'Hello',
      'Hello, nice to meet you',
      'Send 5000 rupees to my UPI please',
      'No',
    ]);
    expect(ctxMsgs.filter((m) => m.reported).map((m) => m.body)).toEqual([
      'Send 5000 rupees to my UPI please',
    ]);
    const decided = await post(admin, `/api/admin/message-reports/${row?.id}/decision`, {
      decision: 'action_taken',
      note: 'Warned by phone',
    });
    expect(decided.statusCode).toBe(200);
    expect(
      (await post(admin, `/api/admin/message-reports/${row?.id}/decision`, { decision: 'dismiss' }))
        .statusCode,
    ).toBe(409);
    const audit = await queryRows<{ action: string }>(
      s.t.ctx.db,
      sql`select action from audit_log where actor_id = ${admin.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['message_report.viewed', 'message_report.action_taken']);
  });

  it('one digest mail tells a member of messages unread for a while, never one per message; they may turn it off', async () => {
    // The earlier tests' unread messages get their digests first.
    await sendMessageDigests(s.t.ctx, new Date(Date.now() + 31 * 60_000));
    const { a, b, id } = await pair('PremiumUser', 'FreeUser');
    for (const m of ['One', 'Two', 'Three']) await send(a, id, m);
    expect(await sendMessageDigests(s.t.ctx)).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await sendMessageDigests(s.t.ctx, later)).toBe(1);
    const mail = await s.t.smtp.waitFor(b.email, /3 new messages from Arun/);
    expect(mail.text).not.toContain('Three');
    expect(await sendMessageDigests(s.t.ctx, later)).toBe(0);
    const off = await as(b, {
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { message_digest: false },
    });
    expect(off.statusCode).toBe(200);
    await send(a, id, 'Four');
    expect(await sendMessageDigests(s.t.ctx, new Date(Date.now() + 31 * 60_000))).toBe(0);
    // Turned on again, the unread "Four" is mailed about.
    await as(b, { method: 'PUT', url: '/api/user/notification-settings', payload: { message_digest: true } });
    expect(await sendMessageDigests(s.t.ctx, new Date(Date.now() + 31 * 60_000))).toBe(1);
  });

  it("the digest setting round-trips, is the member's own, and only members reach it", async () => {
    const a = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'Bride' });
    const b = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const read = async (who: Made) => {
      const res = await as(who, { url: '/api/user/notification-settings' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { settings: { message_digest: boolean } }).settings;
    };
    expect(await read(a)).toEqual({ message_digest: true });
    // A body naming another account changes only the signed-in member's own setting.
    const put = await as(a, {
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { message_digest: false, registration_no: b.registrationNo, user_id: b.id },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: MSG.notificationSettingsSaved,
      settings: { message_digest: false },
    });
    expect(await read(a)).toEqual({ message_digest: false });
    expect(await read(b)).toEqual({ message_digest: true });
    const bad = await as(a, { method: 'PUT', url: '/api/user/notification-settings', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.digestChoiceRequired);
    // 401 without a token; 403 for staff (members only).
    const anon = await api(null, 'PUT', '/api/user/notification-settings', { message_digest: true });
    expect(anon.statusCode).toBe(401);
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    expect((await as(admin, { url: '/api/user/notification-settings' })).statusCode).toBe(403);
  });

  it('history pages back by id', async () => {
    const { a, b, id } = await pair('PremiumUser', 'PremiumUser');
    for (let i = 1; i <= 35; i++) expect((await send(i % 2 ? a : b, id, `m${i}`)).statusCode).toBe(200);
    const first = await historyOf(a, id);
    expect(first.messages.map((m) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    expect(first.older).toBe(true);
    const back = await historyOf(a, id, `?before=${first.messages[0].id}`);
    expect(back.messages.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(back.older).toBe(false);
    const after = await historyOf(b, id, `?after=${first.messages[28].id}`);
    expect(after.messages.map((m) => m.body)).toEqual(['m35']);
  });

  it('a block either way ends it at once for the other side', async () => {
    const { a, b, id } = await pair('PremiumUser', 'PremiumUser');
    expect((await send(a, id, 'Hello')).statusCode).toBe(200);
    expect((await post(b, `/api/user/blocks/${a.registrationNo}`)).statusCode).toBe(200);
    const refused = await send(a, id, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.conversationEnded);
    const [c] = (await list(a)).conversations.filter((x) => x.id === id);
    expect(c).toMatchObject({
      status: 'ended',
      member: null,
      abilities: { send: false, send_refusal: 'ended' },
    });
    expect((await send(b, id, 'Bye')).statusCode).toBe(409);
  });

  it('a deactivation ends it; a deletion request and the erasure show "a deleted member" and take their messages', async () => {
    const { a, b, id } = await pair('PremiumUser', 'PremiumUser');
    await send(a, id, 'Hello Kavya');
    await send(b, id, 'Hello Arun, this is Kavya');
    await setStatus(s.t.ctx, b.id, 'inactive');
    expect((await send(a, id, 'Still there?')).statusCode).toBe(409);
    expect((await list(a)).conversations.find((x) => x.id === id)?.status).toBe('ended');
    await setStatus(s.t.ctx, b.id, 'active');
    expect((await send(a, id, 'Welcome back')).statusCode).toBe(200);

    expect((await post(b, '/api/account/delete', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await send(a, id, 'Please stay')).statusCode).toBe(409);
    expect((await list(a)).conversations.find((x) => x.id === id)).toMatchObject({
      status: 'deleted',
      member: null,
    });
    expect(await eraseDueAccounts(s.t.ctx, new Date(Date.now() + 31 * DAY))).toBeGreaterThanOrEqual(1);
    const after = await historyOf(a, id);
    expect(after.conversation).toMatchObject({ status: 'deleted', member: null });
    expect(after.messages.map((m) => m.body)).toEqual(['Hello Kavya', 'Welcome back']);
    expect(after.messages.every((m) => m.mine)).toBe(true);
  });

  it('the data export holds the member’s conversations', async () => {
    const { a, b, id } = await pair('PremiumUser', 'FreeUser');
    await send(a, id, 'For the export');
    const data = await collectData(s.t.ctx, a.id);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        with_member: { registration_no: b.registrationNo, name: 'Kavya' },
        messages: [expect.objectContaining({ mine: true, body: 'For the export' })],
      }),
    ]);
  });

  it('the hourly send limit is atomic under concurrent sends', async () => {
    const { a, id } = await pair('PremiumUser', 'PremiumUser');
    const n = MESSAGES_PER_HOUR + 8;
    // Eight at a time (the pool's size, less the others' share): every send races the others for the slot.
    const codes: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < n) {
          const i = next++;
          codes.push((await send(a, id, `burst ${i}`)).statusCode);
        }
      }),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(MESSAGES_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
  });

  it('the new-conversations-a-day limit is atomic under concurrent first messages', async () => {
    const a = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const ids: string[] = [];
    for (let i = 0; i < NEW_CONVERSATIONS_PER_DAY + 3; i++) {
      const b = await makeUser(s.t.ctx, { gender: 'Bride' });
      await acceptedInterest(a, b);
      const res = await post(a, '/api/user/conversations', { registration_no: b.registrationNo });
      ids.push((res.json() as { conversation: Conversation }).conversation.id);
    }
    const res = await Promise.all(ids.map((id) => send(a, id, 'Namaskara')));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(NEW_CONVERSATIONS_PER_DAY);
    const refused = res.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].json().message).toBe(MSG.newConversationLimit);
  });
});
