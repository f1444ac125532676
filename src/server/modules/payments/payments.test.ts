import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { addMonthsIST } from '../../../shared/policies/payments';
import { notifications, payments, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { payOnline } from '../../test/pay';
import { pdfPlainText } from '../../test/pdf-text';
import { appPerFile } from '../../test/setup';

describe(`payments through the test gateway (${TEST_DB})`, () => {
  const s = appPerFile(() => createTestApp({ PROMO_CODES: 'WELCOME100' }));
  const { api } = s;

  const order = (m: Made, payload: object) => api(m.token, 'POST', '/api/payments/orders', payload);
  const pay = (m: Made, orderId: string) => api(m.token, 'POST', `/api/payments/test-gateway/${orderId}/pay`);
  const verify = (m: Made, payload: object) => api(m.token, 'POST', '/api/payments/verify', payload);
  const account = async (m: Made) => (await s.t.ctx.db.select().from(users).where(eq(users.id, m.id)))[0];

  /** Orders `plan`, presses Pay on the test gateway and returns the signed callback. */
  async function payFor(m: Made, plan: string, promo?: string) {
    const o = await order(m, { plan, promo_code: promo });
    expect(o.statusCode).toBe(201);
    const cb = await pay(m, o.json().checkout.order_id);
    expect(cb.statusCode).toBe(200);
    return { checkout: o.json().checkout, callback: cb.json() };
  }

  it('prices on the server: a client-sent amount, price or discount is ignored', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const res = await order(m, {
      plan: 'PremiumUser',
      amount_paise: 100,
      price_paise: 1,
      discount_paise: 99900,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().checkout).toMatchObject({ gateway: 'test', amount_paise: 99900, currency: 'INR' });
    const [row] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(row).toMatchObject({
      amountPaise: 99900,
      listPricePaise: 99900,
      discountPaise: 0,
      status: 'created',
    });
  });

  it('takes ₹100 off with an active promo code and refuses unknown ones', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const ok = await order(m, { plan: 'SilverUser', promo_code: 'welcome100' });
    expect(ok.json().checkout.amount_paise).toBe(49900);
    const bad = await order(m, { plan: 'SilverUser', promo_code: 'FREEPLAN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.promo_code).toBe('This promo code is not valid');
    const notOnSale = await order(m, { plan: 'FreeUser' });
    expect(notOnSale.statusCode).toBe(400);
    const staffPlan = await order(m, { plan: 'Admin' });
    expect(staffPlan.statusCode).toBe(400);
  });

  it('confirms a paid order once: plan, expiry, receipt, notification and a mail with the PDF', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const before = Date.now();
    const { callback } = await payFor(m, 'PremiumUser', 'WELCOME100');
    const res = await verify(m, callback);
    expect(res.statusCode).toBe(200);
    const p = res.json().payment;
    expect(p).toMatchObject({ status: 'paid', amount_paise: 89900, plan: 'PremiumUser', test: true });
    // Decision 106: the test gateway's payments have their own series; real receipts keep theirs.
    expect(p.receipt_no).toMatch(/^TEST\/\d{4}-\d{2}\/\d{6}$/);
    const u = await account(m);
    expect(u.role).toBe('PremiumUser');
    const expected = addMonthsIST(new Date(p.period_start), 12).getTime();
    expect(u.planExpiresAt?.getTime()).toBe(expected);
    expect(new Date(p.period_start).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const bell = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(bell.map((n) => n.kind)).toEqual(['payment_confirmed']);
    const mail = await s.t.smtp.waitFor(m.email, /Premium plan is active/);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await verify(m, callback);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This payment was already confirmed');
    expect(again.json().payment.receipt_no).toBe(p.receipt_no);
    expect((await account(m)).planExpiresAt?.getTime()).toBe(expected);
  });

  it('refuses a forged signature and an order of someone else', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const other = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const { callback } = await payFor(m, 'SilverUser');
    const forged = await verify(m, { ...callback, signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const swapped = await verify(m, { ...callback, payment_id: 'pay_test_other' });
    expect(swapped.statusCode).toBe(400);
    expect((await account(m)).role).toBe('FreeUser');
    const stolen = await verify(other, callback);
    expect(stolen.statusCode).toBe(404);
    expect((await pay(other, callback.order_id)).statusCode).toBe(404);
    expect((await account(other)).role).toBe('FreeUser');
  });

  it('applies two concurrent confirmations of one payment exactly once', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const { callback } = await payFor(m, 'SilverUser');
    const results = await Promise.all([verify(m, callback), verify(m, callback), verify(m, callback)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(
      results.filter((r) => r.json().message === 'Payment received. Your plan is now active.'),
    ).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().payment.receipt_no)).size).toBe(1);
    const bell = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(bell).toHaveLength(1);
  });

  it('issues gap-free receipt numbers when many members pay at once', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, () => makeUser(s.t.ctx, { role: 'FreeUser' })),
    );
    const callbacks = await Promise.all(members.map((m) => payFor(m, 'SilverUser')));
    const all = await Promise.all(members.map((m, i) => verify(m, callbacks[i].callback)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await s.t.ctx.db.select({ no: payments.receiptNo }).from(payments);
    const seqs = rows
      .map((r) => r.no)
      .filter((n): n is string => !!n)
      .map((n) => Number(n.split('/')[2]))
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('lets a pending member pay without skipping verification', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' });
    const { callback } = await payFor(m, 'PremiumUser');
    expect((await verify(m, callback)).statusCode).toBe(200);
    const u = await account(m);
    expect(u).toMatchObject({ role: 'PremiumUser', status: 'pending' });
    const closed = await makeUser(s.t.ctx, { role: 'FreeUser', status: 'rejected' });
    expect((await order(closed, { plan: 'SilverUser' })).statusCode).toBe(403);
  });

  it('renews from the current expiry within 30 days and refuses too early or a downgrade', async () => {
    const m = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const early = await order(m, { plan: 'PremiumUser' });
    expect(early.statusCode).toBe(409);
    // decision 112: the answer names the day renewal opens (Premium is the biggest plan on sale)
    expect(early.json().message).toMatch(
      /^Your plan runs until \d+ \w+ \d{4}\. You can renew it from \d+ \w+ \d{4}\.$/,
    );
    expect((await order(m, { plan: 'SilverUser' })).statusCode).toBe(409);
    const expiry = new Date(Date.now() + 10 * 86400_000);
    await s.t.ctx.db.update(users).set({ planExpiresAt: expiry }).where(eq(users.id, m.id));
    const { callback } = await payFor(m, 'PremiumUser');
    const p = (await verify(m, callback)).json().payment;
    expect(new Date(p.period_start).getTime()).toBe(expiry.getTime());
    expect((await account(m)).planExpiresAt?.getTime()).toBe(addMonthsIST(expiry, 12).getTime());
  });

  it('marks an order failed when the member presses Fail; the order cannot be paid after', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const o = (await order(m, { plan: 'SilverUser' })).json().checkout;
    const fail = await api(m.token, 'POST', `/api/payments/orders/${o.order_id}/fail`);
    expect(fail.json().payment.status).toBe('failed');
    expect((await pay(m, o.order_id)).statusCode).toBe(409);
  });

  it('lists my payments and serves the receipt PDF to me and staff only', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const other = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const { callback } = await payFor(m, 'SilverUser');
    await verify(m, callback);
    const mine = await api(m.token, 'GET', '/api/payments/mine');
    expect(mine.json().payments).toHaveLength(1);
    const id = mine.json().payments[0].id;
    const url = `/api/payments/${id}/receipt.pdf`;
    const own = await api(m.token, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(admin.token, 'GET', url)).statusCode).toBe(200);
    expect((await api(other.token, 'GET', url)).statusCode).toBe(404);
    expect((await api(null, 'GET', url)).statusCode).toBe(401);
    expect((await api(null, 'GET', '/api/payments/mine')).statusCode).toBe(401);
    expect((await api(admin.token, 'GET', '/api/payments/mine')).statusCode).toBe(403);
  });
});

