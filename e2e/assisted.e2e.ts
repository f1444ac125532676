import { expect, it, onTestFailed } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import kn from '../src/shared/i18n/locales/kn/assisted';
import { formatMobile } from '../src/shared/phone-format';
import { addPromoter, type Credentials, patientPage, payOnTestGateway, signInFromHome } from './fixtures';
import {
  ADMIN,
  adminToken,
  api,
  apiResponse,
  describeInChromium,
  loginToken,
  type RunningServer,
  SCREENSHOTS,
  type ServerAndBrowser,
  seriousErrors,
  shot,
  signUpActive,
  type TrackedPage,
} from './harness';

const PROMOTER = { name: 'Girish Nayak', email: 'girish.nayak@example.com', password: 'girish-password-1' };
const MANAGER = { name: 'Meera Manager', email: 'meera.rm@example.com', password: 'meera-rm-password-1' };
const KAVYA = registrationPayload({
  first_name: 'Kavya',
  last_name: 'Hegde',
  gender: 'Bride',
  username: 'kavya.hegde@example.com',
  mobile_no: '9845033331',
  promo_code: 'GIRISH100',
});
const ROHAN = registrationPayload({
  first_name: 'Rohan',
  last_name: 'Shetty',
  gender: 'BrideGroom',
  date_of_birth: '1994-02-02',
  username: 'rohan.shetty@example.com',
  mobile_no: '9845033332',
});

/** A staff account invited by the Admin with `permissions`, its password set from the mailed link. */
async function inviteStaff(server: RunningServer, admin: string, permissions: string[]) {
  await api(server, '/api/admin/staff', { name: MANAGER.name, email: MANAGER.email, permissions }, admin);
  const mail = await server.smtp.waitFor(MANAGER.email, /set your staff account password/);
  const token = decodeURIComponent(mail.text.match(/set-password\?token=(\S+)/)?.[1] ?? '');
  await api(server, '/api/auth/set-password', { token, password: MANAGER.password });
}

const opened: TrackedPage[] = [];

/** Signs `who` in from the home page (signInFromHome) on a new page `width` px wide and waits for `landing`. */
async function signedIn(
  live: ServerAndBrowser,
  who: Credentials,
  landing: RegExp,
  width: 375 | 1280 = 375,
): Promise<TrackedPage> {
  // A long flow of five people on a shared machine: a minute for an element rather than the harness's 15 s.
  const page = await patientPage(live.browser, live.server, width);
  opened.push(page);
  await signInFromHome(page, who, landing);
  return page;
}

/**
 * The assisted service end to end in Chromium (docs/assisted-service.md, decisions 170-172): a member referred
 * by a promoter asks for a call back from the dashboard; staff agree the price and record the offline
 * payment on /admin/assistance and assign a relationship manager; the manager (told in the bell) finds
 * a candidate in the member's own scope and suggests him; the member approves; the candidate receives
 * the interest marked as sent by the relationship manager and accepts; both see the other's contact
 * details; the promoter sees the member under Assistance Services › Success and the assistance commission.
 */
