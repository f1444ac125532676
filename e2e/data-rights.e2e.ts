import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { todayIST } from '../src/shared/dates';
import { ADMIN_HOME, memberPayload, signedInPage } from './fixtures';
import {
  ADMIN,
  adminToken,
  apiResponse,
  describeInChromium,
  newPage,
  seriousErrors,
  shot,
  signIn,
  signUpActive,
} from './harness';

const LATA = memberPayload('Lata Bhat', { gender: 'Bride', mobile_no: '9845044444' });
const KIRAN = memberPayload('Kiran Rao', {
  gender: 'BrideGroom',
  date_of_birth: '1994-02-02',
  mobile_no: '9845055555',
});

/**
 * Data rights (docs/data-rights.md) end to end in Chromium on PGlite: a member downloads her data (prepared in the background with
 * progress) and deletes her account, which vanishes from another member's search at once, and Kiran, who
 * sent her an interest, sees "A deleted member" in its place; signing in again offers to cancel (and her
 * card comes back); staff see her in the deletion queue; the grievance form gets a reference.
 */
describeInChromium("members' data rights, in Chromium", {}, (live) => {
  let kiranToken: string;
  let lataNo: string;

  beforeAll(async () => {
    const admin = await adminToken(live.server);
    lataNo = (await signUpActive(live.server, LATA, admin)).registration_no;
    const kiranNo = (await signUpActive(live.server, KIRAN, admin)).registration_no;
    // Kiran's Silver plan is paid at the office (recorded by staff), so he can express interest in Lata.
    const paid = await apiResponse(
      live.server,
      `/api/admin/members/${kiranNo}/payments`,
      {
        plan: 'SilverUser',
        amount_paise: 10000,
        mode: 'cash',
        paid_on: todayIST(), // the IST date: never before the day Kiran registered (decision 107)
      },
      admin,
    );
    expect(paid.status).toBe(201);
    kiranToken = (
      await apiResponse(live.server, '/api/auth/login', {
        username: KIRAN.username,
        password: KIRAN.password,
      })
    ).json.token;
    const interest = await apiResponse(
      live.server,
      '/api/user/interests',
      { registration_no: lataNo, message: 'Namaskara, I liked your profile' },
      kiranToken,
    );
    expect(interest.status).toBe(200);
  });

  const kiranFinds = async () => {
    const search = await apiResponse(
      live.server,
      `/api/user/search?registration_no=${lataNo}`,
      undefined,
      kiranToken,
    );
    const profile = await apiResponse(live.server, `/api/user/profile/${lataNo}`, undefined, kiranToken);
    return { search, profile: profile.status };
  };

  it('a member downloads her data and deletes her account, which vanishes from search at once', async () => {
    expect((await kiranFinds()).profile).toBe(200);
    const page = await signedInPage(live, LATA, 375);

    // The account menu leads to "Your data and sign-ins".
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Your data and sign-ins' }).click();
    await page.waitForURL(/\/user\/privacy$/);
    await page.getByText('Chrome on Linux').first().waitFor();
    await page.getByRole('button', { name: 'Prepare my data' }).click();
    const download = page.getByRole('button', { name: 'Download my data' });
    await download.waitFor({ timeout: 30_000 });
    await shot(page, 'data-rights-ready');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const zip = unzipSync(new Uint8Array(readFileSync((await file.path()) as string)));
    const profile = JSON.parse(new TextDecoder().decode(zip['profile.json']));
    expect(profile.first_name).toBe('Lata');
    expect(Object.keys(zip)).toContain('sign_ins.json');
    expect(JSON.stringify(Object.keys(zip))).not.toContain('Kiran');
    await live.server.smtp.waitFor(LATA.username, /your data is ready to download/);

    // Delete: asked first, with the password.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[autocomplete=current-password]').fill(LATA.password);
    await shot(page, 'data-rights-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${live.server.url}/`);
    // Gone from the other member's search and profile at once.
    const after = await kiranFinds();
    expect(after.profile).toBe(404);
    expect(JSON.stringify(after.search.json)).not.toContain(lataNo);
    await live.server.smtp.waitFor(LATA.username, /will be deleted on/);

    // Kiran's sent interest now shows "A deleted member": no name, number or photo, and no button.
    const kiran = await signedInPage(live, KIRAN, 1280);
    await kiran.goto('/user/myintrest?tab=sent');
    const card = kiran.getByRole('article', { name: 'A deleted member' });
    await card.getByText('This member deleted their account.').waitFor();
    await card.getByText(/Sent on/).waitFor();
    await card.getByText('Namaskara, I liked your profile').waitFor(); // his own message stays
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await card.getByRole('link').count()).toBe(0);
    const main = (await kiran.locator('main').innerText()) ?? '';
    expect(main).not.toContain('Lata');
    expect(main).not.toContain(lataNo);
    await shot(kiran, 'data-rights-deleted-member');
    expect(seriousErrors(kiran)).toEqual([]);

    // Staff see her in the deletion queue.
    const staff = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    await staff.goto('/admin/deletions');
    await staff.getByRole('cell', { name: lataNo }).waitFor();
    await shot(staff, 'data-rights-admin-deletions');

    // Signing in within 30 days offers to cancel; keeping the account lists her again. While the offer
    // shows, the page asks nothing the server refuses (a 403 would sign her out under the dialog).
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    await signIn(page, LATA.username, LATA.password);
    const gate = page.getByRole('dialog', { name: 'Your account is scheduled for deletion' });
    await gate.waitFor();
    // No screenshot here: the sign-in may still be navigating while the offer shows (a shot then races it).
    await gate.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(refused).toEqual([]);
    expect((await kiranFinds()).profile).toBe(200);
    const sent = await apiResponse(live.server, '/api/user/interests?tab=sent', undefined, kiranToken);
    expect(sent.json.interests[0]).toMatchObject({ deleted: false, member: { registration_no: lataNo } });
    expect(seriousErrors(page)).toEqual([]);
  });

  it('a visitor files a grievance on /contact and gets its reference', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/contact#grievance');
    await page.getByText('Grievance officer').first().waitFor();
    const form = page.getByRole('form', { name: 'Your data: correction and grievances' });
    await form.getByLabel('Your name').fill('Visitor Shetty');
    await form.getByLabel('Your email').fill('visitor.shetty@example.com');
    await form.getByLabel('Your grievance').fill('Please tell me what data you hold about my daughter.');
    await form.getByRole('button', { name: 'Send grievance' }).click();
    await page.getByText(/recorded with reference GRV-/).waitFor();
    await shot(page, 'data-rights-grievance');
    await live.server.smtp.waitFor('visitor.shetty@example.com', /grievance GRV-\d{4}-\d{6} received/);
    expect(seriousErrors(page)).toEqual([]);
  });
});
