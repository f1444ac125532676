import { HEIGHTS, type Height } from './height';

/**
 * Labels of the option lists in the reader's language (docs/i18n.md). Stored values stay the English codes of
 * src/shared/options; the `options` catalogue holds one label per value under `<list>.<optionKey(value)>`.
 * A value without an entry (degree abbreviations, countries other than India, free text) shows as stored.
 * Web: `useOptionLabel()` (src/web/components/useOptionLabel.ts); server: `optionLabel(tFor(lang, 'options'), …)`.
 */

/** The option lists that have labels in the `options` catalogue. */
export type OptionList =
  | 'gender'
  | 'profileFor'
  | 'parent'
  | 'maritalStatus'
  | 'religion'
  | 'bloodGroup'
  | 'sunSign'
  | 'rashi'
  | 'nakshatra'
  | 'diet'
  | 'habit'
  | 'month'
  | 'caste'
  | 'qualification'
  | 'occupation'
  | 'motherTongue'
  | 'state'
  | 'district'
  | 'income'
  | 'country';

/** The `t` of the `options` namespace (i18next's TFunction fits): key, values → text. */
export type OptionsT = (key: string, values?: Record<string, unknown>) => string;

/** The catalogue key of a stored value: runs of other characters than letters and digits become `_`. */
export function optionKey(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

// Template literals, so the catalogue test sees which keys are used (docs/i18n.md).
const KEYS: Record<OptionList, (k: string) => string> = {
  gender: (k) => `gender.${k}`,
  profileFor: (k) => `profileFor.${k}`,
  parent: (k) => `parent.${k}`,
  maritalStatus: (k) => `maritalStatus.${k}`,
  religion: (k) => `religion.${k}`,
  bloodGroup: (k) => `bloodGroup.${k}`,
  sunSign: (k) => `sunSign.${k}`,
  rashi: (k) => `rashi.${k}`,
  nakshatra: (k) => `nakshatra.${k}`,
  diet: (k) => `diet.${k}`,
  habit: (k) => `habit.${k}`,
  month: (k) => `month.${k}`,
  caste: (k) => `caste.${k}`,
  qualification: (k) => `qualification.${k}`,
  occupation: (k) => `occupation.${k}`,
  motherTongue: (k) => `motherTongue.${k}`,
  state: (k) => `state.${k}`,
  district: (k) => `district.${k}`,
  income: (k) => `income.${k}`,
  country: (k) => `country.${k}`,
};

/**
 * The label of `value` (a stored code of `list`, e.g. 'Widow with children', 'Mysuru', 'BrideGroom') in
 * the language of `t` (the `options` namespace's t); the value itself when the catalogue has no entry.
 */
export function optionLabel(t: OptionsT, list: OptionList, value: string): string {
  if (!value) return value;
  return t(KEYS[list](optionKey(value)), { defaultValue: value });
}

/** The height option nearest to `cm` (SPEC §3), clamped to the list's ends. */
export function nearestHeight(cm: number): Height {
  let best = HEIGHTS[0] as Height;
  for (const height of HEIGHTS) {
    if (Math.abs(height.cm - cm) < Math.abs(best.cm - cm)) best = height;
  }
  return best;
}

/** A height in the language of `t`: 5' 6" stays, the unit is translated ('5\' 6" (167 cm)'). */
export function heightLabel(t: OptionsT, cm: number): string {
  const h = nearestHeight(cm);
  const inches = Math.round(h.cm / 2.54);
  return t('height.label', { feet: Math.floor(inches / 12), inches: inches % 12, cm: h.cm });
}

/** The occupation picker's placeholder (not a value; SPEC §3). */
export function occupationPlaceholder(t: OptionsT): string {
  return t('occupationPlaceholder');
}
