import { describe, expect, it } from 'vitest';
import { durationKey } from './duration';

/** Decision 128: "12 months" and "1 year" are said one way, on plan cards, checkout and receipts. */
describe('plan durations', () => {
  it('says whole years in years and anything else in months', () => {
    expect(durationKey(12)).toEqual({ key: 'duration.years', count: 1 });
    expect(durationKey(24)).toEqual({ key: 'duration.years', count: 2 });
    expect(durationKey(6)).toEqual({ key: 'duration.months', count: 6 });
    expect(durationKey(0)).toBeNull();
  });
});
