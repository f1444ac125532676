import type { Completeness } from './schemas/member';

/** What completeness counts: profile fields (API names) with the label shown when missing (docs/member-area.md). */
const ITEMS = [
  { field: 'height_cm', label: 'Height' },
  { field: 'mother_tongue', label: 'Mother tongue' },
  { field: 'about_me', label: 'A few lines about yourself' },
  { field: 'name_of_parent', label: 'Parent / guardian' },
  { field: 'parent_name', label: "Parent's name" },
  { field: 'siblings', label: 'Siblings' },
  { field: 'caste', label: 'Caste' },
  { field: 'gotra', label: 'Gotra' },
  { field: 'rashi', label: 'Rashi' },
  { field: 'nakshatra', label: 'Nakshatra' },
  { field: 'educational_qualification', label: 'Qualification' },
  { field: 'occupation', label: 'Occupation' },
  { field: 'income_per_month', label: 'Income' },
  { field: 'country', label: 'Country' },
  { field: 'state', label: 'State' },
  { field: 'city', label: 'City / district' },
  { field: 'diet', label: 'Diet' },
  { field: 'smoking', label: 'Smoking' },
  { field: 'drinking', label: 'Drinking' },
  { field: 'address', label: 'Address' },
] as const;

/** What a missing label stands for: 'photo', 'preferences' or the profile field (catalogue `member` completeness.*). */
export type CompletenessKey = 'photo' | 'preferences' | (typeof ITEMS)[number]['field'];

/**
 * The catalogue key of a label of `missing` (docs/i18n.md: the web shows it in the reader's language):
 * 'A profile photo' → 'photo', 'Height' → 'height_cm'. Null for a label this list does not have.
 */
export function completenessKey(label: string): CompletenessKey | null {
  if (label === PHOTO) return 'photo';
  if (label === PREFERENCES) return 'preferences';
  return ITEMS.find((i) => i.label === label)?.field ?? null;
}

const PHOTO = 'A profile photo';
const PREFERENCES = 'Partner preferences';

/** Always filled at registration (name, gender, date of birth...): they count as done. */
const BASE_DONE = 6;

/**
 * Profile completeness (docs/member-area.md#photos): the share of the items above, plus a photo and partner preferences,
 * that are filled, as a whole percent (the registration's required fields count as done), and the
 * labels of what is missing, in page order. A photo counts once uploaded (pending or approved).
 */
export function profileCompleteness(
  profile: Record<string, unknown>,
  extra: { hasPhoto: boolean; preferencesSet: boolean },
): Completeness {
  const missing: string[] = [];
  if (!extra.hasPhoto) missing.push(PHOTO);
  for (const item of ITEMS) {
    const v = profile[item.field];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) missing.push(item.label);
  }
  if (!extra.preferencesSet) missing.push(PREFERENCES);
  const total = BASE_DONE + ITEMS.length + 2;
  const percent = Math.round(((total - missing.length) / total) * 100);
  return { percent, missing };
}
