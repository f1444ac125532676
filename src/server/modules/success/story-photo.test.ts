import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, successStories, users } from '../../db/schema';
import { renditionKey } from '../../media/storage';
import { TEST_DB } from '../../test/app';
import { bearer, makeUser } from '../../test/factories';
import { jpegWithGps, multipart, png } from '../photos/photo.fixtures';
import { eraseDueAccounts } from '../privacy/erasure';
import { STORY, storyApp } from './success.fixtures';

/** docs/success-stories.md#the-photo: staff attach one photo to a story; the public sees it with the story. */
describe(`success story photo (${TEST_DB})`, () => {
  const s = storyApp();
  const { api } = s;
  const putPhoto = (token: string | null, id: string, data: Buffer, type = 'image/jpeg') => {
    const body = multipart(data, 'story.jpg', type);
    return s.t.app.inject({
      method: 'PUT',
      url: `/api/admin/success-stories/${id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const keyOf = async (id: string) =>
    (await s.t.ctx.db.select().from(successStories).where(eq(successStories.id, id)))[0]?.photoKey ?? null;
  const stored = (key: string) => existsSync(path.join(s.t.ctx.config.dataDir, renditionKey(key, 'large')));
  /** A member's story, agreed and waiting for review (no partner named). */
  const agreedStory = async (firstName: string) => {
    const member = await makeUser(s.t.ctx, { gender: 'Bride', firstName });
    const id = (await api(member.token, 'POST', '/api/user/success', {})).json().record.id as string;
    const saved = await api(member.token, 'PUT', `/api/user/success/${id}/story`, {
      story: STORY,
      consent: true,
    });
    expect(saved.statusCode).toBe(200);
    return { member, id };
  };
  const publicStory = async (id: string) =>
    (await api(null, 'GET', '/api/success-stories')).json().stories.find((s: { id: string }) => s.id === id);

  it('only verification staff attach it; it shows publicly once the story is public; replaced, withdrawn, deleted', async () => {
    const { member, id } = await agreedStory('Asha');
    const photo = await jpegWithGps();

    // Who may attach it: not the anonymous, not a member (even of the story), not staff without verification.
    expect((await putPhoto(null, id, photo)).statusCode).toBe(401);
    expect((await putPhoto(member.token, id, photo)).statusCode).toBe(403);
    expect((await putPhoto(s.money.token, id, photo)).statusCode).toBe(403);
    expect(await keyOf(id)).toBeNull();
    // Not an image: refused by the member photos' checks, nothing stored.
    expect(
      (await putPhoto(s.moderator.token, id, Buffer.from('not an image'), 'text/plain')).statusCode,
    ).toBe(400);
    expect(await keyOf(id)).toBeNull();

    const put = await putPhoto(s.moderator.token, id, photo);
    expect(put.statusCode).toBe(200);
    const first = (await keyOf(id)) as string;
    expect(stored(first)).toBe(true);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'story.photo_set'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: s.moderator.id, targetUserId: member.id });

    // Not public yet: the public address answers 404; staff see it through their signed link.
    expect((await api(null, 'GET', `/api/success-stories/${id}/photo`)).statusCode).toBe(404);
    const queued = (await api(s.moderator.token, 'GET', '/api/admin/success-stories')).json().stories;
    const link = queued.find((s: { id: string }) => s.id === id).photo as string;
    expect(link).toMatch(new RegExp(`^/api/success-stories/${id}/photo\\?u=`));
    const staffView = await api(null, 'GET', link);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['content-type']).toBe('image/webp');
    expect(staffView.headers['cache-control']).toBe('private, no-store');
    // The re-encoded file keeps no camera or GPS data.
    expect((await sharp(staffView.rawPayload).metadata()).exif).toBeUndefined();
    // A tampered link opens nothing.
    expect((await api(null, 'GET', link.replace(/s=[^&]+/, 's=AAAA'))).statusCode).toBe(404);

    // Approved: the public list carries the photo, and its address serves it.
    expect(
      (
        await api(s.moderator.token, 'POST', `/api/admin/success-stories/${id}/review`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    const shown = await publicStory(id);
    expect(shown.photo).toBe(`/api/success-stories/${id}/photo`);
    const open = await api(null, 'GET', shown.photo);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/webp');

    // Replaced: one photo per story; the old files are gone.
    expect((await putPhoto(s.moderator.token, id, await png())).statusCode).toBe(200);
    const second = (await keyOf(id)) as string;
    expect(second).not.toBe(first);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);

    // Withdrawn: the story and its photo leave the public at once.
    expect((await api(member.token, 'POST', `/api/user/success/${id}/withdraw`)).statusCode).toBe(200);
    expect(await publicStory(id)).toBeUndefined();
    expect((await api(null, 'GET', `/api/success-stories/${id}/photo`)).statusCode).toBe(404);

    // Deleted ("We are still searching"): the files go with the record.
    expect((await api(member.token, 'DELETE', `/api/user/success/${id}`)).statusCode).toBe(200);
    expect(stored(second)).toBe(false);
  });

  it('staff remove it; an erased member’s story takes its photo with it', async () => {
    const { member, id } = await agreedStory('Rekha');
    expect((await putPhoto(s.moderator.token, id, await png())).statusCode).toBe(200);
    const key = (await keyOf(id)) as string;
    expect((await api(s.money.token, 'DELETE', `/api/admin/success-stories/${id}/photo`)).statusCode).toBe(
      403,
    );
    expect(
      (await api(s.moderator.token, 'DELETE', `/api/admin/success-stories/${id}/photo`)).statusCode,
    ).toBe(200);
    expect(await keyOf(id)).toBeNull();
    expect(stored(key)).toBe(false);
    expect(
      (await api(s.moderator.token, 'DELETE', `/api/admin/success-stories/${id}/photo`)).statusCode,
    ).toBe(404);

    expect((await putPhoto(s.moderator.token, id, await png())).statusCode).toBe(200);
    const again = (await keyOf(id)) as string;
    await s.t.ctx.db
      .update(users)
      .set({ deletionDueAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    expect(await eraseDueAccounts(s.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(stored(again)).toBe(false);
  });
});
