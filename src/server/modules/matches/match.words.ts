import { GUNA_TABLE } from '../../../shared/horoscope/guna-table';
import type { Lang } from '../../../shared/i18n/languages';
import { type OptionList, type OptionsT, optionLabel } from '../../../shared/options/labels';
import { knownManglik, manglikMatchingStatuses } from '../../../shared/policies/horoscope';
import { tFor } from '../../lib/i18n';
import { ownHoroscope, type Seeker } from '../directory/criteria';

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
  /** When staff verified the candidate's ID (badgesOf), or null. */
  id_verified_at: Date | string | null;
  /** The Moon position (MOON_POSITIONS index) and manglik status as matching knows them (decision 148). */
  horoscope_moon: number | null;
  horoscope_manglik: string;
};

const UNKNOWN = new Set(['', 'Select Occupation', 'Not To Disclose']);

/**
 * What a MyMatches card says about the viewer's partner preferences (decision 020), in words:
 * `matched` lists what the candidate has that the viewer asked for ("Same city · Kannada · B.E."),
 * `missed` what the viewer asked for and the candidate does not have ("Occupation: Teacher"), and
 * `unknown` the asked-for facts the candidate has not given ("Height not given"). Age is not listed
 * (every match is within the age range). Pure; the ranking itself is done in SQL (matches.service).
 * The words are in `lang`, the reader's language (docs/i18n.md, catalogue `member` matchWords), and so are
 * the values (city, caste, education...: their labels in the `options` catalogue, the stored code where
 * it has none). The horoscope wishes (docs/horoscope.md#matching) are worded as matching counts them: a
 * minimum guna milan from GUNA_TABLE (the table the SQL reads, decision 146) and a compatible manglik
 * status, each only when the seeker's own side is known (`asMatchingKnows`: as ownHoroscope reads it);
 * the candidate's side is what matching knows (shown to all members, decision 148), else "not known".
 */
export function matchWords(
  seeker: Seeker,
  c: CandidateFacts,
  lang: Lang = 'en',
  asMatchingKnows = false,
): { matched: string[]; missed: string[]; unknown: string[] } {
  const t = tFor(lang, 'member');
  const options = tFor(lang, 'options') as unknown as OptionsT;
  const label = (list: OptionList, value: string) => optionLabel(options, list, value);
  const p = seeker.prefs;
  const me = seeker.profile;
  const matched: string[] = [];
  const missed: string[] = [];
  const unknown: string[] = [];
  const check = (name: string, wanted: readonly string[], value: string, word: string, list?: OptionList) => {
    if (wanted.length === 0) return;
    if (UNKNOWN.has(value)) unknown.push(t('matchWords.notGiven', { label: name }));
    else if (wanted.includes(value)) matched.push(word);
    else missed.push(t('matchWords.missed', { label: name, value: list ? label(list, value) : value }));
  };
  check(
    t('matchWords.label.city'),
    p.cities,
    c.city,
    c.city === me.city
      ? t('matchWords.sameCity')
      : t('matchWords.livesIn', { city: label('district', c.city) }),
    'district',
  );
  check(
    t('matchWords.label.state'),
    p.states,
    c.state,
    c.state === me.state ? t('matchWords.sameState') : label('state', c.state),
    'state',
  );
  const listed = (name: string, wanted: readonly string[], value: string, list: OptionList) =>
    check(name, wanted, value, label(list, value), list);
  listed(t('matchWords.label.country'), p.country ? [p.country] : [], c.country, 'country');
  listed(t('matchWords.label.maritalStatus'), p.maritalStatuses, c.marital_status, 'maritalStatus');
  listed(t('matchWords.label.caste'), p.castes, c.caste, 'caste');
  listed(t('matchWords.label.motherTongue'), p.motherTongues, c.mother_tongue, 'motherTongue');
  listed(t('matchWords.label.education'), p.qualifications, c.qualification, 'qualification');
  listed(t('matchWords.label.occupation'), p.occupations, c.occupation, 'occupation');
  listed(t('matchWords.label.income'), p.incomeBands, c.income_band, 'income');
  listed(t('matchWords.label.diet'), p.diets, c.diet, 'diet');
  if (p.heightMin !== null || p.heightMax !== null) {
    const h = c.height_cm;
    if (h === null) unknown.push(t('matchWords.heightNotGiven'));
    else if (h >= (p.heightMin ?? 0) && h <= (p.heightMax ?? 999))
      matched.push(t('matchWords.height', { height: h }));
    else missed.push(t('matchWords.heightMissed', { height: h }));
  }
  // "ID verified" (decision 192): known for everyone (the badge), so never unknown.
  if (p.idVerified) {
    if (c.id_verified_at !== null) matched.push(t('matchWords.idVerified'));
    else missed.push(t('matchWords.idNotVerified'));
  }
  const own = ownHoroscope(me, asMatchingKnows);
  if (p.gunaMin > 0 && own.moon !== null) {
    const [bride, groom] =
      me.gender === 'Bride' ? [own.moon, c.horoscope_moon] : [c.horoscope_moon, own.moon];
    const points = bride === null || groom === null ? undefined : GUNA_TABLE[bride]?.[groom];
    if (points === undefined) unknown.push(t('matchWords.gunaUnknown'));
    else if (points >= p.gunaMin) matched.push(t('matchWords.gunaMet', { min: p.gunaMin }));
    else missed.push(t('matchWords.gunaMissed', { min: p.gunaMin }));
  }
  const compatible = manglikMatchingStatuses(own.manglik);
  if (p.manglikMatch && compatible.length > 0) {
    if (!knownManglik(c.horoscope_manglik)) unknown.push(t('matchWords.manglikUnknown'));
    else if (compatible.includes(c.horoscope_manglik)) matched.push(t('matchWords.manglikMet'));
    else missed.push(t('matchWords.manglikMissed'));
  }
  return { matched, missed, unknown };
}
