import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages';
import {
  heldPermissions,
  type IdDocType,
  type IdState,
  type IdViewer,
  mayUploadId,
  REJECTED_PHOTO,
  seesIdDocument,
} from '../../../shared/policies';
import type { Role } from '../../../shared/roles';
import type { idDecisionSchema, idQueueItemSchema } from '../../../shared/schemas/verification';
import { auditLog, idDocuments, photos, profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import { processPhoto } from '../../media/images';
import { signedDocumentUrl, signedMediaUrl, verifyDocumentSignature } from '../../media/signing';
import { newStorageKey, removeRenditions, renditionKey, writeRenditions } from '../../media/storage';

/** ID uploads one member may make in an hour (docs/verification.md#identity). */
export const ID_UPLOADS_PER_HOUR = 5;

type QueueItem = z.infer<typeof idQueueItemSchema>;
type Decision = z.infer<typeof idDecisionSchema>;

/**
 * POST /api/user/verification/id (docs/verification.md#identity): checks and re-encodes the image as a
 * photo is (type sniffed, EXIF and GPS stripped; images.ts), stores it under a random key in the media
 * storage and adds the document as 'pending'. One document waits at a time and none once verified
 * (mayUploadId, checked under the profile's row lock so parallel uploads store one). Every plan may.
 * Throws 409 MSG.idPending / MSG.idAlreadyVerified, 429 MSG.tooManyUploads, 400/413 for the image.
 */
export async function uploadIdDocument(
  ctx: AppContext,
  userId: string,
  doc: { docType: IdDocType; lastFour: string },
  input: Buffer,
): Promise<void> {
  const state = await idState(ctx, userId);
  if (!mayUploadId(state)) throw refusal(state);
  const rate = await hitLimit(ctx.db, `idupload:hour:${userId}`, ID_UPLOADS_PER_HOUR, 3_600_000);
  if (!rate.allowed) throw new AppError(429, MSG.tooManyUploads, 'rate_limited');
  const processed = await processPhoto(input);
  const key = newStorageKey();
  await writeRenditions(ctx.store, key, processed.files);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      const now = await idState(ctx, userId, tx);
      if (!mayUploadId(now)) throw refusal(now);
      await tx
        .insert(idDocuments)
        .values({ userId, docType: doc.docType, lastFour: doc.lastFour, storageKey: key });
    });
  } catch (err) {
    await removeRenditions(ctx.store, key);
    throw err;
  }
}

function refusal(state: IdState): AppError {
  return state === 'approved'
    ? new AppError(409, MSG.idAlreadyVerified, 'already_verified')
    : new AppError(409, MSG.idPending, 'pending');
}

