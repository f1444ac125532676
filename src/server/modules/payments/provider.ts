import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Config } from '../../config';

/** A payment the gateway knows about, as reconciliation needs it. */
export type GatewayPayment = { paymentId: string; orderId: string; status: string; amountPaise: number };

/**
 * What the service needs from a payment gateway (issue #10): create an order server-side, verify the
 * browser's signed callback, verify a webhook, and ask which payments an order has (reconciliation).
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Creates a gateway order for `amountPaise` (INR); returns the gateway's order id. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<string>;
  /** True when `signature` is the gateway's signature of `orderId|paymentId` (timing-safe). */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** True when `signature` is the HMAC of the raw webhook body (timing-safe). */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The payments made against an order, from the gateway. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
}

/** HMAC-SHA256 hex of `data` with `secret` (Razorpay's documented signature scheme). */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a presented hex signature with the expected one in constant time. */
export function safeEqualHex(expected: string, presented: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(presented ?? '', 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in test gateway (issue #10): no money moves. Orders are `order_test_…`; its "Pay" button
 * signs `orderId|paymentId` with a secret derived from the app's secret, exactly as Razorpay signs a
 * Checkout callback, so the same verification and confirmation code runs.
 */
export function testGateway(
  appSecret: Uint8Array,
): PaymentProvider & { sign(orderId: string, paymentId: string): string } {
  const secret = hmacHex(Buffer.from(appSecret).toString('hex'), 'test-gateway');
  return {
    name: 'test',
    async createOrder() {
      return `order_test_${randomBytes(9).toString('hex')}`;
    },
    sign(orderId, paymentId) {
      return hmacHex(secret, `${orderId}|${paymentId}`);
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return safeEqualHex(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return safeEqualHex(hmacHex(secret, rawBody), signature);
    },
    async fetchOrderPayments() {
      // The test gateway keeps no state of its own: a payment it took is always confirmed at once.
      return [];
    },
  };
}

type RazorpayConfig = NonNullable<Config['payments']['razorpay']>;

/**
 * Razorpay through its official SDK (issue #10). `apiUrl` (RAZORPAY_API_URL) points the SDK at another
 * host — the tests' local stand-in of its HTTP API; production leaves it unset.
 */
export function razorpayGateway(cfg: RazorpayConfig): PaymentProvider {
  const rp = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret });
  if (cfg.apiUrl) {
    (rp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      cfg.apiUrl;
  }
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await rp.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return order.id;
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return safeEqualHex(hmacHex(cfg.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return safeEqualHex(hmacHex(cfg.webhookSecret, rawBody), signature);
    },
    async fetchOrderPayments(orderId) {
      const res = (await rp.orders.fetchPayments(orderId)) as unknown as {
        items: { id: string; order_id: string; status: string; amount: number | string }[];
      };
      return res.items.map((p) => ({
        paymentId: p.id,
        orderId: p.order_id,
        status: p.status,
        amountPaise: Number(p.amount),
      }));
    },
  };
}

/** The gateway members pay through: Razorpay when configured, else the test gateway when on, else none. */
export function paymentProvider(config: Config): PaymentProvider | null {
  if (config.payments.razorpay) return razorpayGateway(config.payments.razorpay);
  if (config.payments.testGateway) return testGateway(config.jwtSecret);
  return null;
}
