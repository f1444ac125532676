import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { auditLog, commissions, photos, profileChangeRequests, reports } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { TEST_DB } from '../../test/app';
import { type Made, makePromoter, makeStaff, makeUser, registrationPayload } from '../../test/factories';
import { createPayingTestApp, payOnline } from '../../test/pay';
import { appPerFile } from '../../test/setup';
import { png, upload } from '../photos/photo.fixtures';

const NO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The audit trail (decision 166, docs/moderation.md#audit-trail): every staff action writes exactly one
 * audit row in its transaction and none when it is refused; rows cannot be changed or deleted; the trail
 * page searches and downloads them.
 */
describe(`audit trail (${TEST_DB})`, () => {
  const suite = appPerFile(createPayingTestApp);

  const { api } = suite;
  /** The actions written by `actor`, oldest first. */
  const rowsBy = async (actor: Made) =>
    (
      await suite.t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id)).orderBy(auditLog.id)
    ).map((a) => a.action);
  let mobile = 9300000000;

  /**
   * Each staff action: `ok` succeeds, `fail` is refused. A fresh staff account runs both, so its rows are
   * exactly what the two requests wrote.
   */
  const ACTIONS: {
    name: string;
    action: string;
    ok: (staff: Made) => Promise<{ statusCode: number; body: string }>;
    fail: (staff: Made) => Promise<{ statusCode: number; body: string }>;
  }[] = [
    {
      name: 'verification',
      action: 'user.active',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx, { status: 'pending' });
        return api(s.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
          status: 'active',
          reason: '',
        });
      },
      fail: async (s) => {
        const m = await makeUser(suite.t.ctx);
        return api(s.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
          status: 'active',
          reason: '',
        });
      },
    },
    {
      name: 'status change',
      action: 'user.inactive',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx);
        return api(s.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
          status: 'inactive',
          reason: 'Asked to pause',
        });
      },
      fail: (s) => api(s.token, 'PATCH', '/api/admin/users/XX999999', { status: 'inactive', reason: 'x' }),
    },
    {
      name: 'profile edit',
      action: 'profile_change.approved',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx);
        await api(m.token, 'PUT', '/api/user/profile', { first_name: 'Ashwini' });
        const [c] = await suite.t.ctx.db
          .select()
          .from(profileChangeRequests)
          .where(eq(profileChangeRequests.userId, m.id));
        return api(s.token, 'PATCH', `/api/admin/profile-changes/${c.id}`, { status: 'approved' });
      },
      fail: (s) => api(s.token, 'PATCH', `/api/admin/profile-changes/${NO_ID}`, { status: 'approved' }),
    },
    {
      name: 'photo decision',
      action: 'photo.approved',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx);
        expect((await upload(suite.t, m.token, await png())).statusCode).toBe(200);
        const [p] = await suite.t.ctx.db.select().from(photos).where(eq(photos.userId, m.id));
        return api(s.token, 'PATCH', `/api/admin/photos/${p.id}`, { status: 'approved' });
      },
      fail: (s) => api(s.token, 'PATCH', `/api/admin/photos/${NO_ID}`, { status: 'approved' }),
    },
    {
      name: 'password reset',
      action: 'password.temporary_set',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx);
        return api(s.token, 'POST', `/api/admin/accounts/${m.registrationNo}/temporary-password`);
      },
      fail: async (s) => {
        const other = await makeUser(suite.t.ctx, { role: 'Admin' });
        return api(s.token, 'POST', `/api/admin/accounts/${other.registrationNo}/temporary-password`);
      },
    },
    {
      name: 'notice',
      action: 'notice.sent',
      ok: async (s) => {
        await makeUser(suite.t.ctx, { role: 'SilverUser' });
        return api(s.token, 'POST', '/api/admin/notices', {
          title_en: 'Office closed',
          body_en: 'Closed for the festival.',
          audience: 'SilverUser',
          from: todayIST(),
          to: todayIST(),
          email: false,
        });
      },
      fail: (s) =>
        api(s.token, 'POST', '/api/admin/notices', {
          title_en: 'Office closed',
          body_en: 'Closed for the festival.',
          audience: 'SilverUser',
          from: '2026-12-31',
          to: '2026-12-01',
          email: false,
        }),
    },
    {
      name: 'plan or price change',
      action: 'plan.update',
      ok: async (s) => {
        const list = await api(s.token, 'GET', '/api/admin/plans');
        const p = list.json().plans.find((x: { code: string }) => x.code === 'SilverUser');
        return api(s.token, 'PUT', '/api/admin/plans/SilverUser', {
          name: p.name,
          original_price_paise: p.original_price_paise,
          price_paise: p.price_paise,
          discount_text: 'Festival offer',
          duration_months: p.duration_months,
          features: p.features,
          on_sale: true,
          entitlements: p.entitlements,
        });
      },
      fail: async (s) => {
        const list = await api(s.token, 'GET', '/api/admin/plans');
        const p = list.json().plans.find((x: { code: string }) => x.code === 'SilverUser');
        return api(s.token, 'PUT', '/api/admin/plans/SilverUser', {
          name: p.name,
          original_price_paise: p.original_price_paise,
          price_paise: p.original_price_paise + 100,
          discount_text: '',
          duration_months: p.duration_months,
          features: p.features,
          on_sale: true,
          entitlements: p.entitlements,
        });
      },
    },
    {
      name: 'payment recorded',
      action: 'payment.offline',
      ok: async (s) => {
        const m = await makeUser(suite.t.ctx);
        return api(s.token, 'POST', `/api/admin/members/${m.registrationNo}/payments`, {
          plan: 'SilverUser',
          amount_paise: 59900,
          mode: 'cash',
          paid_on: todayIST(),
        });
      },
      fail: (s) =>
        api(s.token, 'POST', '/api/admin/members/XX999999/payments', {
          plan: 'SilverUser',
          amount_paise: 59900,
          mode: 'cash',
          paid_on: todayIST(),
        }),
    },
    {
      name: 'commission change',
      action: 'commission.approved',
      ok: async (s) => {
        const { ids } = await promoterWithSale(s);
        return api(s.token, 'POST', '/api/admin/commissions/approve', { ids });
      },
      // Nothing left to approve: answered, but no staff action took place.
      fail: (s) => api(s.token, 'POST', '/api/admin/commissions/approve', { ids: [2 ** 31 - 1] }),
    },
    {
      name: 'commission reversal',
      action: 'commission.reversed',
      ok: async (s) => {
        const { ids } = await promoterWithSale(s);
        return api(s.token, 'POST', `/api/admin/commissions/${ids[0]}/reverse`, {
          reason: 'Refunded in cash',
        });
      },
      fail: (s) =>
        api(s.token, 'POST', `/api/admin/commissions/${2 ** 31 - 1}/reverse`, { reason: 'Refunded in cash' }),
    },
    {
      name: 'payout',
      action: 'payout.recorded',
      ok: async (s) => {
        const { promoter, ids } = await promoterWithSale(s);
        await api(s.token, 'POST', '/api/admin/commissions/approve', { ids });
        const before = (await rowsBy(s)).length;
        const res = await payout(s, promoter.id, ids);
        // The approval above wrote its own row; the payout adds exactly one.
        expect((await rowsBy(s)).length).toBe(before + 1);
        return res;
      },
      fail: async (s) => {
        const { promoter, ids } = await promoterWithSale(s);
        return payout(s, promoter.id, ids); // pending, not approved: 409
      },
    },
    {
      name: 'report decision',
      action: 'report.dismiss',
      ok: async (s) => {
        const target = await makeUser(suite.t.ctx);
        const by = await makeUser(suite.t.ctx, { gender: 'BrideGroom' });
        await api(by.token, 'POST', '/api/user/reports', {
          registration_no: target.registrationNo,
          reason: 'Other',
        });
        const [r] = await suite.t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
        return api(s.token, 'POST', `/api/admin/profile-reports/${r.id}/decision`, { decision: 'dismiss' });
      },
      fail: (s) =>
        api(s.token, 'POST', `/api/admin/profile-reports/${NO_ID}/decision`, { decision: 'dismiss' }),
    },
    {
      name: 'permission change',
      action: 'staff.changed',
      ok: async (s) => {
        const other = await makeStaff(suite.t.ctx, ['verification']);
        return api(s.token, 'PUT', `/api/admin/staff/${other.id}`, {
          permissions: ['members'],
          active: true,
        });
      },
      fail: (s) =>
        api(s.token, 'PUT', `/api/admin/staff/${NO_ID}`, { permissions: ['members'], active: true }),
    },
  ];

  /** A promoter with one referred member who paid for Silver: one pending commission. */
  async function promoterWithSale(s: Made) {
    const promoter = await makePromoter(suite.t.ctx);
    const signup = await api(
      null,
      'POST',
      '/api/auth/signup',
      registrationPayload({ mobile_no: String(++mobile), promo_code: promoter.code }),
    );
    const member = signup.json();
    await api(s.token, 'PATCH', `/api/admin/users/${member.user.registration_no}`, {
      status: 'active',
      reason: '',
    });
    expect((await payOnline(suite.t, member.token, 'SilverUser')).statusCode).toBe(200);
    const ids = (
      await suite.t.ctx.db
        .select({ id: commissions.id })
        .from(commissions)
        .where(eq(commissions.promoterId, promoter.id))
    ).map((r) => r.id);
    return { promoter, ids };
  }
  const payout = (s: Made, promoterId: string, ids: number[]) =>
    api(s.token, 'POST', '/api/admin/payouts', {
      promoter_id: promoterId,
      commission_ids: ids,
      mode: 'bank_transfer',
      reference: 'UTR123456',
      paid_on: todayIST(),
    });

  for (const a of ACTIONS) {
    it(`${a.name}: one ${a.action} row on success, none when refused`, async () => {
      const staff = await makeUser(suite.t.ctx, { role: 'Admin' });
      const failed = await a.fail(staff);
      // Approving nothing approvable answers 200 with nothing approved: no staff action took place.
      if (a.action !== 'commission.approved')
        expect(failed.statusCode, failed.body).toBeGreaterThanOrEqual(400);
      expect((await rowsBy(staff)).filter((x) => x === a.action)).toEqual([]);
      const res = await a.ok(staff);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const after = await rowsBy(staff);
      expect(after.filter((x) => x === a.action)).toEqual([a.action]);
      expect(after[after.length - 1]).toBe(a.action);
    });
  }

  it('rows cannot be changed, deleted or truncated; only the erasure scrub may replace details', async () => {
    const admin = await makeUser(suite.t.ctx, { role: 'Admin' });
    const m = await makeUser(suite.t.ctx);
    await api(admin.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
      status: 'inactive',
      reason: 'Private reason',
    });
    const refused = async (q: ReturnType<typeof sql>) => {
      const err = await suite.t.ctx.db.execute(q).then(
        () => null,
        (e: unknown) => e as { message?: string; cause?: { message?: string } },
      );
      expect(err, String(q.queryChunks)).not.toBeNull();
      expect(`${err?.message} ${err?.cause?.message ?? ''}`).toMatch(/cannot be changed or deleted/);
    };
    await refused(sql`update audit_log set action = 'user.active' where target_user_id = ${m.id}`);
    await refused(sql`update audit_log set details = '{}'::jsonb where target_user_id = ${m.id}`);
    await refused(sql`delete from audit_log where target_user_id = ${m.id}`);
    await refused(sql`truncate audit_log`);
    // With the erasure setting, changing who/what is still refused.
    await suite.t.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
        await tx.execute(
          sql`update audit_log set action = 'x', details = '{"erased": true}'::jsonb where target_user_id = ${m.id}`,
        );
      })
      .then(
        () => expect.fail('changed an audit row'),
        (e: { message?: string; cause?: { message?: string } }) =>
          expect(`${e.message} ${e.cause?.message ?? ''}`).toMatch(/cannot be changed or deleted/),
      );
    const [row] = await queryRows<{ action: string; details: Record<string, unknown> }>(
      suite.t.ctx.db,
      sql`select action, details from audit_log where target_user_id = ${m.id}`,
    );
    expect(row).toMatchObject({ action: 'user.inactive', details: { reason: 'Private reason' } });
    // The erasure scrub: details only, marked erased, inside the setting.
    await suite.t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
      await tx.execute(
        sql`update audit_log set details = '{"from": "active", "to": "inactive", "erased": true}'::jsonb
             where target_user_id = ${m.id}`,
      );
    });
    const [scrubbed] = await queryRows<{ details: Record<string, unknown> }>(
      suite.t.ctx.db,
      sql`select details from audit_log where target_user_id = ${m.id}`,
    );
    expect(scrubbed.details).toEqual({ from: 'active', to: 'inactive', erased: true });
  });

  it('the trail page finds rows by staff member, target, action and date; CSV of the same rows; settings only', async () => {
    const lead = await makeStaff(suite.t.ctx, ['settings', 'verification']);
    const m = await makeUser(suite.t.ctx, { firstName: 'Kavya' });
    await api(lead.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
      status: 'inactive',
      reason: 'Paused',
    });
    const [me] = await queryRows<{ staff_name: string | null; registration_no: string }>(
      suite.t.ctx.db,
      sql`select staff_name, registration_no from users where id = ${lead.id}`,
    );
    const today = todayIST();
    const q = `actor=${lead.registrationNo}&target=Kavya&action=user.&from=${today}&to=${today}`;
    const res = await api(lead.token, 'GET', `/api/admin/audit?${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().entries[0]).toMatchObject({
      action: 'user.inactive',
      actor: { registration_no: me.registration_no },
      target: { registration_no: m.registrationNo, name: 'Kavya Rao' },
      details: { from: 'active', to: 'inactive', reason: 'Paused' },
    });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86400_000).toISOString().slice(0, 10);
    expect(
      (await api(lead.token, 'GET', `/api/admin/audit?${q.replace(`to=${today}`, `to=${yesterday}`)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await api(lead.token, 'GET', `/api/admin/audit?actor=${lead.registrationNo}&to=${yesterday}`)).json()
        .total,
    ).toBe(0);

    const csv = await api(lead.token, 'GET', `/api/admin/audit.csv?${q}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,staff_registration_no,staff_name,action,target_registration_no,target_name,details',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('user.inactive');
    expect(lines[1]).toContain(m.registrationNo);

    const verifier = await makeStaff(suite.t.ctx, ['verification']);
    expect((await api(verifier.token, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await api(verifier.token, 'GET', '/api/admin/audit.csv')).statusCode).toBe(403);
  });
});
