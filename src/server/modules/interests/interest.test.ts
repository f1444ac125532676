import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthStartIST } from '../../../shared/policies';
import { blocks, interests, notifications, plans, profiles, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const DAY = 86_400_000;

describe(`interests (${TEST_DB})`, () => {
  const suite = appPerFile(createTestApp);
  const { api } = suite;
  const express = (from: Made, to: Made, message = '') =>
    api(from.token, 'POST', '/api/user/interests', { registration_no: to.registrationNo, message });
  const act = (who: Made, id: string, action: 'accept' | 'decline' | 'withdraw') =>
    api(who.token, 'POST', `/api/user/interests/${id}/${action}`, {});
  let premium: Made; // groom
  let silver: Made; // groom
  let free: Made; // groom
  let bride: Made;
  let bride2: Made;
  beforeAll(async () => {
    premium = await makeUser(suite.t.ctx, {
      role: 'PremiumUser',
      gender: 'BrideGroom',
      firstName: 'Prakash',
    });
    silver = await makeUser(suite.t.ctx, { role: 'SilverUser', gender: 'BrideGroom', firstName: 'Suresh' });
    free = await makeUser(suite.t.ctx, { role: 'FreeUser', gender: 'BrideGroom' });
    bride = await makeUser(suite.t.ctx, { role: 'FreeUser', gender: 'Bride', firstName: 'Bhavana' });
    bride2 = await makeUser(suite.t.ctx, { role: 'FreeUser', gender: 'Bride', firstName: 'Deepa' });
  });

  it('a FreeUser cannot express interest: 402 offering the upgrade', async () => {
    const res = await express(free, bride);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/Upgrade/i);
  });

  it('expresses interest, notifies the receiver in-app and by email, and lists it on both sides', async () => {
    const res = await express(premium, bride, 'Namaskara, I liked your profile');
    expect(res.statusCode).toBe(200);
    const { interest } = res.json();
    expect(interest).toMatchObject({
      status: 'pending',
      direction: 'sent',
      message: 'Namaskara, I liked your profile',
    });
    const [n] = await suite.t.ctx.db.select().from(notifications).where(eq(notifications.userId, bride.id));
    expect(n).toMatchObject({ kind: 'interest_received', link: '/user/myintrest?tab=received' });
    expect(n.title).toContain(premium.registrationNo);
    const mail = await suite.t.smtp.waitFor(bride.email, /expressed interest/);
    expect(mail.text).toContain('/user/myintrest');

    const received = (await api(bride.token, 'GET', '/api/user/interests?tab=received')).json();
    expect(received.counts).toEqual({ received: 1, sent: 0, accepted: 0 });
    expect(received.interests[0]).toMatchObject({
      id: interest.id,
      direction: 'received',
      status: 'pending',
      member: { registration_no: premium.registrationNo, first_name: 'Prakash' },
    });
    const sent = (await api(premium.token, 'GET', '/api/user/interests?tab=sent')).json();
    expect(sent.counts).toEqual({ received: 0, sent: 1, accepted: 0 });
    expect(sent.interests[0].member.registration_no).toBe(bride.registrationNo);
    for (const body of [received, sent]) {
      const text = JSON.stringify(body);
      for (const k of ['mobile_no', '"email"', 'address', 'last_name']) expect(text).not.toContain(k);
    }
  });

  it('keeps one open interest per pair (409 either way)', async () => {
    expect((await express(premium, bride)).statusCode).toBe(409);
    // the bride cannot express back (she is Free), but a paid bride asking back gets "accept it instead"
    const paidBride = await makeUser(suite.t.ctx, { role: 'SilverUser', gender: 'Bride' });
    expect((await express(premium, paidBride)).statusCode).toBe(200);
    const back = await express(paidBride, premium);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/already expressed interest in you/);
  });

  it('refuses self, same gender, unknown, unlisted and blocked members', async () => {
    expect((await express(premium, premium)).statusCode).toBe(409);
    expect((await express(premium, silver)).statusCode).toBe(404); // same gender: outside the scope (decision 007)
    const r = await api(premium.token, 'POST', '/api/user/interests', { registration_no: 'NOPE123' });
    expect(r.statusCode).toBe(404);
    const hidden = await makeUser(suite.t.ctx, { gender: 'Bride', profile: { hidden: true, listed: false } });
    expect((await express(premium, hidden)).statusCode).toBe(404);
    const pending = await makeUser(suite.t.ctx, { gender: 'Bride', status: 'pending' });
    expect((await express(premium, pending)).statusCode).toBe(404);
    const blocker = await makeUser(suite.t.ctx, { gender: 'Bride' });
    await api(blocker.token, 'POST', `/api/user/blocks/${premium.registrationNo}`);
    expect((await express(premium, blocker)).statusCode).toBe(404);
    const blocked = await makeUser(suite.t.ctx, { gender: 'Bride' });
    await api(premium.token, 'POST', `/api/user/blocks/${blocked.registrationNo}`);
    expect((await express(premium, blocked)).statusCode).toBe(409);
    expect((await api(premium.token, 'POST', '/api/user/interests', {})).statusCode).toBe(400);
  });

  it('accept: only the receiver, only pending; the sender is notified in-app and by email', async () => {
    const [i] = await suite.t.ctx.db
      .select()
      .from(interests)
      .where(and(eq(interests.senderId, premium.id), eq(interests.receiverId, bride.id)));
    expect((await act(premium, i.id, 'accept')).statusCode).toBe(403); // the sender cannot accept
    expect((await act(bride2, i.id, 'accept')).statusCode).toBe(404); // not one of the two
    expect((await act(bride, i.id, 'withdraw')).statusCode).toBe(403); // the receiver cannot withdraw
    const res = await act(bride, i.id, 'accept'); // a FreeUser may accept
    expect(res.statusCode).toBe(200);
    expect(res.json().interest).toMatchObject({ status: 'accepted', direction: 'received' });
    expect((await act(bride, i.id, 'decline')).statusCode).toBe(409);
    expect((await act(premium, i.id, 'withdraw')).statusCode).toBe(409);
    const mail = await suite.t.smtp.waitFor(premium.email, /accepted your interest/);
    expect(mail.text).toContain(`/user/member/${bride.registrationNo}`);
    const notes = await suite.t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, premium.id));
    expect(notes.map((n) => n.kind)).toContain('interest_accepted');
    const accepted = (await api(premium.token, 'GET', '/api/user/interests?tab=accepted')).json();
    expect(accepted.counts.accepted).toBe(1);
    expect(accepted.interests[0].member.registration_no).toBe(bride.registrationNo);
    // still one open interest per pair after acceptance
    expect((await express(premium, bride)).statusCode).toBe(409);
  });

  it('withdraw by the sender; decline by the receiver starts a 30-day cooldown for that sender only', async () => {
    const sent = (await express(silver, bride2)).json().interest;
    expect((await act(silver, sent.id, 'withdraw')).json().interest.status).toBe('withdrawn');
    const again = (await express(silver, bride2)).json().interest; // withdrawn: may ask again
    const declined = await act(bride2, again.id, 'decline');
    expect(declined.json().interest.status).toBe('declined');
    const refused = await express(silver, bride2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /declined your interest\. You can express interest again from \d+ \w+ \d{4}/,
    );
    // another member is not affected by that decline
    expect((await express(premium, bride2)).statusCode).toBe(200);
    // 31 days later the sender may ask again
    await suite.t.ctx.db
      .update(interests)
      .set({ respondedAt: new Date(Date.now() - 31 * DAY), createdAt: new Date(Date.now() - 32 * DAY) })
      .where(eq(interests.id, again.id));
    const sentTab = (await api(silver.token, 'GET', '/api/user/interests?tab=sent')).json();
    expect(sentTab.interests.find((x: { id: string }) => x.id === again.id).status).toBe('declined');
    expect((await express(silver, bride2)).statusCode).toBe(200);
  });

  it('Silver: a monthly limit from the plans table (set to 2 here), counted from the start of the IST month', async () => {
    const [row] = await suite.t.ctx.db.select().from(plans).where(eq(plans.code, 'SilverUser'));
    await suite.t.ctx.db
      .update(plans)
      .set({ entitlements: { ...row.entitlements, monthlyInterestLimit: 2 } })
      .where(eq(plans.code, 'SilverUser'));
    const s = await makeUser(suite.t.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
    const targets = [];
    for (let i = 0; i < 4; i++) targets.push(await makeUser(suite.t.ctx, { gender: 'Bride' }));
    // one sent last month does not count
    await suite.t.ctx.db.insert(interests).values({
      senderId: s.id,
      receiverId: targets[3].id,
      status: 'withdrawn',
      createdAt: new Date(monthStartIST().getTime() - 1000),
    });
    expect((await express(s, targets[0])).statusCode).toBe(200);
    const second = await express(s, targets[1]);
    expect(second.statusCode).toBe(200);
    // withdrawing does not give the interest back
    await act(s, second.json().interest.id, 'withdraw');
    const third = await express(s, targets[2]);
    expect(third.statusCode).toBe(402);
    expect(third.json().message).toMatch(/all 2 interests/);
    // Premium and Assistance are unlimited
    const a = await makeUser(suite.t.ctx, { role: 'Assistance', gender: 'BrideGroom' });
    for (const x of targets.slice(0, 3)) expect((await express(a, x)).statusCode).toBe(200);
    await suite.t.ctx.db
      .update(plans)
      .set({ entitlements: row.entitlements })
      .where(eq(plans.code, 'SilverUser'));
  });

  it('Silver quota under concurrent requests: exactly the limit is taken, the rest get 402 (decision 010)', async () => {
    const [row] = await suite.t.ctx.db.select().from(plans).where(eq(plans.code, 'SilverUser'));
    await suite.t.ctx.db
      .update(plans)
      .set({ entitlements: { ...row.entitlements, monthlyInterestLimit: 3 } })
      .where(eq(plans.code, 'SilverUser'));
    try {
      const s = await makeUser(suite.t.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
      const targets: Made[] = [];
      for (let i = 0; i < 10; i++) targets.push(await makeUser(suite.t.ctx, { gender: 'Bride' }));
      const answers = await Promise.all(targets.map((x) => express(s, x)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 402, 402, 402, 402, 402, 402, 402]);
      const sent = await suite.t.ctx.db.select().from(interests).where(eq(interests.senderId, s.id));
      expect(sent).toHaveLength(3);
    } finally {
      await suite.t.ctx.db
        .update(plans)
        .set({ entitlements: row.entitlements })
        .where(eq(plans.code, 'SilverUser'));
    }
  });

  it('an expired paid plan cannot express interest (it counts as FreeUser)', async () => {
    const lapsed = await makeUser(suite.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    await suite.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, lapsed.id));
    expect((await express(lapsed, bride2)).statusCode).toBe(402);
  });

  it('accepting needs the sender in sight (listed, no block either way); declining does not', async () => {
    const groom = await makeUser(suite.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const b1 = await makeUser(suite.t.ctx, { gender: 'Bride' });
    const b2 = await makeUser(suite.t.ctx, { gender: 'Bride' });
    const b3 = await makeUser(suite.t.ctx, { gender: 'Bride' });
    const ids: string[] = [];
    for (const b of [b1, b2, b3]) ids.push((await express(groom, b)).json().interest.id);
    // the sender hid his profile: b1 cannot accept (409, member unavailable) but may still decline
    await suite.t.ctx.db.update(profiles).set({ listed: false }).where(eq(profiles.userId, groom.id));
    const hidden = await act(b1, ids[0], 'accept');
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toBe('This member is no longer available');
    expect((await act(b1, ids[0], 'decline')).json().interest.status).toBe('declined');
    await suite.t.ctx.db.update(profiles).set({ listed: true }).where(eq(profiles.userId, groom.id));
    // a block either way (written straight to the table: the block route would withdraw the interest)
    await suite.t.ctx.db.insert(blocks).values({ userId: b2.id, targetId: groom.id });
    await suite.t.ctx.db.insert(blocks).values({ userId: groom.id, targetId: b3.id });
    expect((await act(b2, ids[1], 'accept')).statusCode).toBe(409);
    expect((await act(b3, ids[2], 'accept')).statusCode).toBe(409);
    await suite.t.ctx.db.delete(blocks).where(eq(blocks.targetId, b3.id));
    expect((await act(b3, ids[2], 'accept')).json().interest.status).toBe('accepted');
  });

  it('an unknown interest id is 404, a malformed one 400', async () => {
    expect((await act(bride, '00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    expect((await act(bride, 'abc', 'accept')).statusCode).toBe(400);
  });

  it('a member who became unlisted disappears from the interest lists and counts', async () => {
    const before = (await api(bride.token, 'GET', '/api/user/interests?tab=accepted')).json();
    expect(before.counts.accepted).toBe(1);
    await suite.t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, premium.id));
    await suite.t.ctx.db.update(profiles).set({ listed: false }).where(eq(profiles.userId, premium.id));
    const after = (await api(bride.token, 'GET', '/api/user/interests?tab=accepted')).json();
    expect(after.counts.accepted).toBe(0);
    expect(after.interests).toHaveLength(0);
  });
});
