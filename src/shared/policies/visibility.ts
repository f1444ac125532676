/**
 * Member visibility (docs/member-area.md#who-sees-whom, decision 007): which members a viewing member may see. The server applies the
 * same rule in SQL (modules/directory/visibility.ts); this pure form is the specification both follow
 * and is unit-tested. Source: docs/member-area.md "Who sees whom".
 */

/** What the rule needs to know about the viewer and one other account (facts already loaded). */
export type VisibilityFacts = {
  viewerId: string;
  /** The viewer's profile gender; null for staff (no profile). */
  viewerGender: string | null;
  targetId: string;
  /** The target's profile gender; null for staff (no profile). */
  targetGender: string | null;
  /** profiles.listed: account active and profile not hidden. */
  targetListed: boolean;
  /** The viewer blocked the target. */
  blockedByViewer: boolean;
  /** The target blocked the viewer. */
  blockedByTarget: boolean;
};

/**
 * What a member does with a registration number, and which blocks stop it:
 * - 'see' (profile, lists, shortlist, interests, photos): no block either way;
 * - 'block' (block, unblock, the block list): blocks never stop it, so blocking answers the same
 *   whoever blocked whom;
 * - 'report': stopped only by the target's block of the viewer (a member may report someone they blocked).
 */
export type VisibilityPurpose = 'see' | 'block' | 'report';

/**
 * True when the viewer may act on the target for `purpose`: the target is listed (active, not hidden),
 * has a profile of the other gender and is not the viewer, and no block stops it. Anything else is
 * answered exactly like a registration number that does not exist (decision 007).
 */
export function maySeeMember(f: VisibilityFacts, purpose: VisibilityPurpose = 'see'): boolean {
  if (f.viewerGender === null || f.targetGender === null) return false;
  if (f.viewerId === f.targetId || !f.targetListed || f.viewerGender === f.targetGender) return false;
  if (purpose === 'block') return true;
  if (f.blockedByTarget) return false;
  return purpose === 'report' || !f.blockedByViewer;
}

/** 'Bride' ↔ 'BrideGroom': members see and are matched with the other gender (SPEC §5). */
export function otherGender(gender: string): string {
  return gender === 'Bride' ? 'BrideGroom' : 'Bride';
}
