import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { addNotification } from './notify';

describe(`notifications: the bell (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  let other: Made;
  beforeAll(async () => {
    m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    other = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    for (let i = 1; i <= 3; i++) {
      await addNotification(s.t.ctx.db, {
        userId: m.id,
        kind: 'interest_received',
        title: `Interest ${i}`,
        body: 'b',
        link: '/user/myintrest',
      });
    }
    await addNotification(s.t.ctx.db, {
      userId: other.id,
      kind: 'photo_approved',
      title: 'Not yours',
      body: '',
      link: '',
    });
  });

  const list = (token: string, q = '') => api(token, 'GET', `/api/user/notifications${q}`);
  const read = (token: string, payload?: object) =>
    api(token, 'POST', '/api/user/notifications/read', payload);

  it('lists only my notifications, newest first, with the unread count, a page at a time', async () => {
    const res = await list(m.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(3);
    expect(body.total).toBe(3);
    expect(body.notifications.map((n: { title: string }) => n.title)).not.toContain('Not yours');
    expect(body.notifications[0]).toMatchObject({
      kind: 'interest_received',
      read: false,
      link: '/user/myintrest',
    });
    const page2 = (await list(m.token, '?page=2&pageSize=2')).json();
    expect(page2.notifications).toHaveLength(1);
  });

  it('marks some read by id (ignoring ids of others), then all', async () => {
    const mine = (await list(m.token)).json().notifications;
    const theirs = (await list(other.token)).json().notifications;
    let res = await read(m.token, { ids: [mine[0].id, theirs[0].id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().unread).toBe(2);
    expect((await list(other.token)).json().unread).toBe(1);
    res = await read(m.token, {});
    expect(res.json().unread).toBe(0);
    expect((await list(m.token)).json().notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await read(other.token)).json().unread).toBe(0);
    expect((await read(m.token, { ids: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it('activation by staff adds an account_activated notification', async () => {
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const newbie = await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' });
    const res = await api(admin.token, 'PATCH', `/api/admin/users/${newbie.registrationNo}`, {
      status: 'active',
    });
    expect(res.statusCode).toBe(200);
    const body = (await list(newbie.token)).json();
    expect(body.unread).toBe(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'account_activated',
      title: 'Your account is active',
      link: '/user/profile',
    });
  });

  it('anonymous 401; pending accounts, promoters and Admin 403; every member kind 200', async () => {
    expect((await api(null, 'GET', '/api/user/notifications')).statusCode).toBe(401);
    expect((await api(null, 'POST', '/api/user/notifications/read', {})).statusCode).toBe(401);
    for (const who of [
      await makeUser(s.t.ctx, { status: 'pending' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'Admin' }),
    ]) {
      expect((await list(who.token)).statusCode, who.role).toBe(403);
      expect((await read(who.token, {})).statusCode, who.role).toBe(403);
    }
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'] as const) {
      const u = await makeUser(s.t.ctx, { role });
      expect((await list(u.token)).statusCode, role).toBe(200);
      expect((await read(u.token, {})).statusCode, role).toBe(200);
    }
  });
});
