import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles';
import { createTestApp, TEST_DB, type TestApp } from './test/app';
import { bearer, type Made, makeUser } from './test/factories';

/**
 * The policy matrix (issue #6): ONE table of every API route × actor kind → the status code the actor
 * gets. A 2xx or a "not found"/"payment required" after the guard means the actor was let through; 401
 * and 403 mean refused. Requests are harmless (unknown ids, empty or invalid bodies) so every actor can
 * run the whole table. Runs on PGlite and PostgreSQL.
 */

const KINDS = [
  'anon',
  'pending',
  'inactive',
  'Free',
  'Silver',
  'Premium',
  'Assist',
  'promoter',
  'Admin',
] as const;
type Kind = (typeof KINDS)[number];

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Columns in KINDS order. */
const row = (...codes: number[]) =>
  Object.fromEntries(KINDS.map((k, i) => [k, codes[i]])) as Record<Kind, number>;
//                 anon pend inac Free Silv Prem Asst prom Admin
const PUBLIC = row(200, 200, 200, 200, 200, 200, 200, 200, 200);
const SIGNED_IN = row(401, 200, 200, 200, 200, 200, 200, 200, 200);
const MEMBER = row(401, 403, 403, 200, 200, 200, 200, 403, 403);
const ADMIN = row(401, 403, 403, 403, 403, 403, 403, 403, 200);
const ADMIN_404 = row(401, 403, 403, 403, 403, 403, 403, 403, 404);
const MEMBER_404 = row(401, 403, 403, 404, 404, 404, 404, 403, 403);
const MEMBER_400 = row(401, 403, 403, 400, 400, 400, 400, 403, 403);

type Ctx = { target: string; pendingTarget: string };

