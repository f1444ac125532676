import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { hasText, pdfPlainText } from '../../test/pdf-text';
import { appPerFile } from '../../test/setup';
import { makeSilverKavya } from './sharing.fixtures';

/** The biodata PDF (docs/plan-features.md#biodata, SPEC §9 Silver "share your profile details"). */
describe(`biodata PDF (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let silver: Made;
  beforeAll(async () => {
    silver = await makeSilverKavya(s.t.ctx, { gotra: 'Kashyapa', nakshatra: 'Rohini' });
    await s.t.ctx.db.execute(sql`insert into partner_preferences (user_id, age_min, age_max) values (${silver.id}, 27, 33)
                               on conflict (user_id) do update set age_min = 27, age_max = 33`);
  });

  const get = (who: Made, query: string) => api(who.token, 'GET', `/api/user/biodata.pdf?${query}`);

  it('answers 402 to a Free member', async () => {
    expect((await get(await makeUser(s.t.ctx, { role: 'FreeUser' }), 'lang=en')).statusCode).toBe(402);
  });

  it('draws the sections in English, without contact details unless ticked', async () => {
    const res = await get(silver, 'lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfPlainText(res.rawPayload);
    const en = CATALOGUES.en.pdf.biodata;
    for (const s of [
      en.title,
      en.personal,
      en.family,
      en.career,
      en.horoscope,
      en.expectations,
      'Kavya Hegde',
      'Kashyapa',
    ])
      expect(hasText(text, s), s).toBe(true);
    expect(hasText(text, '27 to 33 years')).toBe(true);
    expect(hasText(text, '9845099999')).toBe(false);
    expect(hasText(text, en.contact)).toBe(false);
    const withContact = await pdfPlainText((await get(silver, 'lang=en&contact=1')).rawPayload);
    expect(hasText(withContact, '9845099999')).toBe(true);
  });

  it('draws the Kannada biodata with Kannada headings', async () => {
    const res = await get(silver, 'lang=kn');
    expect(res.statusCode).toBe(200);
    const text = await pdfPlainText(res.rawPayload);
    const kn = CATALOGUES.kn.pdf.biodata;
    for (const s of [kn.title, kn.personal, kn.family, kn.expectations])
      expect(hasText(text, s), s).toBe(true);
  });
});
