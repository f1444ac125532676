import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissions, payments, users } from '../../db/schema';
import { TEST_DB } from '../../test/app';
import { makePromoter, makeUser, registrationPayload } from '../../test/factories';
import { createPayingTestApp, gatewayAnswer, payOnline } from '../../test/pay';
import { appWithAdmin } from '../../test/setup';

const SET_PW = /set your promoter account password/;

describe(`promoters: accounts, attribution, ₹100 off and the commission ledger (${TEST_DB})`, () => {
  const s = appWithAdmin(createPayingTestApp);
  const { api } = s;
  const promoterBody = (over: Record<string, unknown> = {}) => ({
    name: 'Kiran Kumar',
    email: `kiran.${Math.random().toString(36).slice(2, 8)}@example.com`,
    mobile: '9988776655',
    promoter_type: 'Agent',
    promo_code: `KIRAN${Math.floor(Math.random() * 1e6)}`,
    registered_on: '2026-04-01',
    expires_on: null,
    bank: { account_name: 'Kiran Kumar', account_no: '001234567890', ifsc: 'sbin0001234', bank_name: 'SBI' },
    ...over,
  });
  const login = (username: string, password: string) =>
    api(null, 'POST', '/api/auth/login', { username, password });
  const signup = (over: Record<string, unknown> = {}) =>
    api(null, 'POST', '/api/auth/signup', registrationPayload({ mobile_no: '9000011111', ...over }));
  /** Orders `plan`, pays on the gateway (real money: the Razorpay stand-in) and confirms; the verify answer. */
  const buy = (token: string, plan: string, promo?: string) => payOnline(s.t, token, plan, promo);
  const ledger = (promoterId: string) =>
    s.t.ctx.db.select().from(commissions).where(eq(commissions.promoterId, promoterId));

  it('staff create a promoter; the promoter sets a password from the mailed link and signs in', async () => {
    const body = promoterBody();
    const res = await api(s.admin.token, 'POST', '/api/admin/promoters', body);
    expect(res.statusCode).toBe(200);
    const p = res.json().promoter;
    expect(p).toMatchObject({
      name: 'Kiran Kumar',
      promo_code: body.promo_code,
      active: true,
      password_set: false,
    });
    expect(p.bank.ifsc).toBe('SBIN0001234');
    expect(p.mobile).toBe('+919988776655'); // stored as a +91 number (decision 016)
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|"password"/);

    const mail = await s.t.smtp.waitFor(body.email, SET_PW);
    const link = mail.text.match(/https?:\S+\/set-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    expect(mail.text).not.toMatch(/password:/i);
    expect((await login(body.email, 'anything-at-all')).statusCode).toBe(401);

    const token = decodeURIComponent(link?.[1] ?? '');
    const set = await api(null, 'POST', '/api/auth/set-password', { token, password: 'promoter-pass-1' });
    expect(set.statusCode).toBe(200);
    const again = await api(null, 'POST', '/api/auth/set-password', { token, password: 'other-pass-22' });
    expect(again.statusCode).toBe(400);
    const signedIn = await login(body.email, 'promoter-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.user_role).toBe('promoter');

    const list = await api(s.admin.token, 'GET', `/api/admin/promoters?q=${body.promo_code.toLowerCase()}`);
    expect(list.json()).toMatchObject({ total: 1, promoters: [{ id: p.id, password_set: true }] });
  });

  it('a promoter created in Kannada gets the invitation in Kannada; editing without a language keeps it (docs/i18n.md)', async () => {
    const body = promoterBody({ language: 'kn' });
    const res = await api(s.admin.token, 'POST', '/api/admin/promoters', body);
    expect(res.statusCode).toBe(200);
    const p = res.json().promoter;
    expect(p.language).toBe('kn');
    const mail = await s.t.smtp.waitFor(body.email, /ಪ್ರವರ್ತಕ/);
    expect(mail.text).toContain('ಆತ್ಮೀಯ Kiran Kumar ಅವರೇ');
    expect(mail.text).toContain(body.promo_code);
    expect(mail.text).toMatch(/\/set-password\?token=/);
    expect(mail.text).not.toMatch(/Set your password|valid for 7 days/);
    // An edit that does not name the language leaves the account's language alone.
    const { language: _named, ...withoutLanguage } = body as typeof body & { language?: string };
    const edited = await api(s.admin.token, 'PUT', `/api/admin/promoters/${p.id}`, {
      ...withoutLanguage,
      name: 'Kiran K',
    });
    expect(edited.json().promoter).toMatchObject({ name: 'Kiran K', language: 'kn' });
    const [u] = await s.t.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, p.id));
    expect(u.language).toBe('kn');
    // Without a language the account is English.
    const en = promoterBody();
    expect((await api(s.admin.token, 'POST', '/api/admin/promoters', en)).json().promoter.language).toBe(
      'en',
    );
    await s.t.smtp.waitFor(en.email, SET_PW);
  });

  it('refuses a duplicate promo code whatever its case, and bad input, with clear 400/409s', async () => {
    const first = promoterBody();
    expect((await api(s.admin.token, 'POST', '/api/admin/promoters', first)).statusCode).toBe(200);
    const dup = await api(
      s.admin.token,
      'POST',
      '/api/admin/promoters',
      promoterBody({ promo_code: first.promo_code.toLowerCase() }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.promo_code).toBe('This promo code is already used');
    const bad = await api(
      s.admin.token,
      'POST',
      '/api/admin/promoters',
      promoterBody({ mobile: '12', promo_code: 'a b' }),
    );
    expect(bad.statusCode).toBe(400);
    const member = await makeUser(s.t.ctx);
    expect((await api(member.token, 'POST', '/api/admin/promoters', promoterBody())).statusCode).toBe(403);
  });

  it('edits a promoter; deactivation needs a reason, ends their sessions and stops their code', async () => {
    const created = (await api(s.admin.token, 'POST', '/api/admin/promoters', promoterBody())).json()
      .promoter;
    const edited = await api(
      s.admin.token,
      'PUT',
      `/api/admin/promoters/${created.id}`,
      promoterBody({ name: 'Kiran K', promo_code: 'NEWCODE77' }),
    );
    expect(edited.json().promoter).toMatchObject({ name: 'Kiran K', promo_code: 'NEWCODE77' });
    const noReason = await api(s.admin.token, 'PATCH', `/api/admin/promoters/${created.id}/status`, {
      active: false,
    });
    expect(noReason.statusCode).toBe(400);
    const off = await api(s.admin.token, 'PATCH', `/api/admin/promoters/${created.id}/status`, {
      active: false,
      reason: 'Left the agency',
    });
    expect(off.json().promoter).toMatchObject({ active: false, status_reason: 'Left the agency' });
    expect((await signup({ promo_code: 'newcode77' })).statusCode).toBe(400);
    const buyer = await makeUser(s.t.ctx);
    const order = await api(buyer.token, 'POST', '/api/payments/orders', {
      plan: 'SilverUser',
      promo_code: 'NEWCODE77',
    });
    expect(order.statusCode).toBe(400);
    await api(s.admin.token, 'PATCH', `/api/admin/promoters/${created.id}/status`, {
      active: true,
      reason: '',
    });
    const signedIn = await makePromoter(s.t.ctx);
    expect((await api(signedIn.token, 'GET', '/api/promoter/dashboard')).statusCode).toBe(200);
    await api(s.admin.token, 'PATCH', `/api/admin/promoters/${signedIn.id}/status`, {
      active: false,
      reason: 'Left',
    });
    expect((await api(signedIn.token, 'GET', '/api/promoter/dashboard')).statusCode).toBe(401);
    const back = await api(buyer.token, 'POST', '/api/payments/orders', {
      plan: 'SilverUser',
      promo_code: 'newcode77',
    });
    expect(back.json().checkout.amount_paise).toBe(49900);
  });

  it('attributes at registration; ₹100 off; one registration commission, then a renewal commission', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const reg = await signup({ promo_code: promoter.code.toLowerCase() });
    expect(reg.statusCode).toBe(200);
    const member = reg.json();
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, member.user.user_id));
    expect(u.referredBy).toBe(promoter.id);

    const paid = await buy(member.token, 'SilverUser', promoter.code);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment).toMatchObject({ status: 'paid', amount_paise: 49900 });
    const [pay] = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, u.id));
    expect(pay).toMatchObject({ referralCode: promoter.code, commissionPaise: 10000 });
    expect(await ledger(promoter.id)).toMatchObject([
      { kind: 'registration', amountPaise: 10000, status: 'pending', memberId: u.id },
    ]);

    // An upgrade later (no code) still earns the attributed promoter a commission. A plan paid while
    // pending waits for activation (decision 111), so staff verify the account first.
    const act = await api(s.admin.token, 'PATCH', `/api/admin/users/${u.registrationNo}`, {
      status: 'active',
      reason: '',
    });
    expect(act.statusCode).toBe(200);
    const upgrade = await buy(member.token, 'PremiumUser');
    expect(upgrade.json().payment.amount_paise).toBe(99900);
    const rows = await ledger(promoter.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['registration', 'renewal']);

    const dash = await api(promoter.token, 'GET', '/api/promoter/dashboard');
    expect(dash.json().dashboard).toMatchObject({
      promo_code: promoter.code,
      referrals: { registered: 1, verified: 1, paid: 1 },
      earnings_paise: { pending: 20000, paid: 0, this_month: 20000 },
    });
  });

  it('attributes at the first purchase; never to the member themself; an unknown code is a 400', async () => {
    const promoter = await makePromoter(s.t.ctx, { mobile: '9444455555' });
    const member = await makeUser(s.t.ctx);
    expect((await buy(member.token, 'SilverUser', promoter.code)).statusCode).toBe(200);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(u.referredBy).toBe(promoter.id);
    expect(await ledger(promoter.id)).toHaveLength(1);

    const self = await signup({ promo_code: promoter.code, mobile_no: '9444455555' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.promo_code).toBe('This promo code is not valid');
    expect((await signup({ promo_code: 'NOSUCHCODE' })).statusCode).toBe(400);
  });

  it('a promoter sees only their own referrals: name, registration number, plan, status, dates', async () => {
    const mine = await makePromoter(s.t.ctx);
    const other = await makePromoter(s.t.ctx);
    const a = (await signup({ promo_code: mine.code, first_name: 'Meera' })).json();
    await signup({ promo_code: other.code, first_name: 'Latha' });
    await api(s.admin.token, 'PATCH', `/api/admin/users/${a.user.registration_no}`, {
      status: 'active',
      reason: '',
    });

    const list = await api(mine.token, 'GET', '/api/promoter/team-users');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1 });
    const [row] = list.json().referrals;
    expect(row).toMatchObject({
      name: 'Meera Rao',
      registration_no: a.user.registration_no,
      plan: 'FreeUser',
      status: 'active',
      stage: 'verified',
    });
    expect(Object.keys(row).sort()).toEqual([
      'name',
      'plan',
      'plan_expires_at',
      'registered_at',
      'registration_no',
      'stage',
      'status',
    ]);
    const search = await api(mine.token, 'GET', '/api/promoter/team-users?q=Latha');
    expect(search.json().total).toBe(0);
    const dash = await api(mine.token, 'GET', '/api/promoter/dashboard');
    expect(dash.json().dashboard.referrals).toEqual({ registered: 1, verified: 1, paid: 0 });
  });

  it('concurrent confirmations of one payment record one commission', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const member = (await signup({ promo_code: promoter.code })).json();
    const o = await api(member.token, 'POST', '/api/payments/orders', {
      plan: 'SilverUser',
      promo_code: promoter.code,
    });
    const cb = await gatewayAnswer(s.t, member.token, o.json().checkout.order_id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api(member.token, 'POST', '/api/payments/verify', cb)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await ledger(promoter.id)).toHaveLength(1);
  });
});
