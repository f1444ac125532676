import sharp from 'sharp';
import { expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { activeMember, signedInPage } from './fixtures';
import { ADMIN, describeInChromium, newPage, seriousErrors, shot } from './harness';

const STORY = 'We met through the bureau and married in Mysuru with both our families beside us.';

/**
 * Decision 160 in Chromium: a member marks "We found our match" naming her partner, the partner confirms
 * and agrees to the story, staff attach a photo and approve it on /admin/successdata, and the home page shows
 * both.
 */
describeInChromium('success stories in the browser', { exit0: false }, (live) => {
  it('member marks found, partner confirms, staff approve, the home page shows it', async () => {
    const { server, browser } = live;
    const bridePayload = registrationPayload({ first_name: 'Meera', mobile_no: '9845033333' });
    const groomPayload = registrationPayload({
      first_name: 'Karthik',
      gender: 'BrideGroom',
      date_of_birth: '1995-03-02',
      age: '31',
      mobile_no: '9845044444',
    });
    await activeMember(server, bridePayload);
    const groom = await activeMember(server, groomPayload);

    // The bride marks it in her dashboard at 375 px, naming the groom, and writes the story.
    const b = await signedInPage(live, bridePayload, 375, /\/user\/userDashboard/);
    await b.getByRole('button', { name: 'We found our match' }).click();
    const dialog = b.getByRole('dialog');
    await dialog.getByLabel("Partner's registration number (optional)").fill(groom.registrationNo);
    await dialog.getByRole('button', { name: 'Yes, hide my profile' }).click();
    await b.getByText(/We have asked Karthik/).waitFor();
    await b.getByLabel('Your story').fill(STORY);
    await b.getByRole('button', { name: 'Save and agree to publish' }).click();
    await b
      .getByText('Waiting for your partner’s agreement')
      .or(b.getByText(/Waiting for/))
      .first()
      .waitFor();
    await shot(b, 'success-member-card');

    // The groom confirms and agrees to the same text at 1280 px.
    const g = await signedInPage(live, groomPayload, 1280, /\/user\/userDashboard/);
    await g.getByRole('button', { name: 'Confirm' }).click();
    await g.getByRole('button', { name: 'I agree to publish this story' }).click();
    await g.getByText('Waiting for our team’s review').waitFor();

    // Staff approve it on /admin/successdata.
    const s = await signedInPage(live, ADMIN, 1280, /\/admin\//);
    await s.goto('/admin/successdata');
    await s.getByRole('tab', { name: 'Success stories' }).click();
    await s.getByText(STORY).waitFor();
    // Staff attach the couple's photo (docs/success-stories.md#the-photo) and see it before approving.
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    await s
      .locator('input[type=file]')
      .setInputFiles({ name: 'wedding.jpg', mimeType: 'image/jpeg', buffer: photo });
    await s.getByText('Photo added to the story').waitFor();
    const staffImg = s.getByRole('img', { name: /Photo of the story of Meera/ });
    await expect
      .poll(() => staffImg.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shot(s, 'success-staff-queue');
    await s.getByRole('button', { name: 'Approve' }).click();
    await s.getByText('Story published').waitFor();
    await s.goto('/admin/userreports');
    await s.getByRole('heading', { name: 'Registration reports' }).waitFor();
    // the table of the rows shown (named by its aria-label), or the empty state
    await s
      .getByRole('table', { name: 'Registrations by period' })
      .or(s.getByText('Nothing in this period.'))
      .first()
      .waitFor();
    await shot(s, 'userreports');

    // The public home page shows it.
    const pub = await newPage(browser, server, 1280);
    await pub.goto('/');
    await pub.getByText('Meera & Karthik').waitFor();
    expect(await pub.getByText(STORY, { exact: false }).count()).toBeGreaterThan(0);
    const pubImg = pub.getByRole('img', { name: 'Photo of Meera & Karthik' });
    await pubImg.scrollIntoViewIfNeeded();
    await expect
      .poll(() => pubImg.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await pubImg.evaluate((el) => el.closest('section')?.scrollIntoView());
    await pub.screenshot({ path: 'screenshots/success-public-photo-1280.png' });
    await pub.setViewportSize({ width: 375, height: 812 });
    await pubImg.evaluate((el) => el.closest('article')?.scrollIntoView());
    await pub.screenshot({ path: 'screenshots/success-public-photo-375.png' });
    for (const p of [b, g, s, pub]) expect(seriousErrors(p)).toEqual([]);
  });
});
