import { describe, expect, it } from 'vitest';
import { gunaMilan, MOON_POSITIONS } from './guna-milan';
import { buildGunaTable, GUNA_TABLE, gunaTotal, moonPositionIndex } from './guna-table';

describe('GUNA_TABLE: guna milan of every pair of Moon positions, precomputed (decision 145)', () => {
  it('is 36 × 36 and every cell equals gunaMilan of that bride and groom', () => {
    expect(GUNA_TABLE).toHaveLength(MOON_POSITIONS.length);
    for (const [b, bride] of MOON_POSITIONS.entries()) {
      expect(GUNA_TABLE[b]).toHaveLength(MOON_POSITIONS.length);
      for (const [g, groom] of MOON_POSITIONS.entries()) {
        expect(
          GUNA_TABLE[b]?.[g],
          `${bride.nakshatra}/${bride.rashi} × ${groom.nakshatra}/${groom.rashi}`,
        ).toBe(gunaMilan(bride, groom)?.total);
      }
    }
    expect(GUNA_TABLE).toEqual(buildGunaTable());
  });

  it('is read by (nakshatra, rashi) of each side, bride first', () => {
    const revati = { nakshatra: 'Revati', rashi: 'Meena' } as const;
    const ashwini = { nakshatra: 'Ashwini', rashi: 'Mesha' } as const;
    expect(gunaTotal(revati, ashwini)).toBe(24.5);
    expect(gunaTotal(ashwini, revati)).toBe(25);
    expect(gunaTotal({ nakshatra: 'Krittika', rashi: 'Vrishabha' }, ashwini)).toBe(
      gunaMilan({ nakshatra: 'Krittika', rashi: 'Vrishabha' }, ashwini)?.total,
    );
    expect(gunaTotal({ nakshatra: 'Ashwini', rashi: 'Other' }, ashwini)).toBeNull();
    expect(moonPositionIndex('Ashwini', 'Meena')).toBe(-1);
  });
});
