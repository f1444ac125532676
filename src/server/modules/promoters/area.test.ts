import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITES_PER_DAY, referralList } from '../../../shared/policies/promoter-area';
import { payments, promoters, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makePromoter, makeUser, setStatus, TEST_PASSWORD } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

describe(`promoter area: profile, bank changes, lock, invitations, referral lists (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);

  const { api } = s;

  /** A member referred by `promoterId` in a given state. */
  async function referred(
    promoterId: string,
    opts: { status?: string; paid?: boolean; expired?: boolean; plan?: string; name?: string } = {},
  ) {
    const m = await makeUser(s.t.ctx, { firstName: opts.name ?? 'Asha' });
    await s.t.ctx.db.update(users).set({ referredBy: promoterId }).where(eq(users.id, m.id));
    if (opts.status) await setStatus(s.t.ctx, m.id, opts.status);
    if (opts.paid) {
      const plan = opts.plan ?? 'SilverUser';
      await s.t.ctx.db.insert(payments).values({
        userId: m.id,
        planCode: plan,
        planName: plan,
        durationMonths: 6,
        listPricePaise: 59900,
        amountPaise: 49900,
        provider: 'test',
        status: 'paid',
        paidAt: new Date(),
      });
      await s.t.ctx.db
        .update(users)
        .set({
          role: plan,
          planExpiresAt: new Date(Date.now() + (opts.expired ? -1 : 1) * 86400_000),
        })
        .where(eq(users.id, m.id));
    }
    return m;
  }

  it('the profile: own record only, bank number masked, edits saved, email conflicts refused', async () => {
    const p = await makePromoter(s.t.ctx);
    const res = await api(p.token, 'GET', '/api/promoter/profile');
    expect(res.statusCode).toBe(200);
    const profile = res.json().profile;
    expect(profile).toMatchObject({ promoter_name: 'Ravi Promoter', promo_code: p.code, locked: false });
    expect(profile.referral_link).toMatch(new RegExp(`/register\\?code=${p.code}$`));
    expect(profile.bank.account_no_masked).toMatch(/7890$/);
    expect(JSON.stringify(res.json())).not.toContain('1234567890');

    const body = {
      name: 'Ravi Kumar',
      email: `ravi.${p.registrationNo}@example.com`,
      mobile: '098765 01234',
      address: '5, MG Road',
      pin_code: '560001',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
    };
    const saved = await api(p.token, 'PUT', '/api/promoter/profile', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      promoter_name: 'Ravi Kumar',
      mobile: '+919876501234', // typed with a leading 0 and a space, stored as +91 (decision 016)
      city: 'Bengaluru',
      pin_code: '560001',
    });
    const taken = await api(p.token, 'PUT', '/api/promoter/profile', { ...body, email: s.admin.email });
    expect(taken.statusCode).toBe(409);
    const bad = await api(p.token, 'PUT', '/api/promoter/profile', { ...body, pin_code: '12' });
    expect(bad.statusCode).toBe(400);
  });

  it('a bank change waits for staff: the old details stay in force until approved; rejection keeps them', async () => {
    const p = await makePromoter(s.t.ctx);
    const change = {
      account_name: 'Ravi K',
      account_no: '99887766554433',
      account_type: 'Current',
      ifsc: 'hdfc0001234',
      bank_name: 'HDFC',
    };
    const req = await api(p.token, 'PUT', '/api/promoter/bank', change);
    expect(req.statusCode).toBe(200);
    expect(req.json().profile.bank.account_no_masked).toMatch(/7890$/);
    expect(req.json().profile.bank_change).toMatchObject({ status: 'pending' });
    expect(req.json().profile.bank_change.bank.account_no_masked).toMatch(/4433$/);
    const [before] = await s.t.ctx.db.select().from(promoters).where(eq(promoters.userId, p.id));
    expect(before.bank.account_no).toBe('1234567890');

    // A second request replaces the pending one.
    await api(p.token, 'PUT', '/api/promoter/bank', { ...change, account_no: '11112222333344' });
    const list = await api(s.admin.token, 'GET', '/api/admin/promoter-bank-changes');
    const mine = list.json().changes.filter((c: { promoter_id: string }) => c.promoter_id === p.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].requested).toMatchObject({ account_no: '11112222333344', ifsc: 'HDFC0001234' });
    expect(mine[0].current.account_no).toBe('1234567890');

    // Another promoter cannot review; the Admin approves once.
    const other = await makePromoter(s.t.ctx);
    const review = `/api/admin/promoter-bank-changes/${mine[0].id}/review`;
    expect((await api(other.token, 'POST', review, { approve: true })).statusCode).toBe(403);
    expect((await api(s.admin.token, 'POST', review, { approve: false })).statusCode).toBe(400);
    expect((await api(s.admin.token, 'POST', review, { approve: true })).statusCode).toBe(200);
    expect((await api(s.admin.token, 'POST', review, { approve: true })).statusCode).toBe(404);
    const [after] = await s.t.ctx.db.select().from(promoters).where(eq(promoters.userId, p.id));
    expect(after.bank).toMatchObject({ account_no: '11112222333344', account_type: 'Current' });
    const bell = await api(p.token, 'GET', '/api/promoter/notifications');
    expect(bell.json()).toMatchObject({ unread: 1, notifications: [{ title: 'Bank details approved' }] });

    // Rejected: the approved details stay.
    await api(p.token, 'PUT', '/api/promoter/bank', { ...change, account_no: '55556666777788' });
    const [next] = (await api(s.admin.token, 'GET', '/api/admin/promoter-bank-changes'))
      .json()
      .changes.filter((c: { promoter_id: string }) => c.promoter_id === p.id);
    const rej = await api(s.admin.token, 'POST', `/api/admin/promoter-bank-changes/${next.id}/review`, {
      approve: false,
      reason: 'Name does not match',
    });
    expect(rej.statusCode).toBe(200);
    const [kept] = await s.t.ctx.db.select().from(promoters).where(eq(promoters.userId, p.id));
    expect(kept.bank.account_no).toBe('11112222333344');
    const prof = (await api(p.token, 'GET', '/api/promoter/profile')).json().profile;
    expect(prof.bank_change).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
  });

  it('Lock covers the area until the password is re-entered (server-side, survives a new request)', async () => {
    const p = await makePromoter(s.t.ctx);
    expect((await api(p.token, 'POST', '/api/promoter/lock')).statusCode).toBe(200);
    expect((await api(p.token, 'GET', '/api/promoter/dashboard')).statusCode).toBe(423);
    expect((await api(p.token, 'GET', '/api/promoter/referrals')).statusCode).toBe(423);
    expect((await api(p.token, 'GET', '/api/promoter/profile')).json().profile.locked).toBe(true);
    const wrong = await api(p.token, 'POST', '/api/promoter/unlock', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect((await api(p.token, 'GET', '/api/promoter/dashboard')).statusCode).toBe(423);
    const right = await api(p.token, 'POST', '/api/promoter/unlock', { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await api(p.token, 'GET', '/api/promoter/dashboard')).statusCode).toBe(200);
  });

  it('invitations: email mails the referral link; all are recorded and listed under pending until registered', async () => {
    const p = await makePromoter(s.t.ctx);
    const res = await api(p.token, 'POST', '/api/promoter/invitations', {
      contacts: [
        {
          name: 'Meena Shetty',
          email: 'meena.invite@example.com',
          mobile: '',
          relationship: 'Friend',
          channel: 'email',
        },
        { name: 'Suresh Bhat', email: '', mobile: '9845012345', relationship: 'Cousin', channel: 'whatsapp' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 2, emailed: 1, remaining_today: INVITES_PER_DAY - 2 });
    const mail = await s.t.smtp.waitFor('meena.invite@example.com', /invites you/);
    expect(mail.text).toContain(`/register?code=${p.code}`);

    // The promoter chooses Kannada for an invitation: that mail is Kannada (docs/i18n.md).
    const kn = await api(p.token, 'POST', '/api/promoter/invitations', {
      language: 'kn',
      contacts: [
        {
          name: 'Lakshmi',
          email: 'lakshmi.invite@example.com',
          mobile: '',
          relationship: '',
          channel: 'email',
        },
      ],
    });
    expect(kn.statusCode).toBe(200);
    const knMail = await s.t.smtp.waitFor('lakshmi.invite@example.com', /ಆಹ್ವಾನಿಸಿದ್ದಾರೆ/);
    expect(knMail.subject).toContain('ಆಹ್ವಾನಿಸಿದ್ದಾರೆ');
    expect(knMail.text).toContain('ಆತ್ಮೀಯ Lakshmi ಅವರೇ');
    expect(knMail.text).toContain(`/register?code=${p.code}`);
    expect(knMail.text).not.toMatch(/invites you|Register with this link/);

    const missing = await api(p.token, 'POST', '/api/promoter/invitations', {
      contacts: [{ name: 'No Mail', email: '', mobile: '', relationship: '', channel: 'email' }],
    });
    expect(missing.statusCode).toBe(400);

    const pending = await api(p.token, 'GET', '/api/promoter/referrals?list=pending');
    expect(
      pending
        .json()
        .items.map((i: { name: string; status: string }) => [i.name, i.status])
        .sort(),
    ).toEqual([
      ['Lakshmi', 'invited'],
      ['Meena Shetty', 'invited'],
      ['Suresh Bhat', 'invited'],
    ]);
    // Other promoters see none of it.
    const other = await makePromoter(s.t.ctx);
    expect((await api(other.token, 'GET', '/api/promoter/referrals?list=pending')).json().total).toBe(0);
  });

  it('a deactivated promoter cannot invite (their code stopped working)', async () => {
    const p = await makePromoter(s.t.ctx, { expiresOn: '2020-01-01' });
    const res = await api(p.token, 'POST', '/api/promoter/invitations', {
      contacts: [
        { name: 'Late Friend', email: 'late@example.com', mobile: '', relationship: '', channel: 'email' },
      ],
    });
    expect(res.statusCode).toBe(409);
  });

  it('the daily limit holds under concurrent requests', async () => {
    const p = await makePromoter(s.t.ctx);
    const ten = Array.from({ length: 10 }, (_, i) => ({
      name: `Contact ${i}`,
      email: '',
      mobile: '9845000000'.slice(0, 9) + String(i),
      relationship: '',
      channel: 'sms',
    }));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api(p.token, 'POST', '/api/promoter/invitations', { contacts: ten })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(INVITES_PER_DAY / 10);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - INVITES_PER_DAY / 10);
  });

  it('referral lists: each referred member on exactly one status list, own referrals only, no contact details', async () => {
    const p = await makePromoter(s.t.ctx);
    const under = await referred(p.id, { status: 'pending', name: 'Pending' });
    const verified = await referred(p.id, { name: 'Verified' });
    const paid = await referred(p.id, { paid: true, name: 'Paid' });
    const expired = await referred(p.id, { paid: true, expired: true, name: 'Expired' });
    const off = await referred(p.id, { status: 'inactive', name: 'Off' });
    const assisted = await referred(p.id, { paid: true, plan: 'Assistance', name: 'Assisted' });
    await makeUser(s.t.ctx, { firstName: 'Stranger' });
    const regs = async (list: string, q = '') =>
      (await api(p.token, 'GET', `/api/promoter/referrals?list=${list}&q=${q}`))
        .json()
        .items.map((i: { registration_no: string }) => i.registration_no)
        .sort();
    expect(await regs('pending')).toEqual([under.registrationNo, verified.registrationNo].sort());
    expect(await regs('success')).toEqual([paid.registrationNo, assisted.registrationNo].sort());
    expect(await regs('expired')).toEqual([expired.registrationNo]);
    expect(await regs('inactive')).toEqual([off.registrationNo]);
    expect(await regs('team-users')).toHaveLength(6);
    expect(await regs('assistance-success')).toEqual([assisted.registrationNo]);
    expect(await regs('team-users', 'Expired')).toEqual([expired.registrationNo]);
    const all = await api(p.token, 'GET', '/api/promoter/referrals?list=team-users&pageSize=2&page=2');
    expect(all.json()).toMatchObject({ total: 6, page: 2 });
    expect(JSON.stringify(all.json())).not.toMatch(/@example\.com|\+91|address/);
    // The shared rule agrees with the SQL.
    expect(referralList({ status: 'active', paid: true, planExpiresAt: new Date(0) }, new Date())).toBe(
      'expired',
    );

    const chart = await api(p.token, 'GET', '/api/promoter/referrals/chart');
    expect(chart.statusCode).toBe(200);
    const months = chart.json().months;
    expect(months).toHaveLength(12);
    expect(months[11]).toMatchObject({ registered: 6, paid: 3 });
  });
});
