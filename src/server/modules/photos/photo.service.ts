import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { mayBePrimary, REJECTED_PHOTO } from '../../../shared/policies';
import {
  type AdminPhoto,
  MAX_PHOTOS,
  type OwnPhoto,
  type PhotoStatus,
  type Review,
} from '../../../shared/schemas/member';
import type { Tx } from '../../db/client';
import { auditLog, duplicateFlags, photos, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { flagPhotoDuplicates } from '../../lib/duplicates';
import { AppError } from '../../lib/errors';
import { clearLimit, hitLimit } from '../../lib/rate-limit';
import { processPhoto } from '../../media/images';
import { signedMediaUrl, type Variant, verifyMediaSignature } from '../../media/signing';
import { newStorageKey, removeRenditions, renditionKey, writeRenditions } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { decideRendition, linkViewer, ownerFacts, seesUnapproved, variantAllowed } from './photo.access';
import { queuePage, reviewedColumns } from './review-queue';

type PhotoRow = typeof photos.$inferSelect;

/** A photo with its state and URLs signed for `viewerId` (owner or Admin). */
export function presentOwnPhoto(ctx: AppContext, viewerId: string, p: PhotoRow): OwnPhoto {
  return {
    id: p.id,
    status: p.status as PhotoStatus,
    reason: p.reason,
    is_primary: p.isPrimary,
    width: p.width,
    height: p.height,
    created_at: p.createdAt.toISOString(),
    thumb: signedMediaUrl(ctx.config.jwtSecret, p.id, 'thumb', viewerId),
    large: signedMediaUrl(ctx.config.jwtSecret, p.id, 'large', viewerId),
  };
}

/** GET /api/user/photos (docs/member-area.md#photos): the member's own photos, primary first, with state and reason. */
export async function listOwnPhotos(ctx: AppContext, userId: string): Promise<OwnPhoto[]> {
  const rows = await ctx.db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.isPrimary), asc(photos.createdAt), asc(photos.id));
  return rows.map((p) => presentOwnPhoto(ctx, userId, p));
}

/** Keeps profiles.has_photo = "has an approved photo" (docs/member-area.md#photos), inside the caller's transaction. */
async function refreshHasPhoto(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({
      hasPhoto: sql`exists (select 1 from photos where photos.user_id = ${userId} and photos.status = 'approved')`,
    })
    .where(eq(profiles.userId, userId));
}

/** When the member has no usable primary photo, makes the best remaining one primary (approved first, oldest). */
async function ensurePrimary(tx: Tx, userId: string): Promise<void> {
  const [current] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.isPrimary, true), ne(photos.status, REJECTED_PHOTO)))
    .limit(1);
  if (current) return;
  await tx.update(photos).set({ isPrimary: false }).where(eq(photos.userId, userId));
  const [next] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.status, REJECTED_PHOTO)))
    .orderBy(sql`(${photos.status} = 'approved') desc`, asc(photos.createdAt))
    .limit(1);
  if (next) await tx.update(photos).set({ isPrimary: true }).where(eq(photos.id, next.id));
}

/** Locks the member's profile row so that concurrent photo changes of one member run one at a time. */
async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
}

/** How long an upload may hold the member's one upload slot before it lapses (a crashed process). */
const UPLOAD_SLOT_MS = 2 * 60_000;

/**
 * Takes the member's one upload slot before the file is read or decoded (decision 010): one upload at a
 * time per member (429 MSG.uploadInProgress), at most `config.photoUploadsPerHour` uploads an hour (429
 * MSG.tooManyUploads), and no upload at all at 6 photos (409 MSG.photoLimit). The slot and the hourly
 * counter are taken atomically (rate_limits upserts); with uploads of one member serialised, the count
 * read here cannot be overtaken. A horoscope chart (`what` 'chart', docs/horoscope.md#chart) shares the
 * slot and the hourly limit but not the photo count. Returns the function that gives the slot back (call
 * it in `finally`).
 */
