import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { MSG } from '../messages';
import { PROMO_CODE_RE } from '../policies/promoters';
import { line, mobileNoSchema, multiline, pagedFields, pageQueryFields } from './common';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.dateLike });

export const PROMOTER_TYPES = ['Individual', 'Agent', 'Marriage Bureau', 'Community Leader'] as const;

/** Bank details of a promoter (docs/promoter-area.md). */
export const bankSchema = z.object({
  account_name: line().trim().max(100).default(''),
  account_no: z
    .string()
    .trim()
    .regex(/^\d{0,20}$/, { error: MSG.accountNumberDigits })
    .default(''),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{4}0[A-Z0-9]{6})?$/, { error: MSG.ifscInvalid })
    .default(''),
  bank_name: line().trim().max(100).default(''),
});

/** POST /api/admin/promoters and PUT /api/admin/promoters/:id (decision 022). */
export const promoterInputSchema = z.object({
  name: line().trim().min(2, { error: MSG.nameEnter }).max(100),
  email: z.email({ error: MSG.emailEnterValid }).trim().toLowerCase(),
  /** Typed as 10 digits (or with +91 / 0); stored as +91 E.164 like members' numbers (decision 016). */
  mobile: mobileNoSchema(MSG.mobileEnter10),
  promoter_type: z.enum(PROMOTER_TYPES, { error: MSG.promoterTypeRequired }),
  promo_code: z.string().trim().toUpperCase().regex(PROMO_CODE_RE, { error: MSG.promoCodeFormat }),
  registered_on: isoDate,
  expires_on: isoDate.nullable().optional().default(null),
  bank: bankSchema.default({ account_name: '', account_no: '', ifsc: '', bank_name: '' }),
  /**
   * The account's language (docs/i18n.md): the invitation and every later mail go out in it. Creating
   * without it means English; editing without it keeps the account's language (the promoter may have
   * switched it since).
   */
  language: z.enum(LANGUAGES).optional(),
});
export type PromoterInput = z.output<typeof promoterInputSchema>;

/** Longest reason staff may give for deactivating a promoter, in characters (the form's too). */
export const PROMOTER_STATUS_REASON_MAX = 300;

/** PATCH /api/admin/promoters/:id/status: activate or deactivate with a reason (decision 022). */
export const promoterStatusSchema = z
  .object({ active: z.boolean(), reason: multiline().trim().max(PROMOTER_STATUS_REASON_MAX).default('') })
  .refine((v) => v.active || v.reason.length > 0, { error: MSG.giveReason, path: ['reason'] });

export const promoterRowSchema = z.object({
  id: z.string(),
  registration_no: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  promoter_type: z.string(),
  promo_code: z.string(),
  registered_on: z.string(),
  expires_on: z.string().nullable(),
  bank: z.object({
    account_name: z.string(),
    account_no: z.string(),
    ifsc: z.string(),
    bank_name: z.string(),
  }),
  active: z.boolean(),
  status_reason: z.string(),
  password_set: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type PromoterRow = z.infer<typeof promoterRowSchema>;

export const pagedQuery = z.object({
  ...pageQueryFields(),
  q: line().trim().max(60).optional().default(''),
});

export const promoterListSchema = z.object({ promoters: z.array(promoterRowSchema), ...pagedFields });

/** POST /api/auth/set-password: the token from the invitation link and the new password. */
export const setPasswordSchema = z.object({
  token: line().min(10).max(400),
  password: line().min(8, { error: MSG.passwordTooShort }).max(128),
});

/** A referral as its promoter sees it (decision 022: no contact details). */
export const referralRowSchema = z.object({
  name: z.string(),
  registration_no: z.string(),
  plan: z.string(),
  status: z.string(),
  stage: z.enum(['registered', 'verified', 'paid']),
  registered_at: z.string(),
  plan_expires_at: z.string().nullable(),
});
export const referralListSchema = z.object({ referrals: z.array(referralRowSchema), ...pagedFields });

/** GET /api/promoter/dashboard (decision 022): live figures, sums of the ledger and the members table. */
export const promoterDashboardSchema = z.object({
  name: z.string(),
  promoter_type: z.string(),
  promo_code: z.string(),
  registered_on: z.string(),
  expires_on: z.string().nullable(),
  referrals: z.object({ registered: z.number(), verified: z.number(), paid: z.number() }),
  earnings_paise: z.object({ pending: z.number(), paid: z.number(), this_month: z.number() }),
  /** Pending corrections counted in `earnings_paise.pending` (negative paise), each with its reason. */
  pending_corrections: z.array(
    z.object({
      id: z.number().int(),
      amount_paise: z.number().int(),
      reason: z.string(),
      member_registration_no: z.string(),
    }),
  ),
});
