/** Income-per-annum bands; the label is the value sent (SPEC §3, incl. the 26-28 Lakh band the original lacked). */
export const INCOME_BANDS = [
  'None',
  'Upto 1 Lakh',
  '1 Lakh - 2 Lakh',
  '2 Lakh - 3 Lakh',
  '3 Lakh - 4 Lakh',
  '4 Lakh - 5 Lakh',
  '5 Lakh - 6 Lakh',
  '6 Lakh - 7 Lakh',
  '7 Lakh - 8 Lakh',
  '8 Lakh - 9 Lakh',
  '9 Lakh - 10 Lakh',
  '10 Lakh - 12 Lakh',
  '12 Lakh - 14 Lakh',
  '14 Lakh - 16 Lakh',
  '16 Lakh - 18 Lakh',
  '18 Lakh - 20 Lakh',
  '20 Lakh - 22 Lakh',
  '22 Lakh - 24 Lakh',
  '24 Lakh - 26 Lakh',
  '26 Lakh - 28 Lakh',
  '28 Lakh - 30 Lakh',
  '30 Lakh - 32 Lakh',
  '32 Lakh - 34 Lakh',
  '34 Lakh - 36 Lakh',
  '36 Lakh - 38 Lakh',
  '38 Lakh - 40 Lakh',
  '40 Lakh - 42 Lakh',
  '42 Lakh - 44 Lakh',
  '44 Lakh - 46 Lakh',
  '46 Lakh - 48 Lakh',
  '48 Lakh - 50 Lakh',
  'More Than 50 Lakh',
  'Not To Disclose',
] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

/** The band that carries no ordinal (SPEC §3). */
export const INCOME_NOT_DISCLOSED = 'Not To Disclose' satisfies IncomeBand;

/**
 * Ordinal of an income band for comparisons (SPEC §3): 'None' is 0 and higher bands rank higher.
 * Returns null for 'Not To Disclose' and for any text that is not a known band.
 */
export function incomeRank(band: string): number | null {
  if (band === INCOME_NOT_DISCLOSED) return null;
  const index = (INCOME_BANDS as readonly string[]).indexOf(band);
  return index === -1 ? null : index;
}
