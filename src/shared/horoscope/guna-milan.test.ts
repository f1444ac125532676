import { describe, expect, it } from 'vitest';
import type { Nakshatra, Rashi } from '../options/profile';
import {
  GUNA_MAX,
  gunaMilan,
  gunaMilanOfMembers,
  KOOTA_MAX,
  KOOTAS,
  MOON_POSITIONS,
  type Pada,
  rashisOfNakshatra,
} from './guna-milan';

/**
 * Pairs scored by hand, koota by koota, from the published tables cited at the top of guna-milan.ts
 * (decision 145): varna, vashya and gana from Maitreya 8 (src/jyotish/Partner.cpp, groom rows × bride
 * columns), yoni and graha maitri from PyJHora (compatibility.py `YoniArray`, `raasi_adhipathi_array`;
 * yoni enemies per freehoroscopesonline.in/yonikoota.php), tara per Future Point "Horoscope Matching"
 * (futuresamachar.com/en/book/horoscope-matching-471/41), bhakoot per futuresamachar.com/en/bhakoot-dosha-
 * married-life-1395, nadi classes and cancellations per astroindianpriest.com/nadi-dosh. Each row was
 * read off those tables without running the code; B = bride, G = groom.
 *
 * Columns: bride [nakshatra, rashi, pada?], groom [...], points per koota in KOOTAS order, total,
 * nadi dosha cancellation, bhakoot dosha cancellation ('-' = no dosha, 'x' = dosha not cancelled).
 */
