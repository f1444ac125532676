import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { createTestApp, TEST_DB } from '../test/app';
import { bearer, type Made, makeUser, registrationPayload } from '../test/factories';
import { appPerFile } from '../test/setup';
import { safeError } from './errors';

/** Bad input and outages (decision 012): control characters answer 400 at validation, malformed multipart 400, logs carry no parameters. */
describe(`bad bytes and malformed bodies (${TEST_DB})`, () => {
  const logLines: string[] = [];
  const s = appPerFile(() => createTestApp({}, { logLines }));
  const { api } = s;
  let member: Made;
  beforeAll(async () => {
    member = await makeUser(s.t.ctx);
  });

  const MARK = 'Nandini9876501234';

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['vertical tab', '\u000b'],
  ])('refuses a %s in a signup field with 400, names the field and stores nothing', async (_name, ch) => {
    const payload = registrationPayload({ first_name: `${MARK}${ch}x`, last_name: `Rao${ch}` });
    const res = await api(null, 'POST', '/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.first_name).toBe(MSG.controlCharacters);
    const rows = await s.t.ctx.db.execute(sql`select 1 from users where email = ${payload.username}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('refuses NUL in a profile update, a login and a query string with 400, never 500', async () => {
    const put = await api(member.token, 'PUT', '/api/user/profile', { about_me: `hello${'\u0000'}${MARK}` });
    expect(put.statusCode).toBe(400);
    const login = await api(null, 'POST', '/api/auth/login', {
      username: `a${'\u0000'}@example.com`,
      password: `x${'\u0000'}yyyyyyyy`,
    });
    expect(login.statusCode).toBe(400);
    const search = await api(
      (await makeUser(s.t.ctx, { role: 'Admin' })).token,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(`${MARK}\u0000`)}`,
    );
    expect(search.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks where text allows them', async () => {
    const res = await api(member.token, 'PUT', '/api/user/profile', {
      about_me: 'Line one\r\nLine two\twith a tab',
    });
    expect(res.statusCode).toBe(200);
  });

  it('never writes the personal data of a failed request to the log', () => {
    const all = logLines.join('\n');
    expect(all).not.toContain(MARK);
    expect(all).not.toContain('9876543210');
  });

  it('describes a failed statement for the log without its parameters', async () => {
    const err = await s.t.ctx.db
      .execute(sql`select ${`${MARK}@example.com`}::uuid`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeTruthy();
    const logged = JSON.stringify(safeError(err));
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain(MARK);
  });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc\r\n--x--',
    ],
    [
      'an unterminated part',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot finished',
    ],
    [
      'an overlong boundary',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `--${'b'.repeat(300)}\r\n\r\n`,
    ],
    [
      'a malformed part header',
      'multipart/form-data; boundary=abc',
      '--abc\r\nno colon here\r\n\r\nxx\r\n--abc--\r\n',
    ],
  ])('answers malformed multipart (%s) with 400, not 500', async (_name, type, body) => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/user/photos',
      headers: { ...bearer(member.token), 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|busboy|stack/i);
  });
});
