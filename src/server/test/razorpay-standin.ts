import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

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
  let mode: StandInMode = 'up';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (mode === 'hang') return; // never answers; closeAllConnections ends it
      if (mode === 'reject_keys') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        );
        return;
      }
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== auth) {
        send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
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
        send(200, { entity: 'order', ...o });
        return;
      }
      if (req.method === 'GET' && /^\/v1\/orders(\?|$)/.test(url)) {
        send(200, {
          entity: 'collection',
          count: Math.min(orders.size, 1),
          items: [...orders.values()].slice(0, 1),
        });
        return;
      }
      const m = url.match(/^\/v1\/orders\/([^/]+)\/payments/);
      if (req.method === 'GET' && m) {
        const items = pays.filter((p) => p.order_id === m[1]);
        send(200, { entity: 'collection', count: items.length, items });
        return;
      }
      const pm = url.match(/^\/v1\/payments\/([^/?]+)/);
      if (req.method === 'GET' && pm) {
        const p = pays.find((x) => x.id === pm[1]);
        if (p) send(200, { entity: 'payment', ...p });
        else send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
        return;
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'unknown path' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
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
    /** Switches how the stand-in behaves (see StandInMode); `down` closes the port, `up` listens again. */
    async setMode(next: StandInMode): Promise<void> {
      if (next === mode) return;
      if (mode === 'down') await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      if (next === 'down') {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
      if (mode === 'hang') server.closeAllConnections();
      mode = next;
    },
    close: () =>
      new Promise<void>((r) => {
        if (mode === 'down') return r();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
