import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { PAY_MSG } from '../../../shared/payment-messages';
import { addMonthsIST, financialYear } from '../../../shared/policies/payments';
import { users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

const DAY = 86_400_000;
const istDate = (msAgo: number) => todayIST(new Date(Date.now() - msAgo));

/** Decision 107: what staff may record as an offline payment, and how they find a gateway payment. */
describe(`offline payments and staff search (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);
  const { api } = s;

  const record = (regNo: string, payload: object) =>
    api(s.admin.token, 'POST', `/api/admin/members/${regNo}/payments`, payload);
  const cash = (paidOn: string) => ({
    plan: 'SilverUser',
    amount_paise: 59900,
    mode: 'cash',
    paid_on: paidOn,
  });
  /** A Free member who registered `days` ago. */
  const memberSince = async (days: number) => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(users.id, m.id));
    return m;
  };
  const roleOf = async (m: Made) => (await s.t.ctx.db.select().from(users).where(eq(users.id, m.id)))[0].role;

  it('refuses a payment date in the future or before the member registered (and so before the catalogue)', async () => {
    const m = await memberSince(30);
    const tomorrow = await record(m.registrationNo, cash(istDate(-DAY)));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().errors).toEqual({ paid_on: PAY_MSG.paidOnFuture });
    for (const day of [istDate(31 * DAY), '2001-01-01']) {
      const early = await record(m.registrationNo, cash(day));
      expect(early.statusCode).toBe(400);
      expect(early.json().errors).toEqual({ paid_on: PAY_MSG.paidOnBeforeAccount });
    }
    expect(await roleOf(m)).toBe('FreeUser');
  });

  it('takes the amount as integer paise only: a string, an array or a fraction is a 400', async () => {
    const m = await memberSince(1);
    for (const amount_paise of ['59900', [59900], 599.5, { paise: 59900 }]) {
      const res = await record(m.registrationNo, { ...cash(todayIST()), amount_paise });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.amount_paise).toBeTruthy();
    }
    expect(await roleOf(m)).toBe('FreeUser');
  });

  it('a payment recorded late takes effect on paid_on: receipt date, its financial year and the period agree', async () => {
    const m = await memberSince(60);
    const paidOn = istDate(10 * DAY);
    const res = await record(m.registrationNo, cash(paidOn));
    expect(res.statusCode).toBe(201);
    const p = res.json().payment;
    const start = new Date(`${paidOn}T00:00:00+05:30`);
    expect(new Date(p.paid_at).getTime()).toBe(start.getTime());
    expect(new Date(p.period_start).getTime()).toBe(start.getTime());
    expect(new Date(p.period_end).getTime()).toBe(addMonthsIST(start, 6).getTime());
    expect(p.receipt_no).toContain(`/${financialYear(start)}/`);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(u.planExpiresAt?.getTime()).toBe(addMonthsIST(start, 6).getTime());
  });

  it('a payment paid today starts at the moment it is recorded', async () => {
    const m = await memberSince(2);
    const before = Date.now();
    const res = await record(m.registrationNo, cash(todayIST()));
    expect(res.statusCode).toBe(201);
    const p = res.json().payment;
    expect(new Date(p.period_start).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(p.period_start).toBe(p.paid_at);
  });

  it("finds a payment by the gateway's full order id and payment id", async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const other = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const open = async (who: Made) => {
      const o = await api(who.token, 'POST', '/api/payments/orders', { plan: 'SilverUser' });
      expect(o.statusCode).toBe(201);
      return o.json().checkout.order_id as string;
    };
    const orderId = await open(m);
    await open(other);
    const cb = await api(m.token, 'POST', `/api/payments/test-gateway/${orderId}/pay`);
    const paid = await api(m.token, 'POST', '/api/payments/verify', cb.json());
    expect(paid.statusCode).toBe(200);
    const paymentId = cb.json().payment_id as string;
    expect(orderId).toMatch(/^order_/);
    expect(paymentId).toMatch(/^pay_/);
    for (const q of [orderId, paymentId, orderId.toUpperCase()]) {
      const res = await api(s.admin.token, 'GET', `/api/admin/payments?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().payments.map((p: { order_id: string }) => p.order_id)).toEqual([orderId]);
    }
    // `_` and `%` are no wildcards: `order%` finds nothing, since no id contains a literal percent sign.
    const wild = await api(s.admin.token, 'GET', '/api/admin/payments?q=order%25');
    expect(wild.json().payments).toEqual([]);
  });
});
