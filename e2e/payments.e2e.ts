import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { formatDate } from '../src/shared/dates';
import { addMonthsIST } from '../src/shared/policies/payments';
import {
  ADMIN_HOME,
  addPromoter,
  fillRegistration,
  memberPayload,
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
  seriousErrors,
  shot,
  signUpActive,
} from './harness';

const MEMBER = newcomer('Lakshmi Iyer', 'lakshmi-password-1');
const FREE = memberPayload('Kiran Shetty');

/** The promo code the flows apply (docs/payments.md). */
const PROMO = { server: { env: { PROMO_CODES: 'WELCOME100' } } };

/**
 * Prices and receipts (docs/payments.md#prices-periods-receipts) end to end in Chromium: a newcomer registers choosing Premium, applies a promo code and pays
 * through the test gateway; the Admin verifies the account; the member signs in as PremiumUser with the
 * right expiry and downloads the receipt PDF. The Admin records a cash payment for a Free member, who
 * becomes Silver.
 */
describeInChromium('buying a plan in Chromium', PROMO, (live) => {
  it('a newcomer registers choosing Premium and pays through the test gateway with a promo code', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/membership');
    await page.getByRole('link', { name: 'Get Started' }).last().click();
    await page.waitForURL(/\/register\?type=PremiumUser$/);
    await fillRegistration(page, MEMBER, { born: '15081996', mobile: '9845012345' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    // SPEC §4: the signup lands on /activation-pending, where paying comes first (decision 112).
    await page.waitForURL(/\/activation-pending$/);
    await page.getByRole('link', { name: 'Pay now for Premium' }).click();
    await page.waitForURL(/\/payment\/checkout\?plan=PremiumUser$/);
    await page.getByText('Premium plan', { exact: true }).waitFor();
    await page.getByText('Your plan (1 year) starts when your account is verified.').waitFor();
    await page
      .getByText(/no money moves/)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promo code is not valid').waitFor();
    // decision 112: the price stays, Pay waits; clearing the field restores Pay.
    await page.getByText('₹999', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Pay ₹999' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('');
    expect(await page.getByRole('button', { name: 'Pay ₹999' }).isEnabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME100 applied').waitFor();
    await page.getByRole('button', { name: 'Pay ₹899' }).waitFor();
    await shot(page, 'payment-checkout');
    await page.getByRole('button', { name: 'Pay ₹899' }).click();

    await page.waitForURL(/\/payment\/test\/order_test_/);
    await page.getByRole('heading', { name: 'Test payment — no money moves' }).waitFor();
    await shot(page, 'payment-test-gateway');
    await page.getByRole('button', { name: 'Pay ₹899' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByText(/TEST\/\d{4}-\d{2}\/000001/).waitFor(); // decision 106: the test series
    await page.getByText(/still being verified/).waitFor();
    await shot(page, 'payment-done');
    await page.getByText('Your plan starts when your account is verified.').waitFor();
    // decision 111: paid while pending: "is paid", not "is active".
    const mail = await live.server.smtp.waitFor(MEMBER.email, /Premium plan is paid/);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the Admin verifies; the member signs in as PremiumUser with the right expiry and downloads the receipt', async () => {
    const admin = await adminToken(live.server);
    const pending = await api(live.server, '/api/admin/users?status=pending', undefined, admin);
    const reg = pending.users.find((u: { email: string }) => u.email === MEMBER.email).registration_no;
    const adminPage = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await adminPage.goto('/admin/pendingdata');
    await adminPage.getByText(`${MEMBER.first} ${MEMBER.last}`).first().waitFor();
    await adminPage.getByRole('button', { name: 'Activate', exact: true }).first().click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
    await live.server.smtp.waitFor(MEMBER.email, /account is active/i);
    await adminPage.context().close();

    const page = await signedInPage(live, MEMBER, 375);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await api(live.server, '/api/auth/me', undefined, token ?? '');
    expect(me.user).toMatchObject({ user_role: 'PremiumUser', registration_no: reg });
    const [paid] = (await api(live.server, '/api/payments/mine', undefined, token ?? '')).payments;
    const expected = addMonthsIST(new Date(paid.period_start), 12);
    expect(new Date(paid.period_end).getTime()).toBe(expected.getTime());
    // decision 111: paid while pending, the period starts at activation (after the payment).
    expect(new Date(paid.period_start).getTime()).toBeGreaterThan(new Date(paid.paid_at).getTime());
    await page.getByText(`Premium plan · valid till ${formatDate(expected)}`).waitFor();
    await shot(page, 'payment-dashboard-premium');

    await page.goto('/user/payments');
    await page.getByRole('heading', { name: 'My payments' }).waitFor();
    await shot(page, 'payment-member-payments');
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Download receipt TEST/ })
      .first()
      .click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download).suggestedFilename()).toMatch(/^TEST-\d{4}-\d{2}-000001\.pdf$/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the Admin records a cash payment for a Free member, who becomes Silver', async () => {
    const free = await signUpActive(live.server, FREE);

    const page = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await page.getByRole('link', { name: 'Member payments' }).click();
    await page.getByRole('textbox', { name: 'Registration number' }).fill(free.registration_no);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText(`Kiran Shetty · ${free.registration_no}`).waitFor();
    await page.getByRole('button', { name: 'Record offline payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Plan/ }).click();
    await page.getByRole('option', { name: /^Silver/ }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Amount (₹)' }).inputValue()).toBe('599');
    await dialog.getByRole('textbox', { name: /Reference/ }).fill('Counter receipt 42');
    expect(await dialog.locator('input[type="date"]').count()).toBe(0); // the one DateField (docs/first-impressions.md#details-members-notice)
    await shot(page, 'admin-record-offline');
    await dialog.getByRole('button', { name: 'Record payment and apply plan' }).click();
    await page.getByText(/Payment recorded and the plan applied: receipt RCP\/\d{4}-\d{2}\/000001/).waitFor();
    await page.getByRole('button', { name: /Download receipt RCP/ }).waitFor();
    await shot(page, 'admin-userdata');

    const memberToken = await loginToken(live.server, FREE);
    const me = await api(live.server, '/api/auth/me', undefined, memberToken);
    expect(me.user.user_role).toBe('SilverUser');
    await live.server.smtp.waitFor(FREE.username, /Silver plan is active/);

    await page.getByRole('link', { name: 'Receipts', exact: true }).click();
    await page
      .getByText(/RCP\/\d{4}-\d{2}\/000001/)
      .first()
      .waitFor();
    await shot(page, 'admin-receipts');
    await page.getByRole('link', { name: 'Receipts report' }).click();
    // The report page itself, not the receipts page it replaces (that one lists both payments).
    await page.waitForURL(/\/admin\/receiptsreports$/);
    await page.getByRole('heading', { name: 'Receipts report' }).waitFor();
    // Only the cash payment is revenue: the test gateway's ₹899 never counts (decision 106).
    await page.getByText('₹599').first().waitFor();
    expect(await page.getByText('₹1,498').count()).toBe(0);
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await shot(page, 'admin-receipts-report');
    await page.getByRole('link', { name: 'Online transactions' }).click();
    await page.getByText('Lakshmi Iyer').first().waitFor();
    await shot(page, 'admin-onlinetransaction');
    await page.getByRole('link', { name: 'Renewals', exact: true }).click();
    await page.getByText('No plans expire in this window').waitFor();
    await page.getByRole('link', { name: 'Plans', exact: true }).click();
    await page.getByRole('button', { name: 'Edit' }).nth(2).click();
    await page.getByRole('dialog').getByText('Edit Premium').waitFor();
    await shot(page, 'admin-plans-edit');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("a member invited by a promoter registers, is verified and pays with the promoter's discount applied by itself", async () => {
    const admin = await adminToken(live.server);
    await addPromoter(
      live.server,
      { name: 'Suresh Gowda', email: 'suresh.gowda@example.com' },
      {
        mobile: '9845077777',
        promo_code: 'SURESH100',
        account_no: '112233445566',
      },
      admin,
    );
    const INVITED = newcomer('Ananya Rao', 'ananya-password-1');
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/register?type=SilverUser&code=SURESH100');
    await expect.poll(() => page.locator('input[name=promo_code]').inputValue()).toBe('SURESH100');
    await page
      .getByText(/you can pay for your plan straight away/)
      .first()
      .waitFor();
    await fillRegistration(page, INVITED, { born: '21061997', mobile: '9845033333' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // SPEC §4: /activation-pending, with "Pay now for your Silver plan" first (decision 112).
    await page.waitForURL(/\/activation-pending$/);
    await page.getByRole('heading', { name: 'Pay now for your Silver plan' }).waitFor();
    await shot(page, 'activation-pending-silver');

    // The Admin verifies the account; the member signs in and opens checkout: SURESH100 is applied.
    const pending = await api(live.server, '/api/admin/users?status=pending', undefined, admin);
    const reg = pending.users.find((u: { email: string }) => u.email === INVITED.email).registration_no;
    await api(live.server, `/api/admin/users/${reg}`, { status: 'active' }, admin, 'PATCH');
    await page.evaluate(() => localStorage.clear());
    await signInFromHome(page, INVITED);
    await page.goto('/payment/checkout?plan=SilverUser');
    await page.getByText('Promo code SURESH100', { exact: true }).waitFor();
    await page.getByText('−₹100', { exact: true }).waitFor();
    await page.getByText(/SURESH100 applied · The code of the promoter you registered with/).waitFor();
    await page
      .getByTestId('period')
      .getByText(/^Silver from .+ to .+$/)
      .waitFor();
    await shot(page, 'checkout-promo-applied');
    await page.getByRole('button', { name: 'Pay ₹499' }).click();
    await page.waitForURL(/\/payment\/test\/order_test_/);
    await page.getByRole('button', { name: 'Pay ₹499' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await live.server.smtp.waitFor(INVITED.email, /Silver plan is active/);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a member who pays while pending sees the paid plan on the pending page, with no second offer', async () => {
    const payload = memberPayload('Meena Hegde', { user_role: 'SilverUser', mobile_no: '9845044444' });
    await api(live.server, '/api/auth/signup', payload);
    const page = await signedInPage(live, payload, 375, /\/activation-pending$/);
    await page.getByRole('link', { name: 'Pay now for Silver' }).click();
    await page.waitForURL(/\/payment\/checkout\?plan=SilverUser$/);
    await page.getByText('Your plan (6 months) starts when your account is verified.').waitFor();
    await page.getByRole('button', { name: 'Pay ₹599' }).click();
    await page.waitForURL(/\/payment\/test\/order_test_/);
    await page.getByRole('button', { name: 'Pay ₹599' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByText('Your plan starts when your account is verified.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/activation-pending$/);
    await page.getByText('Silver, paid — starts when your account is verified').waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Your Membership' }).count()).toBe(0);
    expect(await page.getByTestId('pay-first').count()).toBe(0);
    await shot(page, 'activation-pending-silver-paid');
    await live.server.smtp.waitFor(payload.username, /Silver plan is paid/);
    // Buying again while pending: one clear answer.
    await page.goto('/payment/checkout?plan=PremiumUser');
    await page.getByText(/Your Silver plan is paid and starts when your account is verified/).waitFor();
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
