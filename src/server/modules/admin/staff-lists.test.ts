import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  conversations,
  grievances,
  messages,
  payments,
  photos,
  profileChangeRequests,
  reports,
  users,
} from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeStaff, makeUser } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

const DAY = 86_400_000;

type Row = {
  registration_no: string;
  first_name: string;
  user_role: string;
  plan_expires_at: string | null;
  created_at: string;
};

/**
 * The member table's sorting and plan columns (decision 155) and the dashboard's pending work (decision
 * 156), as staff see them through the API.
 */
describe(`member table sorting and the dashboard's pending work (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);
  const { api } = s;

  const get = (token: string, url: string) => api(token, 'GET', url);
  const list = async (qs: string) => {
    const res = await get(s.admin.token, `/api/admin/users?status=all&pageSize=100&${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json().users as Row[];
  };

  describe('GET /api/admin/users sort', () => {
    let silver: Made;
    let premium: Made;
    let free: Made;
    let assisted: Made;
    beforeAll(async () => {
      free = await makeUser(s.t.ctx, { role: 'FreeUser', firstName: 'Zoya' });
      silver = await makeUser(s.t.ctx, { role: 'SilverUser', firstName: 'anita' });
      premium = await makeUser(s.t.ctx, { role: 'PremiumUser', firstName: 'Bhavana' });
      assisted = await makeUser(s.t.ctx, { role: 'Assistance', firstName: 'Chaitra' });
      // Silver ends first, then Assistance, then Premium; Free has no end.
      const ends: [Made, number][] = [
        [silver, 10],
        [assisted, 40],
        [premium, 200],
      ];
      for (const [m, days] of ends)
        await s.t.ctx.db
          .update(users)
          .set({
            planExpiresAt: new Date(Date.now() + days * DAY),
            createdAt: new Date(Date.now() - days * DAY),
          })
          .where(eq(users.id, m.id));
    });
    const mine = (rows: Row[]) => {
      const ours = new Set([free, silver, premium, assisted].map((m) => m.registrationNo));
      return rows.filter((r) => ours.has(r.registration_no)).map((r) => r.registration_no);
    };

    it('each row carries the plan and its end', async () => {
      const rows = await list('q=Bhavana');
      expect(rows).toHaveLength(1);
      expect(rows[0].user_role).toBe('PremiumUser');
      expect(Date.parse(rows[0].plan_expires_at ?? '')).toBeGreaterThan(Date.now() + 199 * DAY);
      const freeRow = (await list('q=Zoya'))[0];
      expect(freeRow).toMatchObject({ user_role: 'FreeUser', plan_expires_at: null });
    });

    it('sorts by plan expiry either way, members without an end last', async () => {
      expect(mine(await list('sort=plan_expires_at&dir=asc'))).toEqual([
        silver.registrationNo,
        assisted.registrationNo,
        premium.registrationNo,
        free.registrationNo,
      ]);
      expect(mine(await list('sort=plan_expires_at&dir=desc'))).toEqual([
        premium.registrationNo,
        assisted.registrationNo,
        silver.registrationNo,
        free.registrationNo,
      ]);
    });

    it('sorts plans in their order (Free, Silver, Premium, Assistance), names without regard to case', async () => {
      const byPlan = (await list('sort=plan&dir=asc')).map((r) => r.user_role);
      const rank = ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'];
      expect(byPlan.map((p) => rank.indexOf(p))).toEqual([...byPlan.map((p) => rank.indexOf(p))].sort());
      expect(mine(await list('sort=plan&dir=desc'))).toEqual([
        assisted.registrationNo,
        premium.registrationNo,
        silver.registrationNo,
        free.registrationNo,
      ]);
      expect(mine(await list('sort=name&dir=asc'))).toEqual([
        silver.registrationNo, // anita
        premium.registrationNo, // Bhavana
        assisted.registrationNo, // Chaitra
        free.registrationNo, // Zoya
      ]);
    });

    it('sorts by registration date and pages without repeating or skipping a row', async () => {
      const rows = await list('sort=created_at&dir=desc');
      const all = rows.map((r) => r.registration_no);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
        const res = await get(
          s.admin.token,
          `/api/admin/users?status=all&sort=created_at&dir=desc&pageSize=2&page=${page}`,
        );
        paged.push(...(res.json().users as Row[]).map((r) => r.registration_no));
      }
      expect(paged).toEqual(all);
      expect(mine(rows).at(-1)).toBe(premium.registrationNo); // registered 200 days ago
    });

    it('refuses a sort key outside the allow-list', async () => {
      for (const sort of ['password_hash', 'email; drop table users', 'u.created_at']) {
        const res = await get(s.admin.token, `/api/admin/users?status=all&sort=${encodeURIComponent(sort)}`);
        expect(res.statusCode).toBe(400);
        expect(res.body).not.toContain('password_hash"');
      }
    });
  });

  describe('GET /api/admin/pending-work', () => {
    const counts = async (token: string) => {
      const res = await get(token, '/api/admin/pending-work');
      expect(res.statusCode).toBe(200);
      return res.json().counts as Record<string, number>;
    };

    it('counts each queue exactly as its page lists it', async () => {
      const before = await counts(s.admin.token);
      expect(Object.keys(before).sort()).toEqual(
        [
          'grievances',
          'message_reports',
          'messages',
          'payments',
          'photos',
          'priority_callbacks_overdue',
          'priority_overdue',
          'profile_changes',
          'reports',
          'verifications',
        ].sort(),
      );
      const a = await makeUser(s.t.ctx, { status: 'pending' });
      await makeUser(s.t.ctx, { status: 'pending' });
      const b = await makeUser(s.t.ctx);
      await s.t.ctx.db.insert(photos).values([
        { userId: b.id, storageKey: `${b.id}/p`, status: 'pending', width: 800, height: 800 },
        { userId: b.id, storageKey: `${b.id}/a`, status: 'approved', width: 800, height: 800 },
      ]);
      await s.t.ctx.db.insert(profileChangeRequests).values([
        { userId: b.id, changes: { first_name: 'Asha' } },
        { userId: a.id, changes: { first_name: 'Usha' }, status: 'approved' },
      ]);
      await s.t.ctx.db.insert(reports).values([
        { reporterId: a.id, targetId: b.id, reason: 'fake' },
        { reporterId: b.id, targetId: a.id, reason: 'fake', status: 'dismissed' },
      ]);
      const pay = { userId: b.id, planCode: 'SilverUser', planName: 'Silver', durationMonths: 12 };
      await s.t.ctx.db.insert(payments).values([
        { ...pay, listPricePaise: 100, amountPaise: 100, provider: 'test', status: 'incomplete' },
        { ...pay, listPricePaise: 100, amountPaise: 100, provider: 'test', status: 'paid' },
        { ...pay, listPricePaise: 100, amountPaise: 100, provider: 'test', status: 'created' },
      ]);
      const g = { name: 'Asha', email: 'asha@example.com', kind: 'privacy', message: 'Please answer' };
      await s.t.ctx.db.insert(grievances).values([
        { ...g, referenceNo: `G-${Date.now()}-1`, dueOn: '2099-01-01' },
        { ...g, referenceNo: `G-${Date.now()}-2`, dueOn: '2099-01-01', status: 'answered' },
      ]);
      const m = { name: 'Asha', email: 'asha@example.com', topic: 'general', message: 'Hello' };
      // Priority support (docs/plan-features.md#priority-support): one overdue, one not yet due, one answered late.
      const hourAgo = new Date(Date.now() - 3600_000);
      await s.t.ctx.db
        .insert(contactMessages)
        .values([
          m,
          { ...m, priorityDueAt: hourAgo },
          { ...m, priorityDueAt: new Date(Date.now() + 3600_000) },
          { ...m, status: 'answered', priorityDueAt: hourAgo },
        ]);

      const after = await counts(s.admin.token);
      expect(Object.fromEntries(Object.entries(after).map(([k, n]) => [k, n - before[k]]))).toEqual({
        verifications: 2,
        photos: 1,
        profile_changes: 1,
        reports: 1,
        message_reports: 0,
        payments: 1,
        grievances: 1,
        messages: 3,
        priority_overdue: 1,
        priority_callbacks_overdue: 0,
      });
      // The linked queues agree with the counts.
      const pending = await get(s.admin.token, '/api/admin/users?status=pending&pageSize=1');
      expect(pending.json().total).toBe(after.verifications);
      const photoQueue = await get(s.admin.token, '/api/admin/photos?status=pending&pageSize=1');
      expect(photoQueue.json().total).toBe(after.photos);
      const online = await get(
        s.admin.token,
        '/api/admin/payments?channel=online&status=incomplete&pageSize=1',
      );
      expect(online.json().payments).toHaveLength(Math.min(1, after.payments));
    });

    it('counts only the queues the staff member may open; none leaks to a member or a promoter', async () => {
      const verifier = await makeStaff(s.t.ctx, ['verification']);
      expect(Object.keys(await counts(verifier.token)).sort()).toEqual(
        ['message_reports', 'photos', 'profile_changes', 'reports', 'verifications'].sort(),
      );
      const support = await makeStaff(s.t.ctx, ['members']);
      expect(Object.keys(await counts(support.token)).sort()).toEqual(
        ['grievances', 'messages', 'priority_overdue', 'verifications'].sort(),
      );
      const money = await makeStaff(s.t.ctx, ['money']);
      expect(Object.keys(await counts(money.token))).toEqual(['payments', 'priority_callbacks_overdue']);
      const assistance = await makeStaff(s.t.ctx, ['assistance']);
      expect(Object.keys(await counts(assistance.token))).toEqual(['priority_callbacks_overdue']);
      const notices = await makeStaff(s.t.ctx, ['notices']);
      expect(await counts(notices.token)).toEqual({});

      const member = await makeUser(s.t.ctx);
      expect((await get(member.token, '/api/admin/pending-work')).statusCode).toBe(403);
      const promoter = await makeUser(s.t.ctx, { role: 'promoter' });
      expect((await get(promoter.token, '/api/admin/pending-work')).statusCode).toBe(403);
      expect((await api(null, 'GET', '/api/admin/pending-work')).statusCode).toBe(401);
    });
  });

  describe('reported messages in the pending work (docs/conversations.md#safety)', () => {
    const counts = async (token: string) => {
      const res = await get(token, '/api/admin/pending-work');
      expect(res.statusCode).toBe(200);
      return res.json().counts as Record<string, number>;
    };
    const waiting = async (token: string) =>
      ((await get(token, '/api/admin/message-reports?status=open')).json().reports as { id: string }[]).map(
        (r) => r.id,
      );

    it('counts the reports waiting on /admin/message-reports: filed adds, decided drops', async () => {
      const verifier = await makeStaff(s.t.ctx, ['verification']);
      const before = await counts(verifier.token);
      expect(before.message_reports).toBe((await waiting(verifier.token)).length);
      const [a, b] = [
        await makeUser(s.t.ctx, { gender: 'Bride' }),
        await makeUser(s.t.ctx, { gender: 'BrideGroom' }),
      ];
      const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
      const [conv] = await s.t.ctx.db
        .insert(conversations)
        .values({ memberA: first.id, memberB: second.id, startedBy: a.id })
        .returning();
      const sent = await s.t.ctx.db
        .insert(messages)
        .values([
          { conversationId: conv.id, senderId: a.id, body: 'Send me money first' },
          { conversationId: conv.id, senderId: a.id, body: 'Pay on this link' },
        ])
        .returning();
      for (const m of sent) {
        const res = await api(b.token, 'POST', `/api/user/messages/${m.id}/report`, {
          reason: 'Asked for money',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const filed = await counts(verifier.token);
      expect(filed.message_reports).toBe(before.message_reports + 2);
      expect((await counts(s.admin.token)).message_reports).toBe(filed.message_reports);
      const queue = await waiting(verifier.token);
      expect(queue).toHaveLength(filed.message_reports);

      const decided = await api(
        verifier.token,
        'POST',
        `/api/admin/message-reports/${queue[queue.length - 1]}/decision`,
        { decision: 'dismiss' },
      );
      expect(decided.statusCode, decided.body).toBe(200);
      expect((await counts(verifier.token)).message_reports).toBe(filed.message_reports - 1);
      expect(await waiting(verifier.token)).toHaveLength(filed.message_reports - 1);
    });

    it('is absent for staff whose permission does not open the queue', async () => {
      for (const held of [['members'], ['money'], ['assistance'], ['notices']] as const) {
        const staff = await makeStaff(s.t.ctx, [...held]);
        expect(await counts(staff.token)).not.toHaveProperty('message_reports');
        // The queue itself refuses them: the count never tells of work behind a page they cannot use.
        expect((await get(staff.token, '/api/admin/message-reports')).statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/auth/recentregisters on the staff dashboard', () => {
    it('lists registrations in date order, newest first, whenever they were activated', async () => {
      const older = await makeUser(s.t.ctx, { firstName: 'Older' });
      const newer = await makeUser(s.t.ctx, { firstName: 'Newer' });
      // Both are the newest registrations; the older one was activated last and still comes second.
      const at = (min: number) => new Date(Date.now() + min * 60_000);
      await s.t.ctx.db
        .update(users)
        .set({ createdAt: at(1), activatedAt: at(3) })
        .where(eq(users.id, older.id));
      await s.t.ctx.db
        .update(users)
        .set({ createdAt: at(2) })
        .where(eq(users.id, newer.id));
      const res = await get(s.admin.token, '/api/auth/recentregisters');
      const members = res.json().members as { registration_no: string; created_at: string }[];
      expect(members.slice(0, 2).map((m) => m.registration_no)).toEqual([
        newer.registrationNo,
        older.registrationNo,
      ]);
      const dates = members.map((m) => Date.parse(m.created_at));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
    });
  });
});
