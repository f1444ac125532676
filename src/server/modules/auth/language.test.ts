import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { MSG } from '../../../shared/messages';
import { users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, registrationPayload } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const kn = CATALOGUES.kn.messages;

describe(`languages at the API (docs/i18n.md, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  it('answers messages and field errors in the language of Accept-Language', async () => {
    const wrong = { username: 'nobody@example.com', password: 'whatever-1' };
    const en = await api(null, 'POST', '/api/auth/login', wrong);
    expect(en.json().message).toBe(MSG.invalidCredentials);
    const res = await api(null, 'POST', '/api/auth/login', wrong, {
      'accept-language': 'kn-IN,kn;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(kn.invalidCredentials);

    const notAnEmail = registrationPayload({ username: 'not-an-email' });
    const bad = await api(null, 'POST', '/api/auth/signup', notAnEmail, { 'accept-language': 'kn' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.username).toBe(kn.emailInvalid);
  });

  it('keeps the language a visitor registered in, and a member changes it for their own account only', async () => {
    const payload = registrationPayload({ username: 'kannada.reader@example.com' });
    const res = await api(null, 'POST', '/api/auth/signup', payload, { 'accept-language': 'kn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('kn');
    expect(res.json().message).toBe(kn.signupSuccess);

    const a = await makeUser(s.t.ctx);
    const b = await makeUser(s.t.ctx);
    const put = (token: string, language: unknown) =>
      api(token, 'PUT', '/api/account/language', { language });
    expect((await put(a.token, 'ta')).statusCode).toBe(400);
    const ok = await put(a.token, 'kn');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, language: 'kn' });
    const me = await api(a.token, 'GET', '/api/auth/me');
    expect(me.json().user.language).toBe('kn');
    const [other] = await s.t.ctx.db.select({ l: users.language }).from(users).where(eq(users.id, b.id));
    expect(other?.l).toBe('en');
    const anon = await api(null, 'PUT', '/api/account/language', { language: 'kn' });
    expect(anon.statusCode).toBe(401);
  });
});
