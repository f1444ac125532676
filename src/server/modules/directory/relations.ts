import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Entitlements } from '../../../shared/plans';
import {
  cooldownEnds,
  effectivePlan,
  isPaid,
  type PhotoOwnerFacts,
  type PlanHolder,
  type ViewerPlan,
  type VisibilityFacts,
} from '../../../shared/policies';
import type { InterestState, InterestStatus } from '../../../shared/schemas/relation';
import { iso } from '../../lib/dates';

/**
 * Relation facts between a viewer and other members (docs/member-area.md#interests, docs/architecture.md#how-a-member-request-flows): interests, blocks, shortlist,
 * photo privacy. The directory module loads them once per request; the policies decide from them.
 */

type InterestRow = {
  id: string;
  sender_id: string;
  receiver_id: string;
  status: InterestStatus;
  message: string;
  created_at: Date | string;
  responded_at: Date | string | null;
};

/** An interest row seen from `viewerId`'s side (direction, and when a declined sender may ask again). */
export function presentInterestState(viewerId: string, r: InterestRow): InterestState {
  const direction = r.sender_id === viewerId ? 'sent' : 'received';
  let retryAfter: string | null = null;
  if (direction === 'sent' && r.status === 'declined' && r.responded_at) {
    retryAfter = cooldownEnds(new Date(r.responded_at))?.toISOString() ?? null;
  }
  return {
    id: r.id,
    status: r.status,
    direction,
    message: r.message,
    created_at: iso(r.created_at),
    responded_at: r.responded_at ? iso(r.responded_at) : null,
    retry_after: retryAfter,
  };
}

/** What the viewer is to one other member, as the policies need it. */
export type RelationFacts = {
  /** The facts of the visibility rule (src/shared/policies/visibility.ts). */
  visibility: VisibilityFacts;
  shortlisted: boolean;
  /** The interest that matters now (the open one, else the latest), from the viewer's side. */
  interest: InterestState | null;
  /** Photo privacy facts (src/shared/policies/photos.ts). */
  photo: PhotoOwnerFacts;
};

/** The viewer's plan as abilities need it (effective plan: a lapsed paid plan counts as FreeUser). */
export function viewerPlan(actor: PlanHolder, ent: Entitlements | null): ViewerPlan {
  return {
    paid: isPaid(actor),
    canExpressInterest: !!ent?.canExpressInterest,
    canViewContactDetails: !!ent?.canViewContactDetails,
  };
}

/** The viewer facts relationColumns needs (an Actor). */
export type RelationViewer = PlanHolder & { id: string; gender: string | null };

/**
 * SQL columns of the relation between `viewer` and the member `c.user_id` (profiles alias `c`): added to
 * a list or profile query, so the facts come with the rows (docs/architecture.md#how-a-member-request-flows: no extra statement). Read them
 * with toRelationFacts; `rel_entitlements` are the viewer's effective plan's entitlements.
 */
export function relationColumns(viewer: RelationViewer): SQL {
  return relationColumnsOf({ id: viewer.id, gender: viewer.gender, plan: effectivePlan(viewer) });
}

/**
 * The viewer as relationColumnsOf reads them: plain values, or placeholders of a statement whose text is
 * built once (decision 089). `plan`: the effective plan code (effectivePlan).
 */
export type ViewerValues = {
  id: string | Placeholder;
  gender: string | null | Placeholder;
  plan: string | null | Placeholder;
};

/** relationColumns for a viewer given as values or placeholders (ViewerValues). */
export function relationColumnsOf(viewer: ViewerValues): SQL {
  const v = viewer.id;
  const plan = viewer.plan;
  return sql`c.user_id as rel_id, c.photo_privacy as rel_photo_privacy, c.listed as rel_listed, c.gender as rel_gender,
    ${viewer.gender}::text as rel_viewer_gender,
    exists (select 1 from shortlists s where s.user_id = ${v} and s.target_id = c.user_id) as rel_shortlisted,
    exists (select 1 from blocks b where (b.user_id = ${v} and b.target_id = c.user_id)
              or (b.target_id = ${v} and b.user_id = c.user_id)) as rel_blocked,
    exists (select 1 from blocks b where b.user_id = ${v} and b.target_id = c.user_id) as rel_blocked_by_me,
    exists (select 1 from blocks b where b.user_id = c.user_id and b.target_id = ${v}) as rel_blocked_by_them,
    (select row_to_json(x) from (
       select i.id, i.sender_id, i.receiver_id, i.status, i.message, i.created_at, i.responded_at
       from interests i
       where (i.sender_id = ${v} and i.receiver_id = c.user_id) or (i.receiver_id = ${v} and i.sender_id = c.user_id)
       order by (i.status in ('pending', 'accepted')) desc, i.created_at desc limit 1) x) as rel_interest,
    (select pl.entitlements from plans pl where pl.code = ${plan}) as rel_entitlements`;
}

/** A row selected with relationColumns. */
export type RelationRow = {
  rel_id: string;
  rel_photo_privacy: string;
  rel_listed: boolean;
  rel_gender: string;
  rel_viewer_gender: string | null;
  rel_shortlisted: boolean;
  rel_blocked: boolean;
  rel_blocked_by_me: boolean;
  rel_blocked_by_them: boolean;
  rel_interest: InterestRow | string | null;
  rel_entitlements: Entitlements | string | null;
};

/** A json column as an object (drivers differ: some send text). */
export const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Turns a relationColumns row into RelationFacts for viewer `v`. */
export function toRelationFacts(v: string, r: RelationRow): RelationFacts {
  const i = json(r.rel_interest);
  const interest = i ? presentInterestState(v, i) : null;
  return {
    visibility: {
      viewerId: v,
      viewerGender: r.rel_viewer_gender,
      targetId: r.rel_id,
      targetGender: r.rel_gender,
      targetListed: r.rel_listed,
      blockedByViewer: r.rel_blocked_by_me,
      blockedByTarget: r.rel_blocked_by_them,
    },
    shortlisted: r.rel_shortlisted,
    interest,
    photo: {
      ownerId: r.rel_id,
      photoPrivacy: r.rel_photo_privacy,
      listed: r.rel_listed,
      accepted: interest?.status === 'accepted',
      blocked: r.rel_blocked,
      sameGender: r.rel_id !== v && r.rel_gender === r.rel_viewer_gender,
    },
  };
}
