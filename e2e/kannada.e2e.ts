import { expect, it } from 'vitest';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { ADMIN_HOME, newcomer, signedInPage } from './fixtures';
import { ADMIN, choose, describeInChromium, newPage, seriousErrors, shot } from './harness';

const kn = CATALOGUES.kn;
const MEMBER = newcomer('Sumana Rao', 'kannada-pass-1');

/**
 * English and Kannada (docs/i18n.md) end to end in Chromium: a visitor switches the site to Kannada, sees the public pages in
 * Kannada with <html lang="kn">, registers in Kannada, and the mails (registration received and, once
 * the Admin activates the account, the activation mail) arrive in Kannada.
 */
describeInChromium('Kannada for a visitor who registers (docs/i18n.md)', {}, (live) => {
  it('a visitor switches to Kannada: the public pages read Kannada and <html lang> is kn', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: /ಕನ್ನಡ/ }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await page.getByText(kn.common.footer.tagline).first().waitFor();
    await shot(page, 'kn-home');
    // The choice is kept: a reload and another page stay in Kannada.
    await page.goto('/register');
    await page.getByText(kn.register.title, { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('kn');
    // the +91 mobile field explains itself in Kannada too (decision 016)
    await page.getByText(kn.common.mobileField.help, { exact: true }).first().waitFor();
    await shot(page, 'kn-register');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('registers in Kannada, with Kannada validation messages, and gets the Kannada mail', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    await page.getByRole('button', { name: /ಕನ್ನಡ/ }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await page.goto('/register');
    await page.getByText(kn.register.title, { exact: true }).first().waitFor();
    // An empty submit shows the shared schema's messages in Kannada.
    await page.getByRole('button', { name: kn.register.submit, exact: true }).click();
    await page.getByText(kn.messages.firstNameRequired).first().waitFor();
    await choose(page, kn.register.field.profilefor, kn.options.profileFor.Self);
    await choose(page, kn.register.field.maritalStatus, kn.options.maritalStatus.Unmarried);
    await page.locator('input[name=first_name]').fill(MEMBER.first);
    await page.locator('input[name=last_name]').fill(MEMBER.last);
    await page.getByRole('radio', { name: kn.options.gender.Bride }).check();
    await page.getByRole('spinbutton').first().click();
    await page.keyboard.type('15081996');
    await expect.poll(() => page.locator('input[name=age]').inputValue()).toMatch(/^\d{2}$/);
    await page.locator('input[name=username]').fill(MEMBER.email);
    await page.locator('input[name=mobile_no]').fill('9845012399');
    await page.locator('input[name=password]').fill(MEMBER.password);
    await page.locator('input[name=confirmPassword]').fill(MEMBER.password);
    await page.locator('input[name=privacy_consent]').check(); // Data rights (docs/data-rights.md): consent to the notice
    await shot(page, 'kn-register-filled');
    await page.getByRole('button', { name: kn.register.submit, exact: true }).click();
    await page.waitForURL(/\/activation-pending$/);
    const mail = await live.server.smtp.waitFor(MEMBER.email, /ನೋಂದಣಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ/);
    expect(mail.text).toContain('ನೋಂದಾಯಿಸಿದ್ದಕ್ಕಾಗಿ ಧನ್ಯವಾದಗಳು');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the Admin (in English) activates the account and the activation mail arrives in Kannada', async () => {
    const page = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await page.goto('/admin/pendingdata');
    await page.getByText(`${MEMBER.first} ${MEMBER.last}`).first().waitFor();
    await page.getByRole('button', { name: 'Activate', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('No registrations are waiting for verification').first().waitFor();
    const mail = await live.server.smtp.waitFor(MEMBER.email, /ನಿಮ್ಮ ಖಾತೆ ಸಕ್ರಿಯವಾಗಿದೆ/);
    expect(mail.text).toContain(`ಆತ್ಮೀಯ ${MEMBER.first} ಅವರೇ`);
    expect(mail.text).toContain('ಪರಿಶೀಲನೆಗೊಂಡು ಈಗ ಸಕ್ರಿಯವಾಗಿದೆ');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
