import { beforeAll, describe, expect, it } from 'vitest';
import { GUNA_TABLE, moonPositionIndex } from '../../../shared/horoscope/guna-table';
import type { MatchCard, MatchExplanation } from '../../../shared/schemas/members';
import type { profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * A minimum guna milan as a nice-to-have (decision 020, docs/horoscope.md#matching): a candidate who
 * meets it scores higher in MyMatches, on the viewer's side and on the candidate's ("their" share), and
 * the score's explanation (decision 126) says so. A horoscope not shown to all members is unknown to the
 * score (decision 148).
 */
describe(`guna milan as a nice-to-have in the match score (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let groom: Made; // Ashwini; wishes for a guna milan of at least 30 (a nice-to-have)
  let high: Made; // a bride of Bharani (Mesha): 33 / 36 with an Ashwini groom
  let low: Made; // a bride of Hasta: below 30 with an Ashwini groom
  let secret: Made; // a bride of Bharani who shows her horoscope only after an accepted interest
  let wisher: Made; // a bride of Bharani who wishes for at least 30 (a nice-to-have)
  let lowGroom: Made; // a groom of Hasta
  const score = (bride: string, groomAt: string) =>
    GUNA_TABLE[moonPositionIndex(bride as never, 'Mesha')]?.[moonPositionIndex(groomAt as never, 'Mesha')];

  const make = (
    gender: 'Bride' | 'BrideGroom',
    name: string,
    profile: Partial<typeof profiles.$inferInsert>,
  ) => makeUser(s.t.ctx, { gender, firstName: name, profile });
  /** Partner preferences with only a must-have on marital status (so they count as chosen) and `extra`. */
  const prefs = async (who: Made, extra: object = {}) => {
    const res = await api(who.token, 'PUT', '/api/user/preferences', {
      age_min: 18,
      age_max: 70,
      height_min: null,
      height_max: null,
      marital_statuses: ['Unmarried'],
      must_haves: ['marital_status'],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const cards = async (who: Made, lang = 'en') => {
    const res = await api(who.token, 'GET', '/api/user/matches?tab=mutual', undefined, {
      'accept-language': lang,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().members as MatchCard[];
  };
  const card = (list: MatchCard[], m: Made) => {
    const c = list.find((x) => x.registration_no === m.registrationNo);
    expect(c, m.registrationNo).toBeDefined();
    return c as MatchCard;
  };
  const explain = async (who: Made, m: Made) => {
    const res = await api(who.token, 'GET', `/api/user/matches/${m.registrationNo}/explanation`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().explanation as MatchExplanation;
  };

  beforeAll(async () => {
    groom = await make('BrideGroom', 'Groom', { nakshatra: 'Ashwini' });
    lowGroom = await make('BrideGroom', 'LowGroom', { nakshatra: 'Hasta' });
    high = await make('Bride', 'High', { nakshatra: 'Bharani', rashi: 'Mesha' });
    low = await make('Bride', 'Low', { nakshatra: 'Hasta' });
    secret = await make('Bride', 'Secret', { nakshatra: 'Bharani', horoscopePrivacy: 'accepted' });
    wisher = await make('Bride', 'Wisher', { nakshatra: 'Bharani' });
    await prefs(groom, { guna_min: 30 });
    for (const m of [lowGroom, high, low, secret]) await prefs(m);
    await prefs(wisher, { guna_min: 30 });
  });

  it('my nice-to-have: the bride who reaches it scores higher and is listed first; the card and the explanation say why', async () => {
    expect(score('Bharani', 'Ashwini')).toBeGreaterThanOrEqual(30);
    expect(
      GUNA_TABLE[moonPositionIndex('Hasta', 'Kanya')]?.[moonPositionIndex('Ashwini', 'Mesha')],
    ).toBeLessThan(30);
    const list = await cards(groom);
    const h = card(list, high);
    const l = card(list, low);
    expect(h).toMatchObject({ met: 1, of: 1, score: 100 });
    expect(h.matched).toContain('Guna milan at least 30');
    expect(l).toMatchObject({ met: 0, of: 1, score: 0 });
    expect(l.missed).toContain('Guna milan below 30');
    const order = list.map((c) => c.registration_no);
    expect(order.indexOf(high.registrationNo)).toBeLessThan(order.indexOf(low.registrationNo));

    const why = await explain(groom, high);
    expect(why.score).toBe(100);
    expect(why.mine).toMatchObject({ met: 1, of: 1, matched: ['Guna milan at least 30'] });
    const whyLow = await explain(groom, low);
    expect(whyLow.score).toBe(0);
    expect(whyLow.mine.missed).toEqual(['Guna milan below 30']);
  });

  it('a horoscope not shown to all members never counts as met: "not known" (decision 148)', async () => {
    const s = card(await cards(groom), secret);
    expect(s).toMatchObject({ met: 0, of: 1, score: 0 });
    expect(s.unknown).toContain('Guna milan not known');
    expect(s.guna ?? null).toBeNull(); // no accepted interest: the card shows no score either
    expect((await explain(groom, secret)).mine.unknown).toEqual(['Guna milan not known']);
  });

  it('their nice-to-have: a groom who reaches the bride\'s wish has it in "their" share of his score', async () => {
    const mine = card(await cards(groom), wisher);
    expect(mine).toMatchObject({ their_met: 1, their_of: 1 });
    const theirs = card(await cards(lowGroom), wisher);
    expect(theirs).toMatchObject({ their_met: 0, their_of: 1, score: 0 });
    const why = await explain(groom, wisher);
    expect(why.theirs).toMatchObject({ met: 1, of: 1, matched: ['Guna milan at least 30'] });
    expect(why.score).toBe(mine.score);
    const whyLow = await explain(lowGroom, wisher);
    expect(whyLow.theirs).toMatchObject({ met: 0, of: 1, missed: ['Guna milan below 30'] });
    expect(whyLow.score).toBe(theirs.score);
  });

  it('their nice-to-have does not apply while her horoscope is not shown to all members (it would reveal it)', async () => {
    await prefs(secret, { guna_min: 30 });
    expect(card(await cards(groom), secret)).toMatchObject({ their_met: 0, their_of: 0 });
    expect((await explain(groom, secret)).theirs).toMatchObject({ met: 0, of: 0, matched: [], missed: [] });
  });

  it("browse and search cards carry the guna milan where the horoscope is visible (the profile's rule)", async () => {
    const gunaOf = async (url: string, who: Made) => {
      const res = await api(who.token, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().members as { registration_no: string; guna?: number | null }[];
      return (m: Made) => list.find((c) => c.registration_no === m.registrationNo)?.guna;
    };
    for (const url of ['/api/user/members?pageSize=50', '/api/user/search?pageSize=50']) {
      const guna = await gunaOf(url, groom);
      expect(guna(high)).toBe(score('Bharani', 'Ashwini'));
      expect(guna(low)).toBe(
        GUNA_TABLE[moonPositionIndex('Hasta', 'Kanya')]?.[moonPositionIndex('Ashwini', 'Mesha')],
      );
      expect(guna(secret)).toBeNull(); // shown only after an accepted interest
    }
    const one = await gunaOf(`/api/user/search?registration_no=${high.registrationNo}`, groom);
    expect(one(high)).toBe(score('Bharani', 'Ashwini'));
    // A bride sees it the other way round (she is the bride of the pair).
    const hers = await gunaOf('/api/user/members?pageSize=50', high);
    expect(hers(groom)).toBe(score('Bharani', 'Ashwini'));
  });

  it('the words are in Kannada for a Kannada reader', async () => {
    const h = card(await cards(groom, 'kn'), high);
    expect(h.matched).toContain('ಗುಣ ಮಿಲನ ಕನಿಷ್ಠ 30');
  });
});