type Side = [Nakshatra, Rashi, Pada?];
const PAIRS: [string, Side, Side, number[], number, string, string][] = [
  ['same star, Ashwini', ['Ashwini', 'Mesha'], ['Ashwini', 'Mesha'], [1, 2, 3, 4, 5, 6, 7, 0], 28, 'x', '-'],
  [
    '5/9 lords Venus–Mercury friends',
    ['Rohini', 'Vrishabha'],
    ['Uttara Phalguni', 'Kanya'],
    [1, 0, 3, 1, 5, 6, 0, 8],
    24,
    '-',
    'friendlyRashiLords',
  ],
  [
    'boundary U.Phalguni in Simha',
    ['Uttara Phalguni', 'Simha'],
    ['Rohini', 'Vrishabha'],
    [0, 0, 3, 1, 0, 6, 7, 8],
    25,
    '-',
    '-',
  ],
  [
    'U.Phalguni in Kanya × in Simha',
    ['Uttara Phalguni', 'Kanya'],
    ['Uttara Phalguni', 'Simha'],
    [1, 0.5, 3, 4, 4, 6, 0, 0],
    18.5,
    'sameNakshatraDifferentRashi',
    'x',
  ],
  [
    'Krittika in Mesha × in Vrishabha',
    ['Krittika', 'Mesha'],
    ['Krittika', 'Vrishabha'],
    [0, 2, 3, 4, 3, 6, 0, 0],
    18,
    'sameNakshatraDifferentRashi',
    'x',
  ],
  [
    '6/8 Mercury–Mars, Deva groom',
    ['Mrigashira', 'Mithuna'],
    ['Vishakha', 'Vrishchika'],
    [1, 1, 1.5, 2, 0.5, 0, 0, 8],
    14,
    '-',
    'x',
  ],
  [
    '6/8 Tula–Vrishabha, one lord',
    ['Vishakha', 'Tula'],
    ['Mrigashira', 'Vrishabha'],
    [1, 1, 1.5, 2, 5, 1, 0, 8],
    19.5,
    '-',
    'sameRashiLord',
  ],
  [
    '6/8 Mesha–Vrishchika, one lord',
    ['Bharani', 'Mesha'],
    ['Jyeshtha', 'Vrishchika'],
    [1, 0, 1.5, 2, 5, 0, 0, 8],
    17.5,
    '-',
    'sameRashiLord',
  ],
  [
    '2/12 Makara–Kumbha, Shravana Jalachara',
    ['Shravana', 'Makara'],
    ['Shatabhisha', 'Kumbha'],
    [0, 1, 1.5, 3, 5, 0, 0, 8],
    18.5,
    '-',
    'sameRashiLord',
  ],
  [
    'Mula Manava, same nadi not cancelled',
    ['Mula', 'Dhanu'],
    ['Ashwini', 'Mesha'],
    [1, 1, 3, 2, 5, 1, 0, 0],
    13,
    'x',
    'friendlyRashiLords',
  ],
  [
    'P.Ashadha Chatushpada bride, Mula groom',
    ['Purva Ashadha', 'Dhanu'],
    ['Mula', 'Dhanu'],
    [1, 0, 3, 2, 5, 0, 7, 8],
    26,
    '-',
    '-',
  ],
  [
    'the same pair the other way round',
    ['Mula', 'Dhanu'],
    ['Purva Ashadha', 'Dhanu'],
    [1, 1, 3, 2, 5, 0, 7, 8],
    27,
    '-',
    '-',
  ],
  [
    'U.Ashadha in Makara × in Dhanu',
    ['Uttara Ashadha', 'Makara'],
    ['Uttara Ashadha', 'Dhanu'],
    [1, 2, 3, 4, 3, 6, 0, 0],
    19,
    'sameNakshatraDifferentRashi',
    'x',
  ],
  [
    'Ardra × Punarvasu in Mithuna',
    ['Ardra', 'Mithuna'],
    ['Punarvasu', 'Mithuna'],
    [1, 2, 3, 2, 5, 5, 7, 0],
    25,
    'sameRashiDifferentNakshatra',
    '-',
  ],
  [
    'Punarvasu in Karka × in Mithuna',
    ['Punarvasu', 'Karka'],
    ['Punarvasu', 'Mithuna'],
    [0, 1, 3, 4, 1, 6, 0, 0],
    15,
    'sameNakshatraDifferentRashi',
    'x',
  ],
  [
    'Punarvasu pada 1 × pada 3',
    ['Punarvasu', 'Mithuna', 1],
    ['Punarvasu', 'Mithuna', 3],
    [1, 2, 3, 4, 5, 6, 7, 0],
    28,
    'sameNakshatraDifferentPada',
    '-',
  ],
  [
    'Chitra in Kanya × in Tula',
    ['Chitra', 'Kanya'],
    ['Chitra', 'Tula'],
    [0, 2, 3, 4, 5, 6, 0, 0],
    20,
    'sameNakshatraDifferentRashi',
    'friendlyRashiLords',
  ],
  [
    'Dhanishta × P.Bhadrapada in Kumbha',
    ['Dhanishta', 'Kumbha'],
    ['Purva Bhadrapada', 'Kumbha'],
    [1, 2, 1.5, 4, 5, 0, 7, 8],
    28.5,
    '-',
    '-',
  ],
  [
    'P.Bhadrapada in Meena × Dhanishta in Makara',
    ['Purva Bhadrapada', 'Meena'],
    ['Dhanishta', 'Makara'],
    [0, 2, 1.5, 4, 3, 0, 7, 8],
    25.5,
    '-',
    '-',
  ],
  [
    'Revati bride, Ashwini groom',
    ['Revati', 'Meena'],
    ['Ashwini', 'Mesha'],
    [0, 0.5, 3, 2, 5, 6, 0, 8],
    24.5,
    '-',
    'friendlyRashiLords',
  ],
  [
    'Ashwini bride, Revati groom',
    ['Ashwini', 'Mesha'],
    ['Revati', 'Meena'],
    [1, 0, 3, 2, 5, 6, 0, 8],
    25,
    '-',
    'friendlyRashiLords',
  ],
  [
    'Magha × P.Phalguni',
    ['Magha', 'Simha'],
    ['Purva Phalguni', 'Simha'],
    [1, 2, 3, 4, 5, 0, 7, 8],
    30,
    '-',
    '-',
  ],
  [
    'Hasta × Swati',
    ['Hasta', 'Kanya'],
    ['Swati', 'Tula'],
    [0, 2, 1.5, 4, 5, 6, 0, 8],
    26.5,
    '-',
    'friendlyRashiLords',
  ],
  [
    'Jyeshtha × Anuradha',
    ['Jyeshtha', 'Vrishchika'],
    ['Anuradha', 'Vrishchika'],
    [1, 2, 3, 4, 5, 1, 7, 8],
    31,
    '-',
    '-',
  ],
  ['Ashlesha × Pushya', ['Ashlesha', 'Karka'], ['Pushya', 'Karka'], [1, 2, 3, 2, 5, 1, 7, 8], 29, '-', '-'],
  [
    '1/7 Vrishabha–Vrishchika',
    ['Rohini', 'Vrishabha'],
    ['Jyeshtha', 'Vrishchika'],
    [1, 0, 1.5, 2, 3, 0, 7, 8],
    22.5,
    '-',
    '-',
  ],
  ['1/7 Tula–Mesha', ['Swati', 'Tula'], ['Bharani', 'Mesha'], [1, 1, 1.5, 3, 3, 6, 7, 8], 30.5, '-', '-'],
  ['tiger and horse', ['Chitra', 'Tula'], ['Ashwini', 'Mesha'], [1, 1, 1.5, 1, 3, 1, 7, 8], 23.5, '-', '-'],
  [
    'cow and tiger, sworn enemies',
    ['Uttara Bhadrapada', 'Meena'],
    ['Chitra', 'Kanya'],
    [0, 1, 1.5, 0, 0.5, 0, 7, 0],
    10,
    'x',
    '-',
  ],
  [
    'P.Ashadha pada 2 groom (Chatushpada)',
    ['Mrigashira', 'Vrishabha'],
    ['Purva Ashadha', 'Dhanu', 2],
    [1, 2, 1.5, 2, 0.5, 6, 0, 0],
    13,
    'x',
    'x',
  ],
  [
    'Shravana pada 1 (first half of Makara)',
    ['Shravana', 'Makara', 1],
    ['Uttara Ashadha', 'Makara', 2],
    [1, 2, 3, 3, 5, 6, 7, 0],
    27,
    'sameRashiDifferentNakshatra',
    '-',
  ],
  [
    'Shravana without pada (Jalachara)',
    ['Shravana', 'Makara'],
    ['Uttara Ashadha', 'Makara'],
    [1, 0.5, 3, 3, 5, 6, 7, 0],
    25.5,
    'sameRashiDifferentNakshatra',
    '-',
  ],
  [
    'Vishakha in Vrishchika × Krittika in Mesha',
    ['Vishakha', 'Vrishchika'],
    ['Krittika', 'Mesha'],
    [0, 1, 1.5, 1, 5, 6, 0, 0],
    14.5,
    'x',
    'sameRashiLord',
  ],
];

