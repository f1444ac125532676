import { awaitsVerification } from './account';
import { meetsNeed, STAFF_PAGES, type StaffNeed, type StaffPermission } from './staff';

/**
 * The queues of work waiting for staff that the dashboard counts (decision 156): registrations to verify,
 * photos and profile changes to review, reports of profiles, payments taken by the gateway but not yet
 * applied ('incomplete'), reported messages waiting for a decision, grievances and contact messages not yet answered; and the priority-support items
 * past their due time (docs/plan-features.md#priority-support): messages and grievances, call-back requests.
 */
export const PENDING_QUEUES = [
  'verifications',
  'photos',
  'profile_changes',
  'reports',
  'message_reports',
  'payments',
  'grievances',
  'messages',
  'priority_overdue',
  'priority_callbacks_overdue',
] as const;
export type PendingQueue = (typeof PENDING_QUEUES)[number];

/**
 * Where each queue is worked (a path of the /admin area, with the filter that shows exactly the counted
 * rows) and what opening it needs: the need of its page in STAFF_PAGES (decision 130). Reports of
 * profiles are moderation, part of the verification permission.
 */
export const PENDING_QUEUE_PAGES: Record<PendingQueue, { link: string; need: StaffNeed }> = {
  verifications: { link: '/admin/pendingdata', need: STAFF_PAGES.pendingdata },
  photos: { link: '/admin/imageverify', need: STAFF_PAGES.imageverify },
  profile_changes: { link: '/admin/imageverify?tab=changes', need: STAFF_PAGES.imageverify },
  reports: { link: '/admin/reports', need: ['verification'] },
  // Reported messages waiting for a decision (docs/conversations.md#safety): the page's "Waiting" tab.
  message_reports: { link: '/admin/message-reports', need: STAFF_PAGES['message-reports'] },
  payments: { link: '/admin/onlinetransaction?status=incomplete', need: STAFF_PAGES.onlinetransaction },
  grievances: { link: '/admin/grievances', need: STAFF_PAGES.grievances },
  messages: { link: '/admin/messages', need: STAFF_PAGES.messages },
  priority_overdue: { link: '/admin/messages', need: STAFF_PAGES.messages },
  priority_callbacks_overdue: { link: '/admin/assistance', need: STAFF_PAGES.assistance },
};

/**
 * The queues a staff member holding `held` may open, in PENDING_QUEUES order (decision 156): the
 * dashboard counts only these, so a count never tells of work behind a page the account cannot use.
 */
export function pendingQueuesFor(held: readonly StaffPermission[]): PendingQueue[] {
  return PENDING_QUEUES.filter((q) => meetsNeed(held, PENDING_QUEUE_PAGES[q].need));
}

/**
 * True while an item staff review still waits for their decision (decision 156's queues): a photo, a
 * horoscope chart, a profile change or a promoter's bank change in `status` 'pending' (the others are
 * approved or rejected). The queue shows its decision buttons and the owner a "waiting" note only then.
 */
export function awaitsReview(status: string | null | undefined): boolean {
  return status === 'pending';
}

/**
 * The member table's order when staff choose none (decision 155): registrations waiting for verification
 * oldest first (first come, first verified), every other list newest first. `status`: the table's status
 * filter ('all', 'pending', 'active', ...). The server sorts by it; the page names it in its "Sort by".
 */
export function defaultMemberOrder(status: string): 'oldest' | 'newest' {
  return awaitsVerification(status) ? 'oldest' : 'newest';
}
