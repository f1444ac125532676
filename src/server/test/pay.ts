import { createHmac } from 'node:crypto';
import { createTestApp, type TestApp } from './app';
import { bearer } from './factories';
import { startRazorpayStandIn } from './razorpay-standin';

/** The Razorpay key pair and webhook secret of a paying test app (tests sign callbacks and webhooks with them). */
export const KEY_ID = 'rzp_test_local';
export const KEY_SECRET = 'local-key-secret';
export const WEBHOOK_SECRET = 'local-webhook-secret';

/** Razorpay's documented schemes: HMAC-SHA256 hex of `order_id|payment_id` (key secret) or the raw body (webhook secret). */
export const signRazorpay = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

type StandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

/** A test app whose gateway is Razorpay (the local stand-in): its payments move real money as far as the service can tell. */
export type PayingTestApp = TestApp & { rzp: StandIn };

/**
 * A test app paying through the Razorpay stand-in (docs/payments.md#gateways): what a member pays online is
 * real money (isRealMoney, decision 106), so it earns a promoter's commission and counts as revenue, unlike the
 * test gateway's payments. `close` stops the stand-in too.
 */
export async function createPayingTestApp(env: Record<string, string> = {}): Promise<PayingTestApp> {
  const rzp = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  const t = await createTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: rzp.url,
    ...env,
  });
  return {
    ...t,
    rzp,
    async close() {
      await t.close();
      await rzp.close();
    },
  };
}

/**
 * What the member's browser posts to /api/payments/verify once the gateway took the money for `orderId`:
 * the test gateway's answer (its pay page), or a captured Razorpay payment with the key secret's signature.
 */
export async function gatewayAnswer(t: TestApp | PayingTestApp, token: string, orderId: string) {
  if ('rzp' in t) {
    const p = t.rzp.capture(orderId);
    return { order_id: orderId, payment_id: p.id, signature: signRazorpay(KEY_SECRET, `${orderId}|${p.id}`) };
  }
  const cb = await t.app.inject({
    method: 'POST',
    url: `/api/payments/test-gateway/${orderId}/pay`,
    headers: bearer(token),
  });
  return cb.json();
}

/**
 * A member pays `plan` online (optionally with a promo code): the order, the gateway's answer and the verify
 * call, as the payments page does. Returns the verify response; throws when the order is refused.
 */
export async function payOnline(t: TestApp | PayingTestApp, token: string, plan: string, promo?: string) {
  const o = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: bearer(token),
    payload: { plan, promo_code: promo },
  });
  if (o.statusCode !== 201) throw new Error(`order refused: ${o.statusCode} ${o.body}`);
  const answer = await gatewayAnswer(t, token, o.json().checkout.order_id);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(token),
    payload: answer,
  });
}
