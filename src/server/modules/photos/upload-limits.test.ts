import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { photos } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { png, upload } from './photo.fixtures';

/** Limits (decision 010): uploads take the member's one slot before decoding; an hourly rate per account. */
describe(`photo upload limits (${TEST_DB})`, () => {
  const s = appPerFile(() => createTestApp({ PHOTO_UPLOADS_PER_HOUR: '4' }));

  const photoCount = async (userId: string) =>
    (await s.t.ctx.db.select({ n: count() }).from(photos).where(eq(photos.userId, userId)))[0].n;

  it('runs one upload at a time per member: of 8 parallel uploads one is decoded, the rest answer 429 at once', async () => {
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const image = await png(1200, 1200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(s.t, m.token, image, 'a.png', 'image/png')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(answers.find((r) => r.statusCode === 429)?.json().message).toBe(MSG.uploadInProgress);
    expect(await photoCount(m.id)).toBe(1);
    // The slot is given back: the next upload goes through.
    expect((await upload(s.t, m.token, image, 'b.png', 'image/png')).statusCode).toBe(200);
  });

  it('refuses an upload at 6 photos before reading the image (409 even for bytes that are no image)', async () => {
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    await s.t.ctx.db
      .insert(photos)
      .values(
        Array.from({ length: 6 }, (_, i) => ({ userId: m.id, storageKey: `k${i}`, width: 400, height: 400 })),
      );
    const res = await upload(s.t, m.token, Buffer.from('not an image at all'), 'x.jpg');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.photoLimit);
  });

  it('allows a configured number of uploads an hour per account', async () => {
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const image = await png(300, 300);
    for (let i = 0; i < 4; i++) {
      const res = await upload(s.t, m.token, image, 'a.png', 'image/png');
      expect(res.statusCode, `upload ${i + 1}`).toBe(200);
    }
    const fifth = await upload(s.t, m.token, image, 'a.png', 'image/png');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MSG.tooManyUploads);
    expect(await photoCount(m.id)).toBe(4);
  });
});
