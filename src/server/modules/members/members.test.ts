import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interests, profileViews, reports, shortlists, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';

const DAY = 86_400_000;
const NO_ID = '00000000-0000-4000-8000-000000000000';

import type { InjectOptions } from 'fastify';
import { appPerFile } from '../../test/setup';

type Inject = InjectOptions;

/** Everything a member can do in the discovery part of the member area (docs/member-area.md), for a target registration number. */
function actions(target: string): { name: string; req: Inject; plan402?: boolean }[] {
  return [
    { name: 'matches', req: { url: '/api/user/matches' } },
    { name: 'matches lookingForMe', req: { url: '/api/user/matches?tab=lookingForMe' } },
    { name: 'viewAll', req: { url: '/api/user/members' } },
    { name: 'search', req: { url: `/api/user/search?registration_no=${target}` } },
    { name: 'interests list', req: { url: '/api/user/interests?tab=sent' } },
    {
      name: 'express interest',
      req: { method: 'POST', url: '/api/user/interests', payload: { registration_no: target } },
      plan402: true,
    },
    { name: 'accept', req: { method: 'POST', url: `/api/user/interests/${NO_ID}/accept`, payload: {} } },
    { name: 'decline', req: { method: 'POST', url: `/api/user/interests/${NO_ID}/decline`, payload: {} } },
    { name: 'withdraw', req: { method: 'POST', url: `/api/user/interests/${NO_ID}/withdraw`, payload: {} } },
    { name: 'shortlist list', req: { url: '/api/user/shortlist' } },
    { name: 'shortlist add', req: { method: 'POST', url: `/api/user/shortlist/${target}` } },
    { name: 'shortlist remove', req: { method: 'DELETE', url: `/api/user/shortlist/${target}` } },
    { name: 'blocks list', req: { url: '/api/user/blocks' } },
    {
      name: 'report',
      req: {
        method: 'POST',
        url: '/api/user/reports',
        payload: { registration_no: target, reason: 'Other' },
      },
    },
    { name: 'visitors', req: { url: '/api/user/visitors' } },
    { name: 'dashboard', req: { url: '/api/user/dashboard' } },
    { name: 'my plan', req: { url: '/api/user/plan' } },
    { name: 'member profile', req: { url: `/api/user/profile/${target}` } },
    { name: 'block', req: { method: 'POST', url: `/api/user/blocks/${target}` } },
    { name: 'unblock', req: { method: 'DELETE', url: `/api/user/blocks/${target}` } },
  ];
}

