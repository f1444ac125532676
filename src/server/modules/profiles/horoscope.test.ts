import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOON_POSITIONS, moonOfMember } from '../../../shared/horoscope/guna-milan';
import { GUNA_TABLE, moonPositionIndex } from '../../../shared/horoscope/guna-table';
import { NAKSHATRAS, RASHIS } from '../../../shared/options/profile';
import { interests, partnerPreferences, profiles } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * Horoscope matching in the product (docs/horoscope.md): the guna_milan table equals the function
 * (decision 146), the horoscope privacy rule on a profile (score, nakshatra, manglik, birth details),
 * the profile fields and MyMatches' guna milan and manglik preferences.
 */
describe(`horoscope: table, privacy, preferences (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let groom: Made; // Ashwini, rashi not given (Mesha implied), manglik No
  let high: Made; // a bride of Bharani: 33 / 36 with the groom
  let low: Made; // a bride of Hasta: 10 / 36
  let unknown: Made; // a bride without a nakshatra
  let hidden: Made; // a bride of Hasta who hides her horoscope
  let accepted: Made; // a bride of Bharani who shows it after an accepted interest
  let manglik: Made; // a bride of Bharani who is manglik
  const view = (regNo: string, who: Made) =>
    api(who.token, 'GET', `/api/user/profile/${encodeURIComponent(regNo)}`);
  const matches = async (who: Made) => {
    const res = await api(who.token, 'GET', '/api/user/matches?tab=mutual');
    expect(res.statusCode).toBe(200);
    return res.json().members as { registration_no: string; guna?: number | null }[];
  };
  const wide = { ageMin: 18, ageMax: 70, castes: [] as string[], mustHaves: [] as string[] };
  const bride = async (name: string, profile: Partial<typeof profiles.$inferInsert>) => {
    const m = await makeUser(s.t.ctx, { gender: 'Bride', firstName: name, profile });
    await s.t.ctx.db.update(partnerPreferences).set(wide).where(eq(partnerPreferences.userId, m.id));
    return m;
  };

  beforeAll(async () => {
    groom = await makeUser(s.t.ctx, {
      gender: 'BrideGroom',
      profile: { nakshatra: 'Ashwini', manglik: 'No' },
    });
    high = await bride('High', { nakshatra: 'Bharani', rashi: 'Mesha', manglik: 'No' });
    low = await bride('Low', { nakshatra: 'Hasta' });
    unknown = await bride('Unknown', {});
    hidden = await bride('Hidden', { nakshatra: 'Hasta', horoscopePrivacy: 'hidden', birthPlace: 'Udupi' });
    accepted = await bride('Accepted', { nakshatra: 'Bharani', horoscopePrivacy: 'accepted' });
    manglik = await bride('Manglik', { nakshatra: 'Bharani', manglik: 'Yes' });
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ ...wide, gunaMin: 18, mustHaves: ['guna_milan'] })
      .where(eq(partnerPreferences.userId, groom.id));
  });

  it('the guna_milan table holds every pair of GUNA_TABLE, and guna_moon reads a profile as moonOfMember does', async () => {
    const rows = await queryRows<{ bride_moon: number; groom_moon: number; points: number }>(
      s.t.ctx.db,
      sql`select bride_moon, groom_moon, points, bride_nakshatra, bride_rashi, groom_nakshatra, groom_rashi
          from guna_milan order by bride_moon, groom_moon`,
    );
    expect(rows).toHaveLength(MOON_POSITIONS.length ** 2);
    for (const r of rows as unknown as Record<string, string | number>[]) {
      const b = Number(r.bride_moon);
      const g = Number(r.groom_moon);
      expect(Number(r.points) / 2, `${b} × ${g}`).toBe(GUNA_TABLE[b]?.[g]);
      expect([r.bride_nakshatra, r.bride_rashi]).toEqual([
        MOON_POSITIONS[b]?.nakshatra,
        MOON_POSITIONS[b]?.rashi,
      ]);
      expect([r.groom_nakshatra, r.groom_rashi]).toEqual([
        MOON_POSITIONS[g]?.nakshatra,
        MOON_POSITIONS[g]?.rashi,
      ]);
    }
    const pairs = NAKSHATRAS.flatMap((n) => ['', ...RASHIS].map((r) => [n, r] as const));
    const got = await queryRows<{ n: string; r: string; moon: number | null }>(
      s.t.ctx.db,
      sql`select x.n, x.r, guna_moon(x.n, x.r, 'members') as moon,
            guna_moon(x.n, x.r, 'accepted') as accepted_moon
          from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) as x(n, r)`,
    );
    for (const row of got as unknown as {
      n: string;
      r: string;
      moon: number | null;
      accepted_moon: null;
    }[]) {
      const m = moonOfMember(row.n, row.r);
      expect(row.moon === null ? null : Number(row.moon), `${row.n}/${row.r}`).toBe(
        m ? moonPositionIndex(m.nakshatra, m.rashi) : null,
      );
      expect(row.accepted_moon).toBeNull();
    }
  });

  it('shows a member the guna milan with its koota breakdown and the manglik compatibility', async () => {
    const res = await view(high.registrationNo, groom);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.nakshatra).toBe('Bharani');
    expect(profile.manglik).toBe('No');
    expect(profile.guna.total).toBe(33);
    expect(profile.guna.max).toBe(36);
    expect(profile.guna.kootas.map((k: { koota: string }) => k.koota)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'grahaMaitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    expect(profile.guna.kootas.reduce((s: number, k: { points: number }) => s + k.points, 0)).toBe(33);
    expect(profile.guna.manglik).toEqual({ verdict: 'match', statement: 'neitherManglik' });
    // The other way round: the bride sees the same score of the same pair.
    expect((await view(groom.registrationNo, high)).json().profile.guna.total).toBe(33);
  });

  it('a hidden horoscope: no score, no nakshatra, no manglik or birth details to another member; all to the owner', async () => {
    const other = (await view(hidden.registrationNo, groom)).json().profile;
    expect(other.guna ?? null).toBeNull();
    expect(other.nakshatra).toBe('');
    expect(other.rashi).toBe('');
    expect(other.horoscope_visible).toBe(false);
    expect('manglik' in other || 'birth_place' in other || 'horoscope_privacy' in other).toBe(false);
    expect(JSON.stringify(other)).not.toContain('Udupi');
    const own = (await view(hidden.registrationNo, hidden)).json().profile;
    expect(own).toMatchObject({ nakshatra: 'Hasta', birth_place: 'Udupi', horoscope_privacy: 'hidden' });
  });

  it("'after an accepted interest': nothing before, the score once an interest between the two is accepted", async () => {
    expect((await view(accepted.registrationNo, groom)).json().profile.guna ?? null).toBeNull();
    await s.t.ctx.db
      .insert(interests)
      .values({ senderId: groom.id, receiverId: accepted.id, status: 'accepted', respondedAt: new Date() });
    const after = (await view(accepted.registrationNo, groom)).json().profile;
    expect(after.nakshatra).toBe('Bharani');
    expect(after.guna.total).toBe(33);
  });

  it('MyMatches: a guna milan must-have keeps members at or above the minimum and unknowns, with the score on the card', async () => {
    const list = await matches(groom);
    const byNo = new Map(list.map((m) => [m.registration_no, m]));
    expect(byNo.get(high.registrationNo)?.guna).toBe(33);
    expect(byNo.has(low.registrationNo)).toBe(false);
    // Unknown passes (the default): no nakshatra, or not shown to all members (never filtered on).
    expect(byNo.has(unknown.registrationNo)).toBe(true);
    expect(byNo.get(unknown.registrationNo)?.guna ?? null).toBeNull();
    expect(byNo.has(hidden.registrationNo)).toBe(true);
    expect(byNo.get(hidden.registrationNo)?.guna ?? null).toBeNull();
    // Shown after the accepted interest, like the profile.
    expect(byNo.get(accepted.registrationNo)?.guna).toBe(33);
  });

  it('MyMatches: "unknown fails" when the member chose so; a nice-to-have ranks instead of filtering', async () => {
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ horoscopeUnknownPasses: false })
      .where(eq(partnerPreferences.userId, groom.id));
    const strict = (await matches(groom)).map((m) => m.registration_no);
    expect(strict).toContain(high.registrationNo);
    expect(strict).not.toContain(unknown.registrationNo);
    expect(strict).not.toContain(hidden.registrationNo);
    expect(strict).not.toContain(low.registrationNo);
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ mustHaves: [], horoscopeUnknownPasses: true })
      .where(eq(partnerPreferences.userId, groom.id));
    const nice = (await matches(groom)).map((m) => m.registration_no);
    expect(nice).toContain(low.registrationNo);
    expect(nice.indexOf(high.registrationNo)).toBeLessThan(nice.indexOf(low.registrationNo));
  });

  it('MyMatches: a manglik must-have keeps compatible statuses (and unknowns by default)', async () => {
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ gunaMin: 0, manglikMatch: true, mustHaves: ['manglik'] })
      .where(eq(partnerPreferences.userId, groom.id));
    const list = (await matches(groom)).map((m) => m.registration_no);
    expect(list).toContain(high.registrationNo); // No with No
    expect(list).not.toContain(manglik.registrationNo); // Yes with No
    expect(list).toContain(unknown.registrationNo);
  });

  it('PUT /api/user/profile saves the horoscope fields, checks them, and never takes the generated columns', async () => {
    const put = (payload: object) => api(low.token, 'PUT', '/api/user/profile', payload);
    const ok = await put({
      manglik: 'Partial',
      birth_time: '06:45',
      birth_place: 'Mysuru',
      horoscope_privacy: 'accepted',
      horoscope_moon: 3,
      horoscope_manglik: 'Yes',
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, low.id));
    expect(row).toMatchObject({
      manglik: 'Partial',
      birthTime: '06:45',
      birthPlace: 'Mysuru',
      horoscopePrivacy: 'accepted',
      horoscopeMoon: null,
      horoscopeManglik: '',
    });
    expect((await put({ birth_time: '25:10' })).statusCode).toBe(400);
    expect((await put({ manglik: 'Maybe' })).statusCode).toBe(400);
    expect((await put({ horoscope_privacy: '' })).statusCode).toBe(400);
  });

  it('PUT /api/user/preferences keeps the guna milan minimum within 0..36', async () => {
    const base = { age_min: 20, age_max: 40, height_min: null, height_max: null };
    const put = (payload: object) => api(low.token, 'PUT', '/api/user/preferences', payload);
    const ok = await put({ ...base, guna_min: 18, manglik_match: true, must_haves: ['guna_milan'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().preferences).toMatchObject({
      guna_min: 18,
      manglik_match: true,
      must_haves: ['guna_milan'],
    });
    expect((await put({ ...base, guna_min: 37 })).statusCode).toBe(400);
    expect((await put({ ...base, guna_min: 12.5 })).statusCode).toBe(400);
  });
});
