import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { blocks, interests, photos, profiles, users } from '../../db/schema';
import { mediaExpiry, signedMediaUrl, type Variant } from '../../media/signing';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { photosFor, primaryPhotosFor, type Rendition } from './photo.access';
import { actorFor, png, upload } from './photo.fixtures';

/**
 * LEAK tests (docs/member-area.md#photos): for each viewer kind × photo privacy × interest state, what primaryPhotosFor,
 * photosFor and GET /api/media return (clear, blurred or nothing), and that a signed URL cannot be
 * reused by someone else, for something else, later, or after the owner changed their mind.
 */

type Kind =
  | 'Admin'
  | 'PremiumUser'
  | 'SilverUser'
  | 'Assistance'
  | 'FreeUser'
  | 'expiredSilver'
  | 'pending'
  | 'inactive'
  | 'promoter';
const KINDS: Kind[] = [
  'Admin',
  'PremiumUser',
  'SilverUser',
  'Assistance',
  'FreeUser',
  'expiredSilver',
  'pending',
  'inactive',
  'promoter',
];
const PRIVACIES = ['members', 'paid', 'accepted', 'hidden'] as const;
const STATES = ['none', 'pending', 'accepted'] as const;
const PAID: Kind[] = ['PremiumUser', 'SilverUser', 'Assistance'];
const STAFF: Kind[] = ['Admin', 'promoter'];

/** The rule of docs/member-area.md#photos written out independently of the code under test. */
function expected(kind: Kind, privacy: string, state: string): Rendition {
  if (kind === 'pending' || kind === 'inactive' || kind === 'promoter') return 'none';
  if (kind === 'Admin') return 'clear';
  if (privacy === 'hidden') return 'none';
  if (privacy === 'members') return 'clear';
  if (privacy === 'paid') return PAID.includes(kind) ? 'clear' : 'blur';
  return state === 'accepted' ? 'clear' : 'blur';
}

