import { randomBytes } from 'node:crypto';
import { startStandIn } from './standin';

type Order = { id: string; amount: number; currency: string; receipt: string; status: string };
type StandInPayment = { id: string; order_id: string; amount: number; status: string };

/**
 * How the stand-in behaves (decision 105): `up` answers like Razorpay; `down` refuses connections (nothing
 * listens on its port); `hang` accepts requests and never answers; `reject_keys` answers 401 to every
 * request as Razorpay does for keys it does not know.
 */
export type StandInMode = 'up' | 'down' | 'hang' | 'reject_keys';

/**
 * A local stand-in of Razorpay's HTTP API for tests (docs/payments.md#gateways: no test reaches the internet): POST /v1/orders,
 * GET /v1/orders (list), GET /v1/orders/{id}/payments and GET /v1/payments/{id}, with HTTP basic auth checked
 * against the key pair. `capture(orderId)` makes a captured payment as the real gateway would after a member
 * pays; `setMode` makes it fail as a real gateway can (decision 105).
 */
export async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const pays: StandInPayment[] = [];
  const requests: { method: string; url: string; body: unknown }[] = [];
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const authFailed = { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } };
  const standIn = await startStandIn<StandInMode>((req, raw, mode) => {
    const body = raw ? JSON.parse(raw) : null;
    requests.push({ method: req.method ?? '', url: req.url ?? '', body });
    if (mode === 'hang') return undefined;
    if (mode === 'reject_keys' || req.headers.authorization !== auth) return [401, authFailed];
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/v1/orders') {
      const o: Order = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
      orders.set(o.id, o);
      return [200, { entity: 'order', ...o }];
    }
    if (req.method === 'GET' && /^\/v1\/orders(\?|$)/.test(url)) {
      return [
        200,
        { entity: 'collection', count: Math.min(orders.size, 1), items: [...orders.values()].slice(0, 1) },
      ];
    }
    const m = url.match(/^\/v1\/orders\/([^/]+)\/payments/);
    if (req.method === 'GET' && m) {
      const items = pays.filter((p) => p.order_id === m[1]);
      return [200, { entity: 'collection', count: items.length, items }];
    }
    const pm = url.match(/^\/v1\/payments\/([^/?]+)/);
    if (req.method === 'GET' && pm) {
      const p = pays.find((x) => x.id === pm[1]);
      if (p) return [200, { entity: 'payment', ...p }];
      return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }];
    }
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'unknown path' } }];
  });
  return {
    ...standIn,
    orders,
    requests,
    /** The gateway takes a payment for an order (status captured, or another status / amount). */
    capture(orderId: string, over: Partial<StandInPayment> = {}): StandInPayment {
      const o = orders.get(orderId);
      const p = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        order_id: orderId,
        amount: o?.amount ?? 0,
        status: 'captured',
        ...over,
      };
      pays.push(p);
      return p;
    },
  };
}
