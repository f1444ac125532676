import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { PAY_MSG } from '../../../shared/payment-messages';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** A payment the gateway knows about, as reconciliation needs it. */
export type GatewayPayment = { paymentId: string; orderId: string; status: string; amountPaise: number };

/**
 * What the service needs from a payment gateway (docs/payments.md#gateways): create an order server-side, verify the
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
  /** Asks the gateway whether it accepts the site's keys (start-up check, decision 105); throws if not. */
  checkKeys(): Promise<void>;
}

/**
 * What the service last learnt about its gateway (decision 105), shown in the start-up block and on the
 * admin dashboard: `unchecked` before the first call, `ok` after an answered call, `keys_rejected` when
 * the gateway refused the site's keys (401/403), `unreachable` when it did not answer (refused
 * connection, no answer within the timeout), `failing` for any other gateway error. `at`: ISO instant.
 */
export type GatewayStatus = {
  state: 'unchecked' | 'ok' | 'keys_rejected' | 'unreachable' | 'failing';
  at: string | null;
  detail: string | null;
};

/**
 * A gateway call that failed (decision 105): 503 when the gateway could not be reached or did not answer
 * in time, 502 when it answered with an error (its own status, e.g. 401 for rejected keys, is never
 * passed on: the browser signs out on our 401, decision 002). The member sees PAY_MSG.gatewayUnavailable;
 * `detail` (the gateway's status and error, never the keys) goes to the log for staff.
 */
export class GatewayError extends AppError {
  constructor(
    status: 502 | 503,
    public readonly state: GatewayStatus['state'],
    public readonly detail: string,
  ) {
    super(status, PAY_MSG.gatewayUnavailable, `gateway_${state}`);
  }
}

/** Sorts a failed gateway call into 503 (no answer) or 502 (an error answer), with a detail for the log. */
export function classifyGatewayError(err: unknown, name: string, timeoutMs: number): GatewayError {
  if (err instanceof GatewayError) return err;
  const e = err as { statusCode?: unknown; error?: { code?: string; description?: string } } | null;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : null;
  if (status === null) {
    // The SDK turns a refused connection or an axios timeout into a TypeError (no response to read).
    const msg = err instanceof Error ? err.message : String(err);
    return new GatewayError(
      503,
      'unreachable',
      `${name}: no answer (${msg.slice(0, 200)}; timeout ${timeoutMs} ms)`,
    );
  }
  const what = [e?.error?.code, e?.error?.description].filter(Boolean).join(' ').slice(0, 200);
  if (status === 401 || status === 403) {
    return new GatewayError(502, 'keys_rejected', `${name} rejected the site's keys: HTTP ${status} ${what}`);
  }
  return new GatewayError(502, 'failing', `${name} answered HTTP ${status} ${what}`);
}

/**
 * Wraps every network call of `inner` (createOrder, fetchOrderPayments, checkKeys) with a time limit of
 * `timeoutMs` and maps any failure to a GatewayError (decision 105); remembers the outcome in `status`.
 * Signature checks are local and pass through unchanged.
 */
export function guardedGateway<P extends PaymentProvider>(
  inner: P,
  timeoutMs: number,
): P & { readonly status: GatewayStatus } {
  const status: GatewayStatus = { state: 'unchecked', at: null, detail: null };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GatewayError(503, 'unreachable', `${inner.name}: no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const value = await Promise.race([run(), late]);
      Object.assign(status, { state: 'ok', at: new Date().toISOString(), detail: null });
      return value;
    } catch (err) {
      const g = classifyGatewayError(err, inner.name, timeoutMs);
      Object.assign(status, { state: g.state, at: new Date().toISOString(), detail: g.detail });
      throw g;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(Object.create(inner) as P, {
    status,
    createOrder: (input: Parameters<P['createOrder']>[0]) => call(() => inner.createOrder(input)),
    fetchOrderPayments: (orderId: string) => call(() => inner.fetchOrderPayments(orderId)),
    checkKeys: () => call(() => inner.checkKeys()),
  });
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
 * The built-in test gateway (docs/payments.md#gateways): no money moves. Orders are `order_test_…`; its "Pay" button
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
    async checkKeys() {},
  };
}

type RazorpayConfig = NonNullable<Config['payments']['razorpay']>;

/**
 * Razorpay through its official SDK (docs/payments.md#gateways). `apiUrl` (RAZORPAY_API_URL) points the SDK at another
 * host — the tests' local stand-in of its HTTP API; production leaves it unset.
 */
export function razorpayGateway(cfg: RazorpayConfig, timeoutMs: number): PaymentProvider {
  const rp = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret });
  // The SDK's axios instance: another host for the tests' stand-in, and the call time limit (decision 105;
  // guardedGateway enforces it as well, whatever the SDK does).
  const rq = (rp as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq;
  if (cfg.apiUrl) rq.defaults.baseURL = cfg.apiUrl;
  rq.defaults.timeout = timeoutMs;
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
    async checkKeys() {
      await rp.orders.all({ count: 1 });
    },
  };
}

/** A gateway whose network calls are time-limited and whose failures are ours (decision 105). */
export type GuardedProvider = PaymentProvider & { readonly status: GatewayStatus };

/**
 * The gateway members pay through: Razorpay when configured, else the test gateway when on (decision 106),
 * else none; every network call limited to GATEWAY_TIMEOUT_MS (decision 105).
 */
export function paymentProvider(config: Config): GuardedProvider | null {
  const ms = config.payments.gatewayTimeoutMs;
  if (config.payments.razorpay) return guardedGateway(razorpayGateway(config.payments.razorpay, ms), ms);
  if (config.payments.testGateway) return guardedGateway(testGateway(config.jwtSecret), ms);
  return null;
}
