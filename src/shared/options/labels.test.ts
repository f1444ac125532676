import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues';
import { heightLabel, type OptionsT, optionKey, optionLabel } from './labels';

const i18n = createInstance();
void i18n.init({
  resources: CATALOGUES,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
});
const tOf = (lang: 'en' | 'kn') => i18n.getFixedT(lang, 'options') as unknown as OptionsT;

describe('option labels (docs/i18n.md)', () => {
  it('shows Kannada labels for stored English codes, and the code in English', () => {
    expect(optionLabel(tOf('kn'), 'district', 'Mysuru')).toBe('ಮೈಸೂರು');
    expect(optionLabel(tOf('kn'), 'maritalStatus', 'Widow with children')).toBe('ವಿಧವೆ, ಮಕ್ಕಳಿದ್ದಾರೆ');
    expect(optionLabel(tOf('kn'), 'gender', 'BrideGroom')).toBe('ಗಂಡು');
    expect(optionLabel(tOf('en'), 'gender', 'Bride')).toBe('Female');
    expect(optionLabel(tOf('en'), 'income', '1 Lakh - 2 Lakh')).toBe('1 Lakh - 2 Lakh');
    expect(optionLabel(tOf('kn'), 'income', '1 Lakh - 2 Lakh')).toBe('1 ಲಕ್ಷ - 2 ಲಕ್ಷ');
  });
  it('falls back to the stored value when the catalogue has no label', () => {
    expect(optionLabel(tOf('kn'), 'qualification', 'B.E.')).toBe('B.E.');
    expect(optionLabel(tOf('kn'), 'country', "Cote d'Ivoire")).toBe("Cote d'Ivoire");
    expect(optionLabel(tOf('kn'), 'caste', 'Not a caste')).toBe('Not a caste');
    expect(optionLabel(tOf('kn'), 'caste', '')).toBe('');
  });
  it('keeps feet and inches in heights and translates the unit', () => {
    expect(heightLabel(tOf('en'), 167)).toBe('5\' 6" (167 cm)');
    expect(heightLabel(tOf('kn'), 167)).toBe('5\' 6" (167 ಸೆಂ.ಮೀ.)');
    expect(optionKey('Gowd Saraswat (GSB)')).toBe('Gowd_Saraswat_GSB');
  });
});
