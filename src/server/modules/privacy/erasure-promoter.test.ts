import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { makePromoter, makeUser, registrationPayload, setStatus, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { eraseDueAccounts } from './erasure';

const DAY = 86_400_000;

/**
 * Decision 116 (docs/data-rights.md#delete-my-account): promoters' invitations to a member are anonymised once she
 * registers or is erased; erasure leaves nothing personal in the audit log's entries about her; the
 * promoter's lists no longer show her name.
 */
describe(`erasure and promoters: invitations, audit entries, referral lists (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);

  const { api } = s;
  const invite = (token: string, contact: Record<string, string>) =>
    api(token, 'POST', '/api/promoter/invitations', {
      contacts: [{ email: '', mobile: '', relationship: 'Friend', channel: 'email', ...contact }],
    });
  /** Every list a promoter sees of their referrals and invitations, as one text. */
  async function promoterLists(token: string) {
    const parts: string[] = [];
    for (const list of ['pending', 'success', 'team-users', 'inactive']) {
      parts.push((await api(token, 'GET', `/api/promoter/referrals?list=${list}`)).body);
    }
    parts.push((await api(token, 'GET', '/api/promoter/team-users')).body);
    parts.push((await api(token, 'GET', '/api/promoter/earnings')).body);
    return parts.join('\n');
  }
  const invitationsText = async () =>
    JSON.stringify(
      await queryRows(s.t.ctx.db, sql`select name, email, mobile, relationship from promoter_invitations`),
    );

  it('registering anonymises every invitation to her; erasure scrubs the audit log and the lists', async () => {
    const a = await makePromoter(s.t.ctx);
    const b = await makePromoter(s.t.ctx);
    const email = 'kavya.erase@example.com';
    expect((await invite(a.token, { name: 'Kavya Rao', email })).statusCode).toBe(200);
    expect(
      (await invite(a.token, { name: 'Other Person', email: 'other.person@example.com' })).statusCode,
    ).toBe(200);
    expect(
      (await invite(b.token, { name: 'Kavya Cousin', mobile: '98450 11111', channel: 'whatsapp' }))
        .statusCode,
    ).toBe(200);
    expect(await promoterLists(b.token)).toContain('Kavya Cousin');

    // She registers with A's code: both promoters' invitations to her are anonymised.
    const signup = await api(
      null,
      'POST',
      '/api/auth/signup',
      registrationPayload({
        username: email,
        first_name: 'Kavya',
        last_name: 'Rao',
        mobile_no: '9845011111',
        promo_code: a.code,
      }),
    );
    expect(signup.statusCode).toBe(200);
    const me = signup.json().user as { user_id: string; registration_no: string };
    expect(await promoterLists(b.token)).not.toContain('Kavya');
    expect(await invitationsText()).not.toMatch(/Kavya|kavya\.erase|9845011111/);
    expect(await invitationsText()).toContain('other.person@example.com');
    expect(await promoterLists(a.token)).toContain('Kavya Rao'); // her account, referred by A

    // B invites her again after she joined; staff verify her and review a change of her name.
    expect((await invite(b.token, { name: 'Kavya Again', email: email.toUpperCase() })).statusCode).toBe(200);
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    await setStatus(s.t.ctx, me.user_id, 'active');
    await s.t.ctx.db.insert(auditLog).values([
      {
        actorId: admin.id,
        action: 'user.active',
        targetUserId: me.user_id,
        details: { from: 'pending', to: 'active', reason: 'Called Kavya on 9845011111' },
      },
      {
        actorId: admin.id,
        action: 'profile_change.approved',
        targetUserId: me.user_id,
        details: {
          changes: { first_name: 'Kavya', address: '12 Temple Road' },
          before: { first_name: 'Kavyaa', mobile_no: '+919845011111', email },
          reason: '',
        },
      },
    ]);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, me.user_id));
    expect(u.referredBy).toBe(a.id);

    // She deletes her account; the grace period ends and the erasure job runs.
    const token = signup.json().token as string;
    const del = await api(token, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(del.statusCode).toBe(200);
    expect(await eraseDueAccounts(s.t.ctx, new Date(Date.now() + 31 * DAY))).toBe(1);

    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, me.user_id));
    const text = JSON.stringify(audit.map((r) => r.details));
    expect(text).not.toMatch(/Kavya|Temple|9845011111|kavya\.erase/i);
    expect(audit.find((r) => r.action === 'user.active')?.details).toEqual({
      from: 'pending',
      to: 'active',
      erased: true,
    });
    expect(audit.map((r) => r.action)).toContain('account.erased');
    expect(await invitationsText()).not.toMatch(/Kavya|kavya\.erase|9845011111/i);
    for (const p of [a, b]) expect(await promoterLists(p.token)).not.toContain('Kavya');
    // The referral itself stays (attribution, decision 115), shown by registration number only.
    expect(await promoterLists(a.token)).toContain(me.registration_no);
  });
});
