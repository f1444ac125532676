import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, photos, profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { jpegWithGps, multipart, png, upload } from './photo.fixtures';

describe(`photo upload pipeline (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  beforeAll(async () => {
    m = await makeUser(s.t.ctx, { role: 'SilverUser' });
  });

  it('re-encodes a JPEG with EXIF and GPS into WebP renditions without any metadata, rotated by EXIF', async () => {
    const original = await jpegWithGps(900, 700);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('SecretCam');
    expect(before.orientation).toBe(6);
    // the GPS IFD pointer (tag 0x8825) is in the EXIF block
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const res = await upload(s.t, m.token, original);
    expect(res.statusCode).toBe(200);
    const { photo, photos: list, message } = res.json();
    expect(message).toMatch(/approves/);
    expect(photo).toMatchObject({ status: 'pending', reason: null, is_primary: true });
    // orientation 6 = rotated 90°: the stored large rendition is portrait
    expect([photo.width, photo.height]).toEqual([700, 900]);
    expect(list).toHaveLength(1);

    const [row] = await s.t.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row.storageKey).toMatch(/^[0-9a-f]{32}$/);
    const dir = path.join(s.t.ctx.config.dataDir, 'media', row.storageKey);
    expect(readdirSync(dir).sort()).toEqual(['blur.webp', 'large.webp', 'thumb.webp']);
    for (const f of ['large', 'thumb', 'blur']) {
      const buf = readFileSync(path.join(dir, `${f}.webp`));
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(buf.toString('latin1')).not.toContain('SecretCam');
      expect(buf.toString('latin1')).not.toContain('GPS');
      if (f !== 'large') expect([meta.width, meta.height]).toEqual([400, 400]);
    }

    // the owner loads the signed renditions (pending photos too); the served bytes carry no EXIF
    const served = await api(null, 'GET', photo.large);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('sniffs the real type: a PNG named .jpg is accepted, a text file named .jpg is refused with 400', async () => {
    const okRes = await upload(s.t, m.token, await png(), 'holiday.jpg', 'image/jpeg');
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().photo.is_primary).toBe(false);

    const fake = Buffer.from('This is not an image at all, just text pretending to be one.\n'.repeat(50));
    const bad = await upload(s.t, m.token, fake, 'face.jpg', 'image/jpeg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Please upload a JPEG, PNG or WebP image' });

    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await upload(s.t, m.token, gif, 'x.webp', 'image/webp')).statusCode).toBe(400);
  });

  it('refuses images under 200 × 200 and over 40 megapixels, and files over 10 MB (413)', async () => {
    const small = await upload(s.t, m.token, await png(150, 600));
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/too small/);

    // 8000 × 6000 = 48 MP, a small file (solid colour) that would decode huge
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const many = await upload(s.t, m.token, huge);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/megapixels/);

    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const over = await upload(s.t, m.token, big, 'big.png', 'image/png');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/10 MB/);
  });

  it('answers 400 when no file is sent', async () => {
    const res = await api(m.token, 'POST', '/api/user/photos', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a photo to upload');
  });

  it('keeps at most 6 photos: the 7th is refused with 409', async () => {
    const x = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const img = await png(300, 300);
    for (let i = 0; i < 6; i++)
      expect((await upload(s.t, x.token, img, `p${i}.png`, 'image/png')).statusCode).toBe(200);
    const seventh = await upload(s.t, x.token, img, 'p7.png', 'image/png');
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toMatch(/up to 6 photos/);
    const list = (await api(x.token, 'GET', '/api/user/photos')).json().photos;
    expect(list).toHaveLength(6);
    expect(list.filter((p: { is_primary: boolean }) => p.is_primary)).toHaveLength(1);
  });
});

describe(`own photos: primary, delete, policy (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let owner: Made;
  let other: Made;
  let ids: string[];
  beforeAll(async () => {
    owner = await makeUser(s.t.ctx, { role: 'FreeUser' });
    other = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const img = await png(300, 300);
    ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await upload(s.t, owner.token, img, 'a.png', 'image/png')).json().photo.id);
  });

  it('sets another photo primary (exactly one primary)', async () => {
    const res = await api(owner.token, 'POST', `/api/user/photos/${ids[2]}/primary`);
    expect(res.statusCode).toBe(200);
    const list = res.json().photos;
    expect(list[0]).toMatchObject({ id: ids[2], is_primary: true });
    expect(list.filter((p: { is_primary: boolean }) => p.is_primary)).toHaveLength(1);
  });

  it("another member cannot delete or re-prime someone's photo (404), and the photo stays", async () => {
    const del = await api(other.token, 'DELETE', `/api/user/photos/${ids[0]}`);
    expect(del.statusCode).toBe(404);
    const prim = await api(other.token, 'POST', `/api/user/photos/${ids[0]}/primary`);
    expect(prim.statusCode).toBe(404);
    expect(await s.t.ctx.db.select().from(photos).where(eq(photos.id, ids[0]))).toHaveLength(1);
  });

  it('deleting the primary photo removes its files and promotes another', async () => {
    const [row] = await s.t.ctx.db.select().from(photos).where(eq(photos.id, ids[2]));
    const dir = path.join(s.t.ctx.config.dataDir, 'media', row.storageKey);
    expect(existsSync(dir)).toBe(true);
    const res = await api(owner.token, 'DELETE', `/api/user/photos/${ids[2]}`);
    expect(res.statusCode).toBe(200);
    expect(existsSync(dir)).toBe(false);
    const list = res.json().photos;
    expect(list).toHaveLength(2);
    expect(list.filter((p: { is_primary: boolean }) => p.is_primary)).toHaveLength(1);
    expect((await api(owner.token, 'DELETE', `/api/user/photos/${ids[2]}`)).statusCode).toBe(404);
  });

  const endpoints = () => [
    { method: 'GET' as const, url: '/api/user/photos' },
    { method: 'POST' as const, url: '/api/user/photos' },
    { method: 'DELETE' as const, url: `/api/user/photos/${ids[0]}` },
    { method: 'POST' as const, url: `/api/user/photos/${ids[0]}/primary` },
  ];

  it('anonymous callers get 401 on every member photo endpoint', async () => {
    for (const e of endpoints())
      expect((await s.t.app.inject(e)).statusCode, `${e.method} ${e.url}`).toBe(401);
  });

  it('pending and inactive accounts, promoters and Admin get 403 on member photo endpoints', async () => {
    const callers = [
      await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' }),
      await makeUser(s.t.ctx, { role: 'SilverUser', status: 'inactive' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'Admin' }),
    ];
    for (const c of callers) {
      for (const e of endpoints()) {
        expect(
          (await s.t.app.inject({ ...e, headers: bearer(c.token) })).statusCode,
          `${c.role} ${e.method} ${e.url}`,
        ).toBe(403);
      }
    }
  });

  it('FreeUser, SilverUser, PremiumUser and Assistance manage their own photos', async () => {
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'] as const) {
      const u = await makeUser(s.t.ctx, { role });
      const up = await upload(s.t, u.token, await png(), 'x.png', 'image/png');
      expect(up.statusCode, role).toBe(200);
      const id = up.json().photo.id;
      expect((await api(u.token, 'GET', '/api/user/photos')).json().photos).toHaveLength(1);
      expect((await api(u.token, 'POST', `/api/user/photos/${id}/primary`)).statusCode).toBe(200);
      expect((await api(u.token, 'DELETE', `/api/user/photos/${id}`)).statusCode).toBe(200);
    }
  });
});

