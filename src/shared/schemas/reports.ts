import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '../roles';
import { envelope, line, pagedList, pageQueryFields, str } from './common';

/** How userreports splits its rows (docs/staff.md#userreports): one series, or one per value of a field. */
export const REPORT_SPLITS = ['none', 'kind', 'gender', 'state', 'district', 'status', 'plan'] as const;
export type ReportSplit = (typeof REPORT_SPLITS)[number];

/** The member roles a report may be narrowed to (the plan a member holds). */
const PLAN_ROLES = ROLES.filter((r) => r !== 'Admin' && r !== 'promoter');

/**
 * GET /api/admin/reports/registrations (and .csv) query (docs/staff.md#userreports): an IST date range,
 * a grouping (day, ISO week from Monday, month), a split, and optional filters. A range longer than
 * 366 days grouped by day is refused (400), as is a start after the end.
 */
export const registrationReportQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group: z.enum(['day', 'week', 'month']).default('day'),
  split: z.enum(REPORT_SPLITS).default('none'),
  kind: z.enum(['all', 'member', 'promoter']).default('all'),
  gender: z.enum(['', 'Bride', 'BrideGroom']).default(''),
  state: line().trim().max(60).optional().default(''),
  district: line().trim().max(60).optional().default(''),
  status: z.enum(['', ...ACCOUNT_STATUSES]).default(''),
  plan: z.enum(['', ...PLAN_ROLES] as [string, ...string[]]).default(''),
});
export type RegistrationReportQuery = z.infer<typeof registrationReportQuery>;

/**
 * One row of the report: the period's first day (YYYY-MM-DD, IST), the split's value ('' with no split or
 * no value), accounts registered in the period, and accounts registered up to the period's end (members).
 */
export const registrationRowSchema = z.object({
  period: str(),
  value: str(),
  registrations: z.number().int(),
  members: z.number().int(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationReportSchema = envelope({
  rows: z.array(registrationRowSchema),
  totals: z.object({ registrations: z.number().int(), members: z.number().int() }),
});
export type RegistrationReport = z.infer<typeof registrationReportSchema>;

/** GET /api/admin/verified (successdata; docs/staff.md#successdata) query: filters and paging. */
export const verifiedListQuery = z.object({
  q: line().trim().max(100).optional().default(''),
  verifier: z.union([z.literal(''), z.uuid()]).default(''),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  gender: z.enum(['', 'Bride', 'BrideGroom']).default(''),
  plan: z.enum(['', ...PLAN_ROLES] as [string, ...string[]]).default(''),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields(),
});
export type VerifiedListQuery = z.infer<typeof verifiedListQuery>;

/** One verified account: who it is, when it was verified and by whom (null: no staff record). */
export const verifiedRowSchema = z.object({
  registration_no: str(),
  name: str(),
  gender: str(),
  plan: str(),
  status: str(),
  registered_at: str(),
  verified_at: str(),
  verified_by: str().nullable(),
  verified_by_id: str().nullable(),
});
export type VerifiedRow = z.infer<typeof verifiedRowSchema>;

export const verifiedListSchema = pagedList('accounts', verifiedRowSchema, {
  verifiers: z.array(z.object({ id: str(), name: str() })),
});