async function makeViewer(t: TestApp, kind: Kind): Promise<Made> {
  switch (kind) {
    case 'expiredSilver': {
      const m = await makeUser(t.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
      await t.ctx.db
        .update(users)
        .set({ planExpiresAt: new Date(Date.now() - 86_400_000) })
        .where(eq(users.id, m.id));
      return m;
    }
    case 'pending':
      return makeUser(t.ctx, { role: 'FreeUser', status: 'pending', gender: 'BrideGroom' });
    case 'inactive':
      return makeUser(t.ctx, { role: 'PremiumUser', status: 'inactive', gender: 'BrideGroom' });
    default:
      return makeUser(t.ctx, { role: kind as Role, gender: 'BrideGroom' });
  }
}

const get = (t: TestApp, url: string) => t.app.inject({ url });

describe(`photo privacy leak matrix (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  let storageKey: string;
  const viewers = new Map<Kind, Made>();
  const cases: { kind: Kind; privacy: string; state: string; owner: string; photo: string }[] = [];

  /** A member with one approved primary photo (sharing one set of stored files) and the given privacy. */
  async function owner(privacy: string): Promise<{ id: string; photo: string }> {
    const o = await makeUser(s.t.ctx, {
      role: 'FreeUser',
      profile: { photoPrivacy: privacy, hasPhoto: true },
    });
    const [p] = await s.t.ctx.db
      .insert(photos)
      .values({ userId: o.id, storageKey, isPrimary: true, status: 'approved', width: 400, height: 400 })
      .returning();
    return { id: o.id, photo: p.id };
  }

  beforeAll(async () => {
    const seed = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const up = (await upload(s.t, seed.token, await png(), 'a.png', 'image/png')).json().photo;
    [{ storageKey }] = await s.t.ctx.db
      .select({ storageKey: photos.storageKey })
      .from(photos)
      .where(eq(photos.id, up.id));
    let flip = false;
    for (const kind of KINDS) {
      const v = await makeViewer(s.t, kind);
      viewers.set(kind, v);
      for (const privacy of PRIVACIES) {
        for (const state of STAFF.includes(kind) ? (['none'] as const) : STATES) {
          const o = await owner(privacy);
          if (state !== 'none') {
            // accepted interests alternate direction: the rule holds whoever asked
            flip = !flip;
            const [sender, receiver] = flip ? [v.id, o.id] : [o.id, v.id];
            await s.t.ctx.db
              .insert(interests)
              .values({ senderId: sender, receiverId: receiver, status: state });
          }
          cases.push({ kind, privacy, state, owner: o.id, photo: o.photo });
        }
      }
    }
  });

  it('primaryPhotosFor gives clear, blurred or no thumbnail exactly as the rule says', async () => {
    // the matrix covers every outcome: 7 member kinds × 4 privacies × 3 interest states + 2 staff kinds × 4
    expect(cases).toHaveLength(7 * 4 * 3 + 2 * 4);
    const outcomes = cases.map((c) => expected(c.kind, c.privacy, c.state));
    expect(new Set(outcomes)).toEqual(new Set(['clear', 'blur', 'none']));
    for (const c of cases) {
      const actor = await actorFor(s.t, (viewers.get(c.kind) as Made).id);
      const got = (await primaryPhotosFor(s.t.ctx, actor, [c.owner])).get(c.owner);
      const want = expected(c.kind, c.privacy, c.state);
      const label = `${c.kind} × ${c.privacy} × ${c.state}`;
      if (want === 'none') expect(got, label).toEqual({ thumb: null, blurred: false });
      else {
        expect(got?.blurred, label).toBe(want === 'blur');
        expect(got?.thumb, label).toContain(
          `/api/media/${c.photo}/${want === 'blur' ? 'blur' : 'thumb'}?u=${actor.id}&`,
        );
      }
    }
  });

  it('photosFor and GET /api/media agree: clear loads large and thumb, blurred loads only blur, none loads nothing', async () => {
    const secret = s.t.ctx.config.jwtSecret;
    for (const c of cases) {
      const actor = await actorFor(s.t, (viewers.get(c.kind) as Made).id);
      const want = expected(c.kind, c.privacy, c.state);
      const label = `${c.kind} × ${c.privacy} × ${c.state}`;
      const list = await photosFor(s.t.ctx, actor, c.owner);
      const signed = (v: Variant) => signedMediaUrl(secret, c.photo, v, actor.id);
      if (want === 'none') {
        expect(list, label).toEqual([]);
        // even a correctly signed link is refused: the server re-checks the rule
        for (const v of ['thumb', 'large', 'blur'] as const)
          expect((await get(s.t, signed(v))).statusCode, `${label} ${v}`).toBe(403);
      } else if (want === 'blur') {
        expect(list, label).toHaveLength(1);
        expect(list[0], label).toMatchObject({ id: c.photo, blurred: true, large: null });
        expect(list[0].thumb, label).toContain('/blur?');
        expect((await get(s.t, list[0].thumb)).statusCode, label).toBe(200);
        // turning the blur link into a large one breaks the signature; a correctly signed one is refused too
        expect((await get(s.t, list[0].thumb.replace('/blur?', '/large?'))).statusCode, label).toBe(403);
        expect((await get(s.t, signed('large'))).statusCode, label).toBe(403);
        expect((await get(s.t, signed('thumb'))).statusCode, label).toBe(403);
      } else {
        expect(list, label).toHaveLength(1);
        expect(list[0], label).toMatchObject({ id: c.photo, blurred: false });
        expect((await get(s.t, list[0].thumb)).statusCode, label).toBe(200);
        expect((await get(s.t, list[0].large as string)).statusCode, label).toBe(200);
      }
    }
  });

  it('the owner always sees their own photos, pending ones too; other members never see pending ones', async () => {
    const o = await makeUser(s.t.ctx, { role: 'FreeUser', profile: { photoPrivacy: 'hidden' } });
    const id = (await upload(s.t, o.token, await png(), 'a.png', 'image/png')).json().photo.id;
    const self = await actorFor(s.t, o.id);
    expect((await photosFor(s.t.ctx, self, o.id)).map((p) => p.id)).toEqual([id]);
    expect((await primaryPhotosFor(s.t.ctx, self, [o.id])).get(o.id)?.thumb).toContain(id);
    expect((await get(s.t, signedMediaUrl(s.t.ctx.config.jwtSecret, id, 'large', o.id))).statusCode).toBe(
      200,
    );
    // a members-only owner with only a pending photo: a Premium viewer sees nothing of it
    await s.t.ctx.db.update(profiles).set({ photoPrivacy: 'members' }).where(eq(profiles.userId, o.id));
    const premium = await actorFor(s.t, (viewers.get('PremiumUser') as Made).id);
    expect(await photosFor(s.t.ctx, premium, o.id)).toEqual([]);
    expect((await primaryPhotosFor(s.t.ctx, premium, [o.id])).get(o.id)).toEqual({
      thumb: null,
      blurred: false,
    });
    expect(
      (await get(s.t, signedMediaUrl(s.t.ctx.config.jwtSecret, id, 'thumb', premium.id))).statusCode,
    ).toBe(403);
    // Admin sees the pending photo
    const admin = await actorFor(s.t, (viewers.get('Admin') as Made).id);
    expect((await photosFor(s.t.ctx, admin, o.id)).map((p) => p.id)).toEqual([id]);
  });

  it('nothing is shown of a blocked member, in either direction', async () => {
    const free = viewers.get('FreeUser') as Made;
    const actor = await actorFor(s.t, free.id);
    const a = await owner('members');
    const b = await owner('members');
    await s.t.ctx.db.insert(blocks).values([
      { userId: free.id, targetId: a.id },
      { userId: b.id, targetId: free.id },
    ]);
    const got = await primaryPhotosFor(s.t.ctx, actor, [a.id, b.id]);
    expect(got.get(a.id)?.thumb).toBeNull();
    expect(got.get(b.id)?.thumb).toBeNull();
    expect(await photosFor(s.t.ctx, actor, a.id)).toEqual([]);
    expect(
      (await get(s.t, signedMediaUrl(s.t.ctx.config.jwtSecret, b.photo, 'blur', free.id))).statusCode,
    ).toBe(403);
  });
});

describe(`signed media links cannot be reused (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let owner: Made;
  let viewer: Made;
  let other: Made;
  let photoId: string;
  let secondPhotoId: string;
  let url: string;
  beforeAll(async () => {
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    owner = await makeUser(s.t.ctx, { role: 'SilverUser' });
    viewer = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'BrideGroom' });
    other = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'BrideGroom' });
    for (let i = 0; i < 2; i++) {
      const id = (await upload(s.t, owner.token, await png(), 'a.png', 'image/png')).json().photo.id;
      await api(admin.token, 'PATCH', `/api/admin/photos/${id}`, { status: 'approved' });
      if (i === 0) photoId = id;
      else secondPhotoId = id;
    }
    const list = await photosFor(s.t.ctx, await actorFor(s.t, viewer.id), owner.id);
    url = list.find((p) => p.id === photoId)?.large as string;
  });

  const parts = (u: string) => new URL(u, 'http://x');

  it('the issued URL works for its viewer, photo, variant and time', async () => {
    expect(url).toMatch(new RegExp(`^/api/media/${photoId}/large\\?u=${viewer.id}&e=\\d+&s=[\\w-]+$`));
    expect((await api(null, 'GET', url)).statusCode).toBe(200);
  });

  it('a tampered signature answers 403', async () => {
    const u = parts(url);
    const s = u.searchParams.get('s') as string;
    u.searchParams.set('s', (s[0] === 'A' ? 'B' : 'A') + s.slice(1));
    expect((await api(null, 'GET', u.pathname + u.search)).statusCode).toBe(403);
    u.searchParams.set('s', '');
    expect((await api(null, 'GET', u.pathname + u.search)).statusCode).toBe(403);
  });

  it('the same signature for another photo id, another variant or another viewer answers 403', async () => {
    expect((await api(null, 'GET', url.replace(photoId, secondPhotoId))).statusCode).toBe(403);
    expect((await api(null, 'GET', url.replace('/large?', '/thumb?'))).statusCode).toBe(403);
    expect((await api(null, 'GET', url.replace(`u=${viewer.id}`, `u=${other.id}`))).statusCode).toBe(403);
    const later = parts(url);
    later.searchParams.set('e', String(Number(later.searchParams.get('e')) + 3600));
    expect((await api(null, 'GET', later.pathname + later.search)).statusCode).toBe(403);
  });

  it('a link signed again is the same link, and one signed with another server secret answers 403', async () => {
    const exp = mediaExpiry();
    const again = signedMediaUrl(s.t.ctx.config.jwtSecret, photoId, 'large', viewer.id, exp);
    expect(signedMediaUrl(s.t.ctx.config.jwtSecret, photoId, 'large', viewer.id, exp)).toBe(again);
    const otherSecret = new Uint8Array(s.t.ctx.config.jwtSecret).map((b) => b ^ 1);
    const forged = signedMediaUrl(otherSecret, photoId, 'large', viewer.id, exp);
    expect(forged).not.toBe(again);
    expect((await api(null, 'GET', forged)).statusCode).toBe(403);
    expect((await api(null, 'GET', again)).statusCode).toBe(200);
  });

  it('a link signed with an expiry in the past answers 403 (no sleeping: signed in the past)', async () => {
    const past = mediaExpiry(Date.now() - 60 * 60_000) - 60 * 60;
    const expired = signedMediaUrl(s.t.ctx.config.jwtSecret, photoId, 'large', viewer.id, past);
    expect((await api(null, 'GET', expired)).statusCode).toBe(403);
    const justExpired = signedMediaUrl(
      s.t.ctx.config.jwtSecret,
      photoId,
      'large',
      viewer.id,
      Math.floor(Date.now() / 1000) - 1,
    );
    expect((await api(null, 'GET', justExpired)).statusCode).toBe(403);
  });

  it('an unknown photo answers 404; malformed links 400', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001';
    expect(
      (await api(null, 'GET', signedMediaUrl(s.t.ctx.config.jwtSecret, ghost, 'large', viewer.id)))
        .statusCode,
    ).toBe(404);
    expect((await api(null, 'GET', `/api/media/${photoId}/large`)).statusCode).toBe(400);
    expect((await api(null, 'GET', url.replace('/large?', '/original?'))).statusCode).toBe(400);
  });

  it('after the owner switches privacy to hidden, the earlier link answers 403; back to members, it works again', async () => {
    const hide = await api(owner.token, 'PUT', '/api/user/privacy', {
      photo_privacy: 'hidden',
      hidden: false,
    });
    expect(hide.statusCode).toBe(200);
    expect((await api(null, 'GET', url)).statusCode).toBe(403);
    await api(owner.token, 'PUT', '/api/user/privacy', { photo_privacy: 'members', hidden: false });
    expect((await api(null, 'GET', url)).statusCode).toBe(200);
  });

  it('after the owner hides the whole profile, or switches to paid-only for a free viewer, the link answers 403', async () => {
    const put = (payload: object) => api(owner.token, 'PUT', '/api/user/privacy', payload);
    await put({ photo_privacy: 'members', hidden: true });
    expect((await api(null, 'GET', url)).statusCode).toBe(403);
    await put({ photo_privacy: 'paid', hidden: false });
    expect((await api(null, 'GET', url)).statusCode).toBe(403);
    await put({ photo_privacy: 'members', hidden: false });
    expect((await api(null, 'GET', url)).statusCode).toBe(200);
  });

  it('after the viewer is deactivated, or the photo is rejected or deleted, the link stops working', async () => {
    await s.t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, viewer.id));
    expect((await api(null, 'GET', url)).statusCode).toBe(403);
    await s.t.ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, viewer.id));
    expect((await api(null, 'GET', url)).statusCode).toBe(200);
    await s.t.ctx.db.update(photos).set({ status: 'rejected' }).where(eq(photos.id, photoId));
    expect((await api(null, 'GET', url)).statusCode).toBe(403);
    await api(owner.token, 'DELETE', `/api/user/photos/${photoId}`);
    expect((await api(null, 'GET', url)).statusCode).toBe(404);
  });
});
