import type { Completeness } from './schemas/member';

/** What completeness counts: profile fields (API names) with the label shown when missing (issue #3). */
const ITEMS: { field: string; label: string }[] = [
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
];

/** Always filled at registration (name, gender, date of birth...): they count as done. */
const BASE_DONE = 6;

/**
 * Profile completeness (issue #3): the share of the items above, plus a photo and partner preferences,
 * that are filled, as a whole percent (the registration's required fields count as done), and the
 * labels of what is missing, in page order. A photo counts once uploaded (pending or approved).
 */
export function profileCompleteness(
  profile: Record<string, unknown>,
  extra: { hasPhoto: boolean; preferencesSet: boolean },
): Completeness {
  const missing: string[] = [];
  if (!extra.hasPhoto) missing.push('A profile photo');
  for (const item of ITEMS) {
    const v = profile[item.field];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) missing.push(item.label);
  }
  if (!extra.preferencesSet) missing.push('Partner preferences');
  const total = BASE_DONE + ITEMS.length + 2;
  const percent = Math.round(((total - missing.length) / total) * 100);
  return { percent, missing };
}
