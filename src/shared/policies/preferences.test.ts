import { describe, expect, it } from 'vitest';
import { defaultPreferences, isDefaultPreferences } from './preferences';

describe('partner preference defaults from the own profile (docs/first-impressions.md#details-members-notice)', () => {
  const groom = { gender: 'BrideGroom', dateOfBirth: '1996-01-01', caste: 'Madhwa', motherTongue: 'Kannada' };
  it('gives an age range by gender and the own caste and mother tongue', () => {
    const d = defaultPreferences(groom);
    expect(d.ageMax - d.ageMin).toBe(9);
    expect(d).toMatchObject({ castes: ['Madhwa'], motherTongues: ['Kannada'] });
    const bride = defaultPreferences({ ...groom, gender: 'Bride', dateOfBirth: '2007-01-01', caste: '' });
    expect(bride.ageMin).toBeGreaterThanOrEqual(21);
    expect(bride.castes).toEqual([]);
  });
  it('recognises untouched defaults, whatever the order of the lists', () => {
    expect(isDefaultPreferences({ castes: ['Madhwa'], motherTongues: ['Kannada'] }, groom)).toBe(true);
    expect(isDefaultPreferences({ castes: ['Madhwa', 'Smartha'], motherTongues: ['Kannada'] }, groom)).toBe(
      false,
    );
  });
});
