import { type SQL, sql } from 'drizzle-orm';
import { ageOn, todayIST } from '../../../shared/dates';
import {
  badgesOf,
  decideRendition,
  horoscopeVisible,
  memberAbilities,
  type Rendition,
  showsGunaMilan,
} from '../../../shared/policies';
import type { MemberCard } from '../../../shared/schemas/members';
import type { AppContext } from '../../lib/context';
import { iso } from '../../lib/dates';
import type { Actor } from '../../plugins/auth';
import { PRIMARY_PHOTO_COLUMN, primaryPhotoRow, primaryPhotoUrls } from '../photos/photo.access';
import {
  json,
  type RelationRow,
  type RelationViewer,
  relationColumns,
  toRelationFacts,
  viewerPlan,
} from './relations';

/**
 * The columns every member card is built from (`profiles c` joined with `users u`). Never a surname,
 * contact detail, exact date of birth in the output (the date is only used to compute the age).
 */
export const CARD_COLUMNS = sql`c.user_id, u.registration_no, u.created_at, c.first_name, c.gender,
  c.date_of_birth::text as dob, c.height_cm, c.marital_status, c.caste, c.qualification, c.occupation,
  c.city, c.state, c.mother_tongue, c.last_active_at, c.mobile_no as badge_mobile_no, c.mobile_verified_no,
  c.id_verified_at, c.photo_verified_at`;

/**
 * CARD_COLUMNS plus the viewer's relation to each member (relationColumns) and the member's primary photo
 * (PRIMARY_PHOTO_COLUMN): every list query selects these, so a page's cards need no further statement.
 */
export function cardColumns(viewer: RelationViewer): SQL {
  return cardColumnsOf(relationColumns(viewer));
}

/** cardColumns around given relation columns (relationColumnsOf, for a statement built once: decision 089). */
export function cardColumnsOf(relation: SQL): SQL {
  return sql`${CARD_COLUMNS}, ${relation}, ${PRIMARY_PHOTO_COLUMN} as card_photo`;
}

/** A row selected with cardColumns plus the featured flag. */
export type CardRow = RelationRow & {
  user_id: string;
  registration_no: string;
  created_at: Date | string;
  first_name: string;
  gender: string;
  dob: string;
  height_cm: number | null;
  marital_status: string;
  caste: string;
  qualification: string;
  occupation: string;
  city: string;
  state: string;
  mother_tongue: string;
  last_active_at: Date | string;
  /** The badge facts (badgesOf, docs/verification.md#badges); the number itself never leaves (allowlist). */
  badge_mobile_no: string;
  mobile_verified_no: string | null;
  id_verified_at: Date | string | null;
  photo_verified_at: Date | string | null;
  featured: boolean;
  /** The monthly boost is running (boostedExpr); absent from lists that do not rank by it. */
  boosted?: boolean;
  /** PRIMARY_PHOTO_COLUMN: the primary photo's [id, status], or null. */
  card_photo: [string, string] | string | null;
  /** The member's horoscope privacy and the pair's guna milan × 2 (lists that show it: MyMatches, browse, search). */
  horoscope_privacy?: string;
  guna_points?: number | null;
};

/**
 * Turns card rows into cards for `viewer`, in the same order: the photo the viewer may see, whether the
 * viewer shortlisted the member, the interest between them and the viewer's abilities (docs/member-area.md#abilities). The
 * relation facts and the primary photo come with the rows (cardColumns): no statement of its own.
 */
export function toCards<R extends CardRow>(
  ctx: AppContext,
  viewer: Actor,
  rows: R[],
): (MemberCard & { row: R })[] {
  if (rows.length === 0) return [];
  const plan = viewerPlan(viewer, json(rows[0].rel_entitlements));
  const today = todayIST();
  return rows.map((r) => {
    const f = toRelationFacts(viewer.id, r);
    const interest = f.interest;
    const rendition: Rendition = decideRendition(viewer, f.photo);
    return {
      row: r,
      registration_no: r.registration_no,
      first_name: r.first_name,
      gender: r.gender,
      age: ageOn(r.dob, today),
      height_cm: r.height_cm,
      marital_status: r.marital_status,
      caste: r.caste,
      educational_qualification: r.qualification,
      occupation: r.occupation,
      city: r.city,
      state: r.state,
      created_at: iso(r.created_at),
      mother_tongue: r.mother_tongue,
      last_active_at: iso(r.last_active_at),
      featured: !!r.featured,
      boosted: !!r.boosted,
      badges: badgesOf({
        mobileNo: r.badge_mobile_no,
        mobileVerifiedNo: r.mobile_verified_no,
        idVerifiedAt: r.id_verified_at,
        photoVerifiedAt: r.photo_verified_at,
      }),
      photo: primaryPhotoUrls(
        ctx.config.jwtSecret,
        viewer,
        r.user_id,
        rendition,
        primaryPhotoRow(r.card_photo),
      ),
      shortlisted: f.shortlisted,
      interest,
      abilities: memberAbilities(plan, interest, rendition),
      ...(r.guna_points === undefined ? {} : { guna: cardGuna(viewer, r, f.photo.accepted) }),
    };
  });
}

/**
 * The card's "Guna milan 27 / 36" (docs/horoscope.md#matching): the pair's points from the list's SQL,
 * shown by the profile's rule (horoscopeVisible, showsGunaMilan: visible to the viewer, another member,
 * both with a Moon position), else null. `accepted`: an accepted interest between the two.
 */
function cardGuna(viewer: Actor, r: CardRow, accepted: boolean): number | null {
  const points = r.guna_points ?? null;
  const visible = horoscopeVisible(viewer, {
    ownerId: r.user_id,
    horoscopePrivacy: r.horoscope_privacy ?? '',
    accepted,
  });
  return points !== null && showsGunaMilan(visible, viewer.id === r.user_id, true)
    ? Number(points) / 2
    : null;
}

/** Drops the internal `row` of toCards' output (the response schema would too; this keeps types plain). */
export function plain<T extends { row: unknown }>(cards: T[]): Omit<T, 'row'>[] {
  return cards.map(({ row: _row, ...card }) => card);
}
