import { beforeAll, expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { signedInPage } from './fixtures';
import {
  adminToken,
  api,
  describeInChromium,
  loginToken,
  newPage,
  seriousErrors,
  shot,
  signUpActive,
} from './harness';

const kn = CATALOGUES.kn;

const ASHA = registrationPayload({
  first_name: 'Ashwini',
  username: 'ashwini@example.com',
  mobile_no: '9845030001',
});
const SHREYA = registrationPayload({
  first_name: 'Shreya',
  occupation: 'Engineer',
  username: 'shreya@example.com',
  mobile_no: '9845030002',
});
const GAUTHAM = registrationPayload({
  first_name: 'Gautham',
  gender: 'BrideGroom',
  date_of_birth: '1994-09-23',
  username: 'gautham@example.com',
  mobile_no: '9845030003',
});

/**
 * The first touch in Chromium (decisions 125-127): the public home page shows only the member who chose
 * it, in English and Kannada; figures are lining; MyMatches shows no percentage before preferences are
 * chosen, and a score opens its explanation afterwards.
 */
describeInChromium('first words: home page privacy, match scores, figures', {}, (live) => {
  beforeAll(async () => {
    const admin = await adminToken(live.server);
    for (const p of [ASHA, SHREYA, GAUTHAM]) await signUpActive(live.server, p, admin);
    const asha = await loginToken(live.server, ASHA);
    await api(
      live.server,
      '/api/user/privacy',
      { photo_privacy: 'members', hidden: false, show_on_home: true },
      asha,
      'PUT',
    );
    const shreya = await loginToken(live.server, SHREYA);
    await api(live.server, '/api/user/privacy', { photo_privacy: 'accepted', hidden: false }, shreya, 'PUT');
  });

  it('the home page shows only the member who chose it, in English and in Kannada, with lining figures', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="members-title"]');
    await section.getByText('Ashwini', { exact: true }).waitFor();
    expect(await section.getByText('Shreya').count()).toBe(0);
    await section.getByText('28 years').first().waitFor();
    expect(await section.getByText(/yrs/).count()).toBe(0);
    const numerals = await page.evaluate(
      () => getComputedStyle(document.querySelector('h2') as Element).fontVariantNumeric,
    );
    expect(numerals).toContain('lining-nums');
    await shot(page, 'fw-home-en');
    await page.getByRole('button', { name: /ಕನ್ನಡ/ }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await section.getByText('28 ವರ್ಷ').first().waitFor();
    // Kannada is never letter-spaced (the overline above the title is, in English).
    const overline = section.locator('.MuiTypography-overline').first();
    expect(await overline.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('normal');
    await section.getByText(kn.options.occupation.Software_Professional).first().waitFor();
    await section.getByText(kn.options.district.Bengaluru_Urban, { exact: false }).first().waitFor();
    await shot(page, 'fw-home-kn');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('MyMatches: no percentage before preferences are chosen; afterwards a score explains itself', async () => {
    const page = await signedInPage(live, GAUTHAM, 1280);
    await page.goto('/user/MyMatches');
    await page.getByRole('link', { name: "Open Ashwini's profile" }).first().waitFor();
    await page.getByText(/Tell us what you look for/).waitFor();
    expect(await page.getByRole('button', { name: /% match: see why/ }).count()).toBe(0);
    expect(await page.getByText(/\d+%/).count()).toBe(0);
    await shot(page, 'fw-matches-no-preferences');

    const token = await loginToken(live.server, GAUTHAM);
    await api(
      live.server,
      '/api/user/preferences',
      {
        age_min: 24,
        age_max: 33,
        height_min: null,
        height_max: null,
        marital_statuses: [],
        castes: [],
        qualifications: [],
        occupations: ['Software Professional'],
        income_bands: [],
        mother_tongues: ['Kannada'],
        states: ['Karnataka'],
        cities: [],
        diets: [],
        country: '',
        must_haves: [],
      },
      token,
      'PUT',
    );
    await page.reload();
    await page.getByRole('button', { name: '100% match: see why' }).waitFor();
    await page.getByRole('button', { name: '75% match: see why' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your wishes').waitFor();
    await dialog.getByText("Shreya's wishes").waitFor();
    await dialog.getByText('Occupation: Engineer', { exact: false }).waitFor();
    await shot(page, 'fw-score-explained');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await shot(page, 'fw-matches-with-preferences');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: /ಕನ್ನಡ/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await page.getByRole('button', { name: '75% ಹೊಂದಾಣಿಕೆ: ಏಕೆ ಎಂದು ನೋಡಿ' }).waitFor();
    await shot(page, 'fw-matches-with-preferences-kn');
    // MUI's own words in Kannada too (decision 129): the filters' Autocomplete says ತೆರೆಯಿರಿ, not Open.
    await page.goto('/user/search');
    await page.getByRole('button', { name: 'ತೆರೆಯಿರಿ', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
  it('/membership in Kannada shows the plans on sale in Kannada: names, discounts, durations, features (decision 150)', async () => {
    const page = await newPage(live.browser, live.server, 375);
    await page.goto('/membership');
    await page.getByRole('heading', { name: 'Silver', exact: true }).waitFor();
    await page.getByRole('button', { name: /ಕನ್ನಡ/ }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    // The seeded Kannada columns (migration 0022_plan_texts_kn), fetched again in the new language.
    for (const name of ['ಸಿಲ್ವರ್', 'ಪ್ರೀಮಿಯಂ']) await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByText('70% ಉಳಿತಾಯ', { exact: true }).waitFor();
    await page.getByText('ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ನೋಡಿ', { exact: true }).waitFor();
    await page.getByText('ಅಪರಿಮಿತ ಆಸಕ್ತಿಗಳು', { exact: true }).waitFor();
    for (const english of ['Silver', 'Save 70%', 'View profile details', 'Unlimited interests', /months?\b/])
      expect(await page.getByText(english, { exact: true }).count(), String(english)).toBe(0);
    await shot(page, 'fw-membership-kn');
    // A Kannada reader arriving fresh gets the same.
    await page.reload();
    await page.getByRole('heading', { name: 'ಸಿಲ್ವರ್', exact: true }).waitFor();
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
