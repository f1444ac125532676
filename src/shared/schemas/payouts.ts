import { z } from 'zod';
import { envelope, line, pagedFields, pagedList, pageQueryFields, str } from './common';

/** Commission, payout and promoter-report shapes (staff side; docs/decisions/030). Money in paise. */

const kindEnum = z.enum(['registration', 'renewal', 'assistance']);
const statusEnum = z.enum(['pending', 'approved', 'paid', 'reversed']);
/** Paging of the commission and payout lists: 25 a page. */
const paging = pageQueryFields(25);

/** GET /api/admin/commissions(.csv) query: promoter (account id), status, kind, IST date range. */
export const commissionListQuery = z.object({
  promoter: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .default(''),
  status: z.enum(['all', 'pending', 'approved', 'paid', 'reversed']).default('all'),
  kind: z.enum(['all', 'registration', 'renewal', 'assistance']).default('all'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...paging,
});
export type CommissionListQuery = z.output<typeof commissionListQuery>;

/** One commission as staff see it. */
export const commissionRowSchema = z.object({
  id: z.number().int(),
  promoter_id: str(),
  promoter_name: str(),
  promo_code: str(),
  member_name: str(),
  member_registration_no: str(),
  kind: kindEnum,
  amount_paise: z.number().int(),
  status: statusEnum,
  receipt_no: str().nullable(),
  voucher_no: str().nullable(),
  note: str(),
  created_at: str(),
  status_at: str().nullable(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

/** Totals of a filtered set: by status, and by IST month and kind (every figure a sum of ledger rows). */
export const commissionTotalsSchema = z.object({
  by_status: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    paid: z.number().int(),
    reversed: z.number().int(),
  }),
  by_month: z.array(
    z.object({
      month: str(),
      registration: z.number().int(),
      renewal: z.number().int(),
      assistance: z.number().int(),
      total: z.number().int(),
    }),
  ),
});

export const commissionListSchema = pagedList('commissions', commissionRowSchema, {
  totals: commissionTotalsSchema,
});

/** POST /api/admin/commissions/approve: commission ids (bulk; one id for a single approval). */
export const approveSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, { error: 'Choose at least one commission' }).max(500),
});

/** Longest reason for reversing a commission, in characters (the form's too). */
export const REVERSE_REASON_MAX = 300;

/** POST /api/admin/commissions/:id/reverse body. */
export const reverseSchema = z.object({
  reason: str().trim().min(3, { error: 'Give a reason' }).max(REVERSE_REASON_MAX),
});

/** POST /api/admin/payouts body: who, which commissions, how and when the money was sent. */
export const payoutInputSchema = z.object({
  promoter_id: z.uuid({ error: 'Choose a promoter' }),
  commission_ids: z
    .array(z.number().int().positive())
    .min(1, { error: 'Choose at least one commission' })
    .max(500),
  mode: z.enum(['bank_transfer', 'upi', 'cheque', 'cash'], { error: 'Choose how it was paid' }),
  reference: line().trim().max(100).optional().default(''),
  paid_on: z.iso.date({ error: 'Use a date like 2026-04-01' }),
  note: str().trim().max(300).optional().default(''),
});
export type PayoutInput = z.output<typeof payoutInputSchema>;

/** A payout as staff and its promoter see it. */
export const payoutRowSchema = z.object({
  id: str(),
  voucher_no: str(),
  promoter_id: str(),
  promoter_name: str(),
  amount_paise: z.number().int(),
  mode: str(),
  reference: str(),
  paid_on: str(),
  commissions: z.number().int(),
  bank: z.object({ account_name: str(), account_no_masked: str(), ifsc: str(), bank_name: str() }),
  created_at: str(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

export const payoutListQuery = z.object({
  promoter: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .default(''),
  ...paging,
});
export const payoutListSchema = pagedList('payouts', payoutRowSchema);

/** GET /api/admin/promoters/:id/payable: the promoter's commissions that may be paid now, and bank details. */
export const payableSchema = envelope({
  promoter: z.object({
    id: str(),
    name: str(),
    promo_code: str(),
    bank: z.object({ account_name: str(), account_no_masked: str(), ifsc: str(), bank_name: str() }),
  }),
  commissions: z.array(commissionRowSchema),
});

/** GET /api/admin/promoter-referrals(.csv) (promotersusers): members each promoter referred. */
export const referredListQuery = z.object({
  promoter: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .default(''),
  plan: line().trim().max(40).optional().default(''),
  status: z.enum(['all', 'pending', 'active', 'inactive']).default('all'),
  stage: z.enum(['all', 'registered', 'verified', 'paid']).default('all'),
  q: line().trim().max(60).optional().default(''),
  ...paging,
});
export const referredRowSchema = z.object({
  promoter_id: str(),
  promoter_name: str(),
  promo_code: str(),
  member_name: str(),
  registration_no: str(),
  plan: str(),
  status: str(),
  stage: z.enum(['registered', 'verified', 'paid']),
  registered_at: str(),
  earned_paise: z.number().int(),
});
export const referredListSchema = pagedList('members', referredRowSchema);

/** GET /api/admin/promoter-figures(.csv) (promotersdata): figures per promoter. */
export const promoterFiguresQuery = z.object({
  q: line().trim().max(60).optional().default(''),
  active: z.enum(['all', 'active', 'inactive']).default('all'),
  ...paging,
});
export const promoterFiguresRowSchema = z.object({
  promoter_id: str(),
  name: str(),
  promo_code: str(),
  promoter_type: str(),
  active: z.boolean(),
  registered: z.number().int(),
  verified: z.number().int(),
  paid: z.number().int(),
  by_plan: z.record(str(), z.number().int()),
  earnings_paise: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    paid: z.number().int(),
    reversed: z.number().int(),
  }),
});
export const promoterFiguresSchema = pagedList('promoters', promoterFiguresRowSchema);

/** GET /api/promoter/earnings: the signed-in promoter's totals and a page of their own commissions. */
export const earningsQuery = z.object(paging);
/**
 * GET /api/promoter/earnings query: paging and the kind My Earnings › Registration / Assistance / Renewal
 * shows (`all` by default; docs/promoter-area.md#my-earnings).
 */
export const myEarningsQuery = earningsQuery.extend({
  kind: z.enum(['all', 'registration', 'renewal', 'assistance']).default('all'),
});
/**
 * Why a correction (a negative row: a paid commission reversed) is deducted: the reason staff or the refund
 * gave and the member's registration number ("Correction: Refunded — CM102004"). Null for other rows.
 */
export const correctionSchema = z.object({ reason: str(), member_registration_no: str() });
export const promoterCommissionSchema = z.object({
  id: z.number().int(),
  member_name: str(),
  kind: kindEnum,
  amount_paise: z.number().int(),
  status: statusEnum,
  voucher_no: str().nullable(),
  created_at: str(),
  correction: correctionSchema.nullable(),
});
export const earningsSchema = envelope({
  /** The kind shown: the totals by status and the commissions are of this kind only (`all`: every kind). */
  kind: z.enum(['all', 'registration', 'renewal', 'assistance']),
  by_kind: z.object({
    registration: z.number().int(),
    renewal: z.number().int(),
    assistance: z.number().int(),
  }),
  by_status: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    paid: z.number().int(),
    reversed: z.number().int(),
  }),
  commissions: z.array(promoterCommissionSchema),
  ...pagedFields,
});
