import { describe, expect, it } from 'vitest';
import { flatten } from '../i18n/catalogue';
import { CATALOGUES } from '../i18n/catalogues';
import { KOOTAS } from './guna-milan';
import { MANGLIK_STATUSES, manglikCompatibility } from './manglik';
import {
  doshaCancelledKey,
  doshaKey,
  GUNA_SUMMARY_KEY,
  kootaMeaningKey,
  kootaNameKey,
  manglikStatementKey,
  manglikStatusKey,
  manglikVerdictKey,
} from './words';

describe('horoscope words in English and Kannada (decisions 145 and 147)', () => {
  const en = flatten(CATALOGUES.en.horoscope);
  const kn = flatten(CATALOGUES.kn.horoscope);

  it('names every koota with a one-line meaning in both languages', () => {
    for (const koota of KOOTAS) {
      for (const key of [kootaNameKey(koota), kootaMeaningKey(koota)]) {
        expect(en[key], key).toBeTruthy();
        expect(kn[key], key).toBeTruthy();
        expect(kn[key], key).not.toBe(en[key]);
      }
    }
    expect(kn[kootaNameKey('nadi')]).toBe('ನಾಡಿ');
    expect(en[GUNA_SUMMARY_KEY]?.replace('{points}', '24').replace('{max}', '36')).toBe('Guna milan 24 / 36');
  });

  it('states every manglik pair, verdict and status, and every dosha and cancellation', () => {
    const keys = [
      doshaKey('nadi'),
      doshaKey('bhakoot'),
      ...(
        [
          'sameRashiDifferentNakshatra',
          'sameNakshatraDifferentRashi',
          'sameNakshatraDifferentPada',
          'sameRashiLord',
          'friendlyRashiLords',
        ] as const
      ).map(doshaCancelledKey),
      ...MANGLIK_STATUSES.map(manglikStatusKey),
    ];
    for (const a of MANGLIK_STATUSES) {
      for (const b of MANGLIK_STATUSES) {
        const { verdict, statement } = manglikCompatibility(a, b);
        keys.push(manglikStatementKey(statement), manglikVerdictKey(verdict));
      }
    }
    for (const key of keys) {
      expect(en[key], key).toBeTruthy();
      expect(kn[key], key).toBeTruthy();
    }
    expect(en[manglikStatementKey('oneManglik')]).toBe(
      'One is manglik and the other is not: traditionally not a match.',
    );
  });
});
