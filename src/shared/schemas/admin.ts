import { z } from 'zod';
import { MSG } from '../messages';
import { reasonRequired } from '../policies/account';
import { line, pageQueryFields, str } from './common';
import { profileSchema } from './profile';

/** Longest reason staff may give for a status change, in characters (the form's limit too). */
export const STATUS_REASON_MAX = 500;

/** PATCH /api/admin/users/{registrationNo} body (docs/accounts.md#registration). A reason is required to reject or deactivate. */
export const userStatusChangeSchema = z
  .object({
    status: z.enum(['active', 'inactive', 'rejected']),
    reason: str()
      .trim()
      .max(STATUS_REASON_MAX, { error: MSG.tooManyCharacters.replace('{max}', String(STATUS_REASON_MAX)) })
      .optional()
      .default(''),
  })
  .refine((v) => !reasonRequired(v.status) || v.reason.length > 0, {
    path: ['reason'],
    error: MSG.reasonRequired,
  });

/**
 * The columns the member table sorts by on the server (decision 155): an allow-list, so a client never
 * names a column or expression. `plan` is the account's plan (role), `plan_expires_at` its end.
 */
export const USER_SORT_KEYS = ['created_at', 'name', 'registration_no', 'plan', 'plan_expires_at'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/**
 * GET /api/admin/users query: a status filter, free-text search, an allow-listed sort (decision 155;
 * no `sort`: pending oldest first, else newest first) and server-side paging.
 */
export const adminUserListQuery = z.object({
  status: z.enum(['pending', 'active', 'inactive', 'rejected', 'all']).default('pending'),
  q: line().trim().max(100).optional().default(''),
  sort: z.enum(USER_SORT_KEYS).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryFields(),
});

/** One row of the admin user table: the whole registration. */
export const adminUserRowSchema = profileSchema.extend({
  status_reason: str().nullable(),
  activated_at: str().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /api/auth/dashboardstats (Admin): members by kind and status, registrations today/week/month. */
export const dashboardStatsSchema = z.object({
  members: z.object({
    total: z.number(),
    byRole: z.record(str(), z.number()),
    byStatus: z.record(str(), z.number()),
  }),
  registrations: z.object({ today: z.number(), week: z.number(), month: z.number() }),
  perDay: z.array(z.object({ date: str(), count: z.number() })),
  /**
   * The payment gateway members pay through and what the service last learnt about it (decision 105):
   * `gateway` null when online payment is off; `state` from the start-up check of the keys and every
   * later call; `detail` the gateway's own answer for staff (never the keys).
   */
  payments: z
    .object({
      gateway: z.enum(['razorpay', 'test']).nullable(),
      state: z.enum(['unchecked', 'ok', 'keys_rejected', 'unreachable', 'failing']).nullable(),
      at: str().nullable(),
      detail: str().nullable(),
    })
    .optional(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/admin/pending-work (decision 156): how many items wait in each queue the staff member may
 * open; a queue the account may not open is absent (not zero).
 */
export const pendingWorkSchema = z.object({
  verifications: z.number().int().optional(),
  photos: z.number().int().optional(),
  profile_changes: z.number().int().optional(),
  reports: z.number().int().optional(),
  message_reports: z.number().int().optional(),
  payments: z.number().int().optional(),
  grievances: z.number().int().optional(),
  messages: z.number().int().optional(),
  priority_overdue: z.number().int().optional(),
  priority_callbacks_overdue: z.number().int().optional(),
});
export type PendingWork = z.infer<typeof pendingWorkSchema>;
