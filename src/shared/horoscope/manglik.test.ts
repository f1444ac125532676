import { describe, expect, it } from 'vitest';
import { MANGLIK_STATUSES, type ManglikStatus, manglikCompatibility } from './manglik';

describe('manglikCompatibility (decision 147)', () => {
  it.each([
    ['Yes', 'Yes', 'match', 'bothManglik'],
    ['No', 'No', 'match', 'neitherManglik'],
    ['Partial', 'Partial', 'match', 'bothPartial'],
    ['Yes', 'Partial', 'match', 'partialAndManglik'],
    ['Yes', 'No', 'mismatch', 'oneManglik'],
    ['Partial', 'No', 'mild', 'partialAndNot'],
    ['Dont Know', 'Yes', 'unknown', 'unknown'],
    ['No', 'Dont Know', 'unknown', 'unknown'],
  ] as const)('%s with %s: %s (%s)', (a, b, verdict, statement) => {
    expect(manglikCompatibility(a, b)).toEqual({ verdict, statement });
    expect(manglikCompatibility(b, a)).toEqual({ verdict, statement });
  });

  it('reads a status not stated as "don\'t know", never as a mismatch', () => {
    for (const s of MANGLIK_STATUSES) {
      expect(manglikCompatibility(null, s as ManglikStatus).verdict).toBe('unknown');
      expect(manglikCompatibility(s as ManglikStatus, undefined).verdict).toBe('unknown');
    }
  });
});