describe(`admin image verification (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let admin: Made;
  let owner: Made;
  let photoIds: string[];
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    owner = await makeUser(s.t.ctx, { role: 'SilverUser', firstName: 'Meera' });
    photoIds = [];
    for (let i = 0; i < 2; i++)
      photoIds.push((await upload(s.t, owner.token, await png(), 'a.png', 'image/png')).json().photo.id);
  });

  it('lists pending photos oldest first with the member and admin-signed URLs that load', async () => {
    const res = await api(admin.token, 'GET', '/api/admin/photos?status=pending&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.photos.map((p: { id: string }) => p.id)).toEqual(photoIds);
    expect(body.photos[0].member).toMatchObject({
      registration_no: owner.registrationNo,
      first_name: 'Meera',
      last_name: 'Rao',
    });
    expect(body.photos[0].large).toContain(`u=${admin.id}`);
    expect((await api(null, 'GET', body.photos[0].large)).statusCode).toBe(200);
    // the list of approved ones is empty so far
    expect((await api(admin.token, 'GET', '/api/admin/photos?status=approved')).json().total).toBe(0);
  });

  it('approving sets has_photo, notifies the member in-app and by email, and writes an audit entry', async () => {
    const res = await api(admin.token, 'PATCH', `/api/admin/photos/${photoIds[0]}`, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().photo.status).toBe('approved');
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(p.hasPhoto).toBe(true);
    const notes = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.map((n) => n.kind)).toContain('photo_approved');
    await s.t.smtp.waitFor(owner.email, /photo was approved/);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, owner.id));
    expect(audit.map((a) => a.action)).toContain('photo.approved');
  });

  it('rejecting needs a reason; the member sees the state and reason, and gets notified', async () => {
    const noReason = await api(admin.token, 'PATCH', `/api/admin/photos/${photoIds[1]}`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please give a reason');
    const res = await api(admin.token, 'PATCH', `/api/admin/photos/${photoIds[1]}`, {
      status: 'rejected',
      reason: 'Face not clearly visible',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await api(owner.token, 'GET', '/api/user/photos')).json().photos;
    expect(mine.find((p: { id: string }) => p.id === photoIds[1])).toMatchObject({
      status: 'rejected',
      reason: 'Face not clearly visible',
      is_primary: false,
    });
    expect(
      mine.filter((p: { is_primary: boolean }) => p.is_primary).map((p: { id: string }) => p.id),
    ).toEqual([photoIds[0]]);
    const mail = await s.t.smtp.waitFor(owner.email, /photo was not approved/);
    expect(mail.text).toContain('Face not clearly visible');
    const [row] = await s.t.ctx.db.select().from(photos).where(eq(photos.id, photoIds[1]));
    expect(row.reviewedBy).toBe(admin.id);
  });

  it('an unknown photo answers 404', async () => {
    const res = await api(admin.token, 'PATCH', '/api/admin/photos/00000000-0000-4000-8000-000000000000', {
      status: 'approved',
    });
    expect(res.statusCode).toBe(404);
  });

  it('anonymous 401; members, promoters and pending admins 403 on the admin photo endpoints', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/photos' },
      { method: 'PATCH' as const, url: `/api/admin/photos/${photoIds[0]}`, payload: { status: 'approved' } },
    ];
    for (const c of calls) expect((await s.t.app.inject(c)).statusCode).toBe(401);
    const callers = [
      owner,
      await makeUser(s.t.ctx, { role: 'PremiumUser' }),
      await makeUser(s.t.ctx, { role: 'Assistance' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'Admin', status: 'inactive' }),
    ];
    for (const who of callers) {
      for (const c of calls)
        expect((await s.t.app.inject({ ...c, headers: bearer(who.token) })).statusCode, who.role).toBe(403);
    }
  });

  it('accepts the one file whatever its form field is called', async () => {
    const body = multipart(await png(), 'x.png', 'image/png', 'file');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/user/photos',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner.token) },
    });
    expect(res.statusCode).toBe(200);
  });
});
