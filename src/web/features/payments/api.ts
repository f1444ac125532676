import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, Payment, Quote } from '../../../shared/schemas/payments';
import { apiGet, apiPost } from '../../api/client';
import { downloadFile } from '../../download';

/** GET /api/payments/gateway: 'test', 'razorpay' or null (pay at the office). */
export function useGateway() {
  return useQuery({
    queryKey: ['payments', 'gateway'],
    queryFn: ({ signal }) =>
      apiGet<{ gateway: 'test' | 'razorpay' | null; key_id: string | null }>('/api/payments/gateway', signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/payments/quote: the server's price for a plan and promo code (paise). */
export function useQuote(plan: string | null, promo: string) {
  return useQuery({
    queryKey: ['payments', 'quote', plan, promo],
    queryFn: () =>
      apiPost<{ quote: Quote }>('/api/payments/quote', { plan, promo_code: promo || null }).then(
        (r) => r.quote,
      ),
    enabled: !!plan,
    retry: false,
  });
}

/** POST /api/payments/orders: creates the order; returns what the gateway needs. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (v: { plan: string; promo_code: string | null }) =>
      apiPost<{ checkout: Checkout }>('/api/payments/orders', v).then((r) => r.checkout),
  });
}

/** POST /api/payments/verify: hands the gateway's signed callback to the server, which confirms once. */
export function useVerifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { order_id: string; payment_id: string; signature: string }) =>
      apiPost<{ message: string; payment: Payment }>('/api/payments/verify', v),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** GET /api/payments/mine: my payments, newest first. */
export function useMyPayments() {
  return useQuery({
    queryKey: ['payments', 'mine'],
    queryFn: ({ signal }) =>
      apiGet<{ payments: Payment[] }>('/api/payments/mine', signal).then((r) => r.payments),
  });
}

/**
 * Downloads a receipt PDF (member or staff) with the bearer token and saves it as `RCP-2026-27-000123.pdf`.
 * Throws ApiError with the server's message on failure.
 */
export const downloadReceipt = (paymentId: string, receiptNo: string | null): Promise<void> =>
  downloadFile(
    `/api/payments/${paymentId}/receipt.pdf`,
    `${(receiptNo ?? 'receipt').replace(/\//g, '-')}.pdf`,
  );

/** The checkout page of a plan: every upgrade entry point leads here (docs/payments.md#who-may-pay-for-what). */
export const checkoutPath = (plan: string) => `/payment/checkout?plan=${encodeURIComponent(plan)}`;
