import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import { privacyConsents, signIns, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, registrationPayload, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { deviceSummary } from './device';

/**
 * Records say what happened (docs/data-rights.md): the consent record keeps the language the notice was
 * agreed to in, and the sign-in history a summary of the browser, never a piece of the raw User-Agent.
 */
describe(`consent and sign-in records (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  it('stores the language a member registered in with the consent (Kannada stays Kannada)', async () => {
    const payload = registrationPayload({ username: 'records.kn@example.com' });
    const res = await api(null, 'POST', '/api/auth/signup', payload, { 'accept-language': 'kn' });
    expect(res.statusCode).toBe(200);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.email, 'records.kn@example.com'));
    const consents = await s.t.ctx.db.select().from(privacyConsents).where(eq(privacyConsents.userId, u.id));
    expect(consents.map((c) => [c.version, c.language])).toEqual([[PRIVACY_NOTICE.version, 'kn']]);
  });

  it('stores the language of a consent given again after a change of notice', async () => {
    const m = await makeUser(s.t.ctx);
    await s.t.ctx.db.delete(privacyConsents).where(eq(privacyConsents.userId, m.id));
    const res = await api(
      m.token,
      'POST',
      '/api/privacy/consent',
      { version: PRIVACY_NOTICE.version },
      { 'accept-language': 'kn' },
    );
    expect(res.statusCode).toBe(200);
    const [c] = await s.t.ctx.db.select().from(privacyConsents).where(eq(privacyConsents.userId, m.id));
    expect(c.language).toBe('kn');
  });

  it('records an unrecognised browser as "Unknown browser", nothing of the header', async () => {
    const m = await makeUser(s.t.ctx);
    const ua = 'AcmeCrawler/2.1 (+https://acme.example/bot; ops@acme.example)';
    const res = await api(
      null,
      'POST',
      '/api/auth/login',
      { username: m.email, password: TEST_PASSWORD },
      { 'user-agent': ua },
    );
    expect(res.statusCode).toBe(200);
    const rows = await s.t.ctx.db.select().from(signIns).where(eq(signIns.userId, m.id));
    expect(rows.map((r) => r.userAgent)).toEqual(['Unknown browser']);
  });
});

describe('deviceSummary', () => {
  it('names known browsers and systems, and never returns part of an unknown header', () => {
    expect(
      deviceSummary(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(deviceSummary(undefined)).toBe('Unknown browser');
    expect(deviceSummary('curl/8.5.0')).toBe('Unknown browser');
    expect(deviceSummary('SomeApp/1.0 (X11; Linux x86_64)')).toBe('Unknown browser on Linux');
  });
});
