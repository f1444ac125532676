import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser, registrationPayload } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

describe(`mobile numbers as +91 numbers (decision 016, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const stored = async (id: string) =>
    (await s.t.ctx.db.select({ m: profiles.mobileNo }).from(profiles).where(eq(profiles.userId, id)))[0]?.m;

  it('registration accepts a mobile typed with +91 and spaces and stores it normalised', async () => {
    const res = await api(
      null,
      'POST',
      '/api/auth/signup',
      registrationPayload({ mobile_no: '+91 98450 12345' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await stored(res.json().user.user_id)).toBe('+919845012345');
  });

  it('registration keeps SPEC §5 message for what is not a 10-digit mobile', async () => {
    const res = await api(null, 'POST', '/api/auth/signup', registrationPayload({ mobile_no: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.mobile_no).toBe(MSG.mobileInvalid);
  });

  it('a profile edit stores the mobile normalised and shows it back the same way', async () => {
    const m = await makeUser(s.t.ctx);
    const res = await api(m.token, 'PUT', '/api/user/profile', { mobile_no: '099001 12345' });
    expect(res.statusCode).toBe(200);
    expect(await stored(m.id)).toBe('+919900112345');
  });

  it('the migration normalises stored rows and leaves what it cannot read', async () => {
    const sqlText = readFileSync(path.join(migrations, '0004_contact_newsletter_mobile.sql'), 'utf8');
    const update = sqlText.split('--> statement-breakpoint').find((s) => /UPDATE "profiles"/.test(s));
    if (!update) throw new Error('the normalising UPDATE is missing from the migration');
    const cases: [string, string][] = [
      ['9876543210', '+919876543210'],
      ['98765 43210', '+919876543210'],
      ['+91-98765-43210', '+919876543210'],
      ['09876543210', '+919876543210'],
      ['+919876543210', '+919876543210'],
      ['12345', '12345'],
    ];
    const ids: string[] = [];
    for (const [before] of cases) {
      const m = await makeUser(s.t.ctx);
      await s.t.ctx.db.update(profiles).set({ mobileNo: before }).where(eq(profiles.userId, m.id));
      ids.push(m.id);
    }
    await s.t.ctx.db.execute(sql.raw(update));
    for (const [i, [, after]] of cases.entries()) expect(await stored(ids[i])).toBe(after);
  });
});
