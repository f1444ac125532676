/**
 * Guna milan (Ashtakoota): the 36-point matching of a bride and a groom from the Moon's nakshatra and
 * rashi of each (decision 145, docs/decisions/145-guna-milan-tables.md). Pure and table-driven: every
 * rule below is a table or a count, each with the published source it was taken from.
 *
 * Sources (the tables were typed from these and checked against each other):
 * - [MAITREYA] Maitreya 8, the open-source Vedic astrology program by Martin Pettau:
 *   github.com/martin-pe/maitreya8, src/jyotish/Partner.cpp `AshtakootaExpert::update` (varna rule,
 *   vashya 5×5 table groom × bride, tara count, gana 3×3 table groom × bride, bhakoot positions, nadi)
 *   and src/jyotish/astrobase.cpp `getVashya` (vashya class of each rashi, Dhanu and Makara split at 15°).
 * - [PYJHORA] PyJHora, the Python port of Jagannatha Hora: github.com/naturalstupid/PyJHora,
 *   src/jhora/horoscope/match/compatibility.py (`YoniArray` 14×14, `yoni_mappings`,
 *   `raasi_adhipathi_array` 7×7 graha maitri points, `raasi_adhipathi_mappings`, gana and nadi classes).
 * - [YONI] freehoroscopesonline.in/yonikoota.php: the 14 yonis, their nakshatras and their sworn enemies
 *   (the zero cells of the yoni table).
 * - [TARA] Future Point, "Horoscope Matching", futuresamachar.com/en/book/horoscope-matching-471/41:
 *   the tara is counted from the bride's star to the groom's and from the groom's to the bride's; each
 *   side whose remainder (count mod 9) is 3, 5 or 7 (Vipat, Pratyari, Vadha) is inauspicious; 1.5 points
 *   for each auspicious side.
 * - [NADI] astroindianpriest.com/nadi-dosh and astrologerpanditji.com/nadi-dosh: the three nadis and the
 *   cancellations of nadi dosha (same rashi and different nakshatras; same nakshatra and different
 *   rashis; same nakshatra and different padas).
 * - [BHAKOOT] Future Point, futuresamachar.com/en/bhakoot-dosha-married-life-1395 and
 *   piosastro.com/kundali-match/bhakoot-dosha-cancellation: 2/12, 5/9 and 6/8 score 0 of 7; the dosha
 *   is cancelled when both rashis have the same lord or the lords are friends of each other.
 */
import type { Nakshatra, Rashi } from '../options/profile';
import { NAKSHATRAS, RASHIS } from '../options/profile';

/** The eight kootas in the traditional order; a koota's maximum is its place in the list (1..8). */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
export type Koota = (typeof KOOTAS)[number];

/** The maximum points of each koota; they add up to 36. */
export const KOOTA_MAX: Record<Koota, number> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** The highest guna milan score. */
export const GUNA_MAX = 36;

/** The twelve rashis of the profile's option list, in zodiac order (RASHIS without 'Other'). */
export const ZODIAC = RASHIS.filter((r) => r !== 'Other') as Exclude<Rashi, 'Other'>[];
export type ZodiacRashi = (typeof ZODIAC)[number];

/** A pada (quarter of a nakshatra, 3°20′): 1..4. */
export type Pada = 1 | 2 | 3 | 4;

/** One side of the match: the Moon's nakshatra and rashi at birth, and its pada when known. */
export type MoonPosition = { nakshatra: Nakshatra; rashi: Rashi; pada?: Pada | null };

// --- Where each nakshatra lies ------------------------------------------------------------------
// 27 nakshatras × 4 padas = 108 padas = 12 rashis × 9 padas: pada p (0..107 from 0° Mesha) lies in rashi
// floor(p / 9). Nine nakshatras span two rashis (Krittika, Mrigashira, Punarvasu, Uttara Phalguni,
// Chitra, Vishakha, Uttara Ashadha, Dhanishta, Purva Bhadrapada).

