import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../shared/i18n/catalogues';
import { tFor } from './i18n';

/** tFor's memo (decision 082) must answer exactly as i18next does, per language, key and values. */
describe('tFor', () => {
  it('answers the same text on a repeated call, and per language', () => {
    const en = tFor('en', 'member');
    const kn = tFor('kn', 'member');
    expect(en('matchWords.sameCity')).toBe(CATALOGUES.en.member.matchWords.sameCity);
    expect(en('matchWords.sameCity')).toBe(CATALOGUES.en.member.matchWords.sameCity);
    expect(kn('matchWords.sameCity')).toBe(CATALOGUES.kn.member.matchWords.sameCity);
    expect(kn('matchWords.sameCity')).not.toBe(en('matchWords.sameCity'));
  });

  it('interpolates each set of values on its own, also after a memoised call', () => {
    const t = tFor('en', 'member');
    const a = t('matchWords.livesIn', { city: 'Mysuru' });
    const b = t('matchWords.livesIn', { city: 'Udupi' });
    expect(a).toContain('Mysuru');
    expect(b).toContain('Udupi');
    expect(t('matchWords.livesIn', { city: 'Mysuru' })).toBe(a);
  });

  it('gives a missing key its default value per call, and the same words for a number and its digits', () => {
    const t = tFor('en', 'options') as unknown as (key: string, values?: Record<string, unknown>) => string;
    expect(t('caste.No_such_caste_here', { defaultValue: 'Stored value' })).toBe('Stored value');
    expect(t('caste.No_such_caste_here', { defaultValue: 'Another' })).toBe('Another');
    const h = tFor('en', 'member');
    expect(h('matchWords.height', { height: 170 })).toContain('170');
    expect(h('matchWords.height', { height: '170' })).toBe(h('matchWords.height', { height: 170 }));
  });
});