/** THE table: route, request, who gets what. */
const TABLE: { route: string; req: (c: Ctx) => InjectOptions; expect: Record<Kind, number> }[] = [
  { route: 'GET /api/health', req: () => ({ url: '/api/health' }), expect: PUBLIC },
  { route: 'GET /api/site', req: () => ({ url: '/api/site' }), expect: PUBLIC },
  { route: 'GET /api/plans', req: () => ({ url: '/api/plans' }), expect: PUBLIC },
  {
    route: 'POST /api/auth/signup (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/signup', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/auth/login (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/auth/reset-password (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  { route: 'GET /api/auth/me', req: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN },
  { route: 'GET /api/auth/dashboardstats', req: () => ({ url: '/api/auth/dashboardstats' }), expect: ADMIN },
  {
    route: 'GET /api/auth/recentregisters',
    req: () => ({ url: '/api/auth/recentregisters' }),
    expect: PUBLIC,
  },
  { route: 'GET /api/docs', req: () => ({ url: '/api/docs' }), expect: PUBLIC },
  { route: 'GET /api/admin/users', req: () => ({ url: '/api/admin/users' }), expect: ADMIN },
  {
    route: 'PATCH /api/admin/users/:registrationNo',
    req: (c) => ({
      method: 'PATCH',
      url: `/api/admin/users/${c.pendingTarget}`,
      payload: { status: 'active', reason: '' },
    }),
    expect: ADMIN,
  },
  { route: 'GET /api/admin/photos', req: () => ({ url: '/api/admin/photos' }), expect: ADMIN },
  {
    route: 'PATCH /api/admin/photos/:id',
    req: () => ({ method: 'PATCH', url: `/api/admin/photos/${NO_ID}`, payload: { status: 'approved' } }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/profile-changes',
    req: () => ({ url: '/api/admin/profile-changes' }),
    expect: ADMIN,
  },
  {
    route: 'PATCH /api/admin/profile-changes/:id',
    req: () => ({
      method: 'PATCH',
      url: `/api/admin/profile-changes/${NO_ID}`,
      payload: { status: 'approved' },
    }),
    expect: ADMIN_404,
  },
  { route: 'GET /api/user/dashboard', req: () => ({ url: '/api/user/dashboard' }), expect: MEMBER },
  { route: 'GET /api/user/plan', req: () => ({ url: '/api/user/plan' }), expect: MEMBER },
  { route: 'GET /api/user/me', req: () => ({ url: '/api/user/me' }), expect: MEMBER },
  {
    route: 'PUT /api/user/profile',
    req: () => ({ method: 'PUT', url: '/api/user/profile', payload: {} }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/preferences', req: () => ({ url: '/api/user/preferences' }), expect: MEMBER },
  {
    route: 'PUT /api/user/preferences',
    req: () => ({ method: 'PUT', url: '/api/user/preferences', payload: { age_min: 21, age_max: 35 } }),
    expect: MEMBER,
  },
  {
    route: 'PUT /api/user/privacy',
    req: () => ({
      method: 'PUT',
      url: '/api/user/privacy',
      payload: { photo_privacy: 'members', hidden: false },
    }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/photos (no file)',
    req: () => ({ method: 'POST', url: '/api/user/photos' }),
    expect: MEMBER_400,
  },
  { route: 'GET /api/user/photos', req: () => ({ url: '/api/user/photos' }), expect: MEMBER },
  {
    route: 'DELETE /api/user/photos/:id',
    req: () => ({ method: 'DELETE', url: `/api/user/photos/${NO_ID}` }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/photos/:id/primary',
    req: () => ({ method: 'POST', url: `/api/user/photos/${NO_ID}/primary` }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/media/:photoId/:variant (bad signature)',
    req: () => ({ url: `/api/media/${NO_ID}/thumb?u=${NO_ID}&e=1&s=x` }),
    expect: row(403, 403, 403, 403, 403, 403, 403, 403, 403),
  },
  { route: 'GET /api/user/notifications', req: () => ({ url: '/api/user/notifications' }), expect: MEMBER },
  {
    route: 'POST /api/user/notifications/read',
    req: () => ({ method: 'POST', url: '/api/user/notifications/read', payload: {} }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/matches', req: () => ({ url: '/api/user/matches' }), expect: MEMBER },
  { route: 'GET /api/user/members', req: () => ({ url: '/api/user/members' }), expect: MEMBER },
  {
    route: 'GET /api/user/search',
    req: (c) => ({ url: `/api/user/search?registration_no=${c.target}` }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/interests', req: () => ({ url: '/api/user/interests?tab=sent' }), expect: MEMBER },
  {
    route: 'POST /api/user/interests',
    req: (c) => ({ method: 'POST', url: '/api/user/interests', payload: { registration_no: c.target } }),
    expect: row(401, 403, 403, 402, 200, 200, 200, 403, 403),
  },
  ...(['accept', 'decline', 'withdraw'] as const).map((a) => ({
    route: `POST /api/user/interests/:id/${a}`,
    req: () => ({ method: 'POST', url: `/api/user/interests/${NO_ID}/${a}`, payload: {} }),
    expect: MEMBER_404,
  })),
  { route: 'GET /api/user/shortlist', req: () => ({ url: '/api/user/shortlist' }), expect: MEMBER },
  {
    route: 'POST /api/user/shortlist/:registrationNo',
    req: (c) => ({ method: 'POST', url: `/api/user/shortlist/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'DELETE /api/user/shortlist/:registrationNo',
    req: (c) => ({ method: 'DELETE', url: `/api/user/shortlist/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/reports',
    req: (c) => ({
      method: 'POST',
      url: '/api/user/reports',
      payload: { registration_no: c.target, reason: 'Other' },
    }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/visitors', req: () => ({ url: '/api/user/visitors' }), expect: MEMBER },
  {
    route: 'GET /api/user/profile/:registrationNo',
    req: (c) => ({ url: `/api/user/profile/${c.target}` }),
    // issue #6: pending/inactive see only their own (403); a promoter is outside every member's scope.
    expect: row(401, 403, 403, 200, 200, 200, 200, 404, 200),
  },
  { route: 'GET /api/user/blocks', req: () => ({ url: '/api/user/blocks' }), expect: MEMBER },
  {
    route: 'POST /api/user/blocks/:registrationNo',
    req: (c) => ({ method: 'POST', url: `/api/user/blocks/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'DELETE /api/user/blocks/:registrationNo',
    req: (c) => ({ method: 'DELETE', url: `/api/user/blocks/${c.target}` }),
    expect: MEMBER,
  },
];

describe(`policy matrix: every route × every actor kind (${TEST_DB})`, () => {
  let t: TestApp;
  const actors = new Map<Kind, Made | null>();
  beforeAll(async () => {
    t = await createTestApp();
    const member = (role: Role, status = 'active') => makeUser(t.ctx, { role, status, gender: 'BrideGroom' });
    actors.set('anon', null);
    actors.set('pending', await member('FreeUser', 'pending'));
    actors.set('inactive', await member('PremiumUser', 'inactive'));
    actors.set('Free', await member('FreeUser'));
    actors.set('Silver', await member('SilverUser'));
    actors.set('Premium', await member('PremiumUser'));
    actors.set('Assist', await member('Assistance'));
    actors.set('promoter', await makeUser(t.ctx, { role: 'promoter' }));
    actors.set('Admin', await makeUser(t.ctx, { role: 'Admin' }));
  });
  afterAll(() => t.close());

  it('every route of the app is in the table', () => {
    const registered = new Set<string>();
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = line.match(/(\/api\S*) \(([A-Z, ]+)\)/);
      if (!m) continue;
      for (const method of m[2].split(', ')) if (method !== 'HEAD') registered.add(`${method} ${m[1]}`);
    }
    const tabled = new Set(TABLE.map((r) => r.route.replace(/ \(.*\)$/, '')));
    const missing = [...registered].filter((r) => !tabled.has(r));
    expect(missing).toEqual([]);
  });

  for (const kind of KINDS) {
    it(`${kind}: each route answers as the table says`, async () => {
      const target = await makeUser(t.ctx, { gender: 'Bride' });
      const pendingTarget = await makeUser(t.ctx, { gender: 'Bride', status: 'pending' });
      const c = { target: target.registrationNo, pendingTarget: pendingTarget.registrationNo };
      const who = actors.get(kind);
      const wrong: string[] = [];
      for (const r of TABLE) {
        const req = r.req(c);
        const res = await t.app.inject({ ...req, headers: who ? bearer(who.token) : {} });
        if (res.statusCode !== r.expect[kind])
          wrong.push(`${r.route}: ${res.statusCode}, table says ${r.expect[kind]}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