/** The index 0..107 of a nakshatra's pada, counted from 0° Mesha. */
function padaIndex(nakshatra: number, pada: Pada): number {
  return nakshatra * 4 + (pada - 1);
}

/** The rashis (indexes 0..11) a nakshatra lies in: one, or two for a nakshatra on a rashi's border. */
export function rashisOfNakshatra(nakshatra: Nakshatra): ZodiacRashi[] {
  const n = NAKSHATRAS.indexOf(nakshatra);
  const first = Math.floor(padaIndex(n, 1) / 9);
  const last = Math.floor(padaIndex(n, 4) / 9);
  return (first === last ? [first] : [first, last]).map((r) => ZODIAC[r] as ZodiacRashi);
}

/** The padas (1..4) of `nakshatra` that lie in `rashi` (empty when the nakshatra is not in that rashi). */
export function padasIn(nakshatra: Nakshatra, rashi: Rashi): Pada[] {
  const n = NAKSHATRAS.indexOf(nakshatra);
  const r = ZODIAC.indexOf(rashi as ZodiacRashi);
  return ([1, 2, 3, 4] as Pada[]).filter((p) => Math.floor(padaIndex(n, p) / 9) === r);
}

/**
 * Every (nakshatra, rashi) pair a Moon can have: 27 + 9 (the nakshatras on a border, once in each rashi)
 * = 36, in zodiac order. The rows and columns of GUNA_TABLE (guna-table.ts).
 */
export const MOON_POSITIONS: { nakshatra: Nakshatra; rashi: ZodiacRashi }[] = NAKSHATRAS.flatMap(
  (nakshatra) => rashisOfNakshatra(nakshatra).map((rashi) => ({ nakshatra, rashi })),
);

/** True when the nakshatra lies in the rashi (and, when a pada is given, that pada lies in it). */
export function isValidMoon(m: MoonPosition): boolean {
  if (m.rashi === 'Other') return false;
  const padas = padasIn(m.nakshatra, m.rashi);
  return m.pada ? padas.includes(m.pada) : padas.length > 0;
}

// --- Classes of a rashi and of a nakshatra --------------------------------------------------------

/** Varna of each rashi, zodiac order [MAITREYA]: 0 Brahmin (highest) .. 3 Shudra. */
export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
const RASHI_VARNA = [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0];

/** Vashya classes [MAITREYA astrobase.cpp `getVashya`]. */
export const VASHYAS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
/** Vashya of each rashi; Dhanu and Makara change class at 15° (see vashyaOf). */
const RASHI_VASHYA = [0, 0, 1, 2, 3, 1, 1, 4, -1, -1, 1, 2];

/** Lords of the rashis, zodiac order: indexes into PLANETS. */
export const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const RASHI_LORD = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];

/** The 14 yonis [YONI], [PYJHORA `yoni_categories`]. */
export const YONIS = [
  'Ashwa',
  'Gaja',
  'Mesha',
  'Sarpa',
  'Shwana',
  'Marjara',
  'Mushaka',
  'Gau',
  'Mahisha',
  'Vyaghra',
  'Mriga',
  'Vanara',
  'Nakula',
  'Simha',
] as const;
/** Yoni of each nakshatra, traditional order (Ashwini .. Revati) [YONI], [PYJHORA `yoni_mappings`]. */
export const NAKSHATRA_YONI = [
  0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1,
];

/** Ganas [PYJHORA `_find_gana`]. */
export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
const NAKSHATRA_GANA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];

/** Nadis [NADI]: the nakshatras run Adi, Madhya, Antya, Antya, Madhya, Adi, Adi, ... */
export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
const NAKSHATRA_NADI = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2];

// --- Point tables ------------------------------------------------------------------------------------

/** Vashya points, rows the groom's class, columns the bride's [MAITREYA `vashya_map`]. Not symmetric. */
const VASHYA_POINTS = [
  [2, 1, 0.5, 0, 1],
  [0, 2, 1, 0, 1],
  [0, 1, 2, 0, 1],
  [0.5, 0.5, 1, 2, 0],
  [0, 1, 1, 0, 2],
];

