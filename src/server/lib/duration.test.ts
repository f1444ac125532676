import { describe, expect, it } from 'vitest';
import { durationText } from './i18n';

/** Decision 128: "12 months" and "1 year" are said one way, on plan cards, checkout and receipts. */
describe('plan durations in words', () => {
  it('reads the same in English and Kannada wherever it is shown', () => {
    expect(durationText('en', 12)).toBe('1 year');
    expect(durationText('en', 6)).toBe('6 months');
    expect(durationText('en', 1)).toBe('1 month');
    expect(durationText('kn', 12)).toBe('1 ವರ್ಷ');
    expect(durationText('kn', 6)).toBe('6 ತಿಂಗಳುಗಳು');
  });
});
