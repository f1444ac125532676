import { beforeAll, expect, it } from 'vitest';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { LANGUAGE_NAMES } from '../src/shared/i18n/languages';
import { ADMIN_HOME, memberPayload, signedInPage } from './fixtures';
import { ADMIN, api, describeInChromium, seriousErrors, shot } from './harness';

const kn = CATALOGUES.kn.admin;
const RAVI = memberPayload('Ravi Kulkarni', { mobile_no: '+91 98450 44444' });

/**
 * English and Kannada (docs/i18n.md), staff pages through the same mechanism: the Admin switches to Kannada from the account
 * menu, the staff area speaks Kannada (navigation, headings, the document title, dialogs and toasts),
 * the choice survives a reload, and activating a registration works in Kannada at phone width.
 */
describeInChromium('the staff area in Kannada, in Chromium', {}, (live) => {
  beforeAll(async () => {
    await api(live.server, '/api/auth/signup', RAVI);
  });

  it('the Admin switches to Kannada and activates a registration in Kannada', async () => {
    const page = await signedInPage(live, ADMIN, 375, ADMIN_HOME);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: new RegExp(LANGUAGE_NAMES.kn) }).click();
    await page.getByRole('heading', { level: 1, name: kn.dashboard.title }).waitFor();
    expect(await page.title()).toBe(kn.shell.documentTitle.replace('{title}', kn.dashboard.title));
    await page.getByText(kn.dashboard.waiting_one.replace('{count}', '1')).waitFor();

    // The choice is kept: a reload paints the staff area in Kannada again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: kn.dashboard.title }).waitFor();

    await page.getByRole('button', { name: kn.shell.openNav }).click();
    await page.getByRole('link', { name: kn.nav.pending }).click();
    await page.getByRole('heading', { level: 1, name: kn.pending.title }).waitFor();
    await page.getByText(`${RAVI.first_name} ${RAVI.last_name}`).first().waitFor();
    await shot(page, 'admin-kn-pendingdata');
    await page.getByRole('button', { name: kn.actions.activate.label, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(kn.actions.activate.explain).waitFor();
    await dialog.getByRole('button', { name: kn.actions.activate.label, exact: true }).click();
    await page.getByText(`${RAVI.first_name} (`).first().waitFor();
    const toast = await page.locator('.Toastify__toast').first().innerText();
    expect(toast).toContain(kn.actions.activate.done.split(') ')[1]);
    await page.getByText(kn.pending.empty).first().waitFor();
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
