import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interests, partnerPreferences, profiles, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser, registrationPayload, setStatus } from '../../test/factories';
import { appPerFile } from '../../test/setup';

type Card = {
  registration_no: string;
  score: number;
  matched: string[];
  missed: string[];
  unknown: string[];
  signals: string[];
  why: string;
};

describe(`matches ranked by nice-to-haves, must-haves chosen by the member (decision 020, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made; // a groom of 30 in Bengaluru Urban, Brahmin
  let best: Made; // same city, B.E., Software Professional
  let middle: Made; // same city, B.Com, Teacher
  let least: Made; // another city, B.Com, Teacher, Vokkaliga
  let fresh: Made; // a groom who never chose preferences

  const matches = async (who: Made, tab = 'mutual') => {
    const res = await api(who.token, 'GET', `/api/user/matches?tab=${tab}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { members: Card[]; preferences_set: boolean; total: number };
  };
  const byReg = (cards: Card[], m: Made) => cards.find((c) => c.registration_no === m.registrationNo);
  const savePrefs = (who: Made, body: Record<string, unknown>) =>
    api(who.token, 'PUT', '/api/user/preferences', body);

  beforeAll(async () => {
    me = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(30), profile: { heightCm: 175 } });
    const bride = (name: string, profile: Partial<typeof profiles.$inferInsert>) =>
      makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27), firstName: name, profile });
    best = await bride('Best', { qualification: 'B.E.', occupation: 'Software Professional' });
    middle = await bride('Middle', { qualification: 'B.Com', occupation: 'Teacher' });
    least = await bride('Least', {
      qualification: 'B.Com',
      occupation: 'Teacher',
      city: 'Mysuru',
      caste: 'Vokkaliga',
    });
    fresh = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(29), firstName: 'Fresh' });
    const res = await savePrefs(me, {
      age_min: 24,
      age_max: 30,
      castes: ['Brahmin', 'Vokkaliga'],
      qualifications: ['B.E.'],
      occupations: ['Software Professional', 'Doctor'],
      cities: ['Bengaluru Urban'],
      must_haves: ['caste'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences.must_haves).toEqual(['caste']);
  });

  it('gives scores that differ from card to card, best first, and says in words what matched and not', async () => {
    const body = await matches(me);
    expect(body.members.map((c) => c.registration_no)).toEqual(
      [best, middle, least].map((m) => m.registrationNo),
    );
    const [b, m, l] = body.members;
    expect(b.score).toBeGreaterThan(m.score);
    expect(m.score).toBeGreaterThan(l.score);
    expect(b).toMatchObject({
      matched: ['Same city', 'Brahmin', 'B.E.', 'Software Professional'],
      missed: [],
      why: 'Same city · Brahmin · B.E. · Software Professional',
    });
    expect(m).toMatchObject({
      matched: ['Same city', 'Brahmin'],
      missed: ['Education: B.Com', 'Occupation: Teacher'],
    });
    expect(l.matched).toEqual(['Vokkaliga']);
    expect(l.missed).toEqual(['City: Mysuru', 'Education: B.Com', 'Occupation: Teacher']);
    expect(body.preferences_set).toBe(true);
  });

  it('filters by the must-haves the member chooses, and ranks by the others', async () => {
    // Education becomes a must-have: only the B.E. is left.
    await savePrefs(me, {
      age_min: 24,
      age_max: 30,
      castes: ['Brahmin', 'Vokkaliga'],
      qualifications: ['B.E.'],
      cities: ['Bengaluru Urban'],
      must_haves: ['caste', 'qualification'],
    });
    expect((await matches(me)).members.map((c) => c.registration_no)).toEqual([best.registrationNo]);
    // Caste only a nice-to-have and only Brahmin wanted: the Vokkaliga bride is listed, and it says so.
    await savePrefs(me, { age_min: 24, age_max: 30, castes: ['Brahmin'], must_haves: [] });
    const cards = (await matches(me)).members;
    expect(byReg(cards, least)?.missed).toEqual(['Caste: Vokkaliga']);
    expect(byReg(cards, best)?.matched).toEqual(['Brahmin']);
    // Caste a must-have again: she is gone.
    await savePrefs(me, { age_min: 24, age_max: 30, castes: ['Brahmin'], must_haves: ['caste'] });
    expect(byReg((await matches(me)).members, least)).toBeUndefined();
  });

  it("applies the other side's must-haves as filters and their nice-to-haves as score", async () => {
    await savePrefs(me, { age_min: 24, age_max: 30, must_haves: [] });
    // She wants Mysuru as a must-have: I (Bengaluru Urban) am not her match, so not mine in mutual.
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ cities: ['Mysuru'], mustHaves: ['city'] })
      .where(eq(partnerPreferences.userId, least.id));
    // She would like Bengaluru Urban, but it is not a must-have: listed, and it scores.
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ cities: ['Bengaluru Urban'], mustHaves: [] })
      .where(eq(partnerPreferences.userId, middle.id));
    const cards = (await matches(me)).members;
    expect(byReg(cards, least)).toBeUndefined();
    expect(byReg(cards, middle)?.score).toBe(100);
    expect(byReg(cards, best)?.score).toBe(0);
    const mine = (await matches(me, 'lookingForMe')).members;
    expect(byReg(mine, middle)?.why).toBe('You have 1 of the 1 things they would like');
  });

  it('ranks equal scores by reply signals and names them', async () => {
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ cities: [] })
      .where(eq(partnerPreferences.userId, middle.id));
    await s.t.ctx.db.update(profiles).set({ hasPhoto: true }).where(eq(profiles.userId, least.id));
    await s.t.ctx.db
      .update(partnerPreferences)
      .set({ cities: [] })
      .where(eq(partnerPreferences.userId, least.id));
    await s.t.ctx.db
      .insert(interests)
      .values({ senderId: fresh.id, receiverId: least.id, status: 'declined', respondedAt: new Date() });
    const cards = (await matches(me)).members;
    expect(cards[0].registration_no).toBe(least.registrationNo);
    expect(cards[0].signals).toEqual(['Active this week', 'Has a photo', 'Replies to interests']);
    expect(byReg(cards, best)?.signals).toEqual(['Active this week']);
  });

  it('tells a member without preferences to set them', async () => {
    const body = await matches(fresh, 'lookingForMe');
    expect(body.preferences_set).toBe(false);
  });

  it('starts a newly registered member from her own profile and prompts her until she chooses', async () => {
    const payload = registrationPayload({
      gender: 'Bride',
      date_of_birth: dobForAge(26),
      age: '26',
      caste: 'Madhwa',
    });
    expect((await api(null, 'POST', '/api/auth/signup', payload)).statusCode).toBe(200);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.email, payload.username));
    await setStatus(s.t.ctx, u.id, 'active');
    const login = await api(null, 'POST', '/api/auth/login', {
      username: payload.username,
      password: payload.password,
    });
    const token = login.json().token as string;
    const prefs = (await api(token, 'GET', '/api/user/preferences')).json().preferences;
    // An age range around hers (a bride of 26: grooms of 25 to 34), her own community and language.
    expect(prefs).toMatchObject({
      age_min: 25,
      age_max: 34,
      castes: ['Madhwa'],
      mother_tongues: ['Kannada'],
      must_haves: ['marital_status', 'caste'],
    });
    const before = await api(token, 'GET', '/api/user/matches?tab=mutual');
    expect(before.json().preferences_set).toBe(false);
    const saved = await api(token, 'PUT', '/api/user/preferences', {
      age_min: 25,
      age_max: 34,
      castes: ['Madhwa'],
      qualifications: ['B.E.'],
    });
    expect(saved.statusCode).toBe(200);
    const after = await api(token, 'GET', '/api/user/matches?tab=mutual');
    expect(after.json().preferences_set).toBe(true);
  });

  it('rejects an unknown must-have with 400 and keeps the saved preferences', async () => {
    const res = await savePrefs(me, { age_min: 24, age_max: 30, must_haves: ['salary'] });
    expect(res.statusCode).toBe(400);
    const got = await api(me.token, 'GET', '/api/user/preferences');
    expect(got.json().preferences.must_haves).toEqual([]);
  });
});

