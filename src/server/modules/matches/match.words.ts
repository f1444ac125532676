import type { Seeker } from '../directory/criteria';

/** The candidate's facts the words of a match card are made of (columns of profiles). */
export type CandidateFacts = {
  height_cm: number | null;
  marital_status: string;
  caste: string;
  qualification: string;
  occupation: string;
  income_band: string;
  mother_tongue: string;
  state: string;
  city: string;
  country: string;
};

const UNKNOWN = new Set(['', 'Select Occupation', 'Not To Disclose']);

/**
 * What a MyMatches card says about the viewer's partner preferences (issue #8), in words:
 * `matched` lists what the candidate has that the viewer asked for ("Same city · Kannada · B.E."),
 * `missed` what the viewer asked for and the candidate does not have ("Occupation: Teacher"), and
 * `unknown` the asked-for facts the candidate has not given ("Height not given"). Age is not listed
 * (every match is within the age range). Pure; the ranking itself is done in SQL (matches.service).
 */
export function matchWords(
  seeker: Seeker,
  c: CandidateFacts,
): { matched: string[]; missed: string[]; unknown: string[] } {
  const p = seeker.prefs;
  const me = seeker.profile;
  const matched: string[] = [];
  const missed: string[] = [];
  const unknown: string[] = [];
  const check = (label: string, wanted: readonly string[], value: string, word: string) => {
    if (wanted.length === 0) return;
    if (UNKNOWN.has(value)) unknown.push(`${label} not given`);
    else if (wanted.includes(value)) matched.push(word);
    else missed.push(`${label}: ${value}`);
  };
  check('City', p.cities, c.city, c.city === me.city ? 'Same city' : `Lives in ${c.city}`);
  check('State', p.states, c.state, c.state === me.state ? 'Same state' : c.state);
  check('Country', p.country ? [p.country] : [], c.country, c.country);
  check('Marital status', p.maritalStatuses, c.marital_status, c.marital_status);
  check('Caste', p.castes, c.caste, c.caste);
  check('Mother tongue', p.motherTongues, c.mother_tongue, c.mother_tongue);
  check('Education', p.qualifications, c.qualification, c.qualification);
  check('Occupation', p.occupations, c.occupation, c.occupation);
  check('Income', p.incomeBands, c.income_band, c.income_band);
  if (p.heightMin !== null || p.heightMax !== null) {
    const h = c.height_cm;
    if (h === null) unknown.push('Height not given');
    else if (h >= (p.heightMin ?? 0) && h <= (p.heightMax ?? 999)) matched.push(`${h} cm`);
    else missed.push(`Height: ${h} cm`);
  }
  return { matched, missed, unknown };
}
