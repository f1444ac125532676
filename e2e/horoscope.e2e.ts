import { expect, it } from 'vitest';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { MEMBER_HOME, memberPayload, patientPage, signedInPage } from './fixtures';
import {
  adminToken,
  api,
  choose,
  describeInChromium,
  loginToken,
  seriousErrors,
  shot,
  signUpActive,
} from './harness';

const en = CATALOGUES.en;
const kn = CATALOGUES.kn;

const RAVI = memberPayload('Ravi Bhat', {
  gender: 'BrideGroom',
  date_of_birth: '1994-03-02',
  mobile_no: '9845033301',
});
/** Bharani in Mesha: 33 / 36 with a groom of Ashwini (src/shared/horoscope/guna-table.ts). */
const ANU = memberPayload('Anu Hegde', {
  gender: 'Bride',
  date_of_birth: '1997-06-20',
  mobile_no: '9845033302',
});
/** Hasta: 10 / 36 with a groom of Ashwini. */
const DIVYA = memberPayload('Divya Shetty', {
  gender: 'Bride',
  date_of_birth: '1997-08-14',
  mobile_no: '9845033303',
});

/** A small PDF: a chart as a member might upload it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Horoscope matching end to end in Chromium (docs/horoscope.md): a groom sets his nakshatra and a minimum
 * guna milan as a must-have; MyMatches lists only the compatible bride, with her score; her profile shows
 * the koota breakdown in Kannada and her approved horoscope chart; the search filter "minimum guna milan"
 * keeps her and leaves the other out, and her search card says the guna milan (English at 1280 px,
 * Kannada at 375 px); the manglik filter keeps the manglik bride only (375 px, Kannada, decision 212);
 * the bride sees her chart's state on My profile.
 */
