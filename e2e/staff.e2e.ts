import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { activeMember, payOnTestGateway, signedInPage, staffFromInvitation } from './fixtures';
import { ADMIN, apiResponse, describeInChromium, newPage, seriousErrors, shot, signIn } from './harness';

const STAFF = { name: 'Vidya Staff', email: 'vidya.staff@example.com', password: 'vidya-password-1' };

/**
 * Decisions 130-132 in Chromium: the Admin invites a staff member with only verification rights; that
 * member does not see or open money pages (menu and server) and sets a member's temporary password,
 * which the member must change at the next sign-in; the Admin sends a notice to Silver members that a
 * Silver member sees in the bell and as a banner.
 */
describeInChromium('a team of staff in the browser', { exit0: false }, (live) => {
  it('invite with verification only; no money pages; resetpass; a notice to Silver members', async () => {
    const { server, browser } = live;
    // A Silver member: registers, is activated, pays for Silver on the test gateway.
    const payload = registrationPayload({ mobile_no: '9845011111' });
    const silver = await activeMember(server, payload);
    await payOnTestGateway(server, silver.token, 'SilverUser');

    // The Admin invites a staff member with verification rights only.
    const admin = await signedInPage(live, ADMIN, 1280, /\/admin\//);
    await admin.getByRole('link', { name: 'Staff team' }).click();
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const invite = admin.getByRole('dialog');
    await invite.getByLabel('Name').fill(STAFF.name);
    await invite.getByLabel('Email').fill(STAFF.email);
    await invite.getByLabel('Verification and moderation').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(STAFF.email).first().waitFor();
    await shot(admin, 'staff-team');

    const staff = await staffFromInvitation(live, STAFF);
    await staff.setViewportSize({ width: 1280, height: 800 });
    // The menu offers verification and resetpass, never money pages.
    await staff.getByRole('link', { name: 'Pending verification' }).waitFor();
    expect(await staff.getByRole('link', { name: 'Member payments' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'Online transactions' }).count()).toBe(0);
    await staff.goto('/admin/onlinetransaction');
    await staff.getByText('Your staff account does not have permission for this page.').waitFor();
    const staffToken = await staff.evaluate(() => localStorage.getItem('token'));
    expect((await apiResponse(server, '/api/admin/payments', undefined, staffToken ?? '')).status).toBe(403);

    // resetpass: a temporary password for the member, shown once.
    await staff.goto('/admin/resetpass');
    await staff.getByRole('searchbox', { name: 'Find an account' }).fill(silver.registrationNo);
    await staff.getByRole('button', { name: 'Temporary password' }).first().click();
    await staff.getByRole('button', { name: 'Set temporary password' }).click();
    const temp = (await staff.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
    await shot(staff, 'staff-resetpass-temporary');
    await staff.getByRole('button', { name: 'Close' }).click();
    await shot(staff, 'staff-resetpass');

    // The Admin sends a notice to Silver members.
    await admin.goto('/admin/notification');
    await admin.getByRole('button', { name: 'New notice' }).click();
    const compose = admin.getByRole('dialog');
    await compose.getByLabel('Title (English)').fill('Office closed on Monday');
    await compose.getByLabel('Text (English)').fill('Our office is closed for the festival.');
    await compose.getByRole('combobox', { name: 'Audience' }).click();
    await admin.getByRole('option', { name: 'Silver members' }).click();
    await compose.getByRole('button', { name: 'Send notice' }).click();
    await admin.getByText('Office closed on Monday').first().waitFor();
    await shot(admin, 'staff-notification');

    // The member signs in with the temporary password, must choose a new one, then sees the notice.
    const member = await newPage(browser, server, 375);
    await member.goto('/');
    await signIn(member, payload.username, temp);
    const first = member.getByRole('dialog', { name: 'Choose a new password' });
    await first.getByRole('textbox', { name: 'New password', exact: true }).fill('member-new-pass-1');
    await first.getByRole('textbox', { name: 'Confirm new password' }).fill('member-new-pass-1');
    await first.getByRole('button', { name: 'Save and continue' }).click();
    await member.waitForURL(/\/user\//);
    await member.getByTestId('notice-banner').getByText('Office closed on Monday').waitFor();
    await shot(member, 'staff-notice-banner');
    await member
      .getByRole('button', { name: /notification/i })
      .first()
      .click();
    await member.getByText('Office closed on Monday').nth(1).waitFor();
    expect(seriousErrors(admin)).toEqual([]);
    expect(seriousErrors(staff)).toEqual([]);
    expect(seriousErrors(member)).toEqual([]);
  });
});