describe(`policy matrix: who may do what (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);

  it('anonymous → 401 on every action', async () => {
    const target = await makeUser(s.t.ctx, { gender: 'Bride' });
    for (const a of actions(target.registrationNo)) {
      expect((await s.t.app.inject(a.req)).statusCode, a.name).toBe(401);
    }
  });

  it('pending, deactivated, promoter and Admin → 403 (the member profile page: pending 403, Admin reads, promoter 404)', async () => {
    const target = await makeUser(s.t.ctx, { gender: 'Bride' });
    const callers = [
      await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending', gender: 'BrideGroom' }),
      await makeUser(s.t.ctx, { role: 'PremiumUser', status: 'inactive', gender: 'BrideGroom' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'Admin' }),
    ];
    for (const who of callers) {
      for (const a of actions(target.registrationNo)) {
        const res = await s.t.app.inject({ ...a.req, headers: bearer(who.token) });
        if (a.name === 'member profile' && who.role === 'Admin') {
          expect(res.statusCode, `${who.role} ${a.name}`).toBe(200); // SPEC §7 profile: Admin reads, never a relation
          expect(res.json().relation).toBeUndefined();
          continue;
        }
        if (a.name === 'member profile' && who.role === 'promoter') {
          // The visibility scope (decision 007): a promoter is outside every member's visibility scope (no profile): as if unknown.
          expect(res.statusCode, `${who.role} ${a.name}`).toBe(404);
          continue;
        }
        expect(res.statusCode, `${who.role}/${who.registrationNo} ${a.name}`).toBe(403);
      }
    }
  });

  it('FreeUser, SilverUser, PremiumUser, Assistance pass (FreeUser: 402 to express interest)', async () => {
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'] as const) {
      const who = await makeUser(s.t.ctx, { role, gender: 'BrideGroom' });
      const target = await makeUser(s.t.ctx, { gender: 'Bride' });
      for (const a of actions(target.registrationNo)) {
        const res = await s.t.app.inject({ ...a.req, headers: bearer(who.token) });
        const expected = ['accept', 'decline', 'withdraw'].includes(a.name)
          ? 404 // the unknown interest id: authorised, then not found
          : a.plan402 && role === 'FreeUser'
            ? 402
            : 200;
        expect(res.statusCode, `${role} ${a.name}: ${res.body}`).toBe(expected);
      }
    }
  });
});

describe(`member profile: contact details, relation and visits (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let bride: Made;
  beforeAll(async () => {
    bride = await makeUser(s.t.ctx, { gender: 'Bride', firstName: 'Meera' });
  });

  /** A groom of `role` with an interest in `status` with the bride (none when null). */
  async function viewer(
    role: 'FreeUser' | 'SilverUser' | 'PremiumUser' | 'Assistance',
    status: string | null,
    expired = false,
  ) {
    const v = await makeUser(s.t.ctx, { role, gender: 'BrideGroom' });
    if (status) {
      await s.t.ctx.db.insert(interests).values({
        senderId: v.id,
        receiverId: bride.id,
        status,
        respondedAt: status === 'pending' ? null : new Date(),
      });
    }
    if (expired)
      await s.t.ctx.db
        .update(users)
        .set({ planExpiresAt: new Date(Date.now() - DAY) })
        .where(eq(users.id, v.id));
    return v;
  }

  async function profileFor(v: Made) {
    const res = await api(v.token, 'GET', `/api/user/profile/${bride.registrationNo}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('shows contact details only to a paid member after an accepted interest', async () => {
    const cases: [Parameters<typeof viewer>, boolean][] = [
      [['FreeUser', null], false],
      [['FreeUser', 'accepted'], false],
      [['SilverUser', null], false],
      [['SilverUser', 'pending'], false],
      [['SilverUser', 'declined'], false],
      [['SilverUser', 'withdrawn'], false],
      [['SilverUser', 'accepted'], true],
      [['PremiumUser', 'accepted'], true],
      [['Assistance', 'accepted'], true],
      [['PremiumUser', 'accepted', true], false], // expired plan
    ];
    for (const [args, visible] of cases) {
      const v = await viewer(...args);
      const { profile, relation } = await profileFor(v);
      const label = JSON.stringify(args);
      expect(profile.registration_no, label).toBe(bride.registrationNo);
      expect(profile.contact_visible, label).toBe(visible);
      if (visible) {
        expect(profile, label).toMatchObject({
          mobile_no: '+919876543210',
          address: '12, 4th Cross, Jayanagar',
        });
        expect(profile.email, label).toBe(bride.email);
      } else {
        for (const k of ['mobile_no', 'email', 'address'])
          expect(profile[k], `${label} ${k}`).toBeUndefined();
        expect(JSON.stringify(profile)).not.toContain('9876543210');
      }
      const paid = args[0] !== 'FreeUser' && !args[2];
      expect(relation.abilities.view_contact, label).toEqual(
        visible
          ? { allowed: true, reason: null }
          : { allowed: false, reason: paid ? 'interest_not_accepted' : 'upgrade_required' },
      );
      const open = args[1] === 'pending' || args[1] === 'accepted';
      expect(relation.abilities.express_interest.allowed, label).toBe(
        paid && !open && args[1] !== 'declined',
      );
      expect(relation.interest?.status ?? null, label).toBe(args[1]);
    }
  });

  it('the accepted pair never sees contact details in lists, search, matches, interests or the dashboard', async () => {
    const v = await viewer('PremiumUser', 'accepted');
    const urls = [
      '/api/user/matches',
      '/api/user/matches?tab=lookingForMe',
      '/api/user/members',
      `/api/user/search?registration_no=${bride.registrationNo}`,
      '/api/user/interests?tab=accepted',
      '/api/user/shortlist',
      '/api/user/visitors',
      '/api/user/dashboard',
    ];
    await api(v.token, 'POST', `/api/user/shortlist/${bride.registrationNo}`);
    await api(bride.token, 'GET', `/api/user/profile/${v.registrationNo}`);
    for (const who of [v, bride]) {
      for (const url of urls) {
        const res = await api(who.token, 'GET', url);
        expect(res.statusCode, url).toBe(200);
        const text = res.body;
        for (const k of ['"mobile_no"', '"email"', '"address"', '9876543210', 'Jayanagar', '@example.com']) {
          expect(text, `${url} has ${k}`).not.toContain(k);
        }
      }
    }
    const accepted = (await api(v.token, 'GET', '/api/user/interests?tab=accepted')).json();
    expect(accepted.interests[0].member.registration_no).toBe(bride.registrationNo);
  });

  it('the relation carries the interest, shortlist flag and photos; the owner and Admin get none', async () => {
    const v = await viewer('PremiumUser', 'pending');
    await api(v.token, 'POST', `/api/user/shortlist/${bride.registrationNo}`);
    const { relation } = await profileFor(v);
    expect(relation).toMatchObject({
      shortlisted: true,
      interest: { status: 'pending', direction: 'sent' },
      photos: [],
    });
    const own = (await api(bride.token, 'GET', `/api/user/profile/${bride.registrationNo}`)).json();
    expect(own.relation).toBeUndefined();
    expect(own.profile.mobile_no).toBe('+919876543210');
  });

  it('records visits (visits + 1, last time) and lists who viewed my profile', async () => {
    const v = await viewer('FreeUser', null);
    await profileFor(v);
    await profileFor(v);
    await api(bride.token, 'GET', `/api/user/profile/${bride.registrationNo}`); // own: not a visit
    const [row] = await s.t.ctx.db
      .select()
      .from(profileViews)
      .where(and(eq(profileViews.viewerId, v.id), eq(profileViews.viewedId, bride.id)));
    expect(row.visits).toBe(2);
    const own = await s.t.ctx.db
      .select()
      .from(profileViews)
      .where(and(eq(profileViews.viewerId, bride.id), eq(profileViews.viewedId, bride.id)));
    expect(own).toHaveLength(0);
    const list = (await api(bride.token, 'GET', '/api/user/visitors?pageSize=50')).json();
    const mine = list.members.find(
      (m: { registration_no: string }) => m.registration_no === v.registrationNo,
    );
    expect(mine).toMatchObject({ visits: 2 });
    expect(Date.parse(mine.last_visit_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.total).toBe(list.members.length);
    const dash = (await api(bride.token, 'GET', '/api/user/dashboard')).json();
    expect(dash.dashboard.counts.views).toBe(list.total);
  });

  it('hides unlisted members (404) and unknown numbers', async () => {
    const v = await viewer('PremiumUser', null);
    const hidden = await makeUser(s.t.ctx, { gender: 'Bride', profile: { hidden: true, listed: false } });
    for (const r of [hidden.registrationNo, 'NOPE1']) {
      expect((await api(v.token, 'GET', `/api/user/profile/${r}`)).statusCode).toBe(404);
    }
  });
});

describe(`shortlist, blocks and reports (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let groom: Made;
  let bride: Made;
  beforeAll(async () => {
    groom = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    bride = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride' });
  });

  it('shortlists (idempotent), lists and removes; flags the cards', async () => {
    const url = `/api/user/shortlist/${bride.registrationNo}`;
    expect((await api(groom.token, 'POST', url)).json()).toMatchObject({
      shortlisted: true,
    });
    expect((await api(groom.token, 'POST', url)).statusCode).toBe(200);
    const list = (await api(groom.token, 'GET', '/api/user/shortlist')).json();
    expect(list).toMatchObject({
      total: 1,
      members: [{ registration_no: bride.registrationNo, shortlisted: true }],
    });
    const all = (await api(groom.token, 'GET', '/api/user/members')).json();
    expect(
      all.members.find((m: { registration_no: string }) => m.registration_no === bride.registrationNo)
        .shortlisted,
    ).toBe(true);
    expect((await api(groom.token, 'DELETE', url)).json()).toMatchObject({ shortlisted: false });
    expect((await api(groom.token, 'GET', '/api/user/shortlist')).json().total).toBe(0);
    // same gender, self and unlisted members cannot be shortlisted
    const other = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    for (const r of [other.registrationNo, groom.registrationNo, 'NOPE2']) {
      expect((await api(groom.token, 'POST', `/api/user/shortlist/${r}`)).statusCode).toBe(404);
    }
  });

  it('block: closes open interests, removes shortlists both ways, and the two no longer see each other', async () => {
    await api(groom.token, 'POST', `/api/user/shortlist/${bride.registrationNo}`);
    await api(bride.token, 'POST', `/api/user/shortlist/${groom.registrationNo}`);
    const sent = await api(groom.token, 'POST', '/api/user/interests', {
      registration_no: bride.registrationNo,
    });
    const id = sent.json().interest.id;
    const res = await api(bride.token, 'POST', `/api/user/blocks/${groom.registrationNo}`);
    expect(res.json()).toMatchObject({ success: true, blocked: true });
    const [i] = await s.t.ctx.db.select().from(interests).where(eq(interests.id, id));
    expect(i.status).toBe('declined'); // it was waiting for her answer
    expect(await s.t.ctx.db.select().from(shortlists)).toHaveLength(0);
    for (const [a, b] of [
      [groom, bride],
      [bride, groom],
    ]) {
      expect((await api(a.token, 'GET', `/api/user/profile/${b.registrationNo}`)).statusCode).toBe(404);
      const s = (await api(a.token, 'GET', `/api/user/search?registration_no=${b.registrationNo}`)).json();
      expect(s.members).toHaveLength(0);
      const all = (await api(a.token, 'GET', '/api/user/members')).json();
      expect(all.members.map((m: { registration_no: string }) => m.registration_no)).not.toContain(
        b.registrationNo,
      );
    }
    const blocks = (await api(bride.token, 'GET', '/api/user/blocks')).json();
    expect(blocks).toMatchObject({ total: 1, blocks: [{ registration_no: groom.registrationNo }] });
    expect(JSON.stringify(blocks)).not.toContain('mobile');
    // unblock: visible again
    await api(bride.token, 'DELETE', `/api/user/blocks/${groom.registrationNo}`);
    expect((await api(groom.token, 'GET', `/api/user/profile/${bride.registrationNo}`)).statusCode).toBe(200);
    expect((await api(bride.token, 'POST', `/api/user/blocks/${bride.registrationNo}`)).statusCode).toBe(409);
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    expect((await api(bride.token, 'POST', `/api/user/blocks/${admin.registrationNo}`)).statusCode).toBe(404);
  });

  it('block withdraws an accepted interest too (contact details end)', async () => {
    const g = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    const [i] = await s.t.ctx.db
      .insert(interests)
      .values({ senderId: g.id, receiverId: bride.id, status: 'accepted' })
      .returning();
    expect(
      (await api(g.token, 'GET', `/api/user/profile/${bride.registrationNo}`)).json().profile.contact_visible,
    ).toBe(true);
    await api(g.token, 'POST', `/api/user/blocks/${bride.registrationNo}`);
    const [after] = await s.t.ctx.db.select().from(interests).where(eq(interests.id, i.id));
    expect(after.status).toBe('withdrawn');
    await api(g.token, 'DELETE', `/api/user/blocks/${bride.registrationNo}`);
    expect(
      (await api(g.token, 'GET', `/api/user/profile/${bride.registrationNo}`)).json().profile.contact_visible,
    ).toBe(false);
  });

  it('reports a profile with a reason; one open report per member; not oneself', async () => {
    const post = (payload: object) => api(groom.token, 'POST', '/api/user/reports', payload);
    const ok = await post({
      registration_no: bride.registrationNo,
      reason: 'Fake profile',
      details: 'Photos from the internet',
    });
    expect(ok.statusCode).toBe(200);
    const [r] = await s.t.ctx.db.select().from(reports);
    expect(r).toMatchObject({
      reporterId: groom.id,
      targetId: bride.id,
      reason: 'Fake profile',
      status: 'open',
    });
    expect((await post({ registration_no: bride.registrationNo, reason: 'Other' })).statusCode).toBe(409);
    expect((await post({ registration_no: groom.registrationNo, reason: 'Other' })).statusCode).toBe(409);
    expect((await post({ registration_no: bride.registrationNo, reason: 'Because' })).statusCode).toBe(400);
    expect((await post({ registration_no: 'NOPE3', reason: 'Other' })).statusCode).toBe(404);
  });
});

describe(`dashboard (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  it('welcomes with name, number, plan, completeness, counts, top matches, notifications; upgrade for Free', async () => {
    const free = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'Bride', firstName: 'Kavya' });
    const grooms: Made[] = [];
    for (let i = 0; i < 6; i++)
      grooms.push(await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' }));
    for (const g of grooms) {
      await api(g.token, 'POST', '/api/user/interests', { registration_no: free.registrationNo });
    }
    const res = await api(free.token, 'GET', '/api/user/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard;
    expect(d).toMatchObject({
      name: 'Kavya Rao',
      registration_no: free.registrationNo,
      plan: { code: 'FreeUser', name: 'Free', expires_at: null, expired: false },
      counts: { received: 6, sent: 0, accepted: 0, views: 0, shortlisted: 0 },
      upgrade_offered: true,
    });
    expect(d.completeness).toBeGreaterThan(0);
    expect(d.completeness).toBeLessThanOrEqual(100);
    expect(d.top_matches.length).toBeGreaterThan(0);
    expect(d.top_matches.length).toBeLessThanOrEqual(4);
    expect(d.notifications).toHaveLength(5);
    expect(d.notifications[0].kind).toBe('interest_received');

    const premium = grooms[0];
    const pd = (await api(premium.token, 'GET', '/api/user/dashboard')).json().dashboard;
    expect(pd).toMatchObject({
      plan: { code: 'PremiumUser', name: 'Premium', expired: false },
      upgrade_offered: false,
    });
    expect(Date.parse(pd.plan.expires_at)).toBeGreaterThan(Date.now());
    expect(pd.counts.sent).toBe(1);
    // a lapsed paid plan is shown as Free with the upgrade offered
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, premium.id));
    const lapsed = (await api(premium.token, 'GET', '/api/user/dashboard')).json().dashboard;
    expect(lapsed).toMatchObject({ plan: { code: 'FreeUser', expired: true }, upgrade_offered: true });
    const plan = (await api(premium.token, 'GET', '/api/user/plan')).json().plan;
    expect(plan).toMatchObject({
      code: 'FreeUser',
      expired: true,
      entitlements: { canExpressInterest: false },
    });
    const fresh = (await api(grooms[1].token, 'GET', '/api/user/plan')).json().plan;
    expect(fresh).toMatchObject({
      code: 'PremiumUser',
      expired: false,
      entitlements: { advancedFilters: true },
    });
  });
});
