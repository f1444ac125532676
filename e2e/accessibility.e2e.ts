import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { memberPayload } from './fixtures';
import { describeInChromium, expectAccessible, newPage, seriousErrors, signUpActive } from './harness';

const ASHA = memberPayload('Asha Rao', { mobile_no: '9845055555' });

/** True when `target` is, or contains, the focused element. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (at most `max` times) until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What the focused element is, for assertions: tag, role and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      text: el?.textContent?.trim() ?? '',
      inDialog: !!el?.closest('[role="dialog"]'),
    };
  });

/**
 * Accessibility (docs/accessibility.md), in Chromium: the login dialog, the registration form and a member action
 * driven by the keyboard alone (no mouse click anywhere), focus returning from dialogs, and the route
 * announcer reading the new page's title and focusing its heading after client-side navigation.
 */
describeInChromium('accessibility by keyboard and screen reader, in Chromium', {}, (live) => {
  beforeAll(async () => {
    await signUpActive(live.server, ASHA);
  });

  it('announces a route change politely and moves focus to the new page heading', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/');
    const announcer = page.locator('#route-announcer');
    await expect(announcer.getAttribute('aria-live')).resolves.toBe('polite');
    await expect(announcer.getAttribute('role')).resolves.toBe('status');
    await expect(announcer.textContent()).resolves.toBe(''); // the first load is not announced

    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
    await tabTo(page, about);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about$/);
    await expect.poll(() => announcer.textContent()).toMatch(/^About Us/);
    await expect.poll(() => page.evaluate(() => document.title)).toMatch(/^About Us/);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    // The heading focused is the page's own, inside <main>.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // Back to the home page: announced again with its title.
    await page.goBack();
    await expect.poll(() => announcer.textContent()).not.toMatch(/^About Us/);
    await expect.poll(() => announcer.textContent()).not.toBe('');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the login dialog works by keyboard alone, traps focus and returns it on Escape', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'login dialog opened by keyboard');
    // Focus is inside the dialog and stays there however far one tabs.
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    // Escape closes it and gives the focus back to the Login button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(login)).toBe(true);

    // Open again, sign in with the keyboard only: type, Tab, type, Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const email = dialog.getByLabel('Email', { exact: false }).first();
    await expect.poll(() => hasFocus(email)).toBe(true);
    await page.keyboard.type(ASHA.username);
    await tabTo(page, dialog.getByLabel('Password', { exact: true }), 5);
    await page.keyboard.type(ASHA.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/user\/userDashboard$/);

    // A member action by keyboard: the account menu, then Logout.
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await account.waitFor();
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page, 'account menu opened by keyboard');
    const logout = menu.getByRole('menuitem', { name: 'Logout' });
    for (let i = 0; i < 10 && !(await hasFocus(logout)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the registration form can be filled and submitted by keyboard alone', async () => {
    const page = await newPage(live.browser, live.server, 375);
    const signups: number[] = []; // statuses of POST /api/auth/signup
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/signup')) signups.push(r.status());
    });
    await page.goto('/register');
    await page.getByText('Register Here!', { exact: true }).first().waitFor();

    /** Opens the select labelled `label` with the keyboard and picks `option` with arrows and Enter. */
    const choose = async (label: string, option: string) => {
      const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await tabTo(page, select);
      await page.keyboard.press('Enter');
      const wanted = page.getByRole('option', { name: option, exact: true });
      await wanted.waitFor();
      for (let i = 0; i < 15 && !(await hasFocus(wanted)); i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    };
    const typeInto = async (target: Locator, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };

    await choose('Create profile for', 'Self');
    await choose('Marital status', 'Unmarried');
    await typeInto(page.locator('input[name=first_name]'), 'Nandini');
    await typeInto(page.locator('input[name=last_name]'), 'Kamath');
    const female = page.getByRole('radio', { name: 'Female' });
    await tabTo(page, page.getByRole('radiogroup').first());
    for (let i = 0; i < 4 && !(await female.isChecked()); i++) await page.keyboard.press('ArrowRight');
    expect(await female.isChecked()).toBe(true);
    await typeInto(page.getByRole('spinbutton', { name: 'Day' }).first(), '15081996');
    await expect.poll(() => page.locator('input[name=age]').inputValue()).toMatch(/^\d{2}$/);
    await typeInto(page.locator('input[name=username]'), 'nandini.kamath@example.com');
    await typeInto(page.locator('input[name=mobile_no]'), '9845066666');
    await typeInto(page.locator('input[name=password]'), 'nandini-password-1');
    await typeInto(page.locator('input[name=confirmPassword]'), 'nandini-password-2');
    await expectAccessible(page, 'registration form filled by keyboard');

    // Submitting with a mismatch: the error is announced on the field (aria-invalid, described by it).
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const confirm = page.locator('input[name=confirmPassword]');
    await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await confirm.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toMatch(/match/i);
    await expectAccessible(page, 'registration form with errors');
    expect(signups).toEqual([]);

    await confirm.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    // Consent to the privacy notice (docs/data-rights.md), ticked with the space bar.
    const consent = page.locator('input[name=privacy_consent]');
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activation-pending$/);
    expect(signups).toHaveLength(1);
    expect(signups[0]).toBeLessThan(300);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('controls are at least 44 px tall at 375 px on the public pages', async () => {
    const page = await newPage(live.browser, live.server, 375);
    for (const path of ['/', '/register', '/contact', '/membership']) {
      await page.goto(path);
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'main button, main a.MuiButton-root, main [role="button"]',
          ),
        ]
          .filter((el) => el.offsetParent !== null)
          .map((el) => ({
            text: el.textContent?.trim() || el.getAttribute('aria-label'),
            box: el.getBoundingClientRect(),
          }))
          .filter((c) => c.box.height < 44 || c.box.width < 24)
          .map((c) => `${c.text} (${Math.round(c.box.width)}×${Math.round(c.box.height)})`),
      );
      expect(small, path).toEqual([]);
    }
    await page.context().close();
  });
});
