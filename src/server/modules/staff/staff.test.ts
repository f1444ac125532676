import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '../../../shared/policies';
import { auditLog, payments, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makePromoter, makeStaff, makeUser, TEST_PASSWORD } from '../../test/factories';
import { appPerFile, appWithAdmin } from '../../test/setup';

const INVITE = /set your staff account password/;

describe(`staff team and permissions (decision 130) (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);

  const { api } = s;
  const login = (username: string, password: string) =>
    api(null, 'POST', '/api/auth/login', { username, password });
  const audits = (target: string) =>
    s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, target)).orderBy(auditLog.id);

  it('every /api/admin route the app registers declares its permission, and the table names no stale route', () => {
    const registered = s.t.app.staffRoutes;
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !r.need).map((r) => r.route)).toEqual([]);
    const names = new Set(registered.map((r) => r.route));
    expect(Object.keys(STAFF_ROUTES).filter((r) => !names.has(r))).toEqual([]);
  });

  it('the Admin invites a staff member who sets a password by link, signs in and sees only the chosen permissions', async () => {
    const email = `sunita.${Date.now()}@example.com`;
    const res = await api(s.admin.token, 'POST', '/api/admin/staff', {
      name: 'Sunita',
      email,
      permissions: ['verification', 'verification'],
    });
    expect(res.statusCode).toBe(201);
    const row = res.json().staff;
    expect(row).toMatchObject({ name: 'Sunita', email, permissions: ['verification'], password_set: false });
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|token/);
    expect((await audits(row.id)).map((a) => a.action)).toEqual(['staff.invited']);

    const mail = await s.t.smtp.waitFor(email, INVITE);
    const token = decodeURIComponent(mail.text.match(/\/set-password\?token=(\S+)/)?.[1] ?? '');
    expect(
      (await api(null, 'POST', '/api/auth/set-password', { token, password: 'staff-pass-123' })).statusCode,
    ).toBe(200);
    const signedIn = await login(email, 'staff-pass-123');
    expect(signedIn.statusCode).toBe(200);
    const staffToken = signedIn.json().token;
    const me = await api(staffToken, 'GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({
      user_role: 'Admin',
      staff_permissions: ['verification'],
      staff_name: 'Sunita',
    });

    // Verification rights: the pending queue and photos yes; money, promoters, settings and resetpass no.
    expect((await api(staffToken, 'GET', '/api/admin/users?status=pending')).statusCode).toBe(200);
    expect((await api(staffToken, 'GET', '/api/admin/photos')).statusCode).toBe(200);
    expect((await api(staffToken, 'GET', '/api/auth/dashboardstats')).statusCode).toBe(200);
    for (const url of [
      '/api/admin/payments',
      '/api/admin/payouts',
      '/api/admin/promoters',
      '/api/admin/staff',
    ]) {
      const refused = await api(staffToken, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to do this');
    }
    // A staff member may not invite others.
    const invite = await api(staffToken, 'POST', '/api/admin/staff', {
      name: 'X',
      email: 'x@example.com',
      permissions: [],
    });
    expect(invite.statusCode).toBe(403);
  });

  it('revoking a permission or the account signs the staff member out at once; nobody changes themselves or the bootstrap Admin', async () => {
    const staff = await makeStaff(s.t.ctx, ['money', 'members']);
    expect((await api(staff.token, 'GET', '/api/admin/payments')).statusCode).toBe(200);
    const cut = await api(s.admin.token, 'PUT', `/api/admin/staff/${staff.id}`, {
      permissions: ['members'],
      active: true,
    });
    expect(cut.statusCode).toBe(200);
    expect(cut.json().staff.permissions).toEqual(['members']);
    expect((await api(staff.token, 'GET', '/api/admin/grievances')).statusCode).toBe(401);
    const again = await login(staff.email, TEST_PASSWORD);
    expect((await api(again.json().token, 'GET', '/api/admin/payments')).statusCode).toBe(403);
    expect((await api(again.json().token, 'GET', '/api/admin/grievances')).statusCode).toBe(200);

    const off = await api(s.admin.token, 'PUT', `/api/admin/staff/${staff.id}`, {
      permissions: ['members'],
      active: false,
    });
    expect(off.json().staff.status).toBe('inactive');
    expect((await api(again.json().token, 'GET', '/api/admin/grievances')).statusCode).toBe(401);
    const revoked = await login(staff.email, TEST_PASSWORD);
    expect((await api(revoked.json().token ?? null, 'GET', '/api/admin/grievances')).statusCode).not.toBe(
      200,
    );
    const trail = await audits(staff.id);
    expect(trail.map((a) => a.action)).toEqual(['staff.changed', 'staff.changed']);
    expect(trail[0].details).toEqual({
      before: { permissions: ['members', 'money'], status: 'active' },
      after: { permissions: ['members'], status: 'active' },
    });

    // The bootstrap Admin (no stored permissions) and oneself cannot be changed; an unknown id is 404.
    const settings = await makeStaff(s.t.ctx, ['settings']);
    const bootstrap = await api(settings.token, 'PUT', `/api/admin/staff/${s.admin.id}`, {
      permissions: [],
      active: false,
    });
    expect(bootstrap.statusCode).toBe(403);
    const self = await api(settings.token, 'PUT', `/api/admin/staff/${settings.id}`, {
      permissions: [],
      active: true,
    });
    expect(self.statusCode).toBe(403);
    const unknown = await api(
      settings.token,
      'PUT',
      '/api/admin/staff/00000000-0000-4000-8000-000000000000',
      {
        permissions: [],
        active: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await audits(s.admin.id)).toEqual([]);
    const list = await api(settings.token, 'GET', '/api/admin/staff?q=example.com');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/password_hash|argon/);
  });

  it('an assisted-service staff member sees the Assistance plan payments only', async () => {
    const assist = await makeStaff(s.t.ctx, ['assistance']);
    for (const [role, planCode] of [
      ['PremiumUser', 'PremiumUser'],
      ['Assistance', 'Assistance'],
    ] as const) {
      const payer = await makeUser(s.t.ctx, { role });
      await s.t.ctx.db.insert(payments).values({
        userId: payer.id,
        planCode,
        planName: planCode,
        durationMonths: 12,
        listPricePaise: 99900,
        amountPaise: 99900,
        provider: 'offline',
        status: 'paid',
      });
    }
    const all = await api(s.admin.token, 'GET', '/api/admin/payments');
    expect(new Set(all.json().payments.map((p: { plan: string }) => p.plan)).size).toBe(2);
    const res = await api(assist.token, 'GET', '/api/admin/payments?plan=PremiumUser');
    expect(res.statusCode).toBe(200);
    expect(res.json().payments.map((p: { plan: string }) => p.plan)).toEqual(['Assistance']);
    const csv = await api(assist.token, 'GET', '/api/admin/payments.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('PremiumUser');
    expect((await api(assist.token, 'GET', '/api/admin/renewals')).statusCode).toBe(403);
  });
});

describe(`resetpass: password-reset OTP and temporary passwords (decision 131) (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let staff: Made;
  beforeAll(async () => {
    staff = await makeStaff(s.t.ctx, ['members']);
  });

  const login = (username: string, password: string) =>
    api(null, 'POST', '/api/auth/login', { username, password });

  it('finds members and promoters by name, email, mobile or registration number, never staff or a hash', async () => {
    const member = await makeUser(s.t.ctx, { firstName: 'Lakshmi' });
    const promoter = await makePromoter(s.t.ctx, { mobile: '9445566778' });
    const byName = await api(staff.token, 'GET', '/api/admin/accounts?q=lakshmi');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().accounts.map((a: { registration_no: string }) => a.registration_no)).toEqual([
      member.registrationNo,
    ]);
    const byMobile = await api(staff.token, 'GET', '/api/admin/accounts?q=44556677');
    expect(byMobile.json().accounts).toMatchObject([
      { registration_no: promoter.registrationNo, role: 'promoter' },
    ]);
    const byNo = await api(staff.token, 'GET', `/api/admin/accounts?q=${member.registrationNo}`);
    expect(byNo.json().total).toBe(1);
    const staffHit = await api(staff.token, 'GET', `/api/admin/accounts?q=${staff.registrationNo}`);
    expect(staffHit.json().total).toBe(0);
    expect(JSON.stringify(byName.json())).not.toMatch(/password_hash|argon|\$/);
    const money = await makeStaff(s.t.ctx, ['money']);
    expect((await api(money.token, 'GET', '/api/admin/accounts?q=lakshmi')).statusCode).toBe(403);
  });

  it('mails the password-reset OTP to the account and audits it; the code never reaches staff', async () => {
    const member = await makeUser(s.t.ctx);
    const res = await api(staff.token, 'POST', `/api/admin/accounts/${member.registrationNo}/password-otp`);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/\d{6}/);
    const mail = await s.t.smtp.waitFor(member.email, /.*/);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const reset = await api(null, 'POST', '/api/auth/reset-password', {
      email: member.email,
      otp: code,
      password: 'new-member-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    const rows = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([['password.otp_sent', staff.id]]);
  });

  it('sets a temporary password shown once: sessions end, the next sign-in must change it, nothing stores it in clear', async () => {
    const member = await makeUser(s.t.ctx);
    const res = await api(
      staff.token,
      'POST',
      `/api/admin/accounts/${member.registrationNo}/temporary-password`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const temp: string = res.json().temporary_password;
    expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
    // The old session is gone; the old password no longer works.
    expect((await api(member.token, 'GET', '/api/user/dashboard')).statusCode).toBe(401);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(member.email, temp);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.must_change_password).toBe(true);
    const token = signedIn.json().token;
    // Until the password is changed only who-am-I and the change itself answer.
    const blocked = await api(token, 'GET', '/api/user/dashboard');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Please choose a new password to continue');
    expect((await api(token, 'GET', '/api/auth/me')).json().user.must_change_password).toBe(true);
    const changed = await api(token, 'POST', '/api/account/password', {
      current_password: temp,
      new_password: 'my-own-pass-123',
      confirm_password: 'my-own-pass-123',
    });
    expect(changed.statusCode).toBe(200);
    expect((await api(changed.json().token, 'GET', '/api/user/dashboard')).statusCode).toBe(200);
    // Stored only as a hash; the audit row holds no password.
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(u.passwordHash).not.toContain(temp);
    expect(u.mustChangePassword).toBe(false);
    const rows = await s.t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, 'password.temporary_set')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].details)).not.toContain(temp);
  });

  it('refuses staff accounts (403) and unknown numbers (404), writing no audit row', async () => {
    const other = await makeStaff(s.t.ctx, ['money']);
    const before = (await s.t.ctx.db.select().from(auditLog)).length;
    const a = await api(
      staff.token,
      'POST',
      `/api/admin/accounts/${other.registrationNo}/temporary-password`,
    );
    expect(a.statusCode).toBe(403);
    const b = await api(staff.token, 'POST', '/api/admin/accounts/XX999999/password-otp');
    expect(b.statusCode).toBe(404);
    expect((await s.t.ctx.db.select().from(auditLog)).length).toBe(before);
  });
});
