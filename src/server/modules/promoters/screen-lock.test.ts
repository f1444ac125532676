import { describe, expect, it } from 'vitest';
import { OPEN_WHILE_LOCKED, PROMOTER_ROUTE_PREFIX } from '../../../shared/policies/promoter-area';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, makePromoter, makeUser } from '../../test/factories';
import { registeredRoutes } from '../../test/routes';
import { appPerFile } from '../../test/setup';

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe(`promoter screen lock on every promoter route (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  it('while locked, every registered /api/promoter route but profile, lock and unlock answers 423', async () => {
    const p = await makePromoter(s.t.ctx);
    expect((await api(p.token, 'POST', '/api/promoter/lock')).statusCode).toBe(200);
    const routes = registeredRoutes(s.t).filter(
      (r) => r.url === PROMOTER_ROUTE_PREFIX || r.url.startsWith(`${PROMOTER_ROUTE_PREFIX}/`),
    );
    // The walk covers the money routes that once answered while locked.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/promoter/earnings',
        'GET /api/promoter/payouts',
        'GET /api/promoter/payouts/:id/voucher',
        'GET /api/promoter/dashboard',
        'GET /api/promoter/team-users',
      ]),
    );
    const wrong: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      if (OPEN_WHILE_LOCKED.includes(key)) continue;
      const res = await s.t.app.inject({
        method: r.method as 'GET',
        url: r.url.replace(/:[A-Za-z_]+/g, NO_ID),
        headers: bearer(p.token),
        // A body the route may not accept: the lock answers before the body is validated.
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 423) wrong.push(`${key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // The open ones still answer; a member is still refused (403), not told about a lock.
    expect((await api(p.token, 'GET', '/api/promoter/profile')).json().profile.locked).toBe(true);
    const member = await makeUser(s.t.ctx);
    expect((await api(member.token, 'GET', '/api/promoter/earnings')).statusCode).toBe(403);
    expect((await api(null, 'GET', '/api/promoter/earnings')).statusCode).toBe(401);
  });

  it('another promoter (not locked) is not affected', async () => {
    const a = await makePromoter(s.t.ctx);
    const b = await makePromoter(s.t.ctx);
    await api(a.token, 'POST', '/api/promoter/lock');
    expect((await api(b.token, 'GET', '/api/promoter/earnings')).statusCode).toBe(200);
    expect((await api(a.token, 'GET', '/api/promoter/earnings')).statusCode).toBe(423);
  });
});
