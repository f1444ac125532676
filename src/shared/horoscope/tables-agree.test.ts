import { describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../options/profile';
import { MAITRI_POINTS, NAKSHATRA_YONI, PLANETS, YONI_POINTS, YONIS } from './guna-milan';

/**
 * The tables of guna-milan.ts checked against a second, independent statement of the same rule
 * (decision 145), so a mistyped cell fails here rather than in a member's score.
 */
describe('guna milan tables agree with the rules they come from', () => {
  it('graha maitri: every cell follows from the natural friendships of the planets', () => {
    // Brihat Parashara Hora Shastra ch. 3 (naisargika maitri), as Maitreya 8 getPlanetaryFriendship has it:
    // each planet's friends and enemies; the rest are neutral.
    const friends: Record<string, string[]> = {
      Sun: ['Moon', 'Mars', 'Jupiter'],
      Moon: ['Sun', 'Mercury'],
      Mars: ['Sun', 'Moon', 'Jupiter'],
      Mercury: ['Sun', 'Venus'],
      Jupiter: ['Sun', 'Moon', 'Mars'],
      Venus: ['Mercury', 'Saturn'],
      Saturn: ['Mercury', 'Venus'],
    };
    const enemies: Record<string, string[]> = {
      Sun: ['Venus', 'Saturn'],
      Moon: [],
      Mars: ['Mercury'],
      Mercury: ['Moon'],
      Jupiter: ['Mercury', 'Venus'],
      Venus: ['Sun', 'Moon'],
      Saturn: ['Sun', 'Moon', 'Mars'],
    };
    const view = (a: string, b: string) =>
      a === b || friends[a]?.includes(b) ? 'F' : enemies[a]?.includes(b) ? 'E' : 'N';
    // Points of a pair of views (PyJHora raasi_adhipathi_array; Future Point "Horoscope Matching").
    const POINTS: Record<string, number> = { FF: 5, FN: 4, NN: 3, FE: 1, NE: 0.5, EE: 0 };
    for (const [i, a] of PLANETS.entries()) {
      for (const [j, b] of PLANETS.entries()) {
        const pair = [view(a, b), view(b, a)].sort((x, y) => 'FNE'.indexOf(x) - 'FNE'.indexOf(y)).join('');
        expect(MAITRI_POINTS[i]?.[j], `${a} × ${b}`).toBe(POINTS[pair]);
      }
    }
  });

  it('yoni: symmetric, 4 for the same yoni, 0 exactly for the seven sworn enemies', () => {
    // freehoroscopesonline.in/yonikoota.php: the intensely inimical yonis.
    const ENEMIES = [
      ['Ashwa', 'Mahisha'],
      ['Gaja', 'Simha'],
      ['Mesha', 'Vanara'],
      ['Sarpa', 'Nakula'],
      ['Shwana', 'Mriga'],
      ['Marjara', 'Mushaka'],
      ['Gau', 'Vyaghra'],
    ];
    const enemy = (a: string, b: string) =>
      ENEMIES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    for (const [i, a] of YONIS.entries()) {
      expect(YONI_POINTS[i]?.[i]).toBe(4);
      for (const [j, b] of YONIS.entries()) {
        expect(YONI_POINTS[i]?.[j], `${a} × ${b}`).toBe(YONI_POINTS[j]?.[i]);
        expect(YONI_POINTS[i]?.[j] === 0, `${a} × ${b}`).toBe(enemy(a, b));
      }
    }
  });

  it('yoni: each yoni belongs to two nakshatras, as the published list pairs them', () => {
    // freehoroscopesonline.in/yonikoota.php (Abhijit, the 28th, is not used with 27 nakshatras).
    const pairs: Record<string, string[]> = {};
    for (const [n, y] of NAKSHATRA_YONI.entries()) {
      const yoni = YONIS[y] as string;
      pairs[yoni] = [...(pairs[yoni] ?? []), NAKSHATRAS[n] as string];
    }
    expect(pairs).toEqual({
      Ashwa: ['Ashwini', 'Shatabhisha'],
      Gaja: ['Bharani', 'Revati'],
      Mesha: ['Krittika', 'Pushya'],
      Sarpa: ['Rohini', 'Mrigashira'],
      Shwana: ['Ardra', 'Mula'],
      Marjara: ['Punarvasu', 'Ashlesha'],
      Mushaka: ['Magha', 'Purva Phalguni'],
      Gau: ['Uttara Phalguni', 'Uttara Bhadrapada'],
      Mahisha: ['Hasta', 'Swati'],
      Vyaghra: ['Chitra', 'Vishakha'],
      Mriga: ['Anuradha', 'Jyeshtha'],
      Vanara: ['Purva Ashadha', 'Shravana'],
      Nakula: ['Uttara Ashadha'],
      Simha: ['Dhanishta', 'Purva Bhadrapada'],
    });
  });
});
