import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { apiOf } from '../../test/setup';

describe(`health and plans (${TEST_DB})`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
