import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { auditLog, successStories } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { processPhoto } from '../../media/images';
import { signedMediaUrl, verifyMediaSignature } from '../../media/signing';
import { newStorageKey, removeRenditions, renditionKey, writeRenditions } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { PUBLIC_SQL } from './success.service';

/**
 * A success story's one photo (docs/success-stories.md#the-photo): staff attach it; it is stored like a
 * member's photo (processPhoto's checks and renditions in the file store, decision 180, a fresh random key in
 * `success_stories.photo_key`) and served only for a story the public may read, or through a staff link
 * signed like the member media links (decision 006).
 */

/** The signed-link subject of a story's photo: never a photo id, so a member photo link cannot open it. */
const linkSubject = (storyId: string) => `story:${storyId}`;

/** The public address of a story's photo (answers 404 while the story is not public). */
export const publicStoryPhotoUrl = (storyId: string) => `/api/success-stories/${storyId}/photo`;

/** The staff's link to a story's photo: the public address signed for `viewerId`, valid 15–20 minutes. */
export function staffStoryPhotoUrl(ctx: AppContext, storyId: string, viewerId: string): string {
  const signed = signedMediaUrl(ctx.config.jwtSecret, linkSubject(storyId), 'large', viewerId);
  return `${publicStoryPhotoUrl(storyId)}${signed.slice(signed.indexOf('?'))}`;
}

/**
 * PUT /api/admin/success-stories/:id/photo (verification; decision 160): checks and re-encodes the upload
 * (processPhoto: 400 for a type or size it refuses, 413 over 10 MB), stores it under a new key and sets it
 * as the story's one photo with one audit row in the same transaction; the photo it replaces is removed
 * from storage after the commit. 404 for an unknown story (the new files are removed again).
 */
export async function setStoryPhoto(ctx: AppContext, staff: Actor, id: string, input: Buffer): Promise<void> {
  const processed = await processPhoto(input);
  const key = newStorageKey();
  await writeRenditions(ctx.store, key, processed.files);
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const [r] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update');
      if (!r) throw new AppError(404, MSG.successNotFound, 'not_found');
      await tx.update(successStories).set({ photoKey: key }).where(eq(successStories.id, id));
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'story.photo_set',
        targetUserId: r.memberId,
        details: { story_id: id, replaced: r.photoKey !== null },
      });
      return r.photoKey;
    });
  } catch (err) {
    await removeRenditions(ctx.store, key);
    throw err;
  }
  if (replaced) await removeRenditions(ctx.store, replaced);
}

/**
 * DELETE /api/admin/success-stories/:id/photo (verification): takes the photo off the story (one audit row)
 * and removes its files after the commit. 404 for an unknown story or a story without a photo.
 */
export async function removeStoryPhoto(ctx: AppContext, staff: Actor, id: string): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update');
    if (!r?.photoKey) throw new AppError(404, MSG.photoNotFound, 'not_found');
    await tx.update(successStories).set({ photoKey: null }).where(eq(successStories.id, id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'story.photo_removed',
      targetUserId: r.memberId,
      details: { story_id: id },
    });
    return r.photoKey;
  });
  await removeRenditions(ctx.store, key);
}

/**
 * GET /api/success-stories/:id/photo: the file of a story's photo when the story is public (the condition of
 * the public list, PUBLIC_SQL) or the link is a valid staff link; otherwise 404, the same answer as for a
 * story without a photo (nobody learns that a hidden story exists). Returns the file's store key and whether it
 * was opened publicly (the caller's cache header).
 */
export async function storyPhotoFile(
  ctx: AppContext,
  id: string,
  link: { u?: string; e?: number; s?: string },
): Promise<{ key: string; public: boolean }> {
  const [r] = await queryRows<{ photo_key: string | null; public: boolean }>(
    ctx.db,
    sql`select s.photo_key, (${PUBLIC_SQL}) as public
        from success_stories s join users m on m.id = s.member_id left join users pu on pu.id = s.partner_id
        where s.id = ${id}`,
  );
  const signed =
    !!link.u &&
    link.e !== undefined &&
    !!link.s &&
    verifyMediaSignature(ctx.config.jwtSecret, {
      photoId: linkSubject(id),
      variant: 'large',
      viewerId: link.u,
      exp: link.e,
      sig: link.s,
    });
  if (!r?.photo_key || !(r.public || signed)) throw new AppError(404, MSG.photoNotFound, 'not_found');
  return { key: renditionKey(r.photo_key, 'large'), public: r.public };
}
