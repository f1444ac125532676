import { z } from 'zod';
import { MSG } from '../messages';
import { GRIEVANCE_KINDS } from '../privacy';
import { envelope, line, str } from './common';

/** GET /api/privacy/notice (docs/data-rights.md): the notice in force and the grievance officer (configuration). */
export const privacyNoticeResponse = envelope({
  version: str(),
  effective_date: str(),
  officer: z.object({ name: str(), email: str(), phone: str(), address: str() }),
  grievance_days: z.number().int(),
});
export type PrivacyNoticeInfo = z.infer<typeof privacyNoticeResponse>;

/** POST /api/privacy/consent body: the version the member read (must be the one in force; 409 otherwise). */
export const consentSchema = z.object({ version: line().trim().min(1).max(20) });

/** One consent of the history (docs/data-rights.md). */
export const consentRowSchema = z.object({ version: str(), language: str(), accepted_at: str() });

/** One sign-in of the history (docs/data-rights.md). */
export const signInRowSchema = z.object({ at: str(), ip: str(), device: str() });

/** A data export as its owner sees it (docs/data-rights.md): progress 0-100; `download` only while ready. */
export const exportRowSchema = z.object({
  id: str(),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  progress: z.number().int(),
  size_bytes: z.number().int().nullable(),
  created_at: str(),
  ready_at: str().nullable(),
  expires_at: str().nullable(),
});
export type ExportRow = z.infer<typeof exportRowSchema>;

/** GET /api/account/privacy (docs/data-rights.md): the account's data-rights page in one answer. */
export const privacyOverviewResponse = envelope({
  consents: z.array(consentRowSchema),
  consent_required: z.boolean(),
  sign_ins: z.array(signInRowSchema),
  exports: z.array(exportRowSchema),
  deletion: z.object({ requested_at: str(), due_at: str() }).nullable(),
  may_delete: z.boolean(),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewResponse>;

/** POST /api/account/delete body: the current password again (docs/data-rights.md). */
export const deleteAccountSchema = z.object({
  password: line({ error: MSG.currentPasswordRequired })
    .min(1, { error: MSG.currentPasswordRequired })
    .max(128),
});

/** POST /api/grievances body (docs/data-rights.md), from a member or a visitor. */
export const grievanceSchema = z.object({
  name: line({ error: MSG.grievanceNameRequired })
    .trim()
    .min(1, { error: MSG.grievanceNameRequired })
    .max(80),
  email: line({ error: MSG.emailRequired })
    .trim()
    .min(1, { error: MSG.emailRequired })
    .max(254)
    .pipe(z.email({ error: MSG.emailInvalid })),
  kind: z.enum(GRIEVANCE_KINDS, { error: MSG.grievanceKindRequired }),
  message: str({ error: MSG.grievanceMessageRequired })
    .trim()
    .min(10, { error: MSG.grievanceMessageShort })
    .max(4000),
});
export type GrievanceInput = z.input<typeof grievanceSchema>;

/** A grievance as staff see it (docs/data-rights.md). */
export const grievanceRowSchema = z.object({
  id: str(),
  reference_no: str(),
  registration_no: str().nullable(),
  name: str(),
  email: str(),
  kind: str(),
  message: str(),
  status: z.enum(['open', 'answered']),
  due_on: str(),
  answer: str().nullable(),
  answered_at: str().nullable(),
  created_at: str(),
  /** Priority support (docs/plan-features.md#priority-support): the answer is due by then; null: not priority. */
  priority_due_at: str().nullable(),
});
export type GrievanceRow = z.infer<typeof grievanceRowSchema>;

/** POST /api/admin/grievances/:id/answer body. */
export const grievanceAnswerSchema = z.object({
  answer: str({ error: MSG.grievanceAnswerRequired })
    .trim()
    .min(1, { error: MSG.grievanceAnswerRequired })
    .max(4000),
});

/** One account in the deletion queue (docs/data-rights.md, /admin/deletions). */
export const deletionRowSchema = z.object({
  registration_no: str(),
  name: str(),
  role: str(),
  requested_at: str(),
  due_at: str(),
  erased_at: str().nullable(),
});
export type DeletionRow = z.infer<typeof deletionRowSchema>;
