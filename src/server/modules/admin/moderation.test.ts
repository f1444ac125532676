import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, profiles, reports } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeStaff, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * The reports queue (decision 165, docs/moderation.md): what staff see, what each decision does to the
 * reported member, and that each writes exactly one audit row (none when refused).
 */
describe(`moderation of reported profiles (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  let admin: Made;
  let verifier: Made;
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    verifier = await makeStaff(s.t.ctx, ['verification']);
  });

  const { api } = s;
  const report = (by: Made, target: Made, reason = 'Fake profile', details = '') =>
    api(by.token, 'POST', '/api/user/reports', { registration_no: target.registrationNo, reason, details });
  const audits = async (target: string) =>
    (await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, target))).map((a) => a.action);
  const reportIdOf = async (by: Made, target: Made) =>
    (
      await s.t.ctx.db
        .select({ id: reports.id })
        .from(reports)
        .where(sql`${reports.reporterId} = ${by.id} and ${reports.targetId} = ${target.id}`)
    )[0].id;
  const decide = (token: string, id: string, decision: string, note = '') =>
    api(token, 'POST', `/api/admin/profile-reports/${id}/decision`, { decision, note });
  const groom = () => makeUser(s.t.ctx, { gender: 'BrideGroom' });

  it('lists members reported by several different members first, with both members named', async () => {
    const once = await makeUser(s.t.ctx, { firstName: 'Once' });
    const many = await makeUser(s.t.ctx, { firstName: 'Many' });
    const [a, b, c] = [await groom(), await groom(), await groom()];
    expect((await report(a, once)).statusCode).toBe(200);
    expect((await report(b, many)).statusCode).toBe(200);
    expect((await report(c, many, 'Harassment')).statusCode).toBe(200);

    const res = await api(verifier.token, 'GET', '/api/admin/profile-reports?pageSize=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().reports as { target: { registration_no: string }; reporters: number }[];
    const first = rows.findIndex((r) => r.target.registration_no === many.registrationNo);
    const single = rows.findIndex((r) => r.target.registration_no === once.registrationNo);
    expect(first).toBeLessThan(single);
    expect(rows[first]).toMatchObject({ reporters: 2, status: 'open' });
    expect(rows[first]).toMatchObject({ target: { name: 'Many Rao' }, reporter: { name: 'Arjun Rao' } });
    // Searching by number finds the member's reports only.
    const found = await api(verifier.token, 'GET', `/api/admin/profile-reports?q=${many.registrationNo}`);
    expect(found.json().total).toBe(2);
  });

  it('shows the report with both profiles, the reporter history and earlier reports against the member', async () => {
    const target = await makeUser(s.t.ctx, { firstName: 'Target' });
    const other = await makeUser(s.t.ctx, { firstName: 'Other' });
    const reporter = await groom();
    const earlier = await groom();
    await report(reporter, other, 'Other');
    await report(earlier, target, 'Wrong information');
    await report(reporter, target, 'Fake profile', 'Photos are from a film');
    const id = await reportIdOf(reporter, target);

    const res = await api(verifier.token, 'GET', `/api/admin/profile-reports/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.report).toMatchObject({ reason: 'Fake profile', details: 'Photos are from a film' });
    expect(body.target_profile).toMatchObject({
      registration_no: target.registrationNo,
      first_name: 'Target',
    });
    expect(body.reporter_profile).toMatchObject({ registration_no: reporter.registrationNo });
    expect(body.reporter_history.map((h: { member: { name: string } }) => h.member.name)).toEqual([
      'Other Rao',
    ]);
    expect(body.earlier_reports.map((h: { reason: string }) => h.reason)).toEqual(['Wrong information']);
    expect(JSON.stringify(body)).not.toMatch(/password|argon|token_version/i);
    expect(
      (await api(verifier.token, 'GET', `/api/admin/profile-reports/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('dismiss closes only that report; one audit row; a second decision is refused with no row', async () => {
    const target = await makeUser(s.t.ctx);
    const [a, b] = [await groom(), await groom()];
    await report(a, target);
    await report(b, target);
    const id = await reportIdOf(a, target);
    const res = await decide(verifier.token, id, 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Report dismissed',
      report: { status: 'closed', decision: 'dismiss' },
    });
    const open = await s.t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(open.map((r) => r.status).sort()).toEqual(['closed', 'open']);
    expect(await audits(target.id)).toEqual(['report.dismiss']);

    const again = await decide(verifier.token, id, 'warn', 'Please use your own photos');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report has already been decided');
    expect(await audits(target.id)).toEqual(['report.dismiss']);
  });

  it('warn tells the member why (never who reported) and closes every open report against them', async () => {
    const target = await makeUser(s.t.ctx);
    const [a, b] = [await groom(), await groom()];
    await report(a, target);
    await report(b, target);
    const id = await reportIdOf(a, target);
    // A warning without the reason the member reads is refused, and writes nothing.
    const bare = await decide(verifier.token, id, 'warn');
    expect(bare.statusCode).toBe(400);
    expect(await audits(target.id)).toEqual([]);

    const res = await decide(verifier.token, id, 'warn', 'Please use your own photos');
    expect(res.statusCode).toBe(200);
    const notes = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, target.id));
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toContain('Please use your own photos');
    expect(JSON.stringify(notes)).not.toContain(a.registrationNo);
    const bell = await api(target.token, 'GET', '/api/user/notifications');
    expect(JSON.stringify(bell.json())).toContain('Please use your own photos');
    const rows = await s.t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(rows.every((r) => r.status === 'closed' && r.decision === 'warn')).toBe(true);
    expect(await audits(target.id)).toEqual(['report.warn']);
  });

  it('hide takes the profile out of every list until staff un-hide it', async () => {
    const target = await makeUser(s.t.ctx);
    const viewer = await groom();
    await report(viewer, target);
    const see = () => api(viewer.token, 'GET', `/api/user/profile/${target.registrationNo}`);
    expect((await see()).statusCode).toBe(200);

    const res = await decide(
      verifier.token,
      await reportIdOf(viewer, target),
      'hide',
      'Photos of someone else',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().report.target.held_by_staff).toBe(true);
    expect((await see()).statusCode).toBe(404);
    // The member's own privacy switch cannot list the profile again.
    expect(
      (await api(target.token, 'PUT', '/api/user/privacy', { photo_privacy: 'members', hidden: false }))
        .statusCode,
    ).toBe(200);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, target.id));
    expect(p).toMatchObject({ heldByStaff: true, listed: false });

    const unhide = await api(verifier.token, 'POST', `/api/admin/members/${target.registrationNo}/unhide`);
    expect(unhide.statusCode).toBe(200);
    expect((await see()).statusCode).toBe(200);
    // Un-hiding a profile that is not held is refused and writes nothing.
    expect(
      (await api(verifier.token, 'POST', `/api/admin/members/${target.registrationNo}/unhide`)).statusCode,
    ).toBe(409);
    expect(await audits(target.id)).toEqual(['report.hide', 'profile.unhidden']);
  });

  it('deactivate signs the member out at once and mails the reason; one audit row', async () => {
    const target = await makeUser(s.t.ctx);
    const reporter = await groom();
    await report(reporter, target);
    expect((await api(target.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const res = await decide(admin.token, await reportIdOf(reporter, target), 'deactivate', 'Fake identity');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The account was deactivated and signed out');
    expect((await api(target.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await s.t.smtp.waitFor(target.email, /account deactivated/)).text).toContain('Fake identity');
    const rows = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'report.deactivate', actorId: admin.id });
    expect(rows[0].details).toMatchObject({ from: 'active', to: 'inactive', note: 'Fake identity' });
  });

  it('staff without the verification permission cannot open the queue or decide', async () => {
    const money = await makeStaff(s.t.ctx, ['money']);
    const target = await makeUser(s.t.ctx);
    const reporter = await groom();
    await report(reporter, target);
    expect((await api(money.token, 'GET', '/api/admin/profile-reports')).statusCode).toBe(403);
    expect((await decide(money.token, await reportIdOf(reporter, target), 'dismiss')).statusCode).toBe(403);
    expect(await audits(target.id)).toEqual([]);
  });
});
