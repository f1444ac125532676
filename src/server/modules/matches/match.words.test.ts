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
  id_verified_at: null,
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

describe('the horoscope words of a match card (docs/horoscope.md#matching, decision 196)', () => {
  const bride = {
    id: 'bride',
    profile: { gender: 'Bride', nakshatra: 'Bharani', rashi: 'Mesha', manglik: 'Yes', city: '', state: '' },
    prefs: {
      ...seeker.prefs,
      cities: [],
      castes: [],
      motherTongues: [],
      diets: [],
      gunaMin: 30,
      manglikMatch: true,
    },
  } as unknown as Seeker;
  const groom = (moon: number | null, manglik: string) => ({
    ...candidate,
    horoscope_moon: moon,
    horoscope_manglik: manglik,
  });

  it('says whether the guna milan reaches the minimum and whether the manglik statuses go together', () => {
    // Ashwini (position 0) scores 33 with a bride of Bharani; Hasta in Kanya (position 16) 18.
    expect(matchWords(bride, groom(0, 'Partial'), 'en')).toMatchObject({
      matched: ['Guna milan at least 30', 'Manglik status goes together'],
      missed: [],
    });
    expect(matchWords(bride, groom(16, 'No'), 'en').missed).toEqual([
      'Guna milan below 30',
      'Manglik status does not go together',
    ]);
    expect(matchWords(bride, groom(null, 'Dont Know'), 'kn').unknown).toEqual([
      'ಗುಣ ಮಿಲನ ತಿಳಿದಿಲ್ಲ',
      'ಮಾಂಗಲಿಕ ಸ್ಥಿತಿ ತಿಳಿದಿಲ್ಲ',
    ]);
  });

  it('says nothing while her own side is unknown (as matching knows it, for the other side of a score)', () => {
    const w = matchWords(bride, groom(0, 'Yes'), 'en', true); // no horoscope_moon, horoscope_manglik: not shown to all
    expect([...w.matched, ...w.missed, ...w.unknown]).toEqual([]);
  });
});
