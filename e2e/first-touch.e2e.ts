import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { memberPayload } from './fixtures';
import {
  api,
  describeInChromium,
  expectAccessible,
  loginToken,
  newPage,
  SCREENSHOTS,
  seriousErrors,
  shot,
  signUpActive,
} from './harness';

const LATHA = memberPayload('Latha Shetty', { mobile_no: '+91 98450 55555' });
const FACEBOOK = 'https://www.facebook.com/sumangala.matrimony';
const YOUTUBE = 'https://www.youtube.com/@sumangala';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The newest toast: below the app bar and clear of an open dialog's title and buttons (decision 121). */
async function expectToastPlaced(page: Page) {
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  await page.evaluate(() => window.dispatchEvent(new Event('blur'))); // pause its 5 s timer
  await page.waitForTimeout(400); // the entry animation slides it in
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  const bar = await page.locator('header').first().boundingBox();
  if (bar) expect(box.y, 'the toast sits below the app bar').toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  for (const el of await page.locator('[role="dialog"] h2, [role="dialog"] button').all()) {
    const b = await el.boundingBox().catch(() => null);
    if (b && b.width > 0) expect(overlaps(box, b), `the toast covers ${await el.innerText()}`).toBe(false);
  }
  const viewport = page.viewportSize();
  if (viewport && viewport.width >= 600)
    expect(box.x + box.width, 'top right on a wide screen').toBeGreaterThan(viewport.width - 40);
}

/** The stored session keys (SPEC §3). */
const stored = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    profile: localStorage.getItem('currentProfile'),
  }));

/** The configured social pages the footer links to. */
const SOCIAL = { server: { env: { SOCIAL_FACEBOOK_URL: FACEBOOK, SOCIAL_YOUTUBE_URL: YOUTUBE } } };

/**
 * The first touch, end to end in Chromium on PGlite: toasts top right below the app bar, said once
 * (decision 121); Kannada picked before signing in survives it (decision 122); `currentProfile` kept and
 * cleared with the token (SPEC §3, decision 123); the bell at zero passes axe's Label in Name rule
 * (decision 124); the footer links to the configured social pages only.
 */
describeInChromium('the first touch, in Chromium', SOCIAL, (live) => {
  let regNo = '';

  beforeAll(async () => {
    regNo = (await signUpActive(live.server, LATHA)).registration_no;
    // a member with 0 unread: the activation notice read
    await api(live.server, '/api/user/notifications/read', {}, await loginToken(live.server, LATHA));
  });

  for (const lang of ['en', 'kn'] as const)
    it(`the login dialog with a toast, home page at 375 and 1280 px (${lang})`, async () => {
      const page = await newPage(live.browser, live.server, 375);
      await page.goto('/');
      if (lang === 'kn') {
        await page.getByRole('button', { name: 'Read this site in ಕನ್ನಡ' }).first().click();
        await page.waitForFunction(() => document.documentElement.lang === 'kn');
      }
      await shot(page, `first-touch-home-${lang}`);
      await page.locator('header button.MuiButton-contained').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="username"]').waitFor();
      // A wrong password is said in the dialog; the next attempt (empty fields) replaces it with a
      // toast, never both at once (decision 121).
      await dialog.locator('input[name="username"]').fill(LATHA.username);
      await dialog.locator('input[name="password"]').fill('not-her-password-1');
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole('alert').waitFor();
      await dialog.locator('input[name="username"]').fill('');
      await dialog.locator('input[name="password"]').fill('');
      await dialog.locator('button[type="submit"]').click(); // empty fields: a toast (SPEC §8)
      await expectToastPlaced(page);
      expect(await dialog.getByRole('alert').count(), 'the stale inline error is gone').toBe(0);
      // The toast is set in the site's typeface, not the toast library's default sans-serif.
      expect(
        await page
          .locator('.Toastify__toast')
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily),
      ).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
      // The toast's own words in the language shown (decision 151): close button, timer, region.
      const words = CATALOGUES[lang].common.mui;
      const toastBox = page.locator('.Toastify__toast').first();
      expect(await toastBox.locator('.Toastify__close-button').getAttribute('aria-label')).toBe(
        words.toastClose,
      );
      await expect
        .poll(() => toastBox.locator('[role="progressbar"]').getAttribute('aria-label'))
        .toBe(words.toastTimer);
      expect(await page.locator('section.Toastify').getAttribute('aria-label')).toBe(words.toastRegion);
      await shot(page, `first-touch-login-toast-${lang}`);
      // at 1280 px a new toast (the one above has closed while the shots were taken), top right
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.locator('button[type="submit"]').click();
      await expectToastPlaced(page);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `first-touch-login-toast-${lang}-1280-live.png`),
      });
      expect(seriousErrors(page)).toEqual([]);
      await page.context().close();
    });

  it('logout removes the token and the current profile', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(LATHA.username);
    await dialog.locator('input[name="password"]').fill(LATHA.password);
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL(/\/user\/userDashboard$/);
    expect((await stored(page)).profile).toContain(regNo);
    await expectToastPlaced(page);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => stored(page)).toEqual({ token: null, profile: null });
    await page.context().close();
  });

  it('Kannada picked before signing in survives it and is saved to the account; currentProfile kept and cleared', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Read this site in ಕನ್ನಡ' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'kn');
    await page.getByRole('button', { name: 'ಲಾಗಿನ್', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(LATHA.username);
    await dialog.locator('input[name="password"]').fill(LATHA.password);
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL(/\/user\/userDashboard$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('kn');

    // SPEC §3: the current profile under `currentProfile`, beside the token
    const s = await stored(page);
    expect(s.token).toBeTruthy();
    expect(JSON.parse(s.profile ?? '{}')).toMatchObject({ registration_no: regNo, first_name: 'Latha' });
    // decision 122: the account learnt the language (mails and other devices follow it)
    await expect
      .poll(async () => (await api(live.server, '/api/auth/me', undefined, s.token ?? '')).user.language)
      .toBe('kn');

    // decision 124: the bell at 0 unread has no hidden "0" (axe Label in Name, e2e/a11y.ts EXTRA_RULES)
    expect(await page.locator('header .MuiBadge-badge').count()).toBe(0);
    await expectAccessible(page, 'member dashboard with 0 unread');
    await shot(page, 'first-touch-dashboard-kn');

    // SPEC §3/§4: a 401 removes the token and the current profile
    await page.evaluate(() => {
      const t = localStorage.getItem('token') ?? '';
      localStorage.setItem('token', `${t.slice(0, t.lastIndexOf('.'))}.forged-signature`);
    });
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => stored(page)).toEqual({ token: null, profile: null });
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the footer links to the configured social pages only', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/about');
    const social = page.locator('footer').getByRole('list', { name: 'Social media' });
    await social.waitFor();
    const links = social.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('href')).toBe(FACEBOOK);
    expect(await links.nth(1).getAttribute('href')).toBe(YOUTUBE);
    expect(await links.nth(0).getAttribute('aria-label')).toMatch(/on Facebook/);
    expect(await page.locator('footer [role="img"][aria-label="Twitter"]').count()).toBe(0);
    await page.context().close();
  });
});
