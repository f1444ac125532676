import type { Checkout } from '../../../shared/schemas/payments';

type RazorpayResponse = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
type RazorpayInstance = { open(): void; on(event: string, cb: (e: unknown) => void): void };
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('The payment window could not be loaded. Please try again.'));
    document.body.appendChild(s);
  });
}

/**
 * Opens Razorpay Checkout for a server-created order (docs/payments.md#staff). Resolves with the signed callback the
 * server verifies, or null when the member closed the window; rejects when the payment failed.
 */
export async function openRazorpay(
  c: Checkout,
  brand: string,
): Promise<{ order_id: string; payment_id: string; signature: string } | null> {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded. Please try again.');
  return new Promise((resolve, reject) => {
    const rp = new Razorpay({
      key: c.key_id,
      order_id: c.order_id,
      amount: c.amount_paise,
      currency: c.currency,
      name: brand,
      description: `${c.plan_name} plan`,
      prefill: { name: c.name, email: c.email, contact: c.contact },
      handler: (r: RazorpayResponse) =>
        resolve({
          order_id: r.razorpay_order_id,
          payment_id: r.razorpay_payment_id,
          signature: r.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    });
    rp.on('payment.failed', () =>
      reject(new Error('Payment failed. No money was taken; you can try again.')),
    );
    rp.open();
  });
}
