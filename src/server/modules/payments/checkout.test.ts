import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { addMonthsIST, creditDays } from '../../../shared/policies/payments';
import { notifications, payments, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makePromoter, makeUser, registrationPayload } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

/**
 * The first payment as a member lives it (decisions 110-113): stale orders are credited, a plan paid while
 * pending starts at activation, the referring promoter's code applies by itself, and the checkout's words.
 */
describe(`checkout and confirmation re-check the plan rules (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);

  const { api } = s;
  const order = async (token: string, plan: string, promo?: string) => {
    const o = await api(token, 'POST', '/api/payments/orders', { plan, promo_code: promo });
    expect(o.statusCode, o.body).toBe(201);
    return o.json().checkout as { order_id: string; amount_paise: number };
  };
  /** Pays an open order on the test gateway and hands the callback to the server. */
  const payAndVerify = async (token: string, orderId: string) => {
    const cb = await api(token, 'POST', `/api/payments/test-gateway/${orderId}/pay`);
    expect(cb.statusCode).toBe(200);
    return api(token, 'POST', '/api/payments/verify', cb.json());
  };
  const account = async (id: string) => (await s.t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const quote = (token: string, plan: string, promo?: string | null) =>
    api(token, 'POST', '/api/payments/quote', { plan, promo_code: promo });

  it('a stale Silver order paid after buying Premium is credited, never a downgrade; staff refund it', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const stale = await order(m.token, 'SilverUser');
    const premium = await order(m.token, 'PremiumUser');
    expect((await payAndVerify(m.token, premium.order_id)).json().payment.status).toBe('paid');
    const before = await account(m.id);
    expect(before.role).toBe('PremiumUser');

    const cb = (await api(m.token, 'POST', `/api/payments/test-gateway/${stale.order_id}/pay`)).json();
    const late = await api(m.token, 'POST', '/api/payments/verify', cb);
    expect(late.statusCode).toBe(200);
    expect(late.json().message).toMatch(/nothing was changed/);
    expect(late.json().payment).toMatchObject({ status: 'credited', receipt_no: null, period_start: null });
    expect(late.json().payment.paid_at).not.toBeNull();
    const after = await account(m.id);
    expect(after.role).toBe('PremiumUser');
    expect(after.planExpiresAt?.getTime()).toBe(before.planExpiresAt?.getTime());
    // a replayed callback changes nothing
    const replay = await api(m.token, 'POST', '/api/payments/verify', cb);
    expect(replay.json()).toMatchObject({ message: 'This payment was already confirmed' });
    expect((await account(m.id)).role).toBe('PremiumUser');
    const notes = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.map((n) => n.title)).toContain('We received ₹599');

    // Staff see it under "Needs attention" and refund it with a note.
    const open = await api(s.admin.token, 'GET', `/api/admin/payments?status=open&q=${m.registrationNo}`);
    expect(open.json().payments.map((p: { status: string }) => p.status)).toEqual(['credited']);
    const id = late.json().payment.id;
    expect(
      (await api(s.admin.token, 'POST', `/api/admin/payments/${id}/refund`, { note: 'x' })).statusCode,
    ).toBe(400);
    const refunded = await api(s.admin.token, 'POST', `/api/admin/payments/${id}/refund`, {
      note: 'Refunded on the gateway',
    });
    expect(refunded.json().payment).toMatchObject({ status: 'refunded', note: 'Refunded on the gateway' });
    expect((await api(s.admin.token, 'POST', `/api/admin/payments/${id}/apply-credit`)).statusCode).toBe(409);
    expect(
      (await api(m.token, 'POST', `/api/admin/payments/${id}/refund`, { note: 'mine' })).statusCode,
    ).toBe(403);
  });

  it('a test-gateway payment moves no money: the promoter earns nothing and staff see it apart', async () => {
    const promoter = await makePromoter(s.t.ctx, { mobile: '9811122255' });
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const paid = await payAndVerify(m.token, (await order(m.token, 'SilverUser', promoter.code)).order_id);
    expect(paid.json().payment).toMatchObject({ status: 'paid', test: true });
    // The member is the promoter's referral, but no commission is earned on a test payment (decision 106).
    expect((await account(m.id)).referredBy).toBe(promoter.id);
    const e = (await api(promoter.token, 'GET', '/api/promoter/earnings')).json();
    expect(e.commissions).toEqual([]);
    expect(e.by_status).toEqual({ pending: 0, approved: 0, paid: 0, reversed: 0 });
    // Staff totals count it apart from the money received.
    const list = (await api(s.admin.token, 'GET', `/api/admin/payments?q=${m.registrationNo}`)).json();
    expect(list.totals).toEqual({ count: 1, paid_count: 0, paid_paise: 0, test_count: 1, test_paise: 49900 });
  });

  it('the same plan bought twice is credited; staff apply it as credit to the running plan', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const first = await order(m.token, 'SilverUser');
    const second = await order(m.token, 'SilverUser');
    await payAndVerify(m.token, first.order_id);
    const expiry = (await account(m.id)).planExpiresAt as Date;
    const dup = (await payAndVerify(m.token, second.order_id)).json().payment;
    expect(dup.status).toBe('credited');
    expect((await account(m.id)).planExpiresAt?.getTime()).toBe(expiry.getTime());

    const applied = await api(s.admin.token, 'POST', `/api/admin/payments/${dup.id}/apply-credit`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().payment.status).toBe('paid');
    expect(applied.json().payment.receipt_no).toMatch(/^TEST\//); // a test-gateway payment has the TEST series (decision 106);
    const days = creditDays(59_900, { pricePaise: 59_900, durationMonths: 6 }, expiry);
    const extended = (await account(m.id)).planExpiresAt as Date;
    expect(extended.getTime()).toBe(expiry.getTime() + days * 86_400_000);
    expect(days).toBeGreaterThanOrEqual(181);
    await s.t.smtp.waitFor(m.email, /Silver plan is active/);
  });

  it('a pending member who paid sees the paid plan, gets no second offer, and the period starts at activation', async () => {
    const reg = await api(null, 'POST', '/api/auth/signup', registrationPayload({ user_role: 'SilverUser' }));
    expect(reg.statusCode).toBe(200);
    const token = reg.json().token as string;
    const email = (await api(token, 'GET', '/api/auth/me')).json().user as { user_id: string };
    const id = email.user_id;
    const q = (await quote(token, 'SilverUser')).json().quote;
    expect(q).toMatchObject({ plan: 'SilverUser', period_start: null, period_end: null });

    const o = await order(token, 'SilverUser');
    const paid = await payAndVerify(token, o.order_id);
    expect(paid.json().message).toBe('Payment received. Your plan starts when your account is verified.');
    expect(paid.json().payment).toMatchObject({ status: 'paid', period_start: null, period_end: null });
    const u = await account(id);
    expect(u).toMatchObject({
      role: 'SilverUser',
      status: 'pending',
      planExpiresAt: null,
      intendedPlan: null,
    });
    await s.t.smtp.waitFor(u.email, /Your Silver plan is paid/);
    const me = (await api(token, 'GET', '/api/auth/me')).json().user;
    expect(me).toMatchObject({ user_role: 'SilverUser', status: 'pending' });

    // Buying again while pending: one clear answer, not "renew from 30 days before expiry".
    for (const plan of ['SilverUser', 'PremiumUser']) {
      const again = await quote(token, plan);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Your Silver plan is paid and starts when your account is verified. Nothing more to pay.',
      );
    }

    // Staff cannot record a second plan for the account either (the same rule, decision 111).
    const offline = await api(s.admin.token, 'POST', `/api/admin/members/${u.registrationNo}/payments`, {
      plan: 'PremiumUser',
      amount_paise: 99_900,
      mode: 'cash',
      paid_on: todayIST(), // the IST date: never before the day the member registered (decision 107)
    });
    expect(offline.statusCode).toBe(409);
    expect(offline.json().message).toBe(
      'Your Silver plan is paid and starts when your account is verified. Nothing more to pay.',
    );

    const before = Date.now();
    const act = await api(s.admin.token, 'PATCH', `/api/admin/users/${u.registrationNo}`, {
      status: 'active',
      reason: '',
    });
    expect(act.statusCode, act.body).toBe(200);
    const [p] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, id));
    const start = p.periodStart as Date;
    expect(start.getTime()).toBeGreaterThanOrEqual(before);
    expect(p.periodEnd?.getTime()).toBe(addMonthsIST(start, 6).getTime());
    expect((await account(id)).planExpiresAt?.getTime()).toBe(p.periodEnd?.getTime());
  });

  it("applies the referring promoter's code at the first checkout by itself, and only then", async () => {
    const promoter = await makePromoter(s.t.ctx, { mobile: '9811122233' });
    const reg = await api(
      null,
      'POST',
      '/api/auth/signup',
      registrationPayload({ user_role: 'SilverUser', promo_code: promoter.code.toLowerCase() }),
    );
    expect(reg.statusCode).toBe(200);
    const token = reg.json().token as string;
    const q = await quote(token, 'SilverUser');
    expect(q.json().quote).toMatchObject({
      list_price_paise: 59_900,
      discount_paise: 10_000,
      amount_paise: 49_900,
      promo_code: promoter.code,
      promo_auto: true,
    });
    const o = await order(token, 'SilverUser');
    expect(o.amount_paise).toBe(49_900);
    const paid = (await payAndVerify(token, o.order_id)).json().payment;
    expect(paid).toMatchObject({ promo_code: promoter.code, discount_paise: 10_000 });
    // A member who typed nothing and was not referred pays the list price.
    const plain = await makeUser(s.t.ctx, { role: 'FreeUser' });
    expect((await quote(plain.token, 'SilverUser')).json().quote).toMatchObject({
      amount_paise: 59_900,
      promo_code: null,
      promo_auto: false,
    });
  });

  it('the referral code is not applied again after the first purchase', async () => {
    const promoter = await makePromoter(s.t.ctx, { mobile: '9811122244' });
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.ctx.db.update(users).set({ referredBy: promoter.id }).where(eq(users.id, m.id));
    const first = await order(m.token, 'SilverUser');
    expect(first.amount_paise).toBe(49_900);
    await payAndVerify(m.token, first.order_id);
    expect((await quote(m.token, 'PremiumUser')).json().quote).toMatchObject({
      amount_paise: 99_900,
      promo_auto: false,
    });
  });

  it('the upgrade quote says when the new plan starts and ends; too early names the day and the upgrade', async () => {
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const expiry = new Date(Date.now() + 100 * 86_400_000);
    await s.t.ctx.db.update(users).set({ planExpiresAt: expiry }).where(eq(users.id, m.id));
    const before = Date.now();
    const up = (await quote(m.token, 'PremiumUser')).json().quote;
    expect(up.kind).toBe('upgrade');
    expect(new Date(up.period_start).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(up.period_end).getTime()).toBe(addMonthsIST(expiry, 12).getTime());

    const early = await quote(m.token, 'SilverUser');
    expect(early.statusCode).toBe(409);
    const opens = new Date(expiry.getTime() - 30 * 86_400_000);
    const fmt = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(d);
    expect(early.json().message).toBe(
      `Upgrade to Premium now, or renew your plan from ${fmt(opens)} (it runs until ${fmt(expiry)}).`,
    );
    expect(early.json().errors).toEqual({ upgrade_to: 'PremiumUser' });
  });
});
