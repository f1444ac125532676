import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissions, notifications, payments, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { TEST_DB } from '../../test/app';
import { makePromoter } from '../../test/factories';
import { createPayingTestApp, payOnline } from '../../test/pay';
import { appWithAdmin } from '../../test/setup';
import { UNSET_PASSWORD } from '../promoters/promoters.service';
import { reverseCommissionsOfPayment } from './commissions.service';

describe(`payouts: commission states, approval, payouts, vouchers and promoter reports (${TEST_DB})`, () => {
  const s = appWithAdmin(createPayingTestApp);
  const { api, signup } = s;
  const buy = (token: string, plan: string, promo?: string) => payOnline(s.t, token, plan, promo);
  /** A promoter with one referred member who paid `plans` in turn: one commission per payment. */
  async function promoterWithSales(plans: string[] = ['SilverUser'], name = 'Meera') {
    const promoter = await makePromoter(s.t.ctx);
    const member = (await signup({ promo_code: promoter.code, first_name: name })).json();
    // Staff verify the account first: a plan paid while pending waits for activation and nothing more
    // can be bought until then (decision 111).
    expect((await s.activate(member.user.registration_no)).statusCode).toBe(200);
    for (const plan of plans) expect((await buy(member.token, plan)).statusCode).toBe(200);
    const ids = (
      await s.t.ctx.db
        .select({ id: commissions.id })
        .from(commissions)
        .where(eq(commissions.promoterId, promoter.id))
        .orderBy(commissions.id)
    ).map((r) => r.id);
    return { promoter, member, ids };
  }
  const earn = (promoterId: string, q = '') =>
    api(s.admin.token, 'GET', `/api/admin/commissions?promoter=${promoterId}${q}`);
  const pay = (promoterId: string, ids: number[], over: Record<string, unknown> = {}) =>
    api(s.admin.token, 'POST', '/api/admin/payouts', {
      promoter_id: promoterId,
      commission_ids: ids,
      mode: 'bank_transfer',
      reference: 'UTR123456',
      paid_on: '2026-11-20',
      ...over,
    });

  it('pending → approved → paid: staff approve, pay out with a voucher; the promoter is notified and mailed', async () => {
    const { promoter, ids } = await promoterWithSales(['SilverUser', 'PremiumUser']);
    const list = await earn(promoter.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().commissions.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([
      ['renewal', 'pending'],
      ['registration', 'pending'],
    ]);
    expect(list.json().totals.by_status).toEqual({ pending: 20000, approved: 0, paid: 0, reversed: 0 });
    expect(list.json().commissions[1]).toMatchObject({ member_name: 'Meera Rao', amount_paise: 10000 });

    // Only approved commissions may be paid.
    expect((await pay(promoter.id, ids)).statusCode).toBe(409);
    const approve = await api(s.admin.token, 'POST', '/api/admin/commissions/approve', {
      ids: [...ids, ids[0]],
    });
    expect(approve.json()).toMatchObject({ approved: 2, skipped: 0 });
    const again = await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids });
    expect(again.json()).toMatchObject({ approved: 0, skipped: 2 });

    const payable = await api(s.admin.token, 'GET', `/api/admin/promoters/${promoter.id}/payable`);
    expect(payable.json().commissions).toHaveLength(2);
    expect(payable.json().promoter.bank.account_no_masked).toBe('XXXXXX7890');

    const res = await pay(promoter.id, ids);
    expect(res.statusCode).toBe(201);
    const payout = res.json().payout;
    expect(payout).toMatchObject({
      amount_paise: 20000,
      commissions: 2,
      mode: 'bank_transfer',
      paid_on: '2026-11-20',
    });
    expect(payout.voucher_no).toMatch(/^PV\/\d{4}-\d{2}\/\d{6}$/);
    expect(payout.bank).toEqual({
      account_name: 'Ravi',
      account_no_masked: 'XXXXXX7890',
      ifsc: 'SBIN0001234',
      bank_name: 'SBI',
    });
    expect((await earn(promoter.id)).json().totals.by_status).toMatchObject({ approved: 0, paid: 20000 });
    expect((await pay(promoter.id, ids)).statusCode).toBe(409);

    const [n] = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, promoter.id));
    expect(n).toMatchObject({ kind: 'payout_recorded', link: '/PromotAdmin/earnings' });
    const [u] = await s.t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, promoter.id));
    const mail = await s.t.smtp.waitFor(u.email, /Payout PV\//);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    // The promoter sees it paid, with the voucher; figures are sums of the ledger.
    const mine = await api(promoter.token, 'GET', '/api/promoter/earnings');
    expect(mine.json()).toMatchObject({
      by_kind: { registration: 10000, renewal: 10000, assistance: 0 },
      by_status: { pending: 0, approved: 0, paid: 20000, reversed: 0 },
      total: 2,
    });
    expect(mine.json().commissions[0]).toMatchObject({ status: 'paid', voucher_no: payout.voucher_no });
    expect(JSON.stringify(mine.json())).not.toMatch(/@example\.com|\+91/);
    const dash = await api(promoter.token, 'GET', '/api/promoter/dashboard');
    expect(dash.json().dashboard.earnings_paise).toMatchObject({ pending: 0, paid: 20000 });
    const payouts = await api(promoter.token, 'GET', '/api/promoter/payouts');
    expect(payouts.json()).toMatchObject({ total: 1, payouts: [{ voucher_no: payout.voucher_no }] });
    const pdf = await api(promoter.token, 'GET', `/api/promoter/payouts/${payout.id}/voucher`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another promoter: 404 for the voucher, their own empty lists.
    const other = await makePromoter(s.t.ctx);
    expect((await api(other.token, 'GET', `/api/promoter/payouts/${payout.id}/voucher`)).statusCode).toBe(
      404,
    );
    expect((await api(other.token, 'GET', '/api/promoter/payouts')).json().total).toBe(0);
    expect((await api(other.token, 'GET', '/api/promoter/earnings')).json().total).toBe(0);
    expect((await api(s.admin.token, 'GET', `/api/admin/payouts/${payout.id}/voucher`)).statusCode).toBe(200);
  });

  it('voucher numbers are sequential per financial year; a refused payout gives its number back', async () => {
    const a = await promoterWithSales();
    const b = await promoterWithSales();
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [...a.ids, ...b.ids] });
    const first = (await pay(a.promoter.id, a.ids)).json().payout.voucher_no as string;
    // Refused: b's commission paid as a's.
    expect((await pay(a.promoter.id, b.ids)).statusCode).toBe(409);
    // b reads the service in Kannada: the payout notice comes in their language (docs/i18n.md).
    await s.t.ctx.db.update(users).set({ language: 'kn' }).where(eq(users.id, b.promoter.id));
    const second = (await pay(b.promoter.id, b.ids, { mode: 'upi' })).json().payout.voucher_no as string;
    const [kn] = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, b.promoter.id));
    expect(kn.title).toBe(`ಪಾವತಿ ${second}: ₹100`);
    const seq = (v: string) => Number(v.split('/')[2]);
    expect(seq(second)).toBe(seq(first) + 1);
  });

  it('a reversed payment reverses its commission; after payout, a correction nets against the next payout', async () => {
    const { promoter, member, ids } = await promoterWithSales(['SilverUser']);
    const [p1] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, member.user.user_id));
    // Refund before payout: the commission is reversed, and cannot be approved or paid.
    expect(await s.t.ctx.db.transaction((tx) => reverseCommissionsOfPayment(tx, p1.id, 'Refunded'))).toBe(1);
    expect(await s.t.ctx.db.transaction((tx) => reverseCommissionsOfPayment(tx, p1.id, 'Refunded'))).toBe(0);
    expect((await earn(promoter.id)).json().commissions[0].status).toBe('reversed');
    expect(
      (await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids })).json().approved,
    ).toBe(0);

    // Two more referred members pay: one commission paid out, then refunded → a correction row of −₹100.
    for (const first_name of ['Asha', 'Usha']) {
      const m = (await signup({ promo_code: promoter.code, first_name })).json();
      expect((await buy(m.token, 'SilverUser')).statusCode).toBe(200);
    }
    const list = (await earn(promoter.id, '&status=pending')).json().commissions as {
      id: number;
      kind: string;
    }[];
    expect(list.map((c) => c.kind)).toEqual(['registration', 'registration']);
    const [assist, renewal] = list.map((c) => c.id);
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [renewal] });
    expect((await pay(promoter.id, [renewal])).statusCode).toBe(201);
    const rev = await api(s.admin.token, 'POST', `/api/admin/commissions/${renewal}/reverse`, {
      reason: 'Refunded',
    });
    expect(rev.json()).toMatchObject({ result: 'correction' });
    expect(
      (await api(s.admin.token, 'POST', `/api/admin/commissions/${renewal}/reverse`, { reason: 'x again' }))
        .statusCode,
    ).toBe(409);
    const payable = (await api(s.admin.token, 'GET', `/api/admin/promoters/${promoter.id}/payable`)).json();
    const correction = payable.commissions[0];
    expect(correction).toMatchObject({ amount_paise: -10000, status: 'pending' });
    // A correction alone pays nothing: 400.
    expect((await pay(promoter.id, [correction.id])).statusCode).toBe(400);
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids: [assist] });
    const net = await pay(promoter.id, [assist, correction.id]);
    expect(net.statusCode).toBe(400); // 10000 − 10000 = 0
    const e = (await api(promoter.token, 'GET', '/api/promoter/earnings')).json();
    expect(e.by_status).toEqual({ pending: -10000, approved: 10000, paid: 10000, reversed: 10000 });

    // The ledger is append-only in the database itself.
    await expect(
      s.t.ctx.db.update(commissions).set({ amountPaise: 1 }).where(eq(commissions.id, assist)),
    ).rejects.toThrow();
    await expect(queryRows(s.t.ctx.db, sql`delete from commission_events`)).rejects.toThrow();
  });

  it('two payouts of the same commissions at once pay them once', async () => {
    const { promoter, ids } = await promoterWithSales(['SilverUser', 'PremiumUser']);
    await api(s.admin.token, 'POST', '/api/admin/commissions/approve', { ids });
    const answers = await Promise.all([
      pay(promoter.id, ids),
      pay(promoter.id, ids),
      pay(promoter.id, [ids[1]]),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s === 201)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const [row] = await queryRows<{ n: number; paid: number }>(
      s.t.ctx.db,
      sql`select count(*)::int as n, coalesce(sum(amount_paise), 0)::int as paid from payouts where promoter_id = ${promoter.id}`,
    );
    const [ev] = await queryRows<{ n: number }>(
      s.t.ctx.db,
      sql`select count(*)::int as n from commission_events e join commissions c on c.id = e.commission_id
           where c.promoter_id = ${promoter.id} and e.status = 'paid'`,
    );
    expect(ev.n).toBe(answers.find((r) => r.statusCode === 201)?.json().payout.commissions);
    expect(row.n).toBe(1);
  });

  it('promoterearn filters and CSV; promotersusers and promotersdata figures', async () => {
    const { promoter, ids } = await promoterWithSales(['SilverUser'], 'Latha');
    await signup({ promo_code: promoter.code, first_name: 'Asha' });
    const bad = await earn(promoter.id, '&from=2026-12-01&to=2026-11-01');
    expect(bad.statusCode).toBe(400);
    expect((await earn(promoter.id, '&kind=renewal')).json().total).toBe(0);
    const month = (await earn(promoter.id)).json().totals.by_month[0];
    expect(month).toMatchObject({ registration: 10000, total: 10000 });
    const csv = await api(s.admin.token, 'GET', `/api/admin/commissions.csv?promoter=${promoter.id}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n')[0]).toMatch(/^id,created_at,promoter_name/);
    expect(csv.body).toContain(`${ids[0]},`);
    expect(csv.body).toContain('100.00');

    const users = await api(s.admin.token, 'GET', `/api/admin/promoter-referrals?promoter=${promoter.id}`);
    expect(users.json().total).toBe(2);
    const latha = users.json().members.find((m: { member_name: string }) => m.member_name === 'Latha Rao');
    expect(latha).toMatchObject({ plan: 'SilverUser', stage: 'paid', earned_paise: 10000 });
    const paidOnly = await api(
      s.admin.token,
      'GET',
      `/api/admin/promoter-referrals?promoter=${promoter.id}&stage=paid`,
    );
    expect(paidOnly.json().total).toBe(1);
    const ucsv = await api(s.admin.token, 'GET', `/api/admin/promoter-referrals.csv?promoter=${promoter.id}`);
    expect(ucsv.body).toContain('Asha Rao');

    const figs = await api(s.admin.token, 'GET', `/api/admin/promoter-figures?q=${promoter.code}`);
    expect(figs.json().promoters[0]).toMatchObject({
      promo_code: promoter.code,
      registered: 2,
      paid: 1,
      by_plan: { SilverUser: 1, FreeUser: 1 },
      earnings_paise: { pending: 10000, approved: 0, paid: 0, reversed: 0 },
    });
    const fcsv = await api(s.admin.token, 'GET', `/api/admin/promoter-figures.csv?q=${promoter.code}`);
    expect(fcsv.body.split('\n')[1]).toContain(promoter.code);
  });

  it('staff resend a set-password link to a promoter who has not set a password', async () => {
    const p = await makePromoter(s.t.ctx);
    await s.t.ctx.db.update(users).set({ passwordHash: UNSET_PASSWORD }).where(eq(users.id, p.id));
    const res = await api(s.admin.token, 'POST', `/api/admin/promoters/${p.id}/set-password-link`);
    expect(res.statusCode).toBe(200);
    const [u] = await s.t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, p.id));
    const mail = await s.t.smtp.waitFor(u.email, /set your promoter account password/);
    expect(mail.text).toMatch(/\/set-password\?token=/);
    const withPw = await makePromoter(s.t.ctx);
    expect(
      (await api(s.admin.token, 'POST', `/api/admin/promoters/${withPw.id}/set-password-link`)).statusCode,
    ).toBe(409);
    expect(
      (
        await api(
          s.admin.token,
          'POST',
          '/api/admin/promoters/00000000-0000-4000-8000-000000000000/set-password-link',
        )
      ).statusCode,
    ).toBe(404);
  });
});