describe(`payments with the test gateway switched off (${TEST_DB})`, () => {
  const s = appPerFile(() => createTestApp({ TEST_GATEWAY: 'off' }));
  const { api } = s;

  it('offers no gateway and refuses orders with a clear message', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const info = await api(null, 'GET', '/api/payments/gateway');
    expect(info.json().gateway).toBeNull();
    const res = await api(m.token, 'POST', '/api/payments/orders', { plan: 'SilverUser' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not available/);
  });
});

describe(`payments with GST configured (${TEST_DB})`, () => {
  const s = appPerFile(() => createTestApp({ GSTIN: '29ABCDE1234F1Z5', GST_STATE: 'Karnataka' }));
  const { api } = s;
  let admin: Made;
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
  });

  /** Staff record a cash payment of the Premium plan (real money) and return its stored tax split. */
  const offlineTaxOf = async (m: Made) => {
    const res = await api(admin.token, 'POST', `/api/admin/members/${m.registrationNo}/payments`, {
      plan: 'PremiumUser',
      amount_paise: 99900,
      mode: 'cash',
      paid_on: todayIST(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await s.t.ctx.db.select().from(payments).where(eq(payments.id, res.json().payment.id));
    return row;
  };

  it('stores the GST split on the receipt: CGST+SGST in the same state, IGST from another', async () => {
    const local = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const away = await makeUser(s.t.ctx, { role: 'FreeUser', profile: { state: 'Kerala' } });
    expect((await offlineTaxOf(local)).tax).toEqual({
      gstin: '29ABCDE1234F1Z5',
      sac: '998599',
      kind: 'intra',
      taxablePaise: 84661,
      cgstPaise: 7619,
      sgstPaise: 7620,
      igstPaise: 0,
    });
    expect((await offlineTaxOf(away)).tax).toMatchObject({
      kind: 'inter',
      taxablePaise: 84661,
      igstPaise: 15239,
      cgstPaise: 0,
    });
  });

  it('a test gateway payment is never a tax invoice and never counts in the revenue reports (decision 106)', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const paid = await payOnline(s.t, m.token, 'PremiumUser');
    expect(paid.json().payment).toMatchObject({ status: 'paid', test: true });
    const [row] = await s.t.ctx.db.select().from(payments).where(eq(payments.id, paid.json().payment.id));
    expect(row.tax).toBeNull();
    expect(row.receiptNo).toMatch(/^TEST\/\d{4}-\d{2}\/000001$/);
    const pdf = await api(m.token, 'GET', `/api/payments/${row.id}/receipt.pdf`);
    const text = await pdfPlainText(pdf.rawPayload);
    expect(text).not.toMatch(/Tax invoice|GSTIN/i);
    expect(text).toMatch(/TEST PAYMENT/);
    // A real payment afterwards continues the real series without a gap.
    const real = await offlineTaxOf(await makeUser(s.t.ctx, { role: 'FreeUser' }));
    expect(real.receiptNo).toMatch(/^RCP\/\d{4}-\d{2}\/000003$/);
    const today = todayIST();
    const r = await api(
      admin.token,
      'GET',
      `/api/admin/reports/receipts?from=${today}&to=${today}&group=day`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().totals).toEqual({ count: 3, amount_paise: 3 * 99900 });
  });
});
