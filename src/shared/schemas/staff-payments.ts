import { z } from 'zod';
import { MSG } from '../messages';
import { entitlementsSchema } from '../plans';
import { envelope, line, multiline, pagedList, pageQueryFields, str } from './common';
import { paymentSchema } from './payments';

/** GET /api/admin/payments query (docs/payments.md#staff, onlinetransaction, assistance, receiptsvocher): filters, paging, sort. */
export const paymentListQuery = z.object({
  channel: z.enum(['online', 'offline', 'all']).default('all'),
  status: z
    .enum(['created', 'paid', 'failed', 'incomplete', 'resolved', 'credited', 'refunded', 'open', 'all'])
    .default('all'),
  plan: line().trim().max(40).optional().default(''),
  kind: z.enum(['new', 'renewal', 'upgrade', 'all']).default('all'),
  promoter: line().trim().max(40).optional().default(''),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  q: line().trim().max(100).optional().default(''),
  sort: z.enum(['created_at', 'paid_at', 'amount_paise', 'receipt_no']).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields(25),
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;

/** A payment row for staff: the payment plus who paid. */
export const staffPaymentSchema = paymentSchema.extend({
  registration_no: str(),
  member_name: str(),
  email: str(),
  referral_code: str().nullable(),
  commission_paise: z.number().int(),
  kind: str().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const paymentListSchema = pagedList('payments', staffPaymentSchema, {
  /** Paid count and amount are real money; the test gateway's paid payments apart (decision 106). */
  totals: z.object({
    count: z.number().int(),
    paid_count: z.number().int(),
    paid_paise: z.number().int(),
    test_count: z.number().int(),
    test_paise: z.number().int(),
  }),
});

/** POST /api/admin/payments/{id}/resolve body. */
export const resolveSchema = z.object({ note: multiline().trim().min(3, 'Please write a note').max(500) });

/** GET /api/admin/renewals query: members whose paid plan expires within `days` or has expired. */
export const renewalsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  state: z.enum(['expiring', 'expired', 'all']).default('all'),
  plan: line().trim().max(40).optional().default(''),
  q: line().trim().max(100).optional().default(''),
  ...pageQueryFields(25),
});

export const renewalRowSchema = z.object({
  registration_no: str(),
  member_name: str(),
  email: str(),
  mobile_no: str(),
  plan: str(),
  expires_at: str(),
  expired: z.boolean(),
  days_left: z.number().int(),
});
export type RenewalRow = z.infer<typeof renewalRowSchema>;

/** GET /api/admin/reports/{receipts|renewals} query and answer: totals and a series by day or month (IST). */
export const reportQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group: z.enum(['day', 'month']).default('day'),
});
export const reportSchema = envelope({
  series: z.array(z.object({ period: str(), count: z.number().int(), amount_paise: z.number().int() })),
  by_plan: z.array(z.object({ plan: str(), count: z.number().int(), amount_paise: z.number().int() })),
  totals: z.object({ count: z.number().int(), amount_paise: z.number().int() }),
});
export type Report = z.infer<typeof reportSchema>;

/** PUT /api/admin/plans/{code}: the editable catalogue fields (docs/payments.md#staff). Prices in paise. */
export const planEditSchema = z
  .object({
    name: line().trim().min(1).max(60),
    original_price_paise: z.coerce.number().int().min(0).max(10_000_000),
    price_paise: z.coerce.number().int().min(0).max(10_000_000),
    discount_text: line().trim().max(60),
    duration_months: z.coerce.number().int().min(1).max(60),
    features: z.array(line().trim().min(1).max(120)).max(20),
    // Decision 150: the Kannada texts beside the English ones; empty shows the English text. Left out:
    // unchanged.
    name_kn: line().trim().max(60).optional(),
    discount_text_kn: line().trim().max(60).optional(),
    features_kn: z.array(line().trim().min(1).max(120)).max(20).optional(),
    on_sale: z.boolean(),
    /** The plan's entitlements (src/shared/plans.ts), every one required here: no old-row defaults. */
    entitlements: entitlementsSchema.extend({ shareProfile: z.boolean(), pushNotifications: z.boolean() }),
  })
  .refine((v) => v.price_paise <= v.original_price_paise, {
    path: ['price_paise'],
    error: MSG.priceAboveList,
  });
export type PlanEdit = z.infer<typeof planEditSchema>;
