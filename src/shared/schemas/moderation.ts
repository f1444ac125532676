import { z } from 'zod';
import { MSG } from '../messages';
import { REPORT_DECISIONS } from '../policies/moderation';
import { adminUserRowSchema } from './admin';
import { envelope, line, multiline, pagedList, pageQueryFields, str } from './common';

/**
 * The reports queue and the audit trail (docs/moderation.md, decisions 165 and 166): request and response
 * shapes of /api/admin/profile-reports and /api/admin/audit.
 */

/** GET /api/admin/profile-reports query: open (default), decided or all reports, text search, paging. */
export const reportListQuery = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  q: line().trim().max(100).optional().default(''),
  ...pageQueryFields(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

/** A member as the queue names them: number, name, status, plan; whether staff hid the profile. */
export const reportMemberSchema = z.object({
  registration_no: str(),
  name: str(),
  status: str(),
  user_role: str(),
  held_by_staff: z.boolean(),
});

/** One report in the queue. `reporters` counts the different members with an open report on the target. */
export const reportRowSchema = z.object({
  id: str(),
  reason: str(),
  details: str(),
  status: z.enum(['open', 'closed']),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  note: str(),
  decided_at: str().nullable(),
  decided_by: str().nullable(),
  created_at: str(),
  reporters: z.number().int(),
  target: reportMemberSchema,
  reporter: reportMemberSchema,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListSchema = pagedList('reports', reportRowSchema);

/** Another report in a history list: who was reported or who reported, why, and what staff decided. */
export const reportHistoryItemSchema = z.object({
  id: str(),
  member: reportMemberSchema,
  reason: str(),
  status: z.enum(['open', 'closed']),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  created_at: str(),
});
export type ReportHistoryItem = z.infer<typeof reportHistoryItemSchema>;

/**
 * GET /api/admin/profile-reports/:id: the report, both profiles in full (side by side), the reporter's
 * other reports (to spot false reporters) and earlier reports against the same member.
 */
export const reportDetailSchema = envelope({
  report: reportRowSchema,
  target_profile: adminUserRowSchema,
  reporter_profile: adminUserRowSchema,
  reporter_history: z.array(reportHistoryItemSchema),
  earlier_reports: z.array(reportHistoryItemSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /api/admin/profile-reports/:id/decision body: the decision and the note the member reads. */
export const reportDecisionSchema = z
  .object({
    decision: z.enum(REPORT_DECISIONS),
    note: multiline().trim().max(500).optional().default(''),
  })
  .refine((v) => v.decision === 'dismiss' || v.note.length > 0, {
    error: MSG.reportNoteRequired,
    path: ['note'],
  });
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;

/** GET /api/admin/audit query (decision 166): staff member, target, action, IST date range, paging. */
export const auditListQuery = z.object({
  actor: line().trim().max(100).optional().default(''),
  target: line().trim().max(100).optional().default(''),
  action: line().trim().max(60).optional().default(''),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...pageQueryFields(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** One audit row as staff read it: who (null actor: the system's jobs), what, when, target, details. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  created_at: str(),
  action: str(),
  actor: z.object({ registration_no: str(), name: str() }).nullable(),
  target: z.object({ registration_no: str(), name: str() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListSchema = pagedList('entries', auditRowSchema);
