/**
 * Manglik (kuja dosha) compatibility of two members, stated plainly (decision 147). Pure.
 *
 * Sources: the rule of thumb that "a Manglik person must be married to a Manglik only" (S. P. Gaur,
 * "Relevance of Manglik Dosha and Guna Milan System in Match Making", fdocuments.es/document/matching-
 * details-dr-gaur.html) and "a boy/girl suffering from Manglik Dosh should marry a girl/boy who is also
 * suffering from Manglik Dosh" (anandsoni.com/manglik-mangal-dosh): two mangliks balance each other, a
 * manglik and a non-manglik do not. A partial (anshik, mild) manglik is read per decision 147.
 */

/** The manglik statuses a member can state: yes, no, partial (mild), don't know. */
export const MANGLIK_STATUSES = ['Yes', 'No', 'Partial', 'Dont Know'] as const;
export type ManglikStatus = (typeof MANGLIK_STATUSES)[number];

/** How two statuses go together: 'match', 'mild' (a partial manglik with a non-manglik), 'mismatch', 'unknown'. */
export type ManglikVerdict = 'match' | 'mild' | 'mismatch' | 'unknown';

/** The plain statement shown for a pair; its words are `horoscope:manglik.<statement>` in the catalogues. */
export type ManglikStatement =
  | 'bothManglik'
  | 'neitherManglik'
  | 'bothPartial'
  | 'partialAndManglik'
  | 'partialAndNot'
  | 'oneManglik'
  | 'unknown';

/**
 * The manglik compatibility of two members' statuses (order does not matter; null = not stated, read as
 * 'Dont Know'). Both manglik, neither, both partial, or partial with manglik: 'match'. Manglik with
 * non-manglik: 'mismatch'. Partial with non-manglik: 'mild'. Either unknown: 'unknown' (never a mismatch:
 * the member has not said).
 */
export function manglikCompatibility(
  a: ManglikStatus | null | undefined,
  b: ManglikStatus | null | undefined,
): { verdict: ManglikVerdict; statement: ManglikStatement } {
  const x = a ?? 'Dont Know';
  const y = b ?? 'Dont Know';
  if (x === 'Dont Know' || y === 'Dont Know') return { verdict: 'unknown', statement: 'unknown' };
  const pair = new Set([x, y]);
  if (x === y) {
    const statement = x === 'Yes' ? 'bothManglik' : x === 'No' ? 'neitherManglik' : 'bothPartial';
    return { verdict: 'match', statement };
  }
  if (pair.has('Yes') && pair.has('Partial')) return { verdict: 'match', statement: 'partialAndManglik' };
  if (pair.has('Partial')) return { verdict: 'mild', statement: 'partialAndNot' };
  return { verdict: 'mismatch', statement: 'oneManglik' };
}
