import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_HOME, memberPayload, signedInPage } from './fixtures';
import { ADMIN, describeInChromium, newPage, seriousErrors, shot, signIn, signUpActive } from './harness';

const MEERA = memberPayload('Meera Hegde', { mobile_no: '+91 98450 33333' });
const NEW_PASSWORD = 'meera-new-password-9';
const RESET_PASSWORD = 'meera-reset-password-5';

/** True when the two boxes overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The visible toast must not cover the app bar or the open dialog's title. */
async function expectToastClear(page: Page) {
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  // Pause the toast's 5 s auto-close as a window blur does (react-toastify's pauseOnFocusLoss), so a
  // slow machine still measures it before it leaves.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // Measure where it rests, not a frame of its entrance animation.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await toast.boundingBox();
  expect(box, 'the toast is on screen').not.toBeNull();
  const bar = await page.locator('header').first().boundingBox();
  expect(box && bar && overlaps(box, bar)).toBe(false);
  // Every dialog title still on screen (a dialog that is closing as another opens included): a title
  // that has already left has no box and cannot be covered.
  for (const title of await page.locator('[role="dialog"] h2').all()) {
    const t = await title.boundingBox().catch(() => null);
    if (box && t) expect(overlaps(box, t), 'the toast covers a dialog title').toBe(false);
  }
}

/**
 * A wrong password is said once, in the login dialog, never also as a toast (decision 121). A toast raised
 * after it (empty password: 'Both username and password are required') shows the container is there, and
 * the wrong-password toast would have come before it; the dialog toast stays clear of the title.
 */
