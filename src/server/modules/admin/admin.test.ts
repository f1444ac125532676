import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles, users } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { type Made, makeUser, registrationPayload, TEST_PASSWORD } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

const DAY = 86_400_000;

/** Moves an account's registration time back by `days` days. */
async function registeredDaysAgo(t: TestApp, id: string, days: number) {
  await t.ctx.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, id));
}

/** Registers a newcomer through the public API (SPEC §7) and returns the registration number and token. */
async function register(t: TestApp, over: Record<string, unknown> = {}) {
  const payload = registrationPayload(over);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    email: payload.username.toLowerCase(),
    registrationNo: body.user.registration_no as string,
    token: body.token as string,
    payload,
  };
}

describe(`GET /api/auth/dashboardstats (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);
  const { api } = s;

  it('counts members by kind and status, and registrations today, this week and this month (IST)', async () => {
    await makeUser(s.t.ctx, { role: 'FreeUser' });
    await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' });
    await makeUser(s.t.ctx, { role: 'FreeUser', status: 'rejected' });
    const week = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const month = await makeUser(s.t.ctx, { role: 'PremiumUser', status: 'inactive' });
    const old = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    await makeUser(s.t.ctx, { role: 'Assistance' });
    await makeUser(s.t.ctx, { role: 'promoter' }); // staff: not a member
    await registeredDaysAgo(s.t, week.id, 3);
    await registeredDaysAgo(s.t, month.id, 20);
    await registeredDaysAgo(s.t, old.id, 45);

    const res = await api(s.admin.token, 'GET', '/api/auth/dashboardstats');
    expect(res.statusCode).toBe(200);
    const { success, stats } = res.json();
    expect(success).toBe(true);
    expect(stats.members.total).toBe(7);
    expect(stats.members.byRole).toEqual({ FreeUser: 3, SilverUser: 1, PremiumUser: 2, Assistance: 1 });
    expect(stats.members.byStatus).toEqual({ pending: 1, active: 4, inactive: 1, rejected: 1 });
    expect(stats.registrations).toEqual({ today: 4, week: 5, month: 6 });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.at(-1).count).toBe(4);
    expect(stats.perDay.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(6);
    expect(stats.perDay[0].date < stats.perDay.at(-1).date).toBe(true);
  });

  it('answers 401 to an anonymous caller and to a forged token', async () => {
    expect((await api(null, 'GET', '/api/auth/dashboardstats')).statusCode).toBe(401);
    const forged = `${s.admin.token.slice(0, -4)}AAAA`;
    expect((await api(forged, 'GET', '/api/auth/dashboardstats')).statusCode).toBe(401);
  });

  it('answers 403 to FreeUser, PremiumUser, promoter, a pending account and an inactive Admin', async () => {
    const callers = [
      await makeUser(s.t.ctx, { role: 'FreeUser' }),
      await makeUser(s.t.ctx, { role: 'PremiumUser' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' }),
      await makeUser(s.t.ctx, { role: 'Admin', status: 'inactive' }),
    ];
    for (const c of callers) {
      const res = await api(c.token, 'GET', '/api/auth/dashboardstats');
      expect(res.statusCode, c.role).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().stats).toBeUndefined();
    }
  });
});

describe(`admin verification API (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);
  const { api } = s;

  const list = (query: string, token = s.admin.token) => api(token, 'GET', `/api/admin/users?${query}`);
  const patch = (regNo: string, payload: unknown, token = s.admin.token) =>
    api(token, 'PATCH', `/api/admin/users/${regNo}`, payload as object);
  /** The recent registrations as anonymous visitors (no token) or `token`'s account see them. */
  const recent = async (token?: string) =>
    (await api(token, 'GET', '/api/auth/recentregisters')).json().members as Array<Record<string, unknown>>;

  describe('GET /api/auth/recentregisters', () => {
    it('is public and shows only active members, without surname, contacts or exact birth date', async () => {
      const active = await makeUser(s.t.ctx, { firstName: 'Kavya', profile: { showOnHome: true } });
      const pending = await makeUser(s.t.ctx, { status: 'pending', profile: { showOnHome: true } });
      const rejected = await makeUser(s.t.ctx, { status: 'rejected', profile: { showOnHome: true } });
      const inactive = await makeUser(s.t.ctx, { status: 'inactive', profile: { showOnHome: true } });
      const res = await api(null, 'GET', '/api/auth/recentregisters');
      expect(res.statusCode).toBe(200);
      const members = res.json().members as Array<Record<string, unknown>>;
      const nos = members.map((m) => m.registration_no);
      expect(nos).toContain(active.registrationNo);
      for (const hidden of [pending, rejected, inactive, s.admin])
        expect(nos).not.toContain(hidden.registrationNo);
      const raw = res.body;
      expect(raw).not.toContain('9876543210');
      expect(raw).not.toContain('Jayanagar');
      expect(raw).not.toContain('@example.com');
      for (const m of members) {
        for (const k of [
          'last_name',
          'mobile_no',
          'email',
          'address',
          'date_of_birth',
          'status',
          'user_role',
        ]) {
          expect(m).not.toHaveProperty(k);
        }
      }
      expect(members.find((m) => m.registration_no === active.registrationNo)).toMatchObject({
        first_name: 'Kavya',
      });
    });

    it('lists the most recently activated first (a listed row without an activation time goes last)', async () => {
      const undated = await makeUser(s.t.ctx, { profile: { showOnHome: true } });
      await s.t.ctx.db.update(users).set({ activatedAt: null }).where(eq(users.id, undated.id));
      const newest = await makeUser(s.t.ctx, { firstName: 'Newest', profile: { showOnHome: true } });
      const nos = (await recent()).map((m) => m.registration_no);
      expect(nos[0]).toBe(newest.registrationNo);
      expect(nos.indexOf(undated.registrationNo)).not.toBe(0);
    });

    it('does not list a member who hid the profile', async () => {
      const hiddenMember = await makeUser(s.t.ctx, {
        profile: { hidden: true, listed: false, showOnHome: true },
      });
      expect((await recent()).map((m) => m.registration_no)).not.toContain(hiddenMember.registrationNo);
    });

    // Decision 125, docs/data-rights.md#public-home-page: the public sees only members who opted in.
    it('shows the public only members who chose "Show me on the public home page"; an Admin sees every listed member', async () => {
      const shy = await makeUser(s.t.ctx, { firstName: 'Shreya', profile: { photoPrivacy: 'accepted' } });
      const open = await makeUser(s.t.ctx, {
        firstName: 'Ojas',
        gender: 'BrideGroom',
        profile: { showOnHome: true },
      });
      const member = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
      const as = async (token?: string) => {
        const res = await api(token, 'GET', '/api/auth/recentregisters');
        expect(res.statusCode).toBe(200);
        return res;
      };
      for (const token of [undefined, member.token]) {
        const res = await as(token);
        const nos = (res.json().members as Array<{ registration_no: string }>).map((m) => m.registration_no);
        expect(nos).toContain(open.registrationNo);
        expect(nos).not.toContain(shy.registrationNo);
        expect(res.body).not.toContain('Shreya');
      }
      const adminNos = ((await as(s.admin.token)).json().members as Array<{ registration_no: string }>).map(
        (m) => m.registration_no,
      );
      expect(adminNos).toContain(shy.registrationNo);
    });

    it("follows the member's own choice in PUT /api/user/privacy, off for a new registration", async () => {
      const me = await makeUser(s.t.ctx, { firstName: 'Vidya' });
      const own = await api(me.token, 'GET', `/api/user/profile/${me.registrationNo}`);
      expect(own.json().profile.show_on_home).toBe(false);
      const put = (show_on_home?: boolean) =>
        api(me.token, 'PUT', '/api/user/privacy', { photo_privacy: 'members', hidden: false, show_on_home });
      const on = await put(true);
      expect(on.statusCode).toBe(200);
      expect(on.json().privacy).toMatchObject({ show_on_home: true });
      expect((await recent()).map((m) => m.registration_no)).toContain(me.registrationNo);
      // Saving photo privacy alone (an older page without the switch) keeps the choice.
      expect((await put(undefined)).json().privacy).toMatchObject({ show_on_home: true });
      expect((await put(false)).statusCode).toBe(200);
      expect((await recent()).map((m) => m.registration_no)).not.toContain(me.registrationNo);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists pending registrations oldest first with every registration detail, contacts included', async () => {
      const a = await register(s.t, { first_name: 'Meera', last_name: 'Bhat', mobile_no: '9000000001' });
      const b = await register(s.t, {
        first_name: 'Nikhil',
        last_name: 'Joshi',
        gender: 'BrideGroom',
        date_of_birth: '1994-01-10',
        mobile_no: '9000000002',
      });
      const res = await list('status=pending&pageSize=100');
      expect(res.statusCode).toBe(200);
      const { users: rows, total } = res.json();
      expect(total).toBe(rows.length);
      const nos = rows.map((r: { registration_no: string }) => r.registration_no);
      expect(nos.indexOf(a.registrationNo)).toBeLessThan(nos.indexOf(b.registrationNo));
      expect(rows.every((r: { status: string }) => r.status === 'pending')).toBe(true);
      const meera = rows.find((r: { registration_no: string }) => r.registration_no === a.registrationNo);
      expect(meera).toMatchObject({
        first_name: 'Meera',
        last_name: 'Bhat',
        email: a.email,
        mobile_no: '+919000000001',
        address: a.payload.address,
        date_of_birth: a.payload.date_of_birth,
        gender: 'Bride',
        marital_status: a.payload.marital_status,
        profilefor: a.payload.profilefor,
        caste: a.payload.caste,
        mother_tongue: a.payload.mother_tongue,
        name_of_parent: a.payload.name_of_parent,
        parent_name: a.payload.parent_name,
        educational_qualification: a.payload.educational_qualification,
        occupation: a.payload.occupation,
        income_per_month: a.payload.income_per_month,
        occupation_country: a.payload.occupation_country,
        country: a.payload.country,
        state: a.payload.state,
        city: a.payload.city,
        religion: 'Hindu',
        user_role: 'FreeUser',
        status: 'pending',
        status_reason: null,
        activated_at: null,
      });
      expect(meera.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(meera).not.toHaveProperty('password');
      expect(meera).not.toHaveProperty('password_hash');
      expect(meera).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(rows)).not.toContain('$argon2');
    });

    it('records the intended paid plan of a registrant', async () => {
      const p = await register(s.t, { user_role: 'PremiumUser' });
      const row = (await list(`status=pending&q=${p.registrationNo}`)).json().users[0];
      expect(row).toMatchObject({
        registration_no: p.registrationNo,
        user_role: 'FreeUser',
        intended_plan: 'PremiumUser',
      });
    });

    it('filters by status and text, and pages with a correct total', async () => {
      const tag = 'Zebulon';
      const made: Made[] = [];
      for (let i = 0; i < 5; i++)
        made.push(await makeUser(s.t.ctx, { status: 'pending', firstName: `${tag}${i}` }));
      await makeUser(s.t.ctx, { status: 'active', firstName: `${tag}Active` });

      const p1 = (await list(`status=pending&q=${tag}&page=1&pageSize=2`)).json();
      const p2 = (await list(`status=pending&q=${tag}&page=2&pageSize=2`)).json();
      const p3 = (await list(`status=pending&q=${tag}&page=3&pageSize=2`)).json();
      expect([p1.total, p2.total, p3.total]).toEqual([5, 5, 5]);
      expect([p1.users.length, p2.users.length, p3.users.length]).toEqual([2, 2, 1]);
      const seen = [...p1.users, ...p2.users, ...p3.users].map(
        (u: { registration_no: string }) => u.registration_no,
      );
      expect(new Set(seen).size).toBe(5);
      expect(seen.sort()).toEqual(made.map((m) => m.registrationNo).sort());

      const all = (await list(`status=all&q=${tag}`)).json();
      expect(all.total).toBe(6);
      const active = (await list(`status=active&q=${tag}`)).json();
      expect(active.total).toBe(1);
      expect(active.users[0]).toMatchObject({ first_name: `${tag}Active`, status: 'active' });

      // Search by registration number and by email; LIKE wildcards are taken literally.
      expect((await list(`status=all&q=${made[2].registrationNo}`)).json().users[0].registration_no).toBe(
        made[2].registrationNo,
      );
      expect((await list(`status=all&q=${encodeURIComponent(made[3].email)}`)).json().total).toBe(1);
      expect((await list('status=all&q=%25')).json().total).toBe(0);
    });

    it('refuses bad query values with 400', async () => {
      expect((await list('status=deleted')).statusCode).toBe(400);
      expect((await list('pageSize=1000')).statusCode).toBe(400);
      expect((await list('page=0')).statusCode).toBe(400);
    });

    it('answers 401 anonymous and 403 to every role but an active Admin', async () => {
      expect((await api(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
      for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance', 'promoter'] as const) {
        const u = await makeUser(s.t.ctx, { role });
        expect((await list('status=all', u.token)).statusCode, role).toBe(403);
      }
      const pending = await makeUser(s.t.ctx, { status: 'pending' });
      expect((await list('status=all', pending.token)).statusCode).toBe(403);
    });
  });

  describe('PATCH /api/admin/users/{registrationNo}', () => {
    it('activates: the member is mailed, can sign in as active, and is listed', async () => {
      const m = await register(s.t, { first_name: 'Lakshmi' });
      // The pending token reaches no member endpoint yet.
      const res = await patch(m.registrationNo, { status: 'active' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe(`Lakshmi (${m.registrationNo}) activated`);
      expect(body.user).toMatchObject({
        registration_no: m.registrationNo,
        status: 'active',
        status_reason: null,
      });
      expect(body.user.activated_at).toMatch(/^\d{4}-/);

      const mail = await s.t.smtp.waitFor(m.email, /account is active/);
      expect(mail.text).toContain(m.registrationNo);
      expect(mail.text).toContain('Lakshmi');

      const login = await api(null, 'POST', '/api/auth/login', {
        username: m.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        success: true,
        user: { status: 'active', user_role: 'FreeUser' },
      });
      const own = await api(login.json().token, 'GET', `/api/user/profile/${m.registrationNo}`);
      expect(own.statusCode).toBe(200);

      expect((await recent(s.admin.token)).map((r) => r.registration_no)).toContain(m.registrationNo);
      expect((await list(`status=pending&q=${m.registrationNo}`)).json().total).toBe(0);
      expect((await list(`status=active&q=${m.registrationNo}`)).json().total).toBe(1);

      const [audit] = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.active'));
      expect(audit).toMatchObject({ actorId: s.admin.id });
    });

    it('rejects with a reason: the mail carries it, the old token is refused and the member is not listed', async () => {
      const m = await register(s.t, {
        first_name: 'Rohan',
        gender: 'BrideGroom',
        date_of_birth: '1994-01-10',
      });
      const before = await api(m.token, 'GET', '/api/auth/me');
      expect(before.statusCode).toBe(200);

      const reason = 'The photo ID does not match the name given';
      const res = await patch(m.registrationNo, { status: 'rejected', reason });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ status: 'rejected', status_reason: reason });
      expect(res.json().message).toBe(`Rohan (${m.registrationNo}) rejected`);

      const mail = await s.t.smtp.waitFor(m.email, /not approved/);
      expect(mail.text).toContain(reason);

      expect((await api(m.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await recent(s.admin.token)).map((r) => r.registration_no)).not.toContain(m.registrationNo);
      const login = await api(null, 'POST', '/api/auth/login', {
        username: m.email,
        password: TEST_PASSWORD,
      });
      expect(login.json().user.status).toBe('rejected');
    });

    it('deactivates an active member with a reason (old token refused, not listed), and reactivates', async () => {
      const m = await makeUser(s.t.ctx, { firstName: 'Divya' });
      expect((await recent(s.admin.token)).map((r) => r.registration_no)).toContain(m.registrationNo);
      const reason = 'Asked us to pause the profile';
      const res = await patch(m.registrationNo, { status: 'inactive', reason });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ status: 'inactive', status_reason: reason });
      const mail = await s.t.smtp.waitFor(m.email, /account deactivated/);
      expect(mail.text).toContain(reason);
      expect((await api(m.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await recent(s.admin.token)).map((r) => r.registration_no)).not.toContain(m.registrationNo);

      const back = await patch(m.registrationNo, { status: 'active' });
      expect(back.statusCode).toBe(200);
      expect(back.json().user).toMatchObject({ status: 'active', status_reason: null });
      expect((await recent(s.admin.token)).map((r) => r.registration_no)).toContain(m.registrationNo);
    });

    it('reactivates a rejected registration', async () => {
      const m = await makeUser(s.t.ctx, { status: 'rejected' });
      const res = await patch(m.registrationNo, { status: 'active' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe('active');
    });

    it('answers 409 for a change the current status does not allow, and changes nothing', async () => {
      const pending = await makeUser(s.t.ctx, { status: 'pending' });
      const active = await makeUser(s.t.ctx, { status: 'active' });
      const inactive = await makeUser(s.t.ctx, { status: 'inactive' });
      const rejected = await makeUser(s.t.ctx, { status: 'rejected' });
      const cases: Array<[Made, object]> = [
        [pending, { status: 'inactive', reason: 'x' }],
        [active, { status: 'active' }],
        [active, { status: 'rejected', reason: 'x' }],
        [inactive, { status: 'inactive', reason: 'x' }],
        [inactive, { status: 'rejected', reason: 'x' }],
        [rejected, { status: 'rejected', reason: 'x' }],
        [rejected, { status: 'inactive', reason: 'x' }],
      ];
      for (const [u, body] of cases) {
        const res = await patch(u.registrationNo, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(409);
        expect(res.json().success).toBe(false);
      }
      expect((await patch(active.registrationNo, { status: 'active' })).json().message).toBe(
        'This account is already active',
      );
      expect((await patch(pending.registrationNo, { status: 'inactive', reason: 'x' })).json().message).toBe(
        'This account is pending, so it cannot be deactivated',
      );
      const [row] = await s.t.ctx.db.select().from(users).where(eq(users.id, active.id));
      expect(row).toMatchObject({ status: 'active', tokenVersion: 0 });
    });

    it('answers 400 to reject or deactivate without a reason, and to an unknown status', async () => {
      const m = await makeUser(s.t.ctx, { status: 'pending' });
      for (const body of [
        { status: 'rejected' },
        { status: 'rejected', reason: '   ' },
        { status: 'banned' },
        {},
      ]) {
        const res = await patch(m.registrationNo, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const noReason = (await patch(m.registrationNo, { status: 'rejected' })).json();
      expect(noReason.errors.reason).toBe('Please give a reason');
      const active = await makeUser(s.t.ctx);
      expect((await patch(active.registrationNo, { status: 'inactive' })).statusCode).toBe(400);
      const [row] = await s.t.ctx.db.select().from(users).where(eq(users.id, m.id));
      expect(row.status).toBe('pending');
    });

    it('answers 404 for an unknown registration number, and for staff accounts without a profile', async () => {
      const res = await patch('NOPE99999', { status: 'active' });
      expect(res.statusCode).toBe(404);
      const promoter = await makeUser(s.t.ctx, { role: 'promoter', status: 'pending' });
      expect((await patch(promoter.registrationNo, { status: 'active' })).statusCode).toBe(404);
      expect((await patch(s.admin.registrationNo, { status: 'inactive', reason: 'x' })).statusCode).toBe(404);
    });

    it('answers 401 anonymous and 403 to non-admins, and changes nothing', async () => {
      const m = await makeUser(s.t.ctx, { status: 'pending' });
      const anon = await api(null, 'PATCH', `/api/admin/users/${m.registrationNo}`, { status: 'active' });
      expect(anon.statusCode).toBe(401);
      for (const role of ['FreeUser', 'PremiumUser', 'Assistance', 'promoter'] as const) {
        const u = await makeUser(s.t.ctx, { role });
        expect((await patch(m.registrationNo, { status: 'active' }, u.token)).statusCode, role).toBe(403);
      }
      // A pending member cannot activate itself.
      expect((await patch(m.registrationNo, { status: 'active' }, m.token)).statusCode).toBe(403);
      const [row] = await s.t.ctx.db.select().from(users).where(eq(users.id, m.id));
      expect(row.status).toBe('pending');
    });

    it('ignores extra fields in the body: role, plan, email and registration number stay as they were', async () => {
      const m = await register(s.t, { first_name: 'Sneha' });
      const [before] = await s.t.ctx.db
        .select()
        .from(users)
        .where(eq(users.registrationNo, m.registrationNo));
      const res = await patch(m.registrationNo, {
        status: 'active',
        role: 'Admin',
        user_role: 'Admin',
        email: 'attacker@example.com',
        registration_no: 'X1',
        plan_expires_at: '2099-01-01T00:00:00.000Z',
        token_version: 0,
        first_name: 'Hacked',
      });
      expect(res.statusCode).toBe(200);
      const [after] = await s.t.ctx.db.select().from(users).where(eq(users.id, before.id));
      expect(after).toMatchObject({
        role: 'FreeUser',
        email: before.email,
        registrationNo: before.registrationNo,
        planExpiresAt: null,
        status: 'active',
      });
      const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, before.id));
      expect(p.firstName).toBe('Sneha');
      const login = await api(null, 'POST', '/api/auth/login', {
        username: m.email,
        password: TEST_PASSWORD,
      });
      expect(login.json().user.user_role).toBe('FreeUser');
      expect((await list('status=all', login.json().token)).statusCode).toBe(403);
    });
  });
});
