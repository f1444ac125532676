import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, interests, photos, profileViews, shortlists } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * How a member request flows (docs/architecture.md#how-a-member-request-flows): the member profile view sends at most 4 SQL statements (the
 * actor; the target with relation, blocks, interest state and plan; the photos; the visit write) and a
 * list page at most 3 besides its list query, whatever the page size; the cards' photos come with the
 * list query (no statement of their own). Counted at the database driver.
 */
describe(`statements per request (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let viewer: Made;
  let brides: Made[];
  beforeAll(async () => {
    viewer = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
    brides = [];
    for (let i = 0; i < 12; i++)
      brides.push(await makeUser(s.t.ctx, { gender: 'Bride', profile: { manglik: 'No' } }));
    for (const b of brides.slice(0, 6)) {
      await s.t.ctx.db.insert(shortlists).values({ userId: viewer.id, targetId: b.id });
      await s.t.ctx.db.insert(profileViews).values({ viewerId: b.id, viewedId: viewer.id });
      await s.t.ctx.db.insert(interests).values({ senderId: b.id, receiverId: viewer.id });
    }
    await s.t.ctx.db.insert(interests).values({ senderId: viewer.id, receiverId: brides[7].id });
    await s.t.ctx.db
      .insert(interests)
      .values({ senderId: brides[8].id, receiverId: viewer.id, status: 'accepted', respondedAt: new Date() });
    await s.t.ctx.db.insert(blocks).values({ userId: viewer.id, targetId: brides[11].id });
    // an approved primary photo for every bride, and an older pending one that is never shown to others
    for (const b of brides) {
      const old = new Date(Date.now() - 86_400_000);
      await s.t.ctx.db.insert(photos).values([
        { userId: b.id, storageKey: `${b.id}/p`, status: 'pending', width: 800, height: 800, createdAt: old },
        {
          userId: b.id,
          storageKey: `${b.id}/a`,
          status: 'approved',
          isPrimary: true,
          width: 800,
          height: 800,
        },
      ]);
    }
  });

  async function statements(url: string): Promise<{ n: number; body: Record<string, unknown> }> {
    s.t.sqlLog.length = 0;
    const res = await api(viewer.token, 'GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { n: s.t.sqlLog.length, body: res.json() };
  }

  it('the member profile view: at most 3 statements (the actor, the member with photos, the visit)', async () => {
    const { n, body } = await statements(`/api/user/profile/${brides[0].registrationNo}`);
    expect(body.relation).toMatchObject({ shortlisted: true, interest: { status: 'pending' } });
    expect(n, s.t.sqlLog.join('\n---\n')).toBeLessThanOrEqual(3);
  });

  it('list pages: at most 3 statements besides the list query, with full pages of cards', async () => {
    // Every member list route (the mutual tab may be empty for these profiles: its statements still count).
    const pages: [string, string, number][] = [
      ['/api/user/members?pageSize=12', 'members', 1],
      ['/api/user/search?pageSize=12', 'members', 1],
      // The horoscope filters (docs/horoscope.md#search) add no statement of their own.
      ['/api/user/search?pageSize=12&manglik=not_manglik', 'members', 1],
      [`/api/user/search?registration_no=${brides[3].registrationNo}`, 'members', 1],
      ['/api/user/matches?tab=lookingForMe&pageSize=12', 'members', 1],
      ['/api/user/matches?tab=mutual&pageSize=12', 'members', 0],
      ['/api/user/interests?tab=received', 'interests', 1],
      ['/api/user/interests?tab=sent', 'interests', 1],
      ['/api/user/interests?tab=accepted', 'interests', 1],
      ['/api/user/shortlist', 'members', 1],
      ['/api/user/visitors', 'members', 1],
      ['/api/user/blocks', 'blocks', 1],
    ];
    for (const [url, key, least] of pages) {
      const { n, body } = await statements(url);
      expect((body[key] as unknown[]).length, url).toBeGreaterThanOrEqual(least);
      expect(n, `${url}\n${s.t.sqlLog.join('\n---\n')}`).toBeLessThanOrEqual(1 + 3);
    }
  });

  it('member cards carry the approved primary photo without a statement for the photos', async () => {
    const approved = await s.t.ctx.db
      .select({ id: photos.id, userId: photos.userId, status: photos.status })
      .from(photos);
    const approvedOf = new Map(approved.filter((p) => p.status === 'approved').map((p) => [p.userId, p.id]));
    for (const url of ['/api/user/members?pageSize=12', '/api/user/matches?tab=lookingForMe&pageSize=12']) {
      const { n, body } = await statements(url);
      const cards = body.members as {
        registration_no: string;
        photo: { thumb: string | null; blurred: boolean };
      }[];
      expect(cards.length, url).toBeGreaterThan(0);
      for (const c of cards) {
        const bride = brides.find((b) => b.registrationNo === c.registration_no) as Made;
        // a Silver viewer gets the clear thumbnail of the approved photo, never the pending one
        expect(c.photo.blurred, url).toBe(false);
        expect(c.photo.thumb, url).toContain(`/api/media/${approvedOf.get(bride.id)}/thumb?`);
      }
      // the actor, the list's own statements (count, the page's ids and their cards (decision 213); or the
      // seeker + matches), nothing for photos
      const own = url.startsWith('/api/user/members') ? 3 : 2;
      expect(n, `${url}\n${s.t.sqlLog.join('\n---\n')}`).toBeLessThanOrEqual(1 + own);
    }
  });
});
