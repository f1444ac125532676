import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PAY_MSG } from '../../../shared/payment-messages';
import { payments } from '../../db/schema';
import { TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { createPayingTestApp, KEY_SECRET } from '../../test/pay';
import { appPerFile } from '../../test/setup';
import { reconcile } from '../jobs/jobs';
import { checkGateway, gatewayReport } from './payments.service';

/**
 * Decision 105: the gateway failing (refusing connections, not answering, rejecting the site's keys)
 * answers our 502/503 with a clear message, never a 500, a hang or the gateway's 401; tried against the
 * real Razorpay SDK talking to a local stand-in server that fails as the real one can.
 */
describe(`Razorpay failing (${TEST_DB})`, () => {
  // A short limit keeps the "not answering" test fast; production's default is 10 s.
  const s = appPerFile(() => createPayingTestApp({ GATEWAY_TIMEOUT_MS: '300' }));
  const { api } = s;
  afterEach(async () => {
    await s.t.rzp.setMode('up');
  });

  const order = (m: Made) => api(m.token, 'POST', '/api/payments/orders', { plan: 'SilverUser' });
  const ordersOf = async (m: Made) => s.t.ctx.db.select().from(payments).where(eq(payments.userId, m.id));
  /** The member is still signed in: a 401 would have signed the browser out (decision 002). */
  const stillSignedIn = async (m: Made) => (await api(m.token, 'GET', '/api/payments/mine')).statusCode;

  it('refused connection: 503 with the clear message, no order stored; works again once it is back', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.rzp.setMode('down');
    const res = await order(m);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: PAY_MSG.gatewayUnavailable });
    expect(await ordersOf(m)).toHaveLength(0);
    expect(gatewayReport(s.t.ctx).status?.state).toBe('unreachable');
    await s.t.rzp.setMode('up');
    expect((await order(m)).statusCode).toBe(201);
    expect(gatewayReport(s.t.ctx).status?.state).toBe('ok');
  });

  it('no answer: the order request ends at the time limit with 503; reconciliation does not hang either', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const open = await order(m);
    expect(open.statusCode).toBe(201);
    await s.t.rzp.setMode('hang');
    const started = Date.now();
    const res = await order(m);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAY_MSG.gatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(5000);
    // The open orders (this one and the first test's) are left for a later run: nothing confirmed, nothing
    // marked incomplete, and the gateway that does not answer is asked once, not once per open order.
    const asked = s.t.rzp.requests.length;
    expect(await reconcile(s.t.ctx, new Date(Date.now() + 15 * 60_000))).toEqual({
      confirmed: 0,
      incomplete: 0,
    });
    expect(s.t.rzp.requests.slice(asked).filter((r) => r.url.endsWith('/payments'))).toHaveLength(1);
    const rows = await ordersOf(m);
    expect(rows.map((r) => r.status)).toEqual(['created']);
  });

  it('keys rejected: 502 (never the gateway 401), the member stays signed in, staff see why', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const open = await order(m);
    expect(open.statusCode).toBe(201);
    const [row] = await ordersOf(m);
    await s.t.rzp.setMode('reject_keys');
    const res = await order(m);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: PAY_MSG.gatewayUnavailable });
    expect(await stillSignedIn(m)).toBe(200);
    // Staff's Retry verification asks the gateway too: 502 as well, never 401 (which would sign staff out).
    const retry = await api(admin.token, 'POST', `/api/admin/payments/${row.id}/retry`);
    expect(retry.statusCode).toBe(502);
    expect(gatewayReport(s.t.ctx).status).toMatchObject({ state: 'keys_rejected' });
    expect(gatewayReport(s.t.ctx).status?.detail).toContain('401');
    expect(gatewayReport(s.t.ctx).status?.detail).not.toContain(KEY_SECRET);
    // The admin dashboard says so.
    const stats = await api(admin.token, 'GET', '/api/auth/dashboardstats');
    expect(stats.json().stats.payments).toMatchObject({ gateway: 'razorpay', state: 'keys_rejected' });
    expect(JSON.stringify(stats.json())).not.toContain(KEY_SECRET);
  });

  it('the start-up check asks the gateway about the keys', async () => {
    await s.t.rzp.setMode('reject_keys');
    expect((await checkGateway(s.t.ctx)).status?.state).toBe('keys_rejected');
    await s.t.rzp.setMode('up');
    expect(await checkGateway(s.t.ctx)).toMatchObject({ gateway: 'razorpay', status: { state: 'ok' } });
    expect(s.t.rzp.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^\/v1\/orders\?/),
    });
  });
});
