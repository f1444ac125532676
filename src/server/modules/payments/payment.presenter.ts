import type { Payment } from '../../../shared/schemas/payments';
import type { PaymentRow } from './confirm';

/** Presents a payment row (docs/payments.md#gateways): paise amounts, ISO instants, `test` for the test gateway. */
export function presentPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    plan: p.planCode,
    plan_name: p.planName,
    duration_months: p.durationMonths,
    list_price_paise: p.listPricePaise,
    discount_paise: p.discountPaise,
    amount_paise: p.amountPaise,
    promo_code: p.promoCode,
    provider: p.provider,
    mode: p.mode,
    order_id: p.providerOrderId,
    payment_id: p.providerPaymentId,
    reference: p.reference,
    status: p.status as Payment['status'],
    note: p.note,
    receipt_no: p.receiptNo,
    period_start: p.periodStart?.toISOString() ?? null,
    period_end: p.periodEnd?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    test: p.provider === 'test',
  };
}
