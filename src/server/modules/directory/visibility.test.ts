import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRegistrationNo } from '../../../shared/registration-no';
import { blocks, profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser, setStatus, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { eraseDueAccounts } from '../privacy/erasure';

/**
 * The visibility scope (decision 007): a member walks the registration numbers of accounts outside their visibility
 * scope (pending, rejected, deactivated, hidden, staff, same gender, a member who blocked them, an
 * account waiting to be deleted, also after staff deactivate and reactivate it, and an erased one) through
 * every member route that takes a registration number, and sees exactly what a number that does not
 * exist answers: same status, same body. Nothing they did is kept.
 */

/**
 * Every member route that names a member by registration number. `blockOk`: blocks never stop it.
 * `covers` names the route as the app's OpenAPI document does (the last test checks the list is whole).
 */
function routes(regNo: string): { name: string; covers: string; req: InjectOptions; blockOk?: boolean }[] {
  return [
    {
      name: 'profile',
      covers: 'get /api/user/profile/{registrationNo}',
      req: { url: `/api/user/profile/${regNo}` },
    },
    {
      name: 'shortlist add',
      covers: 'post /api/user/shortlist/{registrationNo}',
      req: { method: 'POST', url: `/api/user/shortlist/${regNo}` },
    },
    {
      name: 'shortlist remove',
      covers: 'delete /api/user/shortlist/{registrationNo}',
      req: { method: 'DELETE', url: `/api/user/shortlist/${regNo}` },
    },
    {
      name: 'block',
      covers: 'post /api/user/blocks/{registrationNo}',
      req: { method: 'POST', url: `/api/user/blocks/${regNo}` },
      blockOk: true,
    },
    {
      name: 'unblock',
      covers: 'delete /api/user/blocks/{registrationNo}',
      req: { method: 'DELETE', url: `/api/user/blocks/${regNo}` },
      blockOk: true,
    },
    {
      name: 'report',
      covers: 'post /api/user/reports',
      req: { method: 'POST', url: '/api/user/reports', payload: { registration_no: regNo, reason: 'Other' } },
    },
    {
      name: 'express interest',
      covers: 'post /api/user/interests',
      req: {
        method: 'POST',
        url: '/api/user/interests',
        payload: { registration_no: regNo, message: 'Hello' },
      },
    },
    {
      name: 'match explanation',
      covers: 'get /api/user/matches/{registrationNo}/explanation',
      req: { url: `/api/user/matches/${regNo}/explanation` },
    },
    {
      name: 'open a conversation',
      covers: 'post /api/user/conversations',
      req: { method: 'POST', url: '/api/user/conversations', payload: { registration_no: regNo } },
    },
    {
      name: 'search by number',
      covers: 'get /api/user/search',
      req: { url: `/api/user/search?registration_no=${regNo}` },
    },
  ];
}

describe(`visibility scope: no enumeration through member routes (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  let viewer: Made;
  let hidden: Record<string, Made>;
  let unknown: string;
  beforeAll(async () => {
    viewer = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const hiddenBride = await makeUser(s.t.ctx, { gender: 'Bride' });
    await s.t.ctx.db
      .update(profiles)
      .set({ hidden: true, listed: false })
      .where(eq(profiles.userId, hiddenBride.id));
    const blocker = await makeUser(s.t.ctx, { gender: 'Bride' });
    await s.t.ctx.db.insert(blocks).values({ userId: blocker.id, targetId: viewer.id });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const as = (token: string, req: InjectOptions) => s.t.app.inject({ ...req, headers: bearer(token) });
    const deleting = async () => {
      const m = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'Bride' });
      const del = {
        method: 'POST' as const,
        url: '/api/account/delete',
        payload: { password: TEST_PASSWORD },
      };
      expect((await as(m.token, del)).statusCode).toBe(200);
      return m;
    };
    // erased first: the erasure job takes every account whose deletion is due
    const erased = await deleting();
    await eraseDueAccounts(s.t.ctx, new Date(Date.now() + 31 * 86_400_000));
    // Data rights and verification by staff (docs/data-rights.md, docs/accounts.md#verification-by-staff): staff deactivating and reactivating an account does not list it while its deletion waits.
    const reactivated = await deleting();
    for (const status of ['inactive', 'active']) {
      const patch = await as(admin.token, {
        method: 'PATCH',
        url: `/api/admin/users/${reactivated.registrationNo}`,
        payload: { status, reason: 'Checked with the member by phone' },
      });
      expect(patch.statusCode).toBe(200);
    }
    hidden = {
      pending: await makeUser(s.t.ctx, { gender: 'Bride', status: 'pending' }),
      rejected: await makeUser(s.t.ctx, { gender: 'Bride', status: 'rejected' }),
      inactive: await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride', status: 'inactive' }),
      hidden: hiddenBride,
      Admin: await makeUser(s.t.ctx, { role: 'Admin' }),
      promoter: await makeUser(s.t.ctx, { role: 'promoter' }),
      'same gender': await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' }),
      'blocked me': blocker,
      'deletion pending': await deleting(),
      'deletion pending, reactivated': reactivated,
      erased,
    };
    unknown = formatRegistrationNo(s.t.ctx.config.regNoPrefix, '999999');
  });

  const call = async (req: InjectOptions) => {
    const res = await s.t.app.inject({ ...req, headers: bearer(viewer.token) });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers every hidden account exactly like a number that does not exist', async () => {
    const baseline = new Map<string, { status: number; body: unknown }>();
    for (const r of routes(unknown)) baseline.set(r.name, await call(r.req));
    expect(baseline.get('profile')?.status).toBe(404);
    expect(baseline.get('block')?.status).toBe(404);
    expect(baseline.get('report')?.status).toBe(404);
    expect(baseline.get('express interest')?.status).toBe(404);
    expect(baseline.get('search by number')?.body).toMatchObject({ members: [], total: 0 });

    for (const [kind, who] of Object.entries(hidden)) {
      for (const r of routes(who.registrationNo)) {
        if (kind === 'blocked me' && r.blockOk) continue;
        const got = await call(r.req);
        const want = baseline.get(r.name);
        expect(got, `${kind} ${r.name}`).toEqual(want);
      }
    }
    // Nothing was kept: no block, shortlist or report of any of them.
    const blocksList = await call({ url: '/api/user/blocks' });
    expect(blocksList.body).toMatchObject({ blocks: [], total: 0 });
    const shortlist = await call({ url: '/api/user/shortlist' });
    expect(shortlist.body).toMatchObject({ members: [], total: 0 });
  });

  it('a member who blocked the viewer: blocking them back answers 200 like any visible member, and says nothing', async () => {
    const visible = await makeUser(s.t.ctx, { gender: 'Bride' });
    for (const who of [visible, hidden['blocked me']]) {
      const res = await call({ method: 'POST', url: `/api/user/blocks/${who.registrationNo}` });
      expect(res).toEqual({
        status: 200,
        body: { success: true, message: expect.any(String), blocked: true },
      });
      await call({ method: 'DELETE', url: `/api/user/blocks/${who.registrationNo}` });
    }
  });

  it("the list above is every member route that takes a registration number (the app's OpenAPI document)", () => {
    type Op = {
      parameters?: { in: string; name: string }[];
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    };
    const doc = s.t.app.swagger() as { paths: Record<string, Record<string, Op>> };
    const found: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/user/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const named =
          (op.parameters ?? []).some(
            (p) => /registration/i.test(p.name) && (p.in === 'path' || p.in === 'query'),
          ) ||
          Object.values(op.requestBody?.content ?? {}).some(
            (c) => c.schema?.properties && 'registration_no' in c.schema.properties,
          );
        if (named) found.push(`${method} ${path}`);
      }
    }
    expect(found.length).toBeGreaterThan(5);
    expect(found.sort()).toEqual([...new Set(routes('X').map((r) => r.covers))].sort());
  });

  it('the same numbers are reachable once the account is visible (the scope is not a blanket refusal)', async () => {
    const bride = await makeUser(s.t.ctx, { gender: 'Bride', status: 'pending' });
    expect((await call({ url: `/api/user/profile/${bride.registrationNo}` })).status).toBe(404);
    await setStatus(s.t.ctx, bride.id, 'active');
    expect((await call({ url: `/api/user/profile/${bride.registrationNo}` })).status).toBe(200);
    expect((await call({ method: 'POST', url: `/api/user/shortlist/${bride.registrationNo}` })).status).toBe(
      200,
    );
  });
});
