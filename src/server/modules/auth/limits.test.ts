import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, registrationPayload, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { LOGIN_MAX_FAILS_PER_ACCOUNT, OTP_MAX_TRIES } from './auth.service';

const OTP_SUBJECT = /password reset code/;

/**
 * Limits (decision 010): every limit takes its slot atomically before the work, so a burst of parallel requests
 * cannot get past it. These bite on PostgreSQL (real concurrency) and run on PGlite too.
 */
describe(`auth limits under concurrent requests (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const login = (username: string, password: string, ip = '127.0.0.1') =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const reset = (payload: Record<string, unknown>) => api(null, 'POST', '/api/auth/reset-password', payload);

  it('checks at most 10 of 30 parallel wrong passwords for one account, then refuses the right one', async () => {
    const m = await makeUser(s.t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(m.email, `wrong-password-${i}`, `10.1.0.${i + 1}`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILS_PER_ACCOUNT);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30 - LOGIN_MAX_FAILS_PER_ACCOUNT);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    const right = await login(m.email, TEST_PASSWORD, '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MSG.tooManyLogins);
  });

  it('gives the slot back after a correct password: many sign-ins in a row never lock the account', async () => {
    const m = await makeUser(s.t.ctx);
    for (let i = 0; i < LOGIN_MAX_FAILS_PER_ACCOUNT + 3; i++) {
      expect((await login(m.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('checks at most 50 parallel wrong passwords from one address across accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`nobody.${i}@example.com`, 'wrong-password', '10.3.0.1')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(50);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('compares at most 5 OTP guesses: the right code sent in a parallel burst after the 5th is refused', async () => {
    const m = await makeUser(s.t.ctx);
    expect((await reset({ email: m.email })).statusCode).toBe(200);
    const mail = await s.t.smtp.waitFor(m.email, OTP_SUBJECT);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = (i: number) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
    const guess = (otp: string) => reset({ email: m.email, otp, password: 'a-new-password-42' });
    for (let i = 0; i < OTP_MAX_TRIES - 1; i++)
      expect((await guess(wrong(i))).json().message).toBe(MSG.otpInvalid);
    // One try is left; a burst of 20 wrong guesses with the right code last may use it only once.
    const burst = [...Array.from({ length: 20 }, (_, i) => wrong(10 + i)), code];
    const answers = await Promise.all(burst.map(guess));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(21).fill(400));
    expect(answers.every((r) => r.json().message === MSG.otpTooManyTries)).toBe(true);
    const right = await guess(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.otpTooManyTries);
    expect((await login(m.email, 'a-new-password-42', '10.4.0.1')).statusCode).toBe(401);
  });

  it('accepts at most 20 of 25 parallel signups from one address in an hour', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        s.t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: registrationPayload(),
          remoteAddress: '10.5.0.1',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(20);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
  });
});
