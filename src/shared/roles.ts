/** Account kinds and staff roles (SPEC §1, §6). The stored role decides the area. "Paid" is defined
 * once, in src/shared/policies/plan.ts (Silver, Premium and Assistance, not expired). */
/** Roles that use the member area (/user). Assistance is a member on the assisted service. */
export const USER_AREA_ROLES = ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'] as const;
export type UserAreaRole = (typeof USER_AREA_ROLES)[number];

/** Every role: the member area's, then promoter and Admin. */
export const ROLES = [...USER_AREA_ROLES, 'promoter', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Plans a registrant may say they intend to buy (SPEC §2 /register?type=); not the definition of paid. */
export const PAID_PLAN_CODES = ['SilverUser', 'PremiumUser'] as const;
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];

/** Account statuses. 'pending' = under verification (SPEC §4). */
export const ACCOUNT_STATUSES = ['pending', 'active', 'inactive', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Landing route after login for each role (SPEC §4). */
export const ROLE_LANDING: Record<Role, string> = {
  FreeUser: '/user/userDashboard',
  SilverUser: '/user/userDashboard',
  PremiumUser: '/user/userDashboard',
  Assistance: '/user/userDashboard',
  Admin: '/admin/dashboard',
  promoter: '/PromotAdmin',
};

/** True when `role` is one of the known roles. */
export function isRole(role: unknown): role is Role {
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role);
}

/** True for roles that use the member area (SPEC §2 /user). */
export function isUserAreaRole(role: unknown): role is UserAreaRole {
  return typeof role === 'string' && (USER_AREA_ROLES as readonly string[]).includes(role);
}
