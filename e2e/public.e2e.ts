import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MSG } from '../src/shared/messages';
import { describeInChromium, newPage, seriousErrors, shot } from './harness';

/** A button or a link with exactly this accessible name (pages may render either). */
const control = (page: Page | Locator, name: string) =>
  page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

describeInChromium('public site in Chromium', {}, (live) => {
  // SIGTERM closes the server gracefully (docs/accounts.md#running-and-testing): it exits 0.

  it('serves the app and the API from one process', async () => {
    const health = await fetch(`${live.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database.status).toBe('up');
    const home = await fetch(`${live.server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await home.text()).toContain('<div id="root"');
  });

  it('shows the 404 page with Return to Home and Go Back', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/about');
    await page.goto('/no/such/page');
    await page.getByText('Page Not Found', { exact: true }).first().waitFor();
    await control(page, 'Return to Home').first().waitFor();
    await control(page, 'Go Back').first().waitFor();
    await shot(page, 'not-found');

    await control(page, 'Go Back').first().click();
    await page.waitForURL(/\/about$/);

    await page.goto('/another/missing/page');
    await control(page, 'Return to Home').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the navbar drawer with the five links at 375 px', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    // 375 px first: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: /menu/i }).first().click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor();
    // A left drawer, 280 px wide (SPEC §9), once it has slid in.
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5000 }).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(280);
    for (const name of ['Home', 'Service', 'About Us', 'Privacy Policy', 'Contact Us']) {
      await expect(drawer.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await shot(page, 'navbar-drawer');

    await drawer.getByRole('link', { name: 'About Us', exact: true }).click();
    await page.waitForURL(/\/about$/);
    await drawer.waitFor({ state: 'hidden' });
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the bar, not the menu button, at 1280 px', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of ['Home', 'Service', 'About Us', 'Privacy Policy', 'Contact Us']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await expect(page.getByRole('button', { name: /menu/i }).first().isVisible()).resolves.toBe(false);
    await shot(page, 'home');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('checks the mobile number and the password confirmation on the registration form', async () => {
    const page = await newPage(live.browser, live.server, 375);
    const signups: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/signup')) signups.push(req.url());
    });
    await page.goto('/register');
    await page.getByText('Register Here!', { exact: true }).first().waitFor();

    // SPEC §5: digits only, at most 10 typed.
    const mobile = page.getByLabel(/mobile/i).first();
    await mobile.pressSequentially('ab98765-43210 99');
    await expect(mobile.inputValue()).resolves.toBe('9876543210');

    await mobile.fill('');
    await mobile.pressSequentially('12345');
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('a-good-password-1');
    await page
      .getByLabel(/^confirm password/i)
      .first()
      .fill('a-different-password-1');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await page.getByText(MSG.mobileInvalid, { exact: true }).first().waitFor();
    await page.getByText(MSG.passwordsMismatch, { exact: true }).first().waitFor();
    await shot(page, 'register-errors');
    expect(signups).toEqual([]);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
