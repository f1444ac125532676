import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { normaliseMobile } from './phone';
import { formatMobile } from './phone-format';
import { planLabel, planName } from './plan-names';
import { plural } from './plural';

describe('what people read (docs/first-impressions.md#details-members-notice)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
  ])('accepts the mobile %s as %s', (typed, stored) => {
    expect(normaliseMobile(typed)).toBe(stored);
  });

  it.each(['', '987654321', '98765432101', '98765abcde', '1234567890', '+1 415 555 0100', '+44 7911 123456'])(
    'refuses %j as an Indian mobile',
    (typed) => {
      expect(normaliseMobile(typed)).toBeNull();
    },
  );

  it('accepts only what libphonenumber-js knows as Indian mobile numbers', () => {
    for (const first of ['6', '7', '8', '9']) {
      for (const n of [`${first}000000000`, `${first}876543210`, `${first}999999999`]) {
        const stored = normaliseMobile(n);
        const parsed = parsePhoneNumberFromString(stored ?? '', 'IN');
        expect(parsed?.isValid(), n).toBe(true);
        expect(parsed?.getType(), n).toBe('MOBILE');
      }
    }
    for (const n of ['1234567890', '5876543210', '0000000000']) expect(normaliseMobile(n)).toBeNull();
  });

  it('shows mobiles as +91 numbers, old 10-digit rows too', () => {
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('')).toBe('');
  });

  it('names plans as people know them, never by role code', () => {
    expect(['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'].map(planName)).toEqual([
      'Free',
      'Silver',
      'Premium',
      'Assisted',
    ]);
    expect(planLabel('PremiumUser')).toBe('Premium plan');
    expect(planLabel(null)).toBe('');
  });

  it.each([
    [0, 'interest', '0 interests'],
    [1, 'interest', '1 interest'],
    [2, 'interest', '2 interests'],
    [100000, 'member', '1,00,000 members'],
  ])('writes %i %s as %j', (n, noun, text) => {
    expect(plural(n, noun)).toBe(text);
  });

  it('uses an irregular plural when given', () => {
    expect(plural(1, 'match', 'matches')).toBe('1 match');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
  });

  it('writes dates one way: 22 Nov 2026', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
  });
});
