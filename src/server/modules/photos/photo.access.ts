import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import {
  decideRendition,
  type PhotoOwnerFacts,
  type PhotoViewer,
  type Rendition,
  seesUnapproved,
} from '../../../shared/policies';
import type { MemberPhoto } from '../../../shared/schemas/member';
import type { Db, Tx } from '../../db/client';
import { photos, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { signedMediaUrl } from '../../media/signing';

export { decideRendition, type Rendition, seesUnapproved, variantAllowed } from '../../../shared/policies';

/** The photo renditions a viewer may load for one member; URLs are signed for that viewer and expire. */
export type PhotoUrls = {
  /** The primary photo's thumbnail (clear or blurred as privacy decides), or null when none may be shown. */
  thumb: string | null;
  /** True when the viewer only gets the blurred rendition. */
  blurred: boolean;
};

/**
 * The viewer a signed media link (photo or horoscope chart, decision 006) names, as the account is now:
 * id, role, status and plan expiry, for the access rules to be checked again. Throws 403
 * MSG.mediaLinkInvalid when the account no longer exists.
 */
export async function linkViewer(db: Db, viewerId: string): Promise<PhotoViewer> {
  const [viewer] = await db
    .select({ id: users.id, role: users.role, status: users.status, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, viewerId))
    .limit(1);
  if (!viewer) throw new AppError(403, MSG.mediaLinkInvalid, 'bad_link');
  return {
    ...viewer,
    role: viewer.role as PhotoViewer['role'],
    status: viewer.status as PhotoViewer['status'],
  };
}

/**
 * Privacy facts for each owner id (owners without a profile are left out), in ONE statement: the
 * owner's privacy and listing, whether the viewer is of the same gender (members see the other gender
 * only, decision 007), an accepted interest and a block between the two.
 */
export async function ownerFacts(
  db: Db | Tx,
  viewer: PhotoViewer,
  ownerIds: string[],
): Promise<Map<string, PhotoOwnerFacts>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const v = viewer.id;
  const rows = await queryRows<{
    user_id: string;
    photo_privacy: string;
    listed: boolean;
    same_gender: boolean;
    accepted: boolean;
    blocked: boolean;
  }>(
    db,
    sql`select c.user_id, c.photo_privacy, c.listed,
          coalesce(c.gender = (select g.gender from profiles g where g.user_id = ${v}), false) as same_gender,
          exists (select 1 from interests i where i.status = 'accepted'
                  and ((i.sender_id = ${v} and i.receiver_id = c.user_id)
                    or (i.receiver_id = ${v} and i.sender_id = c.user_id))) as accepted,
          exists (select 1 from blocks b where (b.user_id = ${v} and b.target_id = c.user_id)
                    or (b.target_id = ${v} and b.user_id = c.user_id)) as blocked
        from profiles c where c.user_id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.user_id,
      {
        ownerId: r.user_id,
        photoPrivacy: r.photo_privacy,
        listed: r.listed,
        accepted: r.accepted,
        blocked: r.blocked,
        sameGender: r.user_id !== v && r.same_gender,
      },
    ]),
  );
}

/**
 * For each owner id, the primary photo's thumbnail the viewer may see (docs/member-area.md#photos, photo privacy, decided
 * on the server; used for cards and lists): a clear thumbnail, the blurred one (`blurred: true`), or
 * `thumb: null` when nothing may be shown or the member has no approved photo. The primary photo is
 * the one marked primary when approved, else the oldest approved one (the owner and Admin also get a
 * pending one when nothing is approved). URLs are signed for `viewer` and expire (15-20 minutes).
 */
export async function primaryPhotosFor(
  ctx: AppContext,
  viewer: PhotoViewer,
  ownerIds: string[],
): Promise<Map<string, PhotoUrls>> {
  const facts = await ownerFacts(ctx.db, viewer, ownerIds);
  const decided = new Map<string, Rendition>(ownerIds.map((id) => [id, 'none']));
  for (const [id, f] of facts) decided.set(id, decideRendition(viewer, f));
  return primaryPhotosDecided(ctx, viewer, decided);
}

/** A member's primary photo candidate as the card queries read it (PRIMARY_PHOTO_COLUMN). */
export type PrimaryPhotoRow = { id: string; status: string };

/**
 * SQL: the primary photo of the member `c.user_id` (profiles alias `c`) as `[id, status]` JSON, or null:
 * the approved photo marked primary, else the oldest approved one, else (for the owner and Admin only,
 * decided by primaryPhotoUrls) the pending one. One index probe (photos_user_idx) per card, read with the
 * list query itself, so a page of cards needs no statement for its photos (docs/architecture.md#how-a-member-request-flows).
 */
export const PRIMARY_PHOTO_COLUMN = sql`(select json_build_array(p.id, p.status) from photos p
    where p.user_id = c.user_id and p.status in ('approved', 'pending')
    order by (p.status = 'approved') desc, p.is_primary desc, p.created_at limit 1)`;

/** A PRIMARY_PHOTO_COLUMN value as a row (drivers send json as an array or as text). */
export function primaryPhotoRow(v: [string, string] | string | null): PrimaryPhotoRow | null {
  const a = typeof v === 'string' ? (JSON.parse(v) as [string, string]) : v;
  return a ? { id: a[0], status: a[1] } : null;
}

/**
 * The thumbnail `viewer` gets of `ownerId`'s primary photo `photo` under the decided `rendition`: a
 * signed clear or blurred thumbnail URL, or `thumb: null` (rendition 'none', no photo, or a pending photo
 * the viewer may not see: only the owner and Admin see unapproved photos).
 */
export function primaryPhotoUrls(
  secret: Uint8Array,
  viewer: PhotoViewer,
  ownerId: string,
  rendition: Rendition,
  photo: PrimaryPhotoRow | null,
): PhotoUrls {
  if (!photo || rendition === 'none') return { thumb: null, blurred: false };
  if (photo.status !== 'approved' && !seesUnapproved(viewer, ownerId)) return { thumb: null, blurred: false };
  const blurred = rendition === 'blur';
  return { thumb: signedMediaUrl(secret, photo.id, blurred ? 'blur' : 'thumb', viewer.id), blurred };
}

/** primaryPhotosFor with each owner's rendition decided: one statement, none when every rendition is 'none'. */
async function primaryPhotosDecided(
  ctx: AppContext,
  viewer: PhotoViewer,
  renditions: Map<string, Rendition>,
): Promise<Map<string, PhotoUrls>> {
  const out = new Map<string, PhotoUrls>(
    [...renditions.keys()].map((id) => [id, { thumb: null, blurred: false }]),
  );
  const decided = [...renditions].filter(([, r]) => r !== 'none').map(([id]) => id);
  if (decided.length === 0) return out;
  const rows = await queryRows<{ user_id: string; photo: [string, string] | string | null }>(
    ctx.db,
    sql`select c.user_id, ${PRIMARY_PHOTO_COLUMN} as photo
        from unnest(${sql.param(decided)}::uuid[]) as c(user_id)`,
  );
  for (const r of rows) {
    const rendition = renditions.get(r.user_id) ?? 'none';
    out.set(
      r.user_id,
      primaryPhotoUrls(ctx.config.jwtSecret, viewer, r.user_id, rendition, primaryPhotoRow(r.photo)),
    );
  }
  return out;
}

/**
 * Every photo of one member the viewer may see, primary first (docs/member-area.md#photos: the member profile page).
 * Clear: each approved photo (owner and Admin: also pending ones) with signed `thumb` and `large`.
 * Blurred: only the primary photo, `thumb` = the blurred rendition, `large` null. Nothing: [].
 */
export async function photosFor(
  ctx: AppContext,
  viewer: PhotoViewer,
  ownerId: string,
): Promise<MemberPhoto[]> {
  const facts = (await ownerFacts(ctx.db, viewer, [ownerId])).get(ownerId);
  const rendition = facts ? decideRendition(viewer, facts) : 'none';
  if (rendition === 'none') return [];
  const rows = await ctx.db
    .select({ id: photos.id, isPrimary: photos.isPrimary, status: photos.status })
    .from(photos)
    .where(and(eq(photos.userId, ownerId), inArray(photos.status, ['approved', 'pending'])))
    .orderBy(desc(photos.isPrimary), photos.createdAt, photos.id);
  return photosOfRows(ctx, viewer, ownerId, rendition, rows);
}

/**
 * A member's approved and pending photos as one json column of a statement that reads the member `users`
 * (the profile view, decision 213): `[[id, is_primary, status], ...]` in photosFor's order, or null.
 */
export const PHOTO_ROWS_COLUMN = sql<PhotoRowsJson>`(select json_agg(json_build_array(ph.id, ph.is_primary, ph.status)
    order by ph.is_primary desc, ph.created_at, ph.id)
  from photos ph where ph.user_id = "users"."id" and ph.status in ('approved', 'pending'))`;

/** PHOTO_ROWS_COLUMN as the driver returns it (some send json as text). */
export type PhotoRowsJson = [string, boolean, string][] | string | null;

/** PHOTO_ROWS_COLUMN's value as photo rows. */
export function photoRowsOf(json: PhotoRowsJson): PhotoRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as [string, boolean, string][] | null;
  return (rows ?? []).map(([id, isPrimary, status]) => ({ id, isPrimary, status }));
}

/** One photo of a member as photosOfRows reads it. */
export type PhotoRow = { id: string; isPrimary: boolean; status: string };

/**
 * The photos the viewer may see from a member's approved and pending rows (primary first), for a
 * rendition already decided (photosFor's rules: pending ones only for the owner and Admin, seesUnapproved).
 */
export function photosOfRows(
  ctx: AppContext,
  viewer: PhotoViewer,
  ownerId: string,
  rendition: Rendition,
  all: PhotoRow[],
): MemberPhoto[] {
  if (rendition === 'none') return [];
  const rows = seesUnapproved(viewer, ownerId) ? all : all.filter((p) => p.status === 'approved');
  const secret = ctx.config.jwtSecret;
  if (rendition === 'blur') {
    const first = rows[0];
    if (!first) return [];
    return [
      {
        id: first.id,
        is_primary: true,
        thumb: signedMediaUrl(secret, first.id, 'blur', viewer.id),
        large: null,
        blurred: true,
      },
    ];
  }
  return rows.map((p) => ({
    id: p.id,
    is_primary: p.isPrimary,
    thumb: signedMediaUrl(secret, p.id, 'thumb', viewer.id),
    large: signedMediaUrl(secret, p.id, 'large', viewer.id),
    blurred: false,
  }));
}
