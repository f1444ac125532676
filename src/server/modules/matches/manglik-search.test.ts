import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horoscopeVisible } from '../../../shared/policies/horoscope';
import { interests, mailOutbox, profiles, savedSearches } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { sendNewMatchMails } from './new-match-mail';

const DAY = 86_400_000;

/**
 * The search form's manglik filter (docs/horoscope.md#search, decision 212): "Manglik only" finds Yes and
 * Partial, "Not manglik" finds No; a horoscope not shown to all members is found by neither value, and
 * neither the list nor its total tells anything about it (decision 148). Saved searches keep and replay it.
 */
describe(`search: the manglik filter (${TEST_DB})`, () => {
  const suite = appPerFile(createTestApp);
  const { api } = suite;
  let viewer: Made; // a FreeUser groom: the filter is open to every plan
  let yes: Made;
  let partial: Made;
  let no: Made;
  let dontKnow: Made;
  let unstated: Made;
  let hidden: Made; // manglik, horoscope hidden
  let accepted: Made; // manglik, horoscope shown after an accepted interest, which the viewer has
  const bride = (firstName: string, profile: Partial<typeof profiles.$inferInsert>) =>
    makeUser(suite.t.ctx, { gender: 'Bride', firstName, profile });

  beforeAll(async () => {
    viewer = await makeUser(suite.t.ctx, {
      gender: 'BrideGroom',
      firstName: 'Viewer',
      profile: { manglik: 'Yes' },
    });
    yes = await bride('Mangala', { manglik: 'Yes' });
    partial = await bride('Anshika', { manglik: 'Partial' });
    no = await bride('Nirmala', { manglik: 'No' });
    dontKnow = await bride('Dhanya', { manglik: 'Dont Know' });
    unstated = await bride('Uma', {});
    hidden = await bride('Guptha', { manglik: 'Yes', horoscopePrivacy: 'hidden' });
    accepted = await bride('Anjali', { manglik: 'Yes', horoscopePrivacy: 'accepted' });
    await suite.t.ctx.db
      .insert(interests)
      .values({ senderId: viewer.id, receiverId: accepted.id, status: 'accepted', respondedAt: new Date() });
  });

  const search = async (qs: string, who = viewer) => {
    const res = await api(who.token, 'GET', `/api/user/search?pageSize=50&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { members: { registration_no: string }[]; total: number };
    return { found: body.members.map((m) => m.registration_no).sort(), total: body.total };
  };
  const regs = (...m: Made[]) => m.map((x) => x.registrationNo).sort();

  it('"Manglik only" finds Yes and Partial, "Not manglik" finds No; "Any" finds everyone', async () => {
    expect(await search('manglik=manglik')).toEqual({ found: regs(yes, partial), total: 2 });
    expect(await search('manglik=not_manglik')).toEqual({ found: regs(no), total: 1 });
    const any = await search('manglik=');
    expect(any.found).toEqual(regs(yes, partial, no, dontKnow, unstated, hidden, accepted));
    expect(await search('')).toEqual(any);
    // The browse list (viewAll) takes it too.
    const res = await api(viewer.token, 'GET', '/api/user/members?manglik=not_manglik');
    expect(res.json().total).toBe(1);
    for (const bad of ['Yes', 'manglik_only', 'partial'])
      expect((await api(viewer.token, 'GET', `/api/user/search?manglik=${bad}`)).statusCode).toBe(400);
  });

  it('a horoscope not shown to all members is found by neither value, and the totals do not tell', async () => {
    for (const v of ['manglik', 'not_manglik']) {
      const { found } = await search(`manglik=${v}`);
      expect(found).not.toContain(hidden.registrationNo);
      expect(found).not.toContain(accepted.registrationNo);
    }
    const before = [await search('manglik=manglik'), await search('manglik=not_manglik')];
    // Whatever the hidden members' status, the lists and their totals stay the same.
    for (const status of ['No', 'Partial', 'Yes']) {
      await suite.t.ctx.db.update(profiles).set({ manglik: status }).where(eq(profiles.userId, hidden.id));
      await suite.t.ctx.db.update(profiles).set({ manglik: status }).where(eq(profiles.userId, accepted.id));
      expect([await search('manglik=manglik'), await search('manglik=not_manglik')]).toEqual(before);
    }
  });

  it('finds only members whose horoscope the profile rule (horoscopeVisible) shows the viewer', async () => {
    const facts = await suite.t.ctx.db.select().from(profiles);
    const byReg = new Map(
      [yes, partial, no, dontKnow, unstated, hidden, accepted].map((m) => [m.registrationNo, m.id] as const),
    );
    for (const v of ['manglik', 'not_manglik']) {
      for (const reg of (await search(`manglik=${v}`)).found) {
        const p = facts.find((f) => f.userId === byReg.get(reg));
        expect(p).toBeDefined();
        const owner = {
          ownerId: p?.userId ?? '',
          horoscopePrivacy: p?.horoscopePrivacy ?? '',
          accepted: false,
        };
        expect(horoscopeVisible({ id: viewer.id, role: 'FreeUser', status: 'active' }, owner)).toBe(true);
        // And the profile page shows that member's manglik status to the viewer.
        const profile = await api(viewer.token, 'GET', `/api/user/profile/${reg}`);
        expect(profile.json().profile.manglik).toMatch(/^(Yes|Partial|No)$/);
      }
    }
  });

  it('a saved search keeps the filter, and its page link and its mail replay it', async () => {
    const saved = await api(viewer.token, 'POST', '/api/user/saved-searches', {
      name: 'Manglik brides',
      filters: { manglik: 'manglik' },
      frequency: 'daily',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = saved.json().search as { id: string; filters: Record<string, unknown> };
    expect(s.filters).toEqual({ manglik: 'manglik' });
    const list = await api(viewer.token, 'GET', '/api/user/saved-searches');
    expect(list.json().searches[0].filters).toEqual({ manglik: 'manglik' });
    // The page opens it as its query string.
    const qs = new URLSearchParams(s.filters as Record<string, string>).toString();
    expect((await search(qs)).found).toEqual(regs(yes, partial));
    // The new-match mail runs the same filter.
    await suite.t.ctx.db
      .update(savedSearches)
      .set({ mailedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(savedSearches.id, s.id));
    await sendNewMatchMails(suite.t.ctx, new Date());
    const mails = (
      await suite.t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, viewer.email))
    ).filter((m) => m.subject.includes('Manglik brides'));
    expect(mails).toHaveLength(1);
    const text = mails[0].textBody;
    for (const m of [yes, partial]) expect(text).toContain(`/user/member/${m.registrationNo}`);
    for (const m of [no, dontKnow, unstated, hidden, accepted])
      expect(text).not.toContain(`/user/member/${m.registrationNo}`);
  });
});
