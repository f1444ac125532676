import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { MemberPhoto } from '../../../shared/schemas/member';
import type { Db, Tx } from '../../db/client';
import { blocks, photos, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { isPaid } from '../../lib/plan';
import { signedMediaUrl, type Variant } from '../../media/signing';
import type { Actor } from '../../plugins/auth';
import { acceptedWith } from '../interests/interest.queries';

/** The photo renditions a viewer may load for one member; URLs are signed for that viewer and expire. */
export type PhotoUrls = {
  /** The primary photo's thumbnail (clear or blurred as privacy decides), or null when none may be shown. */
  thumb: string | null;
  /** True when the viewer only gets the blurred rendition. */
  blurred: boolean;
};

/** What a viewer gets of a member's photos: the clear renditions, only the blurred one, or nothing. */
export type Rendition = 'clear' | 'blur' | 'none';

/** The facts a photo decision needs about the viewer (an Actor, or an account loaded for a media link). */
export type PhotoViewer = Pick<Actor, 'id' | 'role' | 'status' | 'planExpiresAt'>;

/** The facts a photo decision needs about the owner and the pair. */
export type PhotoOwnerFacts = {
  ownerId: string;
  photoPrivacy: string;
  /** profiles.listed: account active and profile not hidden. */
  listed: boolean;
  /** An accepted interest between viewer and owner, either direction. */
  accepted: boolean;
  /** Either blocked the other. */
  blocked: boolean;
};

/**
 * Photo privacy, decided on the server (issue #3). The owner and an active Admin see everything (also
 * pending photos). Nobody else sees anything of an unlisted (inactive or hidden) profile, of a blocked
 * pair, or of privacy 'hidden'; promoters and accounts that are not active see no member's photos.
 * Otherwise: 'members' → clear; 'paid' → clear for a paid member (effective plan), else blurred;
 * 'accepted' → clear when an interest between the two was accepted, else blurred.
 */
export function decideRendition(viewer: PhotoViewer, owner: PhotoOwnerFacts, now = new Date()): Rendition {
  if (viewer.id === owner.ownerId) return 'clear';
  if (viewer.status !== 'active') return 'none';
  if (viewer.role === 'Admin') return 'clear';
  if (viewer.role === 'promoter') return 'none';
  if (!owner.listed || owner.blocked) return 'none';
  switch (owner.photoPrivacy) {
    case 'members':
      return 'clear';
    case 'paid':
      return isPaid({ role: viewer.role as Role, planExpiresAt: viewer.planExpiresAt }, now)
        ? 'clear'
        : 'blur';
    case 'accepted':
      return owner.accepted ? 'clear' : 'blur';
    default:
      return 'none';
  }
}

/** True when a rendition decision lets the viewer load `variant`. */
export function variantAllowed(rendition: Rendition, variant: Variant): boolean {
  return rendition === 'clear' || (rendition === 'blur' && variant === 'blur');
}

/** True when the viewer may see photos that are not approved yet (the owner, an active Admin). */
export function seesUnapproved(viewer: PhotoViewer, ownerId: string): boolean {
  return viewer.id === ownerId || (viewer.role === 'Admin' && viewer.status === 'active');
}

/** The ids among `others` that `viewerId` blocked or that blocked `viewerId`. */
async function blockedAmong(db: Db | Tx, viewerId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ u: blocks.userId, t: blocks.targetId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, viewerId), inArray(blocks.targetId, others)),
        and(eq(blocks.targetId, viewerId), inArray(blocks.userId, others)),
      ),
    );
  return new Set(rows.map((r) => (r.u === viewerId ? r.t : r.u)));
}

/** Privacy facts for each owner id (owners without a profile are left out). */
export async function ownerFacts(
  db: Db | Tx,
  viewer: PhotoViewer,
  ownerIds: string[],
): Promise<Map<string, PhotoOwnerFacts>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const others = ids.filter((id) => id !== viewer.id);
  const [rows, accepted, blocked] = await Promise.all([
    db
      .select({ userId: profiles.userId, photoPrivacy: profiles.photoPrivacy, listed: profiles.listed })
      .from(profiles)
      .where(inArray(profiles.userId, ids)),
    acceptedWith(db, viewer.id, others),
    blockedAmong(db, viewer.id, others),
  ]);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        ownerId: r.userId,
        photoPrivacy: r.photoPrivacy,
        listed: r.listed,
        accepted: accepted.has(r.userId),
        blocked: blocked.has(r.userId),
      },
    ]),
  );
}

/**
 * For each owner id, the primary photo's thumbnail the viewer may see (issue #3 photo privacy, decided
 * on the server; used for cards and lists): a clear thumbnail, the blurred one (`blurred: true`), or
 * `thumb: null` when nothing may be shown or the member has no approved photo. The primary photo is
 * the one marked primary when approved, else the oldest approved one (the owner and Admin also get a
 * pending one when nothing is approved). URLs are signed for `viewer` and expire (15-20 minutes).
 */
export async function primaryPhotosFor(
  ctx: AppContext,
  viewer: Actor,
  ownerIds: string[],
): Promise<Map<string, PhotoUrls>> {
  const out = new Map<string, PhotoUrls>(ownerIds.map((id) => [id, { thumb: null, blurred: false }]));
  const facts = await ownerFacts(ctx.db, viewer, ownerIds);
  const decided = new Map<string, Rendition>();
  for (const [id, f] of facts) {
    const r = decideRendition(viewer, f);
    if (r !== 'none') decided.set(id, r);
  }
  if (decided.size === 0) return out;
  const rows = await ctx.db
    .selectDistinctOn([photos.userId], { id: photos.id, userId: photos.userId, status: photos.status })
    .from(photos)
    .where(and(inArray(photos.userId, [...decided.keys()]), inArray(photos.status, ['approved', 'pending'])))
    .orderBy(
      photos.userId,
      sql`(${photos.status} = 'approved') desc`,
      desc(photos.isPrimary),
      photos.createdAt,
    );
  for (const p of rows) {
    if (p.status !== 'approved' && !seesUnapproved(viewer, p.userId)) continue;
    const r = decided.get(p.userId);
    if (r === 'clear')
      out.set(p.userId, {
        thumb: signedMediaUrl(ctx.config.jwtSecret, p.id, 'thumb', viewer.id),
        blurred: false,
      });
    else if (r === 'blur')
      out.set(p.userId, {
        thumb: signedMediaUrl(ctx.config.jwtSecret, p.id, 'blur', viewer.id),
        blurred: true,
      });
  }
  return out;
}

/**
 * Every photo of one member the viewer may see, primary first (issue #3: the member profile page).
 * Clear: each approved photo (owner and Admin: also pending ones) with signed `thumb` and `large`.
 * Blurred: only the primary photo, `thumb` = the blurred rendition, `large` null. Nothing: [].
 */
export async function photosFor(ctx: AppContext, viewer: Actor, ownerId: string): Promise<MemberPhoto[]> {
  const facts = (await ownerFacts(ctx.db, viewer, [ownerId])).get(ownerId);
  if (!facts) return [];
  const rendition = decideRendition(viewer, facts);
  if (rendition === 'none') return [];
  const statuses = seesUnapproved(viewer, ownerId) ? ['approved', 'pending'] : ['approved'];
  const rows = await ctx.db
    .select({ id: photos.id, isPrimary: photos.isPrimary, status: photos.status })
    .from(photos)
    .where(and(eq(photos.userId, ownerId), inArray(photos.status, statuses)))
    .orderBy(desc(photos.isPrimary), photos.createdAt, photos.id);
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
