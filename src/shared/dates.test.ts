import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { ageOn, TIME_ZONE, todayIST } from './dates';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

describe('dates without dayjs on the hot path (docs/performance.md#goals)', () => {
  it('reckons today in IST as dayjs with the time-zone plugin does, around midnight IST too', () => {
    const instants = [
      '2026-11-22T18:29:59.999Z', // 23:59:59 IST
      '2026-11-22T18:30:00.000Z', // 00:00 IST the next day
      '2026-12-31T18:30:00.000Z',
      '2024-02-28T20:00:00.000Z',
      '2026-06-15T05:00:00.000Z',
    ];
    for (const iso of instants) {
      const d = new Date(iso);
      expect(todayIST(d)).toBe(dayjs(d).tz(TIME_ZONE).format('YYYY-MM-DD'));
    }
  });

  it('gives the same whole-year ages as dayjs, birthdays on 29 February included', () => {
    const births = ['1996-02-29', '1995-03-01', '1990-11-23', '1990-11-24', '2000-12-31', '2000-01-01'];
    const days = ['2026-02-28', '2026-03-01', '2028-02-28', '2028-02-29', '2026-11-23', '2026-12-31'];
    for (const b of births) {
      for (const on of days) {
        const expected = dayjs(on, 'YYYY-MM-DD', true).diff(dayjs(b, 'YYYY-MM-DD', true), 'year');
        expect(ageOn(b, on), `${b} on ${on}`).toBe(expected);
      }
    }
  });

  it('answers null for dates that do not exist or are not YYYY-MM-DD', () => {
    expect(ageOn('1995-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('1995-13-01', '2026-01-01')).toBeNull();
    expect(ageOn('01-02-1995', '2026-01-01')).toBeNull();
    expect(ageOn('1995-01-01', 'today')).toBeNull();
  });
});
