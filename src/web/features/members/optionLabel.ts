import type { ManglikStatus } from '../../../shared/horoscope/manglik';
import { manglikStatusKey } from '../../../shared/horoscope/words';
import { optionLabel as labelIn, type OptionList, type OptionsT } from '../../../shared/options/labels';
import i18n from '../../i18n';

/** The member API's field names → the option lists of the `options` catalogue. */
const LISTS: Record<string, OptionList> = {
  marital_status: 'maritalStatus',
  caste: 'caste',
  qualification: 'qualification',
  occupation: 'occupation',
  mother_tongue: 'motherTongue',
  income_band: 'income',
  state: 'state',
  city: 'district',
  gender: 'gender',
  profilefor: 'profileFor',
  name_of_parent: 'parent',
  income_per_month: 'income',
  country: 'country',
  occupation_country: 'country',
  diet: 'diet',
  smoking: 'habit',
  drinking: 'habit',
  blood_group: 'bloodGroup',
  sun_sign: 'sunSign',
  rashi: 'rashi',
  nakshatra: 'nakshatra',
};

/**
 * The label of a stored option value (marital status, caste, education...) in the shown language
 * (docs/i18n.md: stored values stay language-neutral codes, only labels are translated), from the `options`
 * catalogue (the member routes load it); the value itself for a list or value the catalogue lacks.
 */
export function optionLabel(list: string, value: string | null | undefined): string {
  if (!value) return '';
  // Horoscope fields (docs/horoscope.md): labels from the horoscope and member catalogues.
  const tr = (ns: 'horoscope' | 'member', key: string) =>
    (i18n.getFixedT(null, ns) as unknown as (k: string) => string)(key);
  if (list === 'manglik') return tr('horoscope', manglikStatusKey(value as ManglikStatus));
  if (list === 'horoscope_privacy') return tr('member', `privacy.horoscope.${value}`);
  const options = LISTS[list];
  if (!options) return value;
  return labelIn(i18n.getFixedT(null, 'options') as unknown as OptionsT, options, value);
}
