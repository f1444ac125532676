import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Role } from '../../../shared/roles';
import { profiles, users } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/factories';

/** Test-only helpers for photo tests (docs/member-area.md#photos): images made with sharp, multipart bodies, actors. */

/** A JPEG of `w`×`h` with EXIF camera make/model and GPS coordinates (Bengaluru) and orientation 6. */
export function jpegWithGps(w = 900, h = 700): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: 190, g: 120, b: 80 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 3}" r="${Math.min(w, h) / 5}" fill="#f3d2b0"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 20/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();
}

/** A plain PNG. */
export function png(w = 400, h = 400): Promise<Buffer> {
  return sharp({
    create: { width: w, height: h, channels: 4, background: { r: 20, g: 80, b: 120, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
export function multipart(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'photo') {
  const boundary = `----cmtest${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `data` through POST /api/user/photos as the token's owner. */
export function upload(
  t: TestApp,
  token: string,
  data: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart(data, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/photos',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** The Actor of an account, as requireAuth would load it. */
export async function actorFor(t: TestApp, id: string): Promise<Actor> {
  const [u] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  const [p] = await t.ctx.db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, id));
  return {
    id: u.id,
    role: u.role as Role,
    status: u.status as Actor['status'],
    registrationNo: u.registrationNo,
    planExpiresAt: u.planExpiresAt,
    gender: p?.gender ?? null,
  };
}
