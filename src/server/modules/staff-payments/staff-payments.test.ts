import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonthsIST } from '../../../shared/policies/payments';
import { auditLog, payments, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { changedPlanFields } from './reports.service';

describe(`staff payment pages (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let admin: Made;
  let member: Made;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    member = await makeUser(s.t.ctx, { role: 'FreeUser' });
  });

  const record = (who: Made, regNo: string, payload: object) =>
    api(who.token, 'POST', `/api/admin/members/${regNo}/payments`, payload);
  const cash = {
    plan: 'SilverUser',
    amount_paise: 59900,
    mode: 'cash',
    reference: 'Counter 1',
    paid_on: today,
  };

  it('records a cash payment for a Free member who becomes Silver, with a receipt and a mail', async () => {
    const res = await record(admin, member.registrationNo, cash);
    expect(res.statusCode).toBe(201);
    const p = res.json().payment;
    expect(p).toMatchObject({
      status: 'paid',
      provider: 'offline',
      mode: 'cash',
      amount_paise: 59900,
      kind: 'new',
    });
    expect(p.receipt_no).toMatch(/^RCP\/\d{4}-\d{2}\/000001$/);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(u.role).toBe('SilverUser');
    expect(u.planExpiresAt?.getTime()).toBe(addMonthsIST(new Date(p.period_start), 6).getTime());
    await s.t.smtp.waitFor(member.email, /Silver plan is active/);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.offline'));
    expect(audit).toHaveLength(1);
    const pdf = await api(member.token, 'GET', `/api/payments/${p.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses bad offline input and non-staff', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    expect((await record(admin, m.registrationNo, { ...cash, amount_paise: 99_999_999 })).statusCode).toBe(
      400,
    );
    expect((await record(admin, m.registrationNo, { ...cash, mode: 'crypto' })).statusCode).toBe(400);
    expect((await record(admin, m.registrationNo, { ...cash, plan: 'FreeUser' })).statusCode).toBe(400);
    const unknown = await record(admin, 'CM999999', cash);
    expect(unknown.statusCode).toBe(404);
    // A staff account is no member: answered exactly like an unknown number (mayPayOffline).
    const staffNo = await record(admin, admin.registrationNo, cash);
    expect(staffNo.statusCode).toBe(404);
    expect(staffNo.json()).toEqual(unknown.json());
    expect((await record(m, m.registrationNo, cash)).statusCode).toBe(403);
    expect(
      (await api(null, 'POST', `/api/admin/members/${m.registrationNo}/payments`, cash)).statusCode,
    ).toBe(401);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(u.role).toBe('FreeUser');
  });

  it('lists payments with filters, totals and a CSV of exactly the filtered rows', async () => {
    const m2 = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await record(admin, m2.registrationNo, {
      ...cash,
      plan: 'PremiumUser',
      amount_paise: 99900,
      mode: 'upi',
    });
    const all = await api(admin.token, 'GET', '/api/admin/payments');
    expect(all.statusCode).toBe(200);
    expect(all.json().totals).toMatchObject({ count: 2, paid_count: 2, paid_paise: 159800 });
    const premium = await api(admin.token, 'GET', '/api/admin/payments?plan=PremiumUser');
    expect(premium.json().payments.map((p: { registration_no: string }) => p.registration_no)).toEqual([
      m2.registrationNo,
    ]);
    const online = await api(admin.token, 'GET', '/api/admin/payments?channel=online');
    expect(online.json().total).toBe(0);
    const csv = await api(admin.token, 'GET', '/api/admin/payments.csv?plan=PremiumUser');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(m2.registrationNo);
    expect(lines[1]).toContain('999.00');
    expect((await api(member.token, 'GET', '/api/admin/payments.csv')).statusCode).toBe(403);
  });

  it('resolves an unconfirmed order with a note, never a paid one', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const o = await api(m.token, 'POST', '/api/payments/orders', { plan: 'SilverUser' });
    const [row] = await s.t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, o.json().checkout.order_id));
    const resolve = (id: string, note: string) =>
      api(admin.token, 'POST', `/api/admin/payments/${id}/resolve`, { note });
    expect((await resolve(row.id, '')).statusCode).toBe(400);
    const ok = await resolve(row.id, 'Member paid twice; refunded the first');
    expect(ok.json().payment).toMatchObject({
      status: 'resolved',
      note: 'Member paid twice; refunded the first',
    });
    const [paid] = await s.t.ctx.db.select().from(payments).where(eq(payments.status, 'paid')).limit(1);
    expect((await resolve(paid.id, 'should not work')).statusCode).toBe(409);
  });

  it('lists renewals due and sends a reminder', async () => {
    const due = await makeUser(s.t.ctx, { role: 'SilverUser' });
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() + 5 * 86400_000) })
      .where(eq(users.id, due.id));
    const res = await api(admin.token, 'GET', '/api/admin/renewals?days=30');
    const rows = res.json().members;
    expect(rows.map((r: { registration_no: string }) => r.registration_no)).toContain(due.registrationNo);
    expect(
      rows.find((r: { registration_no: string }) => r.registration_no === due.registrationNo).days_left,
    ).toBe(5);
    const remind = await api(admin.token, 'POST', `/api/admin/renewals/${due.registrationNo}/remind`);
    expect(remind.statusCode).toBe(200);
    await s.t.smtp.waitFor(due.email, /Your plan expires on/);
  });

  it('reports receipts by day with totals', async () => {
    const res = await api(admin.token, 'GET', `/api/admin/reports/receipts?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({ count: 2, amount_paise: 159800 });
    expect(res.json().series).toEqual([{ period: today, count: 2, amount_paise: 159800 }]);
    const bad = await api(admin.token, 'GET', `/api/admin/reports/receipts?from=${today}&to=2000-01-01`);
    expect(bad.statusCode).toBe(400);
  });

  it('edits the plan catalogue with an audit entry; an existing order keeps its price', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const o = await api(m.token, 'POST', '/api/payments/orders', { plan: 'PremiumUser' });
    const list = await api(admin.token, 'GET', '/api/admin/plans');
    const premium = list.json().plans.find((p: { code: string }) => p.code === 'PremiumUser');
    const edit = {
      name: premium.name,
      original_price_paise: premium.original_price_paise,
      price_paise: 129900,
      discount_text: 'Save 45%',
      duration_months: 12,
      features: premium.features,
      on_sale: true,
      entitlements: premium.entitlements,
    };
    const res = await api(admin.token, 'PUT', '/api/admin/plans/PremiumUser', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.price_paise).toBe(129900);
    const above = await api(admin.token, 'PUT', '/api/admin/plans/PremiumUser', {
      ...edit,
      price_paise: 999999,
    });
    expect(above.statusCode).toBe(400);
    const [row] = await s.t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, o.json().checkout.order_id));
    expect(row.amountPaise).toBe(99900);
    const pay = await api(m.token, 'POST', `/api/payments/test-gateway/${row.providerOrderId}/pay`);
    const v = await api(m.token, 'POST', '/api/payments/verify', pay.json());
    expect(v.json().payment.amount_paise).toBe(99900);
    const changes = (await api(admin.token, 'GET', '/api/admin/plans')).json().changes;
    expect(changes[0]).toMatchObject({ code: 'PremiumUser', actor: admin.email });
    // The edit's field names, which the staff page shows as labels; never a column name (pricePaise).
    expect(changes[0].changed).toEqual(['price_paise', 'discount_text']);
    expect((await api(member.token, 'PUT', '/api/admin/plans/PremiumUser', edit)).statusCode).toBe(403);
  });
});

describe('the plan change log words', () => {
  it('names the edited fields and each changed entitlement, and leaves out columns no edit sets', () => {
    const before = {
      code: 'SilverUser',
      pricePaise: 100,
      public: true,
      sortOrder: 1,
      entitlements: { a: 1, b: 2 },
    };
    const after = {
      code: 'SilverUser',
      pricePaise: 200,
      public: false,
      sortOrder: 2,
      entitlements: { a: 1, b: 3 },
    };
    expect(changedPlanFields(before, after)).toEqual(['price_paise', 'on_sale', 'entitlements.b']);
  });
});
