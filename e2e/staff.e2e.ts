import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import {
  ADMIN,
  chromiumAvailable,
  launchBrowser,
  newPage,
  type RunningServer,
  seriousErrors,
  shot,
  signIn,
  startServer,
} from './harness';

const hasChromium = chromiumAvailable();
const STAFF = { name: 'Vidya Staff', email: 'vidya.staff@example.com', password: 'vidya-password-1' };

async function api(server: RunningServer, path: string, body?: unknown, token?: string, method?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/**
 * Decisions 130-132 in Chromium: the Admin invites a staff member with only verification rights; that
 * member does not see or open money pages (menu and server) and sets a member's temporary password,
 * which the member must change at the next sign-in; the Admin sends a notice to Silver members that a
 * Silver member sees in the bell and as a banner.
 */
describe.skipIf(!hasChromium)('a team of staff in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('invite with verification only; no money pages; resetpass; a notice to Silver members', async () => {
    // A Silver member: registers, is activated, pays for Silver on the test gateway.
    const payload = registrationPayload({ mobile_no: '9845011111' });
    const reg = (await api(server, '/api/auth/signup', payload)).json;
    const adminLogin = (
      await api(server, '/api/auth/login', { username: ADMIN.email, password: ADMIN.password })
    ).json;
    await api(
      server,
      `/api/admin/users/${reg.user.registration_no}`,
      { status: 'active', reason: '' },
      adminLogin.token,
      'PATCH',
    );
    const order = (await api(server, '/api/payments/orders', { plan: 'SilverUser' }, reg.token)).json;
    const cb = (await api(server, `/api/payments/test-gateway/${order.checkout.order_id}/pay`, {}, reg.token))
      .json;
    await api(server, '/api/payments/verify', cb, reg.token);

    // The Admin invites a staff member with verification rights only.
    const admin = await newPage(browser, server, 1280);
    await admin.goto('/');
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(/\/admin\//);
    await admin.getByRole('link', { name: 'Staff team' }).click();
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const invite = admin.getByRole('dialog');
    await invite.getByLabel('Name').fill(STAFF.name);
    await invite.getByLabel('Email').fill(STAFF.email);
    await invite.getByLabel('Verification and moderation').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(STAFF.email).first().waitFor();
    await shot(admin, 'staff-team');

    const mail = await server.smtp.waitFor(STAFF.email, /set your staff account password/);
    const link = mail.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0] ?? '';
    const staff = await newPage(browser, server, 375);
    await staff.goto(new URL(link).pathname + new URL(link).search);
    await staff.getByRole('textbox', { name: 'New password' }).fill(STAFF.password);
    await staff.getByRole('textbox', { name: 'Confirm password' }).fill(STAFF.password);
    await staff.getByRole('button', { name: 'Set password' }).click();
    await staff.getByText('Your password is set').waitFor();
    await staff.goto('/');
    await signIn(staff, STAFF.email, STAFF.password);
    await staff.waitForURL(/\/admin\/dashboard/);
    await staff.setViewportSize({ width: 1280, height: 800 });
    // The menu offers verification and resetpass, never money pages.
    await staff.getByRole('link', { name: 'Pending verification' }).waitFor();
    expect(await staff.getByRole('link', { name: 'Member payments' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'Online transactions' }).count()).toBe(0);
    await staff.goto('/admin/onlinetransaction');
    await staff.getByText('Your staff account does not have permission for this page.').waitFor();
    const staffToken = await staff.evaluate(() => localStorage.getItem('token'));
    expect((await api(server, '/api/admin/payments', undefined, staffToken ?? '')).status).toBe(403);

    // resetpass: a temporary password for the member, shown once.
    await staff.goto('/admin/resetpass');
    await staff.getByRole('searchbox', { name: 'Find an account' }).fill(reg.user.registration_no);
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
