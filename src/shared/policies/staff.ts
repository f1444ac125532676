import type { AccountStatus, Role } from '../roles';

/**
 * Staff actions (SPEC §6, issue #2). Admin reviews registrations, photos and profile changes; promoters
 * have their own area and no access to members' photos or profiles.
 */
export type StaffActor = { role: Role; status: AccountStatus };

/** True when the actor may review members (registrations, photos, profile changes): an active Admin. */
export function mayReviewMembers(actor: StaffActor): boolean {
  return actor.role === 'Admin' && actor.status === 'active';
}

/** True when the actor sees every member profile in full (status, plan, contact): an active Admin. */
export function seesEveryProfile(actor: StaffActor): boolean {
  return mayReviewMembers(actor);
}
