import type { Role } from '../roles';

/**
 * Who a staff notice reaches (decision 132, /admin/notification): every member, the members of one plan
 * (by account kind), the promoters, or one account.
 */
export const NOTICE_AUDIENCES = [
  'all',
  'FreeUser',
  'SilverUser',
  'PremiumUser',
  'Assistance',
  'promoter',
  'account',
] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Member account kinds: the 'all' audience. */
const MEMBER_ROLES: readonly Role[] = ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'];

/**
 * True when a notice for `audience` (and `targetUserId` for 'account') reaches the account `id` with
 * `role` (decision 132). Staff accounts are never an audience. The SQL twin is
 * src/server/modules/staff/notices.service.ts `audienceScope`.
 */
export function noticeReaches(
  notice: { audience: string; targetUserId: string | null },
  account: { id: string; role: Role },
): boolean {
  if (account.role === 'Admin') return false;
  if (notice.audience === 'account') return notice.targetUserId === account.id;
  if (notice.audience === 'all') return MEMBER_ROLES.includes(account.role);
  return notice.audience === account.role;
}

/** True while a notice's window is open at `now`: from `startsAt` (inclusive) to `endsAt` (exclusive). */
export function noticeOpen(notice: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return notice.startsAt.getTime() <= now.getTime() && now.getTime() < notice.endsAt.getTime();
}
