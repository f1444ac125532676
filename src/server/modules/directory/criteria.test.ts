import { describe, expect, it } from 'vitest';
import { dobRange } from './criteria';

/** Pure date ranges of matching (docs/member-area.md#matches): no database. */
describe('date-of-birth ranges for ages', () => {
  it('age 25..30 on 2026-11-23 ⇔ born 1995-11-24 .. 2001-11-23', () => {
    expect(dobRange(25, 30, '2026-11-23')).toEqual({ to: '2001-11-23', from: '1995-11-24' });
  });
  it('a leap-day birthday and open bounds', () => {
    expect(dobRange(18, undefined, '2028-02-29')).toEqual({ to: '2010-02-28', from: null });
    expect(dobRange(undefined, undefined, '2026-11-23')).toEqual({ to: null, from: null });
  });
});
