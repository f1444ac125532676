import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissions, payments } from '../../db/schema';
import { TEST_DB } from '../../test/app';
import { makePromoter } from '../../test/factories';
import { createPayingTestApp, payOnline } from '../../test/pay';
import { appWithAdmin } from '../../test/setup';

/**
 * The promoter ledger's rules as a promoter and staff see them (docs/decisions/030, decision 115): pending
 * corrections are deducted, My Earnings by kind, corrections carry their reason, a deactivated promoter
 * earns nothing on later payments.
 */
describe(`promoter ledger rules: corrections, earnings by kind, deactivated promoters (${TEST_DB})`, () => {
  const s = appWithAdmin(createPayingTestApp);
  const { api, signup } = s;
  /** Staff verify the account (a plan paid while pending waits for activation, decision 111). */
  const activate = async (m: { user: { registration_no: string } }) =>
    expect((await s.activate(m.user.registration_no)).statusCode).toBe(200);
  const buy = (token: string, plan: string) => payOnline(s.t, token, plan);
  const ledgerOf = async (promoterId: string) =>
    (
      await s.t.ctx.db
        .select({ id: commissions.id, kind: commissions.kind, amount: commissions.amountPaise })
        .from(commissions)
        .where(eq(commissions.promoterId, promoterId))
        .orderBy(commissions.id)
    ).map((r) => ({ ...r, id: Number(r.id) }));
  const pay = (promoterId: string, ids: number[]) =>
    api(s.admin.token, 'POST', '/api/admin/payouts', {
      promoter_id: promoterId,
      commission_ids: ids,
      mode: 'upi',
      reference: 'UTR1',
      paid_on: '2026-11-20',
    });

  it('a payout that leaves out a pending correction is refused (409 naming it); with it, it goes through', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const names = ['Asha', 'Usha', 'Nisha'];
    for (const first_name of names) {
      const m = (await signup({ promo_code: promoter.code, first_name })).json();
      expect((await buy(m.token, 'SilverUser')).statusCode).toBe(200);
    }
    const [c1, c2, c3] = (await ledgerOf(promoter.id)).map((c) => c.id);
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [c1, c2, c3] });
    expect((await pay(promoter.id, [c1])).statusCode).toBe(201);
    // The paid commission is reversed: a correction of −₹100 is pending.
    const rev = await api(s.admin.token, 'POST', `/api/admin/commissions/${c1}/reverse`, {
      reason: 'refund of the Silver plan',
    });
    expect(rev.json().result).toBe('correction');
    const correction = (await ledgerOf(promoter.id)).find((c) => c.amount < 0);
    expect(correction?.amount).toBe(-10000);
    const id = correction?.id as number;

    const left = await pay(promoter.id, [c2, c3]);
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toContain(`commission #${id}`);
    expect(left.json().message).toContain('₹100');
    // Nothing was paid by the refused request.
    expect((await api(promoter.token, 'GET', '/api/promoter/earnings')).json().by_status).toMatchObject({
      approved: 20000,
      paid: 10000,
      pending: -10000,
    });

    const ok = await pay(promoter.id, [c2, c3, id]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payout.amount_paise).toBe(10000);
  });

  it('the promoter sees why pending earnings are negative: the reason and the member, on the dashboard and earnings', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const m = (await signup({ promo_code: promoter.code, first_name: 'Kavya' })).json();
    expect((await buy(m.token, 'SilverUser')).statusCode).toBe(200);
    const [c] = await ledgerOf(promoter.id);
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [c.id] });
    expect((await pay(promoter.id, [c.id])).statusCode).toBe(201);
    await api(s.admin.token, 'POST', `/api/admin/commissions/${c.id}/reverse`, { reason: 'Refunded' });
    const [member] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, m.user.user_id));
    const regNo = m.user.registration_no as string;
    expect(member).toBeTruthy();

    const dash = (await api(promoter.token, 'GET', '/api/promoter/dashboard')).json().dashboard;
    expect(dash.earnings_paise.pending).toBe(-10000);
    expect(dash.pending_corrections).toEqual([
      { id: expect.any(Number), amount_paise: -10000, reason: 'Refunded', member_registration_no: regNo },
    ]);
    const rows = (await api(promoter.token, 'GET', '/api/promoter/earnings')).json().commissions;
    expect(rows[0]).toMatchObject({
      amount_paise: -10000,
      correction: { reason: 'Refunded', member_registration_no: regNo },
    });
    expect(rows[1].correction).toBeNull();
  });

  it('My Earnings by kind: the API takes kind and answers only that kind (totals and rows)', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const m = (await signup({ promo_code: promoter.code, first_name: 'Rekha' })).json();
    await activate(m);
    expect((await buy(m.token, 'SilverUser')).statusCode).toBe(200);
    expect((await buy(m.token, 'PremiumUser')).statusCode).toBe(200);
    const all = (await api(promoter.token, 'GET', '/api/promoter/earnings')).json();
    expect(all.kind).toBe('all');
    expect(all.total).toBe(2);
    for (const kind of ['registration', 'renewal'] as const) {
      const r = (await api(promoter.token, 'GET', `/api/promoter/earnings?kind=${kind}`)).json();
      expect(r.kind).toBe(kind);
      expect(r.total).toBe(1);
      expect(r.commissions.map((c: { kind: string }) => c.kind)).toEqual([kind]);
      expect(r.by_status.pending).toBe(10000);
    }
    const assist = (await api(promoter.token, 'GET', '/api/promoter/earnings?kind=assistance')).json();
    expect(assist).toMatchObject({ kind: 'assistance', total: 0, commissions: [] });
    expect(assist.by_status.pending).toBe(0);
    expect((await api(promoter.token, 'GET', '/api/promoter/earnings?kind=bonus')).statusCode).toBe(400);
  });

  it('a deactivated promoter earns nothing on a referral who pays later; earned commissions stay', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const early = (await signup({ promo_code: promoter.code, first_name: 'Early' })).json();
    const late = (await signup({ promo_code: promoter.code, first_name: 'Late' })).json();
    expect((await buy(early.token, 'SilverUser')).statusCode).toBe(200);
    const off = await api(s.admin.token, 'PATCH', `/api/admin/promoters/${promoter.id}/status`, {
      active: false,
      reason: 'Contract ended',
    });
    expect(off.statusCode).toBe(200);
    expect((await buy(late.token, 'SilverUser')).statusCode).toBe(200);
    const ledger = await ledgerOf(promoter.id);
    expect(ledger).toHaveLength(1);
    const [latePay] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, late.user.user_id));
    expect(latePay.commissionPaise).toBe(0);
    // Reactivated: the late referral's next payment earns again; the missed one stays missed.
    await api(s.admin.token, 'PATCH', `/api/admin/promoters/${promoter.id}/status`, { active: true });
    await activate(late);
    expect((await buy(late.token, 'PremiumUser')).statusCode).toBe(200);
    expect((await ledgerOf(promoter.id)).map((c) => c.kind)).toEqual(['registration', 'renewal']);
  });
});
