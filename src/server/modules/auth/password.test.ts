import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import type { Role } from '../../../shared/roles';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { CHANGE_PASSWORD_MAX_FAILS } from './password.service';

const NEW = 'brand-new-password-7';

describe(`account: change password and sign out everywhere (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const change = (token: string, payload: Record<string, unknown>) =>
    api(token, 'POST', '/api/account/password', payload);
  const me = (token: string) => api(token, 'GET', '/api/auth/me');
  const login = (username: string, password: string) =>
    api(null, 'POST', '/api/auth/login', { username, password });

  it.each<Role>(['FreeUser', 'PremiumUser', 'Assistance', 'Admin', 'promoter'])(
    'a %s changes the password: the old one stops working, other sessions end, this one goes on',
    async (role) => {
      const m = await makeUser(s.t.ctx, { role });
      const other = (await login(m.email, TEST_PASSWORD)).json().token as string;
      expect((await me(other)).statusCode).toBe(200);

      const res = await change(m.token, {
        current_password: TEST_PASSWORD,
        new_password: NEW,
        confirm_password: NEW,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: MSG.passwordChanged });
      // the fresh token keeps this session; the old token and the other device are signed out
      expect((await me(body.token)).statusCode).toBe(200);
      expect((await me(m.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(m.email, NEW)).statusCode).toBe(200);
      await s.t.smtp.waitFor(m.email, /password was changed/);
    },
  );

  it('refuses a wrong current password with a field message and changes nothing', async () => {
    const m = await makeUser(s.t.ctx);
    const res = await change(m.token, {
      current_password: 'not-my-password',
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: MSG.currentPasswordWrong,
      errors: { current_password: MSG.currentPasswordWrong },
    });
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a short new password', { new_password: 'short', confirm_password: 'short' }, MSG.passwordTooShort],
    ['new passwords that differ', { new_password: NEW, confirm_password: `${NEW}x` }, MSG.passwordsMismatch],
    [
      'the same password again',
      { new_password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
      MSG.passwordSame,
    ],
    [
      'no current password',
      { current_password: '', new_password: NEW, confirm_password: NEW },
      MSG.currentPasswordRequired,
    ],
  ])('answers 400 for %s', async (_what, over, message) => {
    const m = await makeUser(s.t.ctx);
    const res = await change(m.token, { current_password: TEST_PASSWORD, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in account', async () => {
    const res = await api(null, 'POST', '/api/account/password', {
      current_password: TEST_PASSWORD,
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(res.statusCode).toBe(401);
  });

  it(`stops guessing the current password after ${CHANGE_PASSWORD_MAX_FAILS} wrong tries`, async () => {
    const m = await makeUser(s.t.ctx);
    const wrong = { current_password: 'guess-guess-1', new_password: NEW, confirm_password: NEW };
    for (let i = 0; i < CHANGE_PASSWORD_MAX_FAILS; i++)
      expect((await change(m.token, wrong)).statusCode).toBe(400);
    const res = await change(m.token, wrong);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyPasswordTries);
  });

  it('two changes sent at once with the same session: exactly one wins', async () => {
    const m = await makeUser(s.t.ctx);
    const results = await Promise.all(
      ['first-new-password-1', 'second-new-password-2'].map((p) =>
        change(m.token, { current_password: TEST_PASSWORD, new_password: p, confirm_password: p }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const winner = ok[0].json().token as string;
    expect((await me(winner)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of the account, this one too', async () => {
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const other = (await login(m.email, TEST_PASSWORD)).json().token as string;
    const res = await api(m.token, 'POST', '/api/account/sign-out-everywhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.signedOutEverywhere });
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
