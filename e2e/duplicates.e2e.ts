import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { ADMIN_HOME, signedInPage } from './fixtures';
import { ADMIN, describeInChromium, seriousErrors, shot, signUpActive } from './harness';

/**
 * Duplicate accounts (decision 194, docs/staff.md#duplicates) in Chromium: a second registration with the
 * first one's mobile number is flagged; staff see both side by side under /admin/imageverify?tab=duplicates
 * at 375 and 1280 px, decline it as a duplicate with a reason (asked first), and the list empties.
 */
describeInChromium('duplicate accounts in Chromium', { postgres: 'only' }, (live) => {
  it('staff see a likely duplicate side by side and decline the newer account', async () => {
    const mobile = '9845033333';
    await signUpActive(
      live.server,
      registrationPayload({
        first_name: 'Meera',
        last_name: 'Bhat',
        username: 'meera.bhat@example.com',
        mobile_no: mobile,
      }),
    );
    const second = await signUpActive(
      live.server,
      registrationPayload({
        first_name: 'Meera',
        last_name: 'B',
        username: 'meera.b@example.com',
        mobile_no: mobile,
      }),
    );
    const admin = await signedInPage(live, ADMIN, 375, ADMIN_HOME);
    await admin.goto('/admin/imageverify?tab=duplicates');
    await admin.getByText('Same mobile number as another account').waitFor();
    await admin.getByText('1 likely duplicate', { exact: true }).waitFor();
    await shot(admin, 'admin-duplicates');

    await admin.getByRole('button', { name: 'Decline as duplicate' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`Decline ${second.registration_no} as a duplicate?`).waitFor();
    await dialog.getByRole('textbox').fill('Second profile of the same person');
    await shot(admin, 'admin-duplicates-decline');
    await dialog.getByRole('button', { name: 'Decline as duplicate' }).click();
    await admin.getByText('No likely duplicates are waiting.').waitFor();
    expect(seriousErrors(admin)).toEqual([]);
    await admin.context().close();
  });
});
