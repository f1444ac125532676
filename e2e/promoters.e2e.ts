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
const PROMOTER = { name: 'Sunita Hegde', email: 'sunita.hegde@example.com', password: 'sunita-password-1' };

async function api(server: RunningServer, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Issue #11 first slice end to end in Chromium: the Admin creates a promoter in /admin/promoters; the
 * promoter sets a password from the mailed link and signs in through the login dialog onto /PromotAdmin;
 * a member registers with the code and pays through the test gateway (₹100 off); the promoter's
 * dashboard shows the paid referral and a ₹100 registration commission pending.
 */
describe.skipIf(!hasChromium)('promoters in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('admin creates a promoter; the promoter sets a password, signs in and sees a paid referral', async () => {
    const admin = await newPage(browser, server, 1280);
    await admin.goto('/');
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(/\/admin\//);
    await admin.goto('/admin/promoters');
    await admin.getByText('No promoters yet').waitFor();
    await admin.getByRole('button', { name: 'New promoter' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name').fill(PROMOTER.name);
    await dialog.getByLabel('Email').fill(PROMOTER.email);
    await dialog.getByLabel('Mobile number').fill('9845012345');
    await dialog.getByLabel('Promo code').fill('sunita100');
    await dialog.getByLabel('Account number').fill('001234567890');
    await dialog.getByLabel('IFSC').fill('SBIN0001234');
    await shot(admin, 'promoters-admin-create');
    await dialog.getByRole('button', { name: 'Create promoter' }).click();
    await admin.getByRole('cell', { name: 'SUNITA100' }).waitFor();
    await admin.getByText('Invited').waitFor();
    await shot(admin, 'promoters-admin-list');

    const mail = await server.smtp.waitFor(PROMOTER.email, /set your promoter account password/);
    const link = mail.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(mail.text).not.toContain(PROMOTER.password);

    // A member registers with the code and pays with it through the test gateway.
    const reg = await api(server, '/api/auth/signup', registrationPayload({ promo_code: 'Sunita100' }));
    const order = await api(
      server,
      '/api/payments/orders',
      { plan: 'SilverUser', promo_code: 'SUNITA100' },
      reg.token,
    );
    expect(order.checkout.amount_paise).toBe(49900);
    const cb = await api(server, `/api/payments/test-gateway/${order.checkout.order_id}/pay`, {}, reg.token);
    await api(server, '/api/payments/verify', cb, reg.token);

    const page = await newPage(browser, server, 375);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('textbox', { name: 'New password' }).fill(PROMOTER.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PROMOTER.password);
    await shot(page, 'promoters-set-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set').waitFor();
    await page.goto('/');
    await signIn(page, PROMOTER.email, PROMOTER.password);
    await page.waitForURL(/\/PromotAdmin/);
    await page.getByText(`Welcome, ${PROMOTER.name}`).waitFor();
    await page.getByText(reg.user.registration_no).waitFor();
    await expect(page.getByText('₹100').first().isVisible()).resolves.toBe(true);
    await page.getByText('Paid', { exact: true }).last().waitFor();
    await shot(page, 'promoters-dashboard');
    expect(seriousErrors(page)).toEqual([]);
    expect(seriousErrors(admin)).toEqual([]);
  }, 120_000);
});
