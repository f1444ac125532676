import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, VIEWPORTS } from './harness';

/**
 * Decision 120: every control on the prerendered home page's first paint works from the first paint. The
 * page is opened as a slow phone would (Chromium's CPU 4x slower, Emulation.setCPUThrottlingRate) and
 * the control is clicked as soon as `page.goto()` returns (the `load` event), without the harness's wait
 * for the app. In the "held app" runs the app's scripts are held back until the click has happened, so
 * the click surely lands before the app: it must not be lost.
 */
describeInChromium('the first tap on the home page, in Chromium at 4x CPU slowdown', {}, (live) => {
  /**
   * A fresh page at `width` px with the CPU 4x slower. `holdApp`: every script but the page's own loader
   * (hydrate-*.js and its preload helper) waits until `release()`.
   */
  async function slowPage(width: 375 | 1280, holdApp: boolean) {
    const context = await live.browser.newContext({ baseURL: live.server.url, viewport: VIEWPORTS[width] });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (holdApp)
      await page.route(/\/assets\/(?!hydrate-|preload-helper-)[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
    else release();
    return { page, release };
  }

  /** True while the app has not started on `page` (main.tsx sets `data-live` on #root). */
  const appAbsent = (page: Page) =>
    page.evaluate(() => document.getElementById('root')?.dataset.live === undefined);

  it('Login clicked before the app arrives opens the login dialog (1280 px, app held back)', async () => {
    const { page, release } = await slowPage(1280, true);
    await page.goto('/');
    expect(await appAbsent(page)).toBe(true);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    release();
    await page.getByRole('dialog', { name: /Welcome back/ }).waitFor();
    await page.context().close();
  });

  it('Login clicked right after navigation opens the login dialog (375 px)', async () => {
    const { page } = await slowPage(375, false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: /Welcome back/ }).waitFor();
    await page.context().close();
  });

  it('the phone menu button clicked before the app arrives opens the menu (375 px, app held back)', async () => {
    const { page, release } = await slowPage(375, true);
    await page.goto('/');
    expect(await appAbsent(page)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().waitFor();
    await page.context().close();
  });

  it('the phone menu button clicked right after navigation opens the menu (375 px)', async () => {
    const { page } = await slowPage(375, false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await page.context().close();
  });

  it('the language switch clicked before the app arrives shows the page in Kannada (app held back)', async () => {
    const { page, release } = await slowPage(375, true);
    await page.goto('/');
    expect(await appAbsent(page)).toBe(true);
    await page.getByRole('button', { name: 'Read this site in ಕನ್ನಡ' }).click();
    release();
    await page.waitForFunction(() => document.documentElement.lang === 'kn');
    await page.getByRole('button', { name: 'ಲಾಗಿನ್', exact: true }).waitFor();
    await page.context().close();
  });

  it('a link before the app arrives is a real link', async () => {
    const { page, release } = await slowPage(1280, true);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((u) => u.pathname === '/about', { waitUntil: 'commit' });
    release();
    await page.context().close();
  });
});
