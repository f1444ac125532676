import { z } from 'zod';
import { OFFLINE_MODES } from '../policies/payments';

/** POST /api/payments/orders and /quote: only the plan code and an optional promo code (issue #10). */
export const orderRequestSchema = z.object({
  plan: z.string().trim().min(1).max(40),
  promo_code: z.string().trim().max(40).optional().nullable(),
});

/** A price quote in paise. */
export const quoteSchema = z.object({
  plan: z.string(),
  plan_name: z.string(),
  duration_months: z.number().int(),
  list_price_paise: z.number().int(),
  discount_paise: z.number().int(),
  amount_paise: z.number().int(),
  promo_code: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the browser needs to open the gateway: Razorpay Checkout options or the test gateway page. */
export const checkoutSchema = z.object({
  gateway: z.enum(['test', 'razorpay']),
  order_id: z.string(),
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  key_id: z.string().nullable(),
  plan_name: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /api/payments/verify: the gateway's signed callback (Razorpay Checkout handler fields). */
export const verifyRequestSchema = z.object({
  order_id: z.string().trim().min(1).max(80),
  payment_id: z.string().trim().min(1).max(80),
  signature: z.string().trim().min(1).max(200),
});

/** A payment as members and staff see it (amounts in paise, instants ISO). */
export const paymentSchema = z.object({
  id: z.string(),
  plan: z.string(),
  plan_name: z.string(),
  duration_months: z.number().int(),
  list_price_paise: z.number().int(),
  discount_paise: z.number().int(),
  amount_paise: z.number().int(),
  promo_code: z.string().nullable(),
  provider: z.string(),
  mode: z.string(),
  order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  reference: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'incomplete', 'resolved']),
  note: z.string(),
  receipt_no: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  test: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/gateway: which gateway is on (null: none; pay at the office). */
export const gatewayInfoSchema = z.object({
  gateway: z.enum(['test', 'razorpay']).nullable(),
  key_id: z.string().nullable(),
});

/** The test gateway's order page data. */
export const testOrderSchema = z.object({
  order_id: z.string(),
  plan_name: z.string(),
  amount_paise: z.number().int(),
  status: z.string(),
});

/** POST /api/admin/members/{registrationNo}/payments: an offline payment recorded by staff (issue #10). */
export const offlinePaymentSchema = z.object({
  plan: z.string().trim().min(1).max(40),
  amount_paise: z.coerce.number().int().positive(),
  mode: z.enum(OFFLINE_MODES),
  reference: z.string().trim().max(100).optional().default(''),
  paid_on: z.iso.date(),
  note: z.string().trim().max(500).optional().default(''),
});
export type OfflinePaymentInput = z.input<typeof offlinePaymentSchema>;
