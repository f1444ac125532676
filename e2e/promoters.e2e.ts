import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import {
  ADMIN_HOME,
  addPromoter,
  fillRegistration,
  newcomer,
  signedInPage,
  signInFromHome,
} from './fixtures';
import {
  ADMIN,
  adminToken,
  api,
  describeInChromium,
  loginToken,
  newPage,
  payAtOffice,
  seriousErrors,
  shot,
} from './harness';

const PROMOTER = { name: 'Sunita Hegde', email: 'sunita.hegde@example.com', password: 'sunita-password-1' };

/**
 * Promoters (decision 022) first slice end to end in Chromium: the Admin creates a promoter in /admin/promoters; the
 * promoter sets a password from the mailed link and signs in through the login dialog onto /PromotAdmin;
 * a member registers with the code (₹100 off at checkout) and pays at the office; the promoter's
 * dashboard shows the paid referral and a ₹100 registration commission pending.
 */
describeInChromium('promoters in the browser', { exit0: false }, (live) => {
  it('admin creates a promoter; the promoter sets a password, signs in and sees a paid referral', async () => {
    const admin = await signedInPage(live, ADMIN, 1280, /\/admin\//);
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

    const mail = await live.server.smtp.waitFor(PROMOTER.email, /set your promoter account password/);
    const link = mail.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(mail.text).not.toContain(PROMOTER.password);

    // A member registers with the code: checkout takes ₹100 off; they pay at the office (real money earns the
    // commission; a test-gateway payment would earn none, decision 185).
    const reg = await api(live.server, '/api/auth/signup', registrationPayload({ promo_code: 'Sunita100' }));
    const order = await api(
      live.server,
      '/api/payments/orders',
      { plan: 'SilverUser', promo_code: 'SUNITA100' },
      reg.token,
    );
    expect(order.checkout.amount_paise).toBe(49900);
    await payAtOffice(live.server, reg.user.registration_no, { code: 'SilverUser', amountPaise: 49900 });

    const page = await newPage(live.browser, live.server, 375);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('textbox', { name: 'New password' }).fill(PROMOTER.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PROMOTER.password);
    await shot(page, 'promoters-set-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set').waitFor();
    await signInFromHome(page, PROMOTER, /\/PromotAdmin/);
    await page.getByText(`Welcome, ${PROMOTER.name}`).waitFor();
    await expect(page.getByText('₹100').first().isVisible()).resolves.toBe(true);
    await shot(page, 'promoters-dashboard');
    await page.goto('/PromotAdmin/team-users');
    await page.getByText(reg.user.registration_no).waitFor();
    expect(seriousErrors(page)).toEqual([]);
    expect(seriousErrors(admin)).toEqual([]);
  });

  it('the promoter flow (decision 022): invite by email, register through the link, pay with the code, verify, success', async () => {
    const MEERA = { name: 'Meera Rao', email: 'meera.rao@example.com', password: 'meera-password-1' };
    const INVITEE = newcomer('Kavya Bhat', 'kavya-password-1');
    // The Admin creates the promoter (the UI path is the test above).
    const admin = await adminToken(live.server);
    await addPromoter(
      live.server,
      MEERA,
      {
        mobile: '9845099999',
        promo_code: 'MEERA100',
        account_no: '556677889900',
      },
      admin,
    );

    // The promoter signs in on a phone and invites a contact by email from Refer / Invite.
    const page = await signedInPage(live, MEERA, 375, /\/PromotAdmin$/);
    await page.getByText(`Welcome, ${MEERA.name}`).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Refer / Invite' }).click();
    await page.waitForURL(/\/PromotAdmin\/refer$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(`${INVITEE.first} ${INVITEE.last}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(INVITEE.email);
    await page.getByRole('textbox', { name: 'Relationship' }).fill('Neighbour');
    // Mobile numbers (decision 016): the contact's mobile is a +91 number like every mobile field; a typed 0 is dropped
    const mobile = page.getByRole('textbox', { name: 'Mobile' });
    await mobile.fill('098450 55555');
    expect(await mobile.inputValue()).toBe('9845055555');
    await page.getByText('+91', { exact: true }).first().waitFor();
    await shot(page, 'promoter-refer');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('1 invitation recorded; 1 sent by email').waitFor();
    await page.goto('/PromotAdmin/pending');
    await page.getByText(`${INVITEE.first} ${INVITEE.last}`).waitFor();
    await page.getByText('Invited', { exact: true }).waitFor();
    await shot(page, 'promoter-pending');

    // The invitee opens the link from the mail: registration with the code filled in.
    const mail = await live.server.smtp.waitFor(INVITEE.email, /invites you/);
    const link = mail.text.match(/https?:\/\/\S+\/register\?code=\S+/)?.[0] ?? '';
    expect(link).toContain('code=MEERA100');
    const invitee = await newPage(live.browser, live.server, 375);
    await invitee.goto(new URL(link).pathname + new URL(link).search);
    await invitee.getByText('Register Here!', { exact: true }).first().waitFor();
    await expect.poll(() => invitee.locator('input[name=promo_code]').inputValue()).toBe('MEERA100');
    await fillRegistration(invitee, INVITEE, { born: '12031997', mobile: '9845011111' });
    await invitee.getByRole('button', { name: 'Submit', exact: true }).click();
    await invitee.waitForURL(/\/activation-pending$/);

    // …pays for Silver with the code through the test gateway: ₹100 off (no money moves).
    await invitee.goto('/payment/checkout?plan=SilverUser');
    await invitee.getByRole('textbox', { name: 'Promo code' }).fill('meera100');
    await invitee.getByRole('button', { name: 'Apply' }).click();
    await invitee.getByText('MEERA100 applied').waitFor();
    await invitee.getByRole('button', { name: 'Pay ₹499' }).click();
    await invitee.waitForURL(/\/payment\/test\/order_test_/);
    await invitee.getByRole('button', { name: 'Pay ₹499' }).click();
    await invitee.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(seriousErrors(invitee)).toEqual([]);
    await invitee.context().close();

    // The Admin verifies them.
    const adminPage = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await adminPage.goto('/admin/pendingdata');
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill(INVITEE.email);
    await adminPage.getByText('1 pending registration matches your search.').waitFor();
    await adminPage.getByText(`${INVITEE.first} ${INVITEE.last}`).first().waitFor();
    await adminPage.getByRole('button', { name: 'Activate', exact: true }).first().click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await live.server.smtp.waitFor(INVITEE.email, /account is active/i);

    // The promoter sees the referral under success; a test-gateway payment earns no commission (decision 185).
    await page.goto('/PromotAdmin/success');
    await page.getByText(`${INVITEE.first} ${INVITEE.last}`).waitFor();
    await page.getByText('Silver', { exact: true }).waitFor();
    await shot(page, 'promoter-success');
    await page.goto('/PromotAdmin/pending');
    await page.getByText('Nobody here yet.').waitFor();
    await page.goto('/PromotAdmin');
    await page.getByText('Earnings pending').waitFor();
    expect(await page.locator('p', { hasText: /^₹100(\.00)?$/ }).count()).toBe(0);
    await shot(page, 'promoter-dashboard-paid');

    // Bank details: masked; a change waits for the Admin's approval.
    await page.goto('/PromotAdmin/profilepage?tab=bank');
    await page.getByText(/9900$/).waitFor();
    expect(await page.getByText('556677889900').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Account number' }).fill('112233445566');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(/waiting for staff approval/).waitFor();
    await shot(page, 'promoter-bank-pending');
    await adminPage.goto('/admin/promoters');
    await adminPage.getByText('Bank detail changes waiting for approval (1)').waitFor();
    await shot(adminPage, 'admin-bank-changes');
    await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await adminPage.getByText('Bank details approved').first().waitFor();
    await page.reload();
    await page.getByText(/5566$/).waitFor();
    await page.getByRole('button', { name: /Notifications, 1 unread/ }).waitFor();

    // Lock: the screen is covered, survives a reload, and opens with the password.
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'Lock' }).click();
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    await shot(page, 'promoter-locked');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Incorrect password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(MEERA.password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor({ state: 'detached' });
    await page.getByText('Bank Details').first().waitFor();

    // English and Kannada (docs/i18n.md): the area reads in Kannada from the Admin menu's language switch.
    await page.goto('/PromotAdmin');
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: /Kannada|ಕನ್ನಡ/ }).click();
    await page.getByText(`ಸ್ವಾಗತ, ${MEERA.name}`).waitFor();
    await shot(page, 'promoter-dashboard-kn');
    expect(seriousErrors(page)).toEqual([]);
    expect(seriousErrors(adminPage)).toEqual([]);
  });

  it('a promoter changes the password or signs out everywhere from the Admin menu; the mobile reads +91', async () => {
    const RANI = { name: 'Rani Shetty', email: 'rani.shetty@example.com', password: 'rani-password-1' };
    const admin = await adminToken(live.server);
    await addPromoter(
      live.server,
      RANI,
      {
        mobile: '098450 77777',
        promo_code: 'RANI100',
      },
      admin,
    );
    const elsewhere = await loginToken(live.server, { username: RANI.email, password: RANI.password });
    const stored = await api(live.server, '/api/promoter/profile', undefined, elsewhere);
    expect(stored.profile.mobile).toBe('+919845077777');

    const page = await signedInPage(live, RANI, 375, /\/PromotAdmin$/);
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByRole('dialog').getByText('+91 98450 77777').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await shot(page, 'promoter-account-menu');
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // the session opened elsewhere ended too
    await expect(api(live.server, '/api/promoter/profile', undefined, elsewhere)).rejects.toThrow(/401/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
