import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIST } from '../../../shared/policies/payments';
import { auditLog, commissions, payments, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { TEST_DB } from '../../test/app';
import { type Made, makePromoter, makeUser } from '../../test/factories';
import { createPayingTestApp, payOnline } from '../../test/pay';
import { appWithAdmin } from '../../test/setup';

/**
 * Staff's Refund of a paid payment (docs/decisions/185-refunds-reverse-commissions.md): one transaction marks
 * the payment refunded, takes back the unused plan period and reverses the promoter's commission (decision 030),
 * as staff, the member and the promoter see it.
 */
describe(`refunds reverse the commission in their transaction (${TEST_DB})`, () => {
  const s = appWithAdmin(createPayingTestApp);
  const { api } = s;
  /** A promoter whose referred, verified member paid for Silver online: the payment and its commission. */
  async function referredSale() {
    const promoter = await makePromoter(s.t.ctx);
    const member = (await s.signup({ promo_code: promoter.code })).json();
    expect((await s.activate(member.user.registration_no)).statusCode).toBe(200);
    const paid = await payOnline(s.t, member.token, 'SilverUser');
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json().payment.id as string;
    const [c] = await s.t.ctx.db.select().from(commissions).where(eq(commissions.paymentId, paymentId));
    expect(c.amountPaise).toBe(10000);
    return { promoter, member, paymentId, commissionId: c.id };
  }
  const refund = (id: string, note = 'Refunded on the gateway') =>
    api(s.admin.token, 'POST', `/api/admin/payments/${id}/refund`, { note });
  const earnings = (promoter: Made) => api(promoter.token, 'GET', '/api/promoter/earnings');
  const memberRow = async (id: string) => (await s.t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

  it('a paid payment refunded: its pending commission is reversed, the promoter sees it, the plan ends', async () => {
    const { promoter, member, paymentId, commissionId } = await referredSale();
    expect((await earnings(promoter)).json().by_status).toMatchObject({ pending: 10000, reversed: 0 });

    const res = await refund(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment marked as refunded' });
    expect(res.json().payment).toMatchObject({ status: 'refunded', note: 'Refunded on the gateway' });

    // The promoter sees the commission reversed; staff cannot approve it any more.
    const e = (await earnings(promoter)).json();
    expect(e.by_status).toEqual({ pending: 0, approved: 0, paid: 0, reversed: 10000 });
    expect(e.commissions[0]).toMatchObject({ id: commissionId, status: 'reversed', amount_paise: 10000 });
    const approve = await api(s.admin.token, 'POST', '/api/admin/commissions/approve', {
      ids: [commissionId],
    });
    expect(approve.json()).toMatchObject({ approved: 0, skipped: 1 });

    // The plan it bought ends now (the whole period was unused), so the member is on Free entitlements.
    const u = await memberRow(member.user.user_id);
    expect(u.planExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now());
    // Not revenue any more: the staff totals leave it out; a second refund is refused.
    const list = await api(s.admin.token, 'GET', `/api/admin/payments?q=${member.user.registration_no}`);
    expect(list.json().totals).toMatchObject({ count: 1, paid_count: 0, paid_paise: 0 });
    expect((await refund(paymentId)).statusCode).toBe(409);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(
      audit.find((a) => (a.details as { paymentId: string }).paymentId === paymentId)?.details,
    ).toMatchObject({ status: { from: 'paid', to: 'refunded' }, commissionsReversed: 1 });
  });

  it('a renewal paid ahead and refunded gives back only its own months', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    expect((await payOnline(s.t, m.token, 'SilverUser')).statusCode).toBe(200);
    // Inside the renewal window: the renewal runs on from the current expiry.
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(users.id, m.id));
    const before = (await memberRow(m.id)).planExpiresAt as Date;
    const renewal = await payOnline(s.t, m.token, 'SilverUser');
    expect(renewal.json().payment.status).toBe('paid');
    expect((await memberRow(m.id)).planExpiresAt?.getTime()).toBe(addMonthsIST(before, 6).getTime());
    expect((await refund(renewal.json().payment.id)).statusCode).toBe(200);
    expect((await memberRow(m.id)).planExpiresAt?.getTime()).toBe(before.getTime());
    expect((await memberRow(m.id)).role).toBe('SilverUser');
  });

  it('refunded after the commission was paid out: the promoter sees a −₹100 correction with its reason', async () => {
    const { promoter, paymentId, commissionId } = await referredSale();
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [commissionId] });
    const payout = await api(s.admin.token, 'POST', '/api/admin/payouts', {
      promoter_id: promoter.id,
      commission_ids: [commissionId],
      mode: 'bank_transfer',
      reference: 'UTR123456',
      paid_on: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    });
    expect(payout.statusCode, payout.body).toBe(201);
    expect((await refund(paymentId)).statusCode).toBe(200);
    const e = (await earnings(promoter)).json();
    expect(e.by_status).toMatchObject({ pending: -10000, paid: 10000 });
    expect(e.commissions[0]).toMatchObject({
      amount_paise: -10000,
      status: 'pending',
      correction: { reason: 'Payment refunded' },
    });
  });

  it('a refund that fails half-way changes nothing: payment, plan and commission stay as they were', async () => {
    const { promoter, member, paymentId } = await referredSale();
    const before = await memberRow(member.user.user_id);
    s.t.faults.onQuery = (q) => {
      if (/insert into "audit_log"/i.test(q)) throw new Error('database went away');
    };
    try {
      expect((await refund(paymentId)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      s.t.faults.onQuery = undefined;
    }
    const [p] = await s.t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p.status).toBe('paid');
    expect((await memberRow(member.user.user_id)).planExpiresAt?.getTime()).toBe(
      before.planExpiresAt?.getTime(),
    );
    expect((await earnings(promoter)).json().by_status).toMatchObject({ pending: 10000, reversed: 0 });
  });

  it('refunds of one payment at once: one succeeds, the commission is reversed once', async () => {
    const { promoter, paymentId, commissionId } = await referredSale();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refund(paymentId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [ev] = await queryRows<{ n: number }>(
      s.t.ctx.db,
      sql`select count(*)::int as n from commission_events where commission_id = ${commissionId} and status = 'reversed'`,
    );
    expect(ev.n).toBe(1);
    expect((await earnings(promoter)).json().by_status).toMatchObject({ pending: 0, reversed: 10000 });
  });
});
