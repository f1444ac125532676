import { MSG } from '../messages';
import type { AccountStatus, Role } from '../roles';

/**
 * Account rules (SPEC §4 sign-in, decision 004, verification). Pure functions over the stored role and
 * status; the server calls them with facts it read from the database.
 */

/** True when the account may use its area (member area, admin, promoter): active only (SPEC §4). */
export function mayUseArea(status: AccountStatus | string | null | undefined): boolean {
  return status === 'active';
}

/**
 * True while a registration waits for staff verification (docs/accounts.md#verification-by-staff): the
 * account is `pending`. `status`: the account's status, or nothing while it is not loaded yet.
 */
export function awaitsVerification(status: AccountStatus | string | null | undefined): boolean {
  return status === 'pending';
}

/** True for a promoter account (SPEC §9): staff of another kind, with a promoter area and no plan. */
export function isPromoterRole(role: Role | string | null | undefined): boolean {
  return role === 'promoter';
}

/** Status changes staff may make (docs/accounts.md#verification-by-staff): pending → active|rejected, active ↔ inactive, rejected → active. */
export const STATUS_TRANSITIONS: Record<AccountStatus, readonly AccountStatus[]> = {
  pending: ['active', 'rejected'],
  active: ['inactive'],
  inactive: ['active'],
  rejected: ['active'],
};

/** True when staff may move an account from `from` to `to` (docs/accounts.md#verification-by-staff; 409 otherwise). */
export function mayTransition(from: AccountStatus, to: AccountStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** True for staff roles (no member profile, never listed). */
export function isStaff(role: Role): boolean {
  return role === 'Admin' || isPromoterRole(role);
}

/**
 * The message a correct sign-in answers with for an account in `status` (SPEC §4, §8): only an active
 * account is welcomed into its area; the others are told why they land on /activation-pending.
 */
export function signInMessage(status: AccountStatus): string {
  if (mayUseArea(status)) return MSG.loginSuccess;
  if (status === 'rejected') return MSG.accountRejected;
  if (status === 'inactive') return MSG.accountInactive;
  return MSG.pendingVerification;
}

/** True when staff must give a reason for moving an account to `to`: rejecting or deactivating (docs/accounts.md#verification-by-staff). */
export function reasonRequired(to: AccountStatus): boolean {
  return !mayUseArea(to);
}

/**
 * profiles.listed: the profile appears to other members while the account is active, not hidden (docs/member-area.md#who-sees-whom),
 * not waiting to be deleted (docs/data-rights.md: a deletion request takes it out of every list at once),
 * not held by staff after a report (`heldByStaff`: hidden pending changes, decision 165)
 * and the member has not found their match (decision 160: "We found our match" leaves search and matches).
 */
export function isListed(
  status: AccountStatus,
  hidden: boolean,
  deletionPending = false,
  heldByStaff = false,
  foundMatch = false,
): boolean {
  return mayUseArea(status) && !hidden && !deletionPending && !heldByStaff && !foundMatch;
}

/**
 * The step an account must take before an area shows it anything (docs/i18n.md, decision 046 and 045): cancel
 * a scheduled deletion first, else agree to the privacy notice in force; null when there is none. The web's
 * AccountGate shows the matching dialog; the member pages' prefetch starts nothing while a step is due.
 */
export function pendingAccountStep(facts: {
  consent_required?: boolean;
  deletion_due_at?: string | null;
}): 'deletionPending' | 'consent' | null {
  if (facts.deletion_due_at) return 'deletionPending';
  if (facts.consent_required) return 'consent';
  return null;
}