const side = ([nakshatra, rashi, pada]: Side) => ({ nakshatra, rashi, pada });
const dosha = (d: { present: boolean; cancelledBy: string | null }) =>
  d.present ? (d.cancelledBy ?? 'x') : '-';

describe('gunaMilan: Ashtakoota of a bride and a groom (decision 145)', () => {
  it.each(PAIRS)('%s', (_name, bride, groom, points, total, nadi, bhakoot) => {
    const result = gunaMilan(side(bride), side(groom));
    expect(result).not.toBeNull();
    expect(result?.kootas.map((k) => k.points)).toEqual(points);
    expect(result?.total).toBe(total);
    expect(result && dosha(result.nadiDosha)).toBe(nadi);
    expect(result && dosha(result.bhakootDosha)).toBe(bhakoot);
  });

  it('has at least 30 pairs, among them every nakshatra that spans two rashis, in each of its rashis', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(30);
    const spanning = MOON_POSITIONS.filter((m) => rashisOfNakshatra(m.nakshatra).length === 2);
    const used = new Set(PAIRS.flatMap(([, b, g]) => [`${b[0]}|${b[1]}`, `${g[0]}|${g[1]}`]));
    const missing = spanning.filter((m) => !used.has(`${m.nakshatra}|${m.rashi}`)).map((m) => m.nakshatra);
    expect(missing).toEqual([]);
  });

  it('knows which rashis a nakshatra lies in: 36 Moon positions, nine nakshatras on a border', () => {
    expect(MOON_POSITIONS).toHaveLength(36);
    expect(rashisOfNakshatra('Krittika')).toEqual(['Mesha', 'Vrishabha']);
    expect(rashisOfNakshatra('Purva Bhadrapada')).toEqual(['Kumbha', 'Meena']);
    expect(rashisOfNakshatra('Revati')).toEqual(['Meena']);
  });

  it('scores nothing for a rashi the nakshatra does not lie in, for Other, or a pada outside the rashi', () => {
    const ok = { nakshatra: 'Ashwini', rashi: 'Mesha' } as const;
    expect(gunaMilan({ nakshatra: 'Ashwini', rashi: 'Meena' }, ok)).toBeNull();
    expect(gunaMilan(ok, { nakshatra: 'Rohini', rashi: 'Other' })).toBeNull();
    expect(gunaMilan(ok, { nakshatra: 'Krittika', rashi: 'Vrishabha', pada: 1 })).toBeNull();
    expect(gunaMilan(ok, { nakshatra: 'Krittika', rashi: 'Vrishabha', pada: 2 })).not.toBeNull();
  });

  it('keeps every koota within its maximum and the total within 36, for every pair of positions', () => {
    expect(Object.values(KOOTA_MAX).reduce((a, b) => a + b, 0)).toBe(GUNA_MAX);
    for (const b of MOON_POSITIONS) {
      for (const g of MOON_POSITIONS) {
        const r = gunaMilan(b, g);
        if (!r) throw new Error('a Moon position was refused');
        expect(r.kootas.map((k) => k.koota)).toEqual([...KOOTAS]);
        for (const k of r.kootas) expect(k.points).toBeGreaterThanOrEqual(0);
        for (const k of r.kootas) expect(k.points).toBeLessThanOrEqual(k.max);
        expect(r.total * 2).toBe(Math.round(r.total * 2));
      }
    }
  });

  it('is not symmetric: the groom and the bride are not interchangeable (varna, vashya, gana)', () => {
    const a = gunaMilan({ nakshatra: 'Revati', rashi: 'Meena' }, { nakshatra: 'Ashwini', rashi: 'Mesha' });
    const b = gunaMilan({ nakshatra: 'Ashwini', rashi: 'Mesha' }, { nakshatra: 'Revati', rashi: 'Meena' });
    expect(a?.total).not.toBe(b?.total);
    // Yoni, graha maitri, bhakoot and nadi are the same both ways.
    for (const koota of ['yoni', 'grahaMaitri', 'bhakoot', 'nadi']) {
      expect(a?.kootas.find((k) => k.koota === koota)?.points).toBe(
        b?.kootas.find((k) => k.koota === koota)?.points,
      );
    }
  });

  it('of two members: the bride is the one with gender Bride, in either order; nothing for the same gender', () => {
    const bride = { gender: 'Bride', nakshatra: 'Revati', rashi: 'Meena' };
    const groom = { gender: 'BrideGroom', nakshatra: 'Ashwini', rashi: 'Mesha' };
    expect(gunaMilanOfMembers(bride, groom)?.total).toBe(24.5);
    expect(gunaMilanOfMembers(groom, bride)?.total).toBe(24.5);
    expect(gunaMilanOfMembers(bride, { ...groom, gender: 'Bride' })).toBeNull();
    expect(gunaMilanOfMembers(bride, { ...groom, nakshatra: '' })).toBeNull();
    expect(gunaMilanOfMembers({ ...bride, rashi: 'Other' }, groom)).toBeNull();
  });
});
