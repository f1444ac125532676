import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRupees } from './dates';

describe('locale-aware dates, numbers and money (docs/i18n.md, decision 063)', () => {
  it('writes dates in IST in English and in Kannada', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', 'kn')).toBe('ನವೆಂ 22, 2026');
    expect(formatDate('2026-11-21T20:00:00Z', 'kn')).toBe('ನವೆಂ 22, 2026');
  });

  it('keeps a bare date on its calendar day', () => {
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('writes date and time in IST in both languages', () => {
    expect(formatDateTime('2026-11-22T09:35:00Z')).toBe('22 Nov 2026, 3:05 pm');
    const kn = formatDateTime('2026-11-22T09:35:00Z', 'kn');
    expect(kn).toContain('ನವೆಂ 22, 2026');
    expect(kn).toMatch(/3:05/);
  });

  it('answers empty for no date or a date it cannot read', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date', 'kn')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('groups numbers and rupees the Indian way in both languages', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(12345678, 'kn')).toBe('1,23,45,678');
    expect(formatRupees(239960)).toBe('₹2,399.60');
    expect(formatRupees(59900)).toBe('₹599');
    expect(formatRupees(12345600, 'kn')).toBe('₹1,23,456');
  });

  it('writes English dates as Intl.DateTimeFormat en-IN does, without building one', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
    for (let m = 0; m < 12; m++) {
      for (const iso of [
        new Date(Date.UTC(2026, m, 1, 0, 0)).toISOString(),
        new Date(Date.UTC(2025, m, 28, 18, 45)).toISOString(), // the next day in IST
        `2024-${String(m + 1).padStart(2, '0')}-09`,
      ]) {
        expect(formatDate(iso)).toBe(
          intl.format(new Date(iso.length === 10 ? `${iso}T12:00:00+05:30` : iso)),
        );
      }
    }
  });

  it('writes whole numbers as Intl.NumberFormat en-IN does, without building one', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const n of [0, 7, 42, 999, 1000, 12345, 100000, 999999, 1234567, -1234567, 2 ** 53 - 1, 1.5]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });
});
