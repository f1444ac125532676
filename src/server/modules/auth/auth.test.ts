import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, makeUser, registrationPayload, setStatus, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { LOGIN_MAX_FAILS_PER_ACCOUNT, LOGIN_MAX_FAILS_PER_ADDRESS } from './auth.service';

/** A date `years` years (and `days` days) before today in IST, as 'YYYY-MM-DD'. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date(`${todayIST()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe(`auth: signup, login (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  // Every request gets its own loopback address unless a test says otherwise, so the per-address
  // limits of one test do not leak into the next.
  let nextIp = 1;
  const freshIp = () => `127.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  const signup = (body: Record<string, unknown>, ip = freshIp()) =>
    s.t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: ip });
  const login = (username: string, password: string, ip = freshIp()) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const regNumber = (regNo: string) => Number(regNo.replace(/^\D+/, ''));

  describe('signup', () => {
    it('creates a pending FreeUser and answers a message and a token with the SPEC claims', async () => {
      const body = registrationPayload();
      const res = await signup(body);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json.success).toBe(true);
      expect(json.message).toBe(MSG.signupSuccess);
      expect(json.message.length).toBeGreaterThan(0);
      expect(json.user).toMatchObject({ user_role: 'FreeUser', status: 'pending', first_name: 'Asha' });

      const claims = decodeJwt(json.token);
      expect(claims.user_role).toBe('FreeUser');
      expect(claims.ref_no).toBe(json.user.registration_no);
      expect(claims.user_id).toBe(json.user.user_id);
      expect(typeof claims.exp).toBe('number');
      expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000);

      const mail = await s.t.smtp.waitFor(body.username, /registration received/);
      expect(mail.text).toContain(json.user.registration_no);
    });

    it('gives sequential registration numbers with the prefix, and never reuses one after a failed signup', async () => {
      const a = (await signup(registrationPayload())).json().user.registration_no as string;
      const b = (await signup(registrationPayload())).json().user.registration_no as string;
      expect(a).toMatch(/^CM\d+$/);
      expect(b).toMatch(/^CM\d+$/);
      expect(regNumber(b)).toBe(regNumber(a) + 1);

      const taken = registrationPayload();
      expect((await signup(taken)).statusCode).toBe(200);
      const c = regNumber(
        (await s.t.ctx.db.select().from(users).where(eq(users.email, taken.username)))[0].registrationNo,
      );
      expect((await signup({ ...taken, first_name: 'Again' })).statusCode).toBe(409);
      const d = (await signup(registrationPayload())).json().user.registration_no as string;
      expect(regNumber(d)).toBeGreaterThan(c);
      const all = (await s.t.ctx.db.select({ r: users.registrationNo }).from(users)).map((x) => x.r);
      expect(new Set(all).size).toBe(all.length);
    });

    it('answers 409 with a field message for an email already registered, whatever its case', async () => {
      const body = registrationPayload();
      expect((await signup(body)).statusCode).toBe(200);
      const res = await signup({ ...body, username: body.username.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: MSG.emailTaken,
        errors: { username: MSG.emailTaken },
      });
    });

    it.each([
      ['a 9-digit mobile number', { mobile_no: '987654321' }, 'mobile_no', MSG.mobileInvalid],
      ['an 11-digit mobile number', { mobile_no: '98765432101' }, 'mobile_no', MSG.mobileInvalid],
      ['a mobile number with letters', { mobile_no: '98765abcde' }, 'mobile_no', MSG.mobileInvalid],
      [
        'passwords that differ',
        { confirmPassword: 'something-else-1' },
        'confirmPassword',
        MSG.passwordsMismatch,
      ],
      [
        'a password under 8 characters',
        { password: 'short1', confirmPassword: 'short1' },
        'password',
        MSG.passwordTooShort,
      ],
      ['a malformed email', { username: 'not-an-email' }, 'username', MSG.emailInvalid],
      ['an age that is not a number', { age: '2x' }, 'age', MSG.numberInvalid],
    ])('refuses %s with the SPEC message', async (_what, over, field, message) => {
      const res = await signup(registrationPayload(over));
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.success).toBe(false);
      expect(json.errors[field]).toBe(message);
      expect(json.message).toBe(Object.values(json.errors)[0]);
    });

    it.each([
      ['marital_status', 'Marital status is required'],
      ['profilefor', 'Create profile for is required'],
      ['gender', 'Gender is required'],
      ['date_of_birth', 'Date of birth is required'],
      ['first_name', 'First name is required'],
      ['last_name', 'Last name is required'],
      ['username', 'Email is required'],
      ['mobile_no', 'Mobile number is required'],
    ])('requires %s', async (field, message) => {
      const body: Record<string, unknown> = registrationPayload();
      delete body[field];
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);

      const blank = await signup(registrationPayload({ [field]: '' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors[field]).toBeTruthy();
    });

    it('accepts an empty age (SPEC §5) and free text in the long option lists', async () => {
      const res = await signup(
        registrationPayload({
          age: '',
          caste: 'Some Other Community',
          occupation: 'Temple priest',
          city: 'Udupi',
        }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('refuses a date of birth after today', async () => {
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const res = await signup(registrationPayload({ date_of_birth: tomorrow }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.date_of_birth).toBe(MSG.dobFuture);
    });

    it('refuses a bride under 18 and a groom under 21, and accepts them at exactly those ages', async () => {
      const bride17 = await signup(registrationPayload({ gender: 'Bride', date_of_birth: yearsAgo(18, -1) }));
      expect(bride17.statusCode).toBe(400);
      expect(bride17.json().errors.date_of_birth).toBe(MSG.tooYoung);

      const groom20 = await signup(
        registrationPayload({ gender: 'BrideGroom', date_of_birth: yearsAgo(21, -1) }),
      );
      expect(groom20.statusCode).toBe(400);
      expect(groom20.json().errors.date_of_birth).toBe(MSG.groomTooYoung);

      const bride18 = await signup(registrationPayload({ gender: 'Bride', date_of_birth: yearsAgo(18) }));
      expect(bride18.statusCode).toBe(200);
      const groom21 = await signup(
        registrationPayload({ gender: 'BrideGroom', date_of_birth: yearsAgo(21) }),
      );
      expect(groom21.statusCode).toBe(200);
    });

    it.each(['Admin', 'promoter', 'Assistance', 'SuperAdmin'])(
      'refuses user_role %s with 400 and creates nothing',
      async (role) => {
        const body = registrationPayload({ user_role: role });
        const res = await signup(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: MSG.roleNotAllowed });
        expect(res.json().errors.user_role).toBe(MSG.roleNotAllowed);
        expect(await s.t.ctx.db.select().from(users).where(eq(users.email, body.username))).toHaveLength(0);
        expect((await login(body.username, TEST_PASSWORD)).statusCode).toBe(401);
      },
    );

    it.each(['PremiumUser', 'SilverUser'])(
      'records user_role %s as the intended plan only: the account is a pending FreeUser',
      async (plan) => {
        const body = registrationPayload({
          user_role: plan,
          status: 'active',
          role: 'Admin',
          registration_no: 'CM1',
          plan_expires_at: '2099-01-01',
          tokenVersion: 5,
        });
        const res = await signup(body);
        expect(res.statusCode).toBe(200);
        const json = res.json();
        expect(json.user).toMatchObject({ user_role: 'FreeUser', status: 'pending', intended_plan: plan });
        expect(json.user.registration_no).not.toBe('CM1');
        expect(decodeJwt(json.token).user_role).toBe('FreeUser');

        const [row] = await s.t.ctx.db.select().from(users).where(eq(users.email, body.username));
        expect(row).toMatchObject({
          role: 'FreeUser',
          status: 'pending',
          intendedPlan: plan,
          planExpiresAt: null,
        });

        // The new account's token reaches nothing an Admin or a paid member may do.
        const stats = await api(json.token, 'GET', '/api/auth/dashboardstats');
        expect(stats.statusCode).toBe(403);

        const again = (await login(body.username, TEST_PASSWORD)).json();
        expect(again.user).toMatchObject({ user_role: 'FreeUser', status: 'pending' });
      },
    );

    it('limits signups to 20 an hour from one address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i++) expect((await signup(registrationPayload(), ip)).statusCode).toBe(200);
      const res = await signup(registrationPayload(), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      expect((await signup(registrationPayload())).statusCode).toBe(200);
    });
  });

  describe('login', () => {
    it('signs an active member in with the SPEC answer', async () => {
      const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
      const res = await login(m.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: MSG.loginSuccess });
      expect(json.user).toMatchObject({
        status: 'active',
        user_role: 'SilverUser',
        registration_no: m.registrationNo,
      });
      expect(decodeJwt(json.token)).toMatchObject({
        user_role: 'SilverUser',
        ref_no: m.registrationNo,
        user_id: m.id,
      });
      const me = await api(json.token, 'GET', '/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().user.registration_no).toBe(m.registrationNo);
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const m = await makeUser(s.t.ctx);
      expect((await login(`  ${m.email.toUpperCase()} `, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('says the same thing for an unknown email and for a wrong password', async () => {
      const m = await makeUser(s.t.ctx);
      const unknown = await login('nobody-here@example.com', TEST_PASSWORD);
      const wrong = await login(m.email, 'wrong-password-1');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toMatchObject({ success: false, message: MSG.invalidCredentials });
      expect(wrong.json().token).toBeUndefined();
    });

    it.each([
      ['both empty', { username: '', password: '' }],
      ['an empty password', { username: 'someone@example.com', password: '' }],
      ['an empty username', { username: '', password: 'x' }],
      ['a blank username', { username: '   ', password: 'x' }],
      ['both missing', {}],
      ['the password missing', { username: 'someone@example.com' }],
    ])('refuses %s with "Both username and password are required"', async (_what, payload) => {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.loginRequired });
    });

    it('lets a pending account sign in: success, status pending, and a token that reaches only its own things', async () => {
      const body = registrationPayload();
      const { user } = (await signup(body)).json();
      const res = await login(body.username, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({ success: true, message: MSG.pendingVerification });
      expect(json.user.status).toBe('pending');
      expect(json.token).toBeTruthy();

      const other = await makeUser(s.t.ctx);
      const h = bearer(json.token);
      expect((await s.t.app.inject({ url: '/api/auth/dashboardstats', headers: h })).statusCode).toBe(403);
      expect((await s.t.app.inject({ url: '/api/admin/users', headers: h })).statusCode).toBe(403);
      expect(
        (await s.t.app.inject({ url: `/api/user/profile/${other.registrationNo}`, headers: h })).statusCode,
      ).toBe(403);
      const own = await s.t.app.inject({ url: `/api/user/profile/${user.registration_no}`, headers: h });
      expect(own.statusCode).toBe(200);
      expect(own.json().profile).toMatchObject({ registration_no: user.registration_no, status: 'pending' });
      expect((await s.t.app.inject({ url: '/api/auth/me', headers: h })).json().user.status).toBe('pending');
    });

    it.each([
      ['inactive', MSG.accountInactive],
      ['rejected', MSG.accountRejected],
    ])('tells an %s account its state on a correct password', async (status, message) => {
      const m = await makeUser(s.t.ctx);
      await setStatus(s.t.ctx, m.id, status);
      const res = await login(m.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message, user: { status } });
      const wrong = await login(m.email, 'wrong-password-1');
      expect(wrong.statusCode).toBe(401);
    });

    it('signs the first Admin in and lets it reach Admin routes', async () => {
      const m = await makeUser(s.t.ctx, { role: 'Admin' });
      const json = (await login(m.email, TEST_PASSWORD)).json();
      expect(json.user.user_role).toBe('Admin');
      expect((await api(json.token, 'GET', '/api/auth/dashboardstats')).statusCode).toBe(200);
    });
  });

  describe('sign-in limits', () => {
    it(`locks one account after ${LOGIN_MAX_FAILS_PER_ACCOUNT} failures, even for the right password, and not the others`, async () => {
      const victim = await makeUser(s.t.ctx);
      const bystander = await makeUser(s.t.ctx);
      const ip = freshIp();
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT; i++) {
        // From many addresses: an attacker rotating addresses still hits the per-account limit.
        expect((await login(victim.email, `wrong-${i}-password`)).statusCode).toBe(401);
      }
      const locked = await login(victim.email, TEST_PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
      expect(locked.json().message).toMatch(/15 minutes/);
      expect(locked.json().token).toBeUndefined();

      // The lock is per account: another account from the same address still signs in.
      expect((await login(bystander.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
      // An unknown email's counter is separate too.
      expect((await login(`Upper.${victim.email}`, TEST_PASSWORD, ip)).statusCode).toBe(401);
    });

    it('locks an account named in any case, and a successful sign-in before the limit resets the count', async () => {
      const m = await makeUser(s.t.ctx);
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT - 1; i++) {
        expect((await login(i % 2 ? m.email.toUpperCase() : m.email, 'wrong-password-1')).statusCode).toBe(
          401,
        );
      }
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT - 1; i++) {
        expect((await login(m.email, 'wrong-password-1')).statusCode).toBe(401);
      }
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it(`limits one address to ${LOGIN_MAX_FAILS_PER_ADDRESS} failures, leaving other addresses alone`, async () => {
      const m = await makeUser(s.t.ctx);
      const ip = freshIp();
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ADDRESS; i++) {
        expect((await login(`guess${i}@example.com`, 'password-guess', ip)).statusCode).toBe(401);
      }
      const blocked = await login(m.email, TEST_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('lets the lock lapse when its 15-minute window has passed', async () => {
      const m = await makeUser(s.t.ctx);
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT; i++) await login(m.email, 'wrong-password-1');
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(429);
      await s.t.ctx.db.execute(sqlResetAt(`login:acct:${m.email}`));
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });
});

/** Moves a rate-limit window into the past, as if its time had passed. */
function sqlResetAt(key: string) {
  return sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`;
}
