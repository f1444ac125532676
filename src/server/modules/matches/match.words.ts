import type { Lang } from '../../../shared/i18n/languages';
import { tFor } from '../../lib/i18n';
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
  diet: string;
};

const UNKNOWN = new Set(['', 'Select Occupation', 'Not To Disclose']);

/**
 * What a MyMatches card says about the viewer's partner preferences (issue #8), in words:
 * `matched` lists what the candidate has that the viewer asked for ("Same city · Kannada · B.E."),
 * `missed` what the viewer asked for and the candidate does not have ("Occupation: Teacher"), and
 * `unknown` the asked-for facts the candidate has not given ("Height not given"). Age is not listed
 * (every match is within the age range). Pure; the ranking itself is done in SQL (matches.service).
 * The words are in `lang`, the reader's language (issue #9, catalogue `member` matchWords); values
 * (city, caste, education...) are the stored codes.
 */
export function matchWords(
  seeker: Seeker,
  c: CandidateFacts,
  lang: Lang = 'en',
): { matched: string[]; missed: string[]; unknown: string[] } {
  const t = tFor(lang, 'member');
  const p = seeker.prefs;
  const me = seeker.profile;
  const matched: string[] = [];
  const missed: string[] = [];
  const unknown: string[] = [];
  const check = (label: string, wanted: readonly string[], value: string, word: string) => {
    if (wanted.length === 0) return;
    if (UNKNOWN.has(value)) unknown.push(t('matchWords.notGiven', { label }));
    else if (wanted.includes(value)) matched.push(word);
    else missed.push(t('matchWords.missed', { label, value }));
  };
  check(
    t('matchWords.label.city'),
    p.cities,
    c.city,
    c.city === me.city ? t('matchWords.sameCity') : t('matchWords.livesIn', { city: c.city }),
  );
  check(
    t('matchWords.label.state'),
    p.states,
    c.state,
    c.state === me.state ? t('matchWords.sameState') : c.state,
  );
  check(t('matchWords.label.country'), p.country ? [p.country] : [], c.country, c.country);
  check(t('matchWords.label.maritalStatus'), p.maritalStatuses, c.marital_status, c.marital_status);
  check(t('matchWords.label.caste'), p.castes, c.caste, c.caste);
  check(t('matchWords.label.motherTongue'), p.motherTongues, c.mother_tongue, c.mother_tongue);
  check(t('matchWords.label.education'), p.qualifications, c.qualification, c.qualification);
  check(t('matchWords.label.occupation'), p.occupations, c.occupation, c.occupation);
  check(t('matchWords.label.income'), p.incomeBands, c.income_band, c.income_band);
  check(t('matchWords.label.diet'), p.diets, c.diet, c.diet);
  if (p.heightMin !== null || p.heightMax !== null) {
    const h = c.height_cm;
    if (h === null) unknown.push(t('matchWords.heightNotGiven'));
    else if (h >= (p.heightMin ?? 0) && h <= (p.heightMax ?? 999))
      matched.push(t('matchWords.height', { height: h }));
    else missed.push(t('matchWords.heightMissed', { height: h }));
  }
  return { matched, missed, unknown };
}
