import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { LOGIN_MAX_FAILS_PER_ACCOUNT, OTP_MAX_TRIES, OTP_PER_HOUR } from './auth.service';

const NEW_PASSWORD = 'a-new-password-42';
const OTP_SUBJECT = /password reset code/;

describe(`auth: forgot and reset password (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const reset = (payload: Record<string, unknown>) => api(null, 'POST', '/api/auth/reset-password', payload);
  const login = (username: string, password: string) =>
    api(null, 'POST', '/api/auth/login', { username, password });

  /** The code of the newest OTP mail the SMTP peer received for `email`. */
  function lastOtp(email: string): string {
    const mail = s.t.smtp.mails.filter((m) => m.to.includes(email) && OTP_SUBJECT.test(m.subject)).at(-1);
    if (!mail) throw new Error(`no OTP mail for ${email}`);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
    return code;
  }

  const otpMails = (email: string) =>
    s.t.smtp.mails.filter((m) => m.to.includes(email) && OTP_SUBJECT.test(m.subject)).length;

  /** Requests an OTP for `email` (step 1) and returns the code from the new mail (sent after the answer). */
  async function requestOtp(email: string): Promise<string> {
    const before = otpMails(email);
    const res = await reset({ email });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(
      () => {
        if (otpMails(email) <= before) throw new Error(`no new OTP mail for ${email}`);
      },
      { timeout: 5000, interval: 20 },
    );
    return lastOtp(email);
  }

  /** Lets the one-a-minute window of `email` pass, as if a minute had gone by. */
  const minutePasses = (email: string) =>
    s.t.ctx.db.execute(sql`delete from rate_limits where key = ${`otp:min:${email}`}`);

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('step 1: send OTP', () => {
    it('mails a 6-digit OTP to a registered email over SMTP', async () => {
      const m = await makeUser(s.t.ctx);
      const res = await reset({ email: m.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.otpSent });
      const mail = await s.t.smtp.waitFor(m.email, OTP_SUBJECT);
      expect(mail.text).toMatch(/\b\d{6}\b/);
      expect(mail.text).toMatch(/10 minutes/);
    });

    it('answers exactly the same for an email that is not registered, and sends nothing', async () => {
      const m = await makeUser(s.t.ctx);
      const known = await reset({ email: m.email });
      const unknown = await reset({ email: 'nobody.at.all@example.com' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(s.t.smtp.mails.some((x) => x.to.includes('nobody.at.all@example.com'))).toBe(false);
    });

    it.each([
      ['empty', { email: '' }],
      ['blank', { email: '   ' }],
      ['missing', {}],
    ])('refuses an %s email with "Email is required"', async (_what, payload) => {
      const res = await reset(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.emailRequired });
    });

    it('allows one OTP a minute per email, for registered and unknown emails alike', async () => {
      const m = await makeUser(s.t.ctx);
      expect((await reset({ email: m.email })).statusCode).toBe(200);
      const again = await reset({ email: m.email.toUpperCase() });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ success: false, message: MSG.otpTooSoon });

      expect((await reset({ email: 'ghost.minute@example.com' })).statusCode).toBe(200);
      const ghost = await reset({ email: 'ghost.minute@example.com' });
      expect(ghost.statusCode).toBe(429);
      expect(ghost.json()).toEqual(again.json());
    });

    it(`allows ${OTP_PER_HOUR} OTPs an hour per email`, async () => {
      const m = await makeUser(s.t.ctx);
      for (let i = 0; i < OTP_PER_HOUR; i++) {
        expect((await reset({ email: m.email })).statusCode).toBe(200);
        await minutePasses(m.email);
      }
      const res = await reset({ email: m.email });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: MSG.otpTooMany });
    });
  });

  describe('step 2: reset with the OTP', () => {
    it('sets the new password, mails a confirmation, and signs out every earlier session', async () => {
      const m = await makeUser(s.t.ctx);
      const before = (await login(m.email, TEST_PASSWORD)).json().token as string;
      expect((await api(before, 'GET', '/api/auth/me')).statusCode).toBe(200);

      const code = await requestOtp(m.email);
      const res = await reset({ email: m.email, otp: code, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.passwordReset });

      const confirmation = await s.t.smtp.waitFor(m.email, /password was changed/);
      expect(confirmation.text).not.toContain(NEW_PASSWORD);

      expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
      const old = await login(m.email, TEST_PASSWORD);
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe(MSG.invalidCredentials);

      for (const token of [before, m.token]) {
        const me = await api(token, 'GET', '/api/auth/me');
        expect(me.statusCode).toBe(401);
        const profile = await api(token, 'GET', `/api/user/profile/${m.registrationNo}`);
        expect(profile.statusCode).toBe(401);
      }
    });

    it('refuses a used OTP the second time', async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      expect((await reset({ email: m.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset({ email: m.email, otp: code, password: 'yet-another-pass-1' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, message: MSG.otpInvalid });
      expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired OTP', async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      await s.t.ctx.db.execute(
        sql`update password_reset_otps set expires_at = now() - interval '1 second' where email = ${m.email}`,
      );
      const res = await reset({ email: m.email, otp: code, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.otpInvalid });
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('still accepts an OTP just before it expires', async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      await s.t.ctx.db.execute(
        sql`update password_reset_otps set expires_at = now() + interval '5 seconds' where email = ${m.email}`,
      );
      expect((await reset({ email: m.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it(`refuses even the right OTP after ${OTP_MAX_TRIES} wrong tries`, async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      for (let i = 1; i <= OTP_MAX_TRIES; i++) {
        const res = await reset({ email: m.email, otp: wrong(code), password: NEW_PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(i < OTP_MAX_TRIES ? MSG.otpInvalid : MSG.otpTooManyTries);
      }
      const right = await reset({ email: m.email, otp: code, password: NEW_PASSWORD });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ success: false, message: MSG.otpTooManyTries });
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);

      // A new OTP (after the minute) works again.
      await minutePasses(m.email);
      const fresh = await requestOtp(m.email);
      expect((await reset({ email: m.email, otp: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('counts malformed codes as wrong tries', async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      for (const bad of ['12345', '1234567', 'abcdef', `${code} `.repeat(2), '99999a']) {
        const res = await reset({ email: m.email, otp: bad, password: NEW_PASSWORD });
        expect(res.statusCode).toBe(400);
      }
      expect((await reset({ email: m.email, otp: code, password: NEW_PASSWORD })).json().message).toBe(
        MSG.otpTooManyTries,
      );
    });

    it('keeps only the newest OTP valid', async () => {
      const m = await makeUser(s.t.ctx);
      const first = await requestOtp(m.email);
      await minutePasses(m.email);
      const second = await requestOtp(m.email);
      if (first !== second) {
        const old = await reset({ email: m.email, otp: first, password: NEW_PASSWORD });
        expect(old.statusCode).toBe(400);
      }
      expect((await reset({ email: m.email, otp: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it("does not let one email's OTP reset another account", async () => {
      const a = await makeUser(s.t.ctx);
      const b = await makeUser(s.t.ctx);
      const code = await requestOtp(a.email);
      const res = await reset({ email: b.email, otp: code, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.otpInvalid);
      expect((await login(b.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an unknown email in step 2 like a wrong code', async () => {
      const res = await reset({ email: 'nobody.step2@example.com', otp: '123456', password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.otpInvalid });
    });

    it.each([
      ['the OTP missing', { password: NEW_PASSWORD }],
      ['the OTP empty', { otp: '', password: NEW_PASSWORD }],
      ['the password missing', { otp: '123456' }],
      ['the password empty', { otp: '123456', password: '' }],
    ])('refuses %s with "All fields are required"', async (_what, over) => {
      const m = await makeUser(s.t.ctx);
      const res = await reset({ email: m.email, ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.allFieldsRequired });
    });

    it('refuses a new password under 8 characters without using up the OTP', async () => {
      const m = await makeUser(s.t.ctx);
      const code = await requestOtp(m.email);
      const res = await reset({ email: m.email, otp: code, password: 'short7!' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.passwordTooShort });
      expect((await reset({ email: m.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('lifts a sign-in lock: a member locked out by a stranger gets back in by resetting', async () => {
      const m = await makeUser(s.t.ctx);
      for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT; i++) await login(m.email, 'stranger-guess-1');
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(429);
      const code = await requestOtp(m.email);
      expect((await reset({ email: m.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
