import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../../test/app';
import { appPerFile } from '../../test/setup';

describe(`health and plans (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  it('GET /api/health answers 200 with the database state', async () => {
    const res = await api(null, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toEqual({ kind: TEST_DB, status: 'up' });
  });

  it('GET /api/plans lists Silver and Premium with the SPEC §9 prices', async () => {
    const { plans } = (await api(null, 'GET', '/api/plans')).json();
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['SilverUser', 'PremiumUser']);
    expect(plans[0]).toMatchObject({
      price_paise: 59900,
      original_price_paise: 239960,
      discount_text: 'Save 70%',
      duration_months: 6,
    });
    expect(plans[1]).toMatchObject({ price_paise: 99900, discount_text: 'Save 60%', duration_months: 12 });
  });
});
