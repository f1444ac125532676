import type { AccountStatus, Role } from '../roles';
import type { PhotoStatus } from '../schemas/member';
import { isPaid } from './plan';
import { mayReviewMembers } from './staff';

/**
 * Photo privacy (docs/member-area.md "Photos", decision 006), decided on the server from
 * facts already loaded. Signed links carry the decision; this module never does I/O.
 */

/** What a viewer gets of a member's photos: the clear renditions, only the blurred one, or nothing. */
export type Rendition = 'clear' | 'blur' | 'none';

/** A photo variant a signed link may name. */
export type PhotoVariant = 'thumb' | 'large' | 'blur';

/** The facts a photo decision needs about the viewer. */
export type PhotoViewer = { id: string; role: Role; status: AccountStatus; planExpiresAt: Date | null };

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
  /** Same gender as the viewer (members only see the other gender, decision 007). Optional: false. */
  sameGender?: boolean;
};

/**
 * The owner and an active Admin see everything (also pending photos). Nobody else sees anything of an
 * unlisted (inactive or hidden) profile, of a blocked pair, of a member they may not see (same gender),
 * or of privacy 'hidden'; promoters and accounts that are not active see no member's photos.
 * Otherwise: 'everyone' and 'members' → clear ('everyone' also shows them on a share link, sharedPhotoAllowed); 'paid' → clear for a paid member (effective plan), else blurred;
 * 'accepted' → clear when an interest between the two was accepted, else blurred.
 */
export function decideRendition(viewer: PhotoViewer, owner: PhotoOwnerFacts, now = new Date()): Rendition {
  if (viewer.id === owner.ownerId) return 'clear';
  if (viewer.status !== 'active') return 'none';
  if (mayReviewMembers(viewer)) return 'clear';
  if (viewer.role === 'promoter') return 'none';
  if (!owner.listed || owner.blocked || owner.sameGender) return 'none';
  switch (owner.photoPrivacy) {
    case 'everyone':
    case 'members':
      return 'clear';
    case 'paid':
      return isPaid(viewer, now) ? 'clear' : 'blur';
    case 'accepted':
      return owner.accepted ? 'clear' : 'blur';
    default:
      return 'none';
  }
}

/** True when a rendition decision lets the viewer load `variant`. */
export function variantAllowed(rendition: Rendition, variant: PhotoVariant): boolean {
  return rendition === 'clear' || (rendition === 'blur' && variant === 'blur');
}

/** True when the viewer may see photos that are not approved yet (the owner, an active Admin). */
export function seesUnapproved(viewer: PhotoViewer, ownerId: string): boolean {
  return viewer.id === ownerId || mayReviewMembers(viewer);
}

/**
 * The one state that takes a photo out of use: a rejected photo is never primary, does not count as a
 * usable photo and is shown only to its owner (docs/member-area.md#photos). The server's SQL derives its condition from it.
 */
export const REJECTED_PHOTO: PhotoStatus = 'rejected';

/** True when a photo in `status` may be (or stay) the primary photo: any but a rejected one (docs/member-area.md#photos; 409 otherwise). */
export function mayBePrimary(status: string): boolean {
  return status !== REJECTED_PHOTO;
}

/**
 * True when a share link's public page may show the member's photos (docs/plan-features.md#share-link): only
 * when their photo privacy lets everyone see them; every other level keeps photos off the page.
 */
export function sharedPhotoAllowed(photoPrivacy: string): boolean {
  return photoPrivacy === 'everyone';
}
