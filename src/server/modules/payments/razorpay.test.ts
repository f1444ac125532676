import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payments, users } from '../../db/schema';
import { TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { createPayingTestApp, KEY_ID, KEY_SECRET, signRazorpay, WEBHOOK_SECRET } from '../../test/pay';
import { appPerFile } from '../../test/setup';
import { reconcile } from '../jobs/jobs';

const sign = signRazorpay;

describe(`Razorpay through its SDK against a local stand-in (${TEST_DB})`, () => {
  const s = appPerFile(createPayingTestApp);
  const { api } = s;

  const order = async (m: Made, plan = 'SilverUser') => {
    const res = await api(m.token, 'POST', '/api/payments/orders', { plan });
    expect(res.statusCode).toBe(201);
    return res.json().checkout;
  };
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return s.t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? sign(WEBHOOK_SECRET, raw),
      },
      payload: raw,
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
  });
  const roleOf = async (m: Made) => (await s.t.ctx.db.select().from(users).where(eq(users.id, m.id)))[0].role;

  it('creates the order on the gateway with the server price; the test gateway is off', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c = await order(m, 'PremiumUser');
    expect(c).toMatchObject({ gateway: 'razorpay', key_id: KEY_ID, amount_paise: 99900 });
    expect(s.t.rzp.orders.get(c.order_id)).toMatchObject({ amount: 99900, currency: 'INR' });
    const info = await api(null, 'GET', '/api/payments/gateway');
    expect(info.json()).toMatchObject({ gateway: 'razorpay', key_id: KEY_ID });
    expect((await api(m.token, 'POST', `/api/payments/test-gateway/${c.order_id}/pay`)).statusCode).toBe(404);
  });

  it('verifies the Checkout callback signature (timing-safe) and confirms', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c = await order(m);
    const p = s.t.rzp.capture(c.order_id);
    const verify = (signature: string) =>
      api(m.token, 'POST', '/api/payments/verify', { order_id: c.order_id, payment_id: p.id, signature });
    expect((await verify(sign('wrong-secret', `${c.order_id}|${p.id}`))).statusCode).toBe(400);
    expect(await roleOf(m)).toBe('FreeUser');
    const ok = await verify(sign(KEY_SECRET, `${c.order_id}|${p.id}`));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment).toMatchObject({ status: 'paid', payment_id: p.id, test: false });
    expect(await roleOf(m)).toBe('SilverUser');
  });

  it('rejects forged webhooks and applies a replayed one once, before or after the callback', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c = await order(m);
    const p = s.t.rzp.capture(c.order_id);
    const body = captured(c.order_id, p.id, 59900);
    expect((await webhook(body, 'f'.repeat(64))).statusCode).toBe(400);
    expect((await webhook(body, sign('other', JSON.stringify(body)))).statusCode).toBe(400);
    expect(await roleOf(m)).toBe('FreeUser');
    const first = await webhook(body);
    expect(first.json().message).toBe('confirmed');
    const replay = await webhook(body);
    expect(replay.json().message).toBe('already confirmed');
    // The browser callback arriving after the webhook changes nothing either.
    const late = await api(m.token, 'POST', '/api/payments/verify', {
      order_id: c.order_id,
      payment_id: p.id,
      signature: sign(KEY_SECRET, `${c.order_id}|${p.id}`),
    });
    expect(late.json().message).toBe('This payment was already confirmed');
    const rows = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.filter((r) => r.receiptNo)).toHaveLength(1);
    expect(await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(
      1,
    );
  });

  it('confirms once when the webhook and the callback race', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c = await order(m);
    const p = s.t.rzp.capture(c.order_id);
    const cb = () =>
      api(m.token, 'POST', '/api/payments/verify', {
        order_id: c.order_id,
        payment_id: p.id,
        signature: sign(KEY_SECRET, `${c.order_id}|${p.id}`),
      });
    const body = captured(c.order_id, p.id, 59900);
    const all = await Promise.all([cb(), webhook(body), cb(), webhook(body)]);
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('paid');
    expect(await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(
      1,
    );
  });

  it('holds a webhook with another amount for staff instead of confirming', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c = await order(m);
    const p = s.t.rzp.capture(c.order_id, { amount: 100 });
    await webhook(captured(c.order_id, p.id, 100));
    const [row] = await s.t.ctx.db.select().from(payments).where(eq(payments.providerOrderId, c.order_id));
    expect(row.status).toBe('incomplete');
    expect(await roleOf(m)).toBe('FreeUser');
  });

  it('reconciles an order the gateway took but nobody confirmed; staff retry one held for review', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const c = await order(m, 'PremiumUser');
    s.t.rzp.capture(c.order_id);
    const later = new Date(Date.now() + 15 * 60_000);
    const r = await reconcile(s.t.ctx, later);
    expect(r.confirmed).toBe(1);
    expect(await roleOf(m)).toBe('PremiumUser');

    const m2 = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const c2 = await order(m2);
    s.t.rzp.capture(c2.order_id, { status: 'authorized' });
    expect((await reconcile(s.t.ctx, later)).incomplete).toBe(1);
    const [held] = await s.t.ctx.db.select().from(payments).where(eq(payments.providerOrderId, c2.order_id));
    expect(held.status).toBe('incomplete');
    const list = await api(admin.token, 'GET', '/api/admin/payments?status=open');
    expect(list.json().payments.map((p: { order_id: string }) => p.order_id)).toContain(c2.order_id);
    const retry = () => api(admin.token, 'POST', `/api/admin/payments/${held.id}/retry`);
    expect((await retry()).statusCode).toBe(409);
    s.t.rzp.capture(c2.order_id);
    const ok = await retry();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment.status).toBe('paid');
    expect(await roleOf(m2)).toBe('SilverUser');
  });
});
