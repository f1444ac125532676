import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { memberFiltersSchema, searchQuerySchema } from './members';

/**
 * The browse/search query schema is also the web filter form's validation (docs/architecture.md#where-rules-live: forms derive
 * from the shared schemas): it must accept the form's values as the inputs hold them (strings, '' = not
 * set) and answer a reversed range with the same field and message the server gives.
 */
const form = {
  q: '',
  age_min: '',
  age_max: '',
  height_min: '',
  height_max: '',
  marital_status: [] as string[],
  caste: [] as string[],
  mother_tongue: [] as string[],
  qualification: [] as string[],
  occupation: [] as string[],
  income_band: [] as string[],
  state: '',
  city: '',
  with_photo: false,
};

describe('member filters schema (server query and web form)', () => {
  it("accepts the form's empty and filled values as strings", () => {
    expect(memberFiltersSchema.safeParse(form).success).toBe(true);
    const filled = { ...form, q: 'Asha', age_min: '24', age_max: '24', height_min: '150', height_max: '170' };
    expect(memberFiltersSchema.parse(filled)).toMatchObject({ age_min: 24, age_max: 24, height_max: 170 });
  });

  it('refuses a range whose lower end is above its upper end, on the upper field', () => {
    for (const schema of [memberFiltersSchema, searchQuerySchema]) {
      const r = schema.safeParse({
        ...form,
        age_min: '30',
        age_max: '25',
        height_min: '180',
        height_max: '150',
      });
      expect(r.success).toBe(false);
      const issues = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
      expect(issues).toEqual([
        ['age_max', MSG.ageRangeInvalid],
        ['height_max', MSG.heightRangeInvalid],
      ]);
    }
  });

  it('names the length limit in a message the catalogues translate', () => {
    const r = memberFiltersSchema.safeParse({ ...form, q: 'x'.repeat(61) });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['q'],
      message: MSG.tooManyCharacters.replace('{max}', '60'),
    });
  });
});
