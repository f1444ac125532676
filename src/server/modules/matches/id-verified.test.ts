import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchTab } from '../../../shared/schemas/members';
import { partnerPreferences, profiles } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser, memberActor } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { listMatches } from './matches.service';

type Card = { registration_no: string; score: number; matched: string[]; missed: string[] };

/**
 * "ID verified" in MyMatches (decision 192, docs/verification.md#badges): a filter on both tabs for every
 * plan, and a partner preference that is a must-have (only verified members on the mutual tab) or a
 * nice-to-have (they rank first). The member's own badge never comes from what they send.
 */
describe(`MyMatches and "ID verified" (decision 192, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made; // a free groom of 30
  let veena: Made; // ID verified, last active long ago
  let prema: Made; // not verified, active today
  let actor: Actor;

  const matches = async (query: string) => {
    const res = await api(me.token, 'GET', `/api/user/matches?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { members: Card[]; total: number };
  };
  const regs = (b: { members: { registration_no: string }[] }) => b.members.map((c) => c.registration_no);
  const savePrefs = async (body: Record<string, unknown>) => {
    const res = await api(me.token, 'PUT', '/api/user/preferences', { age_min: 24, age_max: 32, ...body });
    expect(res.statusCode).toBe(200);
    return res.json().preferences as Record<string, unknown>;
  };

  beforeAll(async () => {
    me = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'BrideGroom', dob: dobForAge(30) });
    actor = memberActor(me, 'BrideGroom');
    const longAgo = new Date(Date.now() - 30 * 86400_000);
    veena = await makeUser(s.t.ctx, {
      gender: 'Bride',
      dob: dobForAge(27),
      firstName: 'Veena',
      profile: { lastActiveAt: longAgo, idVerifiedAt: new Date() },
    });
    prema = await makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27), firstName: 'Prema' });
  });

  it('without the preference both are matches, the recently active first', async () => {
    await savePrefs({ must_haves: [] });
    expect(regs(await matches('tab=mutual'))).toEqual([prema.registrationNo, veena.registrationNo]);
  });

  it('a free member filters MyMatches to ID-verified members, on both tabs', async () => {
    for (const tab of ['mutual', 'lookingForMe']) {
      const only = await matches(`tab=${tab}&id_verified=true`);
      expect(regs(only)).toEqual([veena.registrationNo]);
      expect(only.total).toBe(1);
      expect(regs(await matches(`tab=${tab}&id_verified=false`))).toHaveLength(2);
    }
  });

  it('as a must-have, the mutual tab shows only ID-verified members', async () => {
    const prefs = await savePrefs({ id_verified: true, must_haves: ['id_verified'] });
    expect(prefs).toMatchObject({ id_verified: true, must_haves: ['id_verified'] });
    expect(regs(await matches('tab=mutual'))).toEqual([veena.registrationNo]);
    // Like every must-have, it filters the member's own matches, not "looking for me".
    expect(regs(await matches('tab=lookingForMe'))).toHaveLength(2);
  });

  it('the bounded walk over the index gives the same answer as the unbounded one', async () => {
    const walk = (tab: MatchTab, id_verified: boolean, headLimit: number) =>
      listMatches(s.t.ctx, actor, { tab, page: 1, pageSize: 20, id_verified }, 1, 'en', headLimit);
    for (const [tab, filter] of [
      ['mutual', false],
      ['lookingForMe', true],
    ] as const) {
      const bounded = await walk(tab, filter, 100);
      const full = await walk(tab, filter, 0);
      expect(regs(bounded)).toEqual([veena.registrationNo]);
      expect(regs(full)).toEqual(regs(bounded));
    }
  });

  it('as a nice-to-have, an ID-verified member ranks first and the card says so', async () => {
    await savePrefs({ id_verified: true, must_haves: [] });
    const body = await matches('tab=mutual');
    expect(regs(body)).toEqual([veena.registrationNo, prema.registrationNo]);
    const [v, p] = body.members;
    expect(v.score).toBeGreaterThan(p.score);
    expect(v.matched).toContain('ID verified');
    expect(p.missed).toContain('ID not verified yet');
    const why = await api(me.token, 'GET', `/api/user/matches/${veena.registrationNo}/explanation`);
    expect(why.json().explanation.mine).toMatchObject({ met: 1, of: 1, matched: ['ID verified'] });
  });

  it("counts a member's own nice-to-have when the viewer is verified, never as a filter on who sees them", async () => {
    // Veena wants verified grooms as a must-have: Me (not verified) still sees her.
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ idVerified: true, mustHaves: ['id_verified'] })
      .where(eq(partnerPreferences.userId, veena.id));
    await savePrefs({ id_verified: false, must_haves: [] });
    expect(regs(await matches('tab=mutual'))).toContain(veena.registrationNo);
    // As her nice-to-have, it counts in the score once Me is verified.
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ idVerified: true, mustHaves: [] })
      .where(eq(partnerPreferences.userId, veena.id));
    const before = (await matches('tab=mutual')).members.find(
      (c) => c.registration_no === veena.registrationNo,
    );
    await s.t.ctx.db.update(profiles).set({ idVerifiedAt: new Date() }).where(eq(profiles.userId, me.id));
    const after = (await matches('tab=mutual')).members.find(
      (c) => c.registration_no === veena.registrationNo,
    );
    expect(before?.score).toBe(0);
    expect(after?.score).toBe(100);
    await s.t.ctx.db.update(profiles).set({ idVerifiedAt: null }).where(eq(profiles.userId, me.id));
  });

  it('mass assignment: sending a badge with the preferences does not verify the member', async () => {
    await savePrefs({
      id_verified: true,
      badges: { id_verified: true, mobile_verified: true, photo_verified: true },
      id_verified_at: new Date().toISOString(),
      idVerifiedAt: new Date().toISOString(),
    });
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(p).toMatchObject({ idVerifiedAt: null, photoVerifiedAt: null, mobileVerifiedNo: null });
    const res = await api(me.token, 'GET', '/api/user/verification');
    expect(res.json().badges).toEqual({ mobile_verified: false, id_verified: false, photo_verified: false });
  });

  it('a bad filter value is left out, like the search filter; anonymous callers get 401', async () => {
    expect(regs(await matches('tab=mutual&id_verified=maybe'))).toHaveLength(2);
    const anon = await api(null, 'GET', '/api/user/matches?id_verified=true');
    expect(anon.statusCode).toBe(401);
  });
});