export async function reserveUpload(
  ctx: AppContext,
  actor: Actor,
  what: 'photo' | 'chart' = 'photo',
): Promise<() => Promise<void>> {
  const busyKey = `upload:busy:${actor.id}`;
  const busy = await hitLimit(ctx.db, busyKey, 1, UPLOAD_SLOT_MS);
  if (!busy.allowed) throw new AppError(429, MSG.uploadInProgress, 'upload_in_progress');
  const release = () => clearLimit(ctx.db, busyKey);
  try {
    const rate = await hitLimit(ctx.db, `upload:hour:${actor.id}`, ctx.config.photoUploadsPerHour, 3_600_000);
    if (!rate.allowed) throw new AppError(429, MSG.tooManyUploads, 'rate_limited');
    if (what === 'photo') {
      const [{ n }] = await ctx.db.select({ n: count() }).from(photos).where(eq(photos.userId, actor.id));
      if (n >= MAX_PHOTOS) throw new AppError(409, MSG.photoLimit, 'photo_limit');
    }
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}

/**
 * POST /api/user/photos (docs/member-area.md#photos): checks and re-encodes the upload (see processPhoto), stores its
 * renditions under a random key, and adds it as 'pending' (primary when the member has no primary), flagged
 * when it looks like another account's photo (decision 194).
 * Throws 400 (type, pixels), 413 (bytes), 409 when the member already has 6 photos. Callers take the
 * member's upload slot first (reserveUpload), so the count is checked before any decoding (decision 010).
 */
export async function uploadPhoto(ctx: AppContext, actor: Actor, input: Buffer): Promise<OwnPhoto> {
  const processed = await processPhoto(input);
  const key = newStorageKey();
  await writeRenditions(ctx.store, key, processed.files);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockMember(tx, actor.id);
      const [{ total }] = await tx.select({ total: count() }).from(photos).where(eq(photos.userId, actor.id));
      if (total >= MAX_PHOTOS) throw new AppError(409, MSG.photoLimit, 'photo_limit');
      const [primary] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(
          and(eq(photos.userId, actor.id), eq(photos.isPrimary, true), ne(photos.status, REJECTED_PHOTO)),
        )
        .limit(1);
      const [p] = await tx
        .insert(photos)
        .values({
          userId: actor.id,
          storageKey: key,
          isPrimary: !primary,
          status: 'pending',
          width: processed.width,
          height: processed.height,
          dhash: processed.dhash,
        })
        .returning();
      // A near-identical photo of another account flags the upload in the photo queue (decision 194).
      await flagPhotoDuplicates(tx, { userId: actor.id, photoId: p.id, dhash: processed.dhash });
      return p;
    });
    return presentOwnPhoto(ctx, actor.id, row);
  } catch (err) {
    await removeRenditions(ctx.store, key);
    throw err;
  }
}

/** Loads a photo of the actor; another member's photo answers 404 as if it did not exist. */
async function ownPhoto(tx: Tx, actor: Actor, photoId: string): Promise<PhotoRow> {
  const [p] = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, actor.id)))
    .for('update')
    .limit(1);
  if (!p) throw new AppError(404, MSG.photoNotFound, 'not_found');
  return p;
}

/** DELETE /api/user/photos/{id} (docs/member-area.md#photos, owner only): removes the photo and its files; 404 otherwise. */
export async function deletePhoto(ctx: AppContext, actor: Actor, photoId: string): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, actor.id);
    const p = await ownPhoto(tx, actor, photoId);
    await tx.delete(photos).where(eq(photos.id, p.id));
    await ensurePrimary(tx, actor.id);
    await refreshHasPhoto(tx, actor.id);
    return p.storageKey;
  });
  await removeRenditions(ctx.store, key);
}

/** POST /api/user/photos/{id}/primary (docs/member-area.md#photos, owner only). 404 for another's photo, 409 for a rejected one. */
export async function setPrimaryPhoto(ctx: AppContext, actor: Actor, photoId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, actor.id);
    const p = await ownPhoto(tx, actor, photoId);
    if (!mayBePrimary(p.status)) throw new AppError(409, MSG.photoRejectedPrimary, 'rejected');
    await tx.update(photos).set({ isPrimary: false }).where(eq(photos.userId, actor.id));
    await tx.update(photos).set({ isPrimary: true }).where(eq(photos.id, p.id));
  });
}

/**
 * GET /api/admin/photos (Admin, docs/member-area.md#photos): photos in one state, oldest first for 'pending' (newest
 * first otherwise), with their member, URLs signed for the admin and the account whose photo each looks like
 * while that duplicate flag is open (decision 194).
 */
