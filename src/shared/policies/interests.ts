import { todayIST } from '../dates';

/**
 * Interest actions and quotas (docs/member-area.md#interests, SPEC §9): pure rules over an interest row and the plan's
 * limit; the server loads the facts and answers with the status code each refusal names.
 * Source: docs/member-area.md "Interests", SPEC §9 (Silver: 30 interests a month).
 */

/** Days a declined sender waits before asking the same member again (docs/member-area.md#interests). */
export const DECLINE_COOLDOWN_DAYS = 30;

/** Statuses of an open interest: one per pair at a time, either direction (docs/member-area.md#interests). */
export const OPEN_INTEREST_STATUSES = ['pending', 'accepted'] as const;

/** True while an interest waits for the receiver's answer (docs/member-area.md#interests): `status` 'pending'. */
export function awaitsAnswer(status: string): boolean {
  return status === 'pending';
}

/** True when `status` is an open interest (pending or accepted). */
export function isOpenInterest(status: string): boolean {
  return (OPEN_INTEREST_STATUSES as readonly string[]).includes(status);
}

/**
 * When a declined sender may ask the same member again: `respondedAt` + DECLINE_COOLDOWN_DAYS, or null
 * when that moment has passed (no cooldown running at `now`).
 */
export function cooldownEnds(respondedAt: Date, now: Date = new Date()): Date | null {
  const at = new Date(respondedAt.getTime() + DECLINE_COOLDOWN_DAYS * 86_400_000);
  return at > now ? at : null;
}

/** The interest between the two members that is open now, as the express rule needs it. */
export type OpenInterestFacts = { senderId: string; status: string };

/**
 * Why the actor may not express interest in `targetId` now, or null (docs/member-area.md#interests): 'they_asked' when the
 * other member's interest is pending (answer it instead), 'interest_open' for any other open interest,
 * 'cooldown' while a decline of the actor's interest is less than 30 days old. All answer 409.
 */
export function expressRefusal(
  open: OpenInterestFacts | null,
  targetId: string,
  cooldownUntil: Date | null,
): 'they_asked' | 'interest_open' | 'cooldown' | null {
  if (open && isOpenInterest(open.status))
    return open.senderId === targetId && open.status === 'pending' ? 'they_asked' : 'interest_open';
  return cooldownUntil ? 'cooldown' : null;
}

/** An answer to an interest: the receiver accepts or declines, the sender withdraws. */
export type InterestAction = 'accept' | 'decline' | 'withdraw';

/**
 * The interest row facts an answer needs. `otherDeleted`: the other member is shown as "a deleted member"
 * to the actor (shownAsDeletedMember). `otherVisible`: the actor may see the other member now
 * (maySeeMember 'see': listed, no block either way); undefined when not loaded (not a party).
 */
export type InterestFacts = {
  senderId: string;
  receiverId: string;
  status: string;
  otherDeleted?: boolean;
  otherVisible?: boolean;
};

/**
 * Why `actorId` may not `action` the interest, or null (docs/member-area.md#interests): 'not_found' (404) when the actor is
 * neither member, 'unavailable' (409 memberUnavailable) for any action once the other member is shown as
 * "a deleted member" (docs/data-rights.md), 'not_sender' (403) when someone else's interest is withdrawn, 'not_yours'
 * (403) when the sender accepts or declines, 'not_pending' (409) once it is answered, and 'unavailable'
 * (409) for accepting while the other member is out of the actor's sight (not listed: hidden, suspended,
 * deletion asked; or a block either way; docs/member-area.md "Interests"); declining and withdrawing
 * do not. Accepting needs no paid plan.
 */
export function answerRefusal(
  i: InterestFacts,
  actorId: string,
  action: InterestAction,
): 'not_found' | 'unavailable' | 'not_sender' | 'not_yours' | 'not_pending' | null {
  if (i.senderId !== actorId && i.receiverId !== actorId) return 'not_found';
  if (i.otherDeleted) return 'unavailable';
  if (action === 'withdraw' && i.senderId !== actorId) return 'not_sender';
  if (action !== 'withdraw' && i.receiverId !== actorId) return 'not_yours';
  if (i.status !== 'pending') return 'not_pending';
  return action === 'accept' && i.otherVisible === false ? 'unavailable' : null;
}

/** The status an interest takes after `action`. */
export function answeredStatus(action: InterestAction): 'accepted' | 'declined' | 'withdrawn' {
  return action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
}

/**
 * The start of the current calendar month in IST as an instant: the window of the Silver monthly
 * interest limit (SPEC §9 "30 interests a month"; months are IST calendar months, DESIGN).
 */
export function monthStartIST(now: Date = new Date()): Date {
  return new Date(`${todayIST(now).slice(0, 7)}-01T00:00:00+05:30`);
}

/**
 * Whether one more interest fits a monthly limit. `limit` null = unlimited; `used` = interests sent
 * since monthStartIST. Source: SPEC §9 (Silver: 30 a month), limits (decision 010).
 */
export function interestQuotaAllows(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}

/** What decides whether the other member of an interest is shown as "a deleted member" (docs/data-rights.md). */
export type DeletedMemberFacts = {
  /** users.deletion_due_at of the other member: set while the deletion waits (and kept after erasure). */
  deletionDueAt: Date | null;
  /** users.erased_at of the other member: set once the erasure job has run. */
  erasedAt: Date | null;
  /** A block between the viewer and the other member, either way (erasure deletes blocks). */
  blockedEitherWay: boolean;
};

/**
 * True when the other side of an interest is shown to the viewer as "a deleted member" (a card with no
 * name, photo, registration number or contact, and no action): that account asked for deletion
 * (deletion_due_at set, the 30-day grace period) or has been erased (erased_at set). A block between the
 * two still hides the interest while the deletion waits, as it did before. Anything else that makes a
 * member invisible (hidden, suspended, pending, ...) keeps the interest left out, as "not found", so the
 * card teaches nothing about accounts outside the visibility rules; cancelling the deletion brings the
 * normal card back. Source: docs/data-rights.md ("the other side of an interest sees 'a deleted member'"),
 * docs/data-rights.md, decisions 046 and 077.
 */
export function shownAsDeletedMember(f: DeletedMemberFacts): boolean {
  return (f.deletionDueAt !== null || f.erasedAt !== null) && !f.blockedEitherWay;
}
