import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { dbQuery, memberPayload, recordPlan, signedInPage } from './fixtures';
import { describeInChromium, newPage, seriousErrors, shot, signUpActive } from './harness';

const member = (first: string, gender: 'Bride' | 'BrideGroom', mobile: string, dob: string) =>
  memberPayload(`${first} Rao`, { gender, date_of_birth: dob, mobile_no: mobile });
const KAVYA = member('Kavya', 'Bride', '9845033331', '1997-02-10');
const MEERA = member('Meera', 'Bride', '9845033332', '1996-05-18');
const DIVYA = member('Divya', 'Bride', '9845033333', '1998-08-01');
const ARJUN = member('Arjun', 'BrideGroom', '9845033334', '1994-03-12');

/**
 * What the paid plans promise, in Chromium on PostgreSQL (docs/plan-features.md): a Silver member downloads
 * the biodata and creates a share link that a visitor opens in another browser; a Premium member boosts and a
 * man browsing sees her first with the "Boosted" mark.
 */
describeInChromium('plan promises in Chromium', { postgres: 'only' }, (live) => {
  beforeAll(async () => {
    for (const m of [MEERA, KAVYA, ARJUN, DIVYA]) await signUpActive(live.server, m);
    await recordPlan(live.server, KAVYA.username, 'SilverUser');
    await recordPlan(live.server, MEERA.username, 'PremiumUser');
    // Meera was last active long ago: without the boost the others come first.
    await dbQuery(
      live.server,
      `update profiles set last_active_at = now() - interval '20 days'
       where user_id = (select id from users where email = $1)`,
      [MEERA.username],
    );
  });

  it('a Silver member downloads her biodata and shares a link a visitor opens', async () => {
    const kavya = await signedInPage(live, KAVYA, 375);
    await kavya.goto('/user/profile');
    await kavya.getByRole('heading', { name: 'Share my profile' }).waitFor();
    const [download] = await Promise.all([
      kavya.waitForEvent('download'),
      kavya.getByRole('button', { name: 'Biodata in English' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^biodata-.+-en\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    await kavya.getByRole('button', { name: '30 days' }).click();
    await kavya.getByRole('button', { name: 'Create a link' }).click();
    const url = await kavya.getByRole('textbox', { name: 'Share link address' }).inputValue();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{32}$/);
    await shot(kavya, 'plan-promises-share-card');

    const visitor = await newPage(live.browser, live.server, 375);
    await visitor.goto(new URL(url).pathname);
    await visitor.getByRole('heading', { name: 'Kavya' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const text = await visitor.locator('main, body').first().innerText();
    for (const secret of ['Rao', '9845033331', KAVYA.username]) expect(text).not.toContain(secret);
    await visitor.getByRole('link', { name: 'Register to express interest' }).waitFor();
    await shot(visitor, 'plan-promises-shared-page');
    expect(seriousErrors(visitor)).toEqual([]);

    await kavya.reload();
    await kavya.getByText('Opened 1 time').waitFor();
    expect(seriousErrors(kavya)).toEqual([]);
  });

  it('a Premium member boosts and a man browsing sees her first, marked Boosted', async () => {
    const meera = await signedInPage(live, MEERA, 1280);
    await meera.goto('/user/profile');
    await meera.getByRole('button', { name: 'Boost my profile now' }).click();
    await meera.getByText(/Your profile is boosted until/).waitFor();
    await shot(meera, 'plan-promises-boost-card');

    const arjun = await signedInPage(live, ARJUN, 375);
    await arjun.goto('/user/viewAll');
    const first = arjun.getByRole('article').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toMatch(/^Meera/);
    await first.getByText('Boosted', { exact: true }).waitFor();
    await shot(arjun, 'plan-promises-viewall-boosted');
    expect(seriousErrors(arjun)).toEqual([]);
    expect(seriousErrors(meera)).toEqual([]);
  });
});