describeInChromium('the assisted service in the browser', { postgres: 'if-set' }, (live) => {
  it('request, price, pay, assign, suggest, approve, accept; contacts; the promoter’s commission', async () => {
    const { server } = live;
    onTestFailed(async () => {
      for (const [i, p] of opened.entries())
        await p
          .screenshot({ path: `${SCREENSHOTS}/assisted-failed-${i}.png`, fullPage: true })
          .catch(() => {});
    });
    const admin0 = await adminToken(server);
    await addPromoter(
      server,
      PROMOTER,
      {
        mobile: '9845033330',
        promo_code: 'GIRISH100',
      },
      admin0,
    );
    const kavya = await signUpActive(server, KAVYA, admin0);
    const rohan = await signUpActive(server, ROHAN, admin0);
    // Rohan is on Silver, so the accepted interest opens Kavya's contact details for him too.
    await payOnTestGateway(server, await loginToken(server, ROHAN), 'SilverUser');
    await inviteStaff(server, admin0, ['assistance']);

    // The member asks for a call back from the dashboard, on a phone.
    const member = await signedIn(live, KAVYA, /\/user\/userDashboard/);
    await member.getByRole('heading', { name: 'Assisted service' }).waitFor();
    await member.getByRole('button', { name: 'Request assisted service' }).click();
    const ask = member.getByRole('dialog');
    await ask.getByRole('combobox', { name: 'Language for the call' }).waitFor();
    await ask.getByLabel('Anything we should know (optional)').fill('Please call my father first.');
    await shot(member, 'assisted-request-dialog');
    await ask.getByRole('button', { name: 'Ask for a call back' }).click();
    await member
      .getByText(
        'We received your request. Our team will call you back. Preferred time: Evening (4 pm to 8 pm).',
      )
      .waitFor();
    await shot(member, 'assisted-member-pending');
    await member.goto('/membership');
    await member.getByText(/Priced on request: ₹25,000 to ₹1,00,000/).waitFor();
    await shot(member, 'assisted-membership-offer');

    // The desk: the request waits with the member's number, the referring promoter and the call-back time.
    const desk = await signedIn(live, ADMIN, /\/admin\//, 1280);
    await desk.goto('/admin/assistance');
    const request = desk.getByTestId('assist-request').filter({ hasText: kavya.registration_no });
    await request.getByText('Please call my father first.').waitFor();
    await request.getByText('Promoter: GIRISH100').waitFor();
    await shot(desk, 'assisted-desk-pending');
    await request.getByRole('button', { name: 'Agree price' }).click();
    const price = desk.getByRole('dialog');
    await price.getByLabel('Amount (₹)').fill('100');
    await price.getByRole('button', { name: 'Agree and send payment link' }).click();
    await price.getByText(/^The agreed price must be between ₹25,000 and ₹1,00,000/).waitFor();
    await price.getByLabel('Amount (₹)').fill('30000');
    await price.getByRole('button', { name: 'Agree and send payment link' }).click();
    await price.waitFor({ state: 'detached' });
    // The member is told the price, with the payment link, in the bell and on the dashboard.
    await member.goto('/user/userDashboard');
    await member.getByText('Agreed price: ₹30,000. Pay to start the service.').waitFor();
    await member.getByRole('link', { name: 'Pay ₹30,000' }).waitFor();
    await shot(member, 'assisted-member-priced');

    await desk.getByRole('tab', { name: 'Price agreed: pay to start' }).click();
    await request.getByText('Agreed price: ₹30,000').waitFor();
    await request.getByRole('button', { name: 'Record payment' }).click();
    const pay = desk.getByRole('dialog');
    await pay.getByLabel('Reference (optional)').fill('UPI-77881');
    await shot(desk, 'assisted-desk-offline');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await pay.waitFor({ state: 'detached' });
    await desk.getByText('No requests here.').waitFor();
    await desk.getByRole('tab', { name: 'Paid' }).click();
    await request.waitFor();

    // Assign the relationship manager (workload shown).
    await desk.getByRole('tab', { name: 'Relationship managers' }).click();
    await desk.getByText(`${MANAGER.name} · 0 members`).waitFor();
    await desk.getByRole('combobox', { name: 'Relationship manager' }).click();
    await desk.getByRole('option', { name: `${MANAGER.name} (0)` }).click();
    await desk.getByText(`${MANAGER.name} · 1 member`, { exact: true }).waitFor();
    await shot(desk, 'assisted-desk-managers');

    // The member sees the manager's name and a contact button.
    await member.goto('/user/userDashboard');
    // Exact: the dashboard's notice and the suggestions heading also contain these words.
    await member.getByText('Your relationship manager', { exact: true }).waitFor();
    await member
      .getByRole('button', { name: `Contact ${MANAGER.name}` })
      .or(member.getByRole('link', { name: `Contact ${MANAGER.name}` }))
      .waitFor();
    await member.getByText('No suggestions yet. Your manager will suggest profiles here.').waitFor();
    await shot(member, 'assisted-member-manager');

    // The manager, told in the bell, works for the member on a phone.
    const manager = await signedIn(live, MANAGER, /\/admin\//);
    await manager.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await manager
      .getByRole('menuitem', {
        name: new RegExp(
          `You are now the relationship manager of Kavya Hegde \\(${kavya.registration_no}\\)`,
        ),
      })
      .click();
    await manager.waitForURL(new RegExp(`/admin/assisted/${kavya.registration_no}$`));
    await manager.goto('/admin/assisted');
    await manager.getByText(`Kavya Hegde · ${kavya.registration_no}`).waitFor();
    await shot(manager, 'assisted-workspace');
    await manager.getByRole('link', { name: 'Open' }).click();
    await manager.waitForURL(/\/admin\/assisted\/[A-Z0-9]+$/);
    await manager.getByRole('heading', { name: `Kavya Hegde · ${kavya.registration_no}` }).waitFor();
    await manager
      .getByLabel('Note', { exact: true })
      .last()
      .fill('Spoke to the father; he prefers Bengaluru.');
    await manager.getByRole('button', { name: 'Save note' }).click();
    await manager.getByText('Spoke to the father; he prefers Bengaluru.').waitFor();
    // Candidates by criteria, as Kavya would see them: Rohan is among them, and "Choose" takes him.
    await manager.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
    await manager
      .getByRole('list', { name: 'Or search by criteria' })
      .getByRole('listitem')
      .filter({ hasText: rohan.registration_no })
      .getByRole('button', { name: 'Choose' })
      .click();
    await manager
      .getByText(new RegExp(`Rohan.*${rohan.registration_no}`))
      .first()
      .waitFor();
    await manager.getByLabel('Note for the member (optional)').fill('Same city, a family you will like.');
    await shot(manager, 'assisted-workspace-member');
    await manager.getByRole('button', { name: 'Suggest to the member' }).click();
    await manager.getByText('Awaiting the member').waitFor();

    // The member approves the suggestion: the interest is sent.
    await member.goto('/user/userDashboard');
    await member.getByText('Suggested by your relationship manager').waitFor();
    await member.getByText('“Same city, a family you will like.”').waitFor();
    await shot(member, 'assisted-member-suggestion');
    await member.getByRole('button', { name: 'Approve and send interest' }).click();
    await member.getByText('Interest sent', { exact: true }).first().waitFor();
    await member.getByText(`Suggested ${rohan.registration_no}`).waitFor();

    // The candidate sees who sent it and accepts.
    const cand = await signedIn(live, ROHAN, /\/user\/userDashboard/);
    await cand.goto('/user/myintrest');
    await cand.getByText('Sent by their relationship manager').waitFor();
    await shot(cand, 'assisted-candidate-received');
    await cand.getByRole('button', { name: 'Accept', exact: true }).first().click();
    await server.smtp.waitFor(KAVYA.username, /accepted/i);

    // Both see the other's contact details.
    await cand.goto(`/user/member/${kavya.registration_no}`);
    await cand.getByText(formatMobile(KAVYA.mobile_no)).first().waitFor();
    await member.goto(`/user/member/${rohan.registration_no}`);
    await member.getByText(formatMobile(ROHAN.mobile_no)).first().waitFor();

    // The manager is told in the bell and reads the answer; a direct interest needs the member's opt-in.
    await manager.reload();
    await manager.getByText('Approved').first().waitFor();
    await manager.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await manager
      .getByText(
        `Kavya Hegde (${kavya.registration_no}) approved your suggestion ${rohan.registration_no}: the interest is sent`,
      )
      .waitFor();
    await manager.keyboard.press('Escape');
    const managerToken = (await manager.evaluate(() => localStorage.getItem('token'))) ?? '';
    const direct = await apiResponse(
      server,
      `/api/admin/assisted/mine/${kavya.registration_no}/interests`,
      { registration_no: rohan.registration_no, message: '' },
      managerToken,
    );
    expect(direct.status).toBe(403);

    // The promoter: Assistance Services › Success, and the assistance commission.
    const promoter = await signedIn(live, PROMOTER, /\/PromotAdmin/);
    await promoter.goto('/PromotAdmin/assistance-success');
    await promoter.getByText('Kavya Hegde').first().waitFor();
    await shot(promoter, 'assisted-promoter-success');
    await promoter.goto('/PromotAdmin/earnings?kind=assistance');
    // The commission row names the member (the page lists commissions by name).
    await promoter.getByText('Kavya Hegde').first().waitFor();
    await shot(promoter, 'assisted-promoter-earnings');

    // Kannada: the member's panel and the manager's pages.
    for (const p of [member, manager, desk]) {
      await p.evaluate(() => {
        localStorage.setItem('lang', 'kn');
        localStorage.setItem('langChosen', 'kn');
      });
    }
    await member.goto('/user/userDashboard');
    await member.getByText(kn.panel.suggestions).waitFor();
    await shot(member, 'assisted-member-kn');
    await manager.goto(`/admin/assisted/${kavya.registration_no}`);
    await manager.getByText(kn.ws.candidates).waitFor();
    await shot(manager, 'assisted-workspace-member-kn');
    await manager.goto('/admin/assisted');
    await manager.getByText(kn.ws.due).waitFor();
    await shot(manager, 'assisted-workspace-kn');
    await desk.goto('/admin/assistance');
    await desk.getByRole('tab', { name: kn.desk.tabManagers }).click();
    await desk.getByText(kn.desk.assignTitle).waitFor();
    await shot(desk, 'assisted-desk-kn');

    for (const p of [member, desk, manager, cand, promoter]) expect(seriousErrors(p)).toEqual([]);
  }, 1_800_000);
});
