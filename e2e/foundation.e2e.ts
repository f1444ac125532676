import { expect, it } from 'vitest';
import { MSG } from '../src/shared/messages';
import { ADMIN_HOME, fillRegistration, newcomer, signedInPage } from './fixtures';
import { ADMIN, describeInChromium, newPage, seriousErrors, shot, signIn } from './harness';

const MEMBER = newcomer('Meera Bhat', 'first-password-1');
const NEW_PASSWORD = 'second-password-2';

/**
 * Running and testing (docs/accounts.md#running-and-testing) end to end in Chromium: a newcomer registers and lands on /activation-pending; the Admin
 * activates the account in /admin/pendingdata; the member signs in and lands on /user/userDashboard;
 * a forgotten password is reset with the OTP taken from the SMTP peer.
 */
describeInChromium('registration, verification and sign-in in Chromium', {}, (live) => {
  it('a newcomer registers through the form, is offered payment, and sees /activation-pending', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/register?type=PremiumUser');
    await page.getByText('Register Here!', { exact: true }).first().waitFor();
    await page
      .getByText(/PremiumUser|Premium/)
      .first()
      .waitFor();
    await fillRegistration(page, MEMBER, { born: '15081996', mobile: '9845012345' });
    await expect.poll(() => page.locator('input[name=age]').inputValue()).toMatch(/^\d{2}$/);
    await shot(page, 'register-filled');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // SPEC §4: every signup lands on /activation-pending; a paid registrant sees "Pay now" first (decision 112).
    await page.waitForURL(/\/activation-pending$/);
    await page.getByText(MSG.signupSuccess).first().waitFor();
    await page.getByRole('heading', { name: 'Pay now for your Premium plan' }).waitFor();
    await page
      .getByText(/under verification/i)
      .first()
      .waitFor();
    await shot(page, 'activation-pending');
    const mail = await live.server.smtp.waitFor(MEMBER.email, /registration received/i);
    expect(mail.text).toMatch(/CM\d+/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a pending member who signs in is told the account is not active yet', async () => {
    const page = await signedInPage(live, MEMBER, 1280, /\/activation-pending$/);
    await page.getByText(MSG.pendingVerification).first().waitFor();
    await page.context().close();
  });

  it('the Admin activates the account in /admin/pendingdata and the member is mailed', async () => {
    const page = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await page
      .getByText(/registrations/i)
      .first()
      .waitFor();
    await shot(page, 'admin-dashboard');
    await page.goto('/admin/pendingdata');
    await page.getByText(`${MEMBER.first} ${MEMBER.last}`).first().waitFor();
    await shot(page, 'admin-pendingdata');
    await page.getByRole('button', { name: 'Activate', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await page
      .getByText(/activated/)
      .first()
      .waitFor();
    await page.getByText('No registrations are waiting for verification').first().waitFor();
    const mail = await live.server.smtp.waitFor(MEMBER.email, /account is active/i);
    expect(mail.text).toContain('verified');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the activated member signs in and lands on /user/userDashboard', async () => {
    const page = await signedInPage(live, MEMBER, 375);
    await page.getByText(new RegExp(MEMBER.first)).first().waitFor();
    await shot(page, 'user-dashboard');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a forgotten password is reset with the OTP from the email', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Forgot Password', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText(MSG.emailRequired).waitFor();
    await dialog.getByLabel(/Registered email/).fill(MEMBER.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(MSG.otpSent).first().waitFor();
    await dialog.getByText('Reset Password', { exact: true }).first().waitFor();
    const mail = await live.server.smtp.waitFor(MEMBER.email, /password reset code/i);
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    await dialog
      .getByLabel('OTP', { exact: false })
      .first()
      .fill(otp as string);
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill('not-the-same-1');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByText(MSG.passwordsMismatch).waitFor();
    await shot(page, 'reset-password');
    await dialog.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MSG.passwordReset).first().waitFor();
    await live.server.smtp.waitFor(MEMBER.email, /password was changed/i);

    await signIn(page, MEMBER.email, NEW_PASSWORD);
    await page.waitForURL(/\/user\/userDashboard$/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
