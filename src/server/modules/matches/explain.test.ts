import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchCard, MatchExplanation } from '../../../shared/schemas/members';
import { partnerPreferences } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * Decision 126: a MyMatches score explained, both sides. Two brides who meet the same wishes of mine (the
 * same tags on their cards) score differently because one of them wants something I am not; the
 * explanation says so. Without chosen preferences there is no score.
 */
describe(`GET /api/user/matches/{registrationNo}/explanation (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made;
  let asha: Made; // wants a doctor: I am not one
  let bhavya: Made; // wants someone from Karnataka: I am
  let fresh: Made; // a groom who has not chosen preferences
  const prefs = (id: string, p: Partial<typeof partnerPreferences.$inferInsert>) =>
    s.t.ctx.db.update(partnerPreferences).set(p).where(eq(partnerPreferences.userId, id));
  const explain = async (who: Made, regNo: string) => {
    const res = await api(who.token, 'GET', `/api/user/matches/${regNo}/explanation`);
    return res;
  };

  beforeAll(async () => {
    me = await makeUser(s.t.ctx, {
      gender: 'BrideGroom',
      dob: dobForAge(30),
      profile: { motherTongue: 'Kannada', diet: 'Vegetarian', occupation: 'Engineer' },
    });
    await prefs(me.id, { ageMin: 22, ageMax: 32, motherTongues: ['Kannada'], diets: ['Vegetarian'] });
    const bride = { dob: dobForAge(27), profile: { motherTongue: 'Kannada', diet: 'Vegetarian' } };
    asha = await makeUser(s.t.ctx, { ...bride, firstName: 'Asha' });
    await prefs(asha.id, { ageMin: 25, ageMax: 35, states: ['Karnataka'], occupations: ['Doctor'] });
    bhavya = await makeUser(s.t.ctx, { ...bride, firstName: 'Bhavya' });
    await prefs(bhavya.id, { ageMin: 25, ageMax: 35, states: ['Karnataka'] });
    fresh = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(29) });
  });

  it('tells apart two cards with the same tags and different scores: what matched and what did not, both sides', async () => {
    const list = await api(me.token, 'GET', '/api/user/matches');
    const cards = list.json().members as MatchCard[];
    const card = (m: Made) => cards.find((c) => c.registration_no === m.registrationNo) as MatchCard;
    expect(card(asha).matched).toEqual(card(bhavya).matched);
    expect(card(asha).score).toBe(75);
    expect(card(bhavya).score).toBe(100);

    const a = (await explain(me, asha.registrationNo)).json().explanation as MatchExplanation;
    expect(a).toMatchObject({ first_name: 'Asha', preferences_set: true, score: 75 });
    expect(a.mine).toMatchObject({ met: 2, of: 2, missed: [], unknown: [] });
    expect(a.mine.matched).toEqual(card(asha).matched);
    expect(a.theirs).toMatchObject({ met: 1, of: 2, matched: ['Same state'] });
    expect(a.theirs.missed).toEqual(['Occupation: Engineer']);

    const b = (await explain(me, bhavya.registrationNo)).json().explanation as MatchExplanation;
    expect(b).toMatchObject({ score: 100, theirs: { met: 1, of: 1, missed: [] } });
  });

  it('gives no score to a member who has not chosen partner preferences', async () => {
    const res = await explain(fresh, asha.registrationNo);
    expect(res.statusCode).toBe(200);
    expect(res.json().explanation).toMatchObject({ preferences_set: false, score: null });
    const list = await api(fresh.token, 'GET', '/api/user/matches?tab=lookingForMe');
    expect(list.json().preferences_set).toBe(false);
  });

  it("answers a member outside the viewer's sight exactly like an unknown number", async () => {
    const other = await explain(me, fresh.registrationNo); // same gender
    const unknown = await explain(me, 'CM999999');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
  });
});
