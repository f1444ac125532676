import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

describe(`dashboard completeness hint (docs/first-impressions.md#details-members-notice, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const dashboard = async (token: string) =>
    (await api(token, 'GET', '/api/user/dashboard')).json().dashboard;

  it('names what is actually missing, and an item leaves the list once filled', async () => {
    const m = await makeUser(s.t.ctx, { profile: { gotra: '', rashi: 'Mesha', diet: 'Vegetarian' } });
    const before = await dashboard(m.token);
    expect(before.completeness_missing).toContain('A profile photo');
    expect(before.completeness_missing).toContain('Gotra');
    expect(before.completeness_missing).not.toContain('Rashi');
    expect(before.completeness_missing).not.toContain('Diet');
    // filled at registration: never named as missing
    expect(before.completeness_missing).not.toContain('Caste');

    const put = await api(m.token, 'PUT', '/api/user/profile', { gotra: 'Kashyapa' });
    expect(put.statusCode).toBe(200);
    const after = await dashboard(m.token);
    expect(after.completeness_missing).not.toContain('Gotra');
    expect(after.completeness_missing).toHaveLength(before.completeness_missing.length - 1);
    expect(after.completeness).toBeGreaterThan(before.completeness);
  });
});