describeInChromium('horoscope matching in Chromium (docs/horoscope.md)', { postgres: 'if-set' }, (live) => {
  let anuNo = '';

  it('arranges two brides (one with an approved chart) and a groom', async () => {
    const admin = await adminToken(live.server);
    anuNo = (await signUpActive(live.server, ANU, admin)).registration_no;
    await signUpActive(live.server, DIVYA, admin);
    await signUpActive(live.server, RAVI, admin);
    const anu = await loginToken(live.server, ANU);
    const divya = await loginToken(live.server, DIVYA);
    await api(
      live.server,
      '/api/user/profile',
      { nakshatra: 'Bharani', rashi: 'Mesha', manglik: 'Yes' },
      anu,
      'PUT',
    );
    await api(live.server, '/api/user/profile', { nakshatra: 'Hasta', manglik: 'No' }, divya, 'PUT');
    const form = new FormData();
    form.append('chart', new Blob([PDF], { type: 'application/pdf' }), 'chart.pdf');
    const up = await fetch(`${live.server.url}/api/user/horoscope-chart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anu}` },
      body: form,
    });
    expect(up.status).toBe(200);
    const { charts } = await api(live.server, '/api/admin/horoscope-charts', undefined, admin);
    expect(charts).toHaveLength(1);
    await api(
      live.server,
      `/api/admin/horoscope-charts/${charts[0].id}`,
      { status: 'approved' },
      admin,
      'PATCH',
    );
  });

  it('the groom sets his nakshatra and a minimum guna milan; MyMatches lists only the compatible bride, with her score', async () => {
    const page = await signedInPage(live, RAVI, 1280, MEMBER_HOME, patientPage);
    await page.goto('/user/profile');
    await page
      .getByRole('button', {
        name: en.member.actions.editSection.replace('{section}', en.member.sections.family),
      })
      .click();
    await choose(page, en.member.fields.nakshatra, 'Ashwini');
    await page.locator('#family').getByRole('button', { name: en.member.actions.save, exact: true }).click();
    await page.locator('#family').getByText('Ashwini').waitFor();
    await page
      .getByRole('button', {
        name: en.member.actions.editSection.replace('{section}', en.member.preferences.title),
      })
      .click();
    await choose(
      page,
      en.member.preferences.gunaMin,
      en.member.preferences.gunaMinValue.replace('{min}', '18'),
    );
    await page.getByRole('checkbox', { name: en.member.preferences.criteria.guna_milan }).check();
    await page.getByRole('button', { name: en.member.actions.save, exact: true }).click();
    await page.getByText(en.member.preferences.gunaMinValue.replace('{min}', '18')).first().waitFor();
    await page.goto('/user/MyMatches');
    const card = page.getByRole('article').filter({ hasText: ANU.first_name });
    await card.getByText(en.horoscope.summary.replace('{points}', '33').replace('{max}', '36')).waitFor();
    expect(await page.getByText(DIVYA.first_name, { exact: false }).count()).toBe(0);
    await shot(page, 'horoscope-mymatches');

    // Search: the filter "minimum guna milan" keeps Anu and leaves Divya out.
    await page.goto('/user/search?guna_min=30&go=1');
    await page.getByText(ANU.first_name).first().waitFor();
    expect(await page.getByText(DIVYA.first_name).count()).toBe(0);
    // The search card says the guna milan too (docs/horoscope.md#search).
    await page
      .getByRole('article')
      .filter({ hasText: ANU.first_name })
      .getByText(en.horoscope.summary.replace('{points}', '33').replace('{max}', '36'))
      .waitFor();
    await shot(page, 'horoscope-search-filter');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("the bride's profile shows the guna milan breakdown and her chart in Kannada", async () => {
    // Ravi's account reads Kannada (docs/i18n.md): the account's language wins at sign-in (decision 122).
    const ravi = await loginToken(live.server, RAVI);
    await api(live.server, '/api/account/language', { language: 'kn' }, ravi, 'PUT');
    const page = await signedInPage(live, RAVI, 375, MEMBER_HOME, patientPage);
    // The search card's guna milan in Kannada at 375 px.
    await page.goto('/user/search?guna_min=30&go=1');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await page
      .getByRole('article')
      .filter({ hasText: ANU.first_name })
      .getByText(kn.horoscope.summary.replace('{points}', '33').replace('{max}', '36'))
      .waitFor();
    await shot(page, 'horoscope-search-card-kn');
    // The manglik filter (decision 212) at 375 px: both brides without a filter; "Manglik only" leaves Divya out.
    await page.goto('/user/search?go=1');
    await page.getByRole('article').filter({ hasText: DIVYA.first_name }).first().waitFor();
    await choose(page, kn.member.filters.manglik, kn.member.filters.manglikValues.manglik);
    await page.getByRole('button', { name: kn.member.search.submit, exact: true }).click();
    await page
      .getByRole('article')
      .filter({ hasText: DIVYA.first_name })
      .first()
      .waitFor({ state: 'detached' });
    await page.getByRole('article').filter({ hasText: ANU.first_name }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('manglik')).toBe('manglik');
    await shot(page, 'horoscope-search-manglik-kn');
    await page.goto(`/user/member/${anuNo}`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('kn');
    const guna = page.getByTestId('guna-milan');
    await guna.getByRole('button').first().waitFor();
    const chartLink = page.getByRole('link', { name: kn.horoscope.chart.openPdf });
    await chartLink.waitFor();
    // Read before the breakdown dialog opens: a modal dialog hides the page behind it from the roles.
    const href = await chartLink.getAttribute('href');
    await shot(page, 'horoscope-profile-kn');
    await guna.getByRole('button').first().click();
    const breakdown = page.getByRole('dialog');
    await breakdown.getByText(kn.horoscope.breakdown).waitFor();
    for (const k of ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const) {
      await breakdown.getByText(kn.horoscope.kootas[k].name, { exact: true }).waitFor();
    }
    await shot(page, 'horoscope-breakdown-kn');
    // The chart opens through its signed link.
    const res = await page.request.get(href ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('the bride sees her approved chart on My profile', async () => {
    const page = await signedInPage(live, ANU, 375, MEMBER_HOME, patientPage);
    await page.goto('/user/profile#horoscope-chart');
    const card = page.locator('#horoscope-chart');
    await card.getByText(en.member.photos.status.approved).waitFor();
    await card.getByRole('link', { name: en.horoscope.chart.openPdf }).waitFor();
    await card.getByRole('button', { name: en.horoscope.chart.replace }).waitFor();
    await shot(page, 'horoscope-own-chart');
    expect(seriousErrors(page)).toEqual([]);
    await page.context().close();
  });
});
