import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { addPromoter, signedInPage } from './fixtures';
import { ADMIN, adminToken, api, describeInChromium, payAtOffice, seriousErrors, shot } from './harness';

const PROMOTER = { name: 'Girish Shetty', email: 'girish.shetty@example.com', password: 'girish-password-1' };

/**
 * Commissions and payouts (decision 030) staff side end to end in Chromium: a promoter (created through the API) has a paid referral;
 * the Admin approves the ₹100 registration commission on /admin/promoterearn and pays it out on
 * /admin/paytopromoters; the promoter sees it paid on /PromotAdmin/earnings and downloads the voucher PDF.
 */
describeInChromium('promoter payouts in the browser', { exit0: false }, (live) => {
  it('the Admin approves a commission and pays it out; the promoter sees it paid with the voucher', async () => {
    const adminLogin = await adminToken(live.server);
    await addPromoter(
      live.server,
      PROMOTER,
      {
        mobile: '9845099999',
        promoter_type: 'Agent',
        promo_code: 'GIRISH100',
        registered_on: '2026-04-01',
        account_no: '009876543210',
      },
      adminLogin,
    );
    const reg = await api(
      live.server,
      '/api/auth/signup',
      registrationPayload({ promo_code: 'GIRISH100', first_name: 'Kavya', mobile_no: '9845011111' }),
    );
    // Paid at the office (real money: a test-gateway payment earns no commission, decision 185).
    await payAtOffice(
      live.server,
      reg.user.registration_no,
      { code: 'SilverUser', amountPaise: 59900 },
      adminLogin,
    );

    // The Admin approves the pending commission.
    const admin = await signedInPage(live, ADMIN, 1280, /\/admin\//);
    await admin.goto('/admin/promoterearn');
    await admin.getByRole('cell', { name: /Kavya/ }).waitFor();
    await admin.getByText('Pending', { exact: true }).last().waitFor();
    await shot(admin, 'payouts-promoterearn');
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('1 commission approved').waitFor();
    await admin.getByText('Approved', { exact: true }).last().waitFor();

    // … and pays it out.
    await admin.goto('/admin/paytopromoters');
    await admin.getByText('Choose a promoter to see').waitFor();
    await admin.getByRole('combobox', { name: 'Choose a promoter' }).click();
    await admin.getByRole('option', { name: /Girish Shetty/ }).click();
    await admin.getByRole('cell', { name: /Kavya/ }).waitFor();
    await admin.getByText('XXXXXXXX3210').waitFor();
    await admin.getByLabel('Reference (UTR, UPI id, cheque no.)').fill('UTR998877');
    await shot(admin, 'payouts-paytopromoters');
    await admin.getByRole('button', { name: 'Record payout' }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByText('₹100 to Girish Shetty').waitFor();
    await confirm.getByRole('button', { name: 'Record payout' }).click();
    await admin.getByText(/Payout PV\/\d{4}-\d{2}\/000001 of ₹100 recorded/).waitFor();
    await shot(admin, 'payouts-recorded');

    const voucherMail = await live.server.smtp.waitFor(PROMOTER.email, /Payout PV\//);
    expect(voucherMail.attachments[0]?.contentType).toBe('application/pdf');

    // The promoter sees it paid, with the voucher.
    const page = await signedInPage(live, PROMOTER, 375, /\/PromotAdmin/);
    await page.goto('/PromotAdmin/earnings');
    await page.getByRole('heading', { name: 'Earnings' }).waitFor();
    await page.getByText('Paid', { exact: true }).last().waitFor();
    await page.getByText(/Voucher PV\//).waitFor();
    await shot(page, 'payouts-promoter-earnings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Voucher PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^PV-\d{4}-\d{2}-000001\.pdf$/);

    // Staff reverse the paid commission (a refund): a −₹100 correction is pending, and the promoter sees why
    // (decision 115); My Earnings › Registration shows that kind only and says so.
    const ledger = await api(live.server, '/api/admin/commissions', undefined, adminLogin);
    await api(
      live.server,
      `/api/admin/commissions/${ledger.commissions[0].id}/reverse`,
      { reason: 'Refunded' },
      adminLogin,
    );
    const why = `Correction: Refunded — ${reg.user.registration_no}`;
    await page.goto('/PromotAdmin/earnings?kind=registration');
    await page.getByRole('heading', { name: 'Registration earnings' }).waitFor();
    await page.getByText(/Only Registration commissions are shown here/).waitFor();
    await page.getByText(why).first().waitFor();
    await shot(page, 'promoter-earnings-registration');
    await page.goto('/PromotAdmin/earnings?kind=renewal');
    await page.getByRole('heading', { name: 'Renewal earnings' }).waitFor();
    await page
      .getByText(/No commissions yet/)
      .first()
      .waitFor();
    expect(await page.getByText(why).count()).toBe(0);
    await page.goto('/PromotAdmin');
    await page.getByText(/correction: Refunded — /).waitFor();
    await shot(page, 'promoter-dashboard-correction');
    expect(seriousErrors(page)).toEqual([]);
    expect(seriousErrors(admin)).toEqual([]);
  });
});
