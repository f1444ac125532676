import type { AccountStatus, Role } from '../roles';

/**
 * Staff actions (SPEC §6, docs/accounts.md#registration). Admin reviews registrations, photos and profile changes; promoters
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

/**
 * Staff permissions (decision 130, docs/api.md#staff-permissions). Staff accounts are Admin accounts;
 * each holds some of these. The bootstrap Admin (stored permissions null) holds all of them.
 * - verification: registrations, photos and profile changes (verification and moderation)
 * - members: members' data (member table, resetpass, grievances, deletions, contact messages)
 *   (resetpass also with verification: decision 131)
 * - money: payments, renewals, receipts and their reports, commissions and payouts
 * - promoters: promoter accounts, their referrals and figures, bank-detail changes
 * - assistance: the assisted service (payments of the Assistance plan only)
 * - notices: notices to members and promoters
 * - settings: plans and prices, the staff team and their permissions
 */
export const STAFF_PERMISSIONS = [
  'verification',
  'members',
  'money',
  'promoters',
  'assistance',
  'notices',
  'settings',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What a staff route or page needs: any one of the listed permissions, or 'any' active staff account. */
export type StaffNeed = 'any' | readonly StaffPermission[];

/** True when `p` names a staff permission. */
export function isStaffPermission(p: unknown): p is StaffPermission {
  return typeof p === 'string' && (STAFF_PERMISSIONS as readonly string[]).includes(p);
}

/**
 * The permissions an account holds from its stored list (decision 130): none for a role other than
 * Admin; every permission for the bootstrap Admin (null); the known names of the list otherwise.
 */
export function heldPermissions(role: Role, stored: readonly string[] | null | undefined): StaffPermission[] {
  if (role !== 'Admin') return [];
  if (stored == null) return [...STAFF_PERMISSIONS];
  return STAFF_PERMISSIONS.filter((p) => stored.includes(p));
}

/** True when `held` satisfies `need` ('any' needs none; a list needs one of its permissions). */
export function meetsNeed(held: readonly StaffPermission[], need: StaffNeed): boolean {
  return need === 'any' || need.some((p) => held.includes(p));
}

const V = ['verification'] as const;
const MEM = ['members'] as const;
const MONEY = ['money'] as const;
const PROM = ['promoters'] as const;
const SET = ['settings'] as const;
const AS = ['assistance'] as const;

/**
 * THE table of staff API routes (decision 130): `METHOD /path` as registered → what it needs. The server
 * attaches the check to every route under /api/admin and every route named here (src/server/plugins/
 * staff-permissions.ts); an /api/admin route missing from this table answers 403 to everyone and
 * src/server/staff-permissions.test.ts fails.
 */
export const STAFF_ROUTES: Record<string, StaffNeed> = {
  'GET /api/auth/dashboardstats': 'any',
  // the dashboard's pending work counts only the queues the account may open (decision 156)
  'GET /api/admin/pending-work': 'any',
  // the staff area's bell: each account's own notifications (docs/assisted-service.md#a-relationship-manager)
  'GET /api/admin/notifications': 'any',
  'POST /api/admin/notifications/read': 'any',
  // verification and moderation; the member list serves the pending queue too
  'GET /api/admin/users': ['verification', 'members'],
  'PATCH /api/admin/users/:registrationNo': ['verification', 'members'],
  'GET /api/admin/photos': V,
  'PATCH /api/admin/photos/:id': V,
  // horoscope charts are moderated like photos (docs/horoscope.md#chart)
  'GET /api/admin/horoscope-charts': V,
  'PATCH /api/admin/horoscope-charts/:id': V,
  'GET /api/admin/profile-changes': V,
  'PATCH /api/admin/profile-changes/:id': V,
  // the reports queue (decision 165)
  'GET /api/admin/profile-reports': V,
  'GET /api/admin/profile-reports/:id': V,
  'POST /api/admin/profile-reports/:id/decision': V,
  'POST /api/admin/members/:registrationNo/unhide': V,
  // reported messages with their context (docs/conversations.md#safety); every look is audited
  'GET /api/admin/message-reports': V,
  'GET /api/admin/message-reports/:id': V,
  'POST /api/admin/message-reports/:id/decision': V,
  // duplicate accounts (decision 194, docs/staff.md#duplicates)
  'GET /api/admin/duplicates': V,
  'POST /api/admin/duplicates/:id/decision': V,
  // identity documents (docs/verification.md#identity)
  'GET /api/admin/id-documents': V,
  'POST /api/admin/id-documents/:id/decision': V,
  // members' data
  'GET /api/admin/contact-messages': MEM,
  'POST /api/admin/contact-messages/:id/reply': MEM,
  'POST /api/admin/contact-messages/:id/answered': MEM,
  'GET /api/admin/grievances': MEM,
  'POST /api/admin/grievances/:id/answer': MEM,
  'GET /api/admin/deletions': MEM,
  // profiles boosted now (docs/plan-features.md#profile-boost)
  'GET /api/admin/boosts': MEM,
  // resetpass is member support: verification staff answer the same callers (decision 131)
  'GET /api/admin/accounts': ['members', 'verification'],
  'POST /api/admin/accounts/:registrationNo/password-otp': ['members', 'verification'],
  'POST /api/admin/accounts/:registrationNo/temporary-password': ['members', 'verification'],
  // money; the assisted service sees the Assistance plan's payments only (the route narrows the query)
  'GET /api/admin/payments': ['money', 'assistance'],
  'GET /api/admin/payments.csv': ['money', 'assistance'],
  'POST /api/admin/payments/:id/retry': MONEY,
  'POST /api/admin/payments/:id/resolve': MONEY,
  'POST /api/admin/payments/:id/refund': MONEY,
  'POST /api/admin/payments/:id/apply-credit': MONEY,
  'GET /api/admin/plans': ['money', 'settings'],
  'GET /api/admin/members/:registrationNo/payments': MONEY,
  'POST /api/admin/members/:registrationNo/payments': MONEY,
  'GET /api/admin/renewals': MONEY,
  'POST /api/admin/renewals/:registrationNo/remind': MONEY,
  'GET /api/admin/reports/receipts': MONEY,
  'GET /api/admin/reports/renewals': MONEY,
  'GET /api/admin/commissions': MONEY,
  'GET /api/admin/commissions.csv': MONEY,
  'POST /api/admin/commissions/approve': MONEY,
  'POST /api/admin/commissions/:id/reverse': MONEY,
  'GET /api/admin/promoters/:id/payable': MONEY,
  'POST /api/admin/payouts': MONEY,
  'GET /api/admin/payouts': MONEY,
  'GET /api/admin/payouts/:id/voucher': MONEY,
  // promoters
  'GET /api/admin/promoters': ['promoters', 'money'],
  'POST /api/admin/promoters': PROM,
  'PUT /api/admin/promoters/:id': PROM,
  'PATCH /api/admin/promoters/:id/status': PROM,
  'POST /api/admin/promoters/:id/set-password-link': PROM,
  'GET /api/admin/promoter-referrals': PROM,
  'GET /api/admin/promoter-referrals.csv': PROM,
  'GET /api/admin/promoter-figures': PROM,
  'GET /api/admin/promoter-figures.csv': PROM,
  'GET /api/admin/promoter-bank-changes': PROM,
  'POST /api/admin/promoter-bank-changes/:id/review': PROM,
  // settings: plans and the staff team
  'PUT /api/admin/plans/:code': SET,
  'GET /api/admin/staff': SET,
  'POST /api/admin/staff': SET,
  'PUT /api/admin/staff/:id': SET,
  'POST /api/admin/staff/:id/set-password-link': SET,
  // the audit trail: read by whoever runs the team (decision 166)
  'GET /api/admin/audit': SET,
  'GET /api/admin/audit.csv': SET,
  // notices (decision 132)
  'GET /api/admin/notices': ['notices'],
  'POST /api/admin/notices': ['notices'],
  // userreports: figures of members' data (docs/staff.md#userreports)
  'GET /api/admin/reports/registrations': MEM,
  'GET /api/admin/reports/registrations.csv': MEM,
  // successdata: verified accounts (members' data or verification); the stories' queue is moderation
  // (decision 160, docs/staff.md#successdata)
  'GET /api/admin/verified': ['verification', 'members'],
  'GET /api/admin/verified.csv': ['verification', 'members'],
  'GET /api/admin/success-stories': V,
  'POST /api/admin/success-stories/:id/review': V,
  'PUT /api/admin/success-stories/:id/photo': V,
  'DELETE /api/admin/success-stories/:id/photo': V,
  // the assisted service (decisions 170-172): the desk and the relationship manager's workspace
  'GET /api/admin/assisted/requests': AS,
  'POST /api/admin/assisted/requests/:id/price': AS,
  'POST /api/admin/assisted/requests/:id/offline': AS,
  'POST /api/admin/assisted/requests/:id/close': AS,
  'GET /api/admin/assisted/assignments': AS,
  'PUT /api/admin/assisted/members/:registrationNo/manager': AS,
  'GET /api/admin/assisted/profile': AS,
  'PUT /api/admin/assisted/profile': AS,
  'GET /api/admin/assisted/mine': AS,
  'GET /api/admin/assisted/mine/:registrationNo': AS,
  'POST /api/admin/assisted/mine/:registrationNo/notes': AS,
  'POST /api/admin/assisted/notes/:id/done': AS,
  'GET /api/admin/assisted/mine/:registrationNo/search': AS,
  'POST /api/admin/assisted/mine/:registrationNo/shortlist': AS,
  'POST /api/admin/assisted/mine/:registrationNo/suggestions': AS,
  'POST /api/admin/assisted/mine/:registrationNo/interests': AS,
};

/**
 * What each /admin page needs (decision 130): the menu shows only the pages the account may use and a
 * page the account may not use shows a refusal instead of calling the server. Paths under /admin.
 */
export const STAFF_PAGES: Record<string, StaffNeed> = {
  dashboard: 'any',
  pendingdata: ['verification', 'members'],
  'user-table': ['verification', 'members'],
  imageverify: V,
  reports: V,
  // reported messages (docs/conversations.md#staff)
  'message-reports': V,
  userData: MONEY,
  renewals: MONEY,
  onlinetransaction: MONEY,
  assistance: ['money', 'assistance'],
  receiptsvocher: MONEY,
  receiptsreports: MONEY,
  renewalreports: MONEY,
  plans: SET,
  messages: MEM,
  promoters: PROM,
  promoterearn: MONEY,
  paytopromoters: MONEY,
  promotersusers: PROM,
  promotersdata: PROM,
  grievances: MEM,
  deletions: MEM,
  boosted: MEM,
  resetpass: ['members', 'verification'],
  staff: SET,
  audit: SET,
  notification: ['notices'],
  userreports: MEM,
  successdata: ['verification', 'members'],
  // the relationship manager's workspace (decision 171)
  assisted: AS,
};

/** Facts about a staff account another staff member wants to change (decision 130). */
export type StaffTarget = { id: string; role: Role; staffPermissions: readonly string[] | null };

/**
 * True when `actorId` holding `held` may change `target`'s permissions or account (decision 130): the
 * actor holds settings, the target is an invited staff member (not the bootstrap Admin, whose stored
 * permissions are null) and not the actor (nobody locks themselves out).
 */
export function mayChangeStaff(
  actorId: string,
  held: readonly StaffPermission[],
  target: StaffTarget,
): boolean {
  return (
    held.includes('settings') &&
    target.role === 'Admin' &&
    target.staffPermissions !== null &&
    target.id !== actorId
  );
}

/**
 * True when staff may reset the password of an account with `role` (decision 131, SPEC §2 resetpass):
 * members and promoters; never a staff account (staff use the set-password link or the OTP themselves).
 */
export function mayResetPasswordOf(role: Role): boolean {
  return role !== 'Admin';
}

/**
 * The plan a staff member's payment lists are narrowed to (decision 130): null (any plan) with the money
 * permission; 'Assistance' for the assisted service alone (its desk sees that plan's payments only).
 */
export function paymentsPlanScope(held: readonly StaffPermission[]): 'Assistance' | null {
  return held.includes('money') ? null : 'Assistance';
}

/**
 * True for a staff account: an Admin account, the one role that holds staff permissions (decision 130).
 * Promoters are staff of another kind (`isStaff`) and hold none.
 */
export function holdsStaffPermissions(role: string | null | undefined): boolean {
  return role === 'Admin';
}
