/**
 * Trust badges (docs/verification.md): which badges a profile shows and which identity documents the
 * service accepts. The server decides every badge from stored facts; a client never sends one.
 */

/**
 * The government IDs a member may upload (docs/verification.md#identity). Aadhaar only masked: UIDAI's
 * rules forbid keeping a full Aadhaar number, so staff reject an image showing more than the last four.
 */
export const ID_DOC_TYPES = ['pan', 'passport', 'driving_licence', 'voter_id', 'aadhaar_masked'] as const;
export type IdDocType = (typeof ID_DOC_TYPES)[number];

/** The facts a badge is decided from: the profile's columns (mobile_verified_no, id/photo verified times). */
export type BadgeFacts = {
  mobileNo: string;
  mobileVerifiedNo: string | null;
  idVerifiedAt: Date | string | null;
  photoVerifiedAt: Date | string | null;
};

/** The badges a profile shows, as the API sends them (docs/verification.md#badges). */
export type Badges = { mobile_verified: boolean; id_verified: boolean; photo_verified: boolean };

/**
 * The badges of a profile (docs/verification.md#badges): "Mobile verified" while the proven number is the
 * profile's current number (changing it removes the badge), "ID verified" once staff approved an ID,
 * "Photo verified" once staff matched the photo against that ID.
 */
export function badgesOf(f: BadgeFacts): Badges {
  return {
    mobile_verified: f.mobileVerifiedNo !== null && f.mobileVerifiedNo === f.mobileNo,
    id_verified: f.idVerifiedAt !== null,
    photo_verified: f.photoVerifiedAt !== null,
  };
}

/** The state of the member's identity verification, for their own page. */
export type IdState = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * Whether the member may upload an ID now (docs/verification.md#identity): not while one waits for staff
 * and not once verified. Every member plan may verify: trust is not a paid feature.
 */
export function mayUploadId(state: IdState): boolean {
  return state === 'none' || state === 'rejected';
}

/**
 * Whether the member may ask for a mobile code (docs/verification.md#mobile): only while the current number
 * is not yet proven.
 */
export function mayVerifyMobile(badges: Pick<Badges, 'mobile_verified'>): boolean {
  return !badges.mobile_verified;
}

/** Who asks to see an ID image: the account, its role and status, and its staff permissions. */
export type IdViewer = { id: string; role: string; status: string; permissions: readonly string[] };

/**
 * Whether `viewer` may see the image of an ID document owned by `ownerId` (docs/verification.md#identity):
 * the member who uploaded it, and active staff holding the verification permission (decision 130); nobody
 * else, whatever their role.
 */
export function seesIdDocument(viewer: IdViewer, ownerId: string): boolean {
  if (viewer.id === ownerId) return true;
  return viewer.role === 'Admin' && viewer.status === 'active' && viewer.permissions.includes('verification');
}
