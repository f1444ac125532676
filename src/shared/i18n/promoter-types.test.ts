import { describe, expect, it } from 'vitest';
import { PROMOTER_TYPES } from '../schemas/promoters';
import { CATALOGUES } from './catalogues';

/** The promoter's dashboard and profile name the promoter type in the reader's language (docs/i18n.md). */
describe('promoter types in the catalogues', () => {
  it('every promoter type has a label in English and a Kannada one that is not the English word', () => {
    for (const type of PROMOTER_TYPES) {
      expect(CATALOGUES.en.promoter.types[type]).toBe(type);
      expect(CATALOGUES.kn.promoter.types[type]).toMatch(/[\u0C80-\u0CFF]/);
    }
  });
});
