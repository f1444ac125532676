import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { auditLog, mailOutbox, staffNotices, users } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { type Made, makePromoter, makeStaff, makeUser } from '../../test/factories';
import { apiOf } from '../../test/setup';
import { queueNoticeMails } from './notices.service';

describe(`notices to members and promoters (decision 132) (${TEST_DB})`, () => {
  let t: TestApp;
  let staff: Made;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await makeStaff(t.ctx, ['notices']);
  });
  afterAll(() => t.close());

  const api = apiOf(() => t);
  const today = todayIST();
  const body = (over: Record<string, unknown> = {}) => ({
    title_en: 'Office closed on Monday',
    body_en: 'Our office is closed for the festival.',
    title_kn: 'ಸೋಮವಾರ ಕಚೇರಿ ಮುಚ್ಚಿರುತ್ತದೆ',
    body_kn: 'ಹಬ್ಬಕ್ಕಾಗಿ ನಮ್ಮ ಕಚೇರಿ ಮುಚ್ಚಿರುತ್ತದೆ.',
    audience: 'SilverUser',
    from: today,
    to: today,
    email: false,
    ...over,
  });

  it('a Silver notice reaches Silver members only: bell and banner, in their language; dismissing hides the banner', async () => {
    const silver = await makeUser(t.ctx, { role: 'SilverUser' });
    const silverKn = await makeUser(t.ctx, { role: 'SilverUser' });
    await t.ctx.db.update(users).set({ language: 'kn' }).where(eq(users.id, silverKn.id));
    const free = await makeUser(t.ctx, { role: 'FreeUser' });
    const res = await api(staff.token, 'POST', '/api/admin/notices', body());
    expect(res.statusCode).toBe(201);
    const notice = res.json().notice;
    expect(notice).toMatchObject({ audience: 'SilverUser', open: true, recipients: 2 });

    const bell = await api(silver.token, 'GET', '/api/user/notifications');
    expect(bell.json().notifications[0]).toMatchObject({
      kind: 'staff_notice',
      title: 'Office closed on Monday',
      read: false,
    });
    const banner = await api(silver.token, 'GET', '/api/notices');
    expect(banner.json().notices).toEqual([
      { id: notice.id, title: 'Office closed on Monday', body: 'Our office is closed for the festival.' },
    ]);
    const inKannada = { 'accept-language': 'kn' };
    const kn = await api(silverKn.token, 'GET', '/api/notices', undefined, inKannada);
    expect(kn.json().notices[0].title).toBe('ಸೋಮವಾರ ಕಚೇರಿ ಮುಚ್ಚಿರುತ್ತದೆ');
    const knBell = await api(silverKn.token, 'GET', '/api/user/notifications', undefined, inKannada);
    expect(knBell.json().notifications[0].body).toBe('ಹಬ್ಬಕ್ಕಾಗಿ ನಮ್ಮ ಕಚೇರಿ ಮುಚ್ಚಿರುತ್ತದೆ.');

    expect((await api(free.token, 'GET', '/api/notices')).json().notices).toEqual([]);
    expect((await api(free.token, 'GET', '/api/user/notifications')).json().notifications).toEqual([]);
    expect((await api(free.token, 'POST', `/api/notices/${notice.id}/dismiss`)).statusCode).toBe(404);

    expect((await api(silver.token, 'POST', `/api/notices/${notice.id}/dismiss`)).statusCode).toBe(200);
    expect((await api(silver.token, 'GET', '/api/notices')).json().notices).toEqual([]);
    expect((await api(silver.token, 'GET', '/api/user/notifications')).json().notifications).toHaveLength(1);
    const trail = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'notice.sent'));
    expect(trail).toHaveLength(1);
    expect(trail[0].actorId).toBe(staff.id);
  });

  it("a notice whose window has not opened is in nobody's bell or banner yet", async () => {
    const promoter = await makePromoter(t.ctx);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await api(
      staff.token,
      'POST',
      '/api/admin/notices',
      body({ audience: 'promoter', from: later, to: later }),
    );
    expect(res.json().notice.open).toBe(false);
    expect((await api(promoter.token, 'GET', '/api/notices')).json().notices).toEqual([]);
    expect((await api(promoter.token, 'GET', '/api/promoter/notifications')).json().notifications).toEqual(
      [],
    );
    const upcoming = await api(staff.token, 'GET', '/api/admin/notices?state=upcoming');
    expect(upcoming.json().notices.map((n: { id: string }) => n.id)).toEqual([res.json().notice.id]);
  });

  it('emails every recipient through the outbox in the background, counting progress; one account by number', async () => {
    const member = await makeUser(t.ctx, { role: 'PremiumUser' });
    const res = await api(
      staff.token,
      'POST',
      '/api/admin/notices',
      body({ audience: 'account', registration_no: member.registrationNo, email: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().notice).toMatchObject({ email_total: 1, recipients: 1 });
    // The route starts a run in the background; a run skips a notice another run holds, so ours may find
    // nothing to do while that one commits: wait for the count, whichever run queued the mail.
    await queueNoticeMails(t.ctx);
    await vi.waitFor(async () => {
      const [n] = await t.ctx.db.select().from(staffNotices).where(eq(staffNotices.id, res.json().notice.id));
      expect(n.emailQueued).toBe(1);
    });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
    expect(mails.filter((m) => m.subject.includes('Office closed on Monday'))).toHaveLength(1);
    // Nothing more to send: a second run queues no duplicate.
    expect(await queueNoticeMails(t.ctx)).toBe(0);
  });

  it('refuses bad input with clear 400s, an unknown account with 404, and staff without the notices permission', async () => {
    const bad = await api(staff.token, 'POST', '/api/admin/notices', body({ to: '2000-01-01' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe('The end date cannot be before the start date');
    const noNumber = await api(staff.token, 'POST', '/api/admin/notices', body({ audience: 'account' }));
    expect(noNumber.statusCode).toBe(400);
    const unknown = await api(
      staff.token,
      'POST',
      '/api/admin/notices',
      body({ audience: 'account', registration_no: 'XX999' }),
    );
    expect(unknown.statusCode).toBe(404);
    const money = await makeStaff(t.ctx, ['money']);
    expect((await api(money.token, 'POST', '/api/admin/notices', body())).statusCode).toBe(403);
    expect((await api(money.token, 'GET', '/api/admin/notices')).statusCode).toBe(403);
  });
});
