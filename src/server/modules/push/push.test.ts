import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions, users } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { bearer, type Made, makePromoter, makeUser } from '../../test/factories';
import { decryptPush as decrypt, pushDevice as device, startPushStandIn } from '../../test/push-standin';
import { apiOf } from '../../test/setup';

describe(`Web Push (docs/installable-app.md#push, decision 201, ${TEST_DB})`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  const vapid = webpush.generateVAPIDKeys();
  let groom: Made;
  let groom2: Made;
  let bride: Made;
  let brideDevice: ReturnType<typeof device>;
  const post = (who: Made, url: string, payload: object) => api(who.token, 'POST', url, payload);

  beforeAll(async () => {
    standIn = await startPushStandIn();
    t = await createTestApp({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:office@example.com',
      PUSH_TIMEOUT_MS: '400',
      PUSH_CA_FILE: standIn.caFile,
    });
    groom = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: 'Prakash' });
    groom2 = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: 'Girish' });
    bride = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'Bride', firstName: 'Bhavana' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.state.mode = 'up';
  });

  it('asks for sign-in (401) and for a member account (403) on every push route', async () => {
    const promoter = await makePromoter(t.ctx);
    const pending = await makeUser(t.ctx, { status: 'pending' });
    const calls = [
      { method: 'GET' as const, url: '/api/user/push' },
      {
        method: 'POST' as const,
        url: '/api/user/push/subscriptions',
        payload: device(`${standIn.url}/x`).body,
      },
      {
        method: 'DELETE' as const,
        url: '/api/user/push/subscriptions',
        payload: { endpoint: 'https://x/y' },
      },
      { method: 'PUT' as const, url: '/api/user/push/settings', payload: { message_received: false } },
    ];
    for (const c of calls) {
      expect((await t.app.inject(c)).statusCode, c.url).toBe(401);
      expect((await t.app.inject({ ...c, headers: bearer(promoter.token) })).statusCode, c.url).toBe(403);
      expect((await t.app.inject({ ...c, headers: bearer(pending.token) })).statusCode, c.url).toBe(403);
    }
  });

  it('offers push with the public key and every switch on; refuses a subscription that is not https', async () => {
    const res = await api(bride.token, 'GET', '/api/user/push');
    expect(res.json().push).toEqual({
      enabled: true,
      plan_allows: true,
      public_key: vapid.publicKey,
      settings: { interest_received: true, interest_accepted: true, message_received: true },
    });
    const plain = device('http://push.example.com/abc').body;
    expect((await post(bride, '/api/user/push/subscriptions', plain)).statusCode).toBe(400);
  });

  it('pushes a received interest to the member’s device, encrypted for it and signed with the VAPID key', async () => {
    const phone = device(`${standIn.url}/push/bride-phone`);
    brideDevice = phone;
    expect((await post(bride, '/api/user/push/subscriptions', phone.body)).statusCode).toBe(200);

    const res = await post(groom, '/api/user/interests', { registration_no: bride.registrationNo });
    expect(res.statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    const [req] = standIn.requests;
    expect(req.path).toBe('/push/bride-phone');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers.ttl).toBe('86400');
    expect(String(req.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const message = decrypt(phone, req.body) as Record<string, string>;
    expect(message).toMatchObject({ link: '/user/myintrest?tab=received', tag: 'interest_received' });
    expect(message.title).toContain(groom.registrationNo);
    expect(message.title).toContain('Prakash');
  });

  it('pushes in the member’s own language', async () => {
    await t.ctx.db.update(users).set({ language: 'kn' }).where(eq(users.id, groom.id));
    const phone = device(`${standIn.url}/push/groom-phone`);
    await post(groom, '/api/user/push/subscriptions', phone.body);
    const { interests } = (await api(bride.token, 'GET', '/api/user/interests?tab=received')).json();
    expect((await post(bride, `/api/user/interests/${interests[0].id}/accept`, {})).statusCode).toBe(200);
    const [req] = standIn.requests;
    expect(req.path).toBe('/push/groom-phone');
    const message = decrypt(phone, req.body) as Record<string, string>;
    expect(message).toMatchObject({ tag: 'interest_accepted', link: `/user/member/${bride.registrationNo}` });
    expect(message.title).toMatch(/[\u0C80-\u0CFF]/); // Kannada script
    await t.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, groom.id));
  });

  it('pushes a new message as a notice that opens the conversation, never the message text', async () => {
    const opened = await post(groom, '/api/user/conversations', { registration_no: bride.registrationNo });
    expect(opened.statusCode).toBe(200);
    const id = opened.json().conversation.id as string;
    const sent = await post(groom, `/api/user/conversations/${id}/messages`, {
      message: 'Namaskara, a secret',
    });
    expect(sent.statusCode).toBe(200);
    expect(standIn.requests.map((r) => r.path)).toEqual(['/push/bride-phone']);
    const phone = brideDevice;
    const message = decrypt(phone, standIn.requests[0].body) as Record<string, string>;
    expect(message).toMatchObject({ tag: 'message_received', link: `/user/conversations/${id}` });
    expect(JSON.stringify(message)).not.toContain('secret');
  });

  it('pushes nothing of a kind the member switched off; the bell still has it', async () => {
    const saved = await api(bride.token, 'PUT', '/api/user/push/settings', { interest_received: false });
    expect(saved.json().settings).toEqual({
      interest_received: false,
      interest_accepted: true,
      message_received: true,
    });
    expect(
      (await post(groom2, '/api/user/interests', { registration_no: bride.registrationNo })).statusCode,
    ).toBe(200);
    expect(standIn.requests).toHaveLength(0);
    const bell = (await api(bride.token, 'GET', '/api/user/notifications')).json();
    expect(bell.notifications.some((n: { title: string }) => n.title.includes(groom2.registrationNo))).toBe(
      true,
    );
    await api(bride.token, 'PUT', '/api/user/push/settings', { interest_received: true });
  });

  it('a push service that hangs or fails never fails the request; one that says "gone" loses the subscription', async () => {
    const other = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    standIn.state.mode = 'hang';
    expect(
      (await post(other, '/api/user/interests', { registration_no: bride.registrationNo })).statusCode,
    ).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    const kept = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, bride.id));
    expect(kept).toHaveLength(1);

    standIn.state.mode = 'gone';
    await post(bride, `/api/user/interests/${(await firstReceived(bride)).id}/decline`, {});
    const third = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    expect(
      (await post(third, '/api/user/interests', { registration_no: bride.registrationNo })).statusCode,
    ).toBe(200);
    const gone = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, bride.id));
    expect(gone).toHaveLength(0);
  });

  it('turns a device off for its own member only', async () => {
    const phone = device(`${standIn.url}/push/bride-tablet`);
    await post(bride, '/api/user/push/subscriptions', phone.body);
    const del = (who: Made) =>
      api(who.token, 'DELETE', '/api/user/push/subscriptions', { endpoint: phone.body.endpoint });
    expect((await del(groom)).json().removed).toBe(false);
    expect((await del(bride)).json().removed).toBe(true);
    const left = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, bride.id));
    expect(left).toHaveLength(0);
  });

  it('push is a plan entitlement (decision 208): Free is told to upgrade (402), Silver subscribes', async () => {
    const free = await makeUser(t.ctx, { role: 'FreeUser', gender: 'Bride' });
    const silver = await makeUser(t.ctx, { role: 'SilverUser', gender: 'Bride' });
    const state = (who: Made) => api(who.token, 'GET', '/api/user/push');
    expect((await state(free)).json().push).toMatchObject({ enabled: true, plan_allows: false });
    expect((await state(silver)).json().push).toMatchObject({ enabled: true, plan_allows: true });

    const refused = await post(free, '/api/user/push/subscriptions', device(`${standIn.url}/push/free`).body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/Silver and Premium/);
    const kept = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, free.id));
    expect(kept).toHaveLength(0);

    const ok = await post(silver, '/api/user/push/subscriptions', device(`${standIn.url}/push/silver`).body);
    expect(ok.statusCode).toBe(200);
  });

  it('pushes nothing to a member whose plan lapsed or lacks push, though the device is still stored', async () => {
    const lapsed = await makeUser(t.ctx, { role: 'SilverUser', gender: 'Bride' });
    const phone = device(`${standIn.url}/push/lapsed`);
    expect((await post(lapsed, '/api/user/push/subscriptions', phone.body)).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, lapsed.id));
    const sender = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    expect(
      (await post(sender, '/api/user/interests', { registration_no: lapsed.registrationNo })).statusCode,
    ).toBe(200);
    expect(standIn.requests).toHaveLength(0);

    // Renewed: the same device gets the next one.
    await t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, lapsed.id));
    const sender2 = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    await post(sender2, '/api/user/interests', { registration_no: lapsed.registrationNo });
    expect(standIn.requests.map((r) => r.path)).toEqual(['/push/lapsed']);
    expect(decrypt(phone, standIn.requests[0].body)).toMatchObject({ tag: 'interest_received' });
  });

  it('without VAPID keys push is off: not offered, and a device cannot subscribe (404)', async () => {
    const saved = t.ctx.config.push;
    t.ctx.config.push = null;
    try {
      const res = await api(bride.token, 'GET', '/api/user/push');
      expect(res.json().push).toMatchObject({ enabled: false, public_key: null });
      const sub = await post(bride, '/api/user/push/subscriptions', device(`${standIn.url}/push/off`).body);
      expect(sub.statusCode).toBe(404);
    } finally {
      t.ctx.config.push = saved;
    }
  });

  async function firstReceived(who: Made) {
    const { interests } = (await api(who.token, 'GET', '/api/user/interests?tab=received')).json();
    return interests[0] as { id: string };
  }
});
