import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CATALOGUES } from '../src/shared/i18n/catalogues';
import { MEMBER_HOME, memberPayload, patientPage, signedInPage } from './fixtures';
import { ADMIN, adminToken, describeInChromium, seriousErrors, shot, signUpActive } from './harness';

const en = CATALOGUES.en;

const MEERA = memberPayload('Meera Rao', {
  gender: 'Bride',
  date_of_birth: '1996-05-11',
  mobile_no: '9845044401',
});
const LATHA = memberPayload('Latha Kamath', {
  gender: 'Bride',
  date_of_birth: '1996-07-19',
  mobile_no: '9845044402',
});
const KIRAN = memberPayload('Kiran Joshi', {
  gender: 'BrideGroom',
  date_of_birth: '1993-01-23',
  mobile_no: '9845044403',
});

/** A drawn masked Aadhaar: only the last four digits show (docs/verification.md#identity). */
async function maskedAadhaar(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
    <rect width="856" height="540" rx="24" fill="#f4efe6"/>
    <rect x="40" y="40" width="180" height="220" fill="#c9b8a3"/>
    <text x="260" y="110" font-size="36" font-family="sans-serif">Meera Rao</text>
    <text x="260" y="170" font-size="28" font-family="sans-serif">DOB 11/05/1996</text>
    <text x="200" y="430" font-size="56" font-family="monospace">XXXX XXXX 4321</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The code of the newest SMS written to the outbox for `mobile` (decision 187: no MSG91 configured). */
function latestSmsCode(dataDir: string, mobile: string): string {
  const dir = path.join(dataDir, 'outbox', 'sms');
  const file = readdirSync(dir)
    .filter((f) => f.includes(mobile))
    .sort()
    .at(-1);
  const code =
    file && /(\d{6}) is your mobile verification code/.exec(readFileSync(path.join(dir, file), 'utf8'));
  if (!code) throw new Error(`no verification SMS for ${mobile} in ${dir}`);
  return code[1];
}

/**
 * Trust badges end to end in Chromium (docs/verification.md): a bride proves her mobile number with the
 * code from the SMS outbox and uploads a masked Aadhaar; staff approve it in the ID queue; a groom filters
 * search to ID-verified members and finds her, with the "ID verified" badge, and the other bride left out.
 */
describeInChromium('trust badges in Chromium (docs/verification.md)', { postgres: 'if-set' }, (live) => {
  it('mobile code, masked ID, staff approval, then the ID-verified filter and badge', async () => {
    const admin = await adminToken(live.server);
    await signUpActive(live.server, MEERA, admin);
    await signUpActive(live.server, LATHA, admin);
    await signUpActive(live.server, KIRAN, admin);

    // The bride: the mobile code from the outbox, then a masked Aadhaar.
    const meera = await signedInPage(live, MEERA, 375, MEMBER_HOME, patientPage);
    await meera.goto('/user/profile#verification');
    const panel = meera.locator('#verification');
    await panel.getByRole('button', { name: en.member.verify.sendCode }).click();
    await panel.getByLabel(en.member.verify.code).waitFor();
    await expect.poll(() => latestSmsCode(live.server.dataDir, MEERA.mobile_no)).toMatch(/^\d{6}$/);
    await panel.getByLabel(en.member.verify.code).fill(latestSmsCode(live.server.dataDir, MEERA.mobile_no));
    await panel.getByRole('button', { name: en.member.verify.confirm, exact: true }).click();
    await panel.getByRole('button', { name: en.member.verify.sendCode }).waitFor({ state: 'detached' });
    await panel.getByText(en.member.badges.mobile).waitFor();
    await panel.getByLabel(en.member.verify.lastFour).fill('4321');
    await panel
      .locator('input[type=file]')
      .setInputFiles({ name: 'aadhaar.jpg', mimeType: 'image/jpeg', buffer: await maskedAadhaar() });
    await panel.getByRole('button', { name: en.member.verify.upload }).click();
    await panel
      .getByText(
        en.member.verify.idState.pending
          .replace('{type}', en.member.verify.docTypes.aadhaar_masked)
          .replace('{lastFour}', '4321'),
      )
      .waitFor();
    await shot(meera, 'verification-member');
    expect(seriousErrors(meera)).toEqual([]);
    await meera.context().close();

    // Staff: the ID queue beside the member's facts, then approve with a matching photo.
    const staff = await signedInPage(live, ADMIN, 1280, /\/admin\//, patientPage);
    await staff.goto('/admin/imageverify?tab=ids');
    await staff
      .getByRole('img', { name: en.admin.idVerify.imageAlt.replace('{name}', 'Meera Rao') })
      .waitFor();
    await shot(staff, 'verification-staff-queue');
    await staff.getByRole('button', { name: en.admin.idVerify.approve }).click();
    await staff.getByText(en.admin.idVerify.empty).waitFor();
    expect(seriousErrors(staff)).toEqual([]);
    await staff.context().close();

    // The groom: search filtered to ID-verified members finds Meera with the badge, not Latha.
    const kiran = await signedInPage(live, KIRAN, 375, MEMBER_HOME, patientPage);
    await kiran.goto('/user/search?id_verified=true&go=1');
    const card = kiran.getByRole('article').filter({ hasText: MEERA.first_name });
    await card.getByText(en.member.badges.id, { exact: true }).waitFor();
    await card.getByText(en.member.badges.mobile, { exact: true }).waitFor();
    expect(await kiran.getByRole('article').filter({ hasText: LATHA.first_name }).count()).toBe(0);
    await shot(kiran, 'verification-search-badge');
    expect(seriousErrors(kiran)).toEqual([]);
    await kiran.context().close();
    // One flow with three sign-ins: on a loaded shared machine it needs more than the default 5 minutes.
  }, 900_000);
});
