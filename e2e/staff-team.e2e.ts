import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { activeMember, payOnTestGateway, signedInPage, staffFromInvitation } from './fixtures';
import {
  ADMIN,
  adminToken,
  api,
  apiResponse,
  describeInChromium,
  expectAccessible,
  seriousErrors,
  shot,
  signUpActive,
} from './harness';

const STAFF = { name: 'Latha Staff', email: 'latha.staff@example.com', password: 'latha-password-1' };
const NOTICE = 'Bureau closed for Deepavali';

/**
 * A small team running the bureau (SPEC §2 /admin pages; decisions 130, 131, 132, 165, 166) in Chromium:
 * the Admin invites a staff member with only the verification permission; that member verifies a
 * registration on /admin/pendingdata, does not see or open money pages (menu and server), mails a
 * member a password-reset code on /admin/resetpass and decides a member's report on /admin/reports (it
 * leaves the open queue); the Admin sends a notice to Silver members that a Silver member sees in the
 * bell and as a banner; /admin/audit shows one row for each of these staff actions.
 */
describeInChromium('a team of staff runs the bureau', {}, (live) => {
  it('verification-only staff: verify, no money, reset, moderate; a notice; the audit trail', async () => {
    const { server } = live;
    const admin0 = await adminToken(server);

    // Set-up through the API: a Silver bride, a groom who will report her, and a registration to verify.
    const bride = registrationPayload({ first_name: 'Sahana', last_name: 'Bhat', mobile_no: '9845022221' });
    const brideUser = await activeMember(server, bride, admin0);
    await payOnTestGateway(server, brideUser.token, 'SilverUser');

    const groom = registrationPayload({
      gender: 'BrideGroom',
      first_name: 'Kiran',
      last_name: 'Hegde',
      mobile_no: '9845022222',
    });
    await signUpActive(server, groom, admin0);

    const pending = registrationPayload({
      first_name: 'Meena',
      last_name: 'Kulkarni',
      mobile_no: '9845022223',
    });
    const pendingUser = (await api(server, '/api/auth/signup', pending)).user;

    // The Admin invites a staff member with the verification permission only.
    const admin = await signedInPage(live, ADMIN, 1280, /\/admin\//);
    await admin.goto('/admin/staff');
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const invite = admin.getByRole('dialog');
    await invite.getByLabel('Name').fill(STAFF.name);
    await invite.getByLabel('Email').fill(STAFF.email);
    await invite.getByLabel('Verification and moderation').check();
    await expectAccessible(admin, 'invite staff dialog');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(STAFF.email).first().waitFor();

    // The invitation mail's set-password link; the staff member chooses a password and signs in.
    const staff = await staffFromInvitation(live, STAFF);
    await staff.setViewportSize({ width: 1280, height: 800 });

    // Verification: the staff member activates the waiting registration.
    await staff.goto('/admin/pendingdata');
    await staff.getByText('Meena Kulkarni').first().waitFor();
    await staff.getByRole('button', { name: 'Activate', exact: true }).first().click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await staff.getByText('No registrations are waiting for verification').first().waitFor();
    await server.smtp.waitFor(pending.username, /account is active/i);
    const verified = await api(
      server,
      `/api/admin/users?status=active&q=${pendingUser.registration_no}`,
      undefined,
      admin0,
    );
    expect(verified.users.map((u: { registration_no: string }) => u.registration_no)).toEqual([
      pendingUser.registration_no,
    ]);

    // Money pages: not in the menu, refused by the page and by the server.
    await staff.getByRole('link', { name: 'Pending verification' }).waitFor();
    expect(await staff.getByRole('link', { name: 'Member payments' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'Online transactions' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'Pay to promoters' }).count()).toBe(0);
    await staff.goto('/admin/onlinetransaction');
    await staff.getByText('Your staff account does not have permission for this page.').waitFor();
    const staffToken = (await staff.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await apiResponse(server, '/api/admin/payments', undefined, staffToken)).status).toBe(403);
    expect((await apiResponse(server, '/api/admin/audit', undefined, staffToken)).status).toBe(403);

    // resetpass: the staff member mails the groom a password-reset code.
    await staff.goto('/admin/resetpass');
    await staff.getByRole('searchbox', { name: 'Find an account' }).fill(groom.username);
    await staff.getByText('Kiran Hegde').first().waitFor();
    await staff.getByRole('button', { name: 'Mail reset code' }).first().click();
    const reset = await server.smtp.waitFor(groom.username, /your password reset code/);
    expect(reset.text).toMatch(/\b\d{6}\b/);
    await shot(staff, 'staff-team-resetpass');

    // The Admin sends a notice to Silver members.
    await admin.goto('/admin/notification');
    await admin.getByRole('button', { name: 'New notice' }).click();
    const compose = admin.getByRole('dialog');
    await compose.getByLabel('Title (English)').fill(NOTICE);
    await compose.getByLabel('Text (English)').fill('The office reopens on Thursday.');
    await compose.getByRole('combobox', { name: 'Audience' }).click();
    await admin.getByRole('option', { name: 'Silver members' }).click();
    await compose.getByRole('button', { name: 'Send notice' }).click();
    await admin.getByText(NOTICE).first().waitFor();

    // The Silver bride sees it as a banner and in the bell.
    const member = await signedInPage(live, bride, 375, /\/user\//);
    await member.getByTestId('notice-banner').getByText(NOTICE).waitFor();
    await member
      .getByRole('button', { name: /notification/i })
      .first()
      .click();
    await member.getByRole('menu').getByText(NOTICE).waitFor();
    await expectAccessible(member, 'notification bell menu');
    await member.keyboard.press('Escape');

    // The groom (a member who is not Silver) never sees it; he reports the bride's profile.
    const reporter = await signedInPage(live, groom, 375, /\/user\//);
    expect(await reporter.getByTestId('notice-banner').count()).toBe(0);
    await reporter.goto(`/user/member/${brideUser.registrationNo}`);
    await reporter.getByRole('button', { name: 'More actions' }).click();
    await reporter.getByRole('menuitem', { name: 'Report profile' }).click();
    const report = reporter.getByRole('dialog');
    await report.getByRole('radio', { name: 'Fake profile' }).check();
    await report.getByLabel('Details (optional)').fill('The photos belong to someone else.');
    await expectAccessible(reporter, 'report dialog');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.waitFor({ state: 'hidden' });

    // The staff member hides the reported profile; the report leaves the open queue.
    await staff.goto('/admin/reports');
    await staff.getByText('Sahana Bhat').first().waitFor();
    await shot(staff, 'staff-team-reports');
    await staff.getByRole('button', { name: 'Review' }).first().click();
    const decide = staff.getByRole('dialog', { name: /Report about/ });
    await decide.getByText('The photos belong to someone else.').waitFor();
    await decide.getByLabel('Reason the member reads').fill('Please replace the photos with your own.');
    await expectAccessible(staff, 'report decision dialog');
    await decide.getByRole('button', { name: 'Hide profile' }).click();
    await staff.getByRole('dialog', { name: /Hide/ }).getByRole('button', { name: 'Hide profile' }).click();
    await staff.getByRole('dialog', { name: /Hide/ }).waitFor({ state: 'hidden' });
    await decide.getByRole('button', { name: 'Close' }).click();
    await staff.getByText('No reports here.').first().waitFor();

    // The audit trail shows each staff action, the staff member's by name.
    await admin.goto('/admin/audit');
    for (const action of [
      'Staff member invited',
      'Account activated',
      'Password-reset code mailed',
      'Notice sent',
      'Profile hidden pending changes',
    ]) {
      await admin.getByText(action, { exact: true }).first().waitFor();
    }
    await admin.getByRole('searchbox', { name: 'Staff member' }).fill(STAFF.email);
    for (const action of [
      'Account activated',
      'Password-reset code mailed',
      'Profile hidden pending changes',
    ]) {
      await admin.getByText(action, { exact: true }).first().waitFor();
    }
    await expect
      .poll(async () => admin.getByText('Notice sent', { exact: true }).count(), { timeout: 10_000 })
      .toBe(0);
    await shot(admin, 'staff-team-audit');

    const trail = await api(server, '/api/admin/audit?pageSize=100', undefined, admin0);
    const actions: string[] = (trail.entries as { action: string }[]).map((r) => r.action);
    for (const a of ['staff.invited', 'user.active', 'password.otp_sent', 'notice.sent', 'report.hide']) {
      expect(actions.filter((x) => x === a).length, a).toBeGreaterThanOrEqual(1);
    }
    expect(actions.filter((x) => x === 'report.hide')).toHaveLength(1);
    expect(actions.filter((x) => x === 'password.otp_sent')).toHaveLength(1);

    for (const p of [admin, staff, member, reporter]) expect(seriousErrors(p)).toEqual([]);
  });
});