async function expectWrongPasswordOnce(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Invalid email or password').waitFor();
  await dialog.getByLabel('Password', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.locator('.Toastify__toast', { hasText: 'Both username and password are required' }).waitFor();
  expect(await page.locator('.Toastify__toast', { hasText: 'Invalid email or password' }).count()).toBe(0);
  await expectToastClear(page);
}

/**
 * Details members notice (docs/first-impressions.md#details-members-notice), end to end in Chromium on PGlite: the start-up block; the
 * dashboard hint and plurals; change password (and the old one failing); forgot password opening the
 * login dialog; toasts clear of the app bar and dialog titles at 375 and 1280 px; the one date field and the +91 mobile;
 * the contact form reaching /admin/messages and the reply mail; the newsletter's double opt-in.
 */
describeInChromium('details members notice, in Chromium', {}, (live) => {
  beforeAll(async () => {
    await signUpActive(live.server, MEERA);
  });

  it('start-up output ends with the URL, the Admin sign-in and where mail goes', () => {
    const out = live.server.output();
    expect(out).toMatch(/URL:\s+http:\/\/127\.0\.0\.1:\d+\//);
    expect(out).toContain(
      `Admin sign-in: ${live.server.url}/ → Login: ${ADMIN.email} with the password in ADMIN_PASSWORD`,
    );
    expect(out).toMatch(/Mail:\s+sent through SMTP 127\.0\.0\.1:\d+/);
  });

  it('the register page uses the one date field and a +91 mobile field', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/register');
    await page.getByLabel('Date of birth').first().waitFor();
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await page.getByText('+91', { exact: true }).first().waitFor();
    await shot(page, 'details-register');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a member changes the password: the dialog says so, the old password stops working', async () => {
    const page = await signedInPage(live, MEERA, 375);
    await expectToastClear(page);
    // the completeness hint names what is missing; counts read in the singular/plural they need
    await page.getByText(/Still missing: a profile photo/).waitFor();
    await page.getByText('Interests received').waitFor();
    expect(await page.getByText('+91 98450 33333').count()).toBe(0); // not on the dashboard
    // plan names as people say them, never role codes ('FreeUser'), on the dashboard
    await page.getByText('Free plan', { exact: true }).first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/FreeUser|SilverUser|PremiumUser/);
    await shot(page, 'details-dashboard');

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.locator('input[name="current_password"]').fill('not-my-password');
    await dialog.locator('input[name="new_password"]').fill(NEW_PASSWORD);
    await dialog.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Your current password is not correct').waitFor();
    await shot(page, 'details-change-password-error');
    await dialog.locator('input[name="current_password"]').fill(MEERA.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText(/Password changed/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // this browser stays signed in with the fresh token
    await page.reload();
    await page.getByText(/Welcome, Meera/).waitFor();
    await live.server.smtp.waitFor(MEERA.username, /password was changed/);

    // Logout, then the old password fails (said inside the dialog) and the new one works
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await signIn(page, MEERA.username, MEERA.password);
    await expectWrongPasswordOnce(page);
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/user\/userDashboard$/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('after a password reset the login dialog opens with the email filled in and no stale error', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    // a wrong password first: its error must not come back once the password is reset
    await signIn(page, MEERA.username, 'not-my-password-2');
    await page.getByRole('dialog').getByText('Invalid email or password').waitFor();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const forgot = page.getByRole('dialog');
    await forgot.getByLabel('Registered email').fill(MEERA.username);
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    const mail = await live.server.smtp.waitFor(MEERA.username, /password reset code/);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    await forgot.getByLabel('OTP', { exact: true }).fill(code);
    await forgot.getByLabel('New password', { exact: false }).first().fill(RESET_PASSWORD);
    await forgot.getByLabel('Confirm', { exact: false }).first().fill(RESET_PASSWORD);
    await forgot.getByRole('button', { name: 'Reset Password' }).click();
    const login = page.getByRole('dialog', { name: /Welcome back/ });
    await login.getByText('Password reset successfully — sign in with your new password').waitFor();
    expect(await login.getByText('Invalid email or password').count()).toBe(0);
    expect(await login.getByLabel('Email').inputValue()).toBe(MEERA.username);
    // said once: in the dialog, not also as a toast (decision 121)
    expect(await page.locator('.Toastify__toast', { hasText: 'Password reset successfully' }).count()).toBe(
      0,
    );
    await shot(page, 'details-after-reset');
    await login.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/user\/userDashboard$/);
    await page.context().close();
  });

  it('at 1280 px too, toasts stay clear of the app bar and of an open dialog title', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/');
    // a wrong password: the login dialog stays open with its error, and a toast is raised beside it
    await signIn(page, MEERA.username, 'not-my-password-1');
    await expectWrongPasswordOnce(page);
    await shot(page, 'details-toast-dialog-1280');
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/user\/userDashboard$/);
    // the sign-in toast on the dashboard, below the app bar's controls
    await expectToastClear(page);
    await shot(page, 'details-toast-dashboard-1280');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a contact message is stored, staff see it in /admin/messages and reply by mail', async () => {
    const visitor = await newPage(live.browser, live.server, 375);
    await visitor.goto('/contact');
    // The contact form comes first; the grievance form below it has fields of the same names (docs/data-rights.md).
    await visitor.getByLabel('Your name').first().fill('Shankar Bhat');
    await visitor.getByLabel('Email').first().fill('shankar.bhat@example.com');
    await visitor.getByLabel('Mobile number (optional)').first().fill('9845044444');
    await visitor.getByLabel('Message').first().fill('Do you have members settled in Pune? Please call me.');
    await visitor.getByRole('button', { name: 'Send' }).first().click();
    await visitor.getByText(/Your message has been received/).waitFor();
    await shot(visitor, 'details-contact-sent');
    await visitor.context().close();

    const admin = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await admin.getByRole('link', { name: /Messages/ }).click();
    const card = admin.getByRole('article', { name: 'Message from Shankar Bhat' });
    await card.getByText('+91 98450 44444').waitFor();
    await shot(admin, 'details-admin-messages');
    await card.getByRole('button', { name: 'Reply by email' }).click();
    const dialog = admin.getByRole('dialog', { name: /Reply to Shankar Bhat/ });
    await dialog.getByLabel('Your reply').fill('Yes, several families in Pune. We will call you today.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    const mail = await live.server.smtp.waitFor('shankar.bhat@example.com', /^Re: /);
    expect(mail.text).toContain('We will call you today.');
    await admin.getByRole('tab', { name: 'Answered' }).click();
    await admin
      .getByText(/Replied /)
      .first()
      .waitFor();
    // the account menu of the admin area offers change password and sign out everywhere
    await admin.getByRole('button', { name: 'Account', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await admin.getByRole('menuitem', { name: 'Sign out everywhere' }).waitFor();
    expect(seriousErrors(admin)).toEqual([]);
    await admin.context().close();
  });

  it('the newsletter is double opt-in: confirmed only through the mailed link', async () => {
    const page = await newPage(live.browser, live.server, 1280);
    await page.goto('/about');
    await page.getByLabel('Email for the newsletter').fill('gita.rao@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(/please confirm with the link/).waitFor();
    const mail = await live.server.smtp.waitFor('gita.rao@example.com', /confirm your newsletter/);
    const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?/);
    await page.goto(link);
    await page.getByText(/subscription is confirmed/).waitFor();
    await shot(page, 'details-newsletter-confirmed');
    await page.context().close();
  });
});
