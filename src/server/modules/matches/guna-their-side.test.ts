import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUNA_TABLE, moonPositionIndex } from '../../../shared/horoscope/guna-table';
import { partnerPreferences, type profiles } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * The candidates' own guna milan must-have (decision 146, "their side") in MyMatches, and the search
 * filter "minimum guna milan" (docs/horoscope.md#search): what each viewer is shown.
 */
describe(`guna milan: their must-have and the search filter (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let groomHigh: Made; // Ashwini: 33 / 36 with a bride of Bharani (Mesha)
  let groomLow: Made; // Hasta: below 30 with a bride of Bharani
  let groomHidden: Made; // Ashwini, horoscope hidden: unknown to matching
  let groomNone: Made; // no nakshatra
  let picky: Made; // a bride of Bharani who requires at least 30
  let secret: Made; // a bride of Bharani who requires at least 30 but hides her horoscope
  let plain: Made; // a bride of Hasta without a guna milan preference
  const wide = { ageMin: 18, ageMax: 70, castes: [] as string[], mustHaves: [] as string[] };
  const lowScore = () =>
    GUNA_TABLE[moonPositionIndex('Bharani', 'Mesha')]?.[moonPositionIndex('Hasta', 'Kanya')] ?? 99;

  const make = async (
    gender: 'Bride' | 'BrideGroom',
    name: string,
    profile: Partial<typeof profiles.$inferInsert>,
  ) => {
    const m = await makeUser(s.t.ctx, { gender, firstName: name, profile });
    await s.t.ctx.db.update(partnerPreferences).set(wide).where(eq(partnerPreferences.userId, m.id));
    return m;
  };
  const matches = async (who: Made, tab = 'mutual') => {
    const res = await api(who.token, 'GET', `/api/user/matches?tab=${tab}`);
    expect(res.statusCode).toBe(200);
    return (res.json().members as { registration_no: string }[]).map((m) => m.registration_no);
  };
  const search = async (who: Made, qs: string) => {
    const res = await api(who.token, 'GET', `/api/user/search?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().members as { registration_no: string }[]).map((m) => m.registration_no);
  };
  const prefs = (who: Made, payload: object) =>
    api(who.token, 'PUT', '/api/user/preferences', {
      age_min: 18,
      age_max: 70,
      height_min: null,
      height_max: null,
      ...payload,
    });

  beforeAll(async () => {
    groomHigh = await make('BrideGroom', 'High', { nakshatra: 'Ashwini' });
    groomLow = await make('BrideGroom', 'Low', { nakshatra: 'Hasta' });
    groomHidden = await make('BrideGroom', 'Hidden', { nakshatra: 'Ashwini', horoscopePrivacy: 'hidden' });
    groomNone = await make('BrideGroom', 'None', {});
    picky = await make('Bride', 'Picky', { nakshatra: 'Bharani', rashi: 'Mesha' });
    secret = await make('Bride', 'Secret', { nakshatra: 'Bharani', horoscopePrivacy: 'accepted' });
    plain = await make('Bride', 'Plain', { nakshatra: 'Hasta' });
    for (const b of [picky, secret]) {
      const res = await prefs(b, { guna_min: 30, must_haves: ['guna_milan'] });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('copies the must-have onto the profile row (accept_guna_min), 0 once it is only a nice-to-have', async () => {
    const row = async () =>
      (
        await queryRows<{ m: number; u: boolean }>(
          s.t.ctx.db,
          sql`select accept_guna_min as m, accept_guna_unknown as u from profiles where user_id = ${plain.id}`,
        )
      )[0];
    expect(await row()).toMatchObject({ m: 0, u: true });
    expect(
      (await prefs(plain, { guna_min: 24, must_haves: ['guna_milan'], horoscope_unknown_passes: false }))
        .statusCode,
    ).toBe(200);
    expect(Number((await row())?.m)).toBe(24);
    expect((await row())?.u).toBe(false);
    expect((await prefs(plain, { guna_min: 24, must_haves: [] })).statusCode).toBe(200);
    expect(Number((await row())?.m)).toBe(0);
  });

  it('MyMatches: a bride who requires 30 is shown to a groom at 33, not to one below it, on both tabs', async () => {
    expect(lowScore()).toBeLessThan(30);
    expect(await matches(groomHigh)).toContain(picky.registrationNo);
    expect(await matches(groomHigh, 'lookingForMe')).toContain(picky.registrationNo);
    expect(await matches(groomLow)).not.toContain(picky.registrationNo);
    expect(await matches(groomLow, 'lookingForMe')).not.toContain(picky.registrationNo);
    // Her own MyMatches agrees: the low groom is not among hers either.
    const hers = await matches(picky);
    expect(hers).toContain(groomHigh.registrationNo);
    expect(hers).not.toContain(groomLow.registrationNo);
  });

  it('a viewer whose horoscope is unknown to matching passes her must-have until she chooses "unknown fails"', async () => {
    expect(await matches(groomHidden)).toContain(picky.registrationNo);
    expect(await matches(groomNone)).toContain(picky.registrationNo);
    const res = await prefs(picky, {
      guna_min: 30,
      must_haves: ['guna_milan'],
      horoscope_unknown_passes: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await matches(groomHidden)).not.toContain(picky.registrationNo);
    expect(await matches(groomNone)).not.toContain(picky.registrationNo);
    expect(await matches(groomHigh)).toContain(picky.registrationNo);
  });

  it('a must-have of a member who does not show her horoscope to all is not applied (it would reveal her nakshatra)', async () => {
    expect(await matches(groomLow)).toContain(secret.registrationNo);
    expect(await matches(groomHigh)).toContain(secret.registrationNo);
  });

  it('search: "minimum guna milan" keeps known scores at or above it and leaves unknowns out', async () => {
    const found = await search(groomHigh, 'guna_min=30');
    expect(found).toContain(picky.registrationNo);
    expect(found).not.toContain(plain.registrationNo); // Hasta: 10 / 36 with Ashwini
    expect(found).not.toContain(secret.registrationNo); // not shown to all members: unknown
    const all = await search(groomHigh, '');
    expect(all).toEqual(
      expect.arrayContaining([picky.registrationNo, plain.registrationNo, secret.registrationNo]),
    );
    // A viewer without a nakshatra has no score with anyone.
    expect(await search(groomNone, 'guna_min=18')).toEqual([]);
    const bad = await api(groomHigh.token, 'GET', '/api/user/search?guna_min=37');
    expect(bad.statusCode).toBe(400);
  });
});
