import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { durationText } from '../../lib/i18n';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { SEED_PLANS } from './plans.seed';

type ApiPlan = {
  code: string;
  name: string;
  discount_text: string;
  duration_text: string;
  features: string[];
};

const silver = SEED_PLANS.find((p) => p.code === 'SilverUser');
const premium = SEED_PLANS.find((p) => p.code === 'PremiumUser');

describe(`plan texts in Kannada (decision 150, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let admin: Made;
  let member: Made;
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    member = await makeUser(s.t.ctx, { role: 'FreeUser' });
  });

  const publicPlans = async (lang: string, token?: string): Promise<ApiPlan[]> => {
    const res = await api(token, 'GET', '/api/plans', undefined, { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    return res.json().plans;
  };
  const staffPlans = async () => (await api(admin.token, 'GET', '/api/admin/plans')).json();

  it('a Kannada reader gets every plan text in Kannada: name, discount, duration and each feature', async () => {
    for (const token of [undefined, member.token]) {
      const kn = await publicPlans('kn', token);
      expect(kn.map((p) => p.code)).toEqual(['SilverUser', 'PremiumUser']);
      expect(kn[0]).toMatchObject({
        name: 'ಸಿಲ್ವರ್',
        discount_text: '70% ಉಳಿತಾಯ',
        duration_text: durationText('kn', 6),
        features: silver?.featuresKn,
      });
      expect(kn[1]).toMatchObject({
        name: 'ಪ್ರೀಮಿಯಂ',
        discount_text: '60% ಉಳಿತಾಯ',
        features: premium?.featuresKn,
      });
      // Not a Latin word left on a Kannada card, the '%' and digits aside.
      for (const p of kn)
        expect(JSON.stringify([p.name, p.discount_text, ...p.features])).not.toMatch(/[A-Za-z]{2,}/);
    }
    // The member dashboard's plan line names the plan the same way.
    const dash = await api(member.token, 'GET', '/api/user/dashboard', undefined, {
      'accept-language': 'kn',
    });
    expect(dash.json().dashboard.plan.name).toBe('ಉಚಿತ');
    const en = await publicPlans('en-IN');
    expect(en[0]).toMatchObject({
      name: 'Silver',
      discount_text: 'Save 70%',
      duration_text: '6 months',
      features: silver?.features,
    });
  });

  it('staff edit the Kannada texts beside the English ones; an empty Kannada text shows the English one', async () => {
    const list = await staffPlans();
    const p = list.plans.find((x: { code: string }) => x.code === 'SilverUser');
    expect(p).toMatchObject({ name: 'Silver', name_kn: 'ಸಿಲ್ವರ್', discount_text_kn: '70% ಉಳಿತಾಯ' });
    const edit = {
      name: p.name,
      original_price_paise: p.original_price_paise,
      price_paise: p.price_paise,
      discount_text: 'Save 75%',
      duration_months: p.duration_months,
      features: [...p.features, 'Horoscope matching'],
      on_sale: true,
      entitlements: p.entitlements,
      discount_text_kn: '',
      features_kn: [...p.features_kn, 'ಜಾತಕ ಹೊಂದಾಣಿಕೆ'],
    };
    const res = await api(admin.token, 'PUT', '/api/admin/plans/SilverUser', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ discount_text_kn: '', name_kn: 'ಸಿಲ್ವರ್' });
    const [kn] = await publicPlans('kn');
    expect(kn.discount_text).toBe('Save 75%');
    expect(kn.features.at(-1)).toBe('ಜಾತಕ ಹೊಂದಾಣಿಕೆ');
    expect((await staffPlans()).changes[0].changed).toEqual([
      'discount_text',
      'features',
      'discount_text_kn',
      'features_kn',
    ]);
    // An edit that sends no Kannada texts leaves them as they are.
    const { discount_text_kn: _d, features_kn: _f, ...english } = edit;
    const again = await api(admin.token, 'PUT', '/api/admin/plans/SilverUser', {
      ...english,
      discount_text: 'Save 70%',
    });
    expect(again.json().plan.features_kn.at(-1)).toBe('ಜಾತಕ ಹೊಂದಾಣಿಕೆ');
    // Members cannot edit them.
    const refused = await api(member.token, 'PUT', '/api/admin/plans/SilverUser', { ...edit, name_kn: 'x' });
    expect(refused.statusCode).toBe(403);
  });

  it('the migration writes the shipped Kannada texts only where the English texts are still the shipped ones', async () => {
    await s.t.ctx.db
      .update(plans)
      .set({ nameKn: '', discountTextKn: '', featuresKn: [] })
      .where(sql`${plans.code} in ('PremiumUser', 'FreeUser')`);
    await s.t.ctx.db.update(plans).set({ name: 'Premium Plus' }).where(eq(plans.code, 'FreeUser'));
    const file = fileURLToPath(new URL('../../db/migrations/0022_plan_texts_kn.sql', import.meta.url));
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .filter((s) => s.startsWith('UPDATE'));
    expect(updates.length).toBeGreaterThan(0);
    for (const u of updates) await s.t.ctx.db.execute(sql.raw(u));
    const rows = await s.t.ctx.db.select().from(plans);
    const by = (code: string) => rows.find((r) => r.code === code);
    expect(by('PremiumUser')).toMatchObject({
      nameKn: 'ಪ್ರೀಮಿಯಂ',
      discountTextKn: '60% ಉಳಿತಾಯ',
      featuresKn: premium?.featuresKn,
    });
    // Renamed by staff: the shipped Kannada name would be wrong, so it stays empty; its features did not change.
    expect(by('FreeUser')?.nameKn).toBe('');
    expect(by('FreeUser')?.featuresKn).toHaveLength(3);
  });
});