/** The member's identity state: approved once verified, else their latest document's status, else 'none'. */
async function idState(ctx: AppContext, userId: string, db: Pick<AppContext['db'], 'select'> = ctx.db) {
  const [p] = await db
    .select({ idVerifiedAt: profiles.idVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!p) throw new AppError(404, MSG.profileNotFound, 'not_found');
  if (p.idVerifiedAt) return 'approved' as const;
  const [d] = await db
    .select({ status: idDocuments.status })
    .from(idDocuments)
    .where(eq(idDocuments.userId, userId))
    .orderBy(desc(idDocuments.createdAt))
    .limit(1);
  return (d?.status ?? 'none') as IdState;
}

/**
 * GET /api/admin/id-documents (docs/verification.md#identity; staff with the verification permission,
 * STAFF_ROUTES): the pending documents, oldest first, each with a signed link to its image for this staff
 * member and, beside it, the member's name, date of birth, gender and photos, to compare.
 */
export async function idQueue(ctx: AppContext, staffId: string): Promise<QueueItem[]> {
  const rows = await ctx.db
    .select({
      id: idDocuments.id,
      userId: idDocuments.userId,
      docType: idDocuments.docType,
      lastFour: idDocuments.lastFour,
      createdAt: idDocuments.createdAt,
      registrationNo: users.registrationNo,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
    })
    .from(idDocuments)
    .innerJoin(users, eq(users.id, idDocuments.userId))
    .innerJoin(profiles, eq(profiles.userId, idDocuments.userId))
    .where(eq(idDocuments.status, 'pending'))
    .orderBy(asc(idDocuments.createdAt))
    .limit(100);
  const ids = rows.map((r) => r.userId);
  const pics = ids.length
    ? await ctx.db
        .select({ id: photos.id, userId: photos.userId })
        .from(photos)
        .where(and(inArray(photos.userId, ids), ne(photos.status, REJECTED_PHOTO)))
        .orderBy(desc(photos.isPrimary), asc(photos.createdAt))
    : [];
  const secret = ctx.config.jwtSecret;
  return rows.map((r) => ({
    id: r.id,
    doc_type: r.docType as IdDocType,
    last_four: r.lastFour,
    created_at: r.createdAt.toISOString(),
    image_url: signedDocumentUrl(secret, r.id, staffId),
    member: {
      registration_no: r.registrationNo,
      name: `${r.firstName} ${r.lastName}`.trim(),
      date_of_birth: r.dateOfBirth,
      gender: r.gender,
      photos: pics
        .filter((p) => p.userId === r.userId)
        .map((p) => signedMediaUrl(secret, p.id, 'large', staffId)),
    },
  }));
}

/**
 * POST /api/admin/id-documents/:id/decision (docs/verification.md#identity): approves or rejects a pending
 * document in one transaction (the `status = 'pending'` update claims it once), records who and when,
 * sets "ID verified" (and "Photo verified" when staff matched the photo) on approval, writes one audit row
 * (decision 166), and deletes the image after commit: only type, last four and the decision stay.
 * Throws 404 MSG.idNotFound, 409 MSG.idAlreadyDecided, 400 MSG.idReasonRequired (a rejection needs why).
 */
export async function decideIdDocument(
  ctx: AppContext,
  staffId: string,
  docId: string,
  d: Decision,
): Promise<void> {
  if (d.decision === 'reject' && !d.reason) {
    throw new AppError(400, MSG.idReasonRequired, 'reason_required', { reason: MSG.idReasonRequired });
  }
  const key = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(idDocuments).where(eq(idDocuments.id, docId)).limit(1);
    if (!doc) throw new AppError(404, MSG.idNotFound, 'not_found');
    const now = new Date();
    const approve = d.decision === 'approve';
    const [claimed] = await tx
      .update(idDocuments)
      .set({
        status: approve ? 'approved' : 'rejected',
        reason: d.reason || null,
        photoMatches: approve && d.photo_matches,
        decidedBy: staffId,
        decidedAt: now,
        storageKey: null,
      })
      .where(and(eq(idDocuments.id, docId), eq(idDocuments.status, 'pending')))
      .returning({ userId: idDocuments.userId });
    if (!claimed) throw new AppError(409, MSG.idAlreadyDecided, 'already_decided');
    if (approve) {
      await tx
        .update(profiles)
        .set({ idVerifiedAt: now, ...(d.photo_matches ? { photoVerifiedAt: now } : {}) })
        .where(eq(profiles.userId, claimed.userId));
    }
    await tx.insert(auditLog).values({
      actorId: staffId,
      action: `id_document.${approve ? 'approved' : 'rejected'}`,
      targetUserId: claimed.userId,
      details: { doc_type: doc.docType, photo_matches: approve && d.photo_matches, reason: d.reason || null },
    });
    return doc.storageKey;
  });
  if (key) await removeRenditions(ctx.store, key);
}

/**
 * GET /api/id-documents/:id/image (a signed link, docs/verification.md#identity): the store key of a pending
 * document's image for the viewer the link was signed for, when that viewer may see it (seesIdDocument:
 * the owner, or staff with the verification permission). 403 for a bad or expired link or another viewer;
 * 404 once decided (the image is gone).
 */
export async function idImageFile(
  ctx: AppContext,
  link: { docId: string; viewerId: string; exp: number; sig: string },
): Promise<string> {
  if (!verifyDocumentSignature(ctx.config.jwtSecret, link))
    throw new AppError(403, MSG.mediaLinkInvalid, 'bad_link');
  const [viewer] = await ctx.db
    .select({ id: users.id, role: users.role, status: users.status, perms: users.staffPermissions })
    .from(users)
    .where(eq(users.id, link.viewerId))
    .limit(1);
  if (!viewer) throw new AppError(403, MSG.mediaLinkInvalid, 'bad_link');
  const [doc] = await ctx.db
    .select({ userId: idDocuments.userId, key: idDocuments.storageKey })
    .from(idDocuments)
    .where(eq(idDocuments.id, link.docId))
    .limit(1);
  const v: IdViewer = {
    id: viewer.id,
    role: viewer.role,
    status: viewer.status,
    permissions: heldPermissions(viewer.role as Role, viewer.perms),
  };
  if (!doc || !seesIdDocument(v, doc.userId)) throw new AppError(403, MSG.forbidden, 'forbidden');
  if (!doc.key) throw new AppError(404, MSG.idNotFound, 'not_found');
  return renditionKey(doc.key, 'large');
}