export async function adminListPhotos(
  ctx: AppContext,
  admin: Actor,
  q: { status: PhotoStatus; page: number; pageSize: number },
): Promise<{ photos: AdminPhoto[]; total: number }> {
  const { total, rows } = await queuePage(ctx.db, photos, q);
  // Open duplicate flags on these photos (decision 194): "looks like the photo of <registration no>".
  const ids = rows.map((r) => r.item.id);
  const looks = new Map<string, { registration_no: string; distance: number }>();
  if (ids.length > 0) {
    const flagged = await ctx.db
      .select({
        photoId: duplicateFlags.photoId,
        regNo: users.registrationNo,
        distance: duplicateFlags.distance,
      })
      .from(duplicateFlags)
      .innerJoin(users, eq(users.id, duplicateFlags.otherUserId))
      .where(and(inArray(duplicateFlags.photoId, ids), eq(duplicateFlags.status, 'open')))
      .orderBy(asc(duplicateFlags.distance));
    for (const f of flagged) {
      if (f.photoId && !looks.has(f.photoId))
        looks.set(f.photoId, { registration_no: f.regNo, distance: f.distance ?? 0 });
    }
  }
  return {
    total,
    photos: rows.map(({ item, ...queued }) => ({
      looks_like: looks.get(item.id) ?? null,
      ...presentOwnPhoto(ctx, admin.id, item),
      ...queued,
    })),
  };
}

/**
 * PATCH /api/admin/photos/{id} (Admin, docs/member-area.md#photos): approves or rejects a photo (reason required to
 * reject), keeps has_photo and the primary photo right, writes an audit entry and notifies the member
 * (in-app inside the transaction, email after it). Throws 404 for an unknown photo.
 */
export async function reviewPhoto(
  ctx: AppContext,
  admin: Actor,
  photoId: string,
  review: Review,
): Promise<OwnPhoto> {
  const { row, note } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(photos).where(eq(photos.id, photoId)).limit(1);
    if (!found) throw new AppError(404, MSG.photoNotFound, 'not_found');
    await lockMember(tx, found.userId);
    const approved = review.status === 'approved';
    const [p] = await tx
      .update(photos)
      .set({ ...reviewedColumns(review, admin.id), isPrimary: approved ? found.isPrimary : false })
      .where(eq(photos.id, photoId))
      .returning();
    await ensurePrimary(tx, found.userId);
    await refreshHasPhoto(tx, found.userId);
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: `photo.${review.status}`,
      targetUserId: found.userId,
      details: { photoId, from: found.status, reason: review.reason },
    });
    const n: NewNotification = approved
      ? {
          userId: found.userId,
          kind: 'photo_approved',
          title: NOTICE.photoApprovedTitle,
          body: NOTICE.photoApprovedBody,
          link: '/user/profile#photos',
        }
      : {
          userId: found.userId,
          kind: 'photo_rejected',
          title: NOTICE.photoRejectedTitle,
          body: fillNotice(NOTICE.photoRejectedBody, { reason: review.reason ?? '' }),
          link: '/user/profile#photos',
        };
    await addNotification(tx, n);
    const [fresh] = await tx.select().from(photos).where(eq(photos.id, p.id));
    return { row: fresh, note: n };
  });
  await emailNotification(ctx, note);
  return presentOwnPhoto(ctx, admin.id, row);
}

/**
 * GET /api/media/{photoId}/{variant} (decision 006): the file a signed link points to, after checking again
 * the signature and expiry, that the photo exists (404), is approved unless the viewer is its owner or
 * an Admin, and that the viewer (still active) may load this rendition under the owner's privacy now.
 * Returns the rendition's store key (decision 180: the app streams it from the store). Throws 403 when
 * any check fails.
 */
export async function mediaFile(
  ctx: AppContext,
  link: { photoId: string; variant: Variant; viewerId: string; exp: number; sig: string },
): Promise<string> {
  if (!verifyMediaSignature(ctx.config.jwtSecret, link))
    throw new AppError(403, MSG.mediaLinkInvalid, 'bad_link');
  const [p] = await ctx.db
    .select({ userId: photos.userId, status: photos.status, key: photos.storageKey })
    .from(photos)
    .where(eq(photos.id, link.photoId))
    .limit(1);
  if (!p) throw new AppError(404, MSG.photoNotFound, 'not_found');
  const v = await linkViewer(ctx.db, link.viewerId);
  if (p.status !== 'approved' && !seesUnapproved(v, p.userId))
    throw new AppError(403, MSG.forbidden, 'forbidden');
  const facts = (await ownerFacts(ctx.db, v, [p.userId])).get(p.userId);
  if (!facts || !variantAllowed(decideRendition(v, facts), link.variant)) {
    throw new AppError(403, MSG.forbidden, 'forbidden');
  }
  return renditionKey(p.key, link.variant);
}