/** Yoni points, symmetric; 0 between sworn enemies [PYJHORA `YoniArray`], enemies per [YONI]. */
export const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/**
 * Graha maitri points between the lords of the two rashis, symmetric [PYJHORA `raasi_adhipathi_array`]:
 * 5 mutual friends (or one lord), 4 friend and neutral, 3 both neutral, 1 friend and enemy,
 * 0.5 neutral and enemy, 0 mutual enemies.
 */
export const MAITRI_POINTS = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

/** Gana points, rows the groom's gana, columns the bride's [MAITREYA `gana_map`]. Not symmetric. */
const GANA_POINTS = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

/** Counts 1..12 from the first rashi to the second, inclusive (the same rashi counts 1). */
function rashiCount(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

/** Counts 1..27 from the first nakshatra to the second, inclusive. */
function nakshatraCount(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}

/**
 * The vashya class of a Moon position. Dhanu is Manava below 15° and Chatushpada above; Makara is
 * Chatushpada below 15° and Jalachara above [MAITREYA `getVashya`]. The position is taken at the middle
 * of its arc: the pada's when the pada is known, else the part of the nakshatra inside the rashi
 * (decision 145): Purva Ashadha in Dhanu (13°20′–26°40′) is Chatushpada, Shravana in Makara
 * (10°–23°20′) is Jalachara.
 */
function vashyaOf(n: number, r: number, pada: Pada | null | undefined): number {
  const fixed = RASHI_VASHYA[r] as number;
  if (fixed >= 0) return fixed;
  const padas = pada ? [pada] : padasIn(NAKSHATRAS[n] as Nakshatra, ZODIAC[r] as ZodiacRashi);
  // Degrees inside the rashi: a pada index p covers (p - 9r) × 10/3 .. +10/3.
  const start = ((padaIndex(n, padas[0] as Pada) - 9 * r) * 10) / 3;
  const end = ((padaIndex(n, padas[padas.length - 1] as Pada) - 9 * r + 1) * 10) / 3;
  const firstHalf = (start + end) / 2 < 15;
  return r === 8 ? (firstHalf ? 1 : 0) : firstHalf ? 0 : 2;
}

/** Tara (1..9) of a count: the remainder of count / 9, where 0 reads as 9. */
function taraOf(count: number): number {
  return ((count - 1) % 9) + 1;
}

/** The inauspicious taras: Vipat (3), Pratyari (5), Vadha (7) [TARA]. */
const BAD_TARAS = [3, 5, 7];

// --- The result ----------------------------------------------------------------------------------

/** One koota of a match: its points, its maximum, and the class each side falls in. */
export type KootaScore = {
  koota: Koota;
  points: number;
  max: number;
  /** The bride's class for this koota, e.g. 'Brahmin', 'Deva', 'Gaja', 'Venus', or a tara number. */
  bride: string;
  groom: string;
};

/** Why a dosha does not count ([NADI], [BHAKOOT]). */
export type DoshaCancellation =
  | 'sameRashiDifferentNakshatra'
  | 'sameNakshatraDifferentRashi'
  | 'sameNakshatraDifferentPada'
  | 'sameRashiLord'
  | 'friendlyRashiLords';

/** A dosha (a koota scoring 0 of its maximum): present or not, and the exception that cancels it. */
export type Dosha = { present: boolean; cancelledBy: DoshaCancellation | null };

/** The guna milan of a bride and a groom. */
export type GunaMilan = {
  /** 0..36 in steps of 0.5; the points the tables give (a cancelled dosha keeps its 0, decision 145). */
  total: number;
  max: typeof GUNA_MAX;
  kootas: KootaScore[];
  nadiDosha: Dosha;
  bhakootDosha: Dosha;
};

/**
 * The guna milan (Ashtakoota) of a bride and a groom from their Moon positions (decision 145; sources
 * at the top of this file). Returns null when either side cannot be scored: rashi 'Other', or a rashi
 * the nakshatra does not lie in (e.g. Ashwini with Meena), or a pada outside that rashi.
 *
 * Direction: the groom and the bride are not interchangeable. Varna: the groom's varna must be equal or
 * higher. Vashya and gana: tables with the groom's class in the rows. Tara: counted from the bride's
 * star to the groom's and from the groom's to the bride's, 1.5 points for each auspicious side.
 * Yoni, graha maitri, bhakoot and nadi are symmetric.
 */
export function gunaMilan(bride: MoonPosition, groom: MoonPosition): GunaMilan | null {
  if (!isValidMoon(bride) || !isValidMoon(groom)) return null;
  const bn = NAKSHATRAS.indexOf(bride.nakshatra);
  const gn = NAKSHATRAS.indexOf(groom.nakshatra);
  const br = ZODIAC.indexOf(bride.rashi as ZodiacRashi);
  const gr = ZODIAC.indexOf(groom.rashi as ZodiacRashi);

  const bVarna = RASHI_VARNA[br] as number;
  const gVarna = RASHI_VARNA[gr] as number;
  const bVashya = vashyaOf(bn, br, bride.pada);
  const gVashya = vashyaOf(gn, gr, groom.pada);
  const taraFromBride = taraOf(nakshatraCount(bn, gn));
  const taraFromGroom = taraOf(nakshatraCount(gn, bn));
  const bYoni = NAKSHATRA_YONI[bn] as number;
  const gYoni = NAKSHATRA_YONI[gn] as number;
  const bLord = RASHI_LORD[br] as number;
  const gLord = RASHI_LORD[gr] as number;
  const bGana = NAKSHATRA_GANA[bn] as number;
  const gGana = NAKSHATRA_GANA[gn] as number;
  const bNadi = NAKSHATRA_NADI[bn] as number;
  const gNadi = NAKSHATRA_NADI[gn] as number;
  const count = rashiCount(br, gr);

  const maitri = MAITRI_POINTS[bLord]?.[gLord] as number;
  const points: Record<Koota, number> = {
    // [MAITREYA]: 1 when the groom's varna is the same or higher (a lower index is higher).
    varna: gVarna <= bVarna ? 1 : 0,
    vashya: VASHYA_POINTS[gVashya]?.[bVashya] as number,
    tara: (BAD_TARAS.includes(taraFromBride) ? 0 : 1.5) + (BAD_TARAS.includes(taraFromGroom) ? 0 : 1.5),
    yoni: YONI_POINTS[bYoni]?.[gYoni] as number,
    grahaMaitri: maitri,
    gana: GANA_POINTS[gGana]?.[bGana] as number,
    // [BHAKOOT]: 2/12, 5/9 and 6/8 score 0; 1/1, 1/7, 3/11 and 4/10 score 7.
    bhakoot: [2, 12, 5, 9, 6, 8].includes(count) ? 0 : 7,
    nadi: bNadi === gNadi ? 0 : 8,
  };

  const classes: Record<Koota, [string, string]> = {
    varna: [VARNAS[bVarna] as string, VARNAS[gVarna] as string],
    vashya: [VASHYAS[bVashya] as string, VASHYAS[gVashya] as string],
    tara: [String(taraFromBride), String(taraFromGroom)],
    yoni: [YONIS[bYoni] as string, YONIS[gYoni] as string],
    grahaMaitri: [PLANETS[bLord] as string, PLANETS[gLord] as string],
    gana: [GANAS[bGana] as string, GANAS[gGana] as string],
    bhakoot: [String(count), String(rashiCount(gr, br))],
    nadi: [NADIS[bNadi] as string, NADIS[gNadi] as string],
  };

  const kootas = KOOTAS.map((koota) => ({
    koota,
    points: points[koota],
    max: KOOTA_MAX[koota],
    bride: classes[koota][0],
    groom: classes[koota][1],
  }));

  return {
    total: kootas.reduce((sum, k) => sum + k.points, 0),
    max: GUNA_MAX,
    kootas,
    nadiDosha: nadiDosha(bride, groom, points.nadi === 0),
    bhakootDosha: bhakootDosha(bLord, gLord, maitri, points.bhakoot === 0),
  };
}

/** [NADI] The exceptions that cancel a nadi dosha (same nadi), in the order the sources list them. */
function nadiDosha(bride: MoonPosition, groom: MoonPosition, present: boolean): Dosha {
  if (!present) return { present, cancelledBy: null };
  const sameNakshatra = bride.nakshatra === groom.nakshatra;
  const sameRashi = bride.rashi === groom.rashi;
  if (sameRashi && !sameNakshatra) return { present, cancelledBy: 'sameRashiDifferentNakshatra' };
  if (sameNakshatra && !sameRashi) return { present, cancelledBy: 'sameNakshatraDifferentRashi' };
  if (sameNakshatra && bride.pada && groom.pada && bride.pada !== groom.pada) {
    return { present, cancelledBy: 'sameNakshatraDifferentPada' };
  }
  return { present, cancelledBy: null };
}

/** [BHAKOOT] A bhakoot dosha is cancelled when the rashi lords are one planet or mutual friends. */
function bhakootDosha(bLord: number, gLord: number, maitri: number, present: boolean): Dosha {
  if (!present) return { present, cancelledBy: null };
  if (bLord === gLord) return { present, cancelledBy: 'sameRashiLord' };
  if (maitri === 5) return { present, cancelledBy: 'friendlyRashiLords' };
  return { present, cancelledBy: null };
}

/**
 * A member's Moon position from the profile's nakshatra and rashi: the rashi as given, or, when the
 * rashi is not given (''), the one rashi the nakshatra lies in (18 of the 27; a nakshatra on a rashi's
 * border needs the rashi). Null when the nakshatra is not given or the pair is not a Moon position
 * (rashi 'Other', a nakshatra outside the rashi). The SQL function guna_moon (decision 146) reads the
 * same way.
 */
export function moonOfMember(
  nakshatra: string | null | undefined,
  rashi: string | null | undefined,
): { nakshatra: Nakshatra; rashi: ZodiacRashi } | null {
  if (!(NAKSHATRAS as readonly string[]).includes(nakshatra ?? '')) return null;
  const n = nakshatra as Nakshatra;
  const inside = rashisOfNakshatra(n);
  if (!rashi) return inside.length === 1 ? { nakshatra: n, rashi: inside[0] as ZodiacRashi } : null;
  return (inside as string[]).includes(rashi) ? { nakshatra: n, rashi: rashi as ZodiacRashi } : null;
}

/** A member as the guna milan needs them: gender (SPEC §3 values) and the profile's rashi and nakshatra. */
export type MemberMoon = {
  gender: string;
  nakshatra: string | null | undefined;
  rashi: string | null | undefined;
};

/**
 * The guna milan of two members in either order: the one whose gender is 'Bride' is the bride, the one
 * whose gender is 'BrideGroom' the groom (SPEC §3 gender values). Null when both have the same gender,
 * either has no nakshatra, or a side is not a Moon position (moonOfMember).
 */
export function gunaMilanOfMembers(a: MemberMoon, b: MemberMoon): GunaMilan | null {
  const bride = a.gender === 'Bride' ? a : b.gender === 'Bride' ? b : null;
  const groom = a.gender === 'BrideGroom' ? a : b.gender === 'BrideGroom' ? b : null;
  if (!bride || !groom || bride === groom) return null;
  const b1 = moonOfMember(bride.nakshatra, bride.rashi);
  const g1 = moonOfMember(groom.nakshatra, groom.rashi);
  return b1 && g1 ? gunaMilan(b1, g1) : null;
}
