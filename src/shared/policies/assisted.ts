import { isUserAreaRole } from '../roles';
import { effectivePlan } from './plan';
import { holdsStaffPermissions, type StaffPermission } from './staff';

/**
 * The assisted service (docs/assisted-service.md, decisions 170-172): buying it on request, relationship
 * managers and what they may do for a member. Pure functions over loaded facts; no I/O; money in paise.
 */

/** The plan code of the assisted service (SPEC §1 "Assistance" role). */
export const ASSISTED_PLAN = 'Assistance';

/** When the member would like the call back (IST). */
export const CALL_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type CallTime = (typeof CALL_TIMES)[number];

/** Languages the desk calls in (Karnataka first; decision 170). */
export const CALL_LANGUAGES = ['kn', 'en', 'hi', 'te', 'ta'] as const;
export type CallLanguage = (typeof CALL_LANGUAGES)[number];

/** A call-back request's states: pending → priced (payment link sent) → paid; closed by staff. */
export const REQUEST_STATUSES = ['pending', 'priced', 'paid', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The kinds of a manager's log entry. */
export const NOTE_KINDS = ['note', 'call', 'meeting'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/**
 * True when the account may ask for the assisted service (decision 170): a member account (any plan)
 * that is pending or active; staff, promoters and closed accounts may not.
 */
export function mayRequestAssistance(a: { role: string; status: string }): boolean {
  return isUserAreaRole(a.role) && (a.status === 'pending' || a.status === 'active');
}

/** The price range of an on-request plan, in paise: floor `price_paise`, ceiling `original_price_paise`. */
export function agreedPriceRange(plan: { pricePaise: number; originalPricePaise: number }): {
  min: number;
  max: number;
} {
  const min = Math.max(100, plan.pricePaise);
  return { min, max: Math.max(min, plan.originalPricePaise) };
}

/** True when `amountPaise` is a whole number of paise within the plan's range (decision 170). */
export function agreedPriceAllowed(
  plan: { pricePaise: number; originalPricePaise: number },
  amountPaise: number,
): boolean {
  const { min, max } = agreedPriceRange(plan);
  return Number.isInteger(amountPaise) && amountPaise >= min && amountPaise <= max;
}

/**
 * True for a relationship manager (decision 171): a staff account holding the assistance permission.
 * The same accounts run the assisted desk (queue, prices, assignments).
 */
export function isRelationshipManager(role: string, held: readonly StaffPermission[]): boolean {
  return holdsStaffPermissions(role) && held.includes('assistance');
}

/** True when the account may be assigned members (decision 171): an active relationship manager. */
export function mayBeManager(m: { role: string; status: string }, held: readonly StaffPermission[]): boolean {
  return m.status === 'active' && isRelationshipManager(m.role, held);
}

/** What decides whether a manager may act for a member: the assignment and the member's plan. */
export type AssignmentFacts = {
  managerId: string | null;
  memberRole: string;
  memberStatus: string;
  planExpiresAt: Date | null;
};

/**
 * True when `managerId` holding `held` may act for the member (decision 171): a relationship manager, the
 * member's current manager (an ended assignment has none), and the member's Assistance plan still
 * running on an active account. Anything else answers as if the member did not exist (404).
 */
export function mayActFor(
  managerId: string,
  role: string,
  held: readonly StaffPermission[],
  a: AssignmentFacts | null,
  now: Date = new Date(),
): boolean {
  if (!a || !isRelationshipManager(role, held)) return false;
  if (a.managerId === null || a.managerId !== managerId) return false;
  return (
    a.memberStatus === 'active' &&
    effectivePlan({ role: a.memberRole as never, planExpiresAt: a.planExpiresAt }, now) === ASSISTED_PLAN
  );
}

/**
 * True when a member may be assigned a manager (decision 171): an active account on a running
 * Assistance plan.
 */
export function mayBeAssigned(
  m: { role: string; status: string; planExpiresAt: Date | null },
  now = new Date(),
) {
  return (
    m.status === 'active' &&
    effectivePlan({ role: m.role as never, planExpiresAt: m.planExpiresAt }, now) === ASSISTED_PLAN
  );
}

/**
 * True when the manager may send an interest directly for the member (decision 172): the member switched
 * on "my manager may send interests for me". The plan's quota applies as to the member's own interests.
 */
export function mayManagerSendInterest(optedIn: boolean): boolean {
  return optedIn;
}

/** Why a member's answer to a suggestion is refused: not theirs (404) or already answered (409). */
export function suggestionAnswerRefusal(
  s: { memberId: string; status: string } | null,
  memberId: string,
): 'not_found' | 'answered' | null {
  if (!s || s.memberId !== memberId || s.status === 'shortlisted') return 'not_found';
  if (!mayAnswerSuggestion(s.status)) return 'answered';
  return null;
}

/**
 * The member's facts a manager may read (decision 171): profile and partner preferences. Never the
 * password, payments, sign-ins or data-rights requests: the workspace presents this list only.
 */
export const MANAGER_READABLE = ['profile', 'preferences', 'notes', 'candidates'] as const;

/** True when a follow-up on `followUpOn` (YYYY-MM-DD, IST) is due by `todayIST`. */
export function followUpDue(followUpOn: string | null, done: boolean, todayIST: string): boolean {
  return !done && followUpOn !== null && followUpOn <= todayIST;
}

/** What the member's assisted-service panel offers (docs/assisted-service.md#buying-it); the web shows these only. */
export type MemberAssistedAbilities = {
  /** May ask for a call back: a member who may ask, not on a running Assistance plan, no request open. */
  request: boolean;
  /** A call back is requested and no price is agreed yet. */
  awaiting_call: boolean;
  /** A price is agreed and not paid: checkout of the Assistance plan charges it. */
  pay: boolean;
  /** On a running Assistance plan: the manager, the opt-in, suggestions and the manager's activity. */
  assisted: boolean;
};

/**
 * The member's abilities on the assisted service (decisions 170-172) from the account, its plan and its
 * latest request's status (null when none).
 */
export function memberAssistedAbilities(
  a: { role: string; status: string; planExpiresAt: Date | null },
  requestStatus: string | null,
  now: Date = new Date(),
): MemberAssistedAbilities {
  const assisted =
    isUserAreaRole(a.role) &&
    a.status === 'active' &&
    effectivePlan({ role: a.role as never, planExpiresAt: a.planExpiresAt }, now) === ASSISTED_PLAN;
  const open = requestStatus === 'pending' || requestStatus === 'priced';
  return {
    request: !assisted && !open && mayRequestAssistance(a),
    awaiting_call: !assisted && requestStatus === 'pending',
    pay: !assisted && requestStatus === 'priced',
    assisted,
  };
}

/** True when the member may still approve or decline a suggestion (decision 172): it awaits their answer. */
export function mayAnswerSuggestion(status: string): boolean {
  return status === 'suggested';
}

/**
 * What staff may do with a call-back request of `status` (decision 170): agree (or change) the price
 * while open, record the offline payment once priced, close while open.
 */
export function requestActions(status: string): { price: boolean; record: boolean; close: boolean } {
  const open = status === 'pending' || status === 'priced';
  return { price: open, record: status === 'priced', close: open };
}

/** True when a lapsing plan `role` ends a relationship manager's assignment (decision 171: at expiry). */
export function expiryEndsAssignment(role: string): boolean {
  return role === ASSISTED_PLAN;
}
