import { describe, expect, it } from 'vitest';
import type { Seeker } from '../directory/criteria';
import { type CandidateFacts, matchWords } from './match.words';

/** A viewer who asks for a caste, a mother tongue, a diet and a city (only the facts matchWords reads). */
const seeker = {
  id: 'viewer',
  profile: { city: 'Udupi', state: 'Karnataka' },
  prefs: {
    cities: ['Mysuru'],
    states: [],
    country: '',
    maritalStatuses: [],
    castes: ['Brahmin'],
    motherTongues: ['Kannada'],
    qualifications: [],
    occupations: [],
    incomeBands: [],
    diets: ['Vegetarian'],
    heightMin: null,
    heightMax: null,
  },
} as unknown as Seeker;

const candidate: CandidateFacts = {
  height_cm: 165,
  marital_status: 'Unmarried',
  caste: 'Brahmin',
  qualification: 'B.E.',
  occupation: 'Engineer',
  income_band: '',
  mother_tongue: 'Kannada',
  state: 'Karnataka',
  city: 'Mysuru',
  country: 'India',
  diet: 'Non-Vegetarian',
  horoscope_moon: null,
  horoscope_manglik: '',
};

describe('the words of a match card (decision 020, docs/i18n.md)', () => {
  it('names what matched and what did not, in English', () => {
    const w = matchWords(seeker, candidate, 'en');
    expect(w.matched).toEqual(['Lives in Mysuru', 'Brahmin', 'Kannada']);
    expect(w.missed).toEqual(['Diet: Non-Vegetarian']);
  });

  it('reads the values in Kannada on a Kannada page, not the stored English codes', () => {
    const w = matchWords(seeker, candidate, 'kn');
    const text = [...w.matched, ...w.missed].join(' · ');
    expect(text).toContain('ಬ್ರಾಹ್ಮಣ');
    expect(text).not.toMatch(/Brahmin|Kannada|Mysuru|Vegetarian/);
  });
});
