import { z } from 'zod';
import { OFFLINE_MODES } from '../policies/payments';
import { line, str } from './common';

/** POST /api/payments/orders and /quote: only the plan code and an optional promo code (docs/payments.md#prices-periods-receipts). */
export const orderRequestSchema = z.object({
  plan: line().trim().min(1).max(40),
  promo_code: line().trim().max(40).optional().nullable(),
});

/** A plan's price as quoted and as paid (docs/payments.md#prices-periods-receipts): list price, discount, amount, in paise. */
const priceFields = {
  plan: str(),
  plan_name: str(),
  duration_months: z.number().int(),
  list_price_paise: z.number().int(),
  discount_paise: z.number().int(),
  amount_paise: z.number().int(),
  promo_code: str().nullable(),
};

/** A price quote in paise. */
export const quoteSchema = z.object({
  ...priceFields,
  /** True when promo_code is the referring promoter's, applied without being typed (decision 113). */
  promo_auto: z.boolean(),
  kind: z.enum(['new', 'renewal', 'upgrade']),
  /** When the period would start and end (ISO); both null: it starts when the account is verified. */
  period_start: str().nullable(),
  period_end: str().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the browser needs to open the gateway: Razorpay Checkout options or the test gateway page. */
export const checkoutSchema = z.object({
  gateway: z.enum(['test', 'razorpay']),
  order_id: str(),
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  key_id: str().nullable(),
  plan_name: str(),
  name: str(),
  email: str(),
  contact: str(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /api/payments/verify: the gateway's signed callback (Razorpay Checkout handler fields). */
export const verifyRequestSchema = z.object({
  order_id: line().trim().min(1).max(80),
  payment_id: line().trim().min(1).max(80),
  signature: line().trim().min(1).max(200),
});

/** A payment as members and staff see it (amounts in paise, instants ISO). */
export const paymentSchema = z.object({
  id: str(),
  ...priceFields,
  provider: str(),
  mode: str(),
  order_id: str().nullable(),
  payment_id: str().nullable(),
  reference: str(),
  /** 'credited': money received but not applied (decision 110), for staff to refund or apply as credit. */
  status: z.enum(['created', 'paid', 'failed', 'incomplete', 'resolved', 'credited', 'refunded']),
  note: str(),
  receipt_no: str().nullable(),
  period_start: str().nullable(),
  period_end: str().nullable(),
  created_at: str(),
  paid_at: str().nullable(),
  test: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/gateway: which gateway is on (null: none; pay at the office). */
export const gatewayInfoSchema = z.object({
  gateway: z.enum(['test', 'razorpay']).nullable(),
  key_id: str().nullable(),
});

/** The test gateway's order page data. */
export const testOrderSchema = z.object({
  order_id: str(),
  plan_name: str(),
  amount_paise: z.number().int(),
  status: str(),
});

/** POST /api/admin/members/{registrationNo}/payments: an offline payment recorded by staff (docs/payments.md#staff). */
export const offlinePaymentSchema = z.object({
  plan: line().trim().min(1).max(40),
  // Integer paise as a JSON number: a string or an array is a 400 (decision 107), never coerced.
  amount_paise: z.number().int().positive(),
  mode: z.enum(OFFLINE_MODES),
  reference: line().trim().max(100).optional().default(''),
  paid_on: z.iso.date(),
  note: str().trim().max(500).optional().default(''),
});
export type OfflinePaymentInput = z.input<typeof offlinePaymentSchema>;
