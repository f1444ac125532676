import enMember from '../i18n/locales/en/member';
import type { Entitlements } from '../plans';
import { isUserAreaRole } from '../roles';
import type { InterestState } from '../schemas/relation';
import { mayUseArea } from './account';
import { isOpenInterest } from './interests';
import type { Rendition } from './photos';
import { type StaffActor, seesEveryProfile } from './staff';

/**
 * What a member may do with another member they can see (docs/member-area.md, docs/member-area.md#abilities), decided once
 * on the server and sent with every card and profile answer; the web shows buttons and messages from
 * it and holds no role logic of its own. Source: docs/member-area.md, SPEC §9 (plan entitlements).
 */

/** Why an action is not offered, where the reason helps the member. */
export type RefusalReason =
  | 'upgrade_required'
  | 'interest_open'
  | 'they_asked'
  | 'cooldown'
  | 'interest_not_accepted';

/** One action: allowed, or refused with a reason (null when allowed). */
export type Ability = { allowed: boolean; reason: RefusalReason | null };

export type Abilities = {
  express_interest: Ability;
  accept_interest: boolean;
  decline_interest: boolean;
  withdraw_interest: boolean;
  view_contact: Ability;
  see_photos: Rendition;
  shortlist: boolean;
  block: boolean;
  report: boolean;
};

/** The viewer's plan facts (effective plan applied: an expired paid plan counts as FreeUser). */
export type ViewerPlan = Pick<Entitlements, 'canExpressInterest' | 'canViewContactDetails'> & {
  paid: boolean;
};

const yes: Ability = { allowed: true, reason: null };
const no = (reason: RefusalReason): Ability => ({ allowed: false, reason });

/** True when an interest is open (pending or accepted). */
const open = (i: InterestState | null) => !!i && isOpenInterest(i.status);

/**
 * The viewer's abilities towards a member they may see (the visibility scope already applied).
 * - express interest: the plan allows it (else upgrade_required), no open interest either way
 *   (they_asked when the other member's is pending, interest_open otherwise), no running 30-day
 *   cooldown after a decline (cooldown);
 * - accept/decline: an interest the other member sent is pending; withdraw: the viewer's is pending;
 * - view contact: a paid plan with the contact entitlement AND an accepted interest (SPEC §9, docs/member-area.md#interests);
 * - photos as decided by decideRendition; shortlist, block and report are always offered.
 */
export function memberAbilities(
  plan: ViewerPlan,
  interest: InterestState | null,
  photos: Rendition,
  now: Date = new Date(),
): Abilities {
  let express: Ability = yes;
  if (!plan.canExpressInterest) express = no('upgrade_required');
  else if (open(interest))
    express =
      interest?.status === 'pending' && interest.direction === 'received'
        ? no('they_asked')
        : no('interest_open');
  else if (interest?.retry_after && new Date(interest.retry_after) > now) express = no('cooldown');
  const pending = interest?.status === 'pending';
  const accepted = interest?.status === 'accepted';
  const contactPlan = plan.paid && plan.canViewContactDetails;
  return {
    express_interest: express,
    accept_interest: pending && interest?.direction === 'received',
    decline_interest: pending && interest?.direction === 'received',
    withdraw_interest: pending && interest?.direction === 'sent',
    view_contact: !contactPlan ? no('upgrade_required') : accepted ? yes : no('interest_not_accepted'),
    see_photos: photos,
    shortlist: true,
    block: true,
    report: true,
  };
}

/**
 * What the profile page says where contact details would be (docs/first-impressions.md#details-members-notice: tell the truth; a Free member
 * who accepted an interest is told it is accepted and that a paid plan shows the details). Null when
 * the details are shown. `name` is the other member's first name.
 */
export function contactNote(
  name: string,
  abilities: Abilities,
  interest: InterestState | null,
): string | null {
  const key = contactNoteKey(abilities, interest);
  return key && CONTACT_NOTE_EN[key].replaceAll('{name}', name);
}

/** Which contact note applies (docs/i18n.md: the web shows catalogue `member` contactNote.<key>). */
export type ContactNoteKey = 'acceptedUpgrade' | 'upgrade' | 'awaitingThem' | 'awaitingYou' | 'express';

/** The English notes: the `member` catalogue's contactNote (docs/i18n.md: the catalogue is their one home). */
const CONTACT_NOTE_EN: Record<ContactNoteKey, string> = enMember.contactNote;

/** The key of `contactNote` (null when the details are shown), for texts in the reader's language. */
export function contactNoteKey(abilities: Abilities, interest: InterestState | null): ContactNoteKey | null {
  if (abilities.view_contact.allowed) return null;
  if (abilities.view_contact.reason === 'upgrade_required')
    return interest?.status === 'accepted' ? 'acceptedUpgrade' : 'upgrade';
  if (interest?.status === 'pending' && interest.direction === 'sent') return 'awaitingThem';
  if (interest?.status === 'pending') return 'awaitingYou';
  return 'express';
}

/** How a viewer opens a profile by registration number: all of it, within the visibility scope, or not at all. */
export type ProfileAccess = 'full' | 'scoped' | 'forbidden';

/**
 * GET /api/user/profile/{registrationNo} (SPEC §7, docs/architecture.md#where-rules-live): the owner and an active Admin see the whole
 * profile ('full'); an account that is not active sees only its own ('forbidden', 403); any other viewer
 * sees it within the visibility scope ('scoped': maySeeMember, else 404 like an unknown number).
 * `ownerId` is null when no profile has that number.
 */
export function profileAccess(viewer: StaffActor & { id: string }, ownerId: string | null): ProfileAccess {
  if (viewer.id === ownerId || seesEveryProfile(viewer)) return 'full';
  return mayUseArea(viewer.status) ? 'scoped' : 'forbidden';
}

/**
 * True when opening another member's profile counts as a visit (the "who viewed my profile" list,
 * docs/member-area.md): a member's view counts; staff (Admin, promoter) views never do.
 */
export function recordsVisit(viewerRole: string): boolean {
  return isUserAreaRole(viewerRole);
}
