import { ageOn } from '../dates';

/** The facts of a member's own profile the default partner preferences are made from. */
export type OwnFacts = {
  gender: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  caste: string;
  motherTongue: string;
};

/**
 * Partner preferences a member starts with, from their own profile (decision 020 "sensible defaults from
 * their own profile"), so matches work from day one and the form opens filled in:
 * - age: a groom of A looks for brides of A-8..A+1 (at least 18), a bride of A for grooms of
 *   A-1..A+8 (at least 21, the legal ages);
 * - caste: the member's own (a must-have by default, DEFAULT_MUST_HAVES), when given;
 * - mother tongue: the member's own (a nice-to-have), when given.
 * Ages are clamped to 18..70 (the form's range). Pure; the registration and the preferences page use it.
 */
export function defaultPreferences(p: OwnFacts) {
  const age = ageOn(p.dateOfBirth) ?? 25;
  const ages =
    p.gender === 'BrideGroom'
      ? { ageMin: Math.min(70, Math.max(18, age - 8)), ageMax: Math.min(70, Math.max(18, age + 1)) }
      : { ageMin: Math.min(70, Math.max(21, age - 1)), ageMax: Math.min(70, Math.max(21, age + 8)) };
  const own = (v: string) => (v && v !== 'Not To Disclose' ? [v] : []);
  return {
    ...ages,
    castes: own(p.caste),
    motherTongues: own(p.motherTongue),
  };
}

/**
 * True when the lists of `p` are exactly the defaults of defaultPreferences (compared as sets; the age
 * range is left out, since the default moves with the member's birthday).
 */
export function isDefaultPreferences(
  p: {
    castes: string[];
    motherTongues: string[];
  },
  own: OwnFacts,
): boolean {
  const d = defaultPreferences(own);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  return same(p.castes, d.castes) && same(p.motherTongues, d.motherTongues);
}