describe(`"Replies to interests" follows what members answer (decision 093, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const post = (who: Made, url: string, payload: object = {}) => api(who.token, 'POST', url, payload);
  const replies = async (who: Made) =>
    (await s.t.ctx.db.select({ r: profiles.replies }).from(profiles).where(eq(profiles.userId, who.id)))[0]
      ?.r;
  const send = async (from: Made, to: Made) => {
    const res = await post(from, '/api/user/interests', {
      registration_no: to.registrationNo,
      message: 'Namaskara',
    });
    expect(res.statusCode).toBe(200);
    return res.json().interest.id as string;
  };

  it('is set when a member accepts or declines, or declines by blocking, never by the sender withdrawing', async () => {
    const groom = (name: string) =>
      makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: name });
    const bride = (name: string) =>
      makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'Bride', firstName: name });
    const [arun, bharath, chetan] = [await groom('Arun'), await groom('Bharath'), await groom('Chetan')];
    const [divya, esha, geetha] = [await bride('Divya'), await bride('Esha'), await bride('Geetha')];

    const withdrawn = await send(arun, divya);
    expect((await post(arun, `/api/user/interests/${withdrawn}/withdraw`)).statusCode).toBe(200);
    expect(await replies(divya)).toBe(false);
    const pending = await send(bharath, divya);
    expect(await replies(divya)).toBe(false);
    expect((await post(divya, `/api/user/interests/${pending}/decline`)).statusCode).toBe(200);
    expect(await replies(divya)).toBe(true);

    const accepted = await send(arun, esha);
    expect((await post(esha, `/api/user/interests/${accepted}/accept`)).statusCode).toBe(200);
    expect(await replies(esha)).toBe(true);
    expect(await replies(arun)).toBe(false); // the sender has answered nothing

    await send(chetan, geetha);
    expect((await post(geetha, `/api/user/blocks/${chetan.registrationNo}`)).statusCode).toBe(200);
    expect(await replies(geetha)).toBe(true);
    expect(await replies(chetan)).toBe(false);
  });
});
